import { setTimeout as sleep } from 'node:timers/promises'
import { pathToFileURL } from 'node:url'
import { SCALE_PROTOCOLS } from '@portal/contracts'
import { withTimeout } from '../../../core/abort.js'
import type { FrameStats, ScaleProtocol } from './frames.js'
import { type BindingInterface, openScale, type ScaleReader } from './reader.js'
import { type SimulatedScale, simulatedBinding, simulateScale } from './simulator.js'

/**
 * The scale agent (issue 26, `npm run scale-agent`): a browser cannot open the scale PC's serial
 * port, so this small process on that PC reads the indicator and pushes every reading to the server.
 * When the server is unreachable it keeps reading and buffers, then resends oldest first with the
 * times the frames were read; the server decides whether they are still fresh enough to weigh.
 *
 * Environment: SCALE_SERVER_URL, SCALE_AGENT_KEY (the bridge's key), SCALE_SIMULATE=1 (a simulated
 * indicator cycling a demo profile instead of the real port), SCALE_BATCH_MS (200),
 * SCALE_BUFFER_MAX (20000 readings).
 */

export interface ScaleAgentConfig {
  bridgeId: string
  name: string
  port: string
  baudRate: number
  dataBits: 5 | 6 | 7 | 8
  parity: 'none' | 'even' | 'odd'
  stopBits: 1 | 2
  protocol: ScaleProtocol
  division: number
}

export interface AgentReading {
  /** Running number, one per reading for the life of the process; a resent reading keeps it. */
  seq: number
  /** When the frame was read (ISO). */
  at: string
  weight: number
  /** The frame's bytes as hex. */
  raw: string
}

export interface AgentOptions {
  serverUrl: string
  key: string
  /** Serial access; the simulator's when `simulate`, else the platform's real binding. */
  binding?: BindingInterface
  /** Read a simulated indicator that cycles a demo profile (empty, a loaded truck, a lighter one). */
  simulate?: boolean
  /** Time between POSTs of queued readings. */
  batchMs?: number
  /** Most readings kept while the server is unreachable; older ones are dropped beyond it. */
  bufferMax?: number
  fetchImpl?: typeof fetch
  /** A request not answered within this is given up (and retried). */
  timeoutMs?: number
  /** Wait before asking again for the configuration after a failure. */
  configRetryMs?: number
  /** How often the configuration is fetched again, so changes in the back-office reach the agent. */
  configRefreshMs?: number
  /** An empty POST (stats only) after this much silence, so the server sees the agent is alive. */
  heartbeatMs?: number
  /** How long each step of the simulated demo profile lasts. */
  demoStepMs?: number
  log?: (line: string) => void
}

export interface ScaleAgent {
  /** Fetches the configuration (retrying until it gets one) and starts reading and sending. */
  start(): Promise<void>
  /** Stops reading and sending; queued readings are given up. */
  stop(): Promise<void>
  /** Readings waiting to be sent. */
  queued(): number
  /** Readings dropped because the queue was full. */
  dropped(): number
  /** Readings taken from the indicator. */
  read(): number
  /** The configuration in use, once fetched. */
  config(): ScaleAgentConfig | undefined
}

/** The server accepts at most this many readings per request. */
const MAX_BATCH = 2000
const PARITIES = ['none', 'even', 'odd'] as const

const messageOf = (err: unknown): string => {
  if (!(err instanceof Error)) return String(err)
  // fetch wraps the interesting part ("ECONNREFUSED") in `cause`.
  const cause = err.cause instanceof Error ? `: ${err.cause.message}` : ''
  return `${err.message}${cause}`
}

/** Reads the agent's part of the envelope `{ code, msg, data }`; throws what went wrong. */
async function envelope(res: Response): Promise<unknown> {
  const text = await res.text()
  let body: { code?: unknown; msg?: unknown; data?: unknown } | undefined
  try {
    body = JSON.parse(text) as typeof body
  } catch {
    body = undefined
  }
  if (res.ok && body?.code === 200) return body.data
  const msg = typeof body?.msg === 'string' ? `: ${body.msg}` : ''
  throw new Error(`HTTP ${res.status}${body?.code !== undefined ? ` code ${String(body.code)}` : ''}${msg}`)
}

function parseConfig(data: unknown): ScaleAgentConfig {
  const d = (data ?? {}) as Record<string, unknown>
  const bad = (field: string) => new Error(`configuration has no valid ${field}: ${JSON.stringify(d[field])}`)
  const str = (f: string) => {
    if (typeof d[f] !== 'string' || !d[f]) throw bad(f)
    return d[f] as string
  }
  const num = (f: string) => {
    const v = d[f]
    if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0) throw bad(f)
    return v
  }
  const oneOf = <T>(f: string, values: readonly T[], fallback: T): T => {
    const v = d[f] ?? fallback
    if (!values.includes(v as T)) throw bad(f)
    return v as T
  }
  return {
    bridgeId: str('bridgeId'),
    name: typeof d.name === 'string' ? d.name : '',
    port: str('port'),
    baudRate: num('baudRate'),
    dataBits: oneOf('dataBits', [5, 6, 7, 8] as const, 8),
    parity: oneOf('parity', PARITIES, 'none'),
    stopBits: oneOf('stopBits', [1, 2] as const, 1),
    protocol: oneOf('protocol', SCALE_PROTOCOLS, 'XK3190_A9'),
    division: num('division'),
  }
}

const sameConfig = (a: ScaleAgentConfig, b: ScaleAgentConfig) => JSON.stringify(a) === JSON.stringify(b)

/** Decimal places the indicator needs to show whole divisions (0.05 → 2). */
function decimalsOf(division: number): number {
  for (let d = 0; d < 4; d++) if (Number.isInteger(Number((division * 10 ** d).toFixed(6)))) return d
  return 4
}

export function createAgent(opts: AgentOptions): ScaleAgent {
  const base = opts.serverUrl.replace(/\/+$/, '')
  const doFetch = opts.fetchImpl ?? fetch
  const batchMs = opts.batchMs ?? 200
  const bufferMax = Math.max(1, opts.bufferMax ?? 20_000)
  const timeoutMs = opts.timeoutMs ?? 5000
  const configRetryMs = opts.configRetryMs ?? 5000
  const configRefreshMs = opts.configRefreshMs ?? 60_000
  const heartbeatMs = opts.heartbeatMs ?? 2000
  const demoStepMs = opts.demoStepMs ?? 20_000
  const log = opts.log ?? ((line: string) => console.log(`[scale-agent] ${line}`))
  const headers = { 'x-scale-key': opts.key, 'content-type': 'application/json' }

  // Starts at the clock so a restarted agent never reuses a number the server has already seen.
  let seq = Date.now()
  let readCount = 0
  let droppedCount = 0
  const queue: AgentReading[] = []
  let config: ScaleAgentConfig | undefined
  let reader: ScaleReader | undefined
  let sim: SimulatedScale | undefined
  let demoNext: NodeJS.Timeout | undefined
  let demoSettle: NodeJS.Timeout | undefined
  /** What the server connection was last seen as, so "lost" and "restored" are logged once each. */
  let link: 'unknown' | 'up' | 'down' = 'unknown'
  let dropLogged = false
  let lastPost = 0
  let lastStats: FrameStats = { frames: 0, badCheck: 0, garbage: 0 }
  const stopper = new AbortController()
  let running: Promise<void> | undefined
  /** Settles start() once reading has begun. */
  let onReading = () => {}

  /** One request and its answer's body, given up after `timeoutMs` or when the agent stops. */
  const timed = <T>(work: (signal: AbortSignal) => Promise<T>) => withTimeout(timeoutMs, stopper.signal, work)

  async function fetchConfig(): Promise<ScaleAgentConfig> {
    return parseConfig(
      await timed(async (signal) =>
        envelope(
          await doFetch(`${base}/api/weigh/scale/config`, { headers: { 'x-scale-key': opts.key }, signal }),
        ),
      ),
    )
  }

  function enqueue(at: number, weight: number, raw: Buffer) {
    readCount++
    queue.push({ seq: seq++, at: new Date(at).toISOString(), weight, raw: raw.toString('hex') })
    if (queue.length > bufferMax) {
      const over = queue.length - bufferMax
      queue.splice(0, over)
      droppedCount += over
      if (!dropLogged) {
        dropLogged = true
        log(`buffer full (${bufferMax} readings): dropping the oldest until the server is back`)
      }
    }
  }

  function startReading(c: ScaleAgentConfig) {
    let binding = opts.binding
    if (opts.simulate) {
      sim = simulateScale({
        path: c.port,
        protocol: c.protocol,
        division: c.division,
        decimals: decimalsOf(c.division),
      })
      binding ??= simulatedBinding
      runDemo(sim)
    }
    const r = openScale({
      path: c.port,
      baudRate: c.baudRate,
      dataBits: c.dataBits,
      parity: c.parity,
      stopBits: c.stopBits,
      protocol: c.protocol,
      binding,
    })
    r.on('reading', (reading) => enqueue(reading.at, reading.weight, reading.raw))
    r.on('status', (s) => {
      if (s.state === 'open') log(`${c.port} open (${c.protocol}, ${c.baudRate} baud)`)
      else if (s.retryMs !== undefined) {
        log(`${c.port} ${s.state}${s.message ? `: ${s.message}` : ''}; reopening in ${s.retryMs / 1000} s`)
      }
    })
    reader = r
  }

  async function stopReading() {
    clearTimeout(demoNext)
    clearTimeout(demoSettle)
    sim?.stop()
    sim = undefined
    const r = reader
    reader = undefined
    if (r) {
      lastStats = r.stats
      await r.close()
    }
  }

  /** Empty bridge, a loaded truck, a lighter one, each driven on, rocking a little, then standing still. */
  function runDemo(s: SimulatedScale) {
    const steps = [
      () => 0,
      () => 32_000 + Math.round(Math.random() * 1000),
      () => 12_000 + Math.round(Math.random() * 500),
    ]
    let i = 0
    const step = () => {
      s.setWeight(steps[i % steps.length]!())
      s.setUnstable(i % steps.length !== 0)
      demoSettle = setTimeout(() => s.setUnstable(false), Math.min(3000, demoStepMs / 4))
      i++
      demoNext = setTimeout(step, demoStepMs)
    }
    step()
  }

  function linkDown(reason: string) {
    if (link !== 'down') log(`connection to server lost (${reason}); buffering readings`)
    link = 'down'
  }

  function linkUp(sent: number) {
    if (link === 'down') {
      const dropped = droppedCount ? `, ${droppedCount} dropped as the buffer was full` : ''
      log(
        `connection to server restored; ${sent} buffered readings sent, ${queue.length} still queued${dropped}`,
      )
    }
    link = 'up'
    dropLogged = false
  }

  /** Sends the oldest queued readings; true when the server took them. */
  async function flush(): Promise<boolean> {
    const stats = reader?.stats ?? lastStats
    if (!queue.length && Date.now() - lastPost < heartbeatMs) return true
    const batch = queue.slice(0, MAX_BATCH)
    try {
      await timed(async (signal) =>
        envelope(
          await doFetch(`${base}/api/weigh/scale/readings`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ readings: batch, stats }),
            signal,
          }),
        ),
      )
    } catch (err) {
      if (!stopper.signal.aborted) linkDown(messageOf(err))
      return false
    }
    lastPost = Date.now()
    // By seq, not by count: readings may have been dropped from the front while the request was out.
    const last = batch.at(-1)?.seq ?? Number.NEGATIVE_INFINITY
    let sent = 0
    while (sent < queue.length && queue[sent]!.seq <= last) sent++
    queue.splice(0, sent)
    linkUp(sent)
    return true
  }

  async function pause(ms: number) {
    await sleep(ms, undefined, { signal: stopper.signal }).catch(() => {})
  }

  async function run() {
    while (!stopper.signal.aborted && !config) {
      try {
        config = await fetchConfig()
      } catch (err) {
        if (stopper.signal.aborted) return
        log(
          `cannot get the configuration from ${base} (${messageOf(err)}); retrying in ${configRetryMs / 1000} s`,
        )
        await pause(configRetryMs)
      }
    }
    if (!config) return
    log(`bridge ${config.name || config.bridgeId}: ${config.port}${opts.simulate ? ' (simulated)' : ''}`)
    startReading(config)
    onReading()
    let nextRefresh = Date.now() + configRefreshMs
    while (!stopper.signal.aborted) {
      const ok = await flush()
      if (Date.now() >= nextRefresh) {
        nextRefresh = Date.now() + configRefreshMs
        await refreshConfig()
      }
      // A backlog after an outage goes out back to back; otherwise one batch per tick.
      if (!(ok && queue.length >= MAX_BATCH)) await pause(batchMs)
    }
  }

  async function refreshConfig() {
    let fresh: ScaleAgentConfig
    try {
      fresh = await fetchConfig()
    } catch {
      return // the POSTs report the connection; the configuration in use stays
    }
    if (!config || sameConfig(fresh, config) || stopper.signal.aborted) return
    log('configuration changed: reopening the port')
    config = fresh
    await stopReading()
    if (!stopper.signal.aborted) startReading(fresh)
  }

  let started: Promise<void> | undefined
  return {
    start() {
      started ??= new Promise<void>((resolve) => {
        onReading = resolve
        running = run().finally(resolve)
      })
      return started
    },
    async stop() {
      stopper.abort()
      await running
      await stopReading()
    },
    queued: () => queue.length,
    dropped: () => droppedCount,
    read: () => readCount,
    config: () => config,
  }
}

function intEnv(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer: ${raw}`)
  return n
}

async function main() {
  const serverUrl = process.env.SCALE_SERVER_URL
  const key = process.env.SCALE_AGENT_KEY
  if (!serverUrl || !key) {
    console.error('[scale-agent] SCALE_SERVER_URL and SCALE_AGENT_KEY are required')
    process.exitCode = 1
    return
  }
  let agent: ScaleAgent
  try {
    agent = createAgent({
      serverUrl,
      key,
      simulate: ['1', 'true', 'on'].includes(process.env.SCALE_SIMULATE ?? ''),
      batchMs: intEnv('SCALE_BATCH_MS', 200),
      bufferMax: intEnv('SCALE_BUFFER_MAX', 20_000),
    })
  } catch (err) {
    console.error(`[scale-agent] ${messageOf(err)}`)
    process.exitCode = 1
    return
  }
  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`[scale-agent] ${signal}: stopping`)
    void agent.stop().then(() => process.exit(0))
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  console.log(`[scale-agent] server ${serverUrl}`)
  await agent.start()
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main()
