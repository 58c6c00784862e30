import {
  isDay,
  MATERIAL_EXCEL_COLUMNS,
  type MaterialPageQuery,
  SAP_ENTITIES,
  SAP_LIMITS,
  type SapInfo,
  SHIPMENT_EXCEL_COLUMNS,
  type ShipmentPageQuery,
} from '@portal/contracts'
import type { FastifyReply } from 'fastify'
import type { Kysely } from 'kysely'
import type { Deps } from '../../../core/deps.js'
import { AppError, badRequest, notFound } from '../../../core/errors.js'
import { importErrors, importTemplate, orderedBatches, readSheet, streamXlsx } from '../../../core/excel.js'
import { type Lang, t } from '../../../core/i18n.js'
import { defineList, type From, filterList, type ListQuery, listPage, listView } from '../../../core/list.js'
import { newestFirst, sortFields } from '../../../core/listOrders.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { companyDay } from '../../../core/time.js'
import type { DB } from '../../../db/schema.js'
import { announced, lessAnnounced } from '../delivery/announced.js'
import { odataDecimal, readAll, SapError, sapSettings } from './odata.js'
import {
  type Counts,
  type MaterialValues,
  type ShipmentValues,
  upsertMaterials,
  upsertShipments,
} from './store.js'
import './texts.js'

/** Holders of these pages read the tables; their buttons import, export and sync. */
export const MATERIAL_MENU = 'weighMaterial'
export const SHIPMENT_MENU = 'weighShipment'
export const SAP_SYNC_MENU = 'weighSapSync'

// ---- Materials ----

const materialRows = listView((q: From<'weighMaterial', 'm'>) =>
  q.select([
    'm.id',
    'm.materialNo',
    'm.name',
    'm.nameEn',
    'm.materialType',
    'm.materialGroup',
    'm.baseUnit',
    'm.grossWeight',
    'm.netWeight',
    'm.weightUnit',
    'm.deleted',
    'm.source',
    'm.sapChangedAt',
    'm.updatedAt',
  ]),
)
/** By material number (unique); searched by the number's start or anywhere in the name. */
const materialListing = defineList({
  table: 'weigh_material',
  alias: 'm',
  key: 'm.id',
  order: { by: ['m.materialNo'], index: 'weigh_material_no' },
  sort: {
    materialNo: { by: ['m.materialNo'], index: 'weigh_material_no' },
    materialGroup: { by: ['m.materialGroup', 'm.materialNo'], index: 'weigh_material_group' },
  },
  search: {
    materialNo: search.prefix('m.materialNo'),
    name: search.text('m.name', 'weigh_material'),
  },
})
const asMaterial = <R extends { deleted: number }>(r: R) => ({ ...r, deleted: r.deleted === 1 })

function materialQuery(db: Kysely<DB>, query: Omit<MaterialPageQuery, 'current' | 'size'>) {
  let q = db.selectFrom('weighMaterial as m')
  if (query.materialGroup) q = q.where('m.materialGroup', '=', query.materialGroup)
  if (query.source) q = q.where('m.source', '=', query.source)
  return q
}

export async function materialPage(db: Kysely<DB>, user: AuthUser, query: MaterialPageQuery) {
  const page = await listPage(db, user, materialListing, query, materialQuery(db, query), materialRows)
  return { ...page, records: page.records.map(asMaterial) }
}

export async function materialDetail(db: Kysely<DB>, id: string) {
  const row = await materialRows
    .select(db.selectFrom('weighMaterial as m'))
    .where('m.id', '=', id)
    .executeTakeFirst()
  if (!row) throw notFound('weighMaterialNotFound')
  return asMaterial(row)
}

/** What a form offers: materials not marked for deletion, by number or name, the first `size`. */
export async function materialOptions(db: Kysely<DB>, query: { searchKey?: string; size: number }) {
  const { query: q } = await filterList(
    db,
    null,
    materialListing,
    { searchKey: query.searchKey },
    db.selectFrom('weighMaterial as m').where('m.deleted', '=', 0),
  )
  return q
    .select(['m.materialNo', 'm.name', 'm.nameEn', 'm.baseUnit'])
    .orderBy('m.materialNo')
    .limit(query.size)
    .execute()
}

// ---- Shipments ----

const shipmentRows = listView((q: From<'weighShipment', 's'>) =>
  q.select([
    's.id',
    's.deliveryNo',
    's.referenceNo',
    's.partner',
    's.shippingPoint',
    's.plannedDay',
    's.grossWeight',
    's.weightUnit',
    's.movementStatus',
    's.itemCount',
    's.source',
    's.sapChangedAt',
    's.updatedAt',
  ]),
)
/** Newest delivery numbers first (SAP numbers them in sequence). */
const shipmentListing = defineList({
  table: 'weigh_shipment',
  alias: 's',
  key: 's.id',
  order: { by: [['s.deliveryNo', 'desc']], index: 'weigh_shipment_no' },
  sort: {
    deliveryNo: { by: ['s.deliveryNo'], index: 'weigh_shipment_no' },
    plannedDay: { by: ['s.plannedDay', 's.deliveryNo'], index: 'weigh_shipment_planned' },
  },
  search: {
    deliveryNo: search.prefix('s.deliveryNo'),
    partner: search.text('s.partner', 'weigh_shipment'),
  },
})

function shipmentQuery(db: Kysely<DB>, query: Omit<ShipmentPageQuery, 'current' | 'size'>) {
  let q = db.selectFrom('weighShipment as s')
  if (query.referenceNo) q = q.where('s.referenceNo', '=', query.referenceNo)
  if (query.source) q = q.where('s.source', '=', query.source)
  return q
}

export function shipmentPage(db: Kysely<DB>, user: AuthUser, query: ShipmentPageQuery) {
  return listPage(db, user, shipmentListing, query, shipmentQuery(db, query), shipmentRows)
}

export async function shipmentDetail(db: Kysely<DB>, id: string) {
  const row = await shipmentRows
    .select(db.selectFrom('weighShipment as s'))
    .where('s.id', '=', id)
    .executeTakeFirst()
  if (!row) throw notFound('weighShipmentNotFound')
  const items = await db
    .selectFrom('weighShipmentItem')
    .select([
      'itemNo',
      'materialNo',
      'description',
      'quantity',
      'unit',
      'plant',
      'storageLocation',
      'referenceNo',
      'referenceItem',
    ])
    .where('shipmentId', '=', id)
    .orderBy('itemNo')
    .execute()
  return { ...row, items }
}

// ---- getInfoBySap ----

/**
 * The lines a delivery note is filled from: the items of the delivery with that number, or of the
 * deliveries referring to that order. From the synced tables; when they do not know the number and
 * the live lookup is on, from SAP itself (with its time-out, and a clear refusal when SAP is down).
 */
export async function sapInfo(
  db: Kysely<DB>,
  orderNo: string,
  fetchImpl?: typeof fetch,
  except?: string,
): Promise<SapInfo> {
  const info = await sapLines(db, orderNo, fetchImpl)
  // Open: ordered, less what delivery notes of the order (by any of its numbers) announce already.
  const keys = [orderNo, ...info.lines.map((l) => l.deliveryNo), ...info.refs]
  const taken = await announced(db, 'SAP', keys, except)
  return { orderNo, partner: info.partner, from: info.from, lines: lessAnnounced(info.lines, taken) }
}

/** The lines of a delivery or of the deliveries referring to an order: the local tables, else SAP live. */
async function sapLines(db: Kysely<DB>, orderNo: string, fetchImpl?: typeof fetch) {
  const items = await db
    .selectFrom('weighShipmentItem as i')
    .innerJoin('weighShipment as s', 's.id', 'i.shipmentId')
    .select([
      'i.deliveryNo',
      'i.itemNo',
      'i.materialNo',
      'i.description',
      'i.quantity',
      'i.unit',
      'i.plant',
      'i.storageLocation',
      'i.referenceNo',
      's.partner',
    ])
    .where((eb) => eb.or([eb('i.deliveryNo', '=', orderNo), eb('i.referenceNo', '=', orderNo)]))
    .orderBy('i.deliveryNo')
    .orderBy('i.itemNo')
    .limit(500)
    .execute()
  if (items.length)
    return {
      partner: items[0]!.partner,
      from: 'LOCAL' as const,
      refs: items.map((i) => i.referenceNo).filter((r): r is string => !!r),
      lines: items.map(({ partner: _, referenceNo: __, quantity, ...i }) => ({ ...i, ordered: quantity })),
    }
  const s = await sapSettings(db)
  if (!s.baseUrl || !s.live) throw new AppError(404, 'weighSapOrderUnknown', { orderNo })
  const lines: Array<Omit<SapInfo['lines'][number], 'open'>> = []
  const refs: string[] = []
  try {
    // The number is letters and digits only (its schema), so it needs no escaping in the literal.
    await readAll(
      { ...s, pageSize: 500 },
      {
        path: 'API_OUTBOUND_DELIVERY_SRV/A_OutbDeliveryItem',
        filter: `DeliveryDocument eq '${orderNo}' or ReferenceSDDocument eq '${orderNo}'`,
        orderby: 'DeliveryDocument,DeliveryDocumentItem',
        fetchImpl,
      },
      async (rows) => {
        for (const r of rows) {
          const quantity =
            odataDecimal(r.ActualDeliveryQuantity) ?? odataDecimal(r.OriginalDeliveryQuantity) ?? 0
          lines.push({
            deliveryNo: String(r.DeliveryDocument ?? ''),
            itemNo: String(r.DeliveryDocumentItem ?? ''),
            materialNo: String(r.Material ?? ''),
            description: typeof r.DeliveryDocumentItemText === 'string' ? r.DeliveryDocumentItemText : null,
            unit: typeof r.DeliveryQuantityUnit === 'string' ? r.DeliveryQuantityUnit : null,
            plant: typeof r.Plant === 'string' ? r.Plant : null,
            storageLocation: typeof r.StorageLocation === 'string' ? r.StorageLocation : null,
            ordered: quantity,
          })
          if (typeof r.ReferenceSDDocument === 'string' && r.ReferenceSDDocument)
            refs.push(r.ReferenceSDDocument)
        }
        if (lines.length >= 500) throw new SapError('BAD_ANSWER', 'more than 500 lines')
      },
    )
  } catch (err) {
    if (!(err instanceof SapError)) throw err
    const reason =
      err.kind === 'TIMEOUT' ? 'timeout' : err.kind === 'HTTP' ? err.message : err.kind.toLowerCase()
    throw badRequest('weighSapDown', { reason })
  }
  if (!lines.length) throw new AppError(404, 'weighSapOrderUnknown', { orderNo })
  return { partner: null, from: 'SAP' as const, refs, lines }
}

// ---- Sync state and log ----

const syncLogRows = listView((q: From<'weighSapSyncLog', 'l'>) =>
  q.select([
    'l.id',
    'l.entity',
    'l.origin',
    'l.status',
    'l.since',
    'l.watermark',
    'l.pages',
    'l.fetched',
    'l.inserted',
    'l.updated',
    'l.unchanged',
    'l.error',
    'l.userName',
    'l.startedAt',
    'l.finishedAt',
  ]),
)
/** The log only grows: newest first, paged by keyset. */
const syncLogListing = defineList({
  ...newestFirst('weigh_sap_sync_log', 'l', 'startedAt', 'weigh_sap_sync_log_started'),
  sort: sortFields('l', { startedAt: 'weigh_sap_sync_log_started' }),
  keyset: true,
})

export function syncLogPage(
  db: Kysely<DB>,
  user: AuthUser,
  query: ListQuery & { entity?: string; status?: string },
) {
  let q = db.selectFrom('weighSapSyncLog as l')
  if (query.entity) q = q.where('l.entity', '=', query.entity)
  if (query.status) q = q.where('l.status', '=', query.status)
  return listPage(db, user, syncLogListing, query, q, syncLogRows)
}

export async function syncState(db: Kysely<DB>) {
  const [s, rows] = await Promise.all([
    sapSettings(db),
    db.selectFrom('weighSapSync').select(['entity', 'watermark', 'lastRunAt']).execute(),
  ])
  const byEntity = new Map(rows.map((r) => [r.entity, r]))
  return {
    configured: !!s.baseUrl,
    entities: SAP_ENTITIES.map((entity) => ({
      entity,
      watermark: byEntity.get(entity)?.watermark ?? null,
      lastRunAt: byEntity.get(entity)?.lastRunAt ?? null,
    })),
  }
}

// ---- Excel: templates, imports, exports ----

const header = (lang: Lang, c: { title: string; titleEn: string }) => (lang === 'en' ? c.titleEn : c.title)
const titleIn =
  (columns: ReadonlyArray<{ key: string; title: string; titleEn: string }>, lang: Lang) => (key: string) =>
    header(lang, columns.find((c) => c.key === key)!)

export const materialTemplate = (reply: FastifyReply, lang: Lang) =>
  importTemplate(
    reply,
    'material-import-template',
    MATERIAL_EXCEL_COLUMNS.map((c) => ({ key: c.key, header: header(lang, c) })),
  )
export const shipmentTemplate = (reply: FastifyReply, lang: Lang) =>
  importTemplate(
    reply,
    'shipment-import-template',
    SHIPMENT_EXCEL_COLUMNS.map((c) => ({ key: c.key, header: header(lang, c) })),
  )

/** The checks every import row shares: required cells, lengths, numbers. */
function rowChecker(
  err: ReturnType<typeof importErrors>['add'],
  columns: ReadonlyArray<{ key: string; required: boolean }>,
  limits: Record<string, number>,
) {
  return {
    row(row: number, v: Record<string, string>) {
      for (const c of columns) if (c.required && !v[c.key]) err(row, c.key, 'rowRequired')
      for (const [key, max] of Object.entries(limits))
        if ((v[key] ?? '').length > max) err(row, key, 'weighSapRowTooLong', { max })
    },
    number(row: number, v: Record<string, string>, key: string): number | null {
      if (!v[key]) return null
      const n = odataDecimal(v[key].replace(/,/g, ''))
      if (n === null || n < 0 || Math.abs(n - Number(v[key].replace(/,/g, ''))) > 1e-9) {
        err(row, key, 'weighSapRowNumber')
        return null
      }
      return n
    },
  }
}

const orNull = (s: string | undefined) => (s ? s : null)

/** Imports materials: every row checked first; all of them written in one transaction, or none. */
export async function importMaterials(db: Kysely<DB>, file: string, lang: Lang) {
  const raw = await readSheet(file, MATERIAL_EXCEL_COLUMNS)
  const { add: err, check } = importErrors(lang, titleIn(MATERIAL_EXCEL_COLUMNS, lang))
  const rows = rowChecker(err, MATERIAL_EXCEL_COLUMNS, {
    materialNo: SAP_LIMITS.materialNo,
    name: SAP_LIMITS.name,
    nameEn: SAP_LIMITS.name,
    materialType: SAP_LIMITS.code,
    materialGroup: SAP_LIMITS.code,
    baseUnit: SAP_LIMITS.unit,
    weightUnit: SAP_LIMITS.unit,
  })
  const seen = new Map<string, number>()
  const values: MaterialValues[] = []
  for (const { row, v } of raw) {
    rows.row(row, v)
    const first = seen.get(v.materialNo!)
    if (first) err(row, 'materialNo', 'rowDuplicateInFile', { row: first })
    else if (v.materialNo) seen.set(v.materialNo, row)
    values.push({
      materialNo: v.materialNo!,
      name: v.name!,
      nameEn: orNull(v.nameEn),
      materialType: orNull(v.materialType),
      materialGroup: orNull(v.materialGroup),
      baseUnit: orNull(v.baseUnit),
      grossWeight: rows.number(row, v, 'grossWeight'),
      netWeight: rows.number(row, v, 'netWeight'),
      weightUnit: orNull(v.weightUnit),
      deleted: 0,
      sapChangedAt: null,
    })
  }
  check()
  const counts: Counts = { inserted: 0, updated: 0, unchanged: 0 }
  await db.transaction().execute((trx) => upsertMaterials(trx, values, 'EXCEL', counts))
  return { total: raw.length, ...counts }
}

/**
 * Imports deliveries, one row per item (the export's layout): the rows of one delivery must agree
 * on its header cells; all deliveries are written in one transaction, or none.
 */
export async function importShipments(db: Kysely<DB>, file: string, lang: Lang) {
  const raw = await readSheet(file, SHIPMENT_EXCEL_COLUMNS)
  const title = titleIn(SHIPMENT_EXCEL_COLUMNS, lang)
  const { add: err, check } = importErrors(lang, title)
  const rows = rowChecker(err, SHIPMENT_EXCEL_COLUMNS, {
    deliveryNo: SAP_LIMITS.docNo,
    itemNo: SAP_LIMITS.itemNo,
    materialNo: SAP_LIMITS.materialNo,
    description: SAP_LIMITS.name,
    unit: SAP_LIMITS.unit,
    plant: SAP_LIMITS.unit,
    storageLocation: SAP_LIMITS.unit,
    referenceNo: SAP_LIMITS.docNo,
    referenceItem: SAP_LIMITS.itemNo,
    partner: 64,
    shippingPoint: SAP_LIMITS.code,
  })
  const headerKeys = ['partner', 'shippingPoint', 'plannedDay'] as const
  const deliveries = new Map<string, { row: number; values: ShipmentValues }>()
  const seenItem = new Map<string, number>()
  for (const { row, v } of raw) {
    rows.row(row, v)
    if (v.plannedDay && !isDay(v.plannedDay)) err(row, 'plannedDay', 'weighSapRowDay')
    const key = `${v.deliveryNo}/${v.itemNo}`
    const first = seenItem.get(key)
    if (first) err(row, 'itemNo', 'rowDuplicateInFile', { row: first })
    else seenItem.set(key, row)
    const quantity = rows.number(row, v, 'quantity') ?? 0
    const item = {
      itemNo: v.itemNo!,
      materialNo: v.materialNo!,
      description: orNull(v.description),
      quantity,
      unit: orNull(v.unit),
      plant: orNull(v.plant),
      storageLocation: orNull(v.storageLocation),
      referenceNo: orNull(v.referenceNo),
      referenceItem: orNull(v.referenceItem),
    }
    const d = deliveries.get(v.deliveryNo!)
    if (d) {
      for (const k of headerKeys)
        if ((d.values[k] ?? '') !== (v[k] ?? ''))
          err(row, k, 'weighSapRowConflict', { deliveryNo: v.deliveryNo!, row: d.row })
      d.values.items.push(item)
      continue
    }
    deliveries.set(v.deliveryNo!, {
      row,
      values: {
        deliveryNo: v.deliveryNo!,
        referenceNo: item.referenceNo,
        partner: orNull(v.partner),
        shippingPoint: orNull(v.shippingPoint),
        plannedDay: orNull(v.plannedDay),
        grossWeight: null,
        weightUnit: null,
        movementStatus: null,
        sapChangedAt: null,
        items: [item],
      },
    })
  }
  check()
  const counts: Counts = { inserted: 0, updated: 0, unchanged: 0 }
  await db.transaction().execute((trx) =>
    upsertShipments(
      trx,
      [...deliveries.values()].map((d) => d.values),
      'EXCEL',
      counts,
    ),
  )
  return { total: raw.length, ...counts }
}

/** Every material the filter matches, in the import's layout. */
export async function exportMaterials(
  deps: Deps,
  user: AuthUser,
  filter: Omit<MaterialPageQuery, 'current' | 'size'>,
  reply: FastifyReply,
  lang: Lang,
) {
  const { query } = await filterList(deps.db, user, materialListing, filter, materialQuery(deps.db, filter))
  return streamXlsx(reply, deps.log, {
    fileName: `materials-${companyDay()}`,
    sheet: t(lang, 'weighSapMaterialSheet'),
    columns: MATERIAL_EXCEL_COLUMNS.map((c) => ({ key: c.key, header: header(lang, c) })),
    batches: orderedBatches(materialRows.select(query), [['m.materialNo', 'asc']]),
  })
}

/** Every item of the deliveries the filter matches, one row each, in the import's layout. */
export async function exportShipments(
  deps: Deps,
  user: AuthUser,
  filter: Omit<ShipmentPageQuery, 'current' | 'size'>,
  reply: FastifyReply,
  lang: Lang,
) {
  const { query } = await filterList(deps.db, user, shipmentListing, filter, shipmentQuery(deps.db, filter))
  const items = query
    .innerJoin('weighShipmentItem as i', 'i.shipmentId', 's.id')
    .select([
      'i.deliveryNo',
      'i.itemNo',
      'i.materialNo',
      'i.description',
      'i.quantity',
      'i.unit',
      'i.plant',
      'i.storageLocation',
      'i.referenceNo',
      'i.referenceItem',
      's.partner',
      's.shippingPoint',
      's.plannedDay',
    ])
  return streamXlsx(reply, deps.log, {
    fileName: `shipments-${companyDay()}`,
    sheet: t(lang, 'weighSapShipmentSheet'),
    columns: SHIPMENT_EXCEL_COLUMNS.map((c) => ({ key: c.key, header: header(lang, c) })),
    batches: orderedBatches(items, [
      ['i.deliveryNo', 'desc'],
      ['i.itemNo', 'asc'],
    ]),
  })
}
