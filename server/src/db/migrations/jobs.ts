import type { Kysely } from 'kysely'

/**
 * A module's scheduled job as its migration adds it (enabled, company time zone, no parameters):
 * the `dev_job` columns of 0012, which the migrations adding jobs share.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function addJob(
  db: Kysely<any>,
  job: { id: string; name: string; action: string; cron: string },
) {
  await db
    .insertInto('dev_job')
    .values({
      ...job,
      timezone: 'Asia/Shanghai',
      params_json: '{}',
      enabled: 1,
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
