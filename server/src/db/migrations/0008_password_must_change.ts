import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
type Db = Kysely<any>

/**
 * `sys_user.password_must_change` (0/1): the password was set by an administrator (create, import,
 * reset) or printed at first start, so the user must change it at the next login, as if it had
 * expired. Existing users start at 0: nothing tells which of their passwords an administrator set.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('sys_user')
    .addColumn('password_must_change', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('sys_user').dropColumn('password_must_change').execute()
}
