import { createIndexes } from './indexes.js'
import { addColumns, createTable, type Db, dropColumns, dropTables, ID, TIME } from './tables.js'

/**
 * Weighings refused for a load over the document (issue 41) and the simulated bridge:
 * - `weigh_refusal`: every refused attempt (the weight, the net against the document, who, when, on
 *   which bridge), read by the weighing and by its document's detail;
 * - a permit's and a delivery note's count of refused attempts and the last one's time, so their
 *   lists flag them without reading the refusals;
 * - `weigh_bridge.simulated`: a bridge whose readings the server makes up (the demo bridge of a fresh
 *   installation), with the weight put on it (`sim_weight`), the one before, and when.
 */
const DOC_COLUMNS = { refused_count: ['integer', { default: 0 }], last_refused_at: TIME } as const

export async function up(db: Db): Promise<void> {
  await createTable(db, 'weigh_refusal', {
    record_id: [ID, 'notNull'],
    doc_kind: 'varchar(8)',
    doc_id: ID,
    plate: ['varchar(10)', 'notNull'],
    weight: ['integer', 'notNull'],
    net: ['integer', 'notNull'],
    expected: ['double precision', 'notNull'],
    pct: ['double precision', 'notNull'],
    tolerance: ['double precision', 'notNull'],
    bridge_name: 'varchar(64)',
    manual: ['integer', { default: 0 }],
    user_id: ID,
    user_name: 'varchar(64)',
    at: [TIME, 'notNull'],
  })
  await createIndexes(db, 'weigh_refusal', {
    weigh_refusal_doc: ['doc_id', 'at', 'id'],
    weigh_refusal_record: ['record_id', 'at', 'id'],
  })
  for (const table of ['weigh_permit', 'weigh_delivery']) await addColumns(db, table, DOC_COLUMNS)
  await addColumns(db, 'weigh_bridge', {
    simulated: ['integer', { default: 0 }],
    sim_weight: 'integer',
    sim_from: 'integer',
    sim_set_at: TIME,
  })
}

export async function down(db: Db): Promise<void> {
  await dropColumns(db, 'weigh_bridge', ['simulated', 'sim_weight', 'sim_from', 'sim_set_at'])
  for (const table of ['weigh_permit', 'weigh_delivery'])
    await dropColumns(db, table, Object.keys(DOC_COLUMNS))
  await dropTables(db, ['weigh_refusal'])
}
