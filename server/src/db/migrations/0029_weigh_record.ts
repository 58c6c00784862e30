import { addPrefixSearch, dropPrefixSearch } from '../../core/search.js'
import { createIndexes } from './indexes.js'
import { createTable, type Db, dropTables, ID, TIME } from './tables.js'

const QTY = 'double precision'
/** The columns of one of a record's two weighings (`first_…`, `second_…`). */
const weighing = (p: 'first' | 'second') =>
  ({
    [`${p}_kind`]: 'varchar(8)',
    [`${p}_weight`]: 'integer',
    [`${p}_at`]: TIME,
    [`${p}_bridge_id`]: ID,
    [`${p}_bridge_name`]: 'varchar(64)',
    /** sha256 of the frames the weight was taken from, and the frames (JSON of hex). */
    [`${p}_frames_hash`]: 'varchar(64)',
    [`${p}_frames`]: 'text',
    [`${p}_manual`]: ['integer', { default: 0 }],
    [`${p}_reason`]: 'varchar(255)',
    [`${p}_user_id`]: ID,
    [`${p}_user_name`]: 'varchar(64)',
    [`${p}_photo_id`]: ID,
  }) as const

/**
 * Weighings and storage (issue 26).
 * - `weigh_record`: a vehicle's weighing, OPEN after its first weight and DONE after its second (or
 *   VOID); `open_plate` holds the plate while it is OPEN, so a unique index allows one open weighing
 *   per vehicle whichever process takes it.
 * - `weigh_tare`: every tare a vehicle was weighed at (its history, for reusing a stored tare).
 * - `weigh_stock`: the quantity (kg) per material and location; `weigh_stock_move`: every change of
 *   it, with the weighing or document that made it (append-only).
 */
export async function up(db: Db): Promise<void> {
  await createTable(db, 'weigh_record', {
    record_no: ['varchar(24)', 'notNull'],
    plate: ['varchar(10)', 'notNull'],
    open_plate: 'varchar(10)',
    status: ['varchar(8)', 'notNull'],
    direction: ['varchar(4)', 'notNull'],
    doc_kind: 'varchar(8)',
    doc_id: ID,
    doc_no: 'varchar(64)',
    material_no: 'varchar(40)',
    material_name: 'varchar(128)',
    location: 'varchar(16)',
    ...weighing('first'),
    ...weighing('second'),
    manual: ['integer', { default: 0 }],
    gross: 'integer',
    tare: 'integer',
    net: 'integer',
    tare_source: 'varchar(8)',
    expected: QTY,
    deviation_pct: QTY,
    refused_count: ['integer', { default: 0 }],
    last_refused_weight: 'integer',
    last_refused_at: TIME,
    last_refused_note: 'varchar(255)',
    void_reason: 'varchar(255)',
    voided_by_name: 'varchar(64)',
    voided_at: TIME,
    created_at: [TIME, 'notNull'],
    updated_at: TIME,
    finished_at: TIME,
  })
  await createIndexes(db, 'weigh_record', {
    weigh_record_no: { unique: ['record_no'] },
    weigh_record_open_plate: { unique: ['open_plate'] },
    // The list's order, holding the filters a page asks by (state, by hand): a filtered page walks the
    // index alone.
    weigh_record_created: ['created_at', 'id', 'status', 'manual'],
    weigh_record_status: ['status', 'created_at', 'id'],
    weigh_record_plate: ['plate', 'created_at', 'id'],
    weigh_record_doc: ['doc_no', 'created_at', 'id'],
  })
  await addPrefixSearch(db, 'weigh_record', 'plate', 10)
  await addPrefixSearch(db, 'weigh_record', 'doc_no', 64)
  await createTable(db, 'weigh_tare', {
    plate: ['varchar(10)', 'notNull'],
    tare: ['integer', 'notNull'],
    record_id: [ID, 'notNull'],
    at: [TIME, 'notNull'],
  })
  await createIndexes(db, 'weigh_tare', { weigh_tare_plate: ['plate', 'at'] })
  await createTable(db, 'weigh_stock', {
    material_no: ['varchar(40)', 'notNull'],
    location: ['varchar(16)', 'notNull'],
    quantity: [QTY, 'notNull'],
    updated_at: [TIME, 'notNull'],
  })
  await createIndexes(db, 'weigh_stock', {
    weigh_stock_key: { unique: ['material_no', 'location'] },
    weigh_stock_location: ['location', 'material_no'],
  })
  await addPrefixSearch(db, 'weigh_stock', 'material_no', 40)
  await addPrefixSearch(db, 'weigh_stock', 'location', 16)
  await createTable(db, 'weigh_stock_move', {
    material_no: ['varchar(40)', 'notNull'],
    location: ['varchar(16)', 'notNull'],
    delta: [QTY, 'notNull'],
    ref_kind: ['varchar(8)', 'notNull'],
    ref_id: [ID, 'notNull'],
    ref_no: 'varchar(64)',
    at: [TIME, 'notNull'],
  })
  await createIndexes(db, 'weigh_stock_move', {
    weigh_stock_move_at: ['at', 'id'],
    weigh_stock_move_material: ['material_no', 'location', 'at', 'id'],
  })
}

export async function down(db: Db): Promise<void> {
  await dropPrefixSearch(db, 'weigh_stock', 'location')
  await dropPrefixSearch(db, 'weigh_stock', 'material_no')
  await dropPrefixSearch(db, 'weigh_record', 'doc_no')
  await dropPrefixSearch(db, 'weigh_record', 'plate')
  await dropTables(db, ['weigh_stock_move', 'weigh_stock', 'weigh_tare', 'weigh_record'])
}
