import http, { type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DemoContext } from '../../../core/demo.js'
import { api, dataCounts, engines, type TestApp, testApp } from '../../../test/harness.js'
import { createAgent } from '../scale/agent.js'
import { encodeFrame } from '../scale/frames.js'
import { simulatedBinding, simulateScale } from '../scale/simulator.js'
import { bridgeDemo, SIMULATED_BRIDGE_ID } from './demo.js'
import { liveOf, takeWeight } from './service.js'

type Api = ReturnType<typeof api>
const bridge = {
  name: '1号地磅',
  location: '北门',
  port: '/dev/ttyUSB0',
  baudRate: 9600,
  dataBits: 8,
  parity: 'none',
  stopBits: 1,
  protocol: 'XK3190_A9',
  capacity: 100000,
  division: 20,
  enabled: true,
  sortCode: 1,
}

/** `n` readings of `weight` (or of each weight given), numbered from `seq`, read `agoMs` ago. */
const readings = (seq: number, weights: number[], agoMs = 0) =>
  weights.map((w, i) => ({
    seq: seq + i,
    at: new Date(Date.now() - agoMs - (weights.length - 1 - i) * 100).toISOString(),
    weight: w,
    raw: encodeFrame('XK3190_A9', w, 0).toString('hex'),
  }))

/**
 * Weighbridges and their scale agents (issue 26): the agent's key, readings kept once however often
 * they are sent, and a weight taken only from fresh, consecutive, stable readings.
 */
describe.each(engines)('weighbridges on $name', (engine) => {
  let t: TestApp
  let admin: Api
  let id: string
  let key: string
  const post = (url: string, body: unknown, k = key) =>
    t.app
      .inject({ method: 'POST', url, payload: body as object, headers: { 'x-scale-key': k } })
      .then((r) => ({
        status: r.statusCode,
        ...(r.json() as { code: number; msg: string; data: { accepted: number } }),
      }))

  beforeAll(async () => {
    t = await testApp(engine)
    admin = api(t, await t.login())
  })
  afterAll(async () => {
    await t?.close()
  })

  it('keeps a bridge’s settings, refusing a division too large for its capacity or a name taken', async () => {
    const before = await dataCounts(t.app)
    const coarse = await admin.post('/api/weigh/bridge/add', { ...bridge, capacity: 1000, division: 50 })
    expect(coarse.status).toBe(400)
    expect(coarse.msg).toBe('分度值过大：最大称量至少应为分度值的 100 倍')
    const badPort = await admin.post('/api/weigh/bridge/add', { ...bridge, port: 'COM3; rm -rf /' })
    expect(badPort.status).toBe(400)
    expect(badPort.msg).toContain('port')
    expect(await dataCounts(t.app)).toEqual(before)

    const added = await admin.post('/api/weigh/bridge/add', bridge)
    expect(added.code, added.msg).toBe(200)
    id = added.data
    const twice = await admin.post('/api/weigh/bridge/add', bridge)
    expect(twice.msg).toBe('已有同名地磅')
    const row = (await admin.get('/api/weigh/bridge/detail', { id })).data
    expect(row).toMatchObject({ name: '1号地磅', enabled: true, hasAgentKey: false, agentSeenAt: null })
    expect((await admin.get('/api/weigh/bridge/options')).data).toEqual([
      { id, name: '1号地磅', location: '北门', capacity: 100000, division: 20, simulated: false },
    ])
  })

  it('gives the agent its settings by its key, and keeps each reading once however often it is sent', async () => {
    const nokey = await t.app.inject({ method: 'GET', url: '/api/weigh/scale/config' })
    expect(nokey.json()).toMatchObject({ code: 401, msg: '采集程序密钥无效或地磅已停用' })
    key = (await admin.post('/api/weigh/bridge/issueKey', { id })).data.key
    expect(key).toMatch(/^sk_/)
    const config = await t.app.inject({
      method: 'GET',
      url: '/api/weigh/scale/config',
      headers: { 'x-scale-key': key },
    })
    expect(config.json().data).toEqual({
      bridgeId: id,
      name: '1号地磅',
      port: '/dev/ttyUSB0',
      baudRate: 9600,
      dataBits: 8,
      parity: 'none',
      stopBits: 1,
      protocol: 'XK3190_A9',
      division: 20,
    })
    const batch = readings(1_000, [0, 0, 0])
    const sent = await post('/api/weigh/scale/readings', {
      readings: batch,
      stats: { frames: 3, badCheck: 1, garbage: 0 },
    })
    expect(sent.data).toEqual({ accepted: 3 })
    // The agent did not hear the answer and sends the batch again, with one more reading.
    await post('/api/weigh/scale/readings', { readings: [...batch, ...readings(1_003, [0])] })
    const stored = await t.app.db
      .selectFrom('weighReading')
      .select('seq')
      .where('bridgeId', '=', id)
      .execute()
    expect(stored.map((r) => Number(r.seq)).sort()).toEqual([1000, 1001, 1002, 1003])
    const row = (await admin.get('/api/weigh/bridge/detail', { id })).data
    expect(row).toMatchObject({ hasAgentKey: true, agentStats: { frames: 3, badCheck: 1, garbage: 0 } })
    expect(row.agentSeenAt).not.toBeNull()

    // A new key: the old one stops working.
    const next = (await admin.post('/api/weigh/bridge/issueKey', { id })).data.key
    expect((await post('/api/weigh/scale/readings', { readings: [] })).code).toBe(401)
    key = next
  })

  it('takes a weight only from five fresh, consecutive readings within one division', async () => {
    // Rocking: 60 kg apart, more than the 20 kg division.
    await post('/api/weigh/scale/readings', {
      readings: readings(2_000, [31_980, 32_040, 31_980, 32_040, 31_980]),
    })
    await expect(takeWeight(t.app.db, id)).rejects.toMatchObject({ key: 'weighUnstable' })
    // Four steady readings are not enough.
    await post('/api/weigh/scale/readings', { readings: readings(3_000, [32_000, 32_000, 32_020, 32_000]) })
    await expect(takeWeight(t.app.db, id)).rejects.toMatchObject({ key: 'weighUnstable' })
    await post('/api/weigh/scale/readings', { readings: readings(3_004, [32_010]) })
    const taken = await takeWeight(t.app.db, id)
    expect(taken).toMatchObject({ weight: 32_020, frames: expect.any(Array) })
    expect(taken.frames).toHaveLength(5)
    expect(taken.framesHash).toMatch(/^[0-9a-f]{64}$/)
    // A reading missing from the run (a gap in the agent's numbering) breaks it.
    await post('/api/weigh/scale/readings', { readings: readings(3_006, [32_000]) })
    await expect(takeWeight(t.app.db, id)).rejects.toMatchObject({ key: 'weighUnstable' })
    // A backlog resent after a lost connection is history, not the weight on the bridge now.
    await post('/api/weigh/scale/readings', {
      readings: readings(4_000, [12_000, 12_000, 12_000, 12_000, 12_000], 10_000),
    })
    await expect(takeWeight(t.app.db, id)).rejects.toMatchObject({ key: 'weighReadingStale' })
  })

  it('streams the live weight to the weighing page as server-sent events', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    await post('/api/weigh/scale/readings', {
      readings: readings(5_000, [18_000, 18_000, 18_000, 18_000, 18_000]),
    })
    const token = await t.login()
    // node:http rather than fetch: undici opens a spare connection when a stream is aborted, which
    // would keep the server's close waiting for its keep-alive to end.
    const res = await new Promise<IncomingMessage>((resolve, reject) =>
      http
        .get(`${url}/api/weigh/bridge/live?bridgeId=${id}`, { headers: { token } }, resolve)
        .on('error', reject),
    )
    expect(res.headers['content-type']).toContain('text/event-stream')
    res.setEncoding('utf8')
    const chunks = res[Symbol.asyncIterator]() as AsyncIterator<string>
    const first = (await chunks.next()).value as string
    expect(JSON.parse(first.replace(/^data: /, '').trim())).toMatchObject({
      bridgeId: id,
      weight: 18_000,
      stable: true,
      online: true,
    })
    // The next readings reach the open stream.
    await post('/api/weigh/scale/readings', { readings: readings(5_005, [18_500]) })
    let next = ''
    while (!next.includes('18500')) next += (await chunks.next()).value ?? ''
    expect(next).toContain('"stable":false')
    res.destroy()
    const anonymous = await fetch(`${url}/api/weigh/bridge/live?bridgeId=${id}`)
    expect((await anonymous.json()).code).toBe(401)
  })

  it('takes the weight a scale agent reads from a simulated indicator, through the real HTTP calls', async () => {
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    const path = `/dev/SIMSCALE-${engine.name}`
    const second = await admin.post('/api/weigh/bridge/add', { ...bridge, name: '2号地磅', port: path })
    const agentKey = (await admin.post('/api/weigh/bridge/issueKey', { id: second.data })).data.key
    const sim = simulateScale({ path, protocol: 'XK3190_A9', division: 20, intervalMs: 20, weight: 0 })
    const agent = createAgent({
      serverUrl: url,
      key: agentKey,
      binding: simulatedBinding,
      batchMs: 50,
      log: () => {},
    })
    try {
      await agent.start()
      sim.setWeight(41_260)
      const deadline = Date.now() + 30_000
      let taken: Awaited<ReturnType<typeof takeWeight>> | null = null
      while (!taken && Date.now() < deadline) {
        taken = await takeWeight(t.app.db, second.data).catch(() => null)
        if (!taken || taken.weight !== 41_260) {
          taken = null
          await new Promise((r) => setTimeout(r, 100))
        }
      }
      expect(taken?.weight).toBe(41_260)
      // While the truck rocks, no weight is taken.
      sim.setUnstable(true)
      await new Promise((r) => setTimeout(r, 600))
      await expect(takeWeight(t.app.db, second.data)).rejects.toMatchObject({ key: 'weighUnstable' })
    } finally {
      await agent.stop()
      sim.stop()
    }
  })

  it('gives a fresh installation a simulated bridge a newcomer weighs on without an indicator', async () => {
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
    const ids = (await admin.get('/api/weigh/bridge/page', { size: 100 })).data.records.map(
      (b: { id: string }) => ({ id: b.id }),
    )
    expect((await admin.post('/api/weigh/bridge/delete', ids)).code).toBe(200)
    const demo = { db: t.app.db } as DemoContext
    await bridgeDemo.run(demo)
    expect((await admin.get('/api/weigh/bridge/options')).data).toEqual([
      expect.objectContaining({ id: SIMULATED_BRIDGE_ID, name: '模拟地磅（演示）', simulated: true }),
    ])

    // Read before anything is put on it: online, an empty bridge, stable.
    expect(await liveOf(t.app.db, SIMULATED_BRIDGE_ID)).toMatchObject({
      weight: 0,
      stable: true,
      online: true,
    })
    const real = await admin.post('/api/weigh/bridge/add', { ...bridge, name: '3号地磅' })
    expect(real.code, real.msg).toBe(200)
    const before = await dataCounts(t.app)
    const heavy = await admin.post('/api/weigh/bridge/simulate', { id: SIMULATED_BRIDGE_ID, weight: 150_000 })
    expect(heavy).toMatchObject({ status: 400, msg: '模拟重量最多 120000 kg' })
    const onReal = await admin.post('/api/weigh/bridge/simulate', { id: real.data, weight: 1000 })
    expect(onReal).toMatchObject({ status: 400, msg: '这不是模拟地磅：真实地磅的重量只能来自仪表' })
    expect(await dataCounts(t.app)).toEqual(before)

    // A truck drives on: the reading swings for a moment, then settles and is taken.
    const on = await admin.post('/api/weigh/bridge/simulate', { id: SIMULATED_BRIDGE_ID, weight: 35_240 })
    expect(on.code, on.msg).toBe(200)
    await sleep(700)
    await expect(takeWeight(t.app.db, SIMULATED_BRIDGE_ID)).rejects.toMatchObject({ key: 'weighUnstable' })
    await sleep(2000)
    expect(await takeWeight(t.app.db, SIMULATED_BRIDGE_ID)).toMatchObject({ weight: 35_240 })

    // A second run of the demo (an upgrade, another process) adds no second bridge.
    await bridgeDemo.run(demo)
    expect((await admin.get('/api/weigh/bridge/options')).data).toHaveLength(2)
  })
})
