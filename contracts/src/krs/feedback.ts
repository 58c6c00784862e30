import { z } from 'zod'
import { nullableStrings, numbers, strings } from '../answers.js'
import { idSchema, pageQuerySchema } from '../common.js'
import { optEmail, optInstant, optPhone, optText, reqText, searchKey } from '../fields.js'

/**
 * Feedback (issue 27, `/feedback`): anyone leaves a category, a text, up to three photos and, if
 * they want an answer, a name, phone or e-mail; no sign-in needed (a phone session links it to its
 * person, who then sees the answer on the page too). The back-office lists it, assigns it to a
 * colleague, replies (by SMS or e-mail to the contact left) and closes it.
 *
 * Public: `/api/krs/feedback/submit`; phone session: `/api/krs/feedback/phone/{submit,mine}`;
 * back-office: `/api/krs/feedback/{page,detail,assignees,assign,reply,close,delete,export}`.
 */

export const FEEDBACK_CATEGORIES = [
  'CANTEEN',
  'ENVIRONMENT',
  'SAFETY',
  'SERVICE',
  'WEBSITE',
  'OTHER',
] as const
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number]
/** NEW, then ASSIGNED to someone, REPLIED to its contact, and CLOSED (from any of them). */
export const FEEDBACK_STATUSES = ['NEW', 'ASSIGNED', 'REPLIED', 'CLOSED'] as const
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number]
/** How a reply reaches its person: NONE records it only (no contact, or told by other means). */
export const FEEDBACK_CHANNELS = ['SMS', 'EMAIL', 'NONE'] as const
export type FeedbackChannel = (typeof FEEDBACK_CHANNELS)[number]

const CONTENT_MAX = 1000
const NAME_MAX = 64
const REPLY_MAX = 500
const REMARK_MAX = 200

export const FEEDBACK_LIMITS = {
  content: CONTENT_MAX,
  name: NAME_MAX,
  reply: REPLY_MAX,
  remark: REMARK_MAX,
  /** Photos per feedback. */
  photos: 3,
  /** Bytes per photo. */
  photoBytes: 5 * 1024 * 1024,
} as const
/** Feedback accepted from one client address (or one phone session) in an hour. */
export const FEEDBACK_PER_HOUR = 10

/** The text fields of a submission (multipart: these first, then the photos `photo`). */
export const feedbackSubmitSchema = z.object({
  category: z.enum(FEEDBACK_CATEGORIES),
  content: reqText(CONTENT_MAX),
  contactName: optText(NAME_MAX),
  contactPhone: optPhone,
  contactEmail: optEmail,
})
export type FeedbackSubmit = z.input<typeof feedbackSubmitSchema>

export const feedbackPageQuerySchema = pageQuerySchema.extend({
  /** The text or the contact's name (contains), or the start of the phone number. */
  searchKey,
  category: z.enum(FEEDBACK_CATEGORIES).optional(),
  status: z.enum(FEEDBACK_STATUSES).optional(),
  /** `me`: assigned to the caller. */
  assignee: z.enum(['me']).optional(),
  startTime: optInstant,
  endTime: optInstant,
})
export const feedbackExportQuerySchema = feedbackPageQuerySchema.omit({ current: true, size: true })

const rowFields = {
  ...strings('id', 'category', 'content', 'status', 'createdAt'),
  ...nullableStrings(
    'contactName',
    'contactPhone',
    'contactEmail',
    'assigneeId',
    'assigneeName',
    'repliedAt',
    'closedAt',
  ),
  ...numbers('photoCount'),
}
export const feedbackRowSchema = z.object(rowFields)
export type FeedbackRow = z.infer<typeof feedbackRowSchema>

export const feedbackDetailSchema = z.object({
  ...rowFields,
  photoIds: z.array(z.string()),
  /** Signed in by phone when it was left. */
  fromPhoneSession: z.boolean(),
  ...nullableStrings(
    'reply',
    'replyChannel',
    /** SENT, FAILED, or null when not sent (NONE). */
    'replyDelivery',
    'replyError',
    'repliedByName',
    'closeRemark',
  ),
})
export type FeedbackDetail = z.infer<typeof feedbackDetailSchema>

export const feedbackAssigneeSchema = z.object(strings('id', 'name', 'account'))
export type FeedbackAssignee = z.infer<typeof feedbackAssigneeSchema>

export const feedbackAssignSchema = z.object({ id: idSchema, assigneeId: idSchema })
export const feedbackReplySchema = z.object({
  id: idSchema,
  reply: reqText(REPLY_MAX),
  channel: z.enum(FEEDBACK_CHANNELS),
})
export type FeedbackReplyBody = z.input<typeof feedbackReplySchema>
export const feedbackCloseSchema = z.object({ id: idSchema, remark: optText(REMARK_MAX) })

/** What a reply's delivery came to. */
export const feedbackReplyResultSchema = z.object({
  delivery: z.enum(['SENT', 'FAILED']).nullable(),
})

/** One of the caller's own, on the phone page. */
export const myFeedbackSchema = z.object({
  ...strings('id', 'category', 'content', 'status', 'createdAt'),
  ...nullableStrings('reply', 'repliedAt'),
})
export type MyFeedback = z.infer<typeof myFeedbackSchema>
