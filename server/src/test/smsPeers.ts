import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Local peers of the SMS vendors, written from their public API documents (not from the SDKs):
 * - Aliyun SMS (dysmsapi 2017-05-25, RPC style): checks the V3 request signature
 *   (`ACS3-HMAC-SHA256`: canonical request of method, path, sorted query, the `host`, `content-type`
 *   and `x-acs-*` headers and the payload hash, signed with the AccessKey secret), refuses a reused
 *   nonce or a stale date, answers `SendSms` and `QuerySendDetails` in Aliyun's JSON with its codes.
 * - Tencent Cloud SMS (2021-01-11): checks `TC3-HMAC-SHA256` (the derived key date → service →
 *   `tc3_request`), answers `SendSms` and `PullSmsSendStatus` inside `{Response: …}` with its codes.
 * Templates and signs must be registered ("approved") on the peer; a test can make a number fail,
 * the vendor refuse or stall, and sees every request with whether its signature held.
 */

export interface PeerRequest {
  action: string
  signatureValid: boolean
  params: Record<string, unknown>
}

export interface SentMessage {
  id: string
  phone: string
  template: string
  params: Record<string, string> | string[]
  sign: string
  at: number
}

interface PeerState {
  requests: PeerRequest[]
  sent: SentMessage[]
  /** Templates the vendor approved, with the parameter names (Aliyun) or count (Tencent) they take. */
  templates: Map<string, string[] | number>
  signs: Set<string>
  /** Numbers whose messages the operator reports undelivered. */
  undeliverable: Set<string>
  /** Refuse every send with this vendor error code (null: behave). */
  refuseWith: string | null
  /** Answer nothing for this long (a timeout for the client). */
  stallMs: number
}

export interface SmsPeer extends PeerState {
  url: string
  close(): Promise<void>
  reset(): void
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()
const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

function newState(): PeerState {
  return {
    requests: [],
    sent: [],
    templates: new Map(),
    signs: new Set(),
    undeliverable: new Set(),
    refuseWith: null,
    stallMs: 0,
  }
}

async function listen(handler: (req: IncomingMessage, res: ServerResponse, body: Buffer) => Promise<void>) {
  const server: Server = createServer((req, res) => {
    readBody(req)
      .then((body) => handler(req, res, body))
      .catch(() => {
        res.statusCode = 500
        res.end()
      })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections()
        server.close(() => r())
      }),
  }
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.statusCode = status
  res.setHeader('content-type', 'application/json;charset=utf-8')
  res.end(JSON.stringify(body))
}
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms))
const pad = (n: number) => String(n).padStart(2, '0')
/** 'yyyy-MM-dd HH:mm:ss' in China time, as both vendors write times. */
function chinaTime(ms: number) {
  const d = new Date(ms + 8 * 3_600_000)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
}

/** A peer's state as the test sees and changes it; `reset` also forgets what the vendor keeps besides. */
function exposed(
  peer: { url: string; close(): Promise<void> },
  state: PeerState,
  forget: () => void,
): SmsPeer {
  return {
    ...peer,
    get requests() {
      return state.requests
    },
    get sent() {
      return state.sent
    },
    templates: state.templates,
    signs: state.signs,
    undeliverable: state.undeliverable,
    get refuseWith() {
      return state.refuseWith
    },
    set refuseWith(v) {
      state.refuseWith = v
    },
    get stallMs() {
      return state.stallMs
    },
    set stallMs(v) {
      state.stallMs = v
    },
    reset() {
      state.requests.length = 0
      state.sent.length = 0
      state.refuseWith = null
      state.stallMs = 0
      state.undeliverable.clear()
      forget()
    },
  }
}

// ---- Aliyun

/** RFC 3986 percent-encoding, as Aliyun's canonical query string wants it. */
const acsEncode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/** Checks an ACS3-HMAC-SHA256 request against the known keys; answers the reason it fails, or null. */
function aliyunSignatureError(
  req: IncomingMessage,
  body: Buffer,
  keys: ReadonlyMap<string, string>,
  nonces: Set<string>,
): string | null {
  const auth = String(req.headers.authorization ?? '')
  const m = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]+)$/.exec(auth)
  if (!m) return 'MissingAuthorization'
  const [, keyId, signedHeaders, signature] = m as unknown as [string, string, string, string]
  const secret = keys.get(keyId)
  if (!secret) return 'InvalidAccessKeyId.NotFound'
  const date = Date.parse(String(req.headers['x-acs-date'] ?? ''))
  if (!Number.isFinite(date) || Math.abs(Date.now() - date) > 15 * 60_000) return 'InvalidTimeStamp.Expired'
  const nonce = String(req.headers['x-acs-signature-nonce'] ?? '')
  if (!nonce || nonces.has(nonce)) return 'SignatureNonceUsed'
  const payloadHash = sha256(body)
  if (req.headers['x-acs-content-sha256'] !== payloadHash) return 'SignatureDoesNotMatch'
  const url = new URL(req.url ?? '/', 'http://peer')
  const query = [...url.searchParams.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${acsEncode(k)}=${acsEncode(v)}`)
    .join('&')
  const names = signedHeaders.split(';')
  const mustSign = Object.keys(req.headers).filter((h) => h.startsWith('x-acs-') || h === 'host')
  if (mustSign.some((h) => !names.includes(h))) return 'SignatureDoesNotMatch'
  const headers = names.map((h) => `${h}:${String(req.headers[h] ?? '').trim()}\n`).join('')
  const canonical = [req.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n')
  const toSign = `ACS3-HMAC-SHA256\n${sha256(canonical)}`
  if (!same(hmac(secret, toSign).toString('hex'), signature)) return 'SignatureDoesNotMatch'
  nonces.add(nonce)
  return null
}

/** A local Aliyun SMS endpoint that accepts requests signed with one of `keys` (AccessKey id → secret). */
export async function aliyunPeer(keys: Record<string, string>): Promise<SmsPeer> {
  const state = newState()
  const keyMap = new Map(Object.entries(keys))
  const nonces = new Set<string>()
  const requestId = () => randomUUID().toUpperCase()
  const peer = await listen(async (req, res, body) => {
    const action = String(req.headers['x-acs-action'] ?? '')
    const url = new URL(req.url ?? '/', 'http://peer')
    const params: Record<string, string> = Object.fromEntries(url.searchParams)
    for (const [k, v] of new URLSearchParams(body.toString('utf8'))) params[k] = v
    const bad = aliyunSignatureError(req, body, keyMap, nonces)
    state.requests.push({ action, signatureValid: !bad, params })
    if (state.stallMs) await wait(state.stallMs)
    if (bad) {
      const status = bad === 'InvalidAccessKeyId.NotFound' ? 404 : 400
      return json(res, status, {
        RequestId: requestId(),
        Code: bad,
        Message:
          bad === 'SignatureDoesNotMatch'
            ? 'Specified signature does not match our calculation.'
            : `The request was refused: ${bad}.`,
        HostId: 'dysmsapi.aliyuncs.com',
      })
    }
    const refuse = (code: string, message: string) =>
      json(res, 200, { RequestId: requestId(), Code: code, Message: message })
    if (action === 'SendSms') {
      if (state.refuseWith) return refuse(state.refuseWith, 'refused by the test')
      const phone = params.PhoneNumbers ?? ''
      if (!/^1\d{10}$/.test(phone)) return refuse('isv.MOBILE_NUMBER_ILLEGAL', '非法手机号')
      if (!state.signs.has(params.SignName ?? ''))
        return refuse('isv.SMS_SIGNATURE_ILLEGAL', '该账号下找不到对应签名')
      const wants = state.templates.get(params.TemplateCode ?? '')
      if (!Array.isArray(wants)) return refuse('isv.SMS_TEMPLATE_ILLEGAL', '该账号下找不到对应模板')
      let given: Record<string, string>
      try {
        given = JSON.parse(params.TemplateParam ?? '{}') as Record<string, string>
      } catch {
        return refuse('isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值')
      }
      if (wants.some((w) => typeof given[w] !== 'string'))
        return refuse('isv.TEMPLATE_MISSING_PARAMETERS', '模板缺少变量')
      const id = `${Date.now()}${Math.floor(Math.random() * 1e6)}^0`
      state.sent.push({
        id,
        phone,
        template: params.TemplateCode!,
        params: given,
        sign: params.SignName!,
        at: Date.now(),
      })
      return json(res, 200, { RequestId: requestId(), Code: 'OK', Message: 'OK', BizId: id })
    }
    if (action === 'QuerySendDetails') {
      const found = state.sent.filter((s) => s.id === params.BizId && s.phone === params.PhoneNumber)
      return json(res, 200, {
        RequestId: requestId(),
        Code: 'OK',
        Message: 'OK',
        TotalCount: found.length,
        SmsSendDetailDTOs: {
          SmsSendDetailDTO: found.map((s) => {
            const failed = state.undeliverable.has(s.phone)
            return {
              PhoneNum: s.phone,
              SendStatus: failed ? 2 : 3,
              ErrCode: failed ? 'MK:0001' : 'DELIVERED',
              TemplateCode: s.template,
              Content: '',
              SendDate: chinaTime(s.at),
              ReceiveDate: chinaTime(s.at + 2000),
              OutId: '',
            }
          }),
        },
      })
    }
    return refuse('InvalidAction.NotFound', `Specified api is not found: ${action}`)
  })
  return exposed(peer, state, () => undefined)
}

// ---- Tencent Cloud

/** Checks a TC3-HMAC-SHA256 request; answers the error code it fails with, or null. */
function tencentSignatureError(
  req: IncomingMessage,
  body: Buffer,
  keys: ReadonlyMap<string, string>,
): string | null {
  const auth = String(req.headers.authorization ?? '')
  const m =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z0-9]+)\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]+)$/.exec(
      auth,
    )
  if (!m) return 'AuthFailure.SignatureFailure'
  const [, secretId, date, service, signedHeaders, signature] = m as unknown as string[]
  const secretKey = keys.get(secretId!)
  if (!secretKey) return 'AuthFailure.SecretIdNotFound'
  // The service is the endpoint's first label (`sms` of sms.tencentcloudapi.com; `127` for this peer).
  if (service !== String(req.headers.host ?? '').split('.')[0]) return 'AuthFailure.SignatureFailure'
  const timestamp = Number(req.headers['x-tc-timestamp'])
  if (!Number.isFinite(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300)
    return 'AuthFailure.SignatureExpire'
  if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date) return 'AuthFailure.SignatureFailure'
  const url = new URL(req.url ?? '/', 'http://peer')
  const names = signedHeaders!.split(';')
  if (!names.includes('content-type') || !names.includes('host')) return 'AuthFailure.SignatureFailure'
  // The signed host is the endpoint's name: the SDK signs it without a port, which only a local peer has.
  const headerValue = (h: string) =>
    h === 'host' ? String(req.headers.host ?? '').replace(/:\d+$/, '') : String(req.headers[h] ?? '').trim()
  const headers = names.map((h) => `${h}:${headerValue(h).toLowerCase()}\n`).join('')
  const canonical = [
    req.method,
    url.pathname,
    url.search.slice(1),
    headers,
    signedHeaders,
    sha256(body),
  ].join('\n')
  const scope = `${date}/${service}/tc3_request`
  const toSign = `TC3-HMAC-SHA256\n${timestamp}\n${scope}\n${sha256(canonical)}`
  const kSigning = hmac(hmac(hmac(`TC3${secretKey}`, date!), service!), 'tc3_request')
  if (!same(hmac(kSigning, toSign).toString('hex'), signature!)) return 'AuthFailure.SignatureFailure'
  return null
}

/** A local Tencent Cloud SMS endpoint that accepts requests signed with one of `keys` (SecretId → SecretKey). */
export async function tencentPeer(keys: Record<string, string>, sdkAppId: string): Promise<SmsPeer> {
  const state = newState()
  const keyMap = new Map(Object.entries(keys))
  /** Receipts not pulled yet: each is handed out once, as Tencent does. */
  const receipts: SentMessage[] = []
  const peer = await listen(async (req, res, body) => {
    const action = String(req.headers['x-tc-action'] ?? '')
    let params: Record<string, unknown> = {}
    try {
      params = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>
    } catch {
      // a body that is no JSON is answered below like a missing parameter
    }
    const bad = tencentSignatureError(req, body, keyMap)
    state.requests.push({ action, signatureValid: !bad, params })
    if (state.stallMs) await wait(state.stallMs)
    const answer = (data: Record<string, unknown>) =>
      json(res, 200, { Response: { ...data, RequestId: randomUUID() } })
    const error = (code: string, message: string) => answer({ Error: { Code: code, Message: message } })
    if (bad)
      return error(
        bad,
        'The provided credentials could not be validated. Please check your signature is correct.',
      )
    if (req.headers['x-tc-version'] !== '2021-01-11') return error('InvalidParameter', 'unsupported version')
    if (params.SmsSdkAppId !== sdkAppId)
      return error('FailedOperation.SdkAppIdNotExist', 'SdkAppId not found')
    if (action === 'SendSms') {
      if (state.refuseWith) return error(state.refuseWith, 'refused by the test')
      if (!state.signs.has(String(params.SignName ?? '')))
        return error('FailedOperation.SignatureIncorrectOrUnapproved', 'signature not approved')
      const count = state.templates.get(String(params.TemplateId ?? ''))
      if (typeof count !== 'number')
        return error('FailedOperation.TemplateIncorrectOrUnapproved', 'template not approved or not exist')
      const values = (params.TemplateParamSet ?? []) as unknown[]
      if (values.length !== count || values.some((v) => typeof v !== 'string'))
        return error(
          'FailedOperation.TemplateParamSetNotMatchApprovedTemplate',
          'params do not match the template',
        )
      const set = ((params.PhoneNumberSet ?? []) as string[]).map((number) => {
        const phone = /^\+861\d{10}$/.test(number) ? number.slice(3) : null
        if (!phone)
          return {
            SerialNo: '',
            PhoneNumber: number,
            Fee: 0,
            SessionContext: '',
            Code: 'InvalidParameterValue.IncorrectPhoneNumber',
            Message: 'incorrect phone number',
            IsoCode: '',
          }
        const id = `2433:${Date.now()}${Math.floor(Math.random() * 1e6)}`
        const sent = {
          id,
          phone,
          template: String(params.TemplateId),
          params: values as string[],
          sign: String(params.SignName),
          at: Date.now(),
        }
        state.sent.push(sent)
        receipts.push(sent)
        return {
          SerialNo: id,
          PhoneNumber: number,
          Fee: 1,
          SessionContext: '',
          Code: 'Ok',
          Message: 'send success',
          IsoCode: 'CN',
        }
      })
      return answer({ SendStatusSet: set })
    }
    if (action === 'PullSmsSendStatus') {
      const limit = Math.min(Number(params.Limit) || 10, 100)
      const out = receipts.splice(0, limit).map((s) => {
        const failed = state.undeliverable.has(s.phone)
        return {
          UserReceiveTime: failed ? 0 : Math.floor((s.at + 2000) / 1000),
          CountryCode: '86',
          SubscriberNumber: s.phone,
          PhoneNumber: `+86${s.phone}`,
          SerialNo: s.id,
          ReportStatus: failed ? 'FAIL' : 'SUCCESS',
          Description: failed ? 'DB:0141 用户停机' : '用户接收成功',
          SessionContext: '',
        }
      })
      return answer({ PullSmsSendStatusSet: out })
    }
    return error('InvalidAction', `action ${action} not found`)
  })
  return exposed(peer, state, () => {
    receipts.length = 0
  })
}

// ---- the product configured against the peers

export const ALIYUN_KEY = { id: 'LTAI5tPeerTestKey01', secret: 'aliyun-peer-secret-7Hq2Zx' }
export const TENCENT_KEY = { id: 'AKIDpeerTestSecretId01', secret: 'tencent-peer-secret-9Lm4Rv' }
export const TENCENT_APP_ID = '1400123456'
export const SIGN_NAME = '示例公司'

/** Two peers with the sign and the templates the settings below name approved. */
export async function smsPeers() {
  const aliyun = await aliyunPeer({ [ALIYUN_KEY.id]: ALIYUN_KEY.secret })
  const tencent = await tencentPeer({ [TENCENT_KEY.id]: TENCENT_KEY.secret }, TENCENT_APP_ID)
  for (const p of [aliyun, tencent]) p.signs.add(SIGN_NAME)
  // Aliyun's templates take named variables, Tencent's positions.
  aliyun.templates.set('SMS_480001', ['code', 'minutes'])
  aliyun.templates.set('SMS_480002', ['reply'])
  tencent.templates.set('2100001', 2)
  tencent.templates.set('2100002', 1)
  return {
    aliyun,
    tencent,
    reset: () => {
      aliyun.reset()
      tencent.reset()
    },
    close: () => Promise.all([aliyun.close(), tencent.close()]),
  }
}

/** Settings pointing the product at the peers (`/api/dev/config/editBatch`); secrets may be overridden. */
export function peerSettings(
  peers: { aliyun: SmsPeer; tencent: SmsPeer },
  o: {
    provider: string
    fallback?: string
    aliyunSecret?: string
    tencentSecret?: string
    timeoutMs?: number
  },
) {
  return Object.entries({
    SNOWY_SMS_PROVIDER: o.provider,
    SNOWY_SMS_FALLBACK: o.fallback ?? '',
    SNOWY_SMS_TIMEOUT_MS: String(o.timeoutMs ?? 3000),
    SNOWY_SMS_ALIYUN_ACCESS_KEY_ID: ALIYUN_KEY.id,
    SNOWY_SMS_ALIYUN_ACCESS_KEY_SECRET: o.aliyunSecret ?? ALIYUN_KEY.secret,
    SNOWY_SMS_ALIYUN_SIGN_NAME: SIGN_NAME,
    SNOWY_SMS_ALIYUN_ENDPOINT: peers.aliyun.url,
    SNOWY_SMS_TENCENT_SECRET_ID: TENCENT_KEY.id,
    SNOWY_SMS_TENCENT_SECRET_KEY: o.tencentSecret ?? TENCENT_KEY.secret,
    SNOWY_SMS_TENCENT_SDK_APP_ID: TENCENT_APP_ID,
    SNOWY_SMS_TENCENT_SIGN_NAME: SIGN_NAME,
    SNOWY_SMS_TENCENT_ENDPOINT: peers.tencent.url,
  }).map(([configKey, configValue]) => ({ configKey, configValue }))
}

/** The vendor templates of the sign-in code (both sides) and the feedback reply, as saved on the templates page. */
export const PEER_TEMPLATES = {
  LOGIN_CODE: {
    ALIYUN: {
      code: 'SMS_480001',
      params: [
        { name: 'code', value: '{code}' },
        { name: 'minutes', value: '{minutes}' },
      ],
    },
    TENCENT: {
      code: '2100001',
      params: [
        { name: '1', value: '{code}' },
        { name: '2', value: '{minutes}' },
      ],
    },
  },
  FEEDBACK_REPLY: {
    ALIYUN: { code: 'SMS_480002', params: [{ name: 'reply', value: '{reply}' }] },
    TENCENT: { code: '2100002', params: [{ name: '1', value: '{reply}' }] },
  },
} as const
