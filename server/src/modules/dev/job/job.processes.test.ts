import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { JobScheduler } from '../../../core/jobs.js'
import { api, engines, serverProcess, type TestApp, testApp } from '../../../test/harness.js'
import { jobActions } from '../../index.js'

/** Polls `check` until it holds or `ms` have passed; returns whether it held. */
async function eventually(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await check()) return true
    await new Promise((r) => setTimeout(r, 200))
  }
  return check()
}

/** Another server process on the test's database, its scheduler polling every 200 ms. */
async function otherProcess(databaseUrl: string, env: Record<string, string> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-jobs-'))
  const server = await serverProcess({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dir,
    RATE_LIMIT: 'off',
    WEB_DIST: path.join(dir, 'no-web'),
    JOB_POLL_MS: '200',
    ...env,
  })
  const exited = new Promise((r) => server.child.once('exit', r))
  return {
    ...server,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal)
      await exited
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

const everySecond = (name: string, params: object) => ({
  name,
  action: 'dev.heartbeat',
  cron: '* * * * * *',
  timezone: 'UTC',
  params,
  enabled: true,
})

describe.each(engines)('jobs over two server processes on one $name database', (engine) => {
  let t: TestApp
  let a: ReturnType<typeof api>
  const others: Array<Awaited<ReturnType<typeof otherProcess>>> = []
  beforeAll(async () => {
    // This process's scheduler polls too, as the other one does.
    t = await testApp(engine, { env: { JOBS: 'on', JOB_POLL_MS: '200' } })
    a = api(t, await t.login())
    // Only the jobs of the test fire.
    await t.app.db.updateTable('devJob').set({ enabled: 0, nextRunAt: null }).execute()
  }, 60_000)
  afterEach(async () => {
    for (const o of others.splice(0)) await o.stop()
  })
  afterAll(() => t?.close())

  const runsOf = (jobId: string) =>
    t.app.db.selectFrom('devJobRun').selectAll().where('jobId', '=', jobId).orderBy('id').execute()

  it('runs each fire time exactly once, on one process or the other, and stops when paused', async () => {
    // Two server processes of their own race for each fire time: the test's process shares its
    // event loop with other tests, and a process that is always later would never win one.
    await t.app.jobs.stop()
    const [one, two] = await Promise.all([otherProcess(t.url), otherProcess(t.url)])
    others.push(one!, two!)
    const id = (await a.post('/api/dev/job/add', everySecond('每秒', { seconds: 0 }))).data as string
    // Until both processes have won some fire times (they race for each), with at least six runs.
    const owners = new Set<string>()
    expect(
      await eventually(async () => {
        const runs = await runsOf(id)
        for (const r of runs) owners.add(r.owner)
        return runs.length >= 6 && owners.size >= 2
      }, 60_000),
    ).toBe(true)
    expect(owners).not.toContain(t.app.jobs.owner)

    expect((await a.post('/api/dev/job/updateStatus', { id, enabled: false })).code).toBe(200)
    // Runs already claimed finish; then nothing more is claimed anywhere.
    let settled = 0
    expect(
      await eventually(async () => {
        const runs = await runsOf(id)
        const done = runs.every((r) => r.status === 'SUCCESS') && runs.length === settled
        settled = runs.length
        return done
      }, 10_000),
    ).toBe(true)
    await new Promise((r) => setTimeout(r, 2_500))
    const runs = await runsOf(id)
    expect(runs.length).toBe(settled)
    const fireTimes = runs.map((r) => r.fireAt)
    expect(new Set(fireTimes).size).toBe(fireTimes.length)
    expect(runs.every((r) => r.source === 'SCHEDULE' && r.attempt === 1 && r.status === 'SUCCESS')).toBe(true)
    // Whole seconds: each row is a cron fire time, not a time a process happened to look.
    expect(fireTimes.every((f) => f.endsWith('.000Z'))).toBe(true)
  }, 120_000)

  it('takes over a run whose process was killed once its lease has ended, and logs the takeover', async () => {
    const other = await otherProcess(t.url, { JOB_LEASE_MS: '2000' })
    others.push(other)
    // This process stops polling so the other one takes the runs; a scheduler with a short lease
    // stands in for it later.
    await t.app.jobs.stop()
    const id = (await a.post('/api/dev/job/add', everySecond('长任务', { seconds: 600 }))).data as string
    let victim: { id: string; owner: string } | undefined
    expect(
      await eventually(async () => {
        victim = (await runsOf(id)).find((r) => r.status === 'RUNNING')
        return Boolean(victim)
      }, 30_000),
    ).toBe(true)
    expect((await a.post('/api/dev/job/updateStatus', { id, enabled: false })).code).toBe(200)
    await other.stop('SIGKILL')

    const survivor = new JobScheduler(t.app.deps, jobActions, { enabled: true, pollMs: 200, leaseMs: 2000 })
    survivor.start()
    try {
      expect(
        await eventually(async () => {
          const runs = await runsOf(id)
          const lost = runs.find((r) => r.id === victim!.id)
          const taken = runs.find((r) => r.takenOverFrom === victim!.owner && r.fireAt === lost?.fireAt)
          return lost?.status === 'LOST' && taken?.status === 'RUNNING' && taken.owner === survivor.owner
        }, 30_000),
      ).toBe(true)
      // The log lists both: the lost attempt and the one that took it over.
      const page = (await a.get('/api/dev/job/runPage', { jobId: id, size: 100 })).data
      const fire = page.records.find((r: { id: string }) => r.id === victim!.id).fireAt
      const attempts = page.records.filter((r: { fireAt: string }) => r.fireAt === fire)
      expect(
        attempts.map((r: { attempt: number; status: string }) => `${r.attempt}:${r.status}`).sort(),
      ).toEqual(['1:LOST', '2:RUNNING'])
    } finally {
      await survivor.stop()
    }
    // Stopped, the survivor records how its run ended.
    const ended = (await runsOf(id)).filter((r) => r.owner === survivor.owner)
    expect(
      ended.every((r) => r.status === 'FAIL' && r.error === 'stopped: the server is shutting down'),
    ).toBe(true)
  }, 120_000)
})
