import { z } from 'zod'
import { nullableStrings, numbers, strings } from '../answers.js'
import { idSchema, pageQuerySchema } from '../common.js'
import { fields, minuteSchema, optPhone, optText, reqText, searchKey } from '../fields.js'
import { APPROVAL_STATUSES, applicationDetailFields, applicationSaveSchema } from '../krs/application.js'
import { gateEventSchema } from '../krs/visit.js'
import { plateSchema } from '../plate.js'
import { personQuerySchema } from '../sys/user.js'

/**
 * Goods release permits (issue 26, deliverable 1): who takes what out, why, in which vehicle and
 * when. Approved, a permit's number is its pass (a QR code) that the gate and the weighbridge read;
 * the weighbridge checks the load against its lines' weight, and the permit is used up when the
 * goods leave. Spec §7 names the phone calls `weigh goodsrelease/personNameAll, addOaFrom,
 * pageByOpenId, detailById`.
 */

export const PERMIT_FORM_TYPE = 'GOODS_RELEASE'
export const PERMIT_STATUSES = APPROVAL_STATUSES
export type PermitStatus = (typeof PERMIT_STATUSES)[number]
/** The reasons' dictionary (return to vendor, scrap sale, repair, loan…). */
export const PERMIT_REASON_DICT = 'WEIGH_RELEASE_REASON'
/**
 * What became of an approved permit: waiting for its goods (`OPEN`), weighed out (`WEIGHED`), gone
 * through the gate (`LEFT`: used up).
 */
export const PERMIT_PROGRESS = ['OPEN', 'WEIGHED', 'LEFT'] as const
export type PermitProgress = (typeof PERMIT_PROGRESS)[number]

const NAME_MAX = 64
const DEPT_MAX = 128
const GOODS_MAX = 128
const UNIT_MAX = 16
const MATERIAL_MAX = 40
const REMARK_MAX = 500
const LINES_MAX = 50
const PHOTOS_MAX = 9
/** A line's quantity or weight: below a million, three decimals at most. */
const AMOUNT_MAX = 999_999

export const PERMIT_LIMITS = {
  name: NAME_MAX,
  dept: DEPT_MAX,
  goods: GOODS_MAX,
  unit: UNIT_MAX,
  materialNo: MATERIAL_MAX,
  remark: REMARK_MAX,
  lines: LINES_MAX,
  photos: PHOTOS_MAX,
  amount: AMOUNT_MAX,
} as const

const amount = z
  .number()
  .max(AMOUNT_MAX)
  .refine((v) => Math.abs(Math.round(v * 1000) - v * 1000) < 1e-6, { params: { msgKey: 'quantityDecimals' } })

/** One kind of goods: a SAP material (its number) or described in words; how many; how heavy (kg). */
export const permitLineSchema = z.object({
  materialNo: optText(MATERIAL_MAX),
  name: reqText(GOODS_MAX),
  quantity: amount.refine((v) => v > 0, { params: { msgKey: 'weighPermitQuantityPositive' } }),
  unit: reqText(UNIT_MAX),
  /** The line's weight in kg (all of it, not each): what the weighbridge expects. */
  weight: amount.min(0).nullish(),
})
export type PermitLine = z.infer<typeof permitLineSchema>

export const permitFormSchema = z.object({
  applicantName: reqText(NAME_MAX),
  applicantPhone: optPhone,
  /** The department taking the goods out: its head may be asked to approve. */
  orgId: idSchema,
  /** The employee answering for the goods (chosen with `personNameAll`): they approve first. */
  responsibleUserId: idSchema,
  /** A `WEIGH_RELEASE_REASON` dictionary value. */
  reason: z.string().trim().min(1).max(64),
  lines: z.array(permitLineSchema).min(1).max(LINES_MAX),
  plate: z.preprocess((v) => (v === '' || v === null ? undefined : v), plateSchema.optional()),
  driverName: optText(NAME_MAX),
  driverPhone: optPhone,
  /** When the goods are to leave (company time). */
  exitAt: minuteSchema('weighPermitTimeInvalid'),
  remark: optText(REMARK_MAX),
  photos: z.array(idSchema).max(PHOTOS_MAX).default([]),
})
export type PermitForm = z.infer<typeof permitFormSchema>

export const permitSaveSchema = applicationSaveSchema(
  z.looseObject({ applicantName: reqText(NAME_MAX) }),
  permitFormSchema,
)
export type PermitSave = z.infer<typeof permitSaveSchema>

/** The total weight (kg) of the lines that give one, or null when none does. */
export function permitWeight(lines: ReadonlyArray<Pick<PermitLine, 'weight'>>): number | null {
  const given = lines.filter((l) => l.weight !== null && l.weight !== undefined)
  return given.length ? Math.round(given.reduce((s, l) => s + Number(l.weight), 0) * 1000) / 1000 : null
}

export const permitRowSchema = z.object(
  fields(
    strings('id', 'applicantName', 'createdAt'),
    nullableStrings(
      'permitNo',
      'orgName',
      'reason',
      'plate',
      'exitAt',
      'submittedAt',
      'finishedAt',
      'leftAt',
      'lastRefusedAt',
    ),
    numbers('lineCount', 'refusedCount'),
    { expectedWeight: z.number().nullable(), weighedNet: z.number().nullable() },
    { status: z.enum(PERMIT_STATUSES), progress: z.enum(PERMIT_PROGRESS).nullable() },
  ),
)
export type PermitRow = z.infer<typeof permitRowSchema>

/** A weighing done for a permit, as its detail lists it. */
export const permitWeighingSchema = z.object(
  fields(strings('id', 'recordNo', 'status', 'createdAt'), nullableStrings('finishedAt'), {
    gross: z.number().nullable(),
    tare: z.number().nullable(),
    net: z.number().nullable(),
  }),
)
export type PermitWeighing = z.infer<typeof permitWeighingSchema>

/** A weighing refused for a load over the document: what it weighed, against what, who, when. */
export const weighRefusalSchema = z.object(
  fields(strings('id', 'plate', 'at'), nullableStrings('bridgeName', 'userName'), {
    weight: z.number(),
    net: z.number(),
    expected: z.number(),
    pct: z.number(),
    tolerance: z.number(),
    manual: z.boolean(),
  }),
)
export type WeighRefusal = z.infer<typeof weighRefusalSchema>

/** One permit: the form, the trail, its weighings and gate passages; its number to its applicant. */
export const permitDetailSchema = permitRowSchema.extend(
  fields(applicationDetailFields, nullableStrings('responsibleName', 'driverName', 'driverPhone'), {
    lines: z.array(
      permitLineSchema.extend({ materialNo: z.string().nullable(), weight: z.number().nullable() }),
    ),
    weighings: z.array(permitWeighingSchema),
    refusals: z.array(weighRefusalSchema),
    gate: z.array(gateEventSchema),
  }),
)
export type PermitDetail = z.infer<typeof permitDetailSchema>

export const permitPageQuerySchema = pageQuerySchema.extend({
  /** Applicant's name (from its start) or the permit's number. */
  searchKey,
  status: z.enum(PERMIT_STATUSES).optional(),
  progress: z.enum(PERMIT_PROGRESS).optional(),
  reason: z.string().trim().max(64).optional(),
  plate: z.string().trim().max(16).optional(),
  permitNo: z.string().trim().max(20).optional(),
})
export type PermitPageQuery = z.infer<typeof permitPageQuerySchema>
export const permitFilterSchema = permitPageQuerySchema.omit({ current: true, size: true })

/** `personNameAll`: employees by name, 20 a page (spec §3 "Person option"). */
export const personNameQuerySchema = personQuerySchema.pick({ current: true, size: true, name: true })
