import { PasswordPolicyKey } from '@portal/contracts'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { badRequest } from './errors.js'

/** Refuses a new password that breaks the configured policy, naming the first rule it breaks. */
export async function checkPasswordPolicy(db: Kysely<DB>, password: string): Promise<void> {
  const rows = await db
    .selectFrom('devConfig')
    .select(['configKey', 'configValue'])
    .where('configKey', 'in', Object.values(PasswordPolicyKey))
    .execute()
  const get = (k: string) => rows.find((r) => r.configKey === k)?.configValue
  const min = Math.max(1, Number(get(PasswordPolicyKey.minLength)) || 8)
  if (password.length < min) throw badRequest('passwordTooShort', { min })
  if (password.length > 128) throw badRequest('passwordTooLong', { max: 128 })
  if (get(PasswordPolicyKey.requireDigit) === 'true' && !/\d/.test(password))
    throw badRequest('passwordNeedsDigit')
  if (get(PasswordPolicyKey.requireLetter) === 'true' && !/[A-Za-z]/.test(password))
    throw badRequest('passwordNeedsLetter')
  if (
    get(PasswordPolicyKey.requireUpperLower) === 'true' &&
    !(/[a-z]/.test(password) && /[A-Z]/.test(password))
  )
    throw badRequest('passwordNeedsCase')
  if (get(PasswordPolicyKey.requireSymbol) === 'true' && !/[^A-Za-z0-9]/.test(password))
    throw badRequest('passwordNeedsSymbol')
}
