import { z } from 'zod'
import { idSchema, pageQuerySchema } from '../common.js'

/** SENT: the provider accepted it (LOG: recorded only); FAIL: the provider refused or failed. */
export const SMS_STATUSES = ['SENT', 'FAIL'] as const
/** What a message was for: the kind of code it carries (sign-in of a phone page, password recovery, binding a phone). */
export const SMS_KINDS = ['CLIENT_LOGIN', 'PHONE', 'BIND_PHONE'] as const

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
  provider: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
})
export type SmsRecord = z.infer<typeof smsRecordSchema>
