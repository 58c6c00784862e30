import { addTextSearch, dropTextSearch } from '../../core/search.js'
import { createIndexes } from './indexes.js'
import { applicationColumns, createTable, DAY, type Db, dropTables, ID, TIME } from './tables.js'

/**
 * Entry work (issue 10, deliverable 6).
 * - `krs_work`: one entry-work application, from draft to decision. Its form is JSON (workers,
 *   vehicles, attachments); what lists filter and show are columns.
 * - `krs_work_pass`: a worker's pass, made on approval: a random code (the QR code the gate reads),
 *   the days it opens, ACTIVE or REVOKED (with why and by whom).
 */
export async function up(db: Db): Promise<void> {
  await createTable(
    db,
    'krs_work',
    applicationColumns({
      contractor_id: ID,
      contractor_name: ['varchar(128)', 'notNull'],
      project: ['varchar(128)', 'notNull'],
      host_org_id: ID,
      responsible_user_id: ID,
      start_day: DAY,
      end_day: DAY,
      worker_count: ['integer', { default: 0 }],
      hazardous: ['integer', { default: 0 }],
    }),
  )
  await createIndexes(db, 'krs_work', {
    krs_work_open: ['open_id', 'created_at', 'id'],
    krs_work_status: ['status', 'created_at', 'id'],
    // The status rides along: the staff list leaves drafts out, and counting or walking to a deep
    // page then reads only this index, never the wide rows (their form JSON).
    krs_work_created: ['created_at', 'id', 'status'],
  })
  await addTextSearch(db, 'krs_work', 'contractor_name')

  await createTable(db, 'krs_work_pass', {
    work_id: [ID, 'notNull'],
    person_id: [ID, 'notNull'],
    person_name: ['varchar(64)', 'notNull'],
    work_type: ['varchar(64)', 'notNull'],
    code: ['varchar(64)', 'notNull'],
    valid_from: [DAY, 'notNull'],
    valid_until: [DAY, 'notNull'],
    status: ['varchar(16)', 'notNull'],
    revoked_reason: 'varchar(255)',
    revoked_by: ID,
    revoked_at: TIME,
    created_at: [TIME, 'notNull'],
  })
  await createIndexes(db, 'krs_work_pass', {
    krs_work_pass_code: { unique: ['code'] },
    krs_work_pass_work: ['work_id'],
  })
}

export async function down(db: Db): Promise<void> {
  await dropTextSearch(db, 'krs_work', 'contractor_name')
  await dropTables(db, ['krs_work_pass', 'krs_work'])
}
