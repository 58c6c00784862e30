import type { Kysely, Selectable } from 'kysely'
import { badRequest, notFound, RequestValidationError } from '../../../core/errors.js'
import { insertRow } from '../../../core/insertRow.js'
import { cronOf, type JobScheduler, nextFire, validTimezone } from '../../../core/jobs.js'
import { defineList, type From, type ListQuery, listPage, listView } from '../../../core/list.js'
import { ids, updated } from '../../../core/rows.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { assertUnique } from '../../../core/unique.js'
import type { DB, DevJobTable } from '../../../db/schema.js'
import './texts.js'

type JobBody = {
  name: string
  action: string
  cron: string
  timezone: string
  params: Record<string, unknown>
  enabled: boolean
  remark?: string | null
}

const jobCols = [
  'j.id',
  'j.name',
  'j.action',
  'j.cron',
  'j.timezone',
  'j.paramsJson',
  'j.enabled',
  'j.remark',
  'j.nextRunAt',
  'j.lastRunAt',
  'j.lastStatus',
  'j.lastMessage',
] as const
type JobRow = Omit<Selectable<DevJobTable>, 'createdAt' | 'createdUser' | 'updatedAt' | 'updatedUser'>
const toJob = ({ paramsJson, enabled, ...r }: JobRow) => ({
  ...r,
  params: JSON.parse(paramsJson) as Record<string, unknown>,
  enabled: enabled === 1,
})

const jobRows = listView((q: From<'devJob', 'j'>) => q.select(jobCols))
const jobListing = defineList({
  table: 'dev_job',
  alias: 'j',
  key: 'j.id',
  order: { by: ['j.name'], index: 'dev_job_name' },
  sort: { name: { by: ['j.name'], index: 'dev_job_name' } },
  search: { name: search.contains('j.name'), action: search.contains('j.action') },
})

export async function jobPage(db: Kysely<DB>, user: AuthUser, query: ListQuery & { enabled?: '0' | '1' }) {
  let q = db.selectFrom('devJob as j')
  if (query.enabled) q = q.where('j.enabled', '=', Number(query.enabled))
  // Built, not deferred: the records are reshaped below (params parsed, enabled as a boolean).
  const page = await listPage(db, user, jobListing, query, q, jobRows)
  return { ...page, records: page.records.map(toJob) }
}

async function jobRow(db: Kysely<DB>, id: string) {
  const row = await db.selectFrom('devJob as j').select(jobCols).where('j.id', '=', id).executeTakeFirst()
  if (!row) throw notFound('jobNotFound')
  return row
}

export const jobDetail = async (db: Kysely<DB>, id: string) => toJob(await jobRow(db, id))

/** The actions offered: name, titles, the parameters' JSON Schema and their defaults. */
export function jobActions(jobs: JobScheduler) {
  return jobs.listActions().map((a) => {
    const defaults = a.params.safeParse({})
    return {
      name: a.name,
      title: a.title,
      titleEn: a.titleEn,
      paramsSchema: a.params.toJSONSchema({ io: 'input', unrepresentable: 'any' }),
      defaults: (defaults.success ? defaults.data : {}) as Record<string, unknown>,
    }
  })
}

/** A field refused like a request validation (same wording, the field named). */
const fieldError = (path: PropertyKey[], msgKey: string, message = msgKey) =>
  new RequestValidationError([{ code: 'custom', path, message, input: '', params: { msgKey } }], 'body')

/**
 * Checks what zod alone cannot: the action exists, the zone and the cron parse, and the parameters
 * satisfy the action's own schema (issues named `params.<field>`). Resolves the parameters with the
 * action's defaults filled in, and the next fire time.
 */
function checkBody(jobs: JobScheduler, body: JobBody) {
  const action = jobs.action(body.action)
  if (!action) throw fieldError(['action'], 'jobActionUnknown')
  if (!validTimezone(body.timezone)) throw fieldError(['timezone'], 'jobTimezoneInvalid')
  try {
    cronOf(body.cron, body.timezone)
  } catch {
    throw fieldError(['cron'], 'jobCronInvalid')
  }
  const next = nextFire(body.cron, body.timezone)
  if (!next) throw fieldError(['cron'], 'jobCronNever')
  const parsed = action.params.safeParse(body.params)
  if (!parsed.success)
    throw new RequestValidationError(
      parsed.error.issues.map((i) => ({ ...i, path: ['params', ...i.path] })),
      'body',
    )
  return { params: parsed.data as Record<string, unknown>, next }
}

/** The stored columns of a checked body; paused jobs have no next time. */
const columnsOf = (body: JobBody, params: Record<string, unknown>, next: string) => ({
  name: body.name,
  action: body.action,
  cron: body.cron,
  timezone: body.timezone,
  paramsJson: JSON.stringify(params),
  enabled: body.enabled ? 1 : 0,
  remark: body.remark ?? null,
  nextRunAt: body.enabled ? next : null,
})

const checkName = (db: Kysely<DB>, name: string, exceptId?: string) =>
  assertUnique(db, 'devJob', 'name', name, { exceptId, message: 'jobNameDuplicate' })

export async function jobAdd(db: Kysely<DB>, jobs: JobScheduler, user: AuthUser, body: JobBody) {
  const { params, next } = checkBody(jobs, body)
  await checkName(db, body.name)
  return insertRow(db, 'devJob', user, {
    ...columnsOf(body, params, next),
    lastRunAt: null,
    lastStatus: null,
    lastMessage: null,
  })
}

export async function jobEdit(
  db: Kysely<DB>,
  jobs: JobScheduler,
  user: AuthUser,
  body: JobBody & { id: string },
) {
  await jobRow(db, body.id)
  const { params, next } = checkBody(jobs, body)
  await checkName(db, body.name, body.id)
  await db
    .updateTable('devJob')
    // A changed schedule starts from now; every process reads this row on its next pass.
    .set({ ...columnsOf(body, params, next), ...updated(user) })
    .where('id', '=', body.id)
    .execute()
}

/** Enable (next fire time from now) or pause (no next time: no process fires it again). */
export async function jobSetStatus(db: Kysely<DB>, user: AuthUser, body: { id: string; enabled: boolean }) {
  const job = await jobRow(db, body.id)
  let next: string | null = null
  if (body.enabled) {
    try {
      next = nextFire(job.cron, job.timezone)
    } catch {
      throw badRequest('jobCronInvalid')
    }
    if (!next) throw badRequest('jobCronNever')
  }
  await db
    .updateTable('devJob')
    .set({ enabled: body.enabled ? 1 : 0, nextRunAt: next, ...updated(user) })
    .where('id', '=', body.id)
    .execute()
}

/** Deletes jobs with their run logs. */
export async function jobDelete(db: Kysely<DB>, list: Array<{ id: string }>) {
  const wanted = ids(list)
  const found = await db.selectFrom('devJob').select('id').where('id', 'in', wanted).execute()
  if (found.length !== wanted.length) throw notFound('jobNotFound')
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('devJobRun').where('jobId', 'in', wanted).execute()
    await trx.deleteFrom('devJob').where('id', 'in', wanted).execute()
  })
}

/** Runs the job once, now, in this process (the claim makes it one run); resolves the run's id. */
export async function jobRunNow(db: Kysely<DB>, jobs: JobScheduler, id: string) {
  const job = await jobRow(db, id)
  return jobs.runNow(job)
}

/** The run log only grows: newest first, paged by keyset (`after` = the id of the last run seen). */
const runRows = listView((q: From<'devJobRun', 'r'>) =>
  q.select([
    'r.id',
    'r.jobId',
    'r.jobName',
    'r.source',
    'r.fireAt',
    'r.attempt',
    'r.status',
    'r.startedAt',
    'r.endedAt',
    'r.durationMs',
    'r.result',
    'r.error',
    'r.owner',
    'r.takenOverFrom',
  ]),
)
const runListing = defineList({
  table: 'dev_job_run',
  alias: 'r',
  key: 'r.id',
  order: { by: [['r.id', 'desc']], index: 'dev_job_run_job' },
  // Ids are taken when a run starts, so their order is the start order.
  sort: { startedAt: { by: ['r.id'], index: 'dev_job_run_job' } },
  keyset: true,
})

export async function jobRunPage(
  db: Kysely<DB>,
  user: AuthUser,
  query: ListQuery & { jobId: string; status?: string },
) {
  const build = async () => {
    let q = db.selectFrom('devJobRun as r').where('r.jobId', '=', query.jobId)
    if (query.status) q = q.where('r.status', '=', query.status)
    return q
  }
  return listPage(db, user, runListing, query, { variant: 'jobRun', build }, runRows)
}
