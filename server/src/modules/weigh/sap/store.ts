import type { SapSource } from '@portal/contracts'
import type { Kysely } from 'kysely'
import { newId } from '../../../core/ids.js'
import { nowIso } from '../../../core/time.js'
import type {
  DB,
  WeighMaterialTable,
  WeighShipmentItemTable,
  WeighShipmentTable,
} from '../../../db/schema.js'

/**
 * Writing SAP's rows into the local tables, the same for the OData sync and the Excel import: a row
 * is keyed by its SAP number, inserted when new, updated only when something changed (so the run
 * log's counts say what a run really brought), in the caller's transaction.
 */

export type MaterialValues = Omit<WeighMaterialTable, 'id' | 'createdAt' | 'updatedAt' | 'source'>
export type ShipmentValues = Omit<
  WeighShipmentTable,
  'id' | 'createdAt' | 'updatedAt' | 'source' | 'itemCount'
> & {
  items: Array<Omit<WeighShipmentItemTable, 'id' | 'shipmentId' | 'deliveryNo'>>
}
export interface Counts {
  inserted: number
  updated: number
  unchanged: number
}

const IN_BATCH = 500
const same = (a: Record<string, unknown>, b: Record<string, unknown>, keys: readonly string[]) =>
  keys.every((k) => (a[k] ?? null) === (b[k] ?? null))

async function byKeys<T>(keys: string[], read: (slice: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = []
  for (let i = 0; i < keys.length; i += IN_BATCH) out.push(...(await read(keys.slice(i, i + IN_BATCH))))
  return out
}

const MATERIAL_KEYS = [
  'name',
  'nameEn',
  'materialType',
  'materialGroup',
  'baseUnit',
  'grossWeight',
  'netWeight',
  'weightUnit',
  'deleted',
  'sapChangedAt',
] as const

/** Upserts materials (the last of a number given twice wins). */
export async function upsertMaterials(
  trx: Kysely<DB>,
  rows: MaterialValues[],
  source: SapSource,
  counts: Counts,
): Promise<void> {
  const latest = new Map(rows.map((r) => [r.materialNo, r]))
  const existing = new Map(
    (
      await byKeys([...latest.keys()], (slice) =>
        trx.selectFrom('weighMaterial').selectAll().where('materialNo', 'in', slice).execute(),
      )
    ).map((r) => [r.materialNo, r]),
  )
  const now = nowIso()
  const inserts: WeighMaterialTable[] = []
  for (const row of latest.values()) {
    const old = existing.get(row.materialNo)
    if (!old) {
      inserts.push({ ...row, id: newId(), source, createdAt: now, updatedAt: now })
      continue
    }
    if (same(old, row, MATERIAL_KEYS) && old.source === source) {
      counts.unchanged++
      continue
    }
    await trx
      .updateTable('weighMaterial')
      .set({ ...row, source, updatedAt: now })
      .where('id', '=', old.id)
      .execute()
    counts.updated++
  }
  for (let i = 0; i < inserts.length; i += 100)
    await trx
      .insertInto('weighMaterial')
      .values(inserts.slice(i, i + 100))
      .execute()
  counts.inserted += inserts.length
}

const SHIPMENT_KEYS = [
  'referenceNo',
  'partner',
  'shippingPoint',
  'plannedDay',
  'grossWeight',
  'weightUnit',
  'movementStatus',
  'sapChangedAt',
] as const
const ITEM_KEYS = [
  'itemNo',
  'materialNo',
  'description',
  'quantity',
  'unit',
  'plant',
  'storageLocation',
  'referenceNo',
  'referenceItem',
] as const
const itemsKey = (items: ReadonlyArray<object>) =>
  JSON.stringify(
    ([...items] as Array<Record<string, unknown>>)
      .sort((a, b) => String(a.itemNo).localeCompare(String(b.itemNo)))
      .map((i) => ITEM_KEYS.map((k) => i[k] ?? null)),
  )

/** Upserts deliveries with their items (a changed delivery's items are replaced as a whole). */
export async function upsertShipments(
  trx: Kysely<DB>,
  rows: ShipmentValues[],
  source: SapSource,
  counts: Counts,
): Promise<void> {
  const latest = new Map(rows.map((r) => [r.deliveryNo, r]))
  const keys = [...latest.keys()]
  const existing = new Map(
    (
      await byKeys(keys, (slice) =>
        trx.selectFrom('weighShipment').selectAll().where('deliveryNo', 'in', slice).execute(),
      )
    ).map((r) => [r.deliveryNo, r]),
  )
  const oldItems = new Map<string, WeighShipmentItemTable[]>()
  for (const item of await byKeys(
    keys.filter((k) => existing.has(k)),
    (slice) => trx.selectFrom('weighShipmentItem').selectAll().where('deliveryNo', 'in', slice).execute(),
  ))
    oldItems.set(item.deliveryNo, [...(oldItems.get(item.deliveryNo) ?? []), item])
  const now = nowIso()
  for (const { items, ...header } of latest.values()) {
    const old = existing.get(header.deliveryNo)
    if (
      old &&
      old.source === source &&
      same(old, header, SHIPMENT_KEYS) &&
      itemsKey(oldItems.get(header.deliveryNo) ?? []) === itemsKey(items)
    ) {
      counts.unchanged++
      continue
    }
    const id = old?.id ?? newId()
    const values = { ...header, source, itemCount: items.length, updatedAt: now }
    if (old) {
      await trx.updateTable('weighShipment').set(values).where('id', '=', id).execute()
      await trx.deleteFrom('weighShipmentItem').where('shipmentId', '=', id).execute()
      counts.updated++
    } else {
      await trx
        .insertInto('weighShipment')
        .values({ ...values, id, createdAt: now })
        .execute()
      counts.inserted++
    }
    if (items.length)
      await trx
        .insertInto('weighShipmentItem')
        .values(items.map((i) => ({ ...i, id: newId(), shipmentId: id, deliveryNo: header.deliveryNo })))
        .execute()
  }
}
