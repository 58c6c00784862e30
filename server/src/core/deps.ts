import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import type { ClientSessions } from './clientSession.js'
import type { Sm2Keys } from './crypto.js'
import type { Sessions } from './session.js'

/**
 * What services work with, outside of any request: routes pass `app.deps`, jobs and scripts build
 * their own. A service that needs only the database takes `db` (a transaction fits too).
 */
export interface Deps {
  db: Kysely<DB>
  sessions: Sessions
  clientSessions: ClientSessions
  sm2: Sm2Keys
  log: FastifyBaseLogger
}
