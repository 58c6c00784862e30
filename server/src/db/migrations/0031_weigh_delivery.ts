import { addPrefixSearch, addTextSearch, dropPrefixSearch, dropTextSearch } from '../../core/search.js'
import { createIndexes } from './indexes.js'
import { applicationColumns, createTable, type Db, dropTables, ID, TIME } from './tables.js'

const QTY = 'double precision'

/**
 * Delivery notes (issue 26).
 * - `weigh_delivery`: one note, from draft to decision. Its form is JSON (the lines as the source
 *   gave them, with the quantities delivered); what lists filter and show are columns. Approved, it
 *   gets its number (the QR code the gate and the weighbridge read) and `progress` OPEN; weighed it is
 *   WEIGHED, through the gate on the way out LEFT. `order_no` (with `source`) finds the notes of one
 *   order: what they announce is no longer open.
 */
export async function up(db: Db): Promise<void> {
  await createTable(
    db,
    'weigh_delivery',
    applicationColumns({
      delivery_no: 'varchar(20)',
      source: ['varchar(8)', 'notNull'],
      order_no: ['varchar(20)', 'notNull'],
      vendor_name: 'varchar(128)',
      receiver_user_id: ID,
      host_org_id: ID,
      plate: 'varchar(16)',
      arrive_at: 'varchar(16)',
      line_count: ['integer', { default: 0 }],
      expected_weight: QTY,
      progress: 'varchar(8)',
      weighed_net: QTY,
      weigh_record_id: ID,
      left_at: TIME,
    }),
  )
  await createIndexes(db, 'weigh_delivery', {
    weigh_delivery_open: ['open_id', 'created_at', 'id'],
    weigh_delivery_created: ['created_at', 'id', 'status'],
    // The progress filter (waiting, weighed, left) walks its own rows, newest first.
    weigh_delivery_progress: ['progress', 'created_at', 'id', 'status'],
    weigh_delivery_no: { unique: ['delivery_no'] },
    weigh_delivery_order: ['order_no', 'source', 'status'],
    // The weighing page finds a vehicle's approved notes by its plate.
    weigh_delivery_plate: ['plate', 'progress'],
  })
  await addTextSearch(db, 'weigh_delivery', 'vendor_name')
  await addPrefixSearch(db, 'weigh_delivery', 'order_no', 20)
  await addPrefixSearch(db, 'weigh_delivery', 'plate', 16)
}

export async function down(db: Db): Promise<void> {
  await dropPrefixSearch(db, 'weigh_delivery', 'plate')
  await dropPrefixSearch(db, 'weigh_delivery', 'order_no')
  await dropTextSearch(db, 'weigh_delivery', 'vendor_name')
  await dropTables(db, ['weigh_delivery'])
}
