import { z } from 'zod'
import { booleans, nullableStrings, numbers, strings } from '../answers.js'
import { idSchema, pageQuerySchema } from '../common.js'
import { fields, optId, optText, reqText } from '../fields.js'
import { plateSchema } from '../plate.js'

/**
 * Weighings (issue 26): a vehicle weighed twice (gross and tare, in either order), or once with its
 * stored tare; the net weight checked against the document it carries, and moved into or out of
 * storage. Weights in kg.
 */

export const WEIGH_KINDS = ['GROSS', 'TARE'] as const
export type WeighKind = (typeof WEIGH_KINDS)[number]
/** OPEN after the first weighing, DONE after the second, VOID when called off with a reason. */
export const WEIGH_STATUSES = ['OPEN', 'DONE', 'VOID'] as const
/** Goods coming in (a delivery: gross first) or going out (a release permit: tare first). */
export const WEIGH_DIRECTIONS = ['IN', 'OUT'] as const
/** How the tare was had: weighed now, or the vehicle's stored tare. */
export const TARE_SOURCES = ['WEIGHED', 'STORED'] as const
/** A stored tare is reused only within this share of the vehicle's recent tares (0.3%). */
export const TARE_MATCH_RATIO = 0.003
export const WEIGH_LIMITS = { reason: 255, location: 16, note: 255 } as const

/** A weight typed by hand: only with the manual permission and a reason, and always marked. */
const manualSchema = z.object({
  weight: z.number().int().min(0).max(1_000_000),
  reason: reqText(WEIGH_LIMITS.reason),
})

export const weighFirstSchema = z.object({
  bridgeId: idSchema,
  plate: plateSchema,
  /** What this weighing is (the second one is the other). */
  kind: z.enum(WEIGH_KINDS),
  /** A document's code (its QR code or number), or none for goods without one. */
  docCode: optText(64),
  materialNo: optText(40),
  /** Where the goods are stored (a storage location). */
  location: optText(WEIGH_LIMITS.location),
  photoId: optId,
  manual: manualSchema.optional(),
})
export type WeighFirst = z.infer<typeof weighFirstSchema>

export const weighSecondSchema = z.object({
  id: idSchema,
  bridgeId: idSchema,
  photoId: optId,
  manual: manualSchema.optional(),
})
/** Gross now, and the vehicle's stored tare (recent, and within 0.3% of its history). */
export const weighStoredTareSchema = weighFirstSchema.omit({ kind: true })
export const weighVoidSchema = z.object({ id: idSchema, reason: reqText(WEIGH_LIMITS.reason) })

export const weighPageQuerySchema = pageQuerySchema.extend({
  /** The start of the plate. */
  plate: z.string().trim().max(10).optional(),
  status: z.enum(WEIGH_STATUSES).optional(),
  docNo: z.string().trim().max(64).optional(),
  manual: z.enum(['0', '1']).optional(),
  startTime: z.string().max(32).optional(),
  endTime: z.string().max(32).optional(),
  after: idSchema.optional(),
})
export const weighFilterSchema = weighPageQuerySchema.omit({ current: true, size: true, after: true })

/** One of the two weighings, its fields named `first…` or `second…`. */
const firstWeighing = fields(
  { firstKind: z.enum(WEIGH_KINDS).nullable(), firstWeight: z.number().nullable() },
  nullableStrings(
    'firstAt',
    'firstBridgeName',
    'firstReason',
    'firstUserName',
    'firstPhotoId',
    'firstFramesHash',
  ),
  booleans('firstManual'),
)
const secondWeighing = fields(
  { secondKind: z.enum(WEIGH_KINDS).nullable(), secondWeight: z.number().nullable() },
  nullableStrings(
    'secondAt',
    'secondBridgeName',
    'secondReason',
    'secondUserName',
    'secondPhotoId',
    'secondFramesHash',
  ),
  booleans('secondManual'),
)

export const weighRowSchema = z.object(
  fields(
    strings('id', 'recordNo', 'plate', 'status', 'direction', 'createdAt'),
    nullableStrings('docKind', 'docNo', 'materialNo', 'materialName', 'location', 'tareSource', 'finishedAt'),
    {
      gross: z.number().nullable(),
      tare: z.number().nullable(),
      net: z.number().nullable(),
      expected: z.number().nullable(),
      deviationPct: z.number().nullable(),
    },
    booleans('manual'),
    numbers('refusedCount'),
    firstWeighing,
    secondWeighing,
  ),
)
export type WeighRow = z.infer<typeof weighRowSchema>
export const weighDetailSchema = weighRowSchema.extend(
  fields(nullableStrings('voidReason', 'voidedByName', 'voidedAt', 'lastRefusedAt', 'lastRefusedNote'), {
    lastRefusedWeight: z.number().nullable(),
  }),
)
export type WeighDetail = z.infer<typeof weighDetailSchema>
/** The open weighing of a plate (the operation page, before the second weighing), or null. */
export const weighOpenQuerySchema = z.object({ plate: plateSchema })

// ---- Storage ----

export const stockPageQuerySchema = pageQuerySchema.extend({
  materialNo: z.string().trim().max(40).optional(),
  location: z.string().trim().max(16).optional(),
})
export const stockRowSchema = z.object(
  fields(
    strings('id', 'materialNo', 'location', 'updatedAt'),
    nullableStrings('materialName'),
    numbers('quantity'),
  ),
)
export type StockRow = z.infer<typeof stockRowSchema>
export const stockMovePageQuerySchema = pageQuerySchema.extend({
  materialNo: z.string().trim().max(40).optional(),
  location: z.string().trim().max(16).optional(),
  after: idSchema.optional(),
})
export const stockMoveSchema = z.object(
  fields(
    strings('id', 'materialNo', 'location', 'refKind', 'refId', 'at'),
    nullableStrings('refNo'),
    numbers('delta'),
  ),
)
export type StockMove = z.infer<typeof stockMoveSchema>

/** A document a vehicle may be weighed for now (found by its plate): which, which way, what it announces. */
export const weighDocSchema = z.object(
  fields(strings('kind', 'no'), nullableStrings('plate', 'materialNo', 'materialName', 'location'), {
    direction: z.enum(WEIGH_DIRECTIONS),
    expected: z.number().nullable(),
  }),
)
export type WeighDoc = z.infer<typeof weighDocSchema>
