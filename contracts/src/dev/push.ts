import { z } from 'zod'
import { booleans, nullableStrings, numbers, strings } from '../answers.js'
import { idSchema, pageQuerySchema } from '../common.js'
import { LANGS } from '../constants.js'
import { optText, reqText } from '../fields.js'
import { NAME_MAX } from '../validation.js'

/**
 * Push to staff where they work (`core/push.ts`): group robots of DingTalk (custom robot, signed
 * with timestamp + HMAC-SHA256), Feishu (custom bot, signed) and WeCom (group robot, its key in the
 * webhook). A channel takes the topics it is chosen for, and for approvals the form types (none:
 * every type). Messages are written to an outbox in the transaction that caused them and sent after
 * it: the push log is that outbox. SMS and EMAIL rows are messages to one person (an approval's
 * result to a phone applicant, a password about to expire) sent the same way.
 */
export const PUSH_KINDS = ['DINGTALK', 'FEISHU', 'WECOM'] as const
export type PushKind = (typeof PUSH_KINDS)[number]
/** What a row of the push log went by: a robot, or a message to one person. */
export const PUSH_CHANNELS = [...PUSH_KINDS, 'SMS', 'EMAIL'] as const
export type PushChannel = (typeof PUSH_CHANNELS)[number]
/** What robots are chosen for; TEST is the channel page's test button. */
export const PUSH_TOPICS = ['APPROVAL_TODO', 'APPROVAL_RESULT', 'JOB_FAILED'] as const
export type PushTopic = (typeof PUSH_TOPICS)[number]
/** PENDING: waiting for its (next) attempt; SENT: the channel took it; FAIL: refused for good or out of attempts. */
export const PUSH_STATUSES = ['PENDING', 'SENT', 'FAIL'] as const
export type PushStatus = (typeof PUSH_STATUSES)[number]

/** The robots' public webhooks, for the form's placeholder and the check of the address. */
export const PUSH_WEBHOOKS: Record<PushKind, string> = {
  DINGTALK: 'https://oapi.dingtalk.com/robot/send?access_token=…',
  FEISHU: 'https://open.feishu.cn/open-apis/bot/v2/hook/…',
  WECOM: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=…',
}

const WEBHOOK_MAX = 512
const SECRET_MAX = 128
const REMARK_MAX = 255
const FORM_TYPE_MAX = 64
export const PUSH_LIMITS = {
  name: NAME_MAX,
  webhook: WEBHOOK_MAX,
  secret: SECRET_MAX,
  remark: REMARK_MAX,
} as const

const webhook = z
  .string()
  .trim()
  .max(WEBHOOK_MAX)
  .regex(/^https?:\/\/[^\s]+$/)
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v)

/**
 * What the administrator edits. The webhook (its token or key is a credential) and the signing
 * secret are write-only: on edit, empty keeps the stored one; `clearSecret` removes the secret.
 */
export const pushChannelAddSchema = z.object({
  name: reqText(NAME_MAX),
  kind: z.enum(PUSH_KINDS),
  webhook,
  secret: optText(SECRET_MAX),
  clearSecret: z.boolean().optional(),
  /** The language its messages are written in (a group reads one). */
  lang: z.enum(LANGS),
  topics: z.array(z.enum(PUSH_TOPICS)).min(1).max(PUSH_TOPICS.length),
  /** Approval topics: only these form types (none: every type). */
  formTypes: z.array(z.string().trim().min(1).max(FORM_TYPE_MAX)).max(100),
  enabled: z.boolean(),
  remark: optText(REMARK_MAX),
})
export const pushChannelEditSchema = pushChannelAddSchema.extend({
  id: idSchema,
  webhook: z.preprocess(blank, webhook.nullish()),
})
export type PushChannelBody = z.infer<typeof pushChannelAddSchema>

/** A channel as the page shows it: the webhook's host and path only, whether a secret is stored. */
export const pushChannelSchema = z.object({
  ...strings('id', 'name', 'kind', 'lang', 'webhookHint'),
  ...nullableStrings('remark', 'createdAt', 'updatedAt'),
  ...booleans('enabled', 'secretSet'),
  topics: z.array(z.string()),
  formTypes: z.array(z.string()),
})
export type PushChannelRecord = z.infer<typeof pushChannelSchema>

/** What a test push answers: whether the channel took it, and else why (the log has the row too). */
export const pushTestResultSchema = z.object({ ok: z.boolean(), error: z.string().nullable() })
export type PushTestResult = z.infer<typeof pushTestResultSchema>

export const pushPageQuerySchema = pageQuerySchema.extend({
  channel: z.enum(PUSH_CHANNELS).optional(),
  topic: z.string().trim().max(32).optional(),
  status: z.enum(PUSH_STATUSES).optional(),
  /** The start of the robot's name or the receiver's address. */
  target: z.string().trim().max(64).optional(),
  startTime: z.string().max(32).optional(),
  endTime: z.string().max(32).optional(),
  after: idSchema.optional(),
})

/** A row of the push log: what went (or waits to go), where, and how it ended. */
export const pushRecordSchema = z.object({
  ...strings('id', 'channel', 'target', 'topic', 'title', 'content', 'status', 'createdAt'),
  ...nullableStrings('channelId', 'formType', 'about', 'error', 'vendorCode', 'nextAt', 'sentAt'),
  ...numbers('attempts'),
})
export type PushRecord = z.infer<typeof pushRecordSchema>
