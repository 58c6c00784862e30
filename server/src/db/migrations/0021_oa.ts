import { createIndexes } from './indexes.js'
import { addJob } from './jobs.js'
import { createTable, type Db, dropTables, ID, TIME } from './tables.js'

/**
 * The OA adapter (issue 10, `core/oa.ts`):
 * - `oa_outbox`: a request to create in the external OA, written in the transaction that submits
 *   the application, sent (and retried with back-off) by a job; its idempotency key makes a resend
 *   after a crash find the same OA request instead of a second one.
 * - `oa_log`: every exchange both ways (direction, request, response, HTTP status, duration, attempt).
 * - `oa_callback_seen`: signatures of accepted callbacks, so a replayed one is refused.
 */
export async function up(db: Db): Promise<void> {
  await createTable(db, 'oa_outbox', {
    instance_id: [ID, 'notNull'],
    form_type: ['varchar(64)', 'notNull'],
    form_id: [ID, 'notNull'],
    idempotency_key: ['varchar(128)', 'notNull'],
    payload_json: ['text', 'notNull'],
    /** PENDING (to send), SENT (the OA has it), FAILED (gave up; can be sent again by hand). */
    status: ['varchar(16)', 'notNull'],
    attempts: ['integer', { default: 0 }],
    next_attempt_at: [TIME, 'notNull'],
    last_error: 'varchar(500)',
    oa_request_id: 'varchar(128)',
    created_at: [TIME, 'notNull'],
    sent_at: TIME,
  })
  await createIndexes(db, 'oa_outbox', {
    oa_outbox_key: { unique: ['idempotency_key'] },
    oa_outbox_due: ['status', 'next_attempt_at'],
    oa_outbox_request: ['oa_request_id'],
    oa_outbox_instance: ['instance_id'],
  })

  await createTable(db, 'oa_log', {
    /** OUT (we called the OA) or IN (the OA called us back). */
    direction: ['varchar(8)', 'notNull'],
    outbox_id: ID,
    instance_id: ID,
    oa_request_id: 'varchar(128)',
    url: ['varchar(500)', 'notNull'],
    request_body: 'text',
    response_body: 'text',
    http_status: 'integer',
    duration_ms: ['integer', { default: 0 }],
    attempt: ['integer', { default: 1 }],
    /** 1 when the exchange did what it was for. */
    ok: ['integer', 'notNull'],
    error: 'varchar(500)',
    created_at: [TIME, 'notNull'],
  })
  await createIndexes(db, 'oa_log', {
    oa_log_created: ['created_at', 'id'],
    oa_log_request: ['oa_request_id', 'created_at'],
    oa_log_outbox: ['outbox_id', 'created_at'],
  })

  await createTable(db, 'oa_callback_seen', {
    signature: ['varchar(128)', 'key'],
    created_at: [TIME, 'notNull'],
  })
  await createIndexes(db, 'oa_callback_seen', { oa_callback_seen_created: ['created_at'] })

  // Sends due requests every minute (`oa.send`).
  await addJob(db, { id: 'job-oa-send', name: 'OA 待发请求重试', action: 'oa.send', cron: '* * * * *' })
}

export async function down(db: Db): Promise<void> {
  await db.deleteFrom('dev_job').where('id', '=', 'job-oa-send').execute()
  await dropTables(db, ['oa_callback_seen', 'oa_log', 'oa_outbox'])
}
