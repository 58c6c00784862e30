import type { ColumnPrefs } from '@portal/contracts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { userCenterApi } from '../../api/sys/userCenter'
import { useUserStore } from '../../stores/user'

/**
 * Column settings (`checked` per column) of the logged-in user, kept per table on the server
 * (`getColumnPref` / `saveColumnPref`). The table renders at once with its default columns (or what
 * this page load last saw) and applies the stored settings when they arrive.
 */

// Earlier versions kept the settings in localStorage; those copies are no longer read.
const LEGACY_PREFIX = 'SEARCH_TABLE_COLUMNS:'
try {
  for (const key of Object.keys(localStorage)) if (key.startsWith(LEGACY_PREFIX)) localStorage.removeItem(key)
} catch {
  // storage unavailable: nothing to clean
}

/** What this page load last loaded or saved, per user and table, so a remounted table does not flash. */
const known = new Map<string, ColumnPrefs>()

/** The newest settings still to send, per user and table; one save at a time, so the last one wins. */
const queued = new Map<string, { userId: string; tableId: string; value: ColumnPrefs }>()
const sending = new Set<string>()

async function send(cacheKey: string) {
  if (sending.has(cacheKey)) return
  sending.add(cacheKey)
  try {
    for (let next = queued.get(cacheKey); next; next = queued.get(cacheKey)) {
      queued.delete(cacheKey)
      // Logged out or another user meanwhile: that user's settings are not theirs to write.
      if (useUserStore.getState().userInfo?.id !== next.userId) continue
      await userCenterApi.saveColumnPref(next.tableId, next.value).catch(() => {
        // the request module has shown the error; the table keeps the choice for this page load
      })
    }
  } finally {
    sending.delete(cacheKey)
  }
}

/** The user's column settings of `tableId` and a setter that shows and saves them. */
export function useColumnPrefs(tableId: string): [ColumnPrefs, (next: ColumnPrefs) => void] {
  const userId = useUserStore((s) => s.userInfo?.id)
  const cacheKey = `${userId ?? ''}\n${tableId}`
  const [state, setState] = useState(() => ({ cacheKey, prefs: known.get(cacheKey) ?? {} }))
  // A choice made before the stored settings arrived wins over them.
  const chosen = useRef(false)

  useEffect(() => {
    chosen.current = false
    setState({ cacheKey, prefs: known.get(cacheKey) ?? {} })
    if (!userId) return
    let current = true
    userCenterApi
      .getColumnPref(tableId)
      .then((prefs) => {
        if (!current || chosen.current) return
        known.set(cacheKey, prefs)
        setState({ cacheKey, prefs })
      })
      .catch(() => {
        // silent: the default columns stay
      })
    return () => {
      current = false
    }
  }, [cacheKey, userId, tableId])

  const set = useCallback(
    (value: ColumnPrefs) => {
      chosen.current = true
      known.set(cacheKey, value)
      setState({ cacheKey, prefs: value })
      if (!userId) return
      queued.set(cacheKey, { userId, tableId, value })
      void send(cacheKey)
    },
    [cacheKey, userId, tableId],
  )

  return [state.cacheKey === cacheKey ? state.prefs : (known.get(cacheKey) ?? {}), set]
}
