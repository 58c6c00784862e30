import { addPrefixSearch, addTextSearch, dropPrefixSearch, dropTextSearch } from '../../core/search.js'
import { createIndexes } from './indexes.js'
import { applicationColumns, createTable, type Db, dropTables, ID, TIME } from './tables.js'

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
  await createTable(
    db,
    'krs_visit',
    applicationColumns({
      visitor_name: ['varchar(64)', 'notNull'],
      phone: 'varchar(20)',
      id_type: 'varchar(32)',
      id_no: 'varchar(32)',
      company: 'varchar(128)',
      reason: 'varchar(64)',
      host_user_id: ID,
      host_name: 'varchar(64)',
      host_org_id: ID,
      visit_start: MINUTE,
      visit_end: MINUTE,
      plate: 'varchar(16)',
      pass_code: 'varchar(32)',
      cancel_reason: 'varchar(255)',
      cancelled_by: ID,
      checked_in_at: TIME,
      checked_out_at: TIME,
    }),
  )
  await createIndexes(db, 'krs_visit', {
    krs_visit_open: ['open_id', 'created_at', 'id'],
    krs_visit_created: ['created_at', 'id', 'status'],
    // A day's visitors (the list's day filter, the workbench card) by their window's start.
    krs_visit_start: ['visit_start', 'id', 'status'],
    krs_visit_pass: { unique: ['pass_code'] },
    krs_visit_id_no: ['id_no'],
  })
  await addTextSearch(db, 'krs_visit', 'visitor_name')
  await addTextSearch(db, 'krs_visit', 'host_name')
  await addPrefixSearch(db, 'krs_visit', 'phone', 20)

  await createTable(db, 'krs_visit_blacklist', {
    id_type: ['varchar(32)', 'notNull'],
    id_no: ['varchar(32)', 'notNull'],
    name: ['varchar(64)', 'notNull'],
    phone: 'varchar(20)',
    reason: ['varchar(255)', 'notNull'],
    created_by: ID,
    created_by_name: 'varchar(64)',
    created_at: [TIME, 'notNull'],
  })
  await createIndexes(db, 'krs_visit_blacklist', {
    krs_visit_blacklist_doc: { unique: ['id_type', 'id_no'] },
    krs_visit_blacklist_created: ['created_at', 'id'],
  })

  await createTable(db, 'krs_visit_rule', {
    reason: ['varchar(64)', 'key'],
    safety: ['varchar(16)', 'notNull'],
    updated_at: [TIME, 'notNull'],
  })
  await createTable(db, 'krs_visit_notice', {
    lang: ['varchar(8)', 'key'],
    content: ['text', 'notNull'],
    updated_at: [TIME, 'notNull'],
  })

  await createTable(db, 'krs_gate_log', {
    kind: ['varchar(8)', 'notNull'],
    ref_id: [ID, 'notNull'],
    person_name: ['varchar(64)', 'notNull'],
    direction: ['varchar(4)', 'notNull'],
    at: [TIME, 'notNull'],
    guard_id: [ID, 'notNull'],
    guard_name: ['varchar(64)', 'notNull'],
  })
  await createIndexes(db, 'krs_gate_log', {
    krs_gate_log_ref: ['kind', 'ref_id', 'at'],
    krs_gate_log_at: ['at', 'id'],
  })

  await createTable(db, 'krs_gate_inside', {
    pass_key: ['varchar(80)', 'key'],
    kind: ['varchar(8)', 'notNull'],
    ref_id: [ID, 'notNull'],
    person_name: ['varchar(64)', 'notNull'],
    detail: 'varchar(255)',
    since: [TIME, 'notNull'],
    guard_name: ['varchar(64)', 'notNull'],
  })
  await createIndexes(db, 'krs_gate_inside', { krs_gate_inside_since: ['since', 'pass_key'] })
}

export async function down(db: Db): Promise<void> {
  await dropPrefixSearch(db, 'krs_visit', 'phone')
  await dropTextSearch(db, 'krs_visit', 'host_name')
  await dropTextSearch(db, 'krs_visit', 'visitor_name')
  await dropTables(db, [
    'krs_gate_inside',
    'krs_gate_log',
    'krs_visit_notice',
    'krs_visit_rule',
    'krs_visit_blacklist',
    'krs_visit',
  ])
}
