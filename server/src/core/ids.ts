import { randomBytes } from 'node:crypto'

/** The last id's time and its counter: ids made in one millisecond still sort in the order made. */
let lastMs = 0
let seq = 0

/**
 * Time-ordered 32-hex-character ids (UUIDv7 layout without hyphens, with a 12-bit counter after
 * the time): unique across processes, sortable by creation, also within one millisecond of one
 * process (two history rows written together keep their order), the same string on every engine.
 */
export function newId(): string {
  const bytes = randomBytes(16)
  const now = Date.now()
  if (now > lastMs) {
    lastMs = now
    // A random start in the lower half leaves room to count up within the millisecond.
    seq = ((bytes[6]! << 8) | bytes[7]!) & 0x7ff
  } else if (++seq > 0xfff) {
    lastMs++
    seq = 0
  }
  const ms = BigInt(lastMs)
  for (let i = 0; i < 6; i++) bytes[i] = Number((ms >> BigInt(8 * (5 - i))) & 0xffn)
  bytes[6] = 0x70 | (seq >> 8)
  bytes[7] = seq & 0xff
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  return bytes.toString('hex')
}

/** Opaque secret for tokens and request numbers. */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}
