import type { Db } from './tables.js'

/**
 * A module's scheduled job as its migration adds it (enabled unless told, company time zone, no
 * parameters unless told): the `dev_job` columns of 0012, which the migrations adding jobs share.
 */
export interface Job {
  id: string
  name: string
  action: string
  cron: string
  params?: object
  enabled?: 0 | 1
}

export async function addJob(db: Db, job: Job) {
  const { params = {}, enabled = 1, ...rest } = job
  await db
    .insertInto('dev_job')
    .values({
      ...rest,
      timezone: 'Asia/Shanghai',
      params_json: JSON.stringify(params),
      enabled,
      remark: null,
      next_run_at: null,
      last_run_at: null,
      last_status: null,
      last_message: null,
      created_at: new Date().toISOString(),
      created_user: null,
      updated_at: null,
      updated_user: null,
    })
    .execute()
}
