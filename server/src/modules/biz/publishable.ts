import type { Kysely } from 'kysely'
import { type ContentColumns, deleteRows, publishRows } from '../../core/content.js'
import type { MsgKey } from '../../core/i18n.js'
import { newId } from '../../core/ids.js'
import { created, updated } from '../../core/rows.js'
import type { AuthUser } from '../../core/session.js'
import type { DB } from '../../db/schema.js'

type Table = 'bizNews' | 'bizProduct' | 'bizRecruit'

// biome-ignore lint/suspicious/noExplicitAny: the table is chosen by the caller; `ContentColumns` types its rows
const loose = (db: Kysely<DB>) => db as unknown as Kysely<any>

/**
 * The writes of a biz entity with a list of its own that the site shows once published (news,
 * products, positions): a row saved, a row changed, and deleting or publishing rows, all named or
 * none (`missing`: the message when an id names no row).
 */
export function publishable<T extends Table>(table: T, missing: MsgKey) {
  // Kysely's types follow a table chosen at run time no further: the values are typed by `T`.
  const name: string = table
  return {
    /** Saves a new row unpublished; answers its id. */
    async insert(db: Kysely<DB>, user: AuthUser, values: ContentColumns<T>) {
      const id = newId()
      await loose(db)
        .insertInto(name)
        .values({ id, ...values, published: 0, ...created(user) })
        .execute()
      return id
    },
    async update(db: Kysely<DB>, user: AuthUser, id: string, values: Partial<ContentColumns<T>>) {
      await loose(db)
        .updateTable(name)
        .set({ ...values, ...updated(user) })
        .where('id', '=', id)
        .execute()
    },
    remove: (db: Kysely<DB>, list: ReadonlyArray<{ id: string }>) => deleteRows(db, table, list, missing),
    publish: (db: Kysely<DB>, user: AuthUser, idList: readonly string[], published: boolean) =>
      publishRows(db, user, table, idList, published, missing),
  }
}
