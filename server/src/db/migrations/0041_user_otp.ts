import { createIndexes } from './indexes.js'
import { createTable, type Db, dropTables, ID, TIME } from './tables.js'

/**
 * One-time passwords for staff (issue 40, `core/otp.ts`):
 * - `sys_user_otp`: a user's TOTP secret (keyed by the user's id), PENDING until a first code binds
 *   it, then ACTIVE; the last 30-second step used, so a code is accepted once.
 * - `sys_user_otp_recovery`: the recovery codes' SHA-256 hashes, one row each (spent by deleting it).
 */
export async function up(db: Db): Promise<void> {
  await createTable(db, 'sys_user_otp', {
    id: [ID, 'key'],
    secret: ['varchar(64)', 'notNull'],
    status: ['varchar(16)', 'notNull'],
    last_step: ['bigint', { default: 0 }],
    created_at: [TIME, 'notNull'],
    bound_at: TIME,
  })
  await createTable(db, 'sys_user_otp_recovery', {
    user_id: [ID, 'notNull'],
    code_hash: ['varchar(64)', 'notNull'],
  })
  await createIndexes(db, 'sys_user_otp_recovery', {
    sys_user_otp_recovery_code: { unique: ['user_id', 'code_hash'] },
  })
}

export async function down(db: Db): Promise<void> {
  await dropTables(db, ['sys_user_otp_recovery', 'sys_user_otp'])
}
