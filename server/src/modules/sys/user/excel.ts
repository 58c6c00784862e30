import { EMAIL_RE, type ImportRowError, PHONE_RE, USER_EXCEL_COLUMNS } from '@portal/contracts'
import type { FastifyReply } from 'fastify'
import type { Kysely } from 'kysely'
import { hashPasswords } from '../../../core/crypto.js'
import { scopeFor, withAncestors } from '../../../core/dataScope.js'
import type { Deps } from '../../../core/deps.js'
import { AppError, badRequest, forbidden } from '../../../core/errors.js'
import { importErrors, importTemplate, orderedBatches, readSheet, streamXlsx } from '../../../core/excel.js'
import { hiddenFields } from '../../../core/fieldPerm.js'
import { type Lang, type MsgKey, t } from '../../../core/i18n.js'
import { newId } from '../../../core/ids.js'
import { filterList } from '../../../core/list.js'
import { created } from '../../../core/rows.js'
import type { AuthUser } from '../../../core/session.js'
import type { DB, NewUser } from '../../../db/schema.js'
import { defaultPassword, USER_MENU, type UserFilter, userListing, userQuery, withNames } from './service.js'
import './texts.js'

const GENDER_LABEL: Record<string, string> = { MALE: '男', FEMALE: '女', UNKNOWN: '未知' }
const STATUS_LABEL: Record<string, string> = { ENABLE: '正常', DISABLE: '停用' }
const fromLabel = (labels: Record<string, string>, v: string) =>
  Object.keys(labels).find((k) => k === v.toUpperCase() || labels[k] === v)

/** The Excel columns the caller may see (fields not granted are no column of export or import). */
async function excelColumns(db: Kysely<DB>, user: AuthUser) {
  const hidden = new Set(await hiddenFields(db, user, USER_MENU))
  return { hidden, columns: USER_EXCEL_COLUMNS.filter((c) => !hidden.has(c.key)) }
}

/** The import template: the header row in the order the import reads. */
export async function userImportTemplate(db: Kysely<DB>, user: AuthUser, reply: FastifyReply) {
  const { columns } = await excelColumns(db, user)
  return importTemplate(
    reply,
    'user-import-template',
    columns.map((c) => ({ key: c.key, header: c.title })),
  )
}

/**
 * Streams every user the filter matches inside the caller's export scope, in batches, without
 * holding the file in memory; fields hidden from the caller are left out as columns.
 */
export async function userExport(deps: Deps, user: AuthUser, filter: UserFilter, reply: FastifyReply) {
  const scope = await scopeFor(deps.db, user, 'sysUserExport')
  const { columns } = await excelColumns(deps.db, user)
  // The list's search and field rules, so the export has exactly what the page shows.
  const { query: base } = await filterList(
    deps.db,
    user,
    userListing,
    filter,
    await userQuery(deps.db, user, scope, filter),
  )
  const batches = orderedBatches(
    withNames(base).select([
      'u.id',
      'u.account',
      'u.name',
      'u.gender',
      'u.phone',
      'u.email',
      'u.empNo',
      'o.name as orgName',
      'p.name as positionName',
      'u.entryDate',
      'u.userStatus',
    ]),
    [['u.id', 'asc']],
  )
  return streamXlsx(reply, deps.log, {
    fileName: `users-${new Date().toISOString().slice(0, 10)}`,
    sheet: 'users',
    columns: columns.map((c) => ({ header: c.title, key: c.key })),
    batches,
    cells: (r) => {
      const values: Record<string, unknown> = {
        ...r,
        gender: r.gender ? (GENDER_LABEL[r.gender] ?? r.gender) : null,
        userStatus: STATUS_LABEL[r.userStatus] ?? r.userStatus,
      }
      return Object.fromEntries(columns.map((c) => [c.key, values[c.key] ?? null]))
    },
  })
}

/**
 * Imports users from the template: every row is checked first, and either all rows are written
 * in one transaction or none; errors come back per row as `{row, field, message}`.
 */
export async function userImport(db: Kysely<DB>, user: AuthUser, fileBase64: string, lang: Lang) {
  const raw = await readSheet(fileBase64, USER_EXCEL_COLUMNS)
  const { hidden } = await excelColumns(db, user)
  // A field the importer may not see cannot be written by import either.
  for (const f of hidden)
    if (raw.some((r) => r.v[f]))
      throw forbidden('fieldNotGranted', { field: USER_EXCEL_COLUMNS.find((c) => c.key === f)?.title ?? f })

  const scope = await scopeFor(db, user, 'sysUserImport')
  const orgs = await db.selectFrom('sysOrg').select(['id', 'name']).execute()
  const orgByName = new Map<string, string[]>()
  for (const o of orgs) orgByName.set(o.name, [...(orgByName.get(o.name) ?? []), o.id])
  const positions = await db.selectFrom('sysPosition').select(['id', 'name', 'orgId']).execute()
  // Positions are given by the user form's rule: the scope's organisations and those above them.
  const titles = await withAncestors(db, scope)
  const taken = async (col: 'account' | 'phone' | 'email') => {
    const values = raw.map((r) => r.v[col]).filter((x): x is string => !!x)
    const found = new Set<string>()
    for (let i = 0; i < values.length; i += 500) {
      const rows = await db
        .selectFrom('sysUser')
        .select(col)
        .where(col, 'in', values.slice(i, i + 500))
        .execute()
      for (const r of rows) if (r[col]) found.add(r[col] as string)
    }
    return found
  }
  const existing = {
    account: await taken('account'),
    phone: await taken('phone'),
    email: await taken('email'),
  }
  const title = (key: string) => USER_EXCEL_COLUMNS.find((c) => c.key === key)!.title
  const { add: err, check } = importErrors(lang, title)
  const seen = {
    account: new Map<string, number>(),
    phone: new Map<string, number>(),
    email: new Map<string, number>(),
  }
  const values: Array<Omit<NewUser, 'passwordHash'>> = []
  const initial = await defaultPassword(db, lang)
  // A default password the policy refuses for everyone is one error, not one per row.
  const refusedForAll = await initial.check()
  if (refusedForAll) throw badRequest('defaultPasswordRefused', { reason: refusedForAll })
  for (const { row, v } of raw) {
    for (const c of USER_EXCEL_COLUMNS) if (c.required && !v[c.key]) err(row, c.key, 'rowRequired')
    if (v.account && !/^[A-Za-z0-9_.@-]{2,64}$/.test(v.account)) err(row, 'account', 'rowInvalid')
    if (v.name && v.name.length > 64) err(row, 'name', 'rowInvalid')
    if (v.phone && !PHONE_RE.test(v.phone)) err(row, 'phone', 'rowInvalid')
    if (v.email && !EMAIL_RE.test(v.email)) err(row, 'email', 'rowInvalid')
    if (v.empNo && v.empNo.length > 64) err(row, 'empNo', 'rowInvalid')
    if (v.entryDate && !/^\d{4}-\d{2}-\d{2}$/.test(v.entryDate)) err(row, 'entryDate', 'rowInvalid')
    const gender = v.gender ? fromLabel(GENDER_LABEL, v.gender) : undefined
    if (v.gender && !gender) err(row, 'gender', 'rowInvalid')
    const status = v.userStatus ? fromLabel(STATUS_LABEL, v.userStatus) : 'ENABLE'
    if (!status) err(row, 'userStatus', 'rowStatusInvalid')
    for (const col of ['account', 'phone', 'email'] as const) {
      const val = v[col]
      if (!val) continue
      const first = seen[col].get(val)
      if (first) err(row, col, 'rowDuplicateInFile', { row: first })
      else seen[col].set(val, row)
      if (existing[col].has(val))
        err(
          row,
          col,
          col === 'account' ? 'accountDuplicate' : col === 'phone' ? 'phoneDuplicate' : 'emailDuplicate',
          {
            [col]: val,
          },
        )
    }
    if (v.account && v.name) {
      const reason = await initial.check({ account: v.account, name: v.name })
      if (reason) err(row, 'account', 'defaultPasswordRefused', { reason })
    }
    let orgId: string | undefined
    if (v.orgName) {
      const ids = orgByName.get(v.orgName) ?? []
      if (ids.length !== 1) err(row, 'orgName', 'rowOrgUnknown', { name: v.orgName })
      else if (!scope.all && !scope.orgIds.has(ids[0]!)) err(row, 'orgName', 'orgOutOfScope')
      else orgId = ids[0]
    }
    let positionId: string | null = null
    if (v.positionName) {
      const named = positions.filter((x) => x.name === v.positionName)
      const givable = named.filter((x) => titles.all || titles.orgIds.has(x.orgId))
      const p = givable.find((x) => x.orgId === orgId) ?? givable[0]
      if (p) positionId = p.id
      else if (named.length) err(row, 'positionName', 'orgOutOfScope')
      else err(row, 'positionName', 'rowPositionUnknown', { name: v.positionName })
    }
    values.push({
      id: newId(),
      account: v.account!,
      name: v.name!,
      gender: gender ?? null,
      phone: v.phone || null,
      email: v.email || null,
      empNo: v.empNo || null,
      orgId: orgId ?? null,
      positionId,
      entryDate: v.entryDate || null,
      userStatus: status ?? 'ENABLE',
      sortCode: 0,
    })
  }
  check()
  // One hash per user (each its own salt), computed before the transaction so it holds no lock meanwhile.
  const hashes = await hashPasswords(values.map(() => initial.password))
  const audit = created(user)
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < values.length; i += 100)
      await trx
        .insertInto('sysUser')
        .values(
          values.slice(i, i + 100).map((v, j) => ({
            ...v,
            passwordHash: hashes[i + j]!,
            passwordMustChange: 1,
            passwordUpdatedAt: audit.createdAt,
            ...audit,
          })),
        )
        .execute()
  })
  return { total: raw.length, imported: values.length }
}
