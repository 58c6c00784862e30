import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { type AgentReading, createAgent, type ScaleAgent, type ScaleAgentConfig } from './agent.js'
import { createFramer, encodeFrame, type Frame, type ScaleProtocol } from './frames.js'
import { openScale, type Reading, type ScaleStatus } from './reader.js'
import { simulatedBinding, simulateScale } from './simulator.js'
import { isStable, roundToDivision, STABLE_READINGS, stableWeight } from './stability.js'

/**
 * The weighbridge reader (issue 26): frames of both continuous formats cut from a byte stream however
 * it arrives, the stability rule, the reader on a simulated indicator, and the scale agent riding
 * out a server that refuses, hangs, drops connections and goes away.
 */

/** Polls until `fn` returns something truthy; generous limits, as the machine may be loaded. */
async function waitFor<T>(what: string, fn: () => T, timeoutMs = 60_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const v = fn()
    if (v) return v as NonNullable<T>
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(15)
  }
}

const bytes = (s: string) => Buffer.from(s, 'latin1')
const weightsOf = (frames: readonly Frame[]) => frames.map((f) => f.weight)

/** The A9 check characters of a frame body (sign, six digits, decimals), for hand-made frames. */
function a9(body: string): Buffer {
  let x = 0
  for (const c of body) x ^= c.charCodeAt(0)
  return bytes(`\x02${body}${x.toString(16).toUpperCase().padStart(2, '0')}\x03`)
}

describe('XK3190_A9 frames', () => {
  it('reads the documented layout: STX, sign, six digits, decimals, XOR check, ETX', () => {
    // + 0 0 0 5 2 0 0: the XOR of those eight bytes is 0x1C.
    const frame = bytes('\x02+0005200' + '1C\x03')
    const framer = createFramer('XK3190_A9')
    expect(framer.push(frame)).toEqual([{ weight: 520, raw: frame }])
    expect(framer.stats).toEqual({ frames: 1, badCheck: 0, garbage: 0 })
    expect(encodeFrame('XK3190_A9', 520, 0)).toEqual(frame)
  })

  it('applies the decimals and the sign', () => {
    const framer = createFramer('XK3190_A9')
    const cases: Array<[string, number]> = [
      ['+0052052', 52.05],
      ['+0123454', 1.2345],
      ['-0001251', -12.5],
      ['-0320000', -32000],
      ['+9999990', 999999],
      ['-0000003', 0],
    ]
    for (const [body, weight] of cases) {
      const [f] = framer.push(a9(body))
      expect(f?.weight, body).toBe(weight)
      expect(Object.is(f?.weight, -0)).toBe(false)
    }
    for (const [w, d] of [
      [52.05, 2],
      [-12.5, 1],
      [1.2345, 4],
      [31_980, 0],
    ] as const) {
      expect(weightsOf(framer.push(encodeFrame('XK3190_A9', w, d)))).toEqual([w])
    }
    expect(framer.stats).toEqual({ frames: 10, badCheck: 0, garbage: 0 })
  })

  it('reads frames split at every byte position, and byte by byte', () => {
    const stream = Buffer.concat([520, -40, 31_980].map((w) => encodeFrame('XK3190_A9', w, 0)))
    for (let cut = 1; cut < stream.length; cut++) {
      const framer = createFramer('XK3190_A9')
      const got = [...framer.push(stream.subarray(0, cut)), ...framer.push(stream.subarray(cut))]
      expect(weightsOf(got), `cut at ${cut}`).toEqual([520, -40, 31_980])
      expect(framer.stats).toEqual({ frames: 3, badCheck: 0, garbage: 0 })
      expect(framer.buffered).toBe(0)
    }
    const framer = createFramer('XK3190_A9')
    const got: Frame[] = []
    for (const b of stream) {
      got.push(...framer.push(Buffer.from([b])))
      expect(framer.buffered).toBeLessThan(12)
    }
    expect(weightsOf(got)).toEqual([520, -40, 31_980])
  })

  it('reads several frames in one chunk', () => {
    const weights = Array.from({ length: 50 }, (_, i) => i * 20 - 200)
    const framer = createFramer('XK3190_A9')
    expect(weightsOf(framer.push(Buffer.concat(weights.map((w) => encodeFrame('XK3190_A9', w, 0)))))).toEqual(
      weights,
    )
    expect(framer.stats.frames).toBe(50)
  })

  it('skips garbage between frames and resynchronises on the next start byte', () => {
    const f = (w: number) => encodeFrame('XK3190_A9', w, 0)
    const framer = createFramer('XK3190_A9')
    const got = framer.push(
      Buffer.concat([
        bytes('ab'), // 2 before the first frame
        f(100),
        bytes('\r\n'), // 2 between frames
        f(200).subarray(0, 5), // a frame cut short by a lost byte: 5
        f(300),
        bytes('\x02+00'), // a start byte and a few bytes, then no end: 4
        f(400),
        bytes('\x02+000500' + '0ZZ'), // a start byte and ten more, with no end: 11
        f(500),
      ]),
    )
    expect(weightsOf(got)).toEqual([100, 300, 400, 500])
    expect(framer.stats).toEqual({ frames: 4, badCheck: 0, garbage: 2 + 2 + 5 + 4 + 11 })

    // Megabytes of noise never grow the buffer.
    const noise = Buffer.alloc(1 << 20, 0x55)
    expect(framer.push(noise)).toEqual([])
    expect(framer.buffered).toBe(0)
    expect(weightsOf(framer.push(f(600)))).toEqual([600])
    expect(framer.stats.garbage).toBe(24 + (1 << 20))
  })

  it('drops and counts frames with a bad check or unreadable content', () => {
    const framer = createFramer('XK3190_A9')
    const wrongCheck = Buffer.from(encodeFrame('XK3190_A9', 520, 0))
    wrongCheck[10] = wrongCheck[10] === 0x30 ? 0x31 : 0x30
    const got = framer.push(
      Buffer.concat([
        encodeFrame('XK3190_A9', 100, 0),
        encodeFrame('XK3190_A9', 520, 0, { badCheck: true }),
        wrongCheck,
        a9('+00A5200'), // a letter among the digits, with a right check
        a9('*0005200'), // no sign
        a9('+0005209'), // nine decimals
        bytes('\x02+0005200' + '1c\x03'), // lowercase check
        encodeFrame('XK3190_A9', 200, 0),
      ]),
    )
    expect(weightsOf(got)).toEqual([100, 200])
    expect(framer.stats).toEqual({ frames: 2, badCheck: 6, garbage: 0 })
  })

  it('refuses to encode what the frame cannot carry', () => {
    expect(() => encodeFrame('XK3190_A9', 1_000_000, 0)).toThrow(RangeError)
    expect(() => encodeFrame('XK3190_A9', 100, 5)).toThrow(RangeError)
    expect(() => encodeFrame('XK3190_A9', Number.NaN, 0)).toThrow(RangeError)
  })
})

describe('XK3190_REVERSED frames', () => {
  it("reads '=' and the 7-character display reversed", () => {
    const framer = createFramer('XK3190_REVERSED')
    const cases: Array<[string, number]> = [
      ['=0250000', 520], // 0000520
      ['=0.02500', 520], // 00520.0
      ['=50.2500', 52.05], // 0052.05
      ['=025000-', -520], // -000520
      ['=5.2100-', -12.5], // -0012.5
      ['=0000000', 0],
      ['=9999999', 9_999_999],
    ]
    for (const [frame, weight] of cases) {
      expect(framer.push(bytes(frame)), frame).toEqual([{ weight, raw: bytes(frame) }])
    }
    for (const [w, d, sent] of [
      [520, 0, '=0250000'],
      [520, 1, '=0.02500'],
      [52.05, 2, '=50.2500'],
      [-520, 0, '=025000-'],
      [-12.5, 1, '=5.2100-'],
      [1.2345, 4, '=5432.10'],
    ] as const) {
      expect(encodeFrame('XK3190_REVERSED', w, d).toString('latin1')).toBe(sent)
    }
    expect(() => encodeFrame('XK3190_REVERSED', 10_000_000, 0)).toThrow(RangeError)
    expect(() => encodeFrame('XK3190_REVERSED', -1_000_000, 0)).toThrow(RangeError)
  })

  it('reads split frames, frames in one chunk, and skips garbage and unreadable frames', () => {
    const f = (w: number, d = 0) => encodeFrame('XK3190_REVERSED', w, d)
    const stream = Buffer.concat([f(520), f(-40), f(31.5, 1)])
    for (let cut = 1; cut < stream.length; cut++) {
      const framer = createFramer('XK3190_REVERSED')
      const got = [...framer.push(stream.subarray(0, cut)), ...framer.push(stream.subarray(cut))]
      expect(weightsOf(got), `cut at ${cut}`).toEqual([520, -40, 31.5])
      expect(framer.stats).toEqual({ frames: 3, badCheck: 0, garbage: 0 })
    }
    const framer = createFramer('XK3190_REVERSED')
    const got = framer.push(
      Buffer.concat([
        bytes('\r\n'), // 2
        f(100),
        f(200, 0).subarray(0, 3), // cut short: 3
        f(300),
        f(400),
        encodeFrame('XK3190_REVERSED', 500, 0, { badCheck: true }), // unreadable: 8
        bytes('=0-25000'), // a sign in the middle: 8
        bytes('=0..2500'), // two points: 8
        f(600),
      ]),
    )
    expect(weightsOf(got)).toEqual([100, 300, 400, 600])
    expect(framer.stats).toEqual({ frames: 4, badCheck: 0, garbage: 2 + 3 + 8 + 8 + 8 })
    expect(framer.buffered).toBe(0)
  })
})

describe('stability', () => {
  it(`takes a weight only after ${STABLE_READINGS} readings within one division`, () => {
    expect(STABLE_READINGS).toBe(5)
    expect(isStable([32_000, 32_020, 32_000, 32_020, 32_000], 20)).toBe(true)
    expect(stableWeight([32_000, 32_020, 32_000, 32_020, 32_000], 20)).toBe(32_000)
    expect(isStable([32_000, 32_020, 32_000, 32_020], 20)).toBe(false)
    expect(stableWeight([32_000, 32_000, 32_000, 32_000], 20)).toBeNull()
    // A jump of two divisions anywhere in the last five.
    expect(isStable([32_000, 32_000, 32_040, 32_000, 32_000], 20)).toBe(false)
    expect(isStable([31_000, 32_000, 32_000, 32_000, 32_000, 32_000], 20)).toBe(true)
    expect(isStable([32_000, 32_000, 32_000, 32_000, 32_000, 31_000], 20)).toBe(false)
    expect(isStable([], 20)).toBe(false)
    expect(isStable([1, 1, 1], 20, 3)).toBe(true)
  })

  it('allows binary noise in decimal weights and rounds to the division', () => {
    expect(isStable([52.04, 52.05, 52.05, 52.04, 52.05], 0.01)).toBe(true)
    expect(isStable([52.03, 52.05, 52.05, 52.04, 52.05], 0.01)).toBe(false)
    expect(stableWeight([52.04, 52.05, 52.05, 52.04, 52.05], 0.01)).toBe(52.05)
    expect(roundToDivision(31_990, 20)).toBe(32_000)
    expect(roundToDivision(0.1 + 0.2, 0.1)).toBe(0.3)
    expect(Object.is(roundToDivision(-4, 20), -0)).toBe(false)
    expect(() => isStable([1, 1, 1, 1, 1], 0)).toThrow(RangeError)
  })
})

describe('reader on a simulated indicator', () => {
  const cleanup: Array<() => unknown> = []
  afterEach(async () => {
    for (const fn of cleanup.splice(0).reverse()) await fn()
  })

  function setup(path: string, protocol: ScaleProtocol, division: number, decimals = 0, weight = 0) {
    const sim = simulateScale({ path, protocol, division, decimals, intervalMs: 20, weight })
    cleanup.push(() => sim.stop())
    const reader = openScale({ path, baudRate: 9600, protocol, binding: simulatedBinding })
    cleanup.push(() => reader.close())
    const readings: Reading[] = []
    const statuses: ScaleStatus[] = []
    reader.on('reading', (r) => readings.push(r))
    reader.on('status', (s) => statuses.push(s))
    const weights = () => readings.map((r) => r.weight)
    return { sim, reader, readings, statuses, weights }
  }

  /** Index of the first reading from `from` on whose weight differs from `weight`. */
  const firstOther = (readings: readonly Reading[], from: number, weight: number) => {
    const i = readings.findIndex((r, k) => k >= from && r.weight !== weight)
    return i < 0 ? undefined : i + 1
  }

  it('sees a moving truck as unstable and takes the weight once it stands still', async () => {
    const { sim, reader, readings, statuses, weights } = setup('/dev/SIMSCALE-T1', 'XK3190_A9', 20)
    await waitFor('the port to open', () => statuses.some((s) => s.state === 'open'))
    await waitFor('a stable empty bridge', () => stableWeight(weights(), 20) === 0)
    const r0 = readings[0]!
    expect(r0.raw).toHaveLength(12)
    expect(Math.abs(r0.at - Date.now())).toBeLessThan(60_000)

    const mark = readings.length
    sim.setWeight(32_000)
    // Every reading from the first one that is not 0 on was sent after the move began.
    const moved = (await waitFor('the move to start', () => firstOther(readings, mark, 0))) - 1
    await waitFor('a stable 32000', () => stableWeight(weights(), 20) === 32_000)
    const after = weights().slice(moved)
    const firstStable = after.findIndex((_, k) => isStable(after.slice(0, k + 1), 20))
    expect(firstStable).toBeGreaterThanOrEqual(10)
    expect(after.slice(firstStable - 4, firstStable + 1)).toEqual([32_000, 32_000, 32_000, 32_000, 32_000])
    expect(new Set(after.slice(0, firstStable - 4)).size).toBeGreaterThan(5)

    // Rocking: no five consecutive readings agree until it stops.
    sim.setUnstable(true)
    const rocking = (await waitFor('rocking', () => firstOther(readings, readings.length - 1, 32_000))) - 1
    await waitFor('30 rocking readings', () => readings.length >= rocking + 30)
    const rocked = weights().slice(rocking, rocking + 30)
    for (let k = STABLE_READINGS; k <= rocked.length; k++)
      expect(isStable(rocked.slice(0, k), 20)).toBe(false)
    sim.setUnstable(false)
    await waitFor('stable again', () => stableWeight(weights(), 20) === 32_000)

    // Corrupted frames are dropped and counted; the others keep coming.
    const before = reader.stats
    sim.corruptNext(3)
    await waitFor('3 bad checks', () => reader.stats.badCheck === before.badCheck + 3)
    await waitFor('frames after them', () => reader.stats.frames > before.frames + 5)
    expect(reader.stats.garbage).toBe(0)

    // Closed: no more readings, and the port is free for the next reader.
    await reader.close()
    expect(statuses.at(-1)).toEqual({ state: 'closed' })
    const count = readings.length
    await sleep(200)
    expect(readings.length).toBe(count)
    const again = openScale({
      path: '/dev/SIMSCALE-T1',
      baudRate: 9600,
      protocol: 'XK3190_A9',
      binding: simulatedBinding,
    })
    cleanup.push(() => again.close())
    const got: Reading[] = []
    again.on('reading', (r) => got.push(r))
    await waitFor('readings on a second reader', () => got.length >= 5)
  })

  it('reopens the port after a disconnection, and keeps trying a port that is not there', async () => {
    const { sim, readings, statuses } = setup('/dev/SIMSCALE-T2', 'XK3190_A9', 20, 0, 5000)
    await waitFor('readings', () => readings.length >= 5)
    sim.disconnect()
    const closed = await waitFor('the close', () => statuses.find((s) => s.state === 'closed'))
    expect(closed).toMatchObject({ state: 'closed', message: 'simulated disconnect', retryMs: 1000 })
    await waitFor('the port to reopen', () => statuses.filter((s) => s.state === 'open').length === 2)
    const n = readings.length
    await waitFor('readings after the reopen', () => readings.length >= n + 5)
    expect(readings.at(-1)?.weight).toBe(5000)

    // No such port yet: errors with a doubling, capped back-off, then it appears and is read.
    const missing = openScale({
      path: '/dev/SIMSCALE-LATER',
      baudRate: 9600,
      protocol: 'XK3190_REVERSED',
      binding: simulatedBinding,
      backoff: { initialMs: 20, maxMs: 80 },
    })
    cleanup.push(() => missing.close())
    const seen: ScaleStatus[] = []
    const got: Reading[] = []
    missing.on('status', (s) => seen.push(s))
    missing.on('reading', (r) => got.push(r))
    await waitFor('five failed opens', () => seen.length >= 5)
    expect(seen.slice(0, 5).map((s) => (s.state === 'error' ? s.retryMs : s.state))).toEqual([
      20, 40, 80, 80, 80,
    ])
    const later = simulateScale({
      path: '/dev/SIMSCALE-LATER',
      protocol: 'XK3190_REVERSED',
      division: 0.5,
      decimals: 1,
      weight: 2500.5,
      intervalMs: 20,
    })
    cleanup.push(() => later.stop())
    await waitFor(
      'the late port to be read',
      () =>
        stableWeight(
          got.map((r) => r.weight),
          0.5,
        ) === 2500.5,
    )
  })

  it('runs several simulators side by side', async () => {
    const a = setup('/dev/SIMSCALE-A', 'XK3190_A9', 10, 0, 1000)
    const b = setup('/dev/SIMSCALE-B', 'XK3190_REVERSED', 0.05, 2, 12.35)
    a.sim.setWeight(18_000)
    b.sim.setWeight(3.45)
    await waitFor('A to settle', () => stableWeight(a.weights(), 10) === 18_000)
    await waitFor('B to settle', () => stableWeight(b.weights(), 0.05) === 3.45)
    expect(a.readings.at(-1)?.raw).toHaveLength(12)
    expect(b.readings.at(-1)?.raw.toString('latin1')).toBe('=54.3000')
  })
})

describe('scale agent', () => {
  const KEY = 'agent-key-1'
  type Mode = 'accept' | '503' | 'destroy' | 'hang'
  const cleanup: Array<() => unknown> = []
  afterEach(async () => {
    for (const fn of cleanup.splice(0).reverse()) await fn()
  })

  /** The server's two agent endpoints, with a switch for how the readings endpoint behaves. */
  async function fakeServer(config: ScaleAgentConfig) {
    const state = {
      mode: 'accept' as Mode,
      configFailures: 0,
      configCalls: 0,
      /** Each reading once: the agent resends a batch whose answer it did not get, as the real server expects. */
      received: [] as AgentReading[],
      seen: new Set<number>(),
      duplicates: 0,
      hits: { accept: 0, '503': 0, destroy: 0, hang: 0 } as Record<Mode, number>,
      stats: undefined as unknown,
      wrongKey: 0,
    }
    const json = (res: ServerResponse, status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    const handle = (req: IncomingMessage, res: ServerResponse, body: string) => {
      if (req.headers['x-scale-key'] !== KEY) {
        state.wrongKey++
        return json(res, 200, { code: 401, msg: 'bad key', data: null })
      }
      if (req.method === 'GET' && req.url === '/api/weigh/scale/config') {
        state.configCalls++
        if (state.configFailures > 0) {
          state.configFailures--
          return json(res, 503, { code: 503, msg: 'starting', data: null })
        }
        return json(res, 200, { code: 200, msg: 'ok', data: config })
      }
      if (req.method === 'POST' && req.url === '/api/weigh/scale/readings') {
        const mode = state.mode
        state.hits[mode]++
        if (mode === 'destroy') return req.socket.destroy()
        if (mode === 'hang') return
        if (mode === '503') return json(res, 503, { code: 503, msg: 'unavailable', data: null })
        const parsed = JSON.parse(body) as { readings: AgentReading[]; stats: unknown }
        for (const r of parsed.readings) {
          if (state.seen.has(r.seq)) state.duplicates++
          else {
            state.seen.add(r.seq)
            state.received.push(r)
          }
        }
        state.stats = parsed.stats
        return json(res, 200, { code: 200, msg: 'ok', data: { accepted: parsed.readings.length } })
      }
      json(res, 404, { code: 404, msg: 'not found', data: null })
    }
    const server = createServer((req, res) => {
      let body = ''
      req.setEncoding('utf8')
      req.on('data', (c: string) => {
        body += c
      })
      req.on('end', () => handle(req, res, body))
    })
    const listen = (port: number) =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, '127.0.0.1', () => {
          server.off('error', reject)
          resolve()
        })
      })
    const down = () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    await listen(0)
    const port = (server.address() as AddressInfo).port
    cleanup.push(() => server.listening && down())
    return { url: `http://127.0.0.1:${port}`, state, down, up: () => listen(port) }
  }

  const bridge = (port: string): ScaleAgentConfig => ({
    bridgeId: 'b1',
    name: '1号地磅',
    port,
    baudRate: 9600,
    dataBits: 8,
    parity: 'none',
    stopBits: 1,
    protocol: 'XK3190_A9',
    division: 20,
  })

  function agentWith(url: string, extra: Partial<Parameters<typeof createAgent>[0]> = {}) {
    const lines: string[] = []
    let failures = 0
    const agent: ScaleAgent = createAgent({
      serverUrl: `${url}/`,
      key: KEY,
      binding: simulatedBinding,
      batchMs: 50,
      timeoutMs: 1000,
      configRetryMs: 50,
      heartbeatMs: 200,
      log: (line) => lines.push(line),
      fetchImpl: async (input, init) => {
        try {
          return await fetch(input, init)
        } catch (err) {
          failures++
          throw err
        }
      },
      ...extra,
    })
    cleanup.push(() => agent.stop())
    return { agent, lines, failures: () => failures }
  }

  /** What the agent sent is exactly what it read: numbered one by one, in order, times as read. */
  function checkReceived(received: readonly AgentReading[]) {
    const framer = createFramer('XK3190_A9')
    for (let i = 0; i < received.length; i++) {
      const r = received[i]!
      if (i) {
        expect(r.seq).toBe(received[i - 1]!.seq + 1)
        expect(Date.parse(r.at)).toBeGreaterThanOrEqual(Date.parse(received[i - 1]!.at))
      }
      expect(new Date(r.at).toISOString()).toBe(r.at)
      expect(weightsOf(framer.push(Buffer.from(r.raw, 'hex')))).toEqual([r.weight])
    }
  }

  it('buffers through refusals, dropped connections, hangs and a server that is gone, losing nothing', async () => {
    const path = '/dev/SIMSCALE-AGENT1'
    const srv = await fakeServer(bridge(path))
    srv.state.configFailures = 2
    const sim = simulateScale({ path, protocol: 'XK3190_A9', division: 20, intervalMs: 20, weight: 32_000 })
    cleanup.push(() => sim.stop())
    const t0 = Date.now()
    const { agent, lines, failures } = agentWith(srv.url)
    await agent.start()
    const t1 = Date.now()
    expect(srv.state.configCalls).toBe(3)
    expect(lines.filter((l) => l.startsWith('cannot get the configuration'))).toHaveLength(2)
    expect(agent.config()).toEqual(bridge(path))

    await waitFor('readings accepted', () => srv.state.received.length >= 10)
    expect(srv.state.received[0]!.seq).toBeGreaterThanOrEqual(t0)
    expect(srv.state.received[0]!.seq).toBeLessThanOrEqual(t1)

    const outageStart = Date.now()
    for (const mode of ['503', 'destroy', 'hang'] as const) {
      srv.state.mode = mode
      const hits = srv.state.hits[mode]
      await waitFor(`two POSTs answered with ${mode}`, () => srv.state.hits[mode] >= hits + 2)
    }
    await srv.down()
    const failed = failures()
    await waitFor('two refused connections', () => failures() >= failed + 2)
    await waitFor('readings queued', () => agent.queued() >= 20)
    const queued = agent.queued()
    expect(queued).toBeLessThanOrEqual(agent.read())

    const accepted = srv.state.received.length
    srv.state.mode = 'accept'
    const back = Date.now()
    await srv.up()
    await waitFor('the backlog', () => srv.state.received.length >= accepted + queued)
    sim.stop()
    await waitFor('an empty queue', () => agent.queued() === 0 && srv.state.received.length === agent.read())
    await agent.stop()

    const received = srv.state.received
    expect(received).toHaveLength(agent.read())
    expect(agent.dropped()).toBe(0)
    checkReceived(received)
    // The resent readings kept the times they were read at, during the outage.
    const resent = received.slice(accepted, accepted + queued)
    expect(resent.every((r) => Date.parse(r.at) >= outageStart - 1000 && Date.parse(r.at) <= back)).toBe(true)
    expect(srv.state.stats).toMatchObject({ badCheck: 0, garbage: 0 })
    expect((srv.state.stats as { frames: number }).frames).toBeGreaterThanOrEqual(received.length)
    expect(srv.state.wrongKey).toBe(0)
    // One line when the connection went, one when it came back, however many ticks failed between.
    expect(lines.filter((l) => l.includes('connection to server lost'))).toHaveLength(1)
    expect(lines.filter((l) => l.includes('connection to server restored'))).toHaveLength(1)
  })

  it('keeps at most bufferMax readings, dropping the oldest', async () => {
    const path = '/dev/SIMSCALE-AGENT2'
    const srv = await fakeServer(bridge(path))
    srv.state.mode = '503'
    const sim = simulateScale({ path, protocol: 'XK3190_A9', division: 20, intervalMs: 20, weight: 12_000 })
    cleanup.push(() => sim.stop())
    const t0 = Date.now()
    const { agent, lines } = agentWith(srv.url, { bufferMax: 10 })
    const t1 = Date.now()
    await agent.start()
    let most = 0
    await waitFor('30 dropped readings', () => {
      most = Math.max(most, agent.queued())
      return agent.dropped() >= 30
    })
    expect(most).toBe(10)
    srv.state.mode = 'accept'
    sim.stop()
    await waitFor('an empty queue', () => agent.queued() === 0 && srv.state.received.length > 0)
    await agent.stop()
    const received = srv.state.received
    expect(received.length + agent.dropped()).toBe(agent.read())
    checkReceived(received)
    // The oldest went: what arrived starts right after them.
    expect(received[0]!.seq).toBeGreaterThanOrEqual(t0 + agent.dropped())
    expect(received[0]!.seq).toBeLessThanOrEqual(t1 + agent.dropped())
    expect(lines.filter((l) => l.startsWith('buffer full'))).toHaveLength(1)
  })

  it('runs a simulated indicator with a demo profile', async () => {
    const srv = await fakeServer({ ...bridge('/dev/SIMSCALE-DEMO'), division: 10 })
    const { agent } = agentWith(srv.url, { binding: undefined, simulate: true, demoStepMs: 2000 })
    await agent.start()
    await waitFor(
      'a stable empty bridge',
      () =>
        stableWeight(
          srv.state.received.map((r) => r.weight),
          10,
        ) === 0 && srv.state.received.length,
    )
    await waitFor('a loaded truck', () => srv.state.received.some((r) => r.weight > 30_000))
    await agent.stop()
    checkReceived(srv.state.received)
  })
})
