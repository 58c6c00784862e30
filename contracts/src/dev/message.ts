import { z } from 'zod'
import { nullableStrings, numbers, strings } from '../answers.js'
import { idSchema, pageQuerySchema } from '../common.js'
import { fields, reqText, searchKey } from '../fields.js'

const SUBJECT_MAX = 255
/** Rich HTML as sent by the editor; the server sanitises it before it is stored. */
const CONTENT_MAX = 100_000
const CATEGORY_MAX = 16
const RECEIVERS_MAX = 500

/** Who a message goes to: chosen users, every member of chosen roles, or everyone in chosen organisations (and below). */
export const MESSAGE_RECEIVER_TYPES = ['USER', 'ROLE', 'ORG'] as const
/** DRAFT: saved, may be edited; SENT: delivered to its receivers, no longer editable. */
export const MESSAGE_STATUSES = ['DRAFT', 'SENT'] as const
/** The dictionary type whose items are the message categories. */
export const MESSAGE_CATEGORY_DICT = 'MESSAGE_CATEGORY'

export const MESSAGE_LIMITS = { subject: SUBJECT_MAX, content: CONTENT_MAX } as const

export const messageAddSchema = z.object({
  subject: reqText(SUBJECT_MAX),
  content: z.string().max(CONTENT_MAX).default(''),
  /** A value of the MESSAGE_CATEGORY dictionary. */
  category: z.string().trim().min(1).max(CATEGORY_MAX),
  receiverType: z.enum(MESSAGE_RECEIVER_TYPES),
  receiverIdList: z.array(idSchema).min(1).max(RECEIVERS_MAX),
})
export const messageEditSchema = messageAddSchema.extend({ id: idSchema })
export const messageAdminPageQuerySchema = pageQuerySchema.extend({
  searchKey,
  category: z.string().trim().max(CATEGORY_MAX).optional(),
  status: z.enum(MESSAGE_STATUSES).optional(),
})
export const messageSendSchema = z.object({ id: idSchema })
/** The caller's read marks: the messages named, or all of them when `idList` is absent. */
export const messageMarkReadSchema = z.object({ idList: z.array(idSchema).max(RECEIVERS_MAX).optional() })

/** A message as the admin page lists it. */
export const messageAdminRowSchema = z.object(
  fields(
    strings('id', 'subject', 'category', 'status', 'createdAt'),
    nullableStrings('receiverType', 'sentAt'),
    numbers('receiverCount', 'readCount'),
  ),
)
export const messageAdminDetailSchema = messageAdminRowSchema.extend(
  fields(nullableStrings('content'), { receiverIdList: z.array(z.string()) }),
)
/** Unread messages are counted up to this many; the badge and the figure show "99+" from there. */
export const UNREAD_CAP = 100
/** The caller's unread count (at most `UNREAD_CAP`) and newest unread messages (the user bar). */
export const unreadSummarySchema = z.object({
  count: z.number(),
  latest: z.array(z.object(strings('id', 'subject', 'category', 'createdAt'))),
})
export type MessageAdminRow = z.infer<typeof messageAdminRowSchema>
export type MessageAdminDetail = z.infer<typeof messageAdminDetailSchema>
export type UnreadSummary = z.infer<typeof unreadSummarySchema>
