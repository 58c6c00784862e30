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
  workDetailSchema,
  workPageQuerySchema,
  workRowSchema,
  workSaveSchema,
} from '@portal/contracts'
import type { Kysely } from 'kysely'
import { defineApplication, type Viewer } from '../../../core/applicationKit.js'
import type { ClientUser } from '../../../core/clientSession.js'
import { fieldInvalid } from '../../../core/content.js'
import { dictValues } from '../../../core/dicts.js'
import { badRequest, notFound } from '../../../core/errors.js'
import { examPassHolders, examRequired } from '../../../core/examPass.js'
import { foreignFormFile } from '../../../core/files.js'
import { newId } from '../../../core/ids.js'
import { definePass } from '../../../core/passes.js'
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

  const known = await dictValues(db, KRS_DICT.workType)
  const unknownType = form.workTypes.findIndex((w) => !known.has(w))
  if (unknownType >= 0) throw fieldInvalid(`form.workTypes.${unknownType}`, 'krsWorkTypeUnknown')

  const persons = await db
    .selectFrom('krsContractorPerson')
    .select(['id', 'name', 'phone', 'certType', 'certExpiry'])
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
  // With an induction paper published, each worker holds a pass valid through the job's last day.
  if (await examRequired(db, 'WORK_INDUCTION')) {
    const holders = await examPassHolders(
      db,
      persons.map((p) => p.phone),
      'WORK_INDUCTION',
      form.endDay,
    )
    const missing = form.workers.findIndex((w) => !holders.has(byId.get(w.personId)?.phone ?? ''))
    if (missing >= 0)
      throw fieldInvalid(`form.workers.${missing}.personId`, 'krsWorkerNoInduction', {
        name: byId.get(form.workers[missing]!.personId)?.name ?? '',
      })
  }
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

// ---- Reading ----

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

async function detailOf(db: Kysely<DB>, row: Row, viewer: Viewer) {
  const form = JSON.parse(row.formJson) as Partial<WorkForm> & { responsibleName?: string }
  const personIds = (form.workers ?? []).map((w) => String(w.personId))
  const [org, persons, passes] = await Promise.all([
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
    passesOf(db, row.id, viewer.applicant),
  ])
  const byId = new Map(persons.map((p) => [p.id, p]))
  return {
    contractorId: row.contractorId,
    contractorName: row.contractorName,
    project: row.project,
    startDay: row.startDay,
    endDay: row.endDay,
    workerCount: row.workerCount,
    hazardous: row.hazardous === 1,
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
  }
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

/** A worker's pass at the gate: the work module decides whether it opens (`checkPass`). */
const workPass = definePass<PassCheck & { pass: NonNullable<PassCheck['pass']> }>({
  kind: 'WORK',
  // 18 random bytes as base64url.
  claims: (code) => code.length === 24,
  read: async (db, code) => {
    const p = await checkPass(db, code)
    return p.pass ? { ...p, pass: p.pass } : null
  },
  id: (p) => p.pass.id,
  holder: (p) => ({
    personName: p.pass.personName,
    photoId: null,
    host: p.project,
    company: p.contractorName,
    from: p.pass.validFrom,
    until: p.pass.validUntil,
    plate: null,
    companions: [],
    note: p.pass.revokedReason ?? p.area,
  }),
  // Its own reasons first; "already inside" after them (the gate's).
  refusal: (p) => p.refusal,
})

// ---- The declaration ----

/** Approved: a pass per worker for the job's days, each with its own random code. */
async function workFinished(trx: Kysely<DB>, row: Row, status: 'APPROVED' | 'REJECTED') {
  const now = nowIso()
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

const SAFETY_REVIEW_ROLE_ID = 'role-safety-review'

/**
 * Entry work. The phone side keeps the paths of spec §7 (`/api/krs/vendoraccessapplicationmain/...`);
 * the back-office reads them, and checks and revokes passes, under `/api/krs/work/...`.
 */
export const workApp = defineApplication<Row, WorkForm>({
  table: 'krsWork',
  alias: 'w',
  formType: WORK_FORM_TYPE,
  approval: {
    name: '进场作业',
    nameEn: 'Entry work',
    view: 'krs/work/approval',
    summary: {
      area: { label: '作业区域', labelEn: 'Area' },
      days: { label: '作业日期', labelEn: 'Days' },
      workers: { label: '作业人数', labelEn: 'Workers' },
      workTypes: { label: '作业类型', labelEn: 'Work types', dict: KRS_DICT.workType },
    },
    // The host department's head approves the job; hazardous work also needs a safety reviewer.
    defaults: {
      name: '进场作业审批',
      nameEn: 'Entry work approval',
      remindHours: 8,
      nodes: [
        {
          name: '承办部门审核',
          nameEn: 'Host department review',
          approverKind: 'HOST_DIRECTOR',
          mode: 'ANY',
        },
        {
          name: '安全环保部审核（危险作业）',
          nameEn: 'Safety review (hazardous work)',
          approverKind: 'ROLE',
          approverIds: [SAFETY_REVIEW_ROLE_ID],
          mode: 'ANY',
          condition: { field: 'hazardous', op: 'eq', value: true },
        },
      ],
    },
  },
  words: { notFound: 'krsWorkNotFound', notEditable: 'krsWorkNotEditable' },
  page: {
    catalog: 'menu-cat-contractor',
    sortCode: 30,
    id: 'menu-krs-work',
    code: WORK_MENU,
    title: '进场作业申请记录',
    titleEn: 'Entry-work applications',
    path: '/krs/work',
    component: 'krs/work/index',
    icon: 'idcard-outlined',
    buttons: [[WORK_REVOKE_BUTTON, '收回通行证', 'Revoke pass']],
  },
  tags: ['krs/work'],
  phone: {
    base: '/api/krs/vendoraccessapplicationmain',
    detailPath: 'getDetailById',
    summaries: {
      save: 'Saves my entry-work application as a draft (`submit: false`) or submits it for approval (`submit: true`: the contractor, the workers’ certificates and every field checked); a returned one is resubmitted. Answers its id',
      page: 'My entry-work applications, newest first',
      detail: 'One of my entry-work applications with its trail and, once approved, the workers’ passes',
      withdraw: 'Withdraws my application before anyone decided on it',
    },
  },
  staff: {
    base: '/api/krs/work',
    summaries: {
      page: 'Submitted entry-work applications, newest first, by state and contractor name',
      detail:
        'One entry-work application with its workers, trail and passes (without their codes): for the records page’s holders and anyone asked to approve it',
    },
  },
  schemas: {
    save: workSaveSchema,
    row: workRowSchema,
    detail: workDetailSchema,
    pageQuery: workPageQuerySchema,
  },
  list: {
    columns: [
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
    ],
    row: (r) => ({ ...r, hazardous: r.hazardous === 1 }),
    indexes: { mine: 'krs_work_open', staff: 'krs_work_created' },
    search: { contractorName: search.text('w.contractorName', 'krs_work') },
  },
  async applicantName(db, client, row) {
    const contact = row.contractorId
      ? await db
          .selectFrom('krsContractor')
          .select('contactName')
          .where('id', '=', row.contractorId)
          .executeTakeFirst()
      : undefined
    return contact?.contactName ?? client.phone
  },
  draft: draftColumns,
  async submit(db, client, form) {
    const checked = await checkSubmittable(db, client, form)
    return {
      columns: submittedColumns(form, checked),
      approval: { ...approvalOf(form, checked), hostOrgId: checked.hostOrgId },
      applicantName: checked.contractor.contactName,
    }
  },
  detail: detailOf,
  onFinished: workFinished,
  passes: [workPass],
  // The files an OA receives with the application.
  attachments: (row) => {
    const form = JSON.parse(row.formJson) as { attachments?: unknown }
    return Array.isArray(form.attachments) ? form.attachments.map(String) : []
  },
})
