import { EventEmitter } from 'node:events'
import { SerialPortStream } from '@serialport/stream'
import { createFramer, type Framer, type FrameStats, type ScaleProtocol } from './frames.js'

/**
 * How the port reaches the hardware: the platform's real binding, or the simulator's mock. (The
 * package's ESM entry carries no types under NodeNext; its CommonJS typings describe the same API.)
 */
export type BindingInterface = import('@serialport/bindings-interface', { with: {
  'resolution-mode': 'require',
}}).BindingInterface

/**
 * Reads one weighbridge indicator over a serial port (issue 26) and keeps reading: a pulled cable, a
 * USB adapter that vanishes or a port another program holds is retried with a back-off until the
 * reader is closed.
 */

export interface ScaleReaderOptions {
  /** `COM3`, `/dev/ttyUSB0`. */
  path: string
  baudRate: number
  dataBits?: 5 | 6 | 7 | 8
  parity?: 'none' | 'even' | 'odd'
  stopBits?: 1 | 2
  protocol: ScaleProtocol
  /** The serial hardware access; the platform's real binding (@serialport/bindings-cpp) when omitted. */
  binding?: BindingInterface
  /** Delays before reopening: the first one, doubling up to the largest (ms). */
  backoff?: { initialMs?: number; maxMs?: number }
}

export interface Reading {
  /** When the frame was read (Date.now()). */
  at: number
  weight: number
  raw: Buffer
}

export type ScaleStatus =
  | { state: 'open' }
  /** `retryMs` is set when the reader will reopen the port by itself. */
  | { state: 'closed'; message?: string; retryMs?: number }
  | { state: 'error'; message: string; retryMs?: number }

type ScaleReaderEvents = { reading: [Reading]; status: [ScaleStatus] }

export interface ScaleReader extends EventEmitter<ScaleReaderEvents> {
  /** The framer's counts since the reader was opened. */
  readonly stats: FrameStats
  readonly isOpen: boolean
  /** Closes the port and stops reopening it; resolves once the port is released. */
  close(): Promise<void>
}

const INITIAL_BACKOFF_MS = 1000
const MAX_BACKOFF_MS = 30_000

async function defaultBinding(): Promise<BindingInterface> {
  // Loaded only when a real port is opened: the native module is not needed by tests or the simulator.
  const { autoDetect } = await import('@serialport/bindings-cpp')
  return autoDetect()
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err))
const ignore = () => {}

class SerialScaleReader extends EventEmitter<ScaleReaderEvents> implements ScaleReader {
  private readonly framer: Framer
  private binding: Promise<BindingInterface> | undefined
  private port: SerialPortStream | undefined
  /** Settles when the current port's open attempt has finished, either way. */
  private opening: Promise<void> = Promise.resolve()
  private timer: NodeJS.Timeout | undefined
  private delay: number
  private readonly initialDelay: number
  private readonly maxDelay: number
  /** A good frame arrived since the port was (re)opened: the line works, so the back-off starts over. */
  private healthy = false
  private closed = false
  private closing: Promise<void> | undefined

  constructor(private readonly opts: ScaleReaderOptions) {
    super()
    this.framer = createFramer(opts.protocol)
    this.initialDelay = opts.backoff?.initialMs ?? INITIAL_BACKOFF_MS
    this.maxDelay = opts.backoff?.maxMs ?? MAX_BACKOFF_MS
    this.delay = this.initialDelay
    if (opts.binding) this.binding = Promise.resolve(opts.binding)
    void this.connect()
  }

  get stats(): FrameStats {
    return { ...this.framer.stats }
  }

  get isOpen(): boolean {
    return this.port?.isOpen ?? false
  }

  private async connect(): Promise<void> {
    this.timer = undefined
    if (this.closed) return
    let binding: BindingInterface
    try {
      // Awaited even when given, so the caller's listeners are attached before the first event.
      this.binding ??= defaultBinding()
      binding = await this.binding
    } catch (err) {
      this.binding = undefined
      this.retry({ state: 'error', message: `serial binding unavailable: ${messageOf(err)}` })
      return
    }
    if (this.closed) return
    const { path, baudRate, dataBits = 8, parity = 'none', stopBits = 1 } = this.opts
    const port = new SerialPortStream({
      binding,
      path,
      baudRate,
      dataBits,
      parity,
      stopBits,
      autoOpen: false,
    })
    this.port = port
    this.healthy = false
    this.framer.reset()
    port.on('data', (chunk: Buffer) => this.onData(port, chunk))
    port.on('close', (err?: Error | null) => this.lost(port, { state: 'closed', message: err?.message }))
    port.on('error', (err: Error) => this.lost(port, { state: 'error', message: err.message }))
    this.opening = new Promise<void>((resolve) => {
      port.open((err) => {
        resolve()
        // Closed while opening: close() releases the port once this attempt has settled.
        if (this.closed || port !== this.port) return
        if (err) this.lost(port, { state: 'error', message: err.message })
        else this.emit('status', { state: 'open' })
      })
    })
  }

  private onData(port: SerialPortStream, chunk: Buffer) {
    if (port !== this.port) return
    const frames = this.framer.push(chunk)
    if (!frames.length) return
    if (!this.healthy) {
      this.healthy = true
      this.delay = this.initialDelay
    }
    const at = Date.now()
    for (const f of frames) this.emit('reading', { at, weight: f.weight, raw: f.raw })
  }

  private lost(port: SerialPortStream, status: Extract<ScaleStatus, { state: 'closed' | 'error' }>) {
    if (port !== this.port || this.closed) return
    this.port = undefined
    release(port)
    this.retry(status)
  }

  private retry(status: Extract<ScaleStatus, { state: 'closed' | 'error' }>) {
    const retryMs = this.delay
    this.delay = Math.min(this.delay * 2, this.maxDelay)
    this.emit('status', { ...status, retryMs })
    if (!this.closed && !this.timer) this.timer = setTimeout(() => void this.connect(), retryMs)
  }

  close(): Promise<void> {
    if (this.closing) return this.closing
    this.closed = true
    clearTimeout(this.timer)
    this.timer = undefined
    const port = this.port
    this.port = undefined
    this.closing = (async () => {
      if (port) {
        await this.opening
        await new Promise<void>((resolve) => (port.isOpen ? port.close(() => resolve()) : resolve()))
        release(port)
      }
      this.emit('status', { state: 'closed' })
    })()
    return this.closing
  }
}

/** Detaches a port this reader no longer uses, closing it if it is still open. */
function release(port: SerialPortStream) {
  port.removeAllListeners('data')
  port.removeAllListeners('close')
  port.removeAllListeners('error')
  // A late error from a discarded port must not become an uncaught 'error' event.
  port.on('error', ignore)
  if (port.isOpen) port.close(ignore)
}

/** Starts reading the indicator; the port is opened (and reopened) in the background, reported by `status` events. */
export function openScale(opts: ScaleReaderOptions): ScaleReader {
  return new SerialScaleReader(opts)
}
