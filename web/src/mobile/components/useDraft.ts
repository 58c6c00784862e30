import { useCallback, useEffect, useRef } from 'react'

/**
 * What a form holds, kept in the phone's storage as it is typed, so a locked phone, a call or a
 * reload loses nothing: `restore()` gives it back once, `keep(values)` saves (a moment later, and
 * at once when the page is hidden), `drop()` forgets it after a save on the server.
 */
export function useDraft<T>(key: string) {
  const pending = useRef<T | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const flush = useCallback(() => {
    clearTimeout(timer.current)
    if (pending.current === null) return
    try {
      localStorage.setItem(key, JSON.stringify({ at: Date.now(), values: pending.current }))
    } catch {
      // Full or private storage: the form still works, without the safety net.
    }
    pending.current = null
  }, [key])

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush()
    }
    document.addEventListener('visibilitychange', onHide)
    window.addEventListener('pagehide', flush)
    return () => {
      flush()
      document.removeEventListener('visibilitychange', onHide)
      window.removeEventListener('pagehide', flush)
    }
  }, [flush])

  return {
    restore(): T | null {
      try {
        const raw = localStorage.getItem(key)
        return raw ? ((JSON.parse(raw) as { values: T }).values ?? null) : null
      } catch {
        return null
      }
    },
    keep(values: T) {
      pending.current = values
      clearTimeout(timer.current)
      timer.current = setTimeout(flush, 400)
    },
    drop() {
      pending.current = null
      clearTimeout(timer.current)
      try {
        localStorage.removeItem(key)
      } catch {
        // nothing kept
      }
    },
  }
}
