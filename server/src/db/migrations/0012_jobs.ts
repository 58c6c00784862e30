import { createIndexes } from './indexes.js'
import { addJob, type Job } from './jobs.js'
import { AUDIT, createTable, type Db, dropTables, ID, TIME } from './tables.js'

/** Default jobs: fixed ids so the migration is the seed; `next_run_at` is filled by the scheduler. */
const DEFAULT_JOBS: Job[] = [
  {
    id: 'job-clear-expired',
    name: '清理过期会话与验证码',
    action: 'auth.clearExpired',
    cron: '*/10 * * * *',
  },
  {
    id: 'job-purge-logs',
    name: '清理旧日志',
    action: 'dev.purgeLogs',
    cron: '0 3 * * *',
    params: { days: 180 },
  },
  {
    id: 'job-purge-job-runs',
    name: '清理旧任务记录',
    action: 'dev.purgeJobRuns',
    cron: '30 3 * * *',
    params: { days: 30 },
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
  await createTable(db, 'dev_job', {
    name: ['varchar(64)', 'notNull'],
    action: ['varchar(64)', 'notNull'],
    cron: ['varchar(128)', 'notNull'],
    timezone: ['varchar(64)', 'notNull'],
    params_json: ['text', 'notNull'],
    enabled: ['integer', { default: 0 }],
    remark: 'varchar(255)',
    next_run_at: TIME,
    last_run_at: TIME,
    last_status: 'varchar(16)',
    last_message: 'varchar(512)',
    ...AUDIT,
  })
  await createIndexes(db, 'dev_job', {
    dev_job_name: { unique: ['name'] },
    dev_job_due: ['enabled', 'next_run_at'],
  })

  await createTable(db, 'dev_job_run', {
    job_id: [ID, 'notNull'],
    job_name: ['varchar(64)', 'notNull'],
    source: ['varchar(16)', 'notNull'],
    fire_at: [TIME, 'notNull'],
    attempt: ['integer', 'notNull'],
    status: ['varchar(16)', 'notNull'],
    started_at: [TIME, 'notNull'],
    ended_at: TIME,
    duration_ms: 'integer',
    result: 'varchar(1024)',
    error: 'varchar(1024)',
    owner: ['varchar(128)', 'notNull'],
    lease_until: [TIME, 'notNull'],
    taken_over_from: 'varchar(128)',
  })
  await createIndexes(db, 'dev_job_run', {
    dev_job_run_fire: { unique: ['job_id', 'source', 'fire_at', 'attempt'] },
    // The log of one job, newest first (ids are time-ordered), paged by keyset.
    dev_job_run_job: ['job_id', 'id'],
    // Runs whose lease ran out, and the purge by age.
    dev_job_run_lease: ['status', 'lease_until'],
    dev_job_run_started: ['started_at'],
  })

  for (const job of DEFAULT_JOBS) await addJob(db, job)
}

export async function down(db: Db): Promise<void> {
  await dropTables(db, ['dev_job_run', 'dev_job'], { ifExists: true })
}
