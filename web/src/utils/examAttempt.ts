/**
 * Answering an exam, as the back-office page (`views/krs/exam/answer.tsx`) and the phone page
 * (`mobile/pages/exam/Answer.tsx`) both do it: the countdown against the server's clock, the answers
 * as the server stores them, and the queue that saves each answer as it is given. No React, no UI
 * kit: the phone bundle imports it without antd.
 *
 * The deadline is the server's (`deadlineAt`), never a timer of the page: the time left is the
 * deadline minus the server's now, which is the browser's now plus the offset measured when the
 * attempt was read. A reload measures again and shows the same time left.
 */

/** The kinds of question (the contract's `QUESTION_TYPES`). */
export type QuestionKind = 'SINGLE' | 'MULTIPLE' | 'JUDGE' | 'FILL'

// ---- The clock ----

/**
 * How far the server's clock is ahead of this one (ms), from the server's `now` in an answer sent
 * at `sentAt` and received at `receivedAt` (this clock): the server read its clock about halfway.
 */
export function clockOffset(serverNow: string, sentAt: number, receivedAt: number): number {
  const server = Date.parse(serverNow)
  if (Number.isNaN(server)) return 0
  return server - Math.round((sentAt + receivedAt) / 2)
}

/** What is left until `deadlineAt` on the server's clock (ms, never below 0). */
export function remainingMs(deadlineAt: string, offset: number, localNow: number = Date.now()): number {
  const deadline = Date.parse(deadlineAt)
  if (Number.isNaN(deadline)) return 0
  return Math.max(0, deadline - (localNow + offset))
}

/** Time left as `mm:ss`, or `h:mm:ss` from an hour; a started second counts as a whole one. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  const two = (n: number) => String(n).padStart(2, '0')
  return h ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`
}

/** When the countdown turns to a warning: the last five minutes (the last fifth of a short exam). */
export const warnFrom = (timeLimitMinutes: number): number =>
  Math.min(5 * 60_000, Math.max(60_000, (timeLimitMinutes * 60_000) / 5))

// ---- Answers ----

/** The option keys of a choice answer (`"A,C"` → `['A', 'C']`). */
export const answerKeys = (answer: string | undefined): string[] =>
  (answer ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)

/**
 * An answer as the server stores it: a multiple choice's keys once each, in order, joined by `,`;
 * a single choice's one key; true/false `T` or `F`; a fill-in trimmed.
 */
export function normaliseAnswer(kind: string, answer: string): string {
  const a = answer.trim()
  if (kind === 'MULTIPLE') return [...new Set(answerKeys(a))].sort().join(',')
  if (kind === 'SINGLE' || kind === 'JUDGE') return a.toUpperCase()
  return a
}

/** A multiple choice's answer with `key` ticked or unticked. */
export function toggleKey(answer: string | undefined, key: string, on: boolean): string {
  const keys = new Set(answerKeys(answer))
  if (on) keys.add(key)
  else keys.delete(key)
  return [...keys].sort().join(',')
}

export const isAnswered = (answer: string | undefined): boolean => !!answer && answer.trim() !== ''

/** How many of `questions` have no answer in `answers`. */
export const unansweredCount = (
  questions: ReadonlyArray<{ questionId: string }>,
  answers: Readonly<Record<string, string>>,
): number => questions.filter((q) => !isAnswered(answers[q.questionId])).length

/**
 * An answer in words: option keys with their texts (`A. 安全帽`), true/false by `judge`, fill-in as
 * typed; empty when there is none.
 */
export function answerWords(
  kind: string,
  answer: string | null | undefined,
  options: ReadonlyArray<{ key: string; text: string }>,
  judge: { T: string; F: string },
): string {
  if (!answer) return ''
  if (kind === 'JUDGE') return answer === 'T' ? judge.T : answer === 'F' ? judge.F : answer
  if (kind === 'FILL') return answer.split('|').join(' / ')
  return answerKeys(answer)
    .map((k) => {
      const o = options.find((x) => x.key === k)
      return o ? `${k}. ${o.text}` : k
    })
    .join('；')
}

// ---- Saving as answers are given ----

/** Where one question's answer stands: being typed (saved after a pause), on its way, kept, refused. */
export type SaveState = 'pending' | 'saving' | 'saved' | 'failed'

export interface SaverSnapshot {
  /** Every answer as given here, by question. */
  answers: Readonly<Record<string, string>>
  /** The questions touched here, by their state (a question not listed is as the server has it). */
  states: Readonly<Record<string, SaveState>>
  /** Answers not yet kept by the server (being typed, on their way or failed). */
  unsaved: number
  failed: number
  /** The server refused for good (the attempt was handed in or ran out): nothing more is sent. */
  closed: boolean
}

export interface SaverOptions {
  /** Sends one answer (`""` clears it); resolves once the server has kept it. */
  send: (questionId: string, answer: string) => Promise<unknown>
  /** A refusal retrying cannot mend (the attempt handed in, its time up): saving stops. */
  isFinal?: (error: unknown) => boolean
  /** Told once, when a refusal was final. */
  onFinal?: (error: unknown) => void
  /** The waits before each retry of a failed save (ms); the last repeats. */
  retryDelays?: readonly number[]
}

const RETRY_DELAYS = [1_000, 3_000, 8_000, 15_000]

/**
 * Whether a refused save's code is one that retrying cannot mend (the attempt handed in or run out,
 * not found, a malformed answer); a lost connection (503), a busy server or a lapsed login are not.
 */
export const isFinalRefusal = (code: number): boolean => [400, 403, 404, 409, 422].includes(code)

/**
 * The answers of one attempt and their saving: each answer is sent as it is given (a typed one
 * after a pause), one call per question at a time, the newest value winning; a failed save is
 * retried by itself with growing pauses (and at once by `retry`); `flush` sends everything still
 * waiting and tells how many could not be saved. Follow it with `subscribe` / `getSnapshot`
 * (`useSyncExternalStore`).
 */
export class AnswerSaver {
  private answers: Record<string, string>
  /** What the server holds, as far as this page knows. */
  private kept: Record<string, string>
  private states: Record<string, SaveState> = {}
  private readonly flights = new Map<string, Promise<void>>()
  private readonly waits = new Map<string, ReturnType<typeof setTimeout>>()
  private readonly tries = new Map<string, number>()
  private readonly listeners = new Set<() => void>()
  private closed = false
  private snapshot: SaverSnapshot

  constructor(
    initial: Readonly<Record<string, string>>,
    private readonly options: SaverOptions,
  ) {
    this.answers = { ...initial }
    this.kept = { ...initial }
    this.snapshot = this.take()
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  getSnapshot = (): SaverSnapshot => this.snapshot

  /** Gives `answer` to a question: saved after `delayMs` (a typed answer), at once without. */
  set(questionId: string, answer: string, delayMs = 0) {
    if (this.closed) return
    this.answers = { ...this.answers, [questionId]: answer }
    this.clearWait(questionId)
    this.tries.delete(questionId)
    if (this.kept[questionId] === answer && !this.flights.has(questionId)) {
      this.mark(questionId, 'saved')
      return
    }
    if (delayMs > 0) {
      this.mark(questionId, 'pending')
      this.waits.set(
        questionId,
        setTimeout(() => {
          this.waits.delete(questionId)
          this.push(questionId)
        }, delayMs),
      )
    } else this.push(questionId)
  }

  /** Sends at once what waits for a pause or a retry (one question, or all). */
  retry(questionId?: string) {
    const ids = questionId
      ? [questionId]
      : Object.keys(this.states).filter((id) => this.states[id] === 'pending' || this.states[id] === 'failed')
    for (const id of ids) {
      this.clearWait(id)
      if (this.states[id] === 'pending' || this.states[id] === 'failed') this.push(id)
    }
  }

  /** Sends everything still waiting and waits for every save; resolves with how many are not saved. */
  async flush(): Promise<number> {
    this.retry()
    while (this.flights.size) await Promise.allSettled([...this.flights.values()])
    return this.snapshot.unsaved
  }

  /** Stops for good: no more saves, no timers left (the page goes, the attempt is handed in). */
  stop() {
    for (const id of [...this.waits.keys()]) this.clearWait(id)
    this.closed = true
    this.emit()
  }

  private clearWait(questionId: string) {
    const wait = this.waits.get(questionId)
    if (wait !== undefined) clearTimeout(wait)
    this.waits.delete(questionId)
  }

  private push(questionId: string) {
    if (this.closed || this.flights.has(questionId)) return
    const answer = this.answers[questionId] ?? ''
    this.mark(questionId, 'saving')
    const flight = this.options
      .send(questionId, answer)
      .then(
        () => {
          this.kept = { ...this.kept, [questionId]: answer }
          this.tries.delete(questionId)
          return true
        },
        (error: unknown) => {
          if (this.options.isFinal?.(error) && !this.closed) {
            this.closed = true
            this.mark(questionId, 'failed')
            this.options.onFinal?.(error)
          }
          return false
        },
      )
      .then((ok) => {
        this.flights.delete(questionId)
        if (this.closed) return this.emit()
        // Changed while on its way: the newer answer goes now (unless it waits for a pause).
        if (this.answers[questionId] !== answer) {
          if (!this.waits.has(questionId)) this.push(questionId)
        } else if (ok) this.mark(questionId, 'saved')
        else this.retryLater(questionId)
      })
    this.flights.set(questionId, flight)
  }

  /** A failed save: shown as failed, sent again after a pause that grows with each failure. */
  private retryLater(questionId: string) {
    this.mark(questionId, 'failed')
    const n = this.tries.get(questionId) ?? 0
    this.tries.set(questionId, n + 1)
    const delays = this.options.retryDelays ?? RETRY_DELAYS
    const delay = delays[Math.min(n, delays.length - 1)] ?? 15_000
    this.waits.set(
      questionId,
      setTimeout(() => {
        this.waits.delete(questionId)
        this.push(questionId)
      }, delay),
    )
  }

  private mark(questionId: string, state: SaveState) {
    this.states = { ...this.states, [questionId]: state }
    this.emit()
  }

  private take(): SaverSnapshot {
    const states = Object.values(this.states)
    return {
      answers: this.answers,
      states: this.states,
      unsaved: states.filter((s) => s !== 'saved').length,
      failed: states.filter((s) => s === 'failed').length,
      closed: this.closed,
    }
  }

  private emit() {
    this.snapshot = this.take()
    for (const l of this.listeners) l()
  }
}

/** The overall saving state a page shows: everything kept, saving, or some answers not saved. */
export function overallSave(s: SaverSnapshot): 'saved' | 'saving' | 'failed' {
  if (s.failed) return 'failed'
  return s.unsaved ? 'saving' : 'saved'
}
