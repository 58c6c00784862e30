import type { Kysely } from 'kysely'
import { dialectOf } from '../../core/search.js'
import { addJob } from './jobs.js'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
type Db = Kysely<any>

const ID = 'varchar(64)'
const TIME = 'varchar(32)'
const DAY = 'varchar(10)'

/**
 * Contractor management (issue 10, `modules/krs/contractor`):
 * - `krs_contractor_assignment`: which department uses which contractor, for which project and when.
 * - `krs_contractor_history`: every change to a contractor (who, when, the fields before and after).
 * - `warned_*` columns: the expiry day a warning was last sent for, so the daily job warns once per
 *   expiry (and again when it is renewed and comes close again).
 * - indexes for the list's filters in its default order.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('krs_contractor_assignment')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('contractor_id', ID, (c) => c.notNull())
    .addColumn('org_id', ID, (c) => c.notNull())
    .addColumn('project', 'varchar(128)', (c) => c.notNull())
    .addColumn('start_day', DAY, (c) => c.notNull())
    .addColumn('end_day', DAY)
    .addColumn('remark', 'varchar(255)')
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('created_user', ID)
    .execute()
  await db.schema
    .createIndex('krs_contractor_assignment_owner')
    .on('krs_contractor_assignment')
    .columns(['contractor_id', 'start_day'])
    .execute()

  await db.schema
    .createTable('krs_contractor_history')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('contractor_id', ID, (c) => c.notNull())
    .addColumn('event', 'varchar(16)', (c) => c.notNull())
    /** `[{field, before, after}]` of the fields that changed. */
    .addColumn('changes_json', 'text', (c) => c.notNull())
    .addColumn('note', 'varchar(500)')
    .addColumn('user_id', ID)
    .addColumn('user_name', 'varchar(64)')
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('krs_contractor_history_owner')
    .on('krs_contractor_history')
    .columns(['contractor_id', 'created_at', 'id'])
    .execute()

  await db.schema.alterTable('krs_contractor').addColumn('warned_until', DAY).execute()
  await db.schema.alterTable('krs_contractor_doc').addColumn('warned_expiry', DAY).execute()
  await db.schema.alterTable('krs_contractor_person').addColumn('warned_expiry', DAY).execute()
  await db.schema
    .createIndex('krs_contractor_status_created')
    .on('krs_contractor')
    .columns(['status', 'created_at', 'id'])
    .execute()
  await db.schema
    .createIndex('krs_contractor_host')
    .on('krs_contractor')
    .columns(['host_org_id', 'created_at', 'id'])
    .execute()
  // The phone's `getContractorList` finds a contractor by its contact's verified phone too.
  await db.schema
    .createIndex('krs_contractor_contact')
    .on('krs_contractor')
    .columns(['contact_phone'])
    .execute()
  // Those about to expire, soonest first: only admitted ones, without walking past the expired.
  await db.schema
    .createIndex('krs_contractor_status_valid')
    .on('krs_contractor')
    .columns(['status', 'valid_until', 'id'])
    .execute()
  await db.schema
    .createIndex('krs_contractor_valid')
    .on('krs_contractor')
    .columns(['valid_until', 'id'])
    .execute()

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
  for (const i of [
    'krs_contractor_valid',
    'krs_contractor_contact',
    'krs_contractor_host',
    'krs_contractor_status_created',
  ])
    await (dialectOf(db) === 'mysql'
      ? db.schema.dropIndex(i).on('krs_contractor')
      : db.schema.dropIndex(i)
    ).execute()
  await db.schema.alterTable('krs_contractor_person').dropColumn('warned_expiry').execute()
  await db.schema.alterTable('krs_contractor_doc').dropColumn('warned_expiry').execute()
  await db.schema.alterTable('krs_contractor').dropColumn('warned_until').execute()
  await db.schema.dropTable('krs_contractor_history').execute()
  await db.schema.dropTable('krs_contractor_assignment').execute()
}
