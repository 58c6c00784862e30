import type { Kysely } from 'kysely'
import { addTextSearch, dropTextSearch } from '../../core/search.js'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
type Db = Kysely<any>

const ID = 'varchar(64)'
const TIME = 'varchar(32)'
const DAY = 'varchar(10)'

/**
 * Contractor admission (issue 10, `modules/krs/admission`):
 * - `krs_admission`: one application as its contractor filled it in, from draft to decision; its
 *   documents and people are JSON (a snapshot of what was approved, never searched by field).
 * - `krs_contractor`: an admitted contractor (one per credit code), its validity and standing, with
 *   its qualification documents and people as rows: expiry jobs and entry work read them by field.
 * - `dev_file.client_id`: the external user (openId) who uploaded a file from a phone page.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('krs_admission')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('open_id', ID, (c) => c.notNull())
    /** DRAFT, RUNNING, RETURNED, APPROVED, REJECTED or WITHDRAWN. */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('instance_id', ID)
    .addColumn('contractor_id', ID)
    .addColumn('company_name', 'varchar(128)', (c) => c.notNull())
    .addColumn('credit_code', 'varchar(18)')
    .addColumn('host_org_id', ID)
    .addColumn('person_count', 'integer', (c) => c.notNull().defaultTo(0))
    /** The form's fields other than documents and people (JSON). */
    .addColumn('form_json', 'text', (c) => c.notNull())
    .addColumn('docs_json', 'text')
    .addColumn('persons_json', 'text')
    .addColumn('submitted_at', TIME)
    .addColumn('finished_at', TIME)
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('updated_at', TIME)
    .execute()
  await db.schema
    .createIndex('krs_admission_open')
    .on('krs_admission')
    .columns(['open_id', 'created_at', 'id'])
    .execute()
  await db.schema
    .createIndex('krs_admission_status')
    .on('krs_admission')
    .columns(['status', 'created_at', 'id'])
    .execute()
  await db.schema
    .createIndex('krs_admission_created')
    .on('krs_admission')
    .columns(['created_at', 'id'])
    .execute()
  await db.schema.createIndex('krs_admission_credit').on('krs_admission').columns(['credit_code']).execute()
  await addTextSearch(db, 'krs_admission', 'company_name')

  await db.schema
    .createTable('krs_contractor')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('credit_code', 'varchar(18)', (c) => c.notNull())
    .addColumn('legal_rep', 'varchar(64)', (c) => c.notNull())
    .addColumn('address', 'varchar(255)', (c) => c.notNull())
    .addColumn('contact_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('contact_phone', 'varchar(16)', (c) => c.notNull())
    .addColumn('host_org_id', ID)
    .addColumn('scope', 'varchar(1000)', (c) => c.notNull())
    .addColumn('insurance_company', 'varchar(128)')
    .addColumn('insurance_policy_no', 'varchar(64)')
    .addColumn('insurance_expiry', DAY)
    /** ADMITTED, EXPIRED or BLACKLISTED. */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('admitted_at', TIME, (c) => c.notNull())
    .addColumn('valid_until', DAY, (c) => c.notNull())
    .addColumn('blacklist_reason', 'varchar(500)')
    /** The external user whose application admitted it (its applications list follows it). */
    .addColumn('open_id', ID, (c) => c.notNull())
    .addColumn('admission_id', ID, (c) => c.notNull())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('updated_at', TIME)
    .addColumn('updated_user', ID)
    .execute()
  await db.schema
    .createIndex('krs_contractor_credit')
    .on('krs_contractor')
    .columns(['credit_code'])
    .unique()
    .execute()
  await db.schema
    .createIndex('krs_contractor_status')
    .on('krs_contractor')
    .columns(['status', 'valid_until'])
    .execute()
  await db.schema.createIndex('krs_contractor_open').on('krs_contractor').columns(['open_id']).execute()
  await db.schema
    .createIndex('krs_contractor_created')
    .on('krs_contractor')
    .columns(['created_at', 'id'])
    .execute()

  await addTextSearch(db, 'krs_contractor', 'name')

  await db.schema
    .createTable('krs_contractor_person')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('contractor_id', ID, (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('id_card', 'varchar(18)', (c) => c.notNull())
    .addColumn('phone', 'varchar(16)', (c) => c.notNull())
    .addColumn('job_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('cert_type', 'varchar(64)')
    .addColumn('cert_no', 'varchar(64)')
    .addColumn('cert_expiry', DAY)
    .addColumn('cert_photo_id', ID)
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('krs_contractor_person_owner')
    .on('krs_contractor_person')
    .columns(['contractor_id', 'sort_code'])
    .execute()
  await db.schema
    .createIndex('krs_contractor_person_cert')
    .on('krs_contractor_person')
    .columns(['cert_expiry'])
    .execute()

  await db.schema
    .createTable('krs_contractor_doc')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('contractor_id', ID, (c) => c.notNull())
    .addColumn('doc_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('doc_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('issue_date', DAY)
    .addColumn('expiry_date', DAY, (c) => c.notNull())
    .addColumn('file_id', ID, (c) => c.notNull())
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('krs_contractor_doc_owner')
    .on('krs_contractor_doc')
    .columns(['contractor_id', 'sort_code'])
    .execute()
  await db.schema
    .createIndex('krs_contractor_doc_expiry')
    .on('krs_contractor_doc')
    .columns(['expiry_date'])
    .execute()

  await db.schema.alterTable('dev_file').addColumn('client_id', ID).execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('dev_file').dropColumn('client_id').execute()
  await dropTextSearch(db, 'krs_contractor', 'name')
  await dropTextSearch(db, 'krs_admission', 'company_name')
  for (const t of ['krs_contractor_doc', 'krs_contractor_person', 'krs_contractor', 'krs_admission'])
    await db.schema.dropTable(t).execute()
}
