import { createRequire } from 'node:module'
import { encodeFrame, type ScaleProtocol } from './frames.js'
import type { BindingInterface } from './reader.js'

// The package's ESM entry carries no types under NodeNext, so its CommonJS build is loaded (and typed)
// instead; every mock port of the process lives in that one copy.
type Mock = typeof import('@serialport/binding-mock', { with: { 'resolution-mode': 'require' }})
type MockPortBinding = InstanceType<Mock['MockPortBinding']>
type OpenOptions = Parameters<Mock['MockBinding']['open']>[0]

const { MockBinding } = createRequire(import.meta.url)('@serialport/binding-mock') as Mock

/**
 * A simulated weighbridge indicator (issue 26) on a @serialport/binding-mock port, for tests and
 * demos: it sends continuous frames like the real one, wobbles while a truck drives on, then settles.
 * Pass `simulatedBinding` to `openScale` for the paths of running simulators.
 */

export interface SimulatorOptions {
  path?: string
  protocol: ScaleProtocol
  decimals?: number
  /** The indicator's step: shown values are whole divisions. */
  division: number
  /** Time between frames (real indicators send 10–50 a second). */
  intervalMs?: number
  /** The weight shown at the start. */
  weight?: number
}

export interface SimulatedScale {
  readonly path: string
  /** The weight the simulator is moving to or showing. */
  readonly target: number
  /** Moves to `kg` over about a second, wobbling by more than a division, then shows it exactly. */
  setWeight(kg: number): void
  /** Keeps the value wobbling around the target (a truck rocking, wind) until turned off. */
  setUnstable(on: boolean): void
  /** Sends the next `n` frames with a wrong check (XK3190_REVERSED: with a non-digit). */
  corruptNext(n: number): void
  /** Pulls the cable: the reader's pending read fails as a disconnection; the port can be reopened. */
  disconnect(): void
  stop(): void
}

/** How long a move wobbles before settling. */
const MOVE_MS = 1000

interface Running {
  attach(port: MockPortBinding): void
}

/** The simulators running in this process, by port path. */
const running = new Map<string, Running>()

/** MockBinding, but it hands each opened port to its simulator, which pushes frames into it. */
export const simulatedBinding: BindingInterface = {
  list: () => MockBinding.list(),
  async open(options: OpenOptions) {
    const port = await MockBinding.open(options)
    running.get(options.path)?.attach(port)
    return port
  },
}

/**
 * Makes reads of `port` fail once `cut` is called, as a real binding's do when the device goes away
 * (the mock has no such failure of its own).
 */
function cuttable(port: MockPortBinding): () => void {
  let cut: (err: Error) => void = () => {}
  const gone = new Promise<never>((_, reject) => {
    cut = reject
  })
  // A cut with no read pending must not surface as an unhandled rejection.
  gone.catch(() => {})
  const read = port.read.bind(port)
  port.read = (buffer, offset, length) => Promise.race([read(buffer, offset, length), gone])
  // Not `canceled`: the stream takes any other read error as the device going away.
  return () => cut(new Error('simulated disconnect'))
}

export function simulateScale(opts: SimulatorOptions): SimulatedScale {
  const { path = '/dev/SIMSCALE0', protocol, decimals = 0, division, intervalMs = 100 } = opts
  if (!(division > 0)) throw new RangeError(`division must be > 0: ${division}`)
  const quantise = (w: number) => Number((Math.round(w / division) * division).toFixed(decimals))
  const moveTicks = Math.max(1, Math.ceil(MOVE_MS / intervalMs))

  let port: MockPortBinding | undefined
  let cut: (() => void) | undefined
  let shown = quantise(opts.weight ?? 0)
  let from = shown
  let target = shown
  /** Ticks left of the current move; 0 when settled. */
  let moving = 0
  let unstable = false
  let corrupt = 0
  let tick = 0

  function next(): number {
    tick++
    if (!moving && !unstable) return target
    let base = target
    if (moving) {
      moving--
      base = target - ((target - from) * moving) / moveTicks
    }
    // Alternating sign with at least two divisions: any three consecutive readings span more than one
    // division, so a moving or rocking truck is never taken as stable.
    const wobble = (2 + Math.random() * 3) * division * (tick % 2 ? 1 : -1)
    return quantise(base + wobble)
  }

  function send() {
    const p = port
    if (!p?.isOpen) return
    shown = next()
    const badCheck = corrupt > 0
    if (badCheck) corrupt--
    p.emitData(encodeFrame(protocol, shown, decimals, { badCheck }))
  }

  const self: Running = {
    attach(p) {
      port = p
      cut = cuttable(p)
    },
  }
  // A second simulator on the same path replaces the first.
  running.set(path, self)
  // Recreating the port also resets one left by an earlier simulator on this path.
  MockBinding.createPort(path, { echo: false, record: false })
  const timer = setInterval(send, intervalMs)

  return {
    path,
    get target() {
      return target
    },
    setWeight(kg) {
      from = shown
      target = quantise(kg)
      moving = moveTicks
    },
    setUnstable(on) {
      unstable = on
    },
    corruptNext(n) {
      corrupt += Math.max(0, Math.floor(n))
    },
    disconnect() {
      // The reader's stream closes the port when its read fails; frames resume once it reopens.
      cut?.()
      cut = undefined
      port = undefined
    },
    stop() {
      clearInterval(timer)
      if (running.get(path) === self) running.delete(path)
      port = undefined
    },
  }
}
