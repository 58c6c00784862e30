/** JSON values in localStorage under the spec §3 keys. Unreadable values count as absent. */
export const storage = {
  get<T = unknown>(key: string): T | null {
    const raw = localStorage.getItem(key)
    if (raw === null) return null
    try {
      return JSON.parse(raw) as T
    } catch {
      return null
    }
  },
  set(key: string, value: unknown): void {
    if (value === null || value === undefined) localStorage.removeItem(key)
    else localStorage.setItem(key, JSON.stringify(value))
  },
  remove(...keys: string[]): void {
    for (const key of keys) localStorage.removeItem(key)
  },
}
