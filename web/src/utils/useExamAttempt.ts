import type { Attempt } from '@portal/contracts'
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { AnswerSaver, clockOffset, normaliseAnswer, remainingMs, type SaverSnapshot } from './examAttempt'

/**
 * One attempt being answered, for the back-office page and the phone page alike (React only, no UI
 * kit): read from the server (questions, what was saved, the deadline, the server's now), the time
 * left on the server's clock, every answer saved as it is given, handing in — by the person, or by
 * itself at zero — and, once handed in, `onFinished` with the attempt's id (the pages show its
 * result). A reload reads everything again from the server: nothing lives only in the page.
 */

/** The calls of one side (staff or phone). */
export interface AttemptCalls {
  load: (id: string) => Promise<Attempt>
  save: (attemptId: string, questionId: string, answer: string) => Promise<unknown>
  submit: (attemptId: string) => Promise<unknown>
  /** A refused save that retrying cannot mend (the attempt was handed in or its time is up). */
  isFinal: (error: unknown) => boolean
}

export type AttemptPhase = 'loading' | 'failed' | 'answering' | 'submitting' | 'finished'

/** A typed answer is saved after this pause (and when the field is left). */
export const TYPING_PAUSE_MS = 800
/** At zero, what is still on its way is waited for this long before handing in. */
const AUTO_FLUSH_MS = 6_000
/** A hand-in that failed at zero (no connection) is tried again after this. */
const AUTO_RETRY_MS = 5_000

const EMPTY: SaverSnapshot = { answers: {}, states: {}, unsaved: 0, failed: 0, closed: false }
const noSaver = { subscribe: () => () => {}, getSnapshot: () => EMPTY }
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function useExamAttempt(
  id: string | undefined,
  calls: AttemptCalls,
  onFinished: (id: string) => void,
) {
  const [attempt, setAttempt] = useState<Attempt | null>(null)
  const [offset, setOffset] = useState(0)
  const [phase, setPhase] = useState<AttemptPhase>('loading')
  const [error, setError] = useState<unknown>(null)
  const [submitError, setSubmitError] = useState<unknown>(null)
  const [saver, setSaver] = useState<AnswerSaver | null>(null)
  const [now, setNow] = useState(() => Date.now())
  const finished = useRef(onFinished)
  finished.current = onFinished
  const busy = useRef(false)
  const lastAuto = useRef(0)
  const loadedFor = useRef<string | null>(null)
  const reload = useRef<() => Promise<void>>(async () => {})
  const current = useRef<AnswerSaver | null>(null)

  const finish = useCallback((attemptId: string) => {
    setPhase('finished')
    finished.current(attemptId)
  }, [])

  /** Handed in elsewhere (the server at the deadline, another tab)? Then finished. */
  const handedIn = useCallback(
    async (attemptId: string) => {
      try {
        const a = await calls.load(attemptId)
        if (a.status === 'ANSWERING') return false
        finish(a.id)
        return true
      } catch {
        return false
      }
    },
    [calls, finish],
  )

  const load = useCallback(async () => {
    if (!id) return
    loadedFor.current = id
    setPhase('loading')
    setError(null)
    setSubmitError(null)
    const sentAt = Date.now()
    try {
      const a = await calls.load(id)
      const receivedAt = Date.now()
      if (a.status !== 'ANSWERING') return finish(a.id)
      const kinds = new Map(a.questions.map((q) => [q.questionId, q.type]))
      setOffset(clockOffset(a.now, sentAt, receivedAt))
      setNow(receivedAt)
      setAttempt(a)
      const next = new AnswerSaver(a.answers, {
        send: (questionId, answer) =>
          calls.save(a.id, questionId, normaliseAnswer(kinds.get(questionId) ?? 'FILL', answer)),
        isFinal: calls.isFinal,
        // Refused for good: handed in meanwhile (its result), or read again as the server has it.
        onFinal: () =>
          void handedIn(a.id).then((done) => {
            if (!done) void reload.current()
          }),
      })
      current.current?.stop()
      current.current = next
      setSaver(next)
      setPhase('answering')
    } catch (err) {
      setError(err)
      setPhase('failed')
    }
  }, [id, calls, finish, handedIn])
  reload.current = load

  // Read once per attempt (a tab shown again keeps what it has: its answers may be on their way).
  useEffect(() => {
    if (id && loadedFor.current !== id) void load()
  }, [id, load])

  const snapshot = useSyncExternalStore(
    saver?.subscribe ?? noSaver.subscribe,
    saver?.getSnapshot ?? noSaver.getSnapshot,
  )

  // What waits for a pause goes when the page is hidden or left.
  useEffect(() => {
    if (!saver) return
    const send = () => void saver.flush()
    addEventListener('pagehide', send)
    return () => {
      removeEventListener('pagehide', send)
      send()
    }
  }, [saver])

  // The clock: read from the browser's own each half second, never counted down by itself.
  useEffect(() => {
    if (phase !== 'answering' && phase !== 'submitting') return
    const tick = () => setNow(Date.now())
    const timer = setInterval(tick, 500)
    document.addEventListener('visibilitychange', tick)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', tick)
    }
  }, [phase])

  const remaining = attempt ? remainingMs(attempt.deadlineAt, offset, now) : null

  const submit = useCallback(
    async (auto = false) => {
      if (!attempt || !saver || busy.current) return
      busy.current = true
      setPhase('submitting')
      setSubmitError(null)
      try {
        // A lost connection does not hold the hand-in up: the server marks what it has.
        await Promise.race([saver.flush(), pause(auto ? AUTO_FLUSH_MS : 15_000)])
        await calls.submit(attempt.id)
        saver.stop()
        finish(attempt.id)
      } catch (err) {
        if (await handedIn(attempt.id)) saver.stop()
        else {
          setSubmitError(err)
          setPhase('answering')
        }
      } finally {
        busy.current = false
      }
    },
    [attempt, saver, calls, finish, handedIn],
  )

  // At zero it hands itself in (again a little later if that failed).
  useEffect(() => {
    if (phase !== 'answering' || remaining !== 0 || Date.now() - lastAuto.current < AUTO_RETRY_MS) return
    lastAuto.current = Date.now()
    void submit(true)
  }, [phase, remaining, submit])

  const answer = useCallback(
    (questionId: string, value: string, typed = false) =>
      saver?.set(questionId, value, typed ? TYPING_PAUSE_MS : 0),
    [saver],
  )
  const retry = useCallback((questionId?: string) => saver?.retry(questionId), [saver])

  return useMemo(
    () => ({
      phase,
      attempt,
      /** Why it could not be read. */
      error,
      /** Why the last hand-in failed. */
      submitError,
      reload: load,
      /** The answers as given here and where each stands. */
      saving: snapshot,
      /** Time left on the server's clock (ms), once read. */
      remaining,
      /** Gives an answer: saved at once, or after a pause when `typed`. */
      answer,
      retry,
      submit,
    }),
    [phase, attempt, error, submitError, load, snapshot, remaining, answer, retry, submit],
  )
}

export type ExamAttemptState = ReturnType<typeof useExamAttempt>
