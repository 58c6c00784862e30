import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  AnswerSaver,
  answerWords,
  clockOffset,
  formatCountdown,
  normaliseAnswer,
  overallSave,
  remainingMs,
  toggleKey,
  unansweredCount,
  warnFrom,
} from './examAttempt'

describe('the countdown follows the server’s clock', () => {
  it('measures the offset around the call and counts down to the deadline', () => {
    // The server is 90 s ahead; the call took 200 ms.
    const sentAt = Date.parse('2026-03-01T08:00:00.000Z')
    const offset = clockOffset('2026-03-01T08:01:30.100Z', sentAt, sentAt + 200)
    expect(offset).toBe(90_000)
    const deadline = '2026-03-01T08:21:30.000Z'
    expect(remainingMs(deadline, offset, sentAt + 200)).toBe(20 * 60_000 - 200)
    // A reload ten minutes later (the browser's clock) measures again and shows ten minutes less.
    const later = sentAt + 10 * 60_000
    const again = clockOffset('2026-03-01T08:11:30.050Z', later, later + 100)
    expect(remainingMs(deadline, again, later + 100)).toBe(10 * 60_000 - 100)
    expect(remainingMs(deadline, offset, sentAt + 3_600_000)).toBe(0)
    expect(clockOffset('not a time', 1, 2)).toBe(0)
  })

  it('formats what is left, a started second counting whole', () => {
    expect(formatCountdown(20 * 60_000)).toBe('20:00')
    expect(formatCountdown(61_001)).toBe('01:02')
    expect(formatCountdown(3_600_000 + 5_000)).toBe('1:00:05')
    expect(formatCountdown(-5)).toBe('00:00')
    expect(warnFrom(20)).toBe(240_000)
    expect(warnFrom(60)).toBe(300_000)
    expect(warnFrom(2)).toBe(60_000)
  })
})

describe('answers as the server keeps them', () => {
  it('normalises and toggles', () => {
    expect(normaliseAnswer('MULTIPLE', 'C,A,C')).toBe('A,C')
    expect(normaliseAnswer('SINGLE', ' b ')).toBe('B')
    expect(normaliseAnswer('FILL', '  根部 ')).toBe('根部')
    expect(toggleKey('C', 'A', true)).toBe('A,C')
    expect(toggleKey('A,C', 'C', false)).toBe('A')
    expect(toggleKey('', 'B', false)).toBe('')
    expect(
      unansweredCount([{ questionId: 'a' }, { questionId: 'b' }, { questionId: 'c' }], { a: 'B', b: ' ' }),
    ).toBe(2)
  })

  it('puts an answer in words', () => {
    const options = [
      { key: 'A', text: '安全帽' },
      { key: 'B', text: '手表' },
    ]
    const judge = { T: '正确', F: '错误' }
    expect(answerWords('MULTIPLE', 'A,B', options, judge)).toBe('A. 安全帽；B. 手表')
    expect(answerWords('JUDGE', 'F', [], judge)).toBe('错误')
    expect(answerWords('FILL', '根|根部', [], judge)).toBe('根 / 根部')
    expect(answerWords('SINGLE', null, options, judge)).toBe('')
  })
})

describe('saving as answers are given', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  /** A server whose answers the test gives: each call waits until resolved or rejected. */
  function server() {
    const calls: Array<{ q: string; a: string; ok: () => void; fail: (e: unknown) => void }> = []
    const send = (q: string, a: string) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ q, a, ok: resolve, fail: reject })
      })
    return { calls, send }
  }
  const settle = () => vi.advanceTimersByTimeAsync(0)

  it('sends a choice at once and the newest of quick changes last, one call per question at a time', async () => {
    const s = server()
    const saver = new AnswerSaver({ q1: 'A' }, { send: s.send })
    const seen: string[] = []
    saver.subscribe(() => seen.push(overallSave(saver.getSnapshot())))
    saver.set('q1', 'A')
    expect(s.calls).toHaveLength(0)
    expect(saver.getSnapshot().states.q1).toBe('saved')
    saver.set('q1', 'B')
    saver.set('q1', 'C')
    expect(s.calls.map((c) => c.a)).toEqual(['B'])
    s.calls[0]!.ok()
    await settle()
    expect(s.calls.map((c) => c.a)).toEqual(['B', 'C'])
    expect(saver.getSnapshot().states.q1).toBe('saving')
    s.calls[1]!.ok()
    await settle()
    expect(saver.getSnapshot()).toMatchObject({ answers: { q1: 'C' }, unsaved: 0, failed: 0 })
    expect(seen.at(-1)).toBe('saved')
  })

  it('saves a typed answer after a pause, or at once when flushed', async () => {
    const s = server()
    const saver = new AnswerSaver({}, { send: s.send })
    saver.set('f', '根', 800)
    saver.set('f', '根部', 800)
    expect(saver.getSnapshot().states.f).toBe('pending')
    await vi.advanceTimersByTimeAsync(799)
    expect(s.calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(s.calls.map((c) => c.a)).toEqual(['根部'])
    s.calls[0]!.ok()
    saver.set('f', '根部位', 800)
    const flushed = saver.flush()
    await settle()
    expect(s.calls.map((c) => c.a)).toEqual(['根部', '根部位'])
    s.calls[1]!.ok()
    expect(await flushed).toBe(0)
  })

  it('retries a failed save by itself and at once on request; a final refusal stops it', async () => {
    const s = server()
    const onFinal = vi.fn()
    const saver = new AnswerSaver(
      {},
      { send: s.send, retryDelays: [1_000, 5_000], isFinal: (e) => e === 'closed', onFinal },
    )
    saver.set('q1', 'A')
    s.calls[0]!.fail('offline')
    await settle()
    expect(saver.getSnapshot()).toMatchObject({ failed: 1, unsaved: 1 })
    expect(overallSave(saver.getSnapshot())).toBe('failed')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(s.calls).toHaveLength(2)
    s.calls[1]!.fail('offline')
    await settle()
    // The next retry waits longer; asked for, it goes now.
    await vi.advanceTimersByTimeAsync(1_000)
    expect(s.calls).toHaveLength(2)
    saver.retry('q1')
    expect(s.calls).toHaveLength(3)
    s.calls[2]!.ok()
    await settle()
    expect(saver.getSnapshot()).toMatchObject({ failed: 0, unsaved: 0 })

    // Flushing tells how many could not be saved.
    saver.set('q2', 'T')
    const flushed = saver.flush()
    s.calls[3]!.fail('offline')
    expect(await flushed).toBe(1)

    saver.set('q3', 'B')
    s.calls.at(-1)!.fail('closed')
    await settle()
    expect(onFinal).toHaveBeenCalledWith('closed')
    expect(saver.getSnapshot().closed).toBe(true)
    const before = s.calls.length
    saver.set('q3', 'C')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(s.calls).toHaveLength(before)
  })

  it('leaves no timer behind once stopped', async () => {
    const s = server()
    const saver = new AnswerSaver({}, { send: s.send })
    saver.set('f', 'x', 800)
    saver.stop()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(s.calls).toHaveLength(0)
    expect(vi.getTimerCount()).toBe(0)
  })
})
