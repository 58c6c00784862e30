import { randomBytes } from 'node:crypto'

/**
 * Time-ordered 32-hex-character ids (UUIDv7 layout without hyphens): unique across processes,
 * sortable by creation, and the same string on every database engine.
 */
export function newId(): string {
  const bytes = randomBytes(16)
  const ms = BigInt(Date.now())
  for (let i = 0; i < 6; i++) bytes[i] = Number((ms >> BigInt(8 * (5 - i))) & 0xffn)
  bytes[6] = (bytes[6]! & 0x0f) | 0x70
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  return bytes.toString('hex')
}

/** Opaque secret for tokens and request numbers. */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}
