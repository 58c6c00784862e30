import type { ColumnPrefs } from '@portal/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { userCenterApi } from '../../api/sys/userCenter'
import { useUserStore } from '../../stores/user'

/**
 * Column settings (`checked` per column) of the logged-in user, kept per table on the server
 * (`getColumnPref` / `saveColumnPref`) and in the query cache. The table renders at once with its
 * default columns (or what this page load last saw) and applies the stored settings when they arrive.
 */

// Earlier versions kept the settings in localStorage; those copies are no longer read.
const LEGACY_PREFIX = 'SEARCH_TABLE_COLUMNS:'
try {
  for (const key of Object.keys(localStorage)) if (key.startsWith(LEGACY_PREFIX)) localStorage.removeItem(key)
} catch {
  // storage unavailable: nothing to clean
}

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

const NO_PREFS: ColumnPrefs = {}

/** The user's column settings of `tableId` and a setter that shows and saves them. */
export function useColumnPrefs(tableId: string): [ColumnPrefs, (next: ColumnPrefs) => void] {
  const userId = useUserStore((s) => s.userInfo?.id)
  const queryClient = useQueryClient()
  const read = userCenterApi.getColumnPref.query({ key: tableId })
  const queryKey = read.queryKey
  // Read once per page load and user (the cache is emptied with the session); what is chosen here
  // is written into the cache, so a remounted table shows it at once.
  const { data } = useQuery({
    ...read,
    enabled: !!userId,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  })

  const set = useCallback(
    (value: ColumnPrefs) => {
      // A choice made before the stored settings arrived wins over them.
      void queryClient.cancelQueries({ queryKey })
      queryClient.setQueryData(queryKey, value)
      if (!userId) return
      const cacheKey = `${userId}\n${tableId}`
      queued.set(cacheKey, { userId, tableId, value })
      void send(cacheKey)
    },
    [queryClient, queryKey, userId, tableId],
  )

  return [data ?? NO_PREFS, set]
}
