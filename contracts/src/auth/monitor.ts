import { z } from 'zod'
import { idSchema, pageQuerySchema } from '../common.js'
import { searchKey } from '../fields.js'

/** Session sides: B = staff of the back-office, C = external users who proved a phone number. */
export const SESSION_CLIENTS = ['B', 'C'] as const

/** Online sessions (not expired, seen within the idle time), newest activity first. */
export const monitorPageQuerySchema = pageQuerySchema.extend({
  /** Account (prefix), name (anywhere) or IP (prefix). */
  searchKey,
  /** One field alone: account by prefix, name anywhere, IP by prefix. */
  account: searchKey,
  name: searchKey,
  ip: searchKey,
  client: z.enum(SESSION_CLIENTS).optional(),
  userId: idSchema.optional(),
})

export const monitorSessionSchema = z.object({
  /** The session's id: the hash of its token (the token itself is never stored). */
  id: z.string(),
  userId: z.string(),
  account: z.string(),
  name: z.string(),
  client: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** Parsed from the user agent, e.g. `Chrome 131` and `Windows 10`; null when unknown. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  createdAt: z.string(),
  /** Written at most once a minute, so up to a minute behind. */
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  /** The caller's own session (the one making this request). */
  current: z.boolean(),
})
export type MonitorSession = z.infer<typeof monitorSessionSchema>

export const monitorFiguresSchema = z.object({
  /** Sessions not expired and seen within the idle time. */
  onlineSessions: z.number(),
  /** Distinct users among them. */
  onlineUsers: z.number(),
  /** Online sessions per side (`B`, `C`). */
  bySide: z.record(z.string(), z.number()),
  /** Successful logins since midnight (server time), from the visit log. */
  loginsToday: z.number(),
  /** The idle time in minutes: a session unused this long has ended. */
  idleMinutes: z.number(),
})
export type MonitorFigures = z.infer<typeof monitorFiguresSchema>

export const monitorKickSchema = z.object({ id: idSchema })
export const monitorKickUserSchema = z.object({ userId: idSchema })
