/**
 * Column settings (`checked` per column) saved per user and table. The server has no API for them
 * yet, so they live in localStorage under `SEARCH_TABLE_COLUMNS:<userId>:<tableId>`.
 */
const keyOf = (userId: string, tableId: string) => `SEARCH_TABLE_COLUMNS:${userId}:${tableId}`

export function loadColumnPrefs(userId: string, tableId: string): Record<string, boolean> {
  try {
    const raw = localStorage.getItem(keyOf(userId, tableId))
    const v = raw ? (JSON.parse(raw) as unknown) : null
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, boolean>) : {}
  } catch {
    return {}
  }
}

export function saveColumnPrefs(userId: string, tableId: string, prefs: Record<string, boolean>) {
  if (Object.keys(prefs).length === 0) localStorage.removeItem(keyOf(userId, tableId))
  else localStorage.setItem(keyOf(userId, tableId), JSON.stringify(prefs))
}
