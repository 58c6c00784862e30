import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, engines, type TestApp, tableCounts, testApp } from '../../../test/harness.js'

const heartbeat = {
  name: '心跳测试',
  action: 'dev.heartbeat',
  cron: '*/5 * * * *',
  timezone: 'Asia/Shanghai',
  params: { seconds: 0 },
  enabled: false,
}

describe.each(engines)('jobs on $name', (engine) => {
  let t: TestApp
  let a: ReturnType<typeof api>
  let token: string
  beforeAll(async () => {
    t = await testApp(engine)
    token = await t.login()
    a = api(t, token)
  })
  afterAll(() => t?.close())

  it('offers the registered actions and seeds the default jobs', async () => {
    const actions = (await a.get('/api/dev/job/actions')).data as Array<{ name: string; defaults: object }>
    expect(actions.map((x) => x.name)).toEqual(
      expect.arrayContaining(['auth.clearExpired', 'dev.purgeLogs', 'dev.purgeJobRuns', 'dev.heartbeat']),
    )
    expect(actions.find((x) => x.name === 'dev.purgeLogs')?.defaults).toEqual({ days: 180 })
    const page = (await a.get('/api/dev/job/page', { size: 100 })).data
    expect(page.records.map((j: { id: string }) => j.id)).toEqual(
      expect.arrayContaining(['job-clear-expired', 'job-purge-logs', 'job-purge-job-runs', 'job-heartbeat']),
    )
  })

  it('refuses a bad cron, zone, action or parameters naming the field, writing nothing', async () => {
    const before = await tableCounts(t.app)
    const add = (body: object, lang?: string) =>
      (lang ? api(t, token, lang) : a).post('/api/dev/job/add', { ...heartbeat, ...body })
    expect((await add({ cron: '61 * * * *' })).msg).toContain('cron')
    expect((await add({ cron: '61 * * * *' }, 'en')).msg).toBe(
      'Field cron: Not a valid cron expression (5 fields, or 6 with seconds first)',
    )
    expect((await add({ timezone: 'Mars/Olympus' })).msg).toContain('timezone')
    expect((await add({ action: 'no.such' })).msg).toContain('action')
    const bad = await add({ params: { seconds: 'x' } })
    expect(bad.status).toBe(400)
    expect(bad.msg).toContain('params.seconds')
    expect((await add({ params: { nope: 1 } })).msg).toContain('params')
    expect((await add({ name: '' })).status).toBe(400)
    expect(await tableCounts(t.app)).toEqual(before)
  })

  it('adds, edits, pauses, enables and deletes, each in the operation log', async () => {
    const id = (await a.post('/api/dev/job/add', heartbeat)).data as string
    expect(typeof id).toBe('string')
    const dup = await a.post('/api/dev/job/add', heartbeat)
    expect(dup.msg).toBe('定时任务“心跳测试”已存在')
    let job = (await a.get('/api/dev/job/detail', { id })).data
    expect(job).toMatchObject({ enabled: false, nextRunAt: null, params: { seconds: 0, fail: false } })

    expect(
      (await a.post('/api/dev/job/edit', { ...heartbeat, id, cron: '0 8 * * *', enabled: true })).code,
    ).toBe(200)
    job = (await a.get('/api/dev/job/detail', { id })).data
    expect(job.enabled).toBe(true)
    // 08:00 in Shanghai is 00:00 UTC.
    expect(job.nextRunAt).toMatch(/T00:00:00\.000Z$/)

    expect((await a.post('/api/dev/job/updateStatus', { id, enabled: false })).code).toBe(200)
    expect((await a.get('/api/dev/job/detail', { id })).data).toMatchObject({
      enabled: false,
      nextRunAt: null,
    })
    expect((await a.post('/api/dev/job/updateStatus', { id, enabled: true })).code).toBe(200)
    expect((await a.get('/api/dev/job/detail', { id })).data.nextRunAt).not.toBeNull()

    const search = (await a.get('/api/dev/job/page', { searchKey: '心跳测试' })).data
    expect(search.records).toHaveLength(1)

    expect((await a.post('/api/dev/job/delete', [{ id }])).code).toBe(200)
    expect((await a.get('/api/dev/job/detail', { id })).code).toBe(404)

    const ops = await t.app.db
      .selectFrom('devLog')
      .select(['name', 'exeStatus'])
      .where('category', '=', 'OPERATE')
      .where('reqUrl', 'like', '/api/dev/job/%')
      .execute()
    const names = ops.map((o) => `${o.name}|${o.exeStatus}`)
    expect(names).toEqual(
      expect.arrayContaining([
        'Add a job (cron, time zone and parameters checked)|SUCCESS',
        'Edit a job|SUCCESS',
        'Enable or pause a job|SUCCESS',
        'Delete jobs with their run logs|SUCCESS',
      ]),
    )
  })

  it('runs now, once, and logs the run with its result or error; the log pages by keyset', async () => {
    const id = (await a.post('/api/dev/job/add', { ...heartbeat, name: '立即执行' })).data as string
    const runIds: string[] = []
    for (let i = 0; i < 3; i++) runIds.push((await a.post('/api/dev/job/runNow', { id })).data)
    await t.app.jobs.idle()
    const page = (await a.get('/api/dev/job/runPage', { jobId: id, size: 2 })).data
    expect(page.total).toBe(3)
    expect(page.records.map((r: { id: string }) => r.id)).toEqual([runIds[2], runIds[1]])
    expect(page.records[0]).toMatchObject({
      source: 'MANUAL',
      status: 'SUCCESS',
      attempt: 1,
      owner: t.app.jobs.owner,
      takenOverFrom: null,
    })
    expect(page.records[0].endedAt >= page.records[0].startedAt).toBe(true)
    expect(JSON.parse(page.records[0].result)).toEqual({ process: t.app.jobs.owner })
    const next = (await a.get('/api/dev/job/runPage', { jobId: id, size: 2, after: runIds[1]! })).data
    expect(next.records.map((r: { id: string }) => r.id)).toEqual([runIds[0]])

    // A failing action: FAIL with its message, on the run and on the job.
    const detail = (await a.get('/api/dev/job/detail', { id })).data
    await a.post('/api/dev/job/edit', { ...detail, params: { seconds: 0, fail: true } })
    await a.post('/api/dev/job/runNow', { id })
    await t.app.jobs.idle()
    const failed = (await a.get('/api/dev/job/runPage', { jobId: id, status: 'FAIL' })).data
    expect(failed.records[0]).toMatchObject({ status: 'FAIL', error: 'heartbeat asked to fail' })
    expect((await a.get('/api/dev/job/detail', { id })).data).toMatchObject({
      lastStatus: 'FAIL',
      lastMessage: 'heartbeat asked to fail',
    })
    expect((await a.post('/api/dev/job/runNow', { id: 'nope' })).code).toBe(404)
  })

  it('purges old runs and old logs with the clean-up actions', async () => {
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString()
    const jobId = 'job-heartbeat'
    await t.app.db
      .insertInto('devJobRun')
      .values({
        id: 'old-run',
        jobId,
        jobName: 'x',
        source: 'SCHEDULE',
        fireAt: old,
        attempt: 1,
        status: 'SUCCESS',
        startedAt: old,
        endedAt: old,
        durationMs: 1,
        result: null,
        error: null,
        owner: 'gone',
        leaseUntil: old,
        takenOverFrom: null,
      })
      .execute()
    await a.post('/api/dev/job/runNow', { id: 'job-purge-job-runs' })
    await t.app.jobs.idle()
    expect(
      await t.app.db.selectFrom('devJobRun').select('id').where('id', '=', 'old-run').executeTakeFirst(),
    ).toBe(undefined)
    const runs = (await a.get('/api/dev/job/runPage', { jobId: 'job-purge-job-runs' })).data
    expect(runs.records[0]).toMatchObject({ status: 'SUCCESS' })
    expect(JSON.parse(runs.records[0].result).deleted).toBe(1)

    await a.post('/api/dev/job/runNow', { id: 'job-clear-expired' })
    await a.post('/api/dev/job/runNow', { id: 'job-purge-logs' })
    await t.app.jobs.idle()
    for (const jobId of ['job-clear-expired', 'job-purge-logs'])
      expect((await a.get('/api/dev/job/runPage', { jobId })).data.records[0].status).toBe('SUCCESS')
  })
})
