import os from 'node:os'
import { Cron } from 'croner'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { DB } from '../db/schema.js'
import type { Deps } from './deps.js'
import { defineTexts, inBothLangs, type TextsOf } from './i18n.js'
import { newId, newSecret } from './ids.js'
import { escapeHtml, notify } from './notify.js'
import { menuHolders } from './permissions.js'
import { pushQueued, queuePush, sendPushDue } from './push.js'
import { ignoringDuplicates } from './rows.js'
import { companyMinute, isoIn, nowIso } from './time.js'

/** The jobs page: its holders are told of a failed run. */
const JOBS_MENU = 'devJob'

const jobTexts = defineTexts({
  'zh-cn': { jobFailedMessage: '定时任务执行失败：{job}' },
  en: { jobFailedMessage: 'Job failed: {job}' },
})

declare module './i18n.js' {
  interface Messages extends TextsOf<typeof jobTexts> {}
}

/**
 * Jobs (`docs/decisions.md`, "Jobs"): named actions registered in code, run on a cron schedule
 * stored in `dev_job`. The database decides who runs what, so any number of processes may share it:
 * - a fire time is claimed by inserting its run row; (job, source, fire time, attempt) is unique, so
 *   exactly one process gets it, and every process that saw it due moves `next_run_at` on with a
 *   conditional update;
 * - the claimer holds a lease on the run and renews it while it runs; a RUNNING run whose lease has
 *   ended (its process died) is marked LOST by one process, with a conditional update, and taken over
 *   as the next attempt, which names the process it took over from.
 * Nothing here that matters lives only in this process: the runs in flight are known so their
 * leases can be renewed; losing them only means another process takes them over.
 */

export interface JobContext<P> {
  params: P
  deps: Deps
  db: Kysely<DB>
  /** Aborted when this process shuts down: long actions stop at the next step. */
  signal: AbortSignal
  /** The process running it (host:pid:random), as the run log shows it. */
  owner: string
}

/** What an action reports: a few counts or names, shown in the run log as JSON. */
export type JobResult = Record<string, string | number | boolean | null> | undefined

export interface JobAction<S extends z.ZodType = z.ZodType> {
  /** `<area>.<verb>`: stored in `dev_job.action`, so never renamed once released. */
  name: string
  title: string
  titleEn: string
  /** The parameters' schema: jobs are checked against it when saved and again before each run. */
  params: S
  run(ctx: JobContext<z.output<S>>): Promise<JobResult | undefined> | JobResult | undefined
}

/** Declares an action; a module's `module.ts` hands it in, with its routes and pages. */
export function defineJobAction<S extends z.ZodType>(action: JobAction<S>): JobAction {
  return action as unknown as JobAction
}

/** The actions by name; a name registered twice is a programming error. */
export function actionRegistry(actions: readonly JobAction[]): ReadonlyMap<string, JobAction> {
  const map = new Map<string, JobAction>()
  for (const a of actions) {
    if (map.has(a.name)) throw new Error(`job action "${a.name}" is registered twice`)
    map.set(a.name, a)
  }
  return map
}

/**
 * Deletes what `pick` finds, `batch` ids at a time, until it finds no more or the process stops: a
 * purge of a large table holds no long lock and no huge statement. Resolves how many were deleted.
 */
export async function deleteInBatches(
  signal: AbortSignal,
  pick: (limit: number) => Promise<string[]>,
  remove: (ids: string[]) => Promise<bigint | number>,
  batch = 5_000,
): Promise<number> {
  let deleted = 0
  while (!signal.aborted) {
    const ids = await pick(batch)
    if (ids.length) deleted += Number(await remove(ids))
    if (ids.length < batch) break
  }
  return deleted
}

/** A cron read in a time zone; throws on a bad pattern or zone. */
export const cronOf = (pattern: string, timezone: string) => new Cron(pattern, { timezone, paused: true })

/** The first fire time strictly after `from`, or null when the pattern never fires again. */
export function nextFire(pattern: string, timezone: string, from: Date = new Date()): string | null {
  return cronOf(pattern, timezone).nextRun(from)?.toISOString() ?? null
}

/** Whether an IANA time zone name is known to this runtime. */
export function validTimezone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz })
    return true
  } catch {
    return false
  }
}

export interface SchedulerOptions {
  /** Poll the database for due jobs and lost runs (false: only "run now" works in this process). */
  enabled: boolean
  pollMs: number
  leaseMs: number
}

interface Claimed {
  id: string
  jobId: string
  action: string
  paramsJson: string
  startedAt: number
}

const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s)

export class JobScheduler {
  /** This process, as run rows name it. */
  readonly owner = `${os.hostname().slice(0, 60)}:${process.pid}:${newSecret(4)}`
  private timer: NodeJS.Timeout | undefined
  private ticking: Promise<void> | undefined
  private lastRenew = 0
  private stopping = new AbortController()
  private inFlight = new Map<string, Promise<void>>()
  private readonly actions: ReadonlyMap<string, JobAction>

  constructor(
    private deps: Deps,
    actions: readonly JobAction[],
    private opts: SchedulerOptions,
  ) {
    this.actions = actionRegistry(actions)
  }

  get db() {
    return this.deps.db
  }

  action(name: string): JobAction | undefined {
    return this.actions.get(name)
  }

  listActions(): JobAction[] {
    return [...this.actions.values()]
  }

  start(): void {
    if (!this.opts.enabled || this.timer) return
    // Each wait is jittered (±25%): processes started together do not poll in lockstep, so no one
    // process is always first to a fire time and the database is not asked by all at once.
    const next = () => {
      this.timer = setTimeout(
        () => {
          void this.tick()
          if (this.timer) next()
        },
        this.opts.pollMs * (0.75 + Math.random() * 0.5),
      )
      this.timer.unref()
    }
    next()
    void this.tick()
  }

  /** Stops polling, asks running actions to stop, and waits (a bounded time) for them to record how they ended. */
  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer)
    this.timer = undefined
    this.stopping.abort()
    const all = Promise.allSettled([this.ticking, ...this.inFlight.values()])
    await Promise.race([all, new Promise((r) => setTimeout(r, 5_000).unref())])
  }

  /** One pass: fill missing next times, fire what is due, take over lost runs, renew leases. */
  tick(): Promise<void> {
    if (this.ticking || this.stopping.signal.aborted) return this.ticking ?? Promise.resolve()
    this.ticking = this.pass().finally(() => {
      this.ticking = undefined
    })
    return this.ticking
  }

  private async pass() {
    try {
      await this.fillNext()
      await this.fireDue()
      await this.takeOver()
      if (Date.now() - this.lastRenew >= this.opts.leaseMs / 3) await this.renew()
    } catch (err) {
      this.deps.log.error({ err }, 'job scheduler pass failed')
    }
  }

  /** "Run now": claims a MANUAL run of the job in this process and starts it; resolves its run id. */
  async runNow(job: { id: string; name: string; action: string; paramsJson: string }): Promise<string> {
    const fireAt = nowIso()
    const id = await this.claim(job, 'MANUAL', fireAt, 1, null)
    if (!id) throw new Error('run now: fire time already claimed')
    this.start1({ id, jobId: job.id, action: job.action, paramsJson: job.paramsJson, startedAt: Date.now() })
    return id
  }

  /** Waits for this process's runs in flight (tests). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.inFlight.values()])
  }

  private async fillNext() {
    const jobs = await this.db
      .selectFrom('devJob')
      .select(['id', 'cron', 'timezone'])
      .where('enabled', '=', 1)
      .where('nextRunAt', 'is', null)
      .execute()
    for (const j of jobs) {
      const next = safeNext(j.cron, j.timezone, new Date())
      if (!next) continue
      await this.db
        .updateTable('devJob')
        .set({ nextRunAt: next })
        .where('id', '=', j.id)
        .where('enabled', '=', 1)
        .where('nextRunAt', 'is', null)
        .execute()
    }
  }

  private async fireDue() {
    const now = new Date()
    const due = await this.db
      .selectFrom('devJob')
      .select(['id', 'name', 'action', 'paramsJson', 'cron', 'timezone', 'nextRunAt'])
      .where('enabled', '=', 1)
      .where('nextRunAt', '<=', now.toISOString())
      .execute()
    for (const job of due) {
      const fireAt = job.nextRunAt as string
      const id = await this.claim(job, 'SCHEDULE', fireAt, 1, null)
      // Whoever saw it due moves it on (the claimer may die before it does); missed fire times
      // while every process was down are skipped: the next one is after now.
      const from = new Date(Math.max(Date.parse(fireAt), now.getTime()))
      await this.db
        .updateTable('devJob')
        .set({ nextRunAt: safeNext(job.cron, job.timezone, from) })
        .where('id', '=', job.id)
        .where('nextRunAt', '=', fireAt)
        .execute()
      if (id)
        this.start1({
          id,
          jobId: job.id,
          action: job.action,
          paramsJson: job.paramsJson,
          startedAt: Date.now(),
        })
    }
  }

  /** Inserts the run row unless another process already has; resolves its id, or null when it lost. */
  private async claim(
    job: { id: string; name: string },
    source: 'SCHEDULE' | 'MANUAL',
    fireAt: string,
    attempt: number,
    takenOverFrom: string | null,
    db: Kysely<DB> = this.db,
  ): Promise<string | null> {
    const id = newId()
    const row = {
      id,
      jobId: job.id,
      jobName: job.name,
      source,
      fireAt,
      attempt,
      status: 'RUNNING',
      startedAt: nowIso(),
      endedAt: null,
      durationMs: null,
      result: null,
      error: null,
      owner: this.owner,
      leaseUntil: isoIn(this.opts.leaseMs),
      takenOverFrom,
    }
    const res = await ignoringDuplicates(db, db.insertInto('devJobRun').values(row)).executeTakeFirst()
    return Number(res.numInsertedOrUpdatedRows ?? 0) === 1 ? id : null
  }

  /** RUNNING runs whose lease ended: one process marks each LOST and runs it again as the next attempt. */
  private async takeOver() {
    const now = nowIso()
    const lost = await this.db
      .selectFrom('devJobRun')
      .selectAll()
      .where('status', '=', 'RUNNING')
      .where('leaseUntil', '<', now)
      .limit(20)
      .execute()
    for (const r of lost) {
      const taken = await this.db.transaction().execute(async (trx) => {
        const marked = await trx
          .updateTable('devJobRun')
          .set({ status: 'LOST', endedAt: now, durationMs: Date.parse(now) - Date.parse(r.startedAt) })
          .where('id', '=', r.id)
          .where('status', '=', 'RUNNING')
          .where('leaseUntil', '=', r.leaseUntil)
          .executeTakeFirst()
        if (Number(marked.numUpdatedRows) !== 1) return null
        const job = await trx
          .selectFrom('devJob')
          .select(['id', 'name', 'action', 'paramsJson'])
          .where('id', '=', r.jobId)
          .executeTakeFirst()
        if (!job) return null
        const id = await this.claim(
          job,
          r.source as 'SCHEDULE' | 'MANUAL',
          r.fireAt,
          r.attempt + 1,
          r.owner,
          trx,
        )
        return id ? { id, job } : null
      })
      if (taken) {
        this.deps.log.warn({ run: r.id, from: r.owner }, 'job run taken over after its lease ended')
        this.start1({
          id: taken.id,
          jobId: taken.job.id,
          action: taken.job.action,
          paramsJson: taken.job.paramsJson,
          startedAt: Date.now(),
        })
      }
    }
  }

  private async renew() {
    this.lastRenew = Date.now()
    const ids = [...this.inFlight.keys()]
    if (!ids.length) return
    await this.db
      .updateTable('devJobRun')
      .set({ leaseUntil: isoIn(this.opts.leaseMs) })
      .where('id', 'in', ids)
      .where('owner', '=', this.owner)
      .where('status', '=', 'RUNNING')
      .execute()
  }

  private start1(run: Claimed) {
    const p = this.execute(run)
      .catch((err) => this.deps.log.error({ err, run: run.id }, 'job run could not be recorded'))
      .finally(() => this.inFlight.delete(run.id))
    this.inFlight.set(run.id, p)
  }

  private async execute(run: Claimed) {
    let status = 'SUCCESS'
    let result: string | null = null
    let error: string | null = null
    try {
      const action = this.actions.get(run.action)
      if (!action) throw new Error(`unknown action "${run.action}"`)
      const parsed = action.params.safeParse(JSON.parse(run.paramsJson))
      if (!parsed.success) throw new Error(`bad parameters: ${parsed.error.issues[0]?.message ?? ''}`)
      const out = await action.run({
        params: parsed.data,
        deps: this.deps,
        db: this.db,
        signal: this.stopping.signal,
        owner: this.owner,
      })
      result = out ? cut(JSON.stringify(out), 1000) : null
    } catch (err) {
      status = 'FAIL'
      error = cut(err instanceof Error ? err.message : String(err), 1000)
    }
    const endedAt = nowIso()
    const done = await this.db
      .updateTable('devJobRun')
      .set({ status, endedAt, durationMs: Date.now() - run.startedAt, result, error })
      .where('id', '=', run.id)
      .where('owner', '=', this.owner)
      .where('status', '=', 'RUNNING')
      .executeTakeFirst()
    if (Number(done.numUpdatedRows) !== 1) {
      // Our lease ran out (the process stalled) and another process took the run over.
      this.deps.log.warn({ run: run.id }, 'job run ended after it was taken over')
      return
    }
    // A job failing every minute is told of once, when it starts failing.
    const before = await this.db
      .selectFrom('devJob')
      .select('lastStatus')
      .where('id', '=', run.jobId)
      .executeTakeFirst()
    await this.db
      .updateTable('devJob')
      .set({ lastRunAt: endedAt, lastStatus: status, lastMessage: cut(error ?? result ?? '', 512) || null })
      .where('id', '=', run.jobId)
      .execute()
    if (status === 'FAIL' && before?.lastStatus !== 'FAIL')
      await this.tellFailed(run, endedAt, error ?? '').catch((err) =>
        this.deps.log.error({ err, run: run.id }, 'job failure notice not written'),
      )
    // What the run (or its failure notice) queued for push goes now, where this process polls.
    if (this.opts.enabled && pushQueued())
      void sendPushDue(this.db).catch((err) => this.deps.log.warn({ err }, 'push after a job'))
  }

  /** A job began failing: a message to the holders of the jobs page, and to the robots chosen for it. */
  private async tellFailed(run: Claimed, at: string, error: string) {
    // The job's name as the run recorded it.
    const job = await this.db
      .selectFrom('devJobRun')
      .select('jobName')
      .where('id', '=', run.id)
      .executeTakeFirst()
    const name = job?.jobName ?? run.action
    await this.db.transaction().execute(async (trx) => {
      await notify(trx, await menuHolders(trx, JOBS_MENU), {
        category: 'SYS',
        subject: inBothLangs('jobFailedMessage', { job: name }),
        content: `<p>${escapeHtml(error)}</p>`,
      })
      await queuePush(trx, {
        topic: 'JOB_FAILED',
        kind: 'JOB_FAILED',
        values: () => ({ job: name, time: companyMinute(0, Date.parse(at)), error: cut(error, 300) }),
        about: run.id,
      })
    })
  }
}

/** The next fire time, or null for a pattern that no longer parses (saved before a library change). */
function safeNext(cron: string, timezone: string, from: Date): string | null {
  try {
    return nextFire(cron, timezone, from)
  } catch {
    return null
  }
}
