import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
type Db = Kysely<any>

const ID = 'varchar(64)'
const TIME = 'varchar(32)'

/** Default jobs: fixed ids so the migration is the seed; `next_run_at` is filled by the scheduler. */
const DEFAULT_JOBS = [
  {
    id: 'job-clear-expired',
    name: '清理过期会话与验证码',
    action: 'auth.clearExpired',
    cron: '*/10 * * * *',
    params: {},
    enabled: 1,
  },
  {
    id: 'job-purge-logs',
    name: '清理旧日志',
    action: 'dev.purgeLogs',
    cron: '0 3 * * *',
    params: { days: 180 },
    enabled: 1,
  },
  {
    id: 'job-purge-job-runs',
    name: '清理旧任务记录',
    action: 'dev.purgeJobRuns',
    cron: '30 3 * * *',
    params: { days: 30 },
    enabled: 1,
  },
  {
    id: 'job-heartbeat',
    name: '调度心跳',
    action: 'dev.heartbeat',
    cron: '* * * * *',
    params: { seconds: 0 },
    enabled: 0,
  },
]

/**
 * Scheduled jobs and their run log. A run row is the claim of one fire time: (job, source, fire
 * time, attempt) is unique, so of several processes only one inserts it; its lease is renewed while
 * it runs, and a run whose lease ran out is marked LOST and taken over as the next attempt.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('dev_job')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('cron', 'varchar(128)', (c) => c.notNull())
    .addColumn('timezone', 'varchar(64)', (c) => c.notNull())
    .addColumn('params_json', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'varchar(255)')
    .addColumn('next_run_at', TIME)
    .addColumn('last_run_at', TIME)
    .addColumn('last_status', 'varchar(16)')
    .addColumn('last_message', 'varchar(512)')
    .addColumn('created_at', TIME)
    .addColumn('created_user', ID)
    .addColumn('updated_at', TIME)
    .addColumn('updated_user', ID)
    .execute()
  await db.schema.createIndex('dev_job_name').on('dev_job').column('name').unique().execute()
  await db.schema.createIndex('dev_job_due').on('dev_job').columns(['enabled', 'next_run_at']).execute()

  await db.schema
    .createTable('dev_job_run')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('job_id', ID, (c) => c.notNull())
    .addColumn('job_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('fire_at', TIME, (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('started_at', TIME, (c) => c.notNull())
    .addColumn('ended_at', TIME)
    .addColumn('duration_ms', 'integer')
    .addColumn('result', 'varchar(1024)')
    .addColumn('error', 'varchar(1024)')
    .addColumn('owner', 'varchar(128)', (c) => c.notNull())
    .addColumn('lease_until', TIME, (c) => c.notNull())
    .addColumn('taken_over_from', 'varchar(128)')
    .execute()
  await db.schema
    .createIndex('dev_job_run_fire')
    .on('dev_job_run')
    .columns(['job_id', 'source', 'fire_at', 'attempt'])
    .unique()
    .execute()
  // The log of one job, newest first (ids are time-ordered), paged by keyset.
  await db.schema.createIndex('dev_job_run_job').on('dev_job_run').columns(['job_id', 'id']).execute()
  // Runs whose lease ran out, and the purge by age.
  await db.schema
    .createIndex('dev_job_run_lease')
    .on('dev_job_run')
    .columns(['status', 'lease_until'])
    .execute()
  await db.schema.createIndex('dev_job_run_started').on('dev_job_run').column('started_at').execute()

  const now = new Date().toISOString()
  await db
    .insertInto('dev_job')
    .values(
      DEFAULT_JOBS.map((j) => ({
        id: j.id,
        name: j.name,
        action: j.action,
        cron: j.cron,
        timezone: 'Asia/Shanghai',
        params_json: JSON.stringify(j.params),
        enabled: j.enabled,
        remark: null,
        next_run_at: null,
        last_run_at: null,
        last_status: null,
        last_message: null,
        created_at: now,
        created_user: null,
        updated_at: null,
        updated_user: null,
      })),
    )
    .execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('dev_job_run').ifExists().execute()
  await db.schema.dropTable('dev_job').ifExists().execute()
}
