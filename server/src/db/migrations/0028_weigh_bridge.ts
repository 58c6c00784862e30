import { createIndexes } from './indexes.js'
import { addJob } from './jobs.js'
import { AUDIT, createTable, type Db, dropTables, ID, SORT, TIME } from './tables.js'

/**
 * Weighbridges and what their indicators read (issue 26).
 * - `weigh_bridge`: a bridge, its indicator's serial settings and protocol, its capacity and
 *   division, and its scale agent's key (stored hashed) and last word.
 * - `weigh_reading`: every reading a scale agent sent, by the agent's sequence number (a resent one
 *   is the same row); kept a day (`weigh.purgeReadings`).
 */
export async function up(db: Db): Promise<void> {
  await createTable(db, 'weigh_bridge', {
    name: ['varchar(64)', 'notNull'],
    location: 'varchar(128)',
    port: ['varchar(64)', 'notNull'],
    baud_rate: ['integer', 'notNull'],
    data_bits: ['integer', 'notNull'],
    parity: ['varchar(8)', 'notNull'],
    stop_bits: ['integer', 'notNull'],
    protocol: ['varchar(16)', 'notNull'],
    capacity: ['integer', 'notNull'],
    division: ['integer', 'notNull'],
    enabled: ['integer', { default: 1 }],
    agent_key_hash: 'varchar(64)',
    agent_seen_at: TIME,
    agent_stats: 'varchar(255)',
    ...SORT,
    ...AUDIT,
  })
  await createIndexes(db, 'weigh_bridge', {
    weigh_bridge_sort: ['sort_code', 'id'],
    weigh_bridge_name: { unique: ['name'] },
    weigh_bridge_key: { unique: ['agent_key_hash'] },
  })
  await createTable(db, 'weigh_reading', {
    bridge_id: [ID, 'notNull'],
    seq: ['bigint', 'notNull'],
    at: [TIME, 'notNull'],
    weight: ['double precision', 'notNull'],
    raw: ['varchar(64)', 'notNull'],
    received_at: [TIME, 'notNull'],
  })
  await createIndexes(db, 'weigh_reading', {
    weigh_reading_seq: { unique: ['bridge_id', 'seq'] },
    weigh_reading_received: ['received_at', 'id'],
  })
  // Readings matter for seconds; a day of them is kept for questions about a weighing.
  await addJob(db, {
    id: 'job-weigh-purge-readings',
    name: '清理地磅读数',
    action: 'weigh.purgeReadings',
    cron: '17 * * * *',
  })
}

export async function down(db: Db): Promise<void> {
  await db.deleteFrom('dev_job').where('id', '=', 'job-weigh-purge-readings').execute()
  await dropTables(db, ['weigh_reading', 'weigh_bridge'])
}
