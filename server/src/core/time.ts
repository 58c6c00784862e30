/**
 * Timestamps are stored and returned as ISO 8601 UTC strings with milliseconds
 * (`2026-11-22T08:30:00.000Z`): portable across SQLite, PostgreSQL and MySQL, and their
 * lexicographic order is their time order, so comparisons work in SQL.
 */
export const nowIso = (): string => new Date().toISOString()
export const isoIn = (ms: number, from = Date.now()): string => new Date(from + ms).toISOString()
export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR
