import type { Kysely } from 'kysely'
import { addTextSearch, dropTextSearch } from '../../core/search.js'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
type Db = Kysely<any>

const ID = 'varchar(64)'
const TIME = 'varchar(32)'
const DAY = 'varchar(10)'

/**
 * Entry work (issue 10, deliverable 6).
 * - `krs_work`: one entry-work application, from draft to decision. Its form is JSON (workers,
 *   vehicles, attachments); what lists filter and show are columns.
 * - `krs_work_pass`: a worker's pass, made on approval: a random code (the QR code the gate reads),
 *   the days it opens, ACTIVE or REVOKED (with why and by whom).
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('krs_work')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('open_id', ID, (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('instance_id', ID)
    .addColumn('contractor_id', ID)
    .addColumn('contractor_name', 'varchar(128)', (c) => c.notNull())
    .addColumn('project', 'varchar(128)', (c) => c.notNull())
    .addColumn('host_org_id', ID)
    .addColumn('responsible_user_id', ID)
    .addColumn('start_day', DAY)
    .addColumn('end_day', DAY)
    .addColumn('worker_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hazardous', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('form_json', 'text', (c) => c.notNull())
    .addColumn('submitted_at', TIME)
    .addColumn('finished_at', TIME)
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('updated_at', TIME)
    .execute()
  await db.schema
    .createIndex('krs_work_open')
    .on('krs_work')
    .columns(['open_id', 'created_at', 'id'])
    .execute()
  await db.schema
    .createIndex('krs_work_status')
    .on('krs_work')
    .columns(['status', 'created_at', 'id'])
    .execute()
  // The status rides along: the staff list leaves drafts out, and counting or walking to a deep page
  // then reads only this index, never the wide rows (their form JSON).
  await db.schema
    .createIndex('krs_work_created')
    .on('krs_work')
    .columns(['created_at', 'id', 'status'])
    .execute()
  await addTextSearch(db, 'krs_work', 'contractor_name')

  await db.schema
    .createTable('krs_work_pass')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('work_id', ID, (c) => c.notNull())
    .addColumn('person_id', ID, (c) => c.notNull())
    .addColumn('person_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('work_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('valid_from', DAY, (c) => c.notNull())
    .addColumn('valid_until', DAY, (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('revoked_reason', 'varchar(255)')
    .addColumn('revoked_by', ID)
    .addColumn('revoked_at', TIME)
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('krs_work_pass_code').on('krs_work_pass').columns(['code']).unique().execute()
  await db.schema.createIndex('krs_work_pass_work').on('krs_work_pass').columns(['work_id']).execute()
}

export async function down(db: Db): Promise<void> {
  await dropTextSearch(db, 'krs_work', 'contractor_name')
  for (const t of ['krs_work_pass', 'krs_work']) await db.schema.dropTable(t).execute()
}
