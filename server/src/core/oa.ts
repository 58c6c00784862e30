import { createHmac, timingSafeEqual } from 'node:crypto'
import { OaKey } from '@portal/contracts'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { withTimeout } from './abort.js'
import { concludeFromOa } from './approval.js'
import { AppError, badRequest } from './errors.js'
import { defineTexts, type TextsOf } from './i18n.js'
import { newId } from './ids.js'
import { setting } from './settings.js'
import { isoIn, MINUTE, nowIso } from './time.js'

/**
 * The OA adapter (issue 10). Our documented REST shape, both ways:
 *
 * - **Create** (we call the OA): `POST {OA_BASE_URL}/requests`, JSON `{idempotencyKey, formType,
 *   formId, title, applicant, summary, fields, files: [{id, url}], callbackUrl}`, headers
 *   `X-Oa-Timestamp` (ms) and `X-Oa-Signature` = hex HMAC-SHA256(secret, `${timestamp}.${body}`).
 *   The OA answers 2xx with `{requestId}`; the same idempotency key must answer the same request id.
 * - **Callback** (the OA calls us): `POST /api/oa/callback`, JSON `{requestId, result: 'APPROVED' |
 *   'REJECTED', approver?, comment?}`, signed the same way. Refused when the timestamp is more than
 *   5 minutes off, the signature is wrong, or the same signature was accepted before (a replay).
 *   A second callback for a decided request (the OA retrying) is answered 200 and changes nothing.
 *
 * Sends go through `oa_outbox` (written in the submitting transaction) and are retried by the
 * `oa.send` job with back-off; every exchange is written to `oa_log`.
 */

export const OA_MAX_ATTEMPTS = 8
export const OA_CLOCK_SKEW_MS = 5 * MINUTE
const OA_TIMEOUT_MS = 10_000
/** Signed file links last a week (the OA may fetch them when someone opens the request). */
const FILE_LINK_MS = 7 * 24 * 60 * MINUTE

export const oaTexts = defineTexts({
  'zh-cn': {
    oaNotConfigured: '尚未配置 OA 地址与密钥',
    oaSignatureWrong: '签名错误',
    oaTimestampOff: '时间戳超出允许范围',
    oaReplay: '重复的回调',
    oaUnknownRequest: '没有这个 OA 请求',
    oaOutboxNotFound: '没有这条待发请求',
    oaAlreadySent: '该请求已送达 OA，无需重发',
    oaDown: 'OA 暂时无法连接（{reason}），请稍后再试',
  },
  en: {
    oaNotConfigured: 'The OA address and secret are not set',
    oaSignatureWrong: 'wrong signature',
    oaTimestampOff: 'timestamp out of range',
    oaReplay: 'callback already received',
    oaUnknownRequest: 'no such OA request',
    oaOutboxNotFound: 'No such request to send',
    oaAlreadySent: 'The OA already has this request',
    oaDown: 'The OA cannot be reached ({reason}); try again later',
  },
})

declare module './i18n.js' {
  interface Messages extends TextsOf<typeof oaTexts> {}
}

export const sign = (secret: string, timestamp: string, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')

async function oaSettings(db: Kysely<DB>) {
  const [baseUrl, secret, publicUrl] = await Promise.all([
    setting(db, OaKey.baseUrl),
    setting(db, OaKey.secret),
    setting(db, OaKey.publicUrl),
  ])
  return {
    baseUrl: baseUrl?.replace(/\/+$/, '') ?? '',
    secret: secret ?? '',
    publicUrl: publicUrl?.replace(/\/+$/, '') ?? '',
  }
}

const cut = (text: string | null | undefined, max: number) => (text == null ? null : text.slice(0, max))

/** A link the OA may fetch a file by, without a session: signed, and valid a week. */
export function signedFileUrl(publicUrl: string, secret: string, fileId: string, now = Date.now()) {
  const exp = String(now + FILE_LINK_MS)
  const sig = sign(secret, exp, fileId)
  return `${publicUrl}/api/oa/file?${new URLSearchParams({ id: fileId, exp, sig })}`
}

/** Whether a signed file link is genuine and still valid. */
export async function checkFileLink(db: Kysely<DB>, q: { id: string; exp: string; sig: string }) {
  const { secret } = await oaSettings(db)
  const want = secret ? sign(secret, q.exp, q.id) : ''
  return !!secret && Number(q.exp) > Date.now() && safeEqual(want, q.sig)
}

function safeEqual(a: string, b: string) {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** Back-off after `attempts` failed sends: 1, 2, 4 … minutes, at most an hour. */
export const backoffMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * MINUTE

type Outbox = DB['oaOutbox']

/** Sends one outbox row (claimed first, so two processes never send it at once). */
async function sendOne(db: Kysely<DB>, row: Outbox, fetchImpl: typeof fetch): Promise<boolean> {
  const claimed = await db
    .updateTable('oaOutbox')
    .set({ attempts: row.attempts + 1, nextAttemptAt: isoIn(2 * MINUTE) })
    .where('id', '=', row.id)
    .where('status', '=', 'PENDING')
    .where('attempts', '=', row.attempts)
    .executeTakeFirst()
  if (Number(claimed.numUpdatedRows) !== 1) return false
  const attempt = row.attempts + 1
  const cfg = await oaSettings(db)
  const url = `${cfg.baseUrl}/requests`
  const payload = JSON.parse(row.payloadJson) as { files?: string[] }
  const body = JSON.stringify({
    idempotencyKey: row.idempotencyKey,
    ...payload,
    files: (payload.files ?? []).map((id) => ({ id, url: signedFileUrl(cfg.publicUrl, cfg.secret, id) })),
    callbackUrl: `${cfg.publicUrl}/api/oa/callback`,
  })
  const started = Date.now()
  let status: number | null = null
  let text: string | null = null
  let error: string | null = null
  let requestId: string | null = null
  if (!cfg.baseUrl || !cfg.secret) error = 'OA_BASE_URL / OA_SECRET not set'
  else {
    try {
      const timestamp = String(Date.now())
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-idempotency-key': row.idempotencyKey,
          'x-oa-timestamp': timestamp,
          'x-oa-signature': sign(cfg.secret, timestamp, body),
        },
        body,
        signal: AbortSignal.timeout(OA_TIMEOUT_MS),
      })
      status = res.status
      text = await res.text()
      if (res.ok) {
        const answer = JSON.parse(text) as { requestId?: unknown }
        if (typeof answer.requestId === 'string' && answer.requestId) requestId = answer.requestId
        else error = 'answer without requestId'
      } else error = `HTTP ${res.status}`
    } catch (err) {
      error = err instanceof Error ? err.message : String(err)
    }
  }
  const ok = requestId !== null
  await db
    .insertInto('oaLog')
    .values({
      id: newId(),
      direction: 'OUT',
      outboxId: row.id,
      instanceId: row.instanceId,
      oaRequestId: requestId,
      url: cut(url, 500)!,
      requestBody: body,
      responseBody: cut(text, 60_000),
      httpStatus: status,
      durationMs: Date.now() - started,
      attempt,
      ok: ok ? 1 : 0,
      error: cut(error, 500),
      createdAt: nowIso(),
    })
    .execute()
  if (ok)
    await db
      .updateTable('oaOutbox')
      .set({ status: 'SENT', oaRequestId: requestId, sentAt: nowIso(), lastError: null })
      .where('id', '=', row.id)
      .execute()
  else
    await db
      .updateTable('oaOutbox')
      .set({
        status: attempt >= OA_MAX_ATTEMPTS ? 'FAILED' : 'PENDING',
        nextAttemptAt: isoIn(backoffMs(attempt)),
        lastError: cut(error, 500),
      })
      .where('id', '=', row.id)
      .execute()
  return ok
}

/** A purchase request's line as the OA answers it. */
export interface OaPurchaseLine {
  itemNo: string
  materialNo: string
  description: string | null
  quantity: number
  unit: string | null
  plant: string | null
  storageLocation: string | null
}

/**
 * A purchase request of the OA (`findInfoByOA`): `GET {OA_BASE_URL}/purchases/{no}`, signed like a
 * create with the path as the signed body; the OA answers `{no, vendor, lines: [{itemNo, materialNo,
 * description, quantity, unit, plant, storageLocation}]}` or 404. Null when it has no such request;
 * refused (400) when the OA cannot be reached or is not set up.
 */
export async function oaPurchase(
  db: Kysely<DB>,
  no: string,
  fetchImpl: typeof fetch = fetch,
): Promise<{ vendor: string | null; lines: OaPurchaseLine[] } | null> {
  const cfg = await oaSettings(db)
  // Refusals, not server errors (as for SAP): the caller can do nothing but try later.
  if (!cfg.baseUrl || !cfg.secret) throw badRequest('oaNotConfigured')
  const path = `/purchases/${encodeURIComponent(no)}`
  const timestamp = String(Date.now())
  let res: Response
  let text: string
  try {
    ;[res, text] = await withTimeout(OA_TIMEOUT_MS, undefined, async (signal) => {
      const r = await fetchImpl(`${cfg.baseUrl}${path}`, {
        headers: { 'x-oa-timestamp': timestamp, 'x-oa-signature': sign(cfg.secret, timestamp, path) },
        signal,
      })
      return [r, await r.text()] as const
    })
  } catch (err) {
    throw badRequest('oaDown', { reason: (err as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable' })
  }
  if (res.status === 404) return null
  if (!res.ok) throw badRequest('oaDown', { reason: `HTTP ${res.status}` })
  try {
    const body = JSON.parse(text) as { vendor?: unknown; lines?: unknown }
    if (!Array.isArray(body.lines)) throw new Error('no lines')
    const str = (v: unknown) => (typeof v === 'string' && v ? v : null)
    return {
      vendor: str(body.vendor),
      lines: body.lines.map((l: Record<string, unknown>) => ({
        itemNo: String(l.itemNo ?? ''),
        materialNo: String(l.materialNo ?? ''),
        description: str(l.description),
        quantity: Number(l.quantity ?? 0),
        unit: str(l.unit),
        plant: str(l.plant),
        storageLocation: str(l.storageLocation),
      })),
    }
  } catch {
    throw badRequest('oaDown', { reason: 'bad answer' })
  }
}

/** Sends what is due (the `oa.send` job, and right after a submission). */
export async function sendDue(db: Kysely<DB>, fetchImpl: typeof fetch = fetch) {
  const due = await db
    .selectFrom('oaOutbox')
    .selectAll()
    .where('status', '=', 'PENDING')
    .where('nextAttemptAt', '<=', nowIso())
    .orderBy('nextAttemptAt')
    .limit(50)
    .execute()
  let sent = 0
  let failed = 0
  for (const row of due) {
    const ok = await sendOne(db, row, fetchImpl)
    if (ok) sent++
    else failed++
  }
  return { due: due.length, sent, failed }
}

/** Sends one request again now (from the log page): a failed one, or one waiting for its retry. */
export async function resend(db: Kysely<DB>, outboxId: string, fetchImpl: typeof fetch = fetch) {
  const row = await db.selectFrom('oaOutbox').selectAll().where('id', '=', outboxId).executeTakeFirst()
  if (!row) throw badRequest('oaOutboxNotFound')
  if (row.status === 'SENT') throw badRequest('oaAlreadySent')
  await db
    .updateTable('oaOutbox')
    .set({ status: 'PENDING', nextAttemptAt: nowIso() })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .execute()
  const fresh = await db.selectFrom('oaOutbox').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()
  return { sent: await sendOne(db, fresh, fetchImpl) }
}

export interface CallbackInput {
  rawBody: string
  timestamp: string | undefined
  signature: string | undefined
  url: string
}

/**
 * The OA's decision on a request: checked (timestamp, signature, replay), written to the log
 * whatever happens, then applied to the application once.
 */
export async function oaCallback(db: Kysely<DB>, input: CallbackInput) {
  const started = Date.now()
  const cfg = await oaSettings(db)
  let requestId: string | null = null
  let instanceId: string | null = null
  const log = async (ok: boolean, status: number, response: string, error: string | null) =>
    db
      .insertInto('oaLog')
      .values({
        id: newId(),
        direction: 'IN',
        outboxId: null,
        instanceId,
        oaRequestId: requestId,
        url: cut(input.url, 500)!,
        requestBody: cut(input.rawBody, 60_000),
        responseBody: response,
        httpStatus: status,
        durationMs: Date.now() - started,
        attempt: 1,
        ok: ok ? 1 : 0,
        error,
        createdAt: nowIso(),
      })
      .execute()
  const refuse = async (
    status: number,
    key: 'oaSignatureWrong' | 'oaTimestampOff' | 'oaReplay' | 'oaUnknownRequest' | 'oaNotConfigured',
  ) => {
    await log(false, status, JSON.stringify({ error: key }), key)
    throw new AppError(status, key)
  }
  try {
    const parsed = JSON.parse(input.rawBody) as { requestId?: unknown }
    if (typeof parsed.requestId === 'string') requestId = parsed.requestId.slice(0, 128)
  } catch {
    // judged below
  }
  // The application the callback names, for the log (a refused one shows what it claimed to decide).
  const outbox = requestId
    ? await db
        .selectFrom('oaOutbox')
        .select(['instanceId'])
        .where('oaRequestId', '=', requestId)
        .executeTakeFirst()
    : undefined
  instanceId = outbox?.instanceId ?? null
  // Without an OA set up nobody may call back: as if the route were not there.
  if (!cfg.secret) return refuse(404, 'oaNotConfigured')
  const ts = Number(input.timestamp)
  if (!Number.isFinite(ts) || Math.abs(Date.now() - ts) > OA_CLOCK_SKEW_MS)
    return refuse(401, 'oaTimestampOff')
  const signature = input.signature ?? ''
  if (!safeEqual(sign(cfg.secret, input.timestamp ?? '', input.rawBody), signature))
    return refuse(401, 'oaSignatureWrong')
  try {
    await db.insertInto('oaCallbackSeen').values({ signature, createdAt: nowIso() }).execute()
  } catch {
    return refuse(409, 'oaReplay')
  }
  const body = JSON.parse(input.rawBody) as {
    requestId?: string
    result?: string
    approver?: string
    comment?: string
  }
  if (body.result !== 'APPROVED' && body.result !== 'REJECTED') {
    await log(false, 400, JSON.stringify({ error: 'result' }), 'result must be APPROVED or REJECTED')
    throw badRequest('oaUnknownRequest')
  }
  if (!outbox) return refuse(404, 'oaUnknownRequest')
  const changed = await concludeFromOa(db, outbox.instanceId, body.result, {
    name: `OA${body.approver ? ` · ${String(body.approver).slice(0, 60)}` : ''}`,
    comment: typeof body.comment === 'string' ? body.comment.slice(0, 1000) : null,
  })
  await log(true, 200, JSON.stringify({ applied: changed }), null)
  return { applied: changed }
}

/** Forgets callback signatures past the clock skew: a replay that old is refused by its timestamp. */
export async function purgeSeen(db: Kysely<DB>) {
  await db
    .deleteFrom('oaCallbackSeen')
    .where('createdAt', '<', isoIn(-2 * OA_CLOCK_SKEW_MS))
    .execute()
}
