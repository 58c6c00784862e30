import {
  type MessageKind,
  PUSH_KINDS,
  type PushKind,
  type PushTestResult,
  type PushTopic,
  SysBaseKey,
} from '@portal/contracts'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { badRequest, notFound } from './errors.js'
import { defineTexts, type Lang, type TextsOf, t } from './i18n.js'
import { newId } from './ids.js'
import { sendMail } from './mail.js'
import { type MessageOf, messageTemplate, renderedMail, renderTemplate } from './messages.js'
import { PushRefused, sendToRobot } from './pushChannels.js'
import { setting } from './settings.js'
import { sendSms } from './sms.js'
import { SmsRefused } from './smsVendors.js'
import { isoIn, MINUTE, nowIso } from './time.js'

/**
 * Push (`docs/decisions.md`, "Push goes through an outbox"): a message to a group robot, or to one
 * person by SMS or e-mail, is a `dev_push` row written in the transaction that caused it (an
 * approval step, a job's failure), so it exists exactly when what it tells of happened. It is sent
 * after that transaction: right after the request or job that wrote it (`pushQueued` is the hint),
 * and by the `dev.pushSend` job every minute, which also retries. A channel that is down, slow or
 * refusing only marks its row; the approval and the in-product message never wait for it.
 */

export const pushTexts = defineTexts({
  'zh-cn': {
    pushChannelNotFound: '推送渠道不存在或已被删除',
    pushNotFound: '推送记录不存在',
    pushNotFailed: '只有发送失败的推送可以重发',
    pushTestTitle: '{system} 测试消息',
    pushTestContent: '群机器人“{name}”已接通，审批待办、审批结果与定时任务失败通知将按所选推送到这里。',
    pushChannelGone: '推送渠道已被删除',
    pushChannelOff: '推送渠道已停用',
  },
  en: {
    pushChannelNotFound: 'The push channel does not exist or has been deleted',
    pushNotFound: 'The push record does not exist',
    pushNotFailed: 'Only a push that failed can be sent again',
    pushTestTitle: '{system} test message',
    pushTestContent:
      'The group robot “{name}” is connected: approvals to do, their results and failed jobs come here as chosen.',
    pushChannelGone: 'The push channel has been deleted',
    pushChannelOff: 'The push channel is disabled',
  },
})

declare module './i18n.js' {
  interface Messages extends TextsOf<typeof pushTexts> {}
}

/** Attempts before a row that keeps failing is given up (FAIL): about an hour of back-off. */
export const PUSH_MAX_ATTEMPTS = 6
/** Back-off after `attempts` failed sends: 1, 2, 4 … minutes, at most 30. */
export const pushBackoffMs = (attempts: number) => Math.min(30, 2 ** Math.max(0, attempts - 1)) * MINUTE
const ROBOT_TIMEOUT_MS = 5_000

const cut = (s: string | null | undefined, n: number) =>
  s == null ? null : s.length > n ? `${s.slice(0, n - 1)}…` : s

/** Whether a row was queued in this process since the last look: a hint to send now. */
let queued = false
export function pushQueued(): boolean {
  const was = queued
  queued = false
  return was
}

const systemName = async (db: Kysely<DB>) => (await setting(db, SysBaseKey.name)) ?? ''

interface Row {
  channel: string
  channelId: string | null
  target: string
  topic: string
  formType: string | null
  about: string | null
  title: string
  content: string
  messageJson: string | null
}

async function insertRows(db: Kysely<DB>, rows: Row[]): Promise<string[]> {
  if (!rows.length) return []
  const now = nowIso()
  const values = rows.map((r) => ({
    id: newId(),
    ...r,
    title: cut(r.title, 255)!,
    status: 'PENDING',
    attempts: 0,
    nextAt: now,
    error: null,
    vendorCode: null,
    createdAt: now,
    sentAt: null,
  }))
  await db.insertInto('devPush').values(values).execute()
  queued = true
  return values.map((v) => v.id)
}

export interface RobotNotice {
  topic: PushTopic
  /** Approval topics: the form type, which channels may be limited to. */
  formType?: string | null
  kind: MessageKind
  /** The template's values in a channel's language (the system's name is added). */
  values: (lang: Lang) => Record<string, string>
  about?: string | null
}

/**
 * Queues `notice` to every enabled robot chosen for its topic (and form type), rendered from its
 * message template (staff side: the e-mail subject and text) in each robot's language. Call it in
 * the transaction that makes it true. Resolves how many robots it goes to.
 */
export async function queuePush(db: Kysely<DB>, notice: RobotNotice): Promise<number> {
  const channels = (
    await db
      .selectFrom('devPushChannel')
      .select(['id', 'name', 'kind', 'lang', 'topicsJson', 'formTypesJson'])
      .where('enabled', '=', 1)
      .execute()
  ).filter((c) => {
    const topics = JSON.parse(c.topicsJson) as string[]
    const types = JSON.parse(c.formTypesJson) as string[]
    return (
      topics.includes(notice.topic) && (!notice.formType || !types.length || types.includes(notice.formType))
    )
  })
  if (!channels.length) return 0
  const tpl = await messageTemplate(db, notice.kind, 'B')
  const system = await systemName(db)
  const rows = channels.map((c) => {
    const lang = c.lang === 'en' ? 'en' : 'zh-cn'
    const r = renderTemplate(tpl, lang, { system, ...notice.values(lang) })
    return {
      channel: c.kind,
      channelId: c.id,
      target: c.name,
      topic: notice.topic,
      formType: notice.formType ?? null,
      about: notice.about ?? null,
      title: r.emailSubject,
      content: r.emailText,
      messageJson: null,
    }
  })
  return (await insertRows(db, rows)).length
}

/**
 * Queues one message to one person by SMS or e-mail (`message`'s template, side and language; the
 * system's name is added to its values), sent after the transaction like a robot's. The log shows
 * the rendered text; an SMS carrying a code never goes this way.
 */
export async function queueMessage(
  db: Kysely<DB>,
  channel: 'SMS' | 'EMAIL',
  target: string,
  message: MessageOf,
  about: string | null = null,
): Promise<string> {
  const m = { ...message, values: { system: await systemName(db), ...message.values } }
  const r = renderTemplate(await messageTemplate(db, m.kind, m.side), m.lang, m.values)
  const [id] = await insertRows(db, [
    {
      channel,
      channelId: null,
      target,
      topic: m.kind,
      formType: null,
      about,
      title: r.emailSubject,
      content: channel === 'SMS' ? r.sms : r.emailText,
      messageJson: JSON.stringify(m),
    },
  ])
  return id!
}

type PushRow = DB['devPush']
const SMS_LATER = new Set(['RATE_LIMITED', 'TIMEOUT', 'UNAVAILABLE'])

/** Delivers one row by its channel; throws `PushRefused` when it was not taken. */
async function deliver(db: Kysely<DB>, row: PushRow, fetchImpl?: typeof fetch): Promise<void> {
  if ((PUSH_KINDS as readonly string[]).includes(row.channel)) {
    const ch = row.channelId
      ? await db.selectFrom('devPushChannel').selectAll().where('id', '=', row.channelId).executeTakeFirst()
      : undefined
    if (!ch) throw new PushRefused(t('zh-cn', 'pushChannelGone'), false)
    if (!ch.enabled && row.topic !== 'TEST') throw new PushRefused(t('zh-cn', 'pushChannelOff'), false)
    const robot = { kind: ch.kind as PushKind, webhook: ch.webhook, secret: ch.secret }
    return sendToRobot(robot, row, { timeoutMs: ROBOT_TIMEOUT_MS, fetchImpl })
  }
  const m = JSON.parse(row.messageJson ?? '{}') as MessageOf
  if (row.channel === 'SMS') {
    try {
      await sendSms(db, row.target, m)
    } catch (err) {
      if (err instanceof SmsRefused)
        throw new PushRefused(err.message, SMS_LATER.has(err.reason), err.vendorCode)
      throw err
    }
    return
  }
  try {
    await sendMail(db, { to: row.target, ...(await renderedMail(db, m)) })
  } catch (err) {
    // SMTP not set up or the server refused: worth trying again later.
    throw new PushRefused(err instanceof Error ? err.message : String(err), true)
  }
}

/**
 * Sends one row, claimed first by its attempt count (two processes never send it twice; one that
 * dies after claiming leaves it due again two minutes later). Resolves whether it went.
 */
async function sendOne(
  db: Kysely<DB>,
  row: PushRow,
  fetchImpl?: typeof fetch,
): Promise<PushTestResult | null> {
  const claimed = await db
    .updateTable('devPush')
    .set({ attempts: row.attempts + 1, nextAt: isoIn(2 * MINUTE) })
    .where('id', '=', row.id)
    .where('status', '=', 'PENDING')
    .where('attempts', '=', row.attempts)
    .executeTakeFirst()
  if (Number(claimed.numUpdatedRows) !== 1) return null
  const attempt = row.attempts + 1
  try {
    await deliver(db, row, fetchImpl)
  } catch (err) {
    const refused = err instanceof PushRefused ? err : new PushRefused(String(err), true)
    const final = !refused.retry || attempt >= PUSH_MAX_ATTEMPTS
    const error = cut(refused.message, 500)
    await db
      .updateTable('devPush')
      .set({
        status: final ? 'FAIL' : 'PENDING',
        nextAt: final ? null : isoIn(pushBackoffMs(attempt)),
        error,
        vendorCode: cut(refused.vendorCode, 32),
      })
      .where('id', '=', row.id)
      .execute()
    return { ok: false, error }
  }
  await db
    .updateTable('devPush')
    .set({ status: 'SENT', sentAt: nowIso(), nextAt: null, error: null, vendorCode: null })
    .where('id', '=', row.id)
    .execute()
  return { ok: true, error: null }
}

/** Sends what is due (the `dev.pushSend` job, and right after a request or job that queued some). */
export async function sendPushDue(db: Kysely<DB>, fetchImpl?: typeof fetch) {
  const due = await db
    .selectFrom('devPush')
    .selectAll()
    .where('status', '=', 'PENDING')
    .where('nextAt', '<=', nowIso())
    .orderBy('nextAt')
    .limit(100)
    .execute()
  let sent = 0
  let failed = 0
  for (const row of due) {
    const r = await sendOne(db, row, fetchImpl)
    if (r?.ok) sent++
    else if (r) failed++
  }
  return { due: due.length, sent, failed }
}

/** Sends a failed row again now (the log page): a new round of attempts on the same row. */
export async function resendPush(
  db: Kysely<DB>,
  id: string,
  fetchImpl?: typeof fetch,
): Promise<PushTestResult> {
  const row = await db.selectFrom('devPush').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound('pushNotFound')
  if (row.status !== 'FAIL') throw badRequest('pushNotFailed')
  const reopened = await db
    .updateTable('devPush')
    .set({ status: 'PENDING', attempts: 0, nextAt: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'FAIL')
    .executeTakeFirst()
  if (Number(reopened.numUpdatedRows) !== 1) throw badRequest('pushNotFailed')
  return (
    (await sendOne(db, { ...row, status: 'PENDING', attempts: 0 }, fetchImpl)) ?? { ok: false, error: null }
  )
}

/** The channel page's test: a message to the robot now, in its language, logged like any other. */
export async function testPushChannel(db: Kysely<DB>, channelId: string, fetchImpl?: typeof fetch) {
  const ch = await db.selectFrom('devPushChannel').selectAll().where('id', '=', channelId).executeTakeFirst()
  if (!ch) throw notFound('pushChannelNotFound')
  const lang = ch.lang === 'en' ? 'en' : 'zh-cn'
  const [id] = await insertRows(db, [
    {
      channel: ch.kind,
      channelId: ch.id,
      target: ch.name,
      topic: 'TEST',
      formType: null,
      about: null,
      title: t(lang, 'pushTestTitle', { system: await systemName(db) }),
      content: t(lang, 'pushTestContent', { name: ch.name }),
      messageJson: null,
    },
  ])
  const row = await db.selectFrom('devPush').selectAll().where('id', '=', id!).executeTakeFirstOrThrow()
  return (await sendOne(db, row, fetchImpl)) ?? { ok: false, error: null }
}
