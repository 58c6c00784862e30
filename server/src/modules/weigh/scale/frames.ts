import type { ScaleProtocolName } from '@portal/contracts'
/**
 * Continuous-output frames of weighbridge indicators (issue 26): the indicator sends its displayed
 * weight many times a second, unasked; a framer cuts those frames out of the serial byte stream.
 *
 * XK3190_A9 (Yaohua XK3190-A9 and the many indicators copying its "tF" continuous mode), 12 bytes:
 *
 *   0x02 | sign '+' / '-' | six digits, leading zeros, no point | decimals '0'..'4' | XOR hi | XOR lo | 0x03
 *
 * The check is the XOR of bytes 1..8 (sign, digits, decimals), sent as two uppercase hex characters
 * (high nibble first). `+000520` with decimals `2` is 5.20.
 *
 * XK3190_REVERSED (the "=" continuous mode of XK3190-A1+/A12/D2+ style indicators), 8 bytes: '='
 * then the 7-character display string reversed, no check. The display string is the value with its
 * decimals (a '.' when there are any), right-aligned with leading zeros, and '-' as its first
 * character when negative: 520.0 displays `00520.0` and is sent `=0.02500`; -520 displays `-000520`
 * and is sent `=025000-`.
 */

export type ScaleProtocol = ScaleProtocolName

export interface Frame {
  /** The weight with the frame's decimals applied (52.05). */
  weight: number
  /** The frame's bytes, start to end. */
  raw: Buffer
}

export interface FrameStats {
  /** Good frames. */
  frames: number
  /** Frames with a wrong check or unreadable content (XK3190_A9). */
  badCheck: number
  /** Bytes skipped while looking for the next frame (and unreadable XK3190_REVERSED frames). */
  garbage: number
}

export interface Framer {
  push(chunk: Buffer): Frame[]
  /** Forgets a partial frame (counted as garbage): the next bytes start afresh, e.g. after a reconnect. */
  reset(): void
  readonly stats: FrameStats
  /** Bytes of a partial frame held for the next push (always fewer than one frame). */
  readonly buffered: number
}

export interface EncodeOptions {
  /** A frame the reader must drop: a wrong check (XK3190_A9) or, as that protocol has no check, a non-digit (XK3190_REVERSED). */
  badCheck?: boolean
}

const STX = 0x02
const ETX = 0x03
const EQ = 0x3d // '='
const PLUS = 0x2b
const MINUS = 0x2d
const A9_LENGTH = 12
const REVERSED_LENGTH = 8
const MAX_DECIMALS = 4

interface Spec {
  start: number
  length: number
  /** The weight, or null when the frame is unreadable. */
  parse(frame: Buffer): number | null
  /**
   * An unreadable frame: `badCheck` drops the whole frame and counts one; `garbage` gives up only the
   * start byte (counted as garbage) and rescans the rest.
   */
  reject: 'badCheck' | 'garbage'
  /** The end byte a frame must have, when the protocol has one. */
  end?: number
}

const isDigit = (b: number) => b >= 0x30 && b <= 0x39
const hex = '0123456789ABCDEF'

function xorCheck(frame: Buffer): number {
  let x = 0
  for (let i = 1; i <= 8; i++) x ^= frame[i]!
  return x
}

/** Avoids -0, which would make a zero reading differ from 0 for Object.is and in JSON round trips. */
const noNegativeZero = (n: number) => (n === 0 ? 0 : n)

function parseA9(frame: Buffer): number | null {
  const check = xorCheck(frame)
  if (frame[9] !== hex.charCodeAt(check >> 4) || frame[10] !== hex.charCodeAt(check & 0x0f)) return null
  const sign = frame[1]
  if (sign !== PLUS && sign !== MINUS) return null
  let value = 0
  for (let i = 2; i <= 7; i++) {
    const b = frame[i]!
    if (!isDigit(b)) return null
    value = value * 10 + (b - 0x30)
  }
  const decimals = frame[8]! - 0x30
  if (decimals < 0 || decimals > MAX_DECIMALS) return null
  // Dividing two exact integers rounds once, to the same double as parsing "52.05" would.
  const weight = value / 10 ** decimals
  return noNegativeZero(sign === MINUS ? -weight : weight)
}

function parseReversed(frame: Buffer): number | null {
  const display = Buffer.from(frame.subarray(1)).reverse().toString('latin1')
  if (!/^-?(?:\d+|\d+\.\d+)$/.test(display)) return null
  return noNegativeZero(Number(display))
}

const SPECS: Record<ScaleProtocol, Spec> = {
  XK3190_A9: {
    start: STX,
    end: ETX,
    length: A9_LENGTH,
    parse: parseA9,
    // The frame is delimited (STX..ETX), so it is dropped whole.
    reject: 'badCheck',
  },
  XK3190_REVERSED: {
    start: EQ,
    length: REVERSED_LENGTH,
    parse: parseReversed,
    // Nothing ends the frame, so a bad one may hide the start of a good one: give up only the '='.
    reject: 'garbage',
  },
}

export function createFramer(protocol: ScaleProtocol): Framer {
  const spec = SPECS[protocol]
  const stats: FrameStats = { frames: 0, badCheck: 0, garbage: 0 }
  // Holds at most one partial frame (fewer than spec.length bytes, from a start byte): everything else
  // is consumed or counted as garbage on each push, so the buffer stays bounded.
  let pending = Buffer.alloc(0)

  function push(chunk: Buffer): Frame[] {
    const buf = pending.length ? Buffer.concat([pending, chunk]) : chunk
    const out: Frame[] = []
    let pos = 0
    while (pos < buf.length) {
      const start = buf.indexOf(spec.start, pos)
      if (start < 0) {
        stats.garbage += buf.length - pos
        pos = buf.length
        break
      }
      stats.garbage += start - pos
      pos = start
      if (buf.length - pos < spec.length) break
      const frame = buf.subarray(pos, pos + spec.length)
      // A start byte inside the window means the frame before it was cut short (a lost byte, a
      // reconnect): resynchronise there rather than lose the good frame that follows.
      const inner = frame.indexOf(spec.start, 1)
      if (inner > 0) {
        stats.garbage += inner
        pos += inner
        continue
      }
      if (spec.end !== undefined && frame[spec.length - 1] !== spec.end) {
        stats.garbage += 1
        pos += 1
        continue
      }
      const weight = spec.parse(frame)
      if (weight === null) {
        stats[spec.reject]++
        pos += spec.reject === 'badCheck' ? spec.length : 1
        continue
      }
      out.push({ weight, raw: Buffer.from(frame) })
      stats.frames++
      pos += spec.length
    }
    // Copied so the partial frame does not pin the caller's (possibly large, pooled) chunk.
    pending = Buffer.from(buf.subarray(pos))
    return out
  }

  function reset() {
    stats.garbage += pending.length
    pending = Buffer.alloc(0)
  }

  return {
    push,
    reset,
    stats,
    get buffered() {
      return pending.length
    },
  }
}

function checkDecimals(decimals: number) {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new RangeError(`decimals must be an integer from 0 to ${MAX_DECIMALS}: ${decimals}`)
  }
}

/** Builds the frame an indicator would send for `weight` shown with `decimals` places (simulator, tests). */
export function encodeFrame(
  protocol: ScaleProtocol,
  weight: number,
  decimals: number,
  opts: EncodeOptions = {},
): Buffer {
  checkDecimals(decimals)
  if (!Number.isFinite(weight)) throw new RangeError(`weight must be finite: ${weight}`)
  const scaled = Math.round(Math.abs(weight) * 10 ** decimals)
  const negative = weight < 0 && scaled !== 0
  if (protocol === 'XK3190_A9') {
    if (scaled > 999_999) throw new RangeError(`${weight} does not fit six digits with ${decimals} decimals`)
    const frame = Buffer.from(
      `\x02${negative ? '-' : '+'}${String(scaled).padStart(6, '0')}${decimals}00\x03`,
      'latin1',
    )
    let check = xorCheck(frame)
    if (opts.badCheck) check ^= 0x5a
    frame[9] = hex.charCodeAt(check >> 4)
    frame[10] = hex.charCodeAt(check & 0x0f)
    return frame
  }
  const digits = String(scaled).padStart(decimals + 1, '0')
  const body = decimals ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits
  const width = negative ? 6 : 7
  if (body.length > width)
    throw new RangeError(`${weight} does not fit 7 characters with ${decimals} decimals`)
  let display = (negative ? '-' : '') + body.padStart(width, '0')
  // The last displayed character is the first one sent after '=': a letter there cannot be mistaken.
  if (opts.badCheck) display = `${display.slice(0, -1)}X`
  return Buffer.from(`=${[...display].reverse().join('')}`, 'latin1')
}
