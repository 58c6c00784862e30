/**
 * Runs `work` with a signal that aborts after `ms` (reason: a `TimeoutError`) or when `outer`
 * aborts (its reason). A plain timer rather than `AbortSignal.any([AbortSignal.timeout(ms), …])`:
 * Node may collect that timeout signal before it fires (nodejs/node#57736), and a request to a
 * server that never answers would then wait forever.
 */
export async function withTimeout<T>(
  ms: number,
  outer: AbortSignal | undefined,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const c = new AbortController()
  const timer = setTimeout(() => c.abort(new DOMException(`no answer within ${ms} ms`, 'TimeoutError')), ms)
  const stop = () => c.abort(outer?.reason)
  if (outer?.aborted) stop()
  else outer?.addEventListener('abort', stop, { once: true })
  try {
    return await work(c.signal)
  } finally {
    clearTimeout(timer)
    outer?.removeEventListener('abort', stop)
  }
}
