import { addPrefixSearch, addTextSearch, dropPrefixSearch, dropTextSearch } from '../../core/search.js'
import { createIndexes } from './indexes.js'
import { addJob } from './jobs.js'
import { createTable, DAY, type Db, dropTables, ID, TIME } from './tables.js'

/** A quantity or weight with SAP's three decimals (a double on every engine; rounded when written). */
const QTY = 'double precision'

/**
 * SAP materials and shipments (issue 26): local copies that the Excel import and the OData sync
 * fill, so lookups answer when SAP is down.
 * - `weigh_material`: the material master, one row per material number.
 * - `weigh_shipment` / `weigh_shipment_item`: outbound deliveries and their items.
 * - `weigh_sap_sync`: per entity, the newest change seen (the next run asks only for later ones) and
 *   a lease, so that two processes never sync one entity at once.
 * - `weigh_sap_sync_log`: every run with its counts (append-only).
 */
export async function up(db: Db): Promise<void> {
  await createTable(db, 'weigh_material', {
    material_no: ['varchar(40)', 'notNull'],
    name: ['varchar(128)', 'notNull'],
    name_en: 'varchar(128)',
    material_type: 'varchar(16)',
    material_group: 'varchar(16)',
    base_unit: 'varchar(8)',
    gross_weight: QTY,
    net_weight: QTY,
    weight_unit: 'varchar(8)',
    deleted: ['integer', { default: 0 }],
    source: ['varchar(8)', 'notNull'],
    sap_changed_at: TIME,
    created_at: [TIME, 'notNull'],
    updated_at: [TIME, 'notNull'],
  })
  await createIndexes(db, 'weigh_material', {
    weigh_material_no: { unique: ['material_no'] },
    weigh_material_group: ['material_group', 'material_no'],
  })
  await addTextSearch(db, 'weigh_material', 'name')
  await addPrefixSearch(db, 'weigh_material', 'material_no', 40)

  await createTable(db, 'weigh_shipment', {
    delivery_no: ['varchar(20)', 'notNull'],
    reference_no: 'varchar(20)',
    partner: 'varchar(64)',
    shipping_point: 'varchar(16)',
    planned_day: DAY,
    gross_weight: QTY,
    weight_unit: 'varchar(8)',
    movement_status: 'varchar(4)',
    item_count: ['integer', { default: 0 }],
    source: ['varchar(8)', 'notNull'],
    sap_changed_at: TIME,
    created_at: [TIME, 'notNull'],
    updated_at: [TIME, 'notNull'],
  })
  await createIndexes(db, 'weigh_shipment', {
    weigh_shipment_no: { unique: ['delivery_no'] },
    weigh_shipment_reference: ['reference_no', 'delivery_no'],
    weigh_shipment_planned: ['planned_day', 'delivery_no'],
  })
  await addTextSearch(db, 'weigh_shipment', 'partner')
  await addPrefixSearch(db, 'weigh_shipment', 'delivery_no', 20)

  await createTable(db, 'weigh_shipment_item', {
    shipment_id: [ID, 'notNull'],
    delivery_no: ['varchar(20)', 'notNull'],
    item_no: ['varchar(8)', 'notNull'],
    material_no: ['varchar(40)', 'notNull'],
    description: 'varchar(128)',
    quantity: [QTY, 'notNull'],
    unit: 'varchar(8)',
    plant: 'varchar(8)',
    storage_location: 'varchar(8)',
    reference_no: 'varchar(20)',
    reference_item: 'varchar(8)',
  })
  await createIndexes(db, 'weigh_shipment_item', {
    weigh_shipment_item_no: { unique: ['delivery_no', 'item_no'] },
    weigh_shipment_item_shipment: ['shipment_id', 'item_no'],
    weigh_shipment_item_reference: ['reference_no', 'reference_item'],
  })

  await createTable(db, 'weigh_sap_sync', {
    entity: ['varchar(16)', 'key'],
    watermark: TIME,
    lease_until: TIME,
    lease_owner: 'varchar(80)',
    last_run_at: TIME,
  })
  await createTable(db, 'weigh_sap_sync_log', {
    entity: ['varchar(16)', 'notNull'],
    origin: ['varchar(8)', 'notNull'],
    status: ['varchar(8)', 'notNull'],
    since: TIME,
    watermark: TIME,
    pages: ['integer', { default: 0 }],
    fetched: ['integer', { default: 0 }],
    inserted: ['integer', { default: 0 }],
    updated: ['integer', { default: 0 }],
    unchanged: ['integer', { default: 0 }],
    error: 'varchar(500)',
    user_name: 'varchar(64)',
    started_at: [TIME, 'notNull'],
    finished_at: TIME,
  })
  await createIndexes(db, 'weigh_sap_sync_log', { weigh_sap_sync_log_started: ['started_at', 'id'] })

  // Every half hour, what changed in SAP (`weigh.sapSync`); it does nothing until SAP is configured.
  await addJob(db, {
    id: 'job-weigh-sap-sync',
    name: 'SAP 物料与交货单同步',
    action: 'weigh.sapSync',
    cron: '*/30 * * * *',
  })
}

export async function down(db: Db): Promise<void> {
  await db.deleteFrom('dev_job').where('id', '=', 'job-weigh-sap-sync').execute()
  await dropPrefixSearch(db, 'weigh_shipment', 'delivery_no')
  await dropTextSearch(db, 'weigh_shipment', 'partner')
  await dropPrefixSearch(db, 'weigh_material', 'material_no')
  await dropTextSearch(db, 'weigh_material', 'name')
  await dropTables(db, [
    'weigh_sap_sync_log',
    'weigh_sap_sync',
    'weigh_shipment_item',
    'weigh_shipment',
    'weigh_material',
  ])
}
