import { afterEach, describe, expect, it, vi } from 'vitest'
import { MEMO_MS, memo, memoEntry, stillFresh, WriteEpochPlugin } from './memo.js'

/** Tells the epoch plugin that a write to `table` ran, as Kysely would. */
function written(table: string) {
  const node = {
    kind: 'InsertQueryNode',
    into: { kind: 'TableNode', table: { identifier: { name: table } } },
  }
  // biome-ignore lint/suspicious/noExplicitAny: a hand-made operation node
  new WriteEpochPlugin().transformQuery({ node, queryId: {} } as any)
}

describe('answers made from memos', () => {
  afterEach(() => vi.useRealTimers())

  it('stay fresh exactly while every memo they were made from does', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const db = {}
    await memo(db, 'a', ['memo_t1'], async () => 1)
    const deps = [['a', memoEntry(db, 'a')] as const, ['none', memoEntry(db, 'none')] as const]
    expect(deps[0]![1]).toBeDefined()
    expect(stillFresh(db, deps)).toBe(true)
    // A write to a table the memo read ends it at once.
    written('memo_t1')
    expect(stillFresh(db, deps)).toBe(false)

    await memo(db, 'b', ['memo_t2'], async () => 2)
    const later = [['b', memoEntry(db, 'b')] as const, ['none', undefined] as const]
    written('memo_other')
    expect(stillFresh(db, later)).toBe(true)
    // A memo that was absent and has since been made (someone read it) ends it too.
    await memo(db, 'none', [], async () => 3)
    expect(stillFresh(db, later)).toBe(false)

    await memo(db, 'c', ['memo_t3'], async () => 4)
    const timed = [['c', memoEntry(db, 'c')] as const]
    vi.setSystemTime(Date.now() + MEMO_MS - 1)
    expect(stillFresh(db, timed)).toBe(true)
    // Expired: another process's change must show within the memo's time.
    vi.setSystemTime(Date.now() + 1)
    expect(stillFresh(db, timed)).toBe(false)
    expect(memoEntry(db, 'c')).toBeUndefined()

    // A memo given its own time lives that long, and a write still ends it at once.
    let loads = 0
    const load = async () => ++loads
    await memo(db, 'd', ['memo_t4'], load, 60_000)
    vi.setSystemTime(Date.now() + MEMO_MS + 1)
    expect(await memo(db, 'd', ['memo_t4'], load, 60_000)).toBe(1)
    vi.setSystemTime(Date.now() + 60_000)
    expect(await memo(db, 'd', ['memo_t4'], load, 60_000)).toBe(2)
    written('memo_t4')
    expect(await memo(db, 'd', ['memo_t4'], load, 60_000)).toBe(3)
  })
})
