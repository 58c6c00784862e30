import { createIndexes, dropIndexes } from './indexes.js'
import { addJob } from './jobs.js'
import { addColumns, createTable, DAY, type Db, dropColumns, dropTables, ID, TIME } from './tables.js'

/**
 * Contractor management (issue 10, `modules/krs/contractor`):
 * - `krs_contractor_assignment`: which department uses which contractor, for which project and when.
 * - `krs_contractor_history`: every change to a contractor (who, when, the fields before and after).
 * - `warned_*` columns: the expiry day a warning was last sent for, so the daily job warns once per
 *   expiry (and again when it is renewed and comes close again).
 * - indexes for the list's filters in its default order.
 */
export async function up(db: Db): Promise<void> {
  await createTable(db, 'krs_contractor_assignment', {
    contractor_id: [ID, 'notNull'],
    org_id: [ID, 'notNull'],
    project: ['varchar(128)', 'notNull'],
    start_day: [DAY, 'notNull'],
    end_day: DAY,
    remark: 'varchar(255)',
    created_at: [TIME, 'notNull'],
    created_user: ID,
  })
  await createIndexes(db, 'krs_contractor_assignment', {
    krs_contractor_assignment_owner: ['contractor_id', 'start_day'],
  })

  await createTable(db, 'krs_contractor_history', {
    contractor_id: [ID, 'notNull'],
    event: ['varchar(16)', 'notNull'],
    /** `[{field, before, after}]` of the fields that changed. */
    changes_json: ['text', 'notNull'],
    note: 'varchar(500)',
    user_id: ID,
    user_name: 'varchar(64)',
    created_at: [TIME, 'notNull'],
  })
  await createIndexes(db, 'krs_contractor_history', {
    krs_contractor_history_owner: ['contractor_id', 'created_at', 'id'],
  })

  await addColumns(db, 'krs_contractor', { warned_until: DAY })
  await addColumns(db, 'krs_contractor_doc', { warned_expiry: DAY })
  await addColumns(db, 'krs_contractor_person', { warned_expiry: DAY })
  await createIndexes(db, 'krs_contractor', {
    krs_contractor_status_created: ['status', 'created_at', 'id'],
    krs_contractor_host: ['host_org_id', 'created_at', 'id'],
    // The phone's `getContractorList` finds a contractor by its contact's verified phone too.
    krs_contractor_contact: ['contact_phone'],
    // Those about to expire, soonest first: only admitted ones, without walking past the expired.
    krs_contractor_status_valid: ['status', 'valid_until', 'id'],
    krs_contractor_valid: ['valid_until', 'id'],
  })

  // Every morning: warn hosts of expiries within 30 days, mark the expired (`krs.expiry`).
  await addJob(db, {
    id: 'job-krs-expiry',
    name: '承包商资质到期提醒',
    action: 'krs.expiry',
    cron: '0 7 * * *',
  })
}

export async function down(db: Db): Promise<void> {
  await db.deleteFrom('dev_job').where('id', '=', 'job-krs-expiry').execute()
  await dropIndexes(db, 'krs_contractor', [
    'krs_contractor_valid',
    'krs_contractor_contact',
    'krs_contractor_host',
    'krs_contractor_status_created',
  ])
  await dropColumns(db, 'krs_contractor_person', ['warned_expiry'])
  await dropColumns(db, 'krs_contractor_doc', ['warned_expiry'])
  await dropColumns(db, 'krs_contractor', ['warned_until'])
  await dropTables(db, ['krs_contractor_history', 'krs_contractor_assignment'])
}
