import { type BridgeLive, TOKEN_HEADER } from '@portal/contracts'
import { useEffect, useState } from 'react'
import { bridgeApi } from '../../../api/weigh/bridge'
import { useUserStore } from '../../../stores/user'

export type LiveState = BridgeLive & { connected: boolean }

const RETRY_MS = 2000

/**
 * A bridge's live weight, from the server's event stream (read with `fetch`, since EventSource
 * cannot send the token header); reconnects after a lost connection, and says when it is lost.
 */
export function useBridgeLive(bridgeId: string | null | undefined): LiveState | null {
  const [state, setState] = useState<LiveState | null>(null)
  useEffect(() => {
    setState(null)
    if (!bridgeId) return
    const stop = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    const connect = async () => {
      try {
        const res = await fetch(bridgeApi.liveUrl(bridgeId), {
          headers: { [TOKEN_HEADER]: useUserStore.getState().token ?? '' },
          signal: stop.signal,
        })
        if (!res.ok || !res.body) throw new Error(String(res.status))
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
        let buffer = ''
        for (;;) {
          const { value, done } = await reader.read()
          if (done) break
          buffer += value
          const events = buffer.split('\n\n')
          buffer = events.pop() ?? ''
          for (const e of events) {
            const data = e
              .split('\n')
              .filter((l) => l.startsWith('data: '))
              .map((l) => l.slice(6))
              .join('')
            if (data) setState({ ...(JSON.parse(data) as BridgeLive), connected: true })
          }
        }
      } catch {
        if (stop.signal.aborted) return
      }
      setState((s) => (s ? { ...s, connected: false, stable: false } : s))
      timer = setTimeout(() => void connect(), RETRY_MS)
    }
    void connect()
    return () => {
      stop.abort()
      clearTimeout(timer)
    }
  }, [bridgeId])
  return state
}
