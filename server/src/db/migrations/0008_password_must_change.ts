import { addColumns, type Db, dropColumns } from './tables.js'

/**
 * `sys_user.password_must_change` (0/1): the password was set by an administrator (create, import,
 * reset) or printed at first start, so the user must change it at the next login, as if it had
 * expired. Existing users start at 0: nothing tells which of their passwords an administrator set.
 */
export async function up(db: Db): Promise<void> {
  await addColumns(db, 'sys_user', { password_must_change: ['integer', { default: 0 }] })
}

export async function down(db: Db): Promise<void> {
  await dropColumns(db, 'sys_user', ['password_must_change'])
}
