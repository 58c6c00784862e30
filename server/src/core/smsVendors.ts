import AliyunModule, * as aliyun from '@alicloud/dysmsapi20170525'
import { $OpenApiUtil } from '@alicloud/openapi-core'
import { RuntimeOptions } from '@darabonba/typescript'
import { SMS_ENDPOINTS, SmsKey } from '@portal/contracts'
import * as tencent from 'tencentcloud-sdk-nodejs-sms'

/**
 * The SMS vendors, each through its official SDK: Aliyun SMS (`SendSms`, `QuerySendDetails`) and
 * Tencent Cloud SMS 2021-01-11 (`SendSms`, `PullSmsSendStatus`). Settings are read for each call
 * (`settings` passes them), so a change on the settings page applies to the next message. A refusal
 * becomes an `SmsRefused` naming one of a few reasons; the vendor's own code and text stay in the
 * SMS log, never in an answer.
 */

export type SmsRefusalReason =
  /** The vendor's per-number or per-account frequency control. */
  | 'RATE_LIMITED'
  /** The number cannot receive (malformed, blacklisted, out of service). */
  | 'BAD_NUMBER'
  /** The template is missing, not approved, or its parameters do not match it. */
  | 'TEMPLATE'
  /** The sign name is missing or not approved. */
  | 'SIGN'
  /** The account: unknown key, wrong secret, no balance, not authorised. */
  | 'ACCOUNT'
  /** No answer in time, or the vendor could not be reached. */
  | 'TIMEOUT'
  | 'UNAVAILABLE'

export class SmsRefused extends Error {
  constructor(
    readonly reason: SmsRefusalReason,
    /** The vendor's error code (or the transport's), for the log. */
    readonly vendorCode: string,
    vendorMessage: string,
  ) {
    super(`${vendorCode}: ${vendorMessage}`.slice(0, 900))
  }
}

/** A message as a vendor sends it: its approved template and the parameters rendered for it. */
export interface VendorMessage {
  phone: string
  templateCode: string
  /** Parameter name (Aliyun's variable, Tencent's position) → value. */
  params: Array<{ name: string; value: string }>
}

/** A receipt: what the vendor says became of a message it accepted. */
export interface SmsReceipt {
  messageId: string
  delivered: boolean
  /** The vendor's reason for a failure (its code and description). */
  reason: string | null
  at: string
}

/** A message the log holds as accepted and waiting for its receipt. */
export interface PendingSms {
  messageId: string
  phone: string
  createdAt: string
}

export interface SmsVendorEngine {
  readonly name: 'ALIYUN' | 'TENCENT'
  send(msg: VendorMessage, get: (key: string) => string): Promise<{ messageId: string }>
  /** The receipts that have come for `pending` (some vendors hand out whatever arrived since the last pull). */
  receipts(pending: readonly PendingSms[], get: (key: string) => string): Promise<SmsReceipt[]>
}

export const DEFAULT_SMS_TIMEOUT_MS = 10_000
const timeoutOf = (get: (key: string) => string) => Number(get(SmsKey.timeoutMs)) || DEFAULT_SMS_TIMEOUT_MS

/** `https://host[:port]` → the protocol and host an SDK takes. */
function endpointOf(value: string, fallback: string) {
  const url = new URL(value.trim() || fallback)
  return { protocol: url.protocol.replace(':', ''), host: url.host }
}

const isTimeout = (err: { code?: unknown; name?: unknown; message?: unknown }) =>
  /timeout|timedout|ETIMEDOUT|ECONNREFUSED|ECONNRESET|EAI_AGAIN|ENOTFOUND|socket hang up/i.test(
    `${err.code ?? ''} ${err.name ?? ''} ${err.message ?? ''}`,
  )

// ---- Aliyun

const ALIYUN_REASONS: Array<[RegExp, SmsRefusalReason]> = [
  [/LIMIT_CONTROL|Throttling|FREQUENCY|DAY_LIMIT/i, 'RATE_LIMITED'],
  [/MOBILE_NUMBER_ILLEGAL|MOBILE_COUNT_OVER_LIMIT|BLACK_KEY|DENY_IP_RANGE|PhoneNumbers/i, 'BAD_NUMBER'],
  [/TEMPLATE/i, 'TEMPLATE'],
  [/SIGN_NAME|SIGNATURE_ILLEGAL|SMS_SIGN/i, 'SIGN'],
  [
    /AccessKey|SignatureDoesNotMatch|ACCOUNT|AMOUNT_NOT_ENOUGH|OUT_OF_SERVICE|Forbidden|PERMISSION/i,
    'ACCOUNT',
  ],
]
const aliyunReason = (code: string): SmsRefusalReason =>
  ALIYUN_REASONS.find(([re]) => re.test(code))?.[1] ?? 'UNAVAILABLE'

// The package's default export is the client class. Node's ESM loader hands its CommonJS build over
// as `.default`; bundlers and vitest honour `__esModule` and hand the class itself.
type AliyunClientClass = typeof AliyunModule.default
const aliyunExport = AliyunModule as unknown as AliyunClientClass | { default: AliyunClientClass }
const AliyunClient = typeof aliyunExport === 'function' ? aliyunExport : aliyunExport.default

function aliyunClient(get: (key: string) => string) {
  const { protocol, host } = endpointOf(get(SmsKey.aliyunEndpoint), SMS_ENDPOINTS.ALIYUN)
  return new AliyunClient(
    new $OpenApiUtil.Config({
      accessKeyId: get(SmsKey.aliyunAccessKeyId),
      accessKeySecret: get(SmsKey.aliyunAccessKeySecret),
      regionId: get(SmsKey.aliyunRegion) || 'cn-hangzhou',
      endpoint: host,
      protocol,
    }),
  )
}

const aliyunRuntime = (get: (key: string) => string) =>
  new RuntimeOptions({
    autoretry: false,
    maxAttempts: 1,
    connectTimeout: timeoutOf(get),
    readTimeout: timeoutOf(get),
  })

/** An SDK failure (an HTTP error answer or the transport) as a refusal. */
function aliyunFailure(err: unknown): SmsRefused {
  const e = (err ?? {}) as { code?: string; message?: string; data?: { Code?: string; Message?: string } }
  if (isTimeout(e) && !e.data)
    return new SmsRefused('TIMEOUT', String(e.code ?? 'Timeout'), String(e.message))
  const code = e.data?.Code ?? e.code ?? 'Unknown'
  return new SmsRefused(aliyunReason(code), code, e.data?.Message ?? String(e.message ?? ''))
}

const aliyunEngine: SmsVendorEngine = {
  name: 'ALIYUN',
  async send(msg, get) {
    const request = new aliyun.SendSmsRequest({
      phoneNumbers: msg.phone,
      signName: get(SmsKey.aliyunSignName),
      templateCode: msg.templateCode,
      templateParam: JSON.stringify(Object.fromEntries(msg.params.map((p) => [p.name, p.value]))),
    })
    let body: aliyun.SendSmsResponseBody | undefined
    try {
      body = (await aliyunClient(get).sendSmsWithOptions(request, aliyunRuntime(get))).body
    } catch (err) {
      throw aliyunFailure(err)
    }
    if (body?.code !== 'OK' || !body.bizId)
      throw new SmsRefused(aliyunReason(body?.code ?? ''), body?.code ?? 'Unknown', body?.message ?? '')
    return { messageId: body.bizId }
  },
  async receipts(pending, get) {
    const client = aliyunClient(get)
    const out: SmsReceipt[] = []
    for (const p of pending) {
      const request = new aliyun.QuerySendDetailsRequest({
        phoneNumber: p.phone,
        bizId: p.messageId,
        // The day it was sent, as Aliyun keeps it (China time): yyyyMMdd.
        sendDate: CHINA_DAY.format(new Date(p.createdAt)).replaceAll('-', ''),
        pageSize: 10,
        currentPage: 1,
      })
      let body: aliyun.QuerySendDetailsResponseBody | undefined
      try {
        body = (await client.querySendDetailsWithOptions(request, aliyunRuntime(get))).body
      } catch (err) {
        throw aliyunFailure(err)
      }
      if (body?.code !== 'OK')
        throw new SmsRefused(aliyunReason(body?.code ?? ''), body?.code ?? '', body?.message ?? '')
      // SendStatus: 1 waiting for the receipt, 2 failed, 3 delivered.
      const detail = body.smsSendDetailDTOs?.smsSendDetailDTO?.[0]
      if (!detail || detail.sendStatus === 1) continue
      out.push({
        messageId: p.messageId,
        delivered: detail.sendStatus === 3,
        reason: detail.sendStatus === 3 ? null : (detail.errCode ?? 'FAILED'),
        at: chinaTime(detail.receiveDate) ?? new Date().toISOString(),
      })
    }
    return out
  },
}

const CHINA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' })

/** A vendor's 'yyyy-MM-dd HH:mm:ss' in China time (both vendors answer so) as ISO; null when absent. */
function chinaTime(value: string | undefined | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return null
  return new Date(`${value.replace(' ', 'T')}+08:00`).toISOString()
}

// ---- Tencent Cloud

const TENCENT_REASONS: Array<[RegExp, SmsRefusalReason]> = [
  [/^LimitExceeded|RequestLimitExceeded/, 'RATE_LIMITED'],
  [/PhoneNumber|Blacklist|ContainDomesticAndInternational/i, 'BAD_NUMBER'],
  [/Template/i, 'TEMPLATE'],
  [/Signature(Incorrect|Unapproved)|SignName|SignatureIncorrectOrUnapproved/, 'SIGN'],
  [/^AuthFailure|^UnauthorizedOperation|InsufficientBalance|MissingQualification|SdkAppId/, 'ACCOUNT'],
]
const tencentReason = (code: string): SmsRefusalReason =>
  TENCENT_REASONS.find(([re]) => re.test(code))?.[1] ?? 'UNAVAILABLE'

const TencentClient = tencent.sms.v20210111.Client

function tencentClient(get: (key: string) => string) {
  const { protocol, host } = endpointOf(get(SmsKey.tencentEndpoint), SMS_ENDPOINTS.TENCENT)
  return new TencentClient({
    credential: { secretId: get(SmsKey.tencentSecretId), secretKey: get(SmsKey.tencentSecretKey) },
    region: get(SmsKey.tencentRegion) || 'ap-guangzhou',
    profile: {
      signMethod: 'TC3-HMAC-SHA256',
      httpProfile: {
        endpoint: host,
        protocol: `${protocol}://`,
        reqTimeout: Math.ceil(timeoutOf(get) / 1000),
      },
    },
  })
}

function tencentFailure(err: unknown): SmsRefused {
  const e = (err ?? {}) as { code?: string; message?: string; name?: string }
  if (!e.code || isTimeout(e))
    return new SmsRefused(isTimeout(e) ? 'TIMEOUT' : 'UNAVAILABLE', e.code || 'Network', String(e.message))
  return new SmsRefused(tencentReason(e.code), e.code, String(e.message ?? ''))
}

const tencentEngine: SmsVendorEngine = {
  name: 'TENCENT',
  async send(msg, get) {
    // Positions are 1, 2, …: the parameters go in that order whatever order they were listed in.
    const ordered = [...msg.params].sort((a, b) => Number(a.name) - Number(b.name))
    let res: Awaited<ReturnType<InstanceType<typeof TencentClient>['SendSms']>>
    try {
      res = await tencentClient(get).SendSms({
        PhoneNumberSet: [`+86${msg.phone}`],
        SmsSdkAppId: get(SmsKey.tencentSdkAppId),
        SignName: get(SmsKey.tencentSignName),
        TemplateId: msg.templateCode,
        TemplateParamSet: ordered.map((p) => p.value),
      })
    } catch (err) {
      throw tencentFailure(err)
    }
    const status = res.SendStatusSet?.[0]
    if (!status || status.Code !== 'Ok' || !status.SerialNo)
      throw new SmsRefused(
        tencentReason(status?.Code ?? ''),
        status?.Code ?? 'Unknown',
        status?.Message ?? '',
      )
    return { messageId: status.SerialNo }
  },
  async receipts(_pending, get) {
    let res: Awaited<ReturnType<InstanceType<typeof TencentClient>['PullSmsSendStatus']>>
    try {
      res = await tencentClient(get).PullSmsSendStatus({
        Limit: 100,
        SmsSdkAppId: get(SmsKey.tencentSdkAppId),
      })
    } catch (err) {
      throw tencentFailure(err)
    }
    return (res.PullSmsSendStatusSet ?? []).flatMap((r) =>
      r.SerialNo
        ? [
            {
              messageId: r.SerialNo,
              delivered: r.ReportStatus === 'SUCCESS',
              reason: r.ReportStatus === 'SUCCESS' ? null : `${r.Description ?? 'FAIL'}`,
              // Seconds since the epoch (0 when the operator gave no time).
              at: new Date(r.UserReceiveTime ? r.UserReceiveTime * 1000 : Date.now()).toISOString(),
            },
          ]
        : [],
    )
  },
}

export const SMS_VENDOR_ENGINES: Readonly<Record<'ALIYUN' | 'TENCENT', SmsVendorEngine>> = {
  ALIYUN: aliyunEngine,
  TENCENT: tencentEngine,
}
