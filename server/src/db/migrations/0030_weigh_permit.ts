import { addPrefixSearch, addTextSearch, dropPrefixSearch, dropTextSearch } from '../../core/search.js'
import { createIndexes } from './indexes.js'
import { applicationColumns, createTable, type Db, dropTables, ID, TIME } from './tables.js'

const QTY = 'double precision'

/**
 * Goods release permits (issue 26).
 * - `weigh_permit`: one permit, from draft to decision. Its form is JSON (goods lines, photos);
 *   what lists filter and show are columns. Approved, it gets its number (the QR code the gate and
 *   the weighbridge read) and `progress` OPEN; weighed out it is WEIGHED (with the net), through the
 *   gate LEFT: used up.
 */
export async function up(db: Db): Promise<void> {
  await createTable(
    db,
    'weigh_permit',
    applicationColumns({
      permit_no: 'varchar(20)',
      applicant_name: ['varchar(64)', 'notNull'],
      org_id: ID,
      org_name: 'varchar(128)',
      responsible_user_id: ID,
      reason: 'varchar(64)',
      plate: 'varchar(16)',
      exit_at: 'varchar(16)',
      line_count: ['integer', { default: 0 }],
      expected_weight: QTY,
      progress: 'varchar(8)',
      weighed_net: QTY,
      weigh_record_id: ID,
      left_at: TIME,
    }),
  )
  await createIndexes(db, 'weigh_permit', {
    weigh_permit_open: ['open_id', 'created_at', 'id'],
    weigh_permit_created: ['created_at', 'id', 'status'],
    // The progress filter (waiting, weighed, left) walks its own rows, newest first.
    weigh_permit_progress: ['progress', 'created_at', 'id', 'status'],
    weigh_permit_no: { unique: ['permit_no'] },
    // The weighing page finds a vehicle's approved permits by its plate.
    weigh_permit_plate: ['plate', 'progress'],
  })
  await addTextSearch(db, 'weigh_permit', 'applicant_name')
  await addPrefixSearch(db, 'weigh_permit', 'plate', 16)
}

export async function down(db: Db): Promise<void> {
  await dropPrefixSearch(db, 'weigh_permit', 'plate')
  await dropTextSearch(db, 'weigh_permit', 'applicant_name')
  await dropTables(db, ['weigh_permit'])
}
