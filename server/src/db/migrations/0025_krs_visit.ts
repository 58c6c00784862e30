import type { Kysely } from 'kysely'
import { addPrefixSearch, addTextSearch, dropPrefixSearch, dropTextSearch } from '../../core/search.js'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
type Db = Kysely<any>

const ID = 'varchar(64)'
const TIME = 'varchar(32)'
/** A wall-clock minute on the company's calendar, `YYYY-MM-DD HH:mm`. */
const MINUTE = 'varchar(16)'

/**
 * Visitors and the gate (issue 11).
 * - `krs_visit`: one visitor reservation, from draft to decision (and CANCELLED by staff). Its form
 *   is JSON (companions, items, photo); what lists filter and show are columns. Approved, it gets a
 *   pass code (the QR code the gate reads).
 * - `krs_visit_blacklist`: visitors the gate refuses, by ID document.
 * - `krs_visit_rule`: per visit reason, what a visitor must do first (read the notice, pass an exam);
 *   `krs_visit_notice`: that notice, per language.
 * - `krs_gate_log`: every check-in and check-out, of visitors and entry-work workers (append-only).
 * - `krs_gate_inside`: who is inside now, one row per pass: its key makes a second check-in of the
 *   same pass fail in the database, whichever process the guards reach.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('krs_visit')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('open_id', ID, (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('instance_id', ID)
    .addColumn('visitor_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)')
    .addColumn('id_type', 'varchar(32)')
    .addColumn('id_no', 'varchar(32)')
    .addColumn('company', 'varchar(128)')
    .addColumn('reason', 'varchar(64)')
    .addColumn('host_user_id', ID)
    .addColumn('host_name', 'varchar(64)')
    .addColumn('host_org_id', ID)
    .addColumn('visit_start', MINUTE)
    .addColumn('visit_end', MINUTE)
    .addColumn('plate', 'varchar(16)')
    .addColumn('pass_code', 'varchar(32)')
    .addColumn('cancel_reason', 'varchar(255)')
    .addColumn('cancelled_by', ID)
    .addColumn('checked_in_at', TIME)
    .addColumn('checked_out_at', TIME)
    .addColumn('form_json', 'text', (c) => c.notNull())
    .addColumn('submitted_at', TIME)
    .addColumn('finished_at', TIME)
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('updated_at', TIME)
    .execute()
  await db.schema
    .createIndex('krs_visit_open')
    .on('krs_visit')
    .columns(['open_id', 'created_at', 'id'])
    .execute()
  await db.schema
    .createIndex('krs_visit_created')
    .on('krs_visit')
    .columns(['created_at', 'id', 'status'])
    .execute()
  // A day's visitors (the list's day filter, the workbench card) by their window's start.
  await db.schema
    .createIndex('krs_visit_start')
    .on('krs_visit')
    .columns(['visit_start', 'id', 'status'])
    .execute()
  await db.schema.createIndex('krs_visit_pass').on('krs_visit').columns(['pass_code']).unique().execute()
  await db.schema.createIndex('krs_visit_id_no').on('krs_visit').columns(['id_no']).execute()
  await addTextSearch(db, 'krs_visit', 'visitor_name')
  await addTextSearch(db, 'krs_visit', 'host_name')
  await addPrefixSearch(db, 'krs_visit', 'phone', 20)

  await db.schema
    .createTable('krs_visit_blacklist')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('id_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('id_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)')
    .addColumn('reason', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_by', ID)
    .addColumn('created_by_name', 'varchar(64)')
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('krs_visit_blacklist_doc')
    .on('krs_visit_blacklist')
    .columns(['id_type', 'id_no'])
    .unique()
    .execute()
  await db.schema
    .createIndex('krs_visit_blacklist_created')
    .on('krs_visit_blacklist')
    .columns(['created_at', 'id'])
    .execute()

  await db.schema
    .createTable('krs_visit_rule')
    .addColumn('reason', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('safety', 'varchar(16)', (c) => c.notNull())
    .addColumn('updated_at', TIME, (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('krs_visit_notice')
    .addColumn('lang', 'varchar(8)', (c) => c.primaryKey())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_at', TIME, (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('krs_gate_log')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('ref_id', ID, (c) => c.notNull())
    .addColumn('person_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('direction', 'varchar(4)', (c) => c.notNull())
    .addColumn('at', TIME, (c) => c.notNull())
    .addColumn('guard_id', ID, (c) => c.notNull())
    .addColumn('guard_name', 'varchar(64)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('krs_gate_log_ref')
    .on('krs_gate_log')
    .columns(['kind', 'ref_id', 'at'])
    .execute()
  await db.schema.createIndex('krs_gate_log_at').on('krs_gate_log').columns(['at', 'id']).execute()

  await db.schema
    .createTable('krs_gate_inside')
    .addColumn('pass_key', 'varchar(80)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('ref_id', ID, (c) => c.notNull())
    .addColumn('person_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('detail', 'varchar(255)')
    .addColumn('since', TIME, (c) => c.notNull())
    .addColumn('guard_name', 'varchar(64)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('krs_gate_inside_since')
    .on('krs_gate_inside')
    .columns(['since', 'pass_key'])
    .execute()
}

export async function down(db: Db): Promise<void> {
  await dropPrefixSearch(db, 'krs_visit', 'phone')
  await dropTextSearch(db, 'krs_visit', 'host_name')
  await dropTextSearch(db, 'krs_visit', 'visitor_name')
  for (const t of [
    'krs_gate_inside',
    'krs_gate_log',
    'krs_visit_notice',
    'krs_visit_rule',
    'krs_visit_blacklist',
    'krs_visit',
  ])
    await db.schema.dropTable(t).execute()
}
