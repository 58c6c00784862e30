import { randomInt } from 'node:crypto'
import {
  ADMISSION_DRAFT_MAX_BYTES,
  KRS_DICT,
  VISIT_AHEAD_DAYS,
  VISIT_FORM_TYPE,
  VISIT_MAX_DAYS,
  type VisitForm,
  type VisitSafety,
  type VisitSettings,
  type VisitStatus,
  visitCancelSchema,
  visitDetailSchema,
  visitFilterSchema,
  visitMinutes,
  visitPageQuerySchema,
  visitRowSchema,
  visitSaveSchema,
} from '@portal/contracts'
import type { Kysely } from 'kysely'
import { defineApplication, type Viewer } from '../../../core/applicationKit.js'
import type { ClientUser } from '../../../core/clientSession.js'
import { fieldInvalid } from '../../../core/content.js'
import { dictValues } from '../../../core/dicts.js'
import { badRequest, notFound } from '../../../core/errors.js'
import { examPassesAvailable, examPassHolders } from '../../../core/examPass.js'
import { foreignFormFile } from '../../../core/files.js'
import { newId } from '../../../core/ids.js'
import { defineList, type From, type ListQuery, listPage, listView } from '../../../core/list.js'
import { inTransaction } from '../../../core/notify.js'
import { definePass } from '../../../core/passes.js'
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

/** Pass codes: unambiguous capitals and digits, short enough to type at the gate. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const newPassCode = () => Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(32)]).join('')

// ---- Safety rules ----

const reasonValues = (db: Kysely<DB>) => dictValues(db, KRS_DICT.visitReason)

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
    examAvailable: examPassesAvailable(),
  }
}

/** Replaces the rules and the notice at once; a reason must be in the dictionary. */
export async function saveVisitSettings(db: Kysely<DB>, body: VisitSettings) {
  const known = await reasonValues(db)
  body.rules.forEach((r, i) => {
    if (!known.has(r.reason))
      throw fieldInvalid(`rules.${i}.reason`, 'krsVisitReasonNotInDict', { reason: r.reason })
    if (r.safety === 'EXAM' && !examPassesAvailable())
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
  if (safety === 'EXAM' && examPassesAvailable()) {
    const day = form.visitStart.slice(0, 10)
    if (!(await examPassHolders(db, [client.phone], 'VISIT_SAFETY', day)).has(client.phone))
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
  await cancel(db, await visitApp.own(db, client, id), '', null)
}

// ---- Reading ----

type Filter = { status?: VisitStatus; day?: string }

/** Submitted reservations by a day their window touches. */
function byDay(q: From<'krsVisit', 'v'>, f: Filter) {
  const day = f.day === 'today' ? companyDay() : f.day
  if (!day) return q
  // A visit lasts at most VISIT_MAX_DAYS: its start is within that many days before the day, so
  // the start index bounds the scan from both sides.
  const from = new Date(Date.parse(`${day}T00:00:00Z`) - VISIT_MAX_DAYS * DAY).toISOString().slice(0, 10)
  return q
    .where('v.visitStart', '>=', `${from} 00:00`)
    .where('v.visitStart', '<=', `${day} 23:59`)
    .where('v.visitEnd', '>=', `${day} 00:00`)
}

/** How many visits' windows touch today and are approved (or under way): the workbench card. */
export async function todayVisitCount(db: Kysely<DB>): Promise<number> {
  const r = await (visitApp.filtered(db, { day: 'today', status: 'APPROVED' }) as From<'krsVisit', 'v'>)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst()
  return Number(r?.n ?? 0)
}

async function detailOf(db: Kysely<DB>, row: Row, viewer: Viewer) {
  const [org, gate, bar] = await Promise.all([
    row.hostOrgId
      ? db.selectFrom('sysOrg').select('name').where('id', '=', row.hostOrgId).executeTakeFirst()
      : undefined,
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
    visitorName: row.visitorName,
    phone: row.phone,
    company: row.company,
    reason: row.reason,
    hostName: row.hostName,
    hostOrgName: org?.name ?? null,
    visitStart: row.visitStart,
    visitEnd: row.visitEnd,
    plate: row.plate,
    checkedInAt: row.checkedInAt,
    checkedOutAt: row.checkedOutAt,
    idType: row.idType,
    idNo: row.idNo,
    form: JSON.parse(row.formJson) as Record<string, unknown>,
    // The pass is its visitor's only.
    passCode: viewer.applicant && row.status === 'APPROVED' ? row.passCode : null,
    cancelReason: row.cancelReason,
    blacklisted: !!bar,
    gate: gate.map((g) => ({ ...g, direction: g.direction as 'IN' | 'OUT' })),
  }
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
  // The ID number and phone are the page's `idNo` and `phone` fields: masked, and not searched, without them.
  fieldMenu: VISIT_MENU,
  masked: { idNo: 'idNo', phone: 'phone' },
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

// ---- The declaration ----

/** Approved: the visit gets its pass code. */
async function visitFinished(trx: Kysely<DB>, row: Row, status: 'APPROVED' | 'REJECTED') {
  await trx
    .updateTable('krsVisit')
    .set({ passCode: status === 'APPROVED' ? newPassCode() : null, updatedAt: nowIso() })
    .where('id', '=', row.id)
    .execute()
}

/** A visit's pass with its visitor's blacklist entry, if any. */
type VisitPass = Row & { barId: string | null; barReason: string | null }

/**
 * The visitor's pass (its code typed in any case): it opens when approved, its visitor is not
 * blacklisted and not inside, and now lies in its window; the host hears of the arrival.
 */
const visitPass = definePass<VisitPass>({
  kind: 'VISIT',
  claims: (code) => code.length === 10,
  read: (db, code) =>
    db
      .selectFrom('krsVisit as v')
      .leftJoin('krsVisitBlacklist as b', (j) =>
        j.onRef('b.idType', '=', 'v.idType').onRef('b.idNo', '=', 'v.idNo'),
      )
      .selectAll('v')
      .select(['b.id as barId', 'b.reason as barReason'])
      .where('v.passCode', '=', code.toUpperCase())
      .executeTakeFirst(),
  id: (v) => v.id,
  holder(v) {
    const form = JSON.parse(v.formJson) as { photoId?: string | null; companions?: Array<{ name?: string }> }
    return {
      personName: v.visitorName,
      photoId: form.photoId ?? null,
      host: v.hostName,
      company: v.company,
      from: v.visitStart,
      until: v.visitEnd,
      plate: v.plate,
      companions: (form.companions ?? []).map((c) => String(c.name ?? '')).filter(Boolean),
      note: v.barReason ?? v.cancelReason ?? null,
    }
  },
  refusal(v, inside) {
    const now = companyMinute()
    if (v.status !== 'APPROVED') return 'NOT_APPROVED'
    if (v.barId) return 'BLACKLISTED'
    // Inside: its window no longer matters, the way out is what comes next.
    if (inside) return 'ALREADY_INSIDE'
    if (v.visitStart && now < v.visitStart) return 'NOT_YET'
    if (v.visitEnd && now > v.visitEnd) return 'ENDED'
    return null
  },
  host: (v) => v.hostUserId,
  // The reservation shows its latest arrival and departure.
  recorded: async (trx, v, direction, at) => {
    await trx
      .updateTable('krsVisit')
      .set(direction === 'IN' ? { checkedInAt: at, checkedOutAt: null } : { checkedOutAt: at })
      .where('id', '=', v.id)
      .execute()
  },
})

/** Visitor reservations: the phone side under `/api/krs/visitor`, staff under `/api/krs/visit`. */
export const visitApp = defineApplication<Row, VisitForm>({
  table: 'krsVisit',
  alias: 'v',
  formType: VISIT_FORM_TYPE,
  approval: {
    name: '访客预约',
    nameEn: 'Visitor reservation',
    view: 'krs/visit/approval',
    summary: {
      window: { label: '来访时间', labelEn: 'Visit window' },
      host: { label: '被访人', labelEn: 'Host' },
      people: { label: '来访人数', labelEn: 'People' },
      plate: { label: '车牌', labelEn: 'Plate' },
    },
    // The employee visited decides.
    defaults: {
      name: '访客预约审批',
      nameEn: 'Visitor reservation approval',
      remindHours: 4,
      nodes: [
        {
          name: '被访人确认',
          nameEn: 'Host confirms',
          approverKind: 'FORM_USER',
          orgField: 'hostUserId',
          mode: 'ANY',
        },
      ],
    },
  },
  words: { notFound: 'krsVisitNotFound', notEditable: 'krsVisitNotEditable' },
  page: {
    catalog: 'menu-cat-visitor',
    sortCode: 10,
    id: 'menu-krs-visit',
    code: VISIT_MENU,
    title: '访客预约',
    titleEn: 'Visitor reservations',
    path: '/krs/visit',
    component: 'krs/visit/index',
    icon: 'contacts-outlined',
    buttons: [
      [VISIT_BLACKLIST_BUTTON, '访客黑名单', 'Visitor blacklist'],
      [VISIT_SETTINGS_BUTTON, '安全须知设置', 'Safety settings'],
    ],
    fields: [['idNo', '完整证件号码', 'ID numbers in full']],
  },
  tags: ['krs/visit'],
  phone: {
    base: '/api/krs/visitor',
    detailPath: 'getDetailById',
    summaries: {
      save: 'Saves my visitor reservation as a draft (`submit: false`) or submits it for the host’s approval (`submit: true`: the window, host, document, blacklist and safety rule checked); a returned one is resubmitted. Answers its id',
      page: 'My visitor reservations, newest first',
      detail: 'One of my reservations with its trail, gate log and, once approved, its pass code',
      withdraw: 'Withdraws my reservation before the host decided',
    },
  },
  staff: {
    base: '/api/krs/visit',
    summaries: {
      page: 'Submitted reservations, newest first (or by arrival), by state, by a day their window touches, and by the visitor’s name or phone or the host’s name',
      detail:
        'One reservation with its trail and gate log: for the page’s holders, and the host asked to approve it (the ID number masked without its field permission)',
    },
  },
  schemas: {
    save: visitSaveSchema,
    row: visitRowSchema,
    detail: visitDetailSchema,
    pageQuery: visitPageQuerySchema,
    filter: visitFilterSchema,
  },
  list: {
    columns: [
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
    ],
    indexes: { mine: 'krs_visit_open', staff: 'krs_visit_created' },
    sort: { visitStart: { by: ['v.visitStart', 'v.id'], index: 'krs_visit_start' } },
    search: {
      visitorName: search.text('v.visitorName', 'krs_visit'),
      hostName: search.text('v.hostName', 'krs_visit'),
      phone: search.prefix('v.phone'),
    },
    filter: (q, f) => byDay(q as From<'krsVisit', 'v'>, f as Filter),
  },
  applicantName: (_db, _client, row) => row.visitorName,
  draft: async (_db, _client, form) => draftColumns(form),
  async submit(db, client, form) {
    const checked = await checkSubmittable(db, client, form)
    return {
      columns: submittedColumns(form, checked),
      approval: { ...approvalOf(form, checked), hostOrgId: checked.host.orgId },
      applicantName: form.visitorName,
    }
  },
  detail: detailOf,
  sensitive: {
    idNo: 'idNo',
    phone: 'phone',
    'form.idNo': 'idNo',
    'form.phone': 'phone',
    'form.companions.*.phone': 'phone',
  },
  onFinished: visitFinished,
  passes: [visitPass],
  // The photo an OA receives with the reservation.
  attachments: (row) => {
    const form = JSON.parse(row.formJson) as { photoId?: unknown }
    return typeof form.photoId === 'string' ? [form.photoId] : []
  },
  export: {
    button: [VISIT_EXPORT_BUTTON, '导出访客', 'Export visitors'],
    summary: 'Every reservation the filter matches as an Excel file (streamed)',
    fileName: 'visitors',
    sheet: 'krsVisitSheet',
    columns: [
      ['visitorName', 'krsVisitColName', 12],
      ['phone', 'krsVisitColPhone', 14],
      ['company', 'krsVisitColCompany', 24],
      ['hostName', 'krsVisitColHost', 12],
      ['visitStart', 'krsVisitColStart', 17],
      ['visitEnd', 'krsVisitColEnd', 17],
      ['plate', 'krsVisitColPlate', 11],
      ['status', 'krsVisitColStatus', 10],
      ['checkedInAt', 'krsVisitColIn', 17],
      ['checkedOutAt', 'krsVisitColOut', 17],
    ],
    cells: (r) => ({
      checkedInAt: r.checkedInAt ? companyMinute(0, Date.parse(String(r.checkedInAt))) : '',
      checkedOutAt: r.checkedOutAt ? companyMinute(0, Date.parse(String(r.checkedOutAt))) : '',
    }),
  },
  cancel: {
    button: [VISIT_CANCEL_BUTTON, '取消预约', 'Cancel reservation'],
    summary: 'Calls an approved visit off, with the reason; its pass stops opening the gate',
    schema: visitCancelSchema,
    run: (db, user, row, body) => cancel(db, row, String(body.reason), user.id),
  },
})
