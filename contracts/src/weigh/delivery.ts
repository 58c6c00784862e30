import { z } from 'zod'
import { nullableStrings, numbers, strings } from '../answers.js'
import { idSchema, pageQuerySchema } from '../common.js'
import { fields, issueAt, minuteSchema, optPhone, optText, reqText, searchKey } from '../fields.js'
import { APPROVAL_STATUSES, applicationDetailFields, applicationSaveSchema } from '../krs/application.js'
import { gateEventSchema } from '../krs/visit.js'
import { plateSchema } from '../plate.js'
import { PERMIT_PROGRESS, permitWeighingSchema, weighRefusalSchema } from './permit.js'
import { SAP_LIMITS, sapQuantity } from './sap.js'

/**
 * Delivery notes (issue 26, deliverable 2): a vendor announces a delivery against a purchase order:
 * its lines filled from SAP (`getInfoBySap`, `/sentItem`) or from an OA purchase request
 * (`findInfoByOA`, `/sentItem1`), the quantities it brings (not above what is still open), the
 * vehicle and when it arrives. Approved, its number is the pass the gate and the weighbridge read;
 * the truck is weighed in loaded, then empty, and the net goes into storage.
 */

export const DELIVERY_FORM_TYPE = 'DELIVERY_NOTE'
export const DELIVERY_STATUSES = APPROVAL_STATUSES
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]
/** Where its lines come from: SAP's deliveries of the order, or an OA purchase request. */
export const DELIVERY_SOURCES = ['SAP', 'OA'] as const
export type DeliverySource = (typeof DELIVERY_SOURCES)[number]
/** As a permit's: waiting for the vehicle, weighed, gone (used up). */
export const DELIVERY_PROGRESS = PERMIT_PROGRESS
/** The states in which a note's quantities count against what is still open. */
export const DELIVERY_IN_PLAY = ['RUNNING', 'RETURNED', 'APPROVED'] as const

const NAME_MAX = 64
const VENDOR_MAX = 128
const REMARK_MAX = 500
const LINES_MAX = 100
const DOC_MAX = 20

export const DELIVERY_LIMITS = {
  name: NAME_MAX,
  vendor: VENDOR_MAX,
  remark: REMARK_MAX,
  lines: LINES_MAX,
  orderNo: DOC_MAX,
} as const

/** An order, delivery or OA request number: letters, digits, `-` and `_`. */
export const orderNoSchema = z
  .string()
  .trim()
  .min(1)
  .max(DOC_MAX)
  .regex(/^[A-Za-z0-9_-]+$/)

/** One line delivered: which line of the source (`refNo` + `itemNo`) and how much of it. */
export const deliveryLineSchema = z.object({
  /** The SAP delivery, or the OA request, the line belongs to. */
  refNo: orderNoSchema,
  itemNo: z.string().trim().min(1).max(SAP_LIMITS.itemNo),
  quantity: sapQuantity.refine((v) => v > 0, { params: { msgKey: 'weighDeliveryQuantityPositive' } }),
})
export type DeliveryLine = z.infer<typeof deliveryLineSchema>

export const deliveryFormSchema = z
  .object({
    source: z.enum(DELIVERY_SOURCES),
    /** The purchase order (or delivery) number, or the OA request number. */
    orderNo: orderNoSchema,
    vendorName: reqText(VENDOR_MAX),
    /** The employee receiving the goods: they approve the note. */
    receiverUserId: idSchema,
    lines: z.array(deliveryLineSchema).min(1).max(LINES_MAX),
    plate: plateSchema,
    driverName: reqText(NAME_MAX),
    driverPhone: optPhone,
    /** When the vehicle arrives (company time). */
    arriveAt: minuteSchema('weighDeliveryTimeInvalid'),
    remark: optText(REMARK_MAX),
  })
  .refine(
    (f) => new Set(f.lines.map((l) => `${l.refNo}/${l.itemNo}`)).size === f.lines.length,
    issueAt('lines', 'a line twice', 'weighDeliveryLineTwice'),
  )
export type DeliveryForm = z.infer<typeof deliveryFormSchema>

export const deliverySaveSchema = applicationSaveSchema(
  z.looseObject({ orderNo: reqText(DOC_MAX) }),
  deliveryFormSchema,
)

/** A line as stored and shown: what the source says of it, and how much this note brings. */
export const deliveryStoredLineSchema = z.object(
  fields(
    strings('refNo', 'itemNo', 'materialNo'),
    nullableStrings('description', 'unit', 'plant', 'storageLocation'),
    numbers('ordered', 'quantity'),
  ),
)
export type DeliveryStoredLine = z.infer<typeof deliveryStoredLineSchema>

export const deliveryRowSchema = z.object(
  fields(
    strings('id', 'orderNo', 'createdAt'),
    nullableStrings(
      'deliveryNo',
      'vendorName',
      'plate',
      'arriveAt',
      'submittedAt',
      'finishedAt',
      'leftAt',
      'lastRefusedAt',
    ),
    numbers('lineCount', 'refusedCount'),
    { expectedWeight: z.number().nullable(), weighedNet: z.number().nullable() },
    {
      source: z.enum(DELIVERY_SOURCES),
      status: z.enum(DELIVERY_STATUSES),
      progress: z.enum(DELIVERY_PROGRESS).nullable(),
    },
  ),
)
export type DeliveryRow = z.infer<typeof deliveryRowSchema>

export const deliveryDetailSchema = deliveryRowSchema.extend(
  fields(applicationDetailFields, nullableStrings('receiverName', 'driverName', 'driverPhone'), {
    lines: z.array(deliveryStoredLineSchema),
    weighings: z.array(permitWeighingSchema),
    refusals: z.array(weighRefusalSchema),
    gate: z.array(gateEventSchema),
  }),
)
export type DeliveryDetail = z.infer<typeof deliveryDetailSchema>

export const deliveryPageQuerySchema = pageQuerySchema.extend({
  /** Vendor's name, order number (from its start) or plate. */
  searchKey,
  status: z.enum(DELIVERY_STATUSES).optional(),
  progress: z.enum(DELIVERY_PROGRESS).optional(),
  source: z.enum(DELIVERY_SOURCES).optional(),
  deliveryNo: z.string().trim().max(DOC_MAX).optional(),
})
export const deliveryFilterSchema = deliveryPageQuerySchema.omit({ current: true, size: true })

/** `findInfoByOA`: the lines of an OA purchase request. */
export const oaInfoQuerySchema = z.object({ oaNo: orderNoSchema })
