import { randomBytes } from 'node:crypto'
import {
  ADMISSION_DRAFT_MAX_BYTES,
  isHazardous,
  KRS_DICT,
  type PassCheck,
  type PassRefusal,
  WORK_FORM_TYPE,
  WORK_MAX_DAYS,
  type WorkForm,
  type WorkSave,
  type WorkStatus,
} from '@portal/contracts'
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
import { badRequest, notFound } from '../../../core/errors.js'
import { foreignFormFile } from '../../../core/files.js'
import { newId } from '../../../core/ids.js'
import { defineList, type From, type ListQuery, listPage, listView } from '../../../core/list.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { companyDay, nowIso } from '../../../core/time.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'

/** Holders of the entry-work records page read every application and check passes. */
export const WORK_MENU = 'krsWork'
/** The button that takes a pass back (a worker leaves the job, a card is lost). */
export const WORK_REVOKE_BUTTON = 'krsWorkPassRevoke'

type Row = DB['krsWork']
const DAY_MS = 86_400_000

/** The applicant is named by the contractor's contact as the register has it. */
const clientActor = (client: ClientUser, name: string): Actor => ({ side: 'C', id: client.openId, name })

const KIND = {
  table: 'krsWork',
  formType: WORK_FORM_TYPE,
  notFound: 'krsWorkNotFound',
  notEditable: 'krsWorkNotEditable',
} as const satisfies ApplicationKind<'krsWork'>

const own = (db: Kysely<DB>, client: ClientUser, id: string) => ownApplication(db, KIND, client.openId, id)

/** A contractor the caller acts for: it applied for its admission, or its phone is the contact's. */
function contractorOf(db: Kysely<DB>, client: ClientUser, id: unknown) {
  return db
    .selectFrom('krsContractor')
    .select(['id', 'name', 'status', 'validUntil', 'blacklistReason', 'hostOrgId', 'contactName'])
    .where('id', '=', typeof id === 'string' ? id : '')
    .where((eb) => eb.or([eb('openId', '=', client.openId), eb('contactPhone', '=', client.phone)]))
    .executeTakeFirst()
}

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS

/**
 * Everything a submission must satisfy beyond its shape, each refusal naming its field: the
 * contractor is admitted and the caller's, the job fits in its admission, the work types exist,
 * every worker is the contractor's and holds a certificate of their hazardous type valid through
 * the last day, the responsible employee exists, the files are the caller's.
 */
async function checkSubmittable(db: Kysely<DB>, client: ClientUser, form: WorkForm) {
  const contractor = await contractorOf(db, client, form.contractorId)
  if (!contractor) throw fieldInvalid('form.contractorId', 'krsWorkContractorUnknown')
  if (contractor.status === 'BLACKLISTED')
    throw badRequest('krsWorkContractorBarred', { reason: contractor.blacklistReason ?? '' })
  if (contractor.status !== 'ADMITTED')
    throw badRequest('krsWorkContractorExpired', { day: contractor.validUntil })
  const today = companyDay()
  if (form.startDay < today) throw fieldInvalid('form.startDay', 'krsWorkStartPast')
  if (daysBetween(form.startDay, form.endDay) >= WORK_MAX_DAYS)
    throw fieldInvalid('form.endDay', 'krsWorkTooLong', { days: WORK_MAX_DAYS })
  if (form.endDay > contractor.validUntil)
    throw fieldInvalid('form.endDay', 'krsWorkBeyondAdmission', { day: contractor.validUntil })

  let hostOrgId = contractor.hostOrgId
  if (form.assignmentId) {
    const a = await db
      .selectFrom('krsContractorAssignment')
      .select(['orgId', 'endDay'])
      .where('id', '=', form.assignmentId)
      .where('contractorId', '=', contractor.id)
      .executeTakeFirst()
    if (!a || (a.endDay && a.endDay < form.startDay))
      throw fieldInvalid('form.assignmentId', 'krsWorkAssignmentUnknown')
    hostOrgId = a.orgId
  }

  const known = new Set(
    (
      await db
        .selectFrom('devDict as d')
        .innerJoin('devDict as p', 'p.id', 'd.parentId')
        .select('d.dictValue')
        .where('p.dictValue', '=', KRS_DICT.workType)
        .where('p.parentId', '=', '0')
        .execute()
    ).map((d) => d.dictValue),
  )
  const unknownType = form.workTypes.findIndex((w) => !known.has(w))
  if (unknownType >= 0) throw fieldInvalid(`form.workTypes.${unknownType}`, 'krsWorkTypeUnknown')

  const persons = await db
    .selectFrom('krsContractorPerson')
    .select(['id', 'name', 'certType', 'certExpiry'])
    .where('contractorId', '=', contractor.id)
    .where(
      'id',
      'in',
      form.workers.map((w) => w.personId),
    )
    .execute()
  const byId = new Map(persons.map((p) => [p.id, p]))
  const workers = form.workers.map((w, i) => {
    const field = `form.workers.${i}`
    const p = byId.get(w.personId)
    if (!p) throw fieldInvalid(`${field}.personId`, 'krsWorkerUnknown')
    if (!form.workTypes.includes(w.workType))
      throw fieldInvalid(`${field}.workType`, 'krsWorkerTypeUnknown', { name: p.name })
    if (isHazardous(w.workType)) {
      if (p.certType !== w.workType || !p.certExpiry)
        throw fieldInvalid(`${field}.personId`, 'krsWorkerNoCert', { name: p.name })
      if (p.certExpiry < form.endDay)
        throw fieldInvalid(`${field}.personId`, 'krsWorkerCertExpired', { name: p.name, day: p.certExpiry })
    }
    return { personId: p.id, name: p.name, workType: w.workType }
  })
  const uncovered = form.workTypes.findIndex(
    (type) => isHazardous(type) && !form.workers.some((w) => w.workType === type),
  )
  if (uncovered >= 0) throw fieldInvalid(`form.workTypes.${uncovered}`, 'krsWorkTypeUncovered')

  const responsible = await db
    .selectFrom('sysUser')
    .select(['id', 'name'])
    .where('id', '=', form.responsibleUserId)
    .where('userStatus', '=', 'ENABLE')
    .executeTakeFirst()
  if (!responsible) throw fieldInvalid('form.responsibleUserId', 'krsResponsibleUnknown')

  const missing = await foreignFormFile(
    db,
    client.openId,
    form.attachments.map((id, i) => [`form.attachments.${i}`, id] as const),
  )
  if (missing) throw fieldInvalid(missing, 'krsWorkFileNotYours')
  return { contractor, hostOrgId, workers, responsible }
}

type Checked = Awaited<ReturnType<typeof checkSubmittable>>

/** The form as stored: what was sent, with the names the lists and the gate show. */
function submittedColumns(form: WorkForm, c: Checked) {
  const stored = { ...form, workers: c.workers, responsibleName: c.responsible.name }
  const formJson = JSON.stringify(stored)
  if (Buffer.byteLength(formJson) > ADMISSION_DRAFT_MAX_BYTES) throw badRequest('krsWorkTooLarge')
  return {
    contractorId: c.contractor.id,
    contractorName: c.contractor.name,
    project: form.project,
    hostOrgId: c.hostOrgId,
    responsibleUserId: c.responsible.id,
    startDay: form.startDay,
    endDay: form.endDay,
    workerCount: form.workers.length,
    hazardous: form.workers.some((w) => isHazardous(w.workType)) ? 1 : 0,
    formJson,
  }
}

/** What the approval engine is given: the summary approvers see in lists, the fields steps test. */
function approvalOf(form: WorkForm, c: Checked) {
  const hazardous = [...new Set(form.workers.map((w) => w.workType).filter(isHazardous))]
  return {
    title: `${c.contractor.name} · ${form.project}`,
    summary: {
      area: form.area,
      days: `${form.startDay} ~ ${form.endDay}`,
      workers: String(form.workers.length),
      workTypes: form.workTypes.join(', '),
    },
    fields: {
      contractorId: c.contractor.id,
      workerCount: form.workers.length,
      workTypes: form.workTypes,
      hazardous: hazardous.length > 0,
      hazardousTypes: hazardous,
      responsibleUserId: c.responsible.id,
    },
  }
}

/** A draft keeps whatever was typed; the contractor's name is shown once one is chosen. */
async function draftColumns(db: Kysely<DB>, client: ClientUser, form: Record<string, unknown>) {
  const formJson = JSON.stringify(form)
  if (Buffer.byteLength(formJson) > ADMISSION_DRAFT_MAX_BYTES) throw badRequest('krsWorkTooLarge')
  const contractor = form.contractorId ? await contractorOf(db, client, form.contractorId) : undefined
  return {
    contractorId: contractor?.id ?? null,
    contractorName: contractor?.name ?? '',
    project: String(form.project),
    hostOrgId: null,
    responsibleUserId: null,
    startDay: null,
    endDay: null,
    workerCount: Array.isArray(form.workers) ? form.workers.length : 0,
    hazardous: 0,
    formJson,
  }
}

/**
 * `addOaFrom`: saves the caller's entry-work application as a draft, or submits it for approval
 * (a returned one into its own approval, from the first step). One transaction: a refusal or a
 * failure leaves neither the application nor an approval half made.
 */
export async function saveWork(db: Kysely<DB>, client: ClientUser, body: WorkSave) {
  const prev = body.id ? await own(db, client, body.id) : null
  if (!body.submit)
    return saveApplication(db, KIND, client.openId, prev, await draftColumns(db, client, body.form))
  const form = body.form as WorkForm
  const checked = await checkSubmittable(db, client, form)
  return saveApplication(db, KIND, client.openId, prev, submittedColumns(form, checked), {
    ...approvalOf(form, checked),
    hostOrgId: checked.hostOrgId,
    applicant: clientActor(client, checked.contractor.contactName),
  })
}

/** The applicant takes a running application back before anyone decided on it. */
export async function withdrawWork(db: Kysely<DB>, client: ClientUser, id: string) {
  const row = await own(db, client, id)
  const contact = row.contractorId
    ? await db
        .selectFrom('krsContractor')
        .select('contactName')
        .where('id', '=', row.contractorId)
        .executeTakeFirst()
    : undefined
  await withdrawApplication(db, row, clientActor(client, contact?.contactName ?? client.phone))
}

export async function deleteWorkDraft(db: Kysely<DB>, client: ClientUser, id: string) {
  await deleteDraft(db, KIND, await own(db, client, id))
}

// ---- Reading ----

const rowColumns = [
  'w.id',
  'w.contractorName',
  'w.project',
  'w.status',
  'w.startDay',
  'w.endDay',
  'w.workerCount',
  'w.hazardous',
  'w.submittedAt',
  'w.finishedAt',
  'w.createdAt',
] as const

const newest = (index: string) => ({
  by: [
    ['w.createdAt', 'desc'],
    ['w.id', 'desc'],
  ] as const,
  index,
})

const rows = listView((q: From<'krsWork', 'w'>) => q.select(rowColumns))
const asRows = <T extends { hazardous: number; status: string }>(page: { total: number; records: T[] }) => ({
  total: page.total,
  records: page.records.map((r) => ({ ...r, hazardous: r.hazardous === 1, status: r.status as WorkStatus })),
})

const mineListing = defineList({
  table: 'krs_work',
  alias: 'w',
  key: 'w.id',
  order: newest('krs_work_open'),
  sort: { createdAt: { by: ['w.createdAt', 'w.id'], index: 'krs_work_open' } },
})

/** `pageByOpenId`: the caller's applications, newest first. */
export async function myWorks(db: Kysely<DB>, client: ClientUser, query: ListQuery) {
  const q = db.selectFrom('krsWork as w').where('w.openId', '=', client.openId)
  return asRows(await listPage(db, null, mineListing, query, q, rows))
}

const staffListing = defineList({
  table: 'krs_work',
  alias: 'w',
  key: 'w.id',
  order: newest('krs_work_created'),
  sort: { createdAt: { by: ['w.createdAt', 'w.id'], index: 'krs_work_created' } },
  search: { contractorName: search.text('w.contractorName', 'krs_work') },
})

/** The records page: every submitted application (not drafts), newest first, by state and contractor. */
export async function workPage(
  db: Kysely<DB>,
  user: AuthUser,
  query: ListQuery & { status?: WorkStatus; searchKey?: string },
) {
  let q = db.selectFrom('krsWork as w')
  // Drafts are their applicants' own, even when asked for by state.
  q = q.where('w.status', '!=', 'DRAFT')
  if (query.status) q = q.where('w.status', '=', query.status)
  return asRows(await listPage(db, user, staffListing, query, q, rows))
}

/** Passes as shown: the applicant sees the codes (their QR codes); staff never need them. */
async function passesOf(db: Kysely<DB>, workId: string, withCodes: boolean) {
  const passes = await db
    .selectFrom('krsWorkPass')
    .select(['id', 'personName', 'workType', 'code', 'validFrom', 'validUntil', 'status', 'revokedReason'])
    .where('workId', '=', workId)
    .orderBy('id')
    .execute()
  return passes.map((p) => ({
    ...p,
    code: withCodes && p.status === 'ACTIVE' ? p.code : '',
    status: p.status as 'ACTIVE' | 'REVOKED',
  }))
}

async function detailOf(db: Kysely<DB>, row: Row, withCodes: boolean) {
  const form = JSON.parse(row.formJson) as Partial<WorkForm> & { responsibleName?: string }
  const personIds = (form.workers ?? []).map((w) => String(w.personId))
  const [org, persons, passes, trail] = await Promise.all([
    row.hostOrgId
      ? db.selectFrom('sysOrg').select('name').where('id', '=', row.hostOrgId).executeTakeFirst()
      : undefined,
    personIds.length
      ? db
          .selectFrom('krsContractorPerson')
          .select(['id', 'name', 'certType', 'certExpiry'])
          .where('id', 'in', personIds)
          .execute()
      : [],
    passesOf(db, row.id, withCodes),
    applicantTrail(db, row.instanceId),
  ])
  const byId = new Map(persons.map((p) => [p.id, p]))
  return {
    id: row.id,
    openId: row.openId,
    contractorId: row.contractorId,
    contractorName: row.contractorName,
    project: row.project,
    status: row.status as WorkStatus,
    startDay: row.startDay,
    endDay: row.endDay,
    workerCount: row.workerCount,
    hazardous: row.hazardous === 1,
    submittedAt: row.submittedAt,
    finishedAt: row.finishedAt,
    createdAt: row.createdAt,
    instanceId: row.instanceId,
    responsibleName: form.responsibleName ?? null,
    hostOrgName: org?.name ?? null,
    form: form as Record<string, unknown>,
    workers: (form.workers ?? []).map((w) => {
      const p = byId.get(String(w.personId))
      return {
        personId: String(w.personId),
        name: p?.name ?? String((w as { name?: unknown }).name ?? ''),
        workType: String(w.workType ?? ''),
        certType: p?.certType ?? null,
        certExpiry: p?.certExpiry ?? null,
      }
    }),
    passes,
    ...trail,
  }
}

/** `getDetailById`: one of the caller's applications with its trail and, once approved, its passes. */
export async function myWork(db: Kysely<DB>, client: ClientUser, id: string) {
  return detailOf(db, await own(db, client, id), true)
}

/**
 * One application for staff: holders of the records page, anyone asked to approve it, the
 * approvals monitor; anyone else: not found. Drafts are the applicant's own.
 */
export async function staffWork(db: Kysely<DB>, user: AuthUser, id: string) {
  const row = await db.selectFrom('krsWork').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row || row.status === 'DRAFT') throw notFound('krsWorkNotFound')
  const allowed = user.menuCodes.has(WORK_MENU) || (await isAskedAbout(db, user, WORK_FORM_TYPE, row.id))
  if (!allowed) throw notFound('krsWorkNotFound')
  return detailOf(db, row, false)
}

// ---- Passes ----

/** Takes a pass back, with why; a second revocation of the same pass is refused. */
export async function revokePass(db: Kysely<DB>, user: AuthUser, body: { id: string; reason: string }) {
  const res = await db
    .updateTable('krsWorkPass')
    .set({ status: 'REVOKED', revokedReason: body.reason, revokedBy: user.id, revokedAt: nowIso() })
    .where('id', '=', body.id)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst()
  if (Number(res.numUpdatedRows) !== 1) {
    const found = await db.selectFrom('krsWorkPass').select('id').where('id', '=', body.id).executeTakeFirst()
    throw found ? badRequest('krsPassRevoked') : notFound('krsPassNotFound')
  }
}

/**
 * What the gate sees for a scanned code: whether it opens today and, if not, why. Checked live: a
 * contractor blacklisted or expired since, or a certificate that ran out, shuts the pass at once.
 */
export async function checkPass(db: Kysely<DB>, code: string): Promise<PassCheck> {
  const row = await db
    .selectFrom('krsWorkPass as p')
    .innerJoin('krsWork as w', 'w.id', 'p.workId')
    .leftJoin('krsContractor as c', 'c.id', 'w.contractorId')
    .leftJoin('krsContractorPerson as cp', 'cp.id', 'p.personId')
    .select([
      'p.id',
      'p.personName',
      'p.workType',
      'p.validFrom',
      'p.validUntil',
      'p.status',
      'p.revokedReason',
      'w.id as workId',
      'w.formJson',
      'c.name as contractorName',
      'c.status as contractorStatus',
      'cp.certType',
      'cp.certExpiry',
    ])
    .where('p.code', '=', code)
    .executeTakeFirst()
  if (!row)
    return {
      ok: false,
      refusal: 'UNKNOWN',
      pass: null,
      workId: null,
      contractorName: null,
      project: null,
      area: null,
    }
  const today = companyDay()
  const refusal: PassRefusal | null =
    row.status !== 'ACTIVE'
      ? 'REVOKED'
      : today < row.validFrom
        ? 'NOT_YET'
        : today > row.validUntil
          ? 'ENDED'
          : row.contractorStatus !== 'ADMITTED'
            ? 'CONTRACTOR_BARRED'
            : isHazardous(row.workType) &&
                (row.certType !== row.workType || !row.certExpiry || row.certExpiry < today)
              ? 'CERT_EXPIRED'
              : null
  const form = JSON.parse(row.formJson) as { project?: string; area?: string }
  return {
    ok: refusal === null,
    refusal,
    pass: {
      id: row.id,
      personName: row.personName,
      workType: row.workType,
      validFrom: row.validFrom,
      validUntil: row.validUntil,
      status: row.status as 'ACTIVE' | 'REVOKED',
      revokedReason: row.revokedReason,
    },
    workId: row.workId,
    contractorName: row.contractorName,
    project: form.project ?? null,
    area: form.area ?? null,
  }
}

// ---- What the approval engine calls ----

/** Approved: a pass per worker for the job's days, each with its own random code. */
export async function workFinished(trx: Kysely<DB>, formId: string, status: 'APPROVED' | 'REJECTED') {
  const now = nowIso()
  const row = await trx.selectFrom('krsWork').selectAll().where('id', '=', formId).executeTakeFirst()
  if (!row) return
  await trx.updateTable('krsWork').set({ status, finishedAt: now }).where('id', '=', formId).execute()
  if (status !== 'APPROVED' || !row.startDay || !row.endDay) return
  const form = JSON.parse(row.formJson) as {
    workers: Array<{ personId: string; name: string; workType: string }>
  }
  if (!form.workers.length) return
  await trx
    .insertInto('krsWorkPass')
    .values(
      form.workers.map((w) => ({
        id: newId(),
        workId: row.id,
        personId: w.personId,
        personName: w.name,
        workType: w.workType,
        code: randomBytes(18).toString('base64url'),
        validFrom: row.startDay!,
        validUntil: row.endDay!,
        status: 'ACTIVE',
        revokedReason: null,
        revokedBy: null,
        revokedAt: null,
        createdAt: now,
      })),
    )
    .execute()
}

/** The files an OA receives with the application. */
export async function workFiles(trx: Kysely<DB>, formId: string): Promise<string[]> {
  const row = await trx.selectFrom('krsWork').select('formJson').where('id', '=', formId).executeTakeFirst()
  const form = row ? (JSON.parse(row.formJson) as { attachments?: unknown }) : {}
  return Array.isArray(form.attachments) ? form.attachments.map(String) : []
}

/** Returned to the applicant (to edit and resubmit), or withdrawn by them. */
export const workReturned = returnedTo(KIND)
