import { z } from 'zod'
import { nullableStrings, strings } from '../answers.js'
import { idSchema } from '../common.js'
import { fields } from '../fields.js'

/**
 * What every phone application with an approval shares (contractor admission, entry work, visitor
 * reservations, the forms after them): its states, each with its tag colour and its words in both
 * languages, and the trail its detail carries. The server's exports and both web kits read them here.
 */

/** A draft (saved, not sent), the approval's states, and CANCELLED (called off after approval). */
export const APPLICATION_STATUS = {
  DRAFT: { color: 'default', zh: '草稿', en: 'Draft' },
  RUNNING: { color: 'processing', zh: '审批中', en: 'In approval' },
  RETURNED: { color: 'warning', zh: '已退回', en: 'Returned' },
  APPROVED: { color: 'success', zh: '已通过', en: 'Approved' },
  REJECTED: { color: 'error', zh: '已驳回', en: 'Rejected' },
  WITHDRAWN: { color: 'default', zh: '已撤回', en: 'Withdrawn' },
  CANCELLED: { color: 'default', zh: '已取消', en: 'Cancelled' },
} as const satisfies Record<string, { color: string; zh: string; en: string }>
export type ApplicationStatus = keyof typeof APPLICATION_STATUS

/** The states of an application that cannot be called off after approval. */
export const APPROVAL_STATUSES = [
  'DRAFT',
  'RUNNING',
  'RETURNED',
  'APPROVED',
  'REJECTED',
  'WITHDRAWN',
] as const
/** …and of one that can (a visit). */
export const CANCELLABLE_STATUSES = [...APPROVAL_STATUSES, 'CANCELLED'] as const

/** A state in the language asked for (`zh-cn` or `en`); an unknown one as it is. */
export const statusLabel = (status: string, lang: string): string => {
  const s = (APPLICATION_STATUS as Record<string, { zh: string; en: string }>)[status]
  return s ? (lang === 'en' ? s.en : s.zh) : status
}

/**
 * How an application is saved (`addOaFrom`): as a draft (`submit: false`, `draft` checks the little
 * it must hold) or submitted (`submit: true`, the whole `form` checked). `id` names the application
 * edited: a draft, or one returned to the applicant.
 */
export const applicationSaveSchema = <D extends z.ZodType, F extends z.ZodType>(draft: D, form: F) =>
  z.discriminatedUnion('submit', [
    z.object({ id: idSchema.optional(), submit: z.literal(false), form: draft }),
    z.object({ id: idSchema.optional(), submit: z.literal(true), form }),
  ])

export const trailEntrySchema = z.object(
  fields(strings('id', 'action', 'actorName', 'createdAt'), nullableStrings('nodeName', 'comment')),
)
export type TrailEntry = z.infer<typeof trailEntrySchema>

/** What every application's detail carries: its trail, and while it runs who is asked now. */
export const trailFields = {
  trail: z.array(trailEntrySchema),
  /** The step waiting now and who is asked (names only), while it runs. */
  pending: z.array(z.object(strings('stepName', 'assigneeName'))),
}
/**
 * What every application's detail adds to its row: the applicant (`openId`), its approval, the host
 * department's name, its times, what was saved (complete once submitted, possibly partial in a
 * draft), its trail.
 */
export const applicationDetailFields = fields(
  strings('openId'),
  nullableStrings('instanceId', 'hostOrgName', 'submittedAt', 'finishedAt', 'updatedAt'),
  { form: z.record(z.string(), z.unknown()) },
  trailFields,
)
