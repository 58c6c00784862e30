import {
  type ContractorAssignBody,
  type ContractorChange,
  type ContractorEditBody,
  type ContractorEvent,
  type ContractorFilter,
  type ContractorHistory,
  type ContractorStatus,
  EXPIRY_WARN_DAYS,
} from '@portal/contracts'
import type { FastifyReply } from 'fastify'
import type { Kysely } from 'kysely'
import type { ClientUser } from '../../../core/clientSession.js'
import { fieldInvalid } from '../../../core/content.js'
import type { Deps } from '../../../core/deps.js'
import { badRequest, notFound } from '../../../core/errors.js'
import { orderedBatches, streamXlsx } from '../../../core/excel.js'
import { type Lang, type MsgKey, t } from '../../../core/i18n.js'
import { newId } from '../../../core/ids.js'
import { defineList, type From, filterList, type ListQuery, listPage, listView } from '../../../core/list.js'
import { maskFor, type SensitiveFields } from '../../../core/mask.js'
import { inTransaction } from '../../../core/notify.js'
import type { ButtonSeed } from '../../../core/resources.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { companyDay, nowIso } from '../../../core/time.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'

/** Holders of the contractors page read every contractor, its files and its history. */
export const CONTRACTOR_MENU = 'krsContractor'
/**
 * The people a contractor names carry ID and phone numbers: staff see them masked unless granted
 * these fields (`core/mask.ts`) on the contractors page and the admission records page alike.
 */
export const PERSON_FIELDS: ButtonSeed[] = [
  ['idCard', '完整身份证号', 'ID numbers in full'],
  ['phone', '完整手机号', 'Phone numbers in full'],
]
const PERSON_SENSITIVE: SensitiveFields = { 'persons.*.idCard': 'idNo', 'persons.*.phone': 'phone' }

type Row = DB['krsContractor']
/** Who changed a contractor: a staff user, or the system (an approval, the expiry job). */
type Who = Pick<AuthUser, 'id' | 'name'> | null

// ---- History ----

/** Writes one change to the contractor's history (in the caller's transaction). */
export async function recordChange(
  trx: Kysely<DB>,
  contractorId: string,
  event: ContractorEvent,
  who: Who,
  changes: ContractorChange[] = [],
  note: string | null = null,
) {
  await trx
    .insertInto('krsContractorHistory')
    .values({
      id: newId(),
      contractorId,
      event,
      changesJson: JSON.stringify(changes),
      note,
      userId: who?.id ?? null,
      userName: who?.name ?? null,
      createdAt: nowIso(),
    })
    .execute()
}

type Comparable = Record<string, string | null | undefined>
/** The fields of `after` whose values differ from `before`, as the history keeps them. */
function diff(before: Comparable, after: Comparable): ContractorChange[] {
  return Object.keys(after).flatMap((field) => {
    const b = before[field] ?? null
    const a = after[field] ?? null
    return b === a ? [] : [{ field, before: b, after: a }]
  })
}

const orgName = async (db: Kysely<DB>, id: string | null | undefined) =>
  id
    ? ((await db.selectFrom('sysOrg').select('name').where('id', '=', id).executeTakeFirst())?.name ?? id)
    : null

/**
 * Where a contractor stands by its dates: EXPIRED once its validity or a qualification document
 * ran out, else ADMITTED. Blacklisting is decided by staff and is not worked out here.
 */
async function standing(db: Kysely<DB>, id: string, validUntil: string): Promise<ContractorStatus> {
  const today = companyDay(0)
  if (validUntil < today) return 'EXPIRED'
  const lapsed = await db
    .selectFrom('krsContractorDoc')
    .select('id')
    .where('contractorId', '=', id)
    .where('expiryDate', '<', today)
    .executeTakeFirst()
  return lapsed ? 'EXPIRED' : 'ADMITTED'
}

// ---- Admission (called by krs/admission when an application is approved) ----

export interface Admitted {
  admissionId: string
  openId: string
  name: string
  creditCode: string
  legalRep: string
  address: string
  contactName: string
  contactPhone: string
  hostOrgId: string
  scope: string
  insuranceCompany: string | null
  insurancePolicyNo: string | null
  insuranceExpiry: string | null
  /** Rows as the tables keep them, less what the contractor's side fills in. */
  docs: Array<Omit<DB['krsContractorDoc'], RowOwn>>
  persons: Array<Omit<DB['krsContractorPerson'], RowOwn>>
}
/** The columns of a document or person row the contractor's side sets. */
type RowOwn = 'id' | 'contractorId' | 'sortCode' | 'warnedExpiry'

type Tracked = Pick<
  Row,
  | 'name'
  | 'legalRep'
  | 'address'
  | 'contactName'
  | 'contactPhone'
  | 'scope'
  | 'insuranceCompany'
  | 'insurancePolicyNo'
  | 'insuranceExpiry'
  | 'validUntil'
  | 'status'
>
/** The fields the history compares on an admission or an edit (the host by its name). */
const tracked = (c: Tracked, host: string | null) => ({
  name: c.name,
  legalRep: c.legalRep,
  address: c.address,
  contactName: c.contactName,
  contactPhone: c.contactPhone,
  hostOrg: host,
  scope: c.scope,
  insuranceCompany: c.insuranceCompany,
  insurancePolicyNo: c.insurancePolicyNo,
  insuranceExpiry: c.insuranceExpiry,
  validUntil: c.validUntil,
  status: c.status,
})

/**
 * Admits the approved application's company (one per credit code) until `validUntil`, its
 * documents and people replaced by the application's, and keeps the change in its history.
 * A blacklisted company stays blacklisted (blacklisted while its application ran); one whose
 * documents already ran out is admitted as EXPIRED.
 * Returns the contractor's id.
 */
export async function admitContractor(trx: Kysely<DB>, a: Admitted, validUntil: string): Promise<string> {
  const now = nowIso()
  const today = companyDay(0)
  const prev = await trx
    .selectFrom('krsContractor')
    .selectAll()
    .where('creditCode', '=', a.creditCode)
    .executeTakeFirst()
  const id = prev?.id ?? newId()
  const fields = {
    name: a.name,
    creditCode: a.creditCode,
    legalRep: a.legalRep,
    address: a.address,
    contactName: a.contactName,
    contactPhone: a.contactPhone,
    hostOrgId: a.hostOrgId,
    scope: a.scope,
    insuranceCompany: a.insuranceCompany,
    insurancePolicyNo: a.insurancePolicyNo,
    insuranceExpiry: a.insuranceExpiry,
    status:
      prev?.status === 'BLACKLISTED'
        ? 'BLACKLISTED'
        : validUntil < today || a.docs.some((d) => d.expiryDate < today)
          ? 'EXPIRED'
          : 'ADMITTED',
    admittedAt: now,
    validUntil,
    openId: a.openId,
    admissionId: a.admissionId,
  }
  if (prev)
    await trx
      .updateTable('krsContractor')
      .set({ ...fields, updatedAt: now, updatedUser: null })
      .where('id', '=', id)
      .execute()
  else
    await trx
      .insertInto('krsContractor')
      .values({
        id,
        ...fields,
        blacklistReason: null,
        warnedUntil: null,
        createdAt: now,
        updatedAt: null,
        updatedUser: null,
      })
      .execute()
  await trx.deleteFrom('krsContractorDoc').where('contractorId', '=', id).execute()
  await trx.deleteFrom('krsContractorPerson').where('contractorId', '=', id).execute()
  if (a.docs.length)
    await trx
      .insertInto('krsContractorDoc')
      .values(
        a.docs.map((d, i) => ({ id: newId(), contractorId: id, ...d, sortCode: i, warnedExpiry: null })),
      )
      .execute()
  if (a.persons.length)
    await trx
      .insertInto('krsContractorPerson')
      .values(
        a.persons.map((p, i) => ({ id: newId(), contractorId: id, ...p, sortCode: i, warnedExpiry: null })),
      )
      .execute()
  const host = await orgName(trx, a.hostOrgId)
  const after = tracked({ ...fields }, host)
  const before = prev ? tracked(prev, await orgName(trx, prev.hostOrgId)) : {}
  await recordChange(trx, id, prev ? 'RENEWED' : 'ADMITTED', null, diff(before, after))
  return id
}

// ---- Lists ----

const rowColumns = [
  'c.id',
  'c.name',
  'c.creditCode',
  'c.legalRep',
  'c.contactName',
  'c.contactPhone',
  'c.hostOrgId',
  'o.name as hostOrgName',
  'c.status',
  'c.admittedAt',
  'c.validUntil',
  'c.blacklistReason',
  'c.createdAt',
  'c.updatedAt',
] as const

/** What both orders of the list share: its table, search and sort fields. */
const listBase = {
  table: 'krs_contractor',
  alias: 'c',
  key: 'c.id',
  sort: {
    createdAt: { by: ['c.createdAt', 'c.id'], index: 'krs_contractor_created' },
    validUntil: { by: ['c.validUntil', 'c.id'], index: 'krs_contractor_valid' },
  },
  search: { name: search.text('c.name', 'krs_contractor') },
}
export const contractorListing = defineList({
  ...listBase,
  order: {
    by: [
      ['c.createdAt', 'desc'],
      ['c.id', 'desc'],
    ],
    index: 'krs_contractor_created',
  },
})
/** Those about to expire: the soonest end first. */
const expiringListing = defineList({
  ...listBase,
  order: { by: ['c.validUntil', 'c.id'], index: 'krs_contractor_status_valid' },
})
const rows = listView((q: From<'krsContractor', 'c'>) =>
  q.leftJoin('sysOrg as o', 'o.id', 'c.hostOrgId').select(rowColumns),
)

type Filter = Omit<ContractorFilter, 'expiring'> & { expiring?: boolean }

function filtered(db: Kysely<DB>, f: Filter) {
  let q = db.selectFrom('krsContractor as c')
  if (f.status) q = q.where('c.status', '=', f.status)
  if (f.hostOrgId) q = q.where('c.hostOrgId', '=', f.hostOrgId)
  if (f.expiring)
    q = q.where('c.status', '=', 'ADMITTED').where('c.validUntil', '<=', companyDay(EXPIRY_WARN_DAYS))
  return q
}

/** The contractors page: by name, standing, host department, or those whose validity ends soon. */
export function contractorPage(db: Kysely<DB>, user: AuthUser, query: ListQuery & Filter) {
  const list = query.expiring ? expiringListing : contractorListing
  return listPage(db, user, list, query, filtered(db, query), rows)
}

/** One contractor with its documents, people and assignments (people's numbers masked without their fields). */
export async function contractorDetail(db: Kysely<DB>, user: AuthUser, id: string) {
  const row = await db
    .selectFrom('krsContractor as c')
    .leftJoin('sysOrg as o', 'o.id', 'c.hostOrgId')
    .select([
      ...rowColumns,
      'c.address',
      'c.scope',
      'c.insuranceCompany',
      'c.insurancePolicyNo',
      'c.insuranceExpiry',
      'c.admissionId',
    ])
    .where('c.id', '=', id)
    .executeTakeFirst()
  if (!row) throw notFound('krsContractorNotFound')
  const [docs, persons, assignments] = await Promise.all([
    db
      .selectFrom('krsContractorDoc')
      .select(['id', 'docType', 'docNo', 'issueDate', 'expiryDate', 'fileId'])
      .where('contractorId', '=', id)
      .orderBy('sortCode')
      .execute(),
    db
      .selectFrom('krsContractorPerson')
      .select(['id', 'name', 'idCard', 'phone', 'jobType', 'certType', 'certNo', 'certExpiry', 'certPhotoId'])
      .where('contractorId', '=', id)
      .orderBy('sortCode')
      .execute(),
    assignmentsOf(db, [id]),
  ])
  const detail = { ...row, status: row.status as ContractorStatus, docs, persons, assignments }
  return maskFor(db, user, CONTRACTOR_MENU, PERSON_SENSITIVE, detail)
}

function assignmentsOf(db: Kysely<DB>, contractorIds: string[]) {
  return db
    .selectFrom('krsContractorAssignment as a')
    .leftJoin('sysOrg as o', 'o.id', 'a.orgId')
    .select([
      'a.id',
      'a.contractorId',
      'a.orgId',
      'o.name as orgName',
      'a.project',
      'a.startDay',
      'a.endDay',
      'a.remark',
      'a.createdAt',
    ])
    .where('a.contractorId', 'in', contractorIds)
    .orderBy('a.startDay', 'desc')
    .orderBy('a.id')
    .execute()
}

const historyListing = defineList({
  table: 'krs_contractor_history',
  alias: 'h',
  key: 'h.id',
  order: {
    by: [
      ['h.createdAt', 'desc'],
      ['h.id', 'desc'],
    ],
    index: 'krs_contractor_history_owner',
  },
  sort: { createdAt: { by: ['h.createdAt', 'h.id'], index: 'krs_contractor_history_owner' } },
})
const historyRows = listView((q: From<'krsContractorHistory', 'h'>) =>
  q.select(['h.id', 'h.event', 'h.userName', 'h.changesJson', 'h.note', 'h.createdAt']),
)

/** A contractor's changes, newest first. */
export async function contractorHistory(
  db: Kysely<DB>,
  user: AuthUser,
  query: ListQuery & { contractorId: string },
) {
  const q = db.selectFrom('krsContractorHistory as h').where('h.contractorId', '=', query.contractorId)
  const page = await listPage(db, user, historyListing, query, q, historyRows)
  return {
    ...page,
    records: page.records.map(
      ({ changesJson, ...h }): ContractorHistory => ({
        ...h,
        event: h.event as ContractorEvent,
        changes: JSON.parse(changesJson) as ContractorChange[],
      }),
    ),
  }
}

// ---- Changes by staff ----

async function contractorRow(db: Kysely<DB>, id: string) {
  const row = await db.selectFrom('krsContractor').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound('krsContractorNotFound')
  return row
}

/**
 * Writes `set` to the contractor as it was read (`prev`): of two changes made at once from the
 * same state, the second is refused instead of silently overwriting the first.
 */
async function claim(trx: Kysely<DB>, prev: Row, set: Partial<Row>, user: AuthUser) {
  let q = trx
    .updateTable('krsContractor')
    .set({ ...set, updatedAt: nowIso(), updatedUser: user.id })
    .where('id', '=', prev.id)
    .where('status', '=', prev.status)
  q = prev.updatedAt ? q.where('updatedAt', '=', prev.updatedAt) : q.where('updatedAt', 'is', null)
  const res = await q.executeTakeFirst()
  if (Number(res.numUpdatedRows) !== 1) throw badRequest('krsContractorChanged')
}

async function deptExists(db: Kysely<DB>, id: string) {
  return !!(await db
    .selectFrom('sysOrg')
    .select('id')
    .where('id', '=', id)
    .where('category', '=', 'DEPT')
    .executeTakeFirst())
}

/** Staff correct a contractor's details or validity; its standing follows a new validity. */
export async function contractorEdit(db: Kysely<DB>, user: AuthUser, body: ContractorEditBody) {
  if (!(await deptExists(db, body.hostOrgId))) throw fieldInvalid('hostOrgId', 'krsOrgUnknown')
  return inTransaction(db, async (trx) => {
    const prev = await contractorRow(trx, body.id)
    const { id, ...fields } = body
    const next = {
      ...fields,
      insuranceCompany: fields.insuranceCompany ?? null,
      insurancePolicyNo: fields.insurancePolicyNo ?? null,
      insuranceExpiry: fields.insuranceExpiry ?? null,
    }
    const status = prev.status === 'BLACKLISTED' ? 'BLACKLISTED' : await standing(trx, id, next.validUntil)
    const changes = diff(
      tracked(prev, await orgName(trx, prev.hostOrgId)),
      tracked({ ...next, status }, await orgName(trx, next.hostOrgId)),
    )
    if (!changes.length) return
    await claim(trx, prev, { ...next, status }, user)
    await recordChange(trx, id, 'EDITED', user, changes)
  })
}

/** Puts a contractor on the blacklist: no new admission or entry work for it until lifted. */
export async function blacklist(db: Kysely<DB>, user: AuthUser, id: string, reason: string) {
  await inTransaction(db, async (trx) => {
    const prev = await contractorRow(trx, id)
    if (prev.status === 'BLACKLISTED') throw badRequest('krsAlreadyBlacklisted')
    await claim(trx, prev, { status: 'BLACKLISTED', blacklistReason: reason }, user)
    await recordChange(
      trx,
      id,
      'BLACKLISTED',
      user,
      [{ field: 'status', before: prev.status, after: 'BLACKLISTED' }],
      reason,
    )
  })
}

/** Lifts the blacklist: the contractor stands by its dates again. */
export async function unblacklist(db: Kysely<DB>, user: AuthUser, id: string, reason: string) {
  await inTransaction(db, async (trx) => {
    const prev = await contractorRow(trx, id)
    if (prev.status !== 'BLACKLISTED') throw badRequest('krsNotBlacklisted')
    const status = await standing(trx, id, prev.validUntil)
    await claim(trx, prev, { status, blacklistReason: null }, user)
    await recordChange(
      trx,
      id,
      'UNBLACKLISTED',
      user,
      [{ field: 'status', before: 'BLACKLISTED', after: status }],
      reason,
    )
  })
}

const assignmentNote = (
  org: string | null,
  a: { project: string; startDay: string; endDay?: string | null },
) => `${org ?? ''} · ${a.project} · ${a.startDay} ~ ${a.endDay ?? ''}`

/** A department takes the contractor on for a project (from a day, until a day or open). */
export async function assign(db: Kysely<DB>, user: AuthUser, body: ContractorAssignBody) {
  if (!(await deptExists(db, body.orgId))) throw fieldInvalid('orgId', 'krsOrgUnknown')
  return inTransaction(db, async (trx) => {
    await contractorRow(trx, body.contractorId)
    const id = newId()
    await trx
      .insertInto('krsContractorAssignment')
      .values({
        id,
        contractorId: body.contractorId,
        orgId: body.orgId,
        project: body.project,
        startDay: body.startDay,
        endDay: body.endDay ?? null,
        remark: body.remark ?? null,
        createdAt: nowIso(),
        createdUser: user.id,
      })
      .execute()
    await recordChange(
      trx,
      body.contractorId,
      'ASSIGNED',
      user,
      [],
      assignmentNote(await orgName(trx, body.orgId), body),
    )
    return id
  })
}

/** Ends an assignment (it is kept in the history). */
export async function unassign(db: Kysely<DB>, user: AuthUser, id: string) {
  await inTransaction(db, async (trx) => {
    const a = await trx
      .selectFrom('krsContractorAssignment')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()
    if (!a) throw notFound('krsAssignmentNotFound')
    await trx.deleteFrom('krsContractorAssignment').where('id', '=', id).execute()
    await recordChange(
      trx,
      a.contractorId,
      'UNASSIGNED',
      user,
      [],
      assignmentNote(await orgName(trx, a.orgId), a),
    )
  })
}

// ---- Export ----

/** Every contractor the filter matches (the list's search too), in the list's order, as Excel. */
export async function contractorExport(
  deps: Deps,
  user: AuthUser,
  filter: Filter,
  reply: FastifyReply,
  lang: Lang,
) {
  const { query: base } = await filterList(
    deps.db,
    user,
    contractorListing,
    filter,
    filtered(deps.db, filter),
  )
  const col = (key: string, title: MsgKey, width: number) => ({ key, header: t(lang, title), width })
  const batches = orderedBatches(base.leftJoin('sysOrg as o', 'o.id', 'c.hostOrgId').select(rowColumns), [
    ['c.createdAt', 'desc'],
    ['c.id', 'desc'],
  ])
  return streamXlsx(reply, deps.log, {
    fileName: `contractors-${companyDay(0)}`,
    sheet: t(lang, 'krsExportSheet'),
    columns: [
      col('name', 'krsColName', 30),
      col('creditCode', 'krsColCreditCode', 22),
      col('legalRep', 'krsColLegalRep', 12),
      col('contactName', 'krsColContact', 12),
      col('contactPhone', 'krsColPhone', 14),
      col('hostOrgName', 'krsColHost', 18),
      col('status', 'krsColStatus', 10),
      col('admittedAt', 'krsColAdmittedAt', 12),
      col('validUntil', 'krsColValidUntil', 12),
      col('blacklistReason', 'krsColReason', 30),
    ],
    batches,
    cells: (r) => ({
      ...r,
      status: t(lang, `krsStatus${r.status as ContractorStatus}`),
      admittedAt: companyDay(0, Date.parse(r.admittedAt)),
    }),
  })
}

// ---- The phone's list ----

/**
 * `getContractorList`: the admitted contractors the caller acts for (it applied for them, or its
 * verified phone is their contact's), with their assignments and people.
 */
export async function contractorOptions(db: Kysely<DB>, client: ClientUser) {
  const found = await db
    .selectFrom('krsContractor')
    .select(['id', 'name', 'creditCode', 'validUntil'])
    .where('status', '=', 'ADMITTED')
    .where((eb) => eb.or([eb('openId', '=', client.openId), eb('contactPhone', '=', client.phone)]))
    .orderBy('name')
    .limit(50)
    .execute()
  if (!found.length) return []
  const ids = found.map((c) => c.id)
  const [assignments, persons] = await Promise.all([
    assignmentsOf(db, ids),
    db
      .selectFrom('krsContractorPerson')
      .select(['id', 'contractorId', 'name', 'jobType', 'certType', 'certExpiry'])
      .where('contractorId', 'in', ids)
      .orderBy('sortCode')
      .execute(),
  ])
  return found.map((c) => ({
    ...c,
    assignments: assignments
      .filter((a) => a.contractorId === c.id)
      .map(({ id, orgId, orgName, project }) => ({ id, orgId, orgName, project })),
    persons: persons.filter((p) => p.contractorId === c.id).map(({ contractorId: _, ...p }) => p),
  }))
}
