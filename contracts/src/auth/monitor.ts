import { z } from 'zod'
import { booleans, nullableStrings, numbers, strings } from '../answers.js'
import { idSchema, pageQuerySchema } from '../common.js'
import { fields, searchKey } from '../fields.js'

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

/**
 * `id`: the hash of the session's token (the token itself is never stored); `browser` and `os` are
 * parsed from the user agent (`Chrome 131`, `Windows 10`), null when unknown; `lastSeenAt` is written
 * at most once a minute, so up to a minute behind; `current`: the caller's own session.
 */
export const monitorSessionSchema = z.object(
  fields(
    strings('id', 'userId', 'account', 'name', 'client', 'createdAt', 'lastSeenAt', 'expiresAt'),
    nullableStrings('ip', 'userAgent', 'browser', 'os'),
    booleans('current'),
  ),
)
export type MonitorSession = z.infer<typeof monitorSessionSchema>

/**
 * `onlineSessions`: not expired and seen within the idle time; `onlineUsers`: distinct users among
 * them; `bySide`: online sessions per side (`B`, `C`); `loginsToday`: successful logins since midnight
 * (server time), from the visit log; `idleMinutes`: a session unused this long has ended.
 */
export const monitorFiguresSchema = z.object(
  fields(numbers('onlineSessions', 'onlineUsers', 'loginsToday', 'idleMinutes'), {
    bySide: z.record(z.string(), z.number()),
  }),
)
export type MonitorFigures = z.infer<typeof monitorFiguresSchema>

export const monitorKickSchema = z.object({ id: idSchema })
export const monitorKickUserSchema = z.object({ userId: idSchema })
