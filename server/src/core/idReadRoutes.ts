import { idQuerySchema } from '@portal/contracts'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { DB } from '../db/schema.js'
import type { Perm, RouteDef } from './route.js'
import type { AuthUser } from './session.js'

/** A read of one row, or of what it holds, by `?id=`: its path, summary, service and answer's schema. */
export type IdRead = [
  path: string,
  summary: string,
  read: (db: Kysely<DB>, user: AuthUser, id: string) => Promise<unknown>,
  response: z.ZodType,
]

/** `GET base/<path>?id=` for each read, for `perm`; each goes to `defineRoute`. */
export const idReadRoutes = (
  base: string,
  tags: string[],
  perm: Perm,
  reads: IdRead[],
): Array<RouteDef<typeof idQuerySchema, z.ZodUnknown>> =>
  reads.map(([path, summary, read, response]) => ({
    method: 'GET',
    url: `${base}/${path}`,
    perm,
    summary,
    tags,
    querystring: idQuerySchema,
    response,
    handler: ({ app, user, query }) => read(app.db, user, query.id),
  }))
