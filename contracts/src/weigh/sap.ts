import { z } from 'zod'
import { booleans, nullableStrings, numbers, strings } from '../answers.js'
import { idSchema, pageQuerySchema } from '../common.js'
import { fields, searchKey } from '../fields.js'

/**
 * SAP materials and shipments (issue 26): local copies of SAP's material master (`A_Product`) and
 * outbound deliveries (`A_OutbDeliveryHeader` / `A_OutbDeliveryItem`), filled by an Excel import
 * or by the OData sync, and read by the delivery notes and the weighbridge.
 */

/** Where a row came from last: the OData sync or an Excel import. */
export const SAP_SOURCES = ['SAP', 'EXCEL'] as const
export type SapSource = (typeof SAP_SOURCES)[number]
/** What the sync reads: the material master, the deliveries with their items. */
export const SAP_ENTITIES = ['MATERIAL', 'SHIPMENT'] as const
export type SapEntity = (typeof SAP_ENTITIES)[number]
/** RUNNING while it reads; a process that died mid-run leaves RUNNING behind, shown as such. */
export const SAP_SYNC_STATUSES = ['RUNNING', 'OK', 'FAILED'] as const
/** How a sync started: its job, or a button. */
export const SAP_SYNC_ORIGINS = ['JOB', 'MANUAL'] as const

/** Longest values, as SAP has them (material 40, delivery 10, item 6) with room to spare. */
export const SAP_LIMITS = { materialNo: 40, docNo: 20, itemNo: 8, name: 128, unit: 8, code: 16 } as const

/** A quantity or weight: at most 3 decimals, not negative, below 10¹² (SAP's QUAN 13,3). */
export const sapQuantity = z
  .number()
  .min(0)
  .max(999_999_999_999)
  .refine((v) => Math.abs(Math.round(v * 1000) - v * 1000) < 1e-6, { params: { msgKey: 'quantityDecimals' } })

// ---- Materials ----

export const materialPageQuerySchema = pageQuerySchema.extend({
  /** Matches the material number (from its start) or the name (anywhere). */
  searchKey,
  materialNo: z.string().trim().max(SAP_LIMITS.materialNo).optional(),
  name: z.string().trim().max(SAP_LIMITS.name).optional(),
  materialGroup: z.string().trim().max(SAP_LIMITS.code).optional(),
  source: z.enum(SAP_SOURCES).optional(),
})
export type MaterialPageQuery = z.infer<typeof materialPageQuerySchema>
/** The export's filter: the page's without paging. */
export const materialFilterSchema = materialPageQuerySchema.omit({ current: true, size: true })

export const materialRowSchema = z.object(
  fields(
    strings('id', 'materialNo', 'name', 'source', 'updatedAt'),
    nullableStrings('nameEn', 'materialType', 'materialGroup', 'baseUnit', 'weightUnit', 'sapChangedAt'),
    { grossWeight: z.number().nullable(), netWeight: z.number().nullable() },
    booleans('deleted'),
  ),
)
export type MaterialRow = z.infer<typeof materialRowSchema>
export const materialDetailSchema = materialRowSchema

/** Materials offered to a form (goods lines): number, name, unit; searched by number or name. */
export const materialOptionQuerySchema = z.object({
  searchKey,
  size: z.coerce.number().int().min(1).max(50).default(20),
})
export const materialOptionSchema = z.object(
  fields(strings('materialNo', 'name'), nullableStrings('nameEn', 'baseUnit')),
)
export type MaterialOption = z.infer<typeof materialOptionSchema>

// ---- Shipments (deliveries) ----

export const shipmentPageQuerySchema = pageQuerySchema.extend({
  /** Matches the delivery number or the referenced order number (from their start), or the partner. */
  searchKey,
  deliveryNo: z.string().trim().max(SAP_LIMITS.docNo).optional(),
  referenceNo: z.string().trim().max(SAP_LIMITS.docNo).optional(),
  partner: z.string().trim().max(64).optional(),
  source: z.enum(SAP_SOURCES).optional(),
})
export type ShipmentPageQuery = z.infer<typeof shipmentPageQuerySchema>
export const shipmentFilterSchema = shipmentPageQuerySchema.omit({ current: true, size: true })

export const shipmentRowSchema = z.object(
  fields(
    strings('id', 'deliveryNo', 'source', 'updatedAt'),
    nullableStrings(
      'referenceNo',
      'partner',
      'shippingPoint',
      'plannedDay',
      'weightUnit',
      'movementStatus',
      'sapChangedAt',
    ),
    { grossWeight: z.number().nullable() },
    numbers('itemCount'),
  ),
)
export type ShipmentRow = z.infer<typeof shipmentRowSchema>

export const shipmentItemSchema = z.object(
  fields(
    strings('itemNo', 'materialNo'),
    nullableStrings('description', 'unit', 'plant', 'storageLocation', 'referenceNo', 'referenceItem'),
    numbers('quantity'),
  ),
)
export type ShipmentItem = z.infer<typeof shipmentItemSchema>
export const shipmentDetailSchema = shipmentRowSchema.extend({ items: z.array(shipmentItemSchema) })
export type ShipmentDetail = z.infer<typeof shipmentDetailSchema>

// ---- getInfoBySap: the lines of an order or delivery for a delivery note ----

export const sapInfoQuerySchema = z.object({
  /** A delivery number or the order number its items refer to. */
  orderNo: z
    .string()
    .trim()
    .min(1)
    .max(SAP_LIMITS.docNo)
    .regex(/^[A-Za-z0-9_-]+$/),
})
export const sapInfoLineSchema = z.object(
  fields(
    strings('deliveryNo', 'itemNo', 'materialNo'),
    nullableStrings('description', 'unit', 'plant', 'storageLocation'),
    /** Ordered; still open (ordered less what delivery notes in progress or done already announce). */
    numbers('ordered', 'open'),
  ),
)
export const sapInfoSchema = z.object({
  orderNo: z.string(),
  partner: z.string().nullable(),
  /** LOCAL: the synced tables; SAP: asked live (when configured); OA: an OA purchase request. */
  from: z.enum(['LOCAL', 'SAP', 'OA']),
  lines: z.array(sapInfoLineSchema),
})
export type SapInfo = z.infer<typeof sapInfoSchema>

// ---- Sync ----

export const sapSyncRunSchema = z.object({ entity: z.enum(SAP_ENTITIES) })
export const sapSyncLogQuerySchema = pageQuerySchema.extend({
  entity: z.enum(SAP_ENTITIES).optional(),
  status: z.enum(SAP_SYNC_STATUSES).optional(),
  /** Keyset paging: the page after the run with this id (newest first). */
  after: idSchema.optional(),
})
export const sapSyncLogSchema = z.object(
  fields(
    strings('id', 'entity', 'origin', 'status', 'startedAt'),
    nullableStrings('finishedAt', 'since', 'watermark', 'error', 'userName'),
    numbers('pages', 'fetched', 'inserted', 'updated', 'unchanged'),
  ),
)
export type SapSyncLog = z.infer<typeof sapSyncLogSchema>
/** What the page shows above the log: whether SAP is configured, and each entity's watermark. */
export const sapSyncStateSchema = z.object({
  configured: z.boolean(),
  entities: z.array(
    z.object({
      entity: z.enum(SAP_ENTITIES),
      watermark: z.string().nullable(),
      lastRunAt: z.string().nullable(),
    }),
  ),
})

// ---- Excel import ----

export const sapImportSchema = z.object({
  /** The .xlsx file, base64 or a data URL. */
  fileBase64: z
    .string()
    .min(1)
    .max(15 * 1024 * 1024),
})
/** Rows read; deliveries or materials added, changed, and found as they were. */
export const sapImportResultSchema = z.object(numbers('total', 'inserted', 'updated', 'unchanged'))
export const sapSyncResultSchema = z.object({
  logId: z.string(),
  status: z.enum(SAP_SYNC_STATUSES),
  error: z.string().nullable(),
  ...numbers('pages', 'fetched', 'inserted', 'updated', 'unchanged'),
})

/** The import sheets' columns, by key: the header shown in each language, and whether required. */
export const MATERIAL_EXCEL_COLUMNS = [
  { key: 'materialNo', title: '物料编码', titleEn: 'Material', required: true },
  { key: 'name', title: '物料描述', titleEn: 'Description', required: true },
  { key: 'nameEn', title: '英文描述', titleEn: 'Description (English)', required: false },
  { key: 'materialType', title: '物料类型', titleEn: 'Material type', required: false },
  { key: 'materialGroup', title: '物料组', titleEn: 'Material group', required: false },
  { key: 'baseUnit', title: '基本单位', titleEn: 'Base unit', required: false },
  { key: 'grossWeight', title: '毛重', titleEn: 'Gross weight', required: false },
  { key: 'netWeight', title: '净重', titleEn: 'Net weight', required: false },
  { key: 'weightUnit', title: '重量单位', titleEn: 'Weight unit', required: false },
] as const
export const SHIPMENT_EXCEL_COLUMNS = [
  { key: 'deliveryNo', title: '交货单号', titleEn: 'Delivery', required: true },
  { key: 'itemNo', title: '行号', titleEn: 'Item', required: true },
  { key: 'materialNo', title: '物料编码', titleEn: 'Material', required: true },
  { key: 'description', title: '物料描述', titleEn: 'Description', required: false },
  { key: 'quantity', title: '数量', titleEn: 'Quantity', required: true },
  { key: 'unit', title: '单位', titleEn: 'Unit', required: false },
  { key: 'plant', title: '工厂', titleEn: 'Plant', required: false },
  { key: 'storageLocation', title: '库存地点', titleEn: 'Storage location', required: false },
  { key: 'referenceNo', title: '参考单号', titleEn: 'Reference order', required: false },
  { key: 'referenceItem', title: '参考行号', titleEn: 'Reference item', required: false },
  { key: 'partner', title: '业务伙伴', titleEn: 'Partner', required: false },
  { key: 'shippingPoint', title: '装运点', titleEn: 'Shipping point', required: false },
  { key: 'plannedDay', title: '计划日期', titleEn: 'Planned date', required: false },
] as const
