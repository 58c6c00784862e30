import type { Kysely } from 'kysely'
import { addJob } from './jobs.js'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
type Db = Kysely<any>

const ID = 'varchar(64)'
const TIME = 'varchar(32)'

/**
 * The OA adapter (issue 10, `core/oa.ts`):
 * - `oa_outbox`: a request to create in the external OA, written in the transaction that submits
 *   the application, sent (and retried with back-off) by a job; its idempotency key makes a resend
 *   after a crash find the same OA request instead of a second one.
 * - `oa_log`: every exchange both ways (direction, request, response, HTTP status, duration, attempt).
 * - `oa_callback_seen`: signatures of accepted callbacks, so a replayed one is refused.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('oa_outbox')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('instance_id', ID, (c) => c.notNull())
    .addColumn('form_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('form_id', ID, (c) => c.notNull())
    .addColumn('idempotency_key', 'varchar(128)', (c) => c.notNull())
    .addColumn('payload_json', 'text', (c) => c.notNull())
    /** PENDING (to send), SENT (the OA has it), FAILED (gave up; can be sent again by hand). */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', TIME, (c) => c.notNull())
    .addColumn('last_error', 'varchar(500)')
    .addColumn('oa_request_id', 'varchar(128)')
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('sent_at', TIME)
    .execute()
  await db.schema.createIndex('oa_outbox_key').on('oa_outbox').column('idempotency_key').unique().execute()
  await db.schema
    .createIndex('oa_outbox_due')
    .on('oa_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute()
  await db.schema.createIndex('oa_outbox_request').on('oa_outbox').column('oa_request_id').execute()
  await db.schema.createIndex('oa_outbox_instance').on('oa_outbox').column('instance_id').execute()

  await db.schema
    .createTable('oa_log')
    .addColumn('id', ID, (c) => c.primaryKey())
    /** OUT (we called the OA) or IN (the OA called us back). */
    .addColumn('direction', 'varchar(8)', (c) => c.notNull())
    .addColumn('outbox_id', ID)
    .addColumn('instance_id', ID)
    .addColumn('oa_request_id', 'varchar(128)')
    .addColumn('url', 'varchar(500)', (c) => c.notNull())
    .addColumn('request_body', 'text')
    .addColumn('response_body', 'text')
    .addColumn('http_status', 'integer')
    .addColumn('duration_ms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(1))
    /** 1 when the exchange did what it was for. */
    .addColumn('ok', 'integer', (c) => c.notNull())
    .addColumn('error', 'varchar(500)')
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('oa_log_created').on('oa_log').columns(['created_at', 'id']).execute()
  await db.schema
    .createIndex('oa_log_request')
    .on('oa_log')
    .columns(['oa_request_id', 'created_at'])
    .execute()
  await db.schema.createIndex('oa_log_outbox').on('oa_log').columns(['outbox_id', 'created_at']).execute()

  await db.schema
    .createTable('oa_callback_seen')
    .addColumn('signature', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('oa_callback_seen_created')
    .on('oa_callback_seen')
    .column('created_at')
    .execute()

  // Sends due requests every minute (`oa.send`).
  await addJob(db, { id: 'job-oa-send', name: 'OA 待发请求重试', action: 'oa.send', cron: '* * * * *' })
}

export async function down(db: Db): Promise<void> {
  await db.deleteFrom('dev_job').where('id', '=', 'job-oa-send').execute()
  for (const t of ['oa_callback_seen', 'oa_log', 'oa_outbox']) await db.schema.dropTable(t).execute()
}
