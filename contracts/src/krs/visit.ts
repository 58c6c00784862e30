import { z } from 'zod'
import { nullableStrings, strings } from '../answers.js'
import { idSchema, pageQuerySchema } from '../common.js'
import { fields, issueAt, minuteSchema, optText, phoneSchema, reqText, searchKey } from '../fields.js'
import { plateSchema } from '../plate.js'
import { isIdCard } from '../validation.js'
import { applicationDetailFields, applicationSaveSchema, CANCELLABLE_STATUSES } from './application.js'
import { COMPANY_MAX, PERSON_MAX } from './company.js'

/**
 * Visitor reservations (issue 11): a visitor books a visit on a phone, the employee visited
 * approves it, and the approved visit is a pass (a QR code) the gate accepts inside its window.
 * Times are wall-clock `YYYY-MM-DD HH:mm` on the company's calendar (`COMPANY_TZ`).
 */

export const VISIT_FORM_TYPE = 'VISIT'
/** A draft, the approval's states, and CANCELLED (staff called the visit off after approval). */
export const VISIT_STATUSES = CANCELLABLE_STATUSES
export type VisitStatus = (typeof VISIT_STATUSES)[number]

/** Documents a visitor may identify with, and what each number looks like. */
export const VISIT_ID_TYPES = ['ID_CARD', 'PASSPORT', 'HK_MACAU_PERMIT', 'TAIWAN_PERMIT'] as const
export type VisitIdType = (typeof VISIT_ID_TYPES)[number]
const ID_PATTERNS: Record<VisitIdType, (v: string) => boolean> = {
  ID_CARD: isIdCard,
  // Letters and digits, as printed in the passport's number field.
  PASSPORT: (v) => /^[A-Z0-9]{5,17}$/.test(v),
  // 港澳居民来往内地通行证: H or M, then 8 digits (10 on the newer cards).
  HK_MACAU_PERMIT: (v) => /^[HM]\d{8}(\d{2})?$/.test(v),
  // 台湾居民来往大陆通行证: 8 digits (10 on the newer cards).
  TAIWAN_PERMIT: (v) => /^\d{8}(\d{2})?$/.test(v),
}
export const isVisitIdNo = (type: VisitIdType, no: string): boolean => ID_PATTERNS[type](no)
export const normalizeIdNo = (no: string): string => no.replace(/\s/g, '').toUpperCase()

/** What a visitor must do before entry, set per visit reason. EXAM needs the exams module. */
export const VISIT_SAFETY = ['NONE', 'NOTICE', 'EXAM'] as const
export type VisitSafety = (typeof VISIT_SAFETY)[number]

/** A visit lasts at most this long, and is booked at most this far ahead. */
export const VISIT_MAX_DAYS = 7
export const VISIT_AHEAD_DAYS = 60

const ITEMS_MAX = 500
const REMARK_MAX = 500
const COMPANIONS_MAX = 20

export const VISIT_LIMITS = {
  name: PERSON_MAX,
  company: COMPANY_MAX,
  items: ITEMS_MAX,
  remark: REMARK_MAX,
  companions: COMPANIONS_MAX,
} as const

/** Minutes from one wall-clock time to another (the zone's offset cancels out). */
export const visitMinutes = (from: string, to: string): number =>
  (Date.parse(`${to.replace(' ', 'T').slice(0, 16)}:00Z`) -
    Date.parse(`${from.replace(' ', 'T').slice(0, 16)}:00Z`)) /
  60_000

const timeSchema = minuteSchema('krsVisitTimeInvalid')

export const visitCompanionSchema = z.object({ name: reqText(PERSON_MAX), phone: phoneSchema.nullish() })
export type VisitCompanion = z.infer<typeof visitCompanionSchema>

export const visitFormSchema = z
  .object({
    visitorName: reqText(PERSON_MAX),
    phone: phoneSchema,
    idType: z.enum(VISIT_ID_TYPES),
    idNo: z.string().transform(normalizeIdNo).pipe(z.string().min(1).max(32)),
    company: optText(COMPANY_MAX),
    /** A `KRS_VISIT_REASON` dictionary value. */
    reason: z.string().trim().min(1).max(64),
    /** The employee visited: they approve it and are told when the visitor arrives. */
    hostUserId: idSchema,
    visitStart: timeSchema,
    visitEnd: timeSchema,
    companions: z.array(visitCompanionSchema).max(COMPANIONS_MAX).default([]),
    plate: z.preprocess((v) => (v === '' || v === null ? undefined : v), plateSchema.optional()),
    /** What the visitor brings in (a laptop, tools, samples). */
    items: optText(ITEMS_MAX),
    remark: optText(REMARK_MAX),
    /** A face photo the guard compares (an upload of the visitor's). */
    photoId: idSchema.nullish(),
    /** The safety notice read and confirmed (required when the reason asks for it). */
    safetyAccepted: z.boolean().default(false),
  })
  .refine((f) => isVisitIdNo(f.idType, f.idNo), issueAt('idNo', 'ID number', 'krsVisitIdNoInvalid'))
  .refine((f) => f.visitEnd > f.visitStart, issueAt('visitEnd', 'end after start', 'krsVisitEndBeforeStart'))
export type VisitForm = z.infer<typeof visitFormSchema>

export const visitSaveSchema = applicationSaveSchema(
  z.looseObject({ visitorName: reqText(PERSON_MAX) }),
  visitFormSchema,
)
export type VisitSave = z.infer<typeof visitSaveSchema>

export const visitRowSchema = z.object(
  fields(
    strings('id', 'visitorName', 'createdAt'),
    nullableStrings('phone', 'company', 'reason', 'hostName', 'visitStart', 'visitEnd', 'plate'),
    /** When the visitor came in and went out (the last time), if they did. */
    nullableStrings('checkedInAt', 'checkedOutAt', 'submittedAt'),
    { status: z.enum(VISIT_STATUSES) },
  ),
)
export type VisitRow = z.infer<typeof visitRowSchema>

export const gateEventSchema = z.object(
  fields(strings('id', 'at', 'guardName'), { direction: z.enum(['IN', 'OUT']) }),
)
export type GateEvent = z.infer<typeof gateEventSchema>

/** One reservation: the form, its state, trail, gate log and, once approved, its pass code. */
/**
 * `idNo` is masked for staff but the records page's holders; `passCode` is the pass's code, shown as
 * a QR code: to its visitor only, once approved.
 */
export const visitDetailSchema = visitRowSchema.extend(
  fields(applicationDetailFields, nullableStrings('idType', 'idNo', 'passCode', 'cancelReason'), {
    blacklisted: z.boolean(),
    gate: z.array(gateEventSchema),
  }),
)
export type VisitDetail = z.infer<typeof visitDetailSchema>

const filterFields = {
  /** The visitor's name or phone, or the host's name. */
  searchKey,
  status: z.enum(VISIT_STATUSES).optional(),
  /** Visits whose window touches this day (`today`: the company's today). */
  day: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2}|today)$/)
    .optional(),
}
export const visitFilterSchema = z.object(filterFields)
export const visitPageQuerySchema = pageQuerySchema.extend(filterFields)
export type VisitPageQuery = z.input<typeof visitPageQuerySchema>

export const visitCancelSchema = z.object({ id: idSchema, reason: reqText(255) })
export const visitBlacklistSchema = z.object({ id: idSchema, reason: reqText(255) })

export const visitBlacklistRowSchema = z.object(
  fields(
    strings('id', 'idType', 'idNo', 'name', 'reason', 'createdAt'),
    nullableStrings('phone', 'createdByName'),
  ),
)
export type VisitBlacklistRow = z.infer<typeof visitBlacklistRowSchema>
export const visitBlacklistQuerySchema = pageQuerySchema.extend({ searchKey })

/** The safety rule of one visit reason, and the notice visitors confirm. */
export const visitRuleSchema = z.object({ reason: z.string().min(1).max(64), safety: z.enum(VISIT_SAFETY) })
export type VisitRule = z.infer<typeof visitRuleSchema>
export const visitSettingsSchema = z.object({
  rules: z.array(visitRuleSchema).max(100),
  noticeZh: optText(5000),
  noticeEn: optText(5000),
})
export type VisitSettings = z.infer<typeof visitSettingsSchema>
/** What a visitor's form is told: each reason's rule and the notice; whether an exam exists at all. */
export const visitRulesViewSchema = visitSettingsSchema.extend({ examAvailable: z.boolean() })
export type VisitRulesView = z.infer<typeof visitRulesViewSchema>
