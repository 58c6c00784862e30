import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import type { ClientUser } from './clientSession.js'
import type { RouteContext } from './route.js'
import type { AuthUser } from './session.js'

/**
 * One set of routes served twice, to a signed-in employee (`login`) and to a phone (`client`), over
 * handlers that take the person each side resolves (an exam taker, a meal user): staff and people
 * on phones do the same things, each reaching only their own records.
 */
export interface Side<P> {
  base: string
  perm: 'login' | 'client'
  /** Who calls, for the routes' summaries. */
  who: string
  person(ctx: RouteContext<unknown, unknown>): Promise<P>
}

export function bothSides<P>(o: {
  staff: string
  phone: string
  staffPerson(db: Kysely<DB>, user: AuthUser): Promise<P>
  phonePerson(db: Kysely<DB>, client: ClientUser): Promise<P>
}): Array<Side<P>> {
  return [
    {
      base: o.staff,
      perm: 'login',
      who: 'the signed-in user',
      person: (c) => o.staffPerson(c.app.db, c.user),
    },
    { base: o.phone, perm: 'client', who: 'the phone', person: (c) => o.phonePerson(c.app.db, c.client) },
  ]
}
