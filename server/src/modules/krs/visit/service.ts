import { randomInt } from 'node:crypto'
import {
  ADMISSION_DRAFT_MAX_BYTES,
  KRS_DICT,
  VISIT_AHEAD_DAYS,
  VISIT_FORM_TYPE,
  VISIT_MAX_DAYS,
  type VisitForm,
  type VisitSafety,
  type VisitSave,
  type VisitSettings,
  type VisitStatus,
  visitMinutes,
} from '@portal/contracts'
import type { FastifyReply } from 'fastify'
import type { Kysely } from 'kysely'
import {
  type ApplicationKind,
  deleteDraft,
  ownApplication,
  returnedTo,
  saveApplication,
  withdrawApplication,
} from '../../../core/application.js'
import { type Actor, applicantTrail, isAskedAbout } from '../../../core/approval.js'
import type { ClientUser } from '../../../core/clientSession.js'
import { fieldInvalid } from '../../../core/content.js'
import type { Deps } from '../../../core/deps.js'
import { badRequest, notFound } from '../../../core/errors.js'
import { EXPORT_BATCH, keysetBatches, streamXlsx } from '../../../core/excel.js'
import { foreignFormFile } from '../../../core/files.js'
import { type Lang, type MsgKey, t } from '../../../core/i18n.js'
import { newId } from '../../../core/ids.js'
import { defineList, type From, filterList, type ListQuery, listPage, listView } from '../../../core/list.js'
import { inTransaction } from '../../../core/notify.js'
import { passedSafetyExam, safetyExamAvailable } from '../../../core/safetyExam.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { companyDay, companyMinute, DAY, nowIso } from '../../../core/time.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'

/** Holders of the visitor reservations page read every reservation and its gate log. */
export const VISIT_MENU = 'krsVisit'
export const VISIT_CANCEL_BUTTON = 'krsVisitCancel'
export const VISIT_BLACKLIST_BUTTON = 'krsVisitBlacklist'
export const VISIT_EXPORT_BUTTON = 'krsVisitExport'
export const VISIT_SETTINGS_BUTTON = 'krsVisitSettings'

type Row = DB['krsVisit']

const KIND = {
  table: 'krsVisit',
  formType: VISIT_FORM_TYPE,
  notFound: 'krsVisitNotFound',
  notEditable: 'krsVisitNotEditable',
} as const satisfies ApplicationKind<'krsVisit'>

const own = (db: Kysely<DB>, client: ClientUser, id: string) => ownApplication(db, KIND, client.openId, id)
const clientActor = (client: ClientUser, name: string): Actor => ({ side: 'C', id: client.openId, name })

/** Pass codes: unambiguous capitals and digits, short enough to type at the gate. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const newPassCode = () => Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(32)]).join('')

// ---- Safety rules ----

async function reasonValues(db: Kysely<DB>): Promise<Set<string>> {
  const rows = await db
    .selectFrom('devDict as d')
    .innerJoin('devDict as p', 'p.id', 'd.parentId')
    .select('d.dictValue')
    .where('p.dictValue', '=', KRS_DICT.visitReason)
    .where('p.parentId', '=', '0')
    .execute()
  return new Set(rows.map((r) => r.dictValue))
}

/** What a reason asks before entry (no rule: nothing). */
async function safetyOf(db: Kysely<DB>, reason: string): Promise<VisitSafety> {
  const rule = await db
    .selectFrom('krsVisitRule')
    .select('safety')
    .where('reason', '=', reason)
    .executeTakeFirst()
  return (rule?.safety as VisitSafety | undefined) ?? 'NONE'
}

/** The rules and the notice, as the settings tab edits them and the phone form reads them. */
export async function visitSettings(db: Kysely<DB>) {
  const [rules, notices] = await Promise.all([
    db.selectFrom('krsVisitRule').select(['reason', 'safety']).orderBy('reason').execute(),
    db.selectFrom('krsVisitNotice').select(['lang', 'content']).execute(),
  ])
  const notice = (lang: string) => notices.find((n) => n.lang === lang)?.content ?? null
  return {
    rules: rules.map((r) => ({ reason: r.reason, safety: r.safety as VisitSafety })),
    noticeZh: notice('zh-cn'),
    noticeEn: notice('en'),
    examAvailable: safetyExamAvailable(),
  }
}

/** Replaces the rules and the notice at once; a reason must be in the dictionary. */
export async function saveVisitSettings(db: Kysely<DB>, body: VisitSettings) {
  const known = await reasonValues(db)
  body.rules.forEach((r, i) => {
    if (!known.has(r.reason))
      throw fieldInvalid(`rules.${i}.reason`, 'krsVisitReasonNotInDict', { reason: r.reason })
    if (r.safety === 'EXAM' && !safetyExamAvailable())
      throw fieldInvalid(`rules.${i}.safety`, 'krsVisitExamUnavailable')
  })
  const now = nowIso()
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('krsVisitRule').execute()
    const rules = body.rules.filter((r) => r.safety !== 'NONE')
    if (rules.length)
      await trx
        .insertInto('krsVisitRule')
        .values(rules.map((r) => ({ reason: r.reason, safety: r.safety, updatedAt: now })))
        .execute()
    await trx.deleteFrom('krsVisitNotice').execute()
    const notices = [
      ['zh-cn', body.noticeZh],
      ['en', body.noticeEn],
    ].filter((n): n is [string, string] => !!n[1])
    if (notices.length)
      await trx
        .insertInto('krsVisitNotice')
        .values(notices.map(([lang, content]) => ({ lang, content, updatedAt: now })))
        .execute()
  })
}

// ---- The visitor's side ----

/** The blacklist entry of a document, if any. */
const barred = (db: Kysely<DB>, idType: string | null, idNo: string | null) =>
  idType && idNo
    ? db
        .selectFrom('krsVisitBlacklist')
        .select(['id', 'reason'])
        .where('idType', '=', idType)
        .where('idNo', '=', idNo)
        .executeTakeFirst()
    : Promise.resolve(undefined)

/**
 * Everything a submission must satisfy beyond its shape: the reason exists, the window lies
 * ahead and is not too long or too far off, the host is an enabled employee, the photo is the
 * caller's, the visitor is not blacklisted, and the reason's safety rule is met.
 */
async function checkSubmittable(db: Kysely<DB>, client: ClientUser, form: VisitForm) {
  if (!(await reasonValues(db)).has(form.reason)) throw fieldInvalid('form.reason', 'krsVisitReasonUnknown')
  if (form.visitStart.slice(0, 10) < companyDay()) throw fieldInvalid('form.visitStart', 'krsVisitStartPast')
  if (form.visitEnd <= companyMinute()) throw fieldInvalid('form.visitEnd', 'krsVisitEndPast')
  if (form.visitStart.slice(0, 10) > companyDay(VISIT_AHEAD_DAYS))
    throw fieldInvalid('form.visitStart', 'krsVisitTooFar', { days: VISIT_AHEAD_DAYS })
  if (visitMinutes(form.visitStart, form.visitEnd) > VISIT_MAX_DAYS * 24 * 60)
    throw fieldInvalid('form.visitEnd', 'krsVisitTooLong', { days: VISIT_MAX_DAYS })
  const host = await db
    .selectFrom('sysUser')
    .select(['id', 'name', 'orgId'])
    .where('id', '=', form.hostUserId)
    .where('userStatus', '=', 'ENABLE')
    .executeTakeFirst()
  if (!host) throw fieldInvalid('form.hostUserId', 'krsVisitHostUnknown')
  if (form.photoId) {
    const missing = await foreignFormFile(db, client.openId, [['form.photoId', form.photoId]])
    if (missing) throw fieldInvalid(missing, 'krsVisitFileNotYours')
  }
  const bar = await barred(db, form.idType, form.idNo)
  if (bar) throw badRequest('krsVisitBarred', { reason: bar.reason })
  const safety = await safetyOf(db, form.reason)
  if (safety === 'EXAM' && safetyExamAvailable()) {
    if (!(await passedSafetyExam(db, client.openId)))
      throw fieldInvalid('form.safetyAccepted', 'krsVisitExamRequired')
  } else if (safety !== 'NONE' && !form.safetyAccepted) {
    throw fieldInvalid('form.safetyAccepted', 'krsVisitSafetyRequired')
  }
  return { host, safety }
}

type Checked = Awaited<ReturnType<typeof checkSubmittable>>

const formJsonOf = (stored: Record<string, unknown>) => {
  const json = JSON.stringify(stored)
  if (Buffer.byteLength(json) > ADMISSION_DRAFT_MAX_BYTES) throw badRequest('krsVisitTooLarge')
  return json
}

const EMPTY = {
  passCode: null,
  cancelReason: null,
  cancelledBy: null,
  checkedInAt: null,
  checkedOutAt: null,
}

function submittedColumns(form: VisitForm, c: Checked) {
  return {
    visitorName: form.visitorName,
    phone: form.phone,
    idType: form.idType,
    idNo: form.idNo,
    company: form.company ?? null,
    reason: form.reason,
    hostUserId: c.host.id,
    hostName: c.host.name,
    hostOrgId: c.host.orgId,
    visitStart: form.visitStart,
    visitEnd: form.visitEnd,
    plate: form.plate ?? null,
    ...EMPTY,
    formJson: formJsonOf({
      ...form,
      hostName: c.host.name,
      safety: c.safety,
      safetyAcceptedAt: form.safetyAccepted ? nowIso() : null,
    }),
  }
}

/** A draft keeps whatever was typed; lists show its name. */
function draftColumns(form: Record<string, unknown>) {
  return {
    visitorName: String(form.visitorName),
    phone: null,
    idType: null,
    idNo: null,
    company: null,
    reason: null,
    hostUserId: null,
    hostName: null,
    hostOrgId: null,
    visitStart: null,
    visitEnd: null,
    plate: null,
    ...EMPTY,
    formJson: formJsonOf(form),
  }
}

function approvalOf(form: VisitForm, c: Checked) {
  return {
    title: form.company ? `${form.visitorName}（${form.company}）` : form.visitorName,
    summary: {
      window: `${form.visitStart} ~ ${form.visitEnd}`,
      host: c.host.name,
      people: String(1 + form.companions.length),
      ...(form.plate ? { plate: form.plate } : {}),
    },
    fields: {
      hostUserId: c.host.id,
      reason: form.reason,
      companions: form.companions.length,
      hasVehicle: !!form.plate,
    },
  }
}

/** `addOaFrom`: saves a draft, or submits for the host's approval (a returned one into its own). */
export async function saveVisit(db: Kysely<DB>, client: ClientUser, body: VisitSave) {
  const prev = body.id ? await own(db, client, body.id) : null
  if (!body.submit) return saveApplication(db, KIND, client.openId, prev, draftColumns(body.form))
  const form = body.form as VisitForm
  const checked = await checkSubmittable(db, client, form)
  return saveApplication(db, KIND, client.openId, prev, submittedColumns(form, checked), {
    ...approvalOf(form, checked),
    hostOrgId: checked.host.orgId,
    applicant: clientActor(client, form.visitorName),
  })
}

export async function withdrawVisit(db: Kysely<DB>, client: ClientUser, id: string) {
  const row = await own(db, client, id)
  await withdrawApplication(db, row, clientActor(client, row.visitorName))
}

export async function deleteVisitDraft(db: Kysely<DB>, client: ClientUser, id: string) {
  await deleteDraft(db, KIND, await own(db, client, id))
}

/**
 * Calls an approved visit off (the visitor on their phone, or staff with a reason), as long as the
 * visitor is not inside: the pass stops opening the gate at once.
 */
async function cancel(db: Kysely<DB>, row: Row, reason: string, by: string | null) {
  if (row.status !== 'APPROVED' || (row.checkedInAt && !row.checkedOutAt))
    throw badRequest('krsVisitNotCancellable')
  const res = await db
    .updateTable('krsVisit')
    .set({ status: 'CANCELLED', cancelReason: reason, cancelledBy: by, updatedAt: nowIso() })
    .where('id', '=', row.id)
    .where('status', '=', 'APPROVED')
    .executeTakeFirst()
  if (Number(res.numUpdatedRows) !== 1) throw badRequest('krsVisitNotCancellable')
}

export async function cancelMyVisit(db: Kysely<DB>, client: ClientUser, id: string) {
  const row = await own(db, client, id)
  await cancel(db, row, '', null)
}

export async function cancelVisit(db: Kysely<DB>, user: AuthUser, body: { id: string; reason: string }) {
  const row = await db.selectFrom('krsVisit').selectAll().where('id', '=', body.id).executeTakeFirst()
  if (!row || row.status === 'DRAFT') throw notFound('krsVisitNotFound')
  await cancel(db, row, body.reason, user.id)
}

// ---- Reading ----

const rowColumns = [
  'v.id',
  'v.visitorName',
  'v.phone',
  'v.company',
  'v.reason',
  'v.hostName',
  'v.visitStart',
  'v.visitEnd',
  'v.plate',
  'v.status',
  'v.checkedInAt',
  'v.checkedOutAt',
  'v.submittedAt',
  'v.createdAt',
] as const

const rows = listView((q: From<'krsVisit', 'v'>) => q.select(rowColumns))
const asRows = <T extends { status: string }>(page: { total: number; records: T[] }) => ({
  total: page.total,
  records: page.records.map((r) => ({ ...r, status: r.status as VisitStatus })),
})

const newest = (index: string) => ({
  by: [
    ['v.createdAt', 'desc'],
    ['v.id', 'desc'],
  ] as const,
  index,
})

const mineListing = defineList({
  table: 'krs_visit',
  alias: 'v',
  key: 'v.id',
  order: newest('krs_visit_open'),
  sort: { createdAt: { by: ['v.createdAt', 'v.id'], index: 'krs_visit_open' } },
})

/** `pageByOpenId`: the caller's reservations, newest first. */
export async function myVisits(db: Kysely<DB>, client: ClientUser, query: ListQuery) {
  const q = db.selectFrom('krsVisit as v').where('v.openId', '=', client.openId)
  return asRows(await listPage(db, null, mineListing, query, q, rows))
}

const staffListing = defineList({
  table: 'krs_visit',
  alias: 'v',
  key: 'v.id',
  order: newest('krs_visit_created'),
  sort: {
    createdAt: { by: ['v.createdAt', 'v.id'], index: 'krs_visit_created' },
    visitStart: { by: ['v.visitStart', 'v.id'], index: 'krs_visit_start' },
  },
  search: {
    visitorName: search.text('v.visitorName', 'krs_visit'),
    hostName: search.text('v.hostName', 'krs_visit'),
    phone: search.prefix('v.phone'),
  },
})

type Filter = { status?: VisitStatus; day?: string; searchKey?: string; sortField?: string }

/** Submitted reservations (never drafts), by state and by a day their window touches. */
function filtered(db: Kysely<DB>, f: Filter) {
  let q = db.selectFrom('krsVisit as v').where('v.status', '!=', 'DRAFT')
  if (f.status) q = q.where('v.status', '=', f.status)
  const day = f.day === 'today' ? companyDay() : f.day
  if (day) {
    // A visit lasts at most VISIT_MAX_DAYS: its start is within that many days before the day, so
    // the start index bounds the scan from both sides.
    const from = new Date(Date.parse(`${day}T00:00:00Z`) - VISIT_MAX_DAYS * DAY).toISOString().slice(0, 10)
    q = q
      .where('v.visitStart', '>=', `${from} 00:00`)
      .where('v.visitStart', '<=', `${day} 23:59`)
      .where('v.visitEnd', '>=', `${day} 00:00`)
  }
  return q
}

export async function visitPage(db: Kysely<DB>, user: AuthUser, query: ListQuery & Filter) {
  return asRows(await listPage(db, user, staffListing, query, filtered(db, query), rows))
}

/** How many visits' windows touch today and are approved (or under way): the workbench card. */
export async function todayVisitCount(db: Kysely<DB>): Promise<number> {
  const r = await filtered(db, { day: 'today' })
    .where('v.status', '=', 'APPROVED')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst()
  return Number(r?.n ?? 0)
}

/** The ID number as staff who are not the page's holders see it: its ends only. */
const maskId = (no: string | null) =>
  no && no.length > 6 ? `${no.slice(0, 3)}${'*'.repeat(no.length - 6)}${no.slice(-3)}` : no

async function detailOf(db: Kysely<DB>, row: Row, o: { withCode: boolean; fullId: boolean }) {
  const [org, trail, gate, bar] = await Promise.all([
    row.hostOrgId
      ? db.selectFrom('sysOrg').select('name').where('id', '=', row.hostOrgId).executeTakeFirst()
      : undefined,
    applicantTrail(db, row.instanceId),
    db
      .selectFrom('krsGateLog')
      .select(['id', 'direction', 'at', 'guardName'])
      .where('kind', '=', 'VISIT')
      .where('refId', '=', row.id)
      .orderBy('at')
      .orderBy('id')
      .limit(200)
      .execute(),
    barred(db, row.idType, row.idNo),
  ])
  return {
    id: row.id,
    openId: row.openId,
    instanceId: row.instanceId,
    visitorName: row.visitorName,
    phone: row.phone,
    company: row.company,
    reason: row.reason,
    hostName: row.hostName,
    hostOrgName: org?.name ?? null,
    visitStart: row.visitStart,
    visitEnd: row.visitEnd,
    plate: row.plate,
    status: row.status as VisitStatus,
    checkedInAt: row.checkedInAt,
    checkedOutAt: row.checkedOutAt,
    submittedAt: row.submittedAt,
    createdAt: row.createdAt,
    idType: row.idType,
    idNo: o.fullId ? row.idNo : maskId(row.idNo),
    form: JSON.parse(row.formJson) as Record<string, unknown>,
    passCode: o.withCode && row.status === 'APPROVED' ? row.passCode : null,
    cancelReason: row.cancelReason,
    blacklisted: !!bar,
    gate: gate.map((g) => ({ ...g, direction: g.direction as 'IN' | 'OUT' })),
    ...trail,
  }
}

/** `getDetailById`: one of the caller's reservations, with its pass once approved. */
export async function myVisit(db: Kysely<DB>, client: ClientUser, id: string) {
  return detailOf(db, await own(db, client, id), { withCode: true, fullId: true })
}

/** One reservation for staff: the page's holders, or anyone asked to approve it (the host). */
export async function staffVisit(db: Kysely<DB>, user: AuthUser, id: string) {
  const row = await db.selectFrom('krsVisit').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row || row.status === 'DRAFT') throw notFound('krsVisitNotFound')
  const holder = user.superAdmin || user.menuCodes.has(VISIT_MENU)
  if (!holder && !(await isAskedAbout(db, user, VISIT_FORM_TYPE, row.id))) throw notFound('krsVisitNotFound')
  return detailOf(db, row, { withCode: false, fullId: holder })
}

// ---- Blacklist ----

/** Bars the visitor of a reservation (by their document) from booking and from the gate. */
export async function blacklistVisitor(db: Kysely<DB>, user: AuthUser, body: { id: string; reason: string }) {
  const row = await db
    .selectFrom('krsVisit')
    .select(['visitorName', 'phone', 'idType', 'idNo'])
    .where('id', '=', body.id)
    .where('status', '!=', 'DRAFT')
    .executeTakeFirst()
  if (!row?.idType || !row.idNo) throw notFound('krsVisitNotFound')
  if (await barred(db, row.idType, row.idNo)) throw badRequest('krsVisitAlreadyBlacklisted')
  try {
    await db
      .insertInto('krsVisitBlacklist')
      .values({
        id: newId(),
        idType: row.idType,
        idNo: row.idNo,
        name: row.visitorName,
        phone: row.phone,
        reason: body.reason,
        createdBy: user.id,
        createdByName: user.name,
        createdAt: nowIso(),
      })
      .execute()
  } catch (err) {
    // Two at once: the document's unique key lets one in.
    if (await barred(db, row.idType, row.idNo)) throw badRequest('krsVisitAlreadyBlacklisted')
    throw err
  }
}

const blacklistListing = defineList({
  table: 'krs_visit_blacklist',
  alias: 'b',
  key: 'b.id',
  order: {
    by: [
      ['b.createdAt', 'desc'],
      ['b.id', 'desc'],
    ],
    index: 'krs_visit_blacklist_created',
  },
  sort: { createdAt: { by: ['b.createdAt', 'b.id'], index: 'krs_visit_blacklist_created' } },
  // A short list (people barred by hand): a scan is fine.
  search: { name: search.contains('b.name'), idNo: search.contains('b.idNo') },
})
const blacklistRows = listView((q: From<'krsVisitBlacklist', 'b'>) =>
  q.select(['b.id', 'b.idType', 'b.idNo', 'b.name', 'b.phone', 'b.reason', 'b.createdByName', 'b.createdAt']),
)

export function blacklistPage(db: Kysely<DB>, user: AuthUser, query: ListQuery) {
  return listPage(db, user, blacklistListing, query, db.selectFrom('krsVisitBlacklist as b'), blacklistRows)
}

export async function unblacklist(db: Kysely<DB>, id: string) {
  const res = await db.deleteFrom('krsVisitBlacklist').where('id', '=', id).executeTakeFirst()
  if (Number(res.numDeletedRows) !== 1) throw notFound('krsVisitBlacklistNotFound')
}

// ---- Export ----

export async function visitExport(
  deps: Deps,
  user: AuthUser,
  filter: Filter,
  reply: FastifyReply,
  lang: Lang,
) {
  const { query: base } = await filterList(deps.db, user, staffListing, filter, filtered(deps.db, filter))
  const col = (key: string, title: MsgKey, width: number) => ({ key, header: t(lang, title), width })
  const batches = keysetBatches(async (last: { createdAt: string; id: string } | null) => {
    let q = base.select(rowColumns).orderBy('v.createdAt', 'desc').orderBy('v.id', 'desc').limit(EXPORT_BATCH)
    if (last)
      q = q.where((eb) =>
        eb.or([
          eb('v.createdAt', '<', last.createdAt),
          eb.and([eb('v.createdAt', '=', last.createdAt), eb('v.id', '<', last.id)]),
        ]),
      )
    return q.execute()
  })
  return streamXlsx(reply, deps.log, {
    fileName: `visitors-${companyDay()}`,
    sheet: t(lang, 'krsVisitSheet'),
    columns: [
      col('visitorName', 'krsVisitColName', 12),
      col('phone', 'krsVisitColPhone', 14),
      col('company', 'krsVisitColCompany', 24),
      col('hostName', 'krsVisitColHost', 12),
      col('visitStart', 'krsVisitColStart', 17),
      col('visitEnd', 'krsVisitColEnd', 17),
      col('plate', 'krsVisitColPlate', 11),
      col('status', 'krsVisitColStatus', 10),
      col('checkedInAt', 'krsVisitColIn', 17),
      col('checkedOutAt', 'krsVisitColOut', 17),
    ],
    batches,
    cells: (r) => ({
      ...r,
      status: t(lang, `krsVisitStatus${r.status as VisitStatus}`),
      checkedInAt: r.checkedInAt ? companyMinute(0, Date.parse(r.checkedInAt)) : '',
      checkedOutAt: r.checkedOutAt ? companyMinute(0, Date.parse(r.checkedOutAt)) : '',
    }),
  })
}

// ---- What the approval engine calls ----

/** Approved: the visit gets its pass code. */
export async function visitFinished(trx: Kysely<DB>, formId: string, status: 'APPROVED' | 'REJECTED') {
  await trx
    .updateTable('krsVisit')
    .set({
      status,
      finishedAt: nowIso(),
      passCode: status === 'APPROVED' ? newPassCode() : null,
      updatedAt: nowIso(),
    })
    .where('id', '=', formId)
    .execute()
}

/** The photo an OA receives with the reservation. */
export async function visitFiles(trx: Kysely<DB>, formId: string): Promise<string[]> {
  const row = await trx.selectFrom('krsVisit').select('formJson').where('id', '=', formId).executeTakeFirst()
  const form = row ? (JSON.parse(row.formJson) as { photoId?: unknown }) : {}
  return typeof form.photoId === 'string' ? [form.photoId] : []
}

export const visitReturned = returnedTo(KIND)
