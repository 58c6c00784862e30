import { describe, expect, it } from 'vitest'
import { newId } from './ids.js'

describe('ids', () => {
  it('sort in the order they were made, within one millisecond too, and never repeat', () => {
    const ids = Array.from({ length: 20_000 }, () => newId())
    expect(new Set(ids).size).toBe(ids.length)
    expect([...ids].sort()).toEqual(ids)
    for (const id of ids.slice(0, 50)) {
      expect(id).toMatch(/^[0-9a-f]{12}7[0-9a-f]{3}[89ab][0-9a-f]{15}$/)
    }
    // The time leads: an id's first 12 characters are its millisecond.
    const ms = Number.parseInt(ids[0]!.slice(0, 12), 16)
    expect(Math.abs(ms - Date.now())).toBeLessThan(60_000)
  })
})
