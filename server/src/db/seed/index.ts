import type { Kysely } from 'kysely'
import { hashPassword, hashPasswords } from '../../core/crypto.js'
import { newId, newSecret } from '../../core/ids.js'
import type { Assembled } from '../../core/module.js'
import { randomPassword } from '../../core/passwordPolicy.js'
import { Relation } from '../../core/permissions.js'
import { newUserRow } from '../../core/rows.js'
import type { DictSeed } from '../../core/seeds.js'
import { nowIso } from '../../core/time.js'
import type { DB } from '../schema.js'
import { resources, systemResources } from './catalogs.js'
import { employees, orgDirectors, orgs, positions, ROOT_ORG_ID, SUPER_ADMIN_USER_ID } from './org.js'
import { roleGrants, roles, SUPER_ADMIN_ROLE_ID } from './roles.js'

export interface SeedResult {
  /** Set only when this run created the super admin with a generated password. */
  generatedAdminPassword?: string
}

type Table = 'sysOrg' | 'sysPosition' | 'sysRole' | 'sysResource' | 'devDict' | 'sysUser'

/** Those of `ids` that `table` has. */
async function existingIds(db: Kysely<DB>, table: Table, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set()
  return new Set(
    (
      await db
        .selectFrom(table)
        .select('id')
        .where('id', 'in', [...ids])
        .execute()
    ).map((r) => r.id),
  )
}

async function insertMissing(db: Kysely<DB>, table: Exclude<Table, 'sysUser'>, rows: Array<{ id: string }>) {
  const existing = await existingIds(
    db,
    table,
    rows.map((r) => r.id),
  )
  const audit = { createdAt: nowIso(), createdUser: null, updatedAt: null, updatedUser: null }
  const missing = rows.filter((r) => !existing.has(r.id)).map((r) => ({ ...audit, ...r }))
  // Rows match their table; `never` lets one helper serve five tables.
  if (missing.length)
    await db
      .insertInto(table)
      .values(missing as never)
      .execute()
}

/** The dictionaries' rows: a type node (parent '0') with its items under it. */
const dictRows = (dicts: readonly DictSeed[]) =>
  dicts.flatMap((d) => [
    {
      id: `dict-${d.type}`,
      parentId: '0',
      category: 'FRM',
      dictLabel: d.label,
      dictLabelEn: d.labelEn,
      dictValue: d.type,
      color: null as string | null,
      sortCode: d.sortCode,
    },
    ...d.items.map(([value, label, labelEn, color], j) => ({
      id: `dict-${d.type}-${value}`,
      parentId: `dict-${d.type}`,
      category: 'FRM',
      dictLabel: label,
      dictLabelEn: labelEn,
      dictValue: value,
      color,
      sortCode: j,
    })),
  ])

/**
 * Idempotent: adds what is missing and never changes what is there (an administrator's edits stay).
 * The modules hand in their pages, settings and dictionaries (`modules/index.ts`); the sample
 * organisation, roles, catalogs and the super admin are the installation's own (this folder).
 */
export async function seed(
  db: Kysely<DB>,
  admin: { account: string; password?: string },
  declared: Pick<Assembled, 'pages' | 'configs' | 'dicts'>,
): Promise<SeedResult> {
  const result: SeedResult = {}
  await db.transaction().execute(async (trx) => {
    await insertMissing(
      trx,
      'sysOrg',
      orgs.map((o) => ({ ...o, directorId: orgDirectors[o.id] ?? null })),
    )
    await insertMissing(trx, 'sysPosition', positions)
    const rolesBefore = await existingIds(
      trx,
      'sysRole',
      roles.map((r) => r.id),
    )
    await insertMissing(trx, 'sysRole', roles)
    await insertMissing(trx, 'sysResource', [...resources, ...systemResources(declared.pages)])
    await insertMissing(trx, 'devDict', dictRows(declared.dicts))

    const keys = new Set(
      (await trx.selectFrom('devConfig').select('configKey').execute()).map((r) => r.configKey),
    )
    // The installation's own secret, drawn when it is first seeded; the sample employees get it.
    const defaultPassword = {
      configKey: 'SNOWY_SYS_DEFAULT_PASSWORD',
      // Random, but meeting the policy (letters, digits and a symbol), so new users can be added with it.
      configValue: randomPassword(12),
      category: 'SYS_USER',
      remark: '新用户默认密码',
      sortCode: 1,
    }
    const missing = [...declared.configs, defaultPassword].filter((c) => !keys.has(c.configKey))
    if (missing.length) {
      await trx
        .insertInto('devConfig')
        .values(
          missing.map((c) => ({
            ...c,
            id: newId(),
            createdAt: nowIso(),
            createdUser: null,
            updatedAt: null,
            updatedUser: null,
          })),
        )
        .execute()
    }

    const existingEmployees = await existingIds(
      trx,
      'sysUser',
      employees.map((e) => e.id),
    )
    const newEmployees = employees.filter((e) => !existingEmployees.has(e.id))
    if (newEmployees.length) {
      const taken = new Set(
        (
          await trx
            .selectFrom('sysUser')
            .select('account')
            .where(
              'account',
              'in',
              newEmployees.map((e) => e.account),
            )
            .execute()
        ).map((r) => r.account),
      )
      const pwd = await trx
        .selectFrom('devConfig')
        .select('configValue')
        .where('configKey', '=', 'SNOWY_SYS_DEFAULT_PASSWORD')
        .executeTakeFirstOrThrow()
      const fresh = newEmployees.filter((e) => !taken.has(e.account))
      // One hash each (own salt), though they share the installation's default password.
      const hashes = await hashPasswords(fresh.map(() => pwd.configValue))
      const rows = fresh.map((e, i) => ({
        ...e,
        passwordHash: hashes[i]!,
        passwordMustChange: 1,
        nickname: null,
        avatar: null,
        directorId: e.id === orgDirectors[e.orgId] ? null : (orgDirectors[e.orgId] ?? null),
        userStatus: 'ENABLE',
        sortCode: i + 1,
        entryDate: `20${String(15 + (i % 10))}-0${1 + (i % 9)}-01`,
        passwordUpdatedAt: null,
        createdAt: nowIso(),
      }))
      if (rows.length) await trx.insertInto('sysUser').values(rows).execute()
    }

    // A sample role's grants and holders come with the role: once there, they are the administrator's.
    const newRoles = roleGrants.filter((g) => !rolesBefore.has(g.roleId))
    if (newRoles.length) {
      const users = await existingIds(
        trx,
        'sysUser',
        newRoles.flatMap((g) => g.userIds),
      )
      const relations = newRoles.flatMap((g) => [
        ...g.resourceIds.map((resourceId) => ({
          id: newId(),
          category: Relation.roleHasResource,
          objectId: g.roleId,
          targetId: resourceId,
          extJson: null,
        })),
        ...(g.mobileResourceIds ?? []).map((resourceId) => ({
          id: newId(),
          category: Relation.roleHasMobileResource,
          objectId: g.roleId,
          targetId: resourceId,
          extJson: null,
        })),
        ...g.userIds
          .filter((u) => users.has(u))
          .map((userId) => ({
            id: newId(),
            category: Relation.userHasRole,
            objectId: userId,
            targetId: g.roleId,
            extJson: null,
          })),
      ])
      await trx.insertInto('sysRelation').values(relations).execute()
    }

    const adminRow = await trx
      .selectFrom('sysUser')
      .select('id')
      .where('id', '=', SUPER_ADMIN_USER_ID)
      .executeTakeFirst()
    if (!adminRow) {
      const password = admin.password ?? newSecret(12)
      if (!admin.password) result.generatedAdminPassword = password
      await trx
        .insertInto('sysUser')
        .values(
          newUserRow({
            id: SUPER_ADMIN_USER_ID,
            account: admin.account,
            passwordHash: await hashPassword(password),
            name: '超级管理员',
            empNo: 'A0001',
            orgId: ROOT_ORG_ID,
            positionId: 'pos-admin',
            // A generated password is printed in the log: its owner must replace it. One given by
            // ADMIN_PASSWORD was chosen by the operator and stays.
            passwordMustChange: admin.password ? 0 : 1,
          }),
        )
        .execute()
      await trx
        .insertInto('sysRelation')
        .values({
          id: newId(),
          category: Relation.userHasRole,
          objectId: SUPER_ADMIN_USER_ID,
          targetId: SUPER_ADMIN_ROLE_ID,
          extJson: null,
        })
        .execute()
    }
  })
  return result
}
