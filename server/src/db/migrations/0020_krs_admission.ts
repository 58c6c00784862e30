import { addTextSearch, dropTextSearch } from '../../core/search.js'
import { createIndexes } from './indexes.js'
import {
  addColumns,
  applicationColumns,
  createTable,
  DAY,
  type Db,
  dropColumns,
  dropTables,
  ID,
  SORT,
  TIME,
} from './tables.js'

/**
 * Contractor admission (issue 10, `modules/krs/admission`):
 * - `krs_admission`: one application as its contractor filled it in, from draft to decision; its
 *   documents and people are JSON (a snapshot of what was approved, never searched by field).
 * - `krs_contractor`: an admitted contractor (one per credit code), its validity and standing, with
 *   its qualification documents and people as rows: expiry jobs and entry work read them by field.
 * - `dev_file.client_id`: the external user (openId) who uploaded a file from a phone page.
 */
export async function up(db: Db): Promise<void> {
  await createTable(
    db,
    'krs_admission',
    applicationColumns(
      {
        contractor_id: ID,
        company_name: ['varchar(128)', 'notNull'],
        credit_code: 'varchar(18)',
        host_org_id: ID,
        person_count: ['integer', { default: 0 }],
      },
      { docs_json: 'text', persons_json: 'text' },
    ),
  )
  await createIndexes(db, 'krs_admission', {
    krs_admission_open: ['open_id', 'created_at', 'id'],
    krs_admission_status: ['status', 'created_at', 'id'],
    krs_admission_created: ['created_at', 'id'],
    krs_admission_credit: ['credit_code'],
  })
  await addTextSearch(db, 'krs_admission', 'company_name')

  await createTable(db, 'krs_contractor', {
    name: ['varchar(128)', 'notNull'],
    credit_code: ['varchar(18)', 'notNull'],
    legal_rep: ['varchar(64)', 'notNull'],
    address: ['varchar(255)', 'notNull'],
    contact_name: ['varchar(64)', 'notNull'],
    contact_phone: ['varchar(16)', 'notNull'],
    host_org_id: ID,
    scope: ['varchar(1000)', 'notNull'],
    insurance_company: 'varchar(128)',
    insurance_policy_no: 'varchar(64)',
    insurance_expiry: DAY,
    /** ADMITTED, EXPIRED or BLACKLISTED. */
    status: ['varchar(16)', 'notNull'],
    admitted_at: [TIME, 'notNull'],
    valid_until: [DAY, 'notNull'],
    blacklist_reason: 'varchar(500)',
    /** The external user whose application admitted it (its applications list follows it). */
    open_id: [ID, 'notNull'],
    admission_id: [ID, 'notNull'],
    created_at: [TIME, 'notNull'],
    updated_at: TIME,
    updated_user: ID,
  })
  await createIndexes(db, 'krs_contractor', {
    krs_contractor_credit: { unique: ['credit_code'] },
    krs_contractor_status: ['status', 'valid_until'],
    krs_contractor_open: ['open_id'],
    krs_contractor_created: ['created_at', 'id'],
  })

  await addTextSearch(db, 'krs_contractor', 'name')

  await createTable(db, 'krs_contractor_person', {
    contractor_id: [ID, 'notNull'],
    name: ['varchar(64)', 'notNull'],
    id_card: ['varchar(18)', 'notNull'],
    phone: ['varchar(16)', 'notNull'],
    job_type: ['varchar(64)', 'notNull'],
    cert_type: 'varchar(64)',
    cert_no: 'varchar(64)',
    cert_expiry: DAY,
    cert_photo_id: ID,
    ...SORT,
  })
  await createIndexes(db, 'krs_contractor_person', {
    krs_contractor_person_owner: ['contractor_id', 'sort_code'],
    krs_contractor_person_cert: ['cert_expiry'],
  })

  await createTable(db, 'krs_contractor_doc', {
    contractor_id: [ID, 'notNull'],
    doc_type: ['varchar(64)', 'notNull'],
    doc_no: ['varchar(64)', 'notNull'],
    issue_date: DAY,
    expiry_date: [DAY, 'notNull'],
    file_id: [ID, 'notNull'],
    ...SORT,
  })
  await createIndexes(db, 'krs_contractor_doc', {
    krs_contractor_doc_owner: ['contractor_id', 'sort_code'],
    krs_contractor_doc_expiry: ['expiry_date'],
  })

  await addColumns(db, 'dev_file', { client_id: ID })
}

export async function down(db: Db): Promise<void> {
  await dropColumns(db, 'dev_file', ['client_id'])
  await dropTextSearch(db, 'krs_contractor', 'name')
  await dropTextSearch(db, 'krs_admission', 'company_name')
  await dropTables(db, ['krs_contractor_doc', 'krs_contractor_person', 'krs_contractor', 'krs_admission'])
}
