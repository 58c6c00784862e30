import type { Insertable, Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { newId } from './ids.js'
import { created } from './rows.js'
import type { AuthUser } from './session.js'

type Audit = keyof ReturnType<typeof created>

/** Adds a row of `table` under a new id, made by `user` now (`created`); resolves the id. */
export async function insertRow<T extends keyof DB & string>(
  db: Kysely<DB>,
  table: T,
  user: AuthUser,
  values: Omit<Insertable<DB[T]>, 'id' | Audit>,
): Promise<string> {
  const id = newId()
  await db
    .insertInto(table)
    .values({ id, ...values, ...created(user) } as unknown as Insertable<DB[T]>)
    .execute()
  return id
}
