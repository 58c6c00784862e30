import type { SapEntity } from '@portal/contracts'
import type { Kysely } from 'kysely'
import { badRequest } from '../../../core/errors.js'
import { newId, newSecret } from '../../../core/ids.js'
import { isUniqueViolation } from '../../../core/rows.js'
import { isoIn, MINUTE, nowIso } from '../../../core/time.js'
import type { DB } from '../../../db/schema.js'
import { dateTime, dateTimeOffset, odataDecimal, odataTime, readAll, SapError, sapSettings } from './odata.js'
import {
  type Counts,
  type MaterialValues,
  type ShipmentValues,
  upsertMaterials,
  upsertShipments,
} from './store.js'
import './texts.js'

/**
 * The SAP sync (`docs/decisions.md`, "SAP over OData, not RFC"): reads the material master
 * (`API_PRODUCT_SRV/A_Product`) or the outbound deliveries (`API_OUTBOUND_DELIVERY_SRV/
 * A_OutbDeliveryHeader` with their items) changed since the last run, a page at a time, each page
 * written in its own transaction, and logs the run with its counts. A lease in `weigh_sap_sync`
 * lets one process at a time sync an entity.
 */

const LEASE_MS = 10 * MINUTE
const str = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null)

/** An `A_Product` with its `to_Description` (languages ZH and EN) as a material row. */
export function materialOf(p: Record<string, unknown>): MaterialValues | null {
  const materialNo = str(p.Product, 40)
  if (!materialNo) return null
  const texts = ((p.to_Description as { results?: unknown } | undefined)?.results ?? []) as Array<
    Record<string, unknown>
  >
  const text = (lang: string) =>
    str(texts.find((d) => String(d.Language).toUpperCase() === lang)?.ProductDescription, 128)
  return {
    materialNo,
    name: text('ZH') ?? text('EN') ?? materialNo,
    nameEn: text('EN'),
    materialType: str(p.ProductType, 16),
    materialGroup: str(p.ProductGroup, 16),
    baseUnit: str(p.BaseUnit, 8),
    grossWeight: odataDecimal(p.GrossWeight),
    netWeight: odataDecimal(p.NetWeight),
    weightUnit: str(p.WeightUnit, 8),
    deleted: p.IsMarkedForDeletion === true ? 1 : 0,
    sapChangedAt: odataTime(p.LastChangeDateTime) ?? odataTime(p.LastChangeDate),
  }
}

/** An `A_OutbDeliveryHeader` with its `to_DeliveryDocumentItem` as a shipment row. */
export function shipmentOf(h: Record<string, unknown>): ShipmentValues | null {
  const deliveryNo = str(h.DeliveryDocument, 20)
  if (!deliveryNo) return null
  const items = ((h.to_DeliveryDocumentItem as { results?: unknown } | undefined)?.results ?? []) as Array<
    Record<string, unknown>
  >
  const lines = items.flatMap((i) => {
    const itemNo = str(i.DeliveryDocumentItem, 8)
    const materialNo = str(i.Material, 40)
    if (!itemNo || !materialNo) return []
    return [
      {
        itemNo,
        materialNo,
        description: str(i.DeliveryDocumentItemText, 128),
        quantity: odataDecimal(i.ActualDeliveryQuantity) ?? odataDecimal(i.OriginalDeliveryQuantity) ?? 0,
        unit: str(i.DeliveryQuantityUnit, 8),
        plant: str(i.Plant, 8),
        storageLocation: str(i.StorageLocation, 8),
        referenceNo: str(i.ReferenceSDDocument, 20),
        referenceItem: str(i.ReferenceSDDocumentItem, 8),
      },
    ]
  })
  const planned = odataTime(h.PlannedGoodsIssueDate) ?? odataTime(h.DeliveryDate)
  return {
    deliveryNo,
    referenceNo: lines.find((l) => l.referenceNo)?.referenceNo ?? null,
    partner: str(h.ShipToParty, 64) ?? str(h.SoldToParty, 64),
    shippingPoint: str(h.ShippingPoint, 16),
    plannedDay: planned ? planned.slice(0, 10) : null,
    grossWeight: odataDecimal(h.HeaderGrossWeight),
    weightUnit: str(h.HeaderWeightUnit, 8),
    movementStatus: str(h.OverallGoodsMovementStatus, 4),
    sapChangedAt: odataTime(h.LastChangeDate),
    items: lines,
  }
}

/**
 * What each entity reads. Materials carry a change time to the second (`LastChangeDateTime`):
 * asked for strictly after the newest seen. Deliveries carry only a change day (`LastChangeDate`):
 * asked for from that day on, so a change later on the same day is not missed; what did not change
 * is counted unchanged and not written.
 */
const ENTITIES = {
  MATERIAL: {
    path: 'API_PRODUCT_SRV/A_Product',
    expand: 'to_Description',
    orderby: 'LastChangeDateTime,Product',
    filter: (since: string) => `LastChangeDateTime gt ${dateTimeOffset(since)}`,
    read: materialOf,
    write: (trx: Kysely<DB>, rows: unknown[], counts: Counts) =>
      upsertMaterials(trx, rows as MaterialValues[], 'SAP', counts),
  },
  SHIPMENT: {
    path: 'API_OUTBOUND_DELIVERY_SRV/A_OutbDeliveryHeader',
    expand: 'to_DeliveryDocumentItem',
    orderby: 'LastChangeDate,DeliveryDocument',
    filter: (since: string) => `LastChangeDate ge ${dateTime(`${since.slice(0, 10)}T00:00:00`)}`,
    read: shipmentOf,
    write: (trx: Kysely<DB>, rows: unknown[], counts: Counts) =>
      upsertShipments(trx, rows as ShipmentValues[], 'SAP', counts),
  },
} as const

/** Takes the entity's lease, or refuses: another run (any process) is still reading it. */
async function claim(db: Kysely<DB>, entity: SapEntity, owner: string) {
  try {
    await db
      .insertInto('weighSapSync')
      .values({ entity, watermark: null, leaseUntil: null, leaseOwner: null, lastRunAt: null })
      .execute()
  } catch (err) {
    if (!isUniqueViolation(err)) throw err
  }
  const now = nowIso()
  const res = await db
    .updateTable('weighSapSync')
    .set({ leaseUntil: isoIn(LEASE_MS), leaseOwner: owner })
    .where('entity', '=', entity)
    .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', now)]))
    .executeTakeFirst()
  if (Number(res.numUpdatedRows) !== 1) throw badRequest('weighSapSyncBusy')
  return db.selectFrom('weighSapSync').selectAll().where('entity', '=', entity).executeTakeFirstOrThrow()
}

export interface SyncOptions {
  origin: 'JOB' | 'MANUAL'
  userName?: string | null
  signal?: AbortSignal
  fetchImpl?: typeof fetch
  /** Read everything again, not only what changed since the last run. */
  full?: boolean
}

export interface SyncResult extends Counts {
  logId: string
  status: 'OK' | 'FAILED'
  pages: number
  fetched: number
  error: string | null
}

/** One run of the sync of `entity`; a failure is logged (and answered) rather than thrown. */
export async function sapSync(db: Kysely<DB>, entity: SapEntity, opts: SyncOptions): Promise<SyncResult> {
  const settings = await sapSettings(db)
  if (!settings.baseUrl) throw badRequest('weighSapNotConfigured')
  const owner = `sync:${newSecret(6)}`
  const state = await claim(db, entity, owner)
  const def = ENTITIES[entity]
  const since = opts.full ? null : state.watermark
  const logId = newId()
  const startedAt = nowIso()
  await db
    .insertInto('weighSapSyncLog')
    .values({
      id: logId,
      entity,
      origin: opts.origin,
      status: 'RUNNING',
      since,
      watermark: null,
      pages: 0,
      fetched: 0,
      inserted: 0,
      updated: 0,
      unchanged: 0,
      error: null,
      userName: opts.userName ?? null,
      startedAt,
      finishedAt: null,
    })
    .execute()
  const counts: Counts = { inserted: 0, updated: 0, unchanged: 0 }
  let newest = state.watermark
  let pages = 0
  let fetched = 0
  let error: string | null = null
  let unexpected: unknown = null
  try {
    await readAll(
      settings,
      {
        path: def.path,
        expand: def.expand,
        orderby: def.orderby,
        filter: since ? def.filter(since) : undefined,
        signal: opts.signal,
        fetchImpl: opts.fetchImpl,
      },
      async (page) => {
        const rows = page.map((r) => def.read(r)).filter((r): r is NonNullable<typeof r> => r !== null)
        await db.transaction().execute((trx) => def.write(trx, rows, counts))
        for (const r of rows)
          if (r.sapChangedAt && (!newest || r.sapChangedAt > newest)) newest = r.sapChangedAt
        pages++
        fetched += page.length
        // A long run keeps its lease.
        await db
          .updateTable('weighSapSync')
          .set({ leaseUntil: isoIn(LEASE_MS) })
          .where('entity', '=', entity)
          .where('leaseOwner', '=', owner)
          .execute()
      },
    )
  } catch (err) {
    // SAP's own failures are told as they are; anything else (the database) only as "not written".
    if (err instanceof SapError) error = `${err.kind}: ${err.message}`.slice(0, 500)
    else {
      error = 'INTERNAL: a page could not be written'
      unexpected = err
    }
  } finally {
    // What was written stays; the watermark moves only after a whole run, so a failed one is read again.
    await db
      .updateTable('weighSapSync')
      .set({
        leaseUntil: null,
        leaseOwner: null,
        lastRunAt: nowIso(),
        ...(error === null ? { watermark: newest } : {}),
      })
      .where('entity', '=', entity)
      .where('leaseOwner', '=', owner)
      .execute()
  }
  const status = error === null ? 'OK' : 'FAILED'
  await db
    .updateTable('weighSapSyncLog')
    .set({ status, pages, fetched, ...counts, error, watermark: newest, finishedAt: nowIso() })
    .where('id', '=', logId)
    .execute()
  if (unexpected) throw unexpected
  return { logId, status, pages, fetched, ...counts, error }
}
