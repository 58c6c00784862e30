import { z } from 'zod'
import { idSchema, pageQuerySchema } from '../common.js'

/**
 * SENT: the engine accepted it (LOG: recorded only); DELIVERED / UNDELIVERED: the vendor's delivery
 * receipt said so (with its reason); FAIL: every engine tried refused or failed.
 */
export const SMS_STATUSES = ['SENT', 'DELIVERED', 'UNDELIVERED', 'FAIL'] as const
/** What a message was for: the kind of code it carries (sign-in of a phone page, password recovery, binding a phone). */
export const SMS_KINDS = ['CLIENT_LOGIN', 'STAFF_LOGIN', 'PHONE', 'BIND_PHONE'] as const

export const smsPageQuerySchema = pageQuerySchema.extend({
  /** The start of the phone number. */
  phone: z.string().trim().max(32).optional(),
  kind: z.enum(SMS_KINDS).optional(),
  status: z.enum(SMS_STATUSES).optional(),
  /** ISO timestamps bounding the time sent. */
  startTime: z.string().max(32).optional(),
  endTime: z.string().max(32).optional(),
  /** Keyset paging: the page after the message with this id (newest first). */
  after: idSchema.optional(),
})
export const smsResendSchema = z.object({ id: idSchema })

/**
 * A message of the SMS log. `content` has its code replaced by asterisks (`masked`) unless the
 * message never left the machine and no real provider is configured (`docs/decisions.md`).
 */
export const smsRecordSchema = z.object({
  id: z.string(),
  phone: z.string(),
  kind: z.string().nullable(),
  content: z.string(),
  masked: z.boolean(),
  /** The engine that carried it (or tried last). */
  provider: z.string(),
  /** The engine that refused first when the fallback carried it. */
  fallbackFrom: z.string().nullable(),
  /** The message kind whose template rendered it (`MESSAGE_KINDS`). */
  template: z.string().nullable(),
  /** The vendor's id of the message (Aliyun `BizId`, Tencent `SerialNo`). */
  messageId: z.string().nullable(),
  status: z.string(),
  /** Why it failed: the refusal (and the first engine's, when the fallback carried it) or the receipt's reason. */
  error: z.string().nullable(),
  createdAt: z.string(),
  /** When the delivery receipt came (DELIVERED, UNDELIVERED). */
  receiptAt: z.string().nullable(),
})
export type SmsRecord = z.infer<typeof smsRecordSchema>
