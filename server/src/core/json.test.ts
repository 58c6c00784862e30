import { describe, expect, it } from 'vitest'
import { deepFreeze, toJson } from './json.js'

describe('answer JSON', () => {
  const samples: unknown[] = [
    null,
    0,
    'text "quoted" \u2028 中文',
    [1, undefined, null, 'a', { b: undefined, c: [2, { d: new Date(0) }] }],
    { a: undefined, b: () => 1, c: Symbol('x'), d: { e: { f: { g: { h: [1, 2] } } } }, date: new Date(5) },
    { code: 200, msg: 'ok', data: { current: 1, records: deepFreeze([{ id: 'x', n: null }]) } },
  ]

  it('writes what JSON.stringify writes, frozen parts included', () => {
    for (const v of samples) expect(toJson(v)).toBe(JSON.stringify(v))
  })

  it('makes the JSON of a frozen value once', () => {
    const rows = deepFreeze([{ id: 'a' }])
    const first = toJson({ data: rows })
    expect(Object.isFrozen(rows[0])).toBe(true)
    expect(toJson({ data: rows })).toBe(first)
    expect(() => {
      ;(rows as Array<{ id: string }>).push({ id: 'b' })
    }).toThrow()
  })
})
