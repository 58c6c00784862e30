import {
  ADMISSION_DRAFT_MAX_BYTES,
  ADMISSION_FORM_TYPE,
  type AdmissionDoc,
  type AdmissionForm,
  type AdmissionPerson,
  type AdmissionSave,
  type AdmissionStatus,
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
import { defineList, type From, type ListQuery, listPage, listView } from '../../../core/list.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { nowIso } from '../../../core/time.js'
import type { DB } from '../../../db/schema.js'
import { admitContractor } from '../contractor/service.js'
import './texts.js'

/** Holders of the admission records page read every application and its files. */
export const ADMISSION_MENU = 'krsAdmission'

const clientActor = (client: ClientUser, name: string): Actor => ({ side: 'C', id: client.openId, name })

type Row = DB['krsAdmission']

/** The form as saved: its fields with the documents and people put back in. */
function formOf(row: Pick<Row, 'formJson' | 'docsJson' | 'personsJson'>): Record<string, unknown> {
  const form = JSON.parse(row.formJson) as Record<string, unknown>
  if (row.docsJson) form.docs = JSON.parse(row.docsJson)
  if (row.personsJson) form.persons = JSON.parse(row.personsJson)
  return form
}

/** A draft holds anything; its documents and people stay in its form JSON until submitted. */
function draftColumns(form: Record<string, unknown>) {
  const json = JSON.stringify(form)
  if (Buffer.byteLength(json) > ADMISSION_DRAFT_MAX_BYTES) throw badRequest('krsDraftTooLarge')
  return {
    companyName: String(form.companyName),
    creditCode: null,
    hostOrgId: null,
    personCount: Array.isArray(form.persons) ? form.persons.length : 0,
    formJson: json,
    docsJson: null,
    personsJson: null,
  }
}

function submittedColumns(form: AdmissionForm) {
  const { docs, persons, ...fields } = form
  const cols = {
    companyName: form.companyName,
    creditCode: form.creditCode,
    hostOrgId: form.hostOrgId,
    personCount: persons.length,
    formJson: JSON.stringify(fields),
    docsJson: JSON.stringify(docs),
    personsJson: JSON.stringify(persons),
  }
  for (const [field, json] of [
    ['form.docs', cols.docsJson],
    ['form.persons', cols.personsJson],
  ] as const)
    if (Buffer.byteLength(json) > ADMISSION_DRAFT_MAX_BYTES) throw fieldInvalid(field, 'krsDraftTooLarge')
  return cols
}

/** Every file the form names must be one this applicant uploaded (refused naming the field). */
async function checkFiles(db: Kysely<DB>, client: ClientUser, form: AdmissionForm) {
  const named: Array<[string, string]> = [
    ...form.docs.map((d, i): [string, string] => [`form.docs.${i}.fileId`, d.fileId]),
    ...form.persons.flatMap(
      (p, i): Array<[string, string]> =>
        p.certPhotoId ? [[`form.persons.${i}.certPhotoId`, p.certPhotoId]] : [],
    ),
    ['form.signatureId', form.signatureId],
  ]
  const missing = await foreignFormFile(db, client.openId, named)
  if (missing) throw fieldInvalid(missing, 'krsFileNotYours')
}

async function checkSubmittable(db: Kysely<DB>, form: AdmissionForm) {
  const org = await db
    .selectFrom('sysOrg')
    .select('id')
    .where('id', '=', form.hostOrgId)
    .where('category', '=', 'DEPT')
    .executeTakeFirst()
  if (!org) throw fieldInvalid('form.hostOrgId', 'krsHostOrgUnknown')
  const known = await db
    .selectFrom('krsContractor')
    .select(['status', 'blacklistReason'])
    .where('creditCode', '=', form.creditCode)
    .executeTakeFirst()
  if (known?.status === 'BLACKLISTED')
    throw badRequest('krsContractorBlacklisted', { reason: known.blacklistReason ?? '' })
}

const KIND = {
  table: 'krsAdmission',
  formType: ADMISSION_FORM_TYPE,
  notFound: 'krsAdmissionNotFound',
  notEditable: 'krsAdmissionNotEditable',
} as const satisfies ApplicationKind<'krsAdmission'>

const own = (db: Kysely<DB>, client: ClientUser, id: string) => ownApplication(db, KIND, client.openId, id)

/** What the approval engine is given: the summary approvers see in lists, the fields steps test. */
function approvalOf(form: AdmissionForm) {
  return {
    title: form.companyName,
    summary: {
      creditCode: form.creditCode,
      contact: `${form.contactName} ${form.contactPhone}`,
      persons: String(form.persons.length),
    },
    fields: {
      hostOrgId: form.hostOrgId,
      personCount: form.persons.length,
      jobTypes: [...new Set(form.persons.map((p) => p.jobType))],
      certTypes: [...new Set(form.persons.flatMap((p) => (p.certType ? [p.certType] : [])))],
    },
  }
}

/**
 * `addOaFrom`: saves the caller's application as a draft, or submits it for approval. A new one
 * or a draft starts an approval; a returned one is resubmitted into its own (from the first step).
 * One transaction: a refusal or failure leaves neither the application nor an approval half made.
 */
export async function saveAdmission(db: Kysely<DB>, client: ClientUser, body: AdmissionSave) {
  const prev = body.id ? await own(db, client, body.id) : null
  if (!body.submit)
    return saveApplication(db, KIND, client.openId, prev, { ...draftColumns(body.form), contractorId: null })
  const form = body.form as AdmissionForm
  await checkFiles(db, client, form)
  await checkSubmittable(db, form)
  return saveApplication(db, KIND, client.openId, prev, submittedColumns(form), {
    ...approvalOf(form),
    hostOrgId: form.hostOrgId,
    applicant: clientActor(client, form.contactName),
  })
}

/** The applicant takes a running application back before anyone decided on it. */
export async function withdrawAdmission(db: Kysely<DB>, client: ClientUser, id: string) {
  const row = await own(db, client, id)
  const name = String((JSON.parse(row.formJson) as { contactName?: unknown }).contactName ?? '')
  await withdrawApplication(db, row, clientActor(client, name))
}

export async function deleteAdmissionDraft(db: Kysely<DB>, client: ClientUser, id: string) {
  await deleteDraft(db, KIND, await own(db, client, id))
}

// ---- Reading ----

const rowColumns = [
  'a.id',
  'a.companyName',
  'a.creditCode',
  'a.status',
  'a.personCount',
  'a.submittedAt',
  'a.finishedAt',
  'a.createdAt',
  'a.updatedAt',
] as const

const newest = (index: string) => ({
  by: [
    ['a.createdAt', 'desc'],
    ['a.id', 'desc'],
  ] as const,
  index,
})

const mineListing = defineList({
  table: 'krs_admission',
  alias: 'a',
  key: 'a.id',
  order: newest('krs_admission_open'),
  sort: { createdAt: { by: ['a.createdAt', 'a.id'], index: 'krs_admission_open' } },
})
const rows = listView((q: From<'krsAdmission', 'a'>) => q.select(rowColumns))

/** `pageByOpenId`: the caller's applications, newest first. */
export function myAdmissions(db: Kysely<DB>, client: ClientUser, query: ListQuery) {
  const q = db.selectFrom('krsAdmission as a').where('a.openId', '=', client.openId)
  return listPage(db, null, mineListing, query, q, rows)
}

async function detailOf(db: Kysely<DB>, row: Row) {
  const [org, contractor, trail] = await Promise.all([
    row.hostOrgId
      ? db.selectFrom('sysOrg').select('name').where('id', '=', row.hostOrgId).executeTakeFirst()
      : undefined,
    row.contractorId
      ? db
          .selectFrom('krsContractor')
          .select('validUntil')
          .where('id', '=', row.contractorId)
          .executeTakeFirst()
      : undefined,
    applicantTrail(db, row.instanceId),
  ])
  return {
    id: row.id,
    openId: row.openId,
    companyName: row.companyName,
    creditCode: row.creditCode,
    status: row.status as AdmissionStatus,
    personCount: row.personCount,
    submittedAt: row.submittedAt,
    finishedAt: row.finishedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    instanceId: row.instanceId,
    contractorId: row.contractorId,
    hostOrgName: org?.name ?? null,
    form: formOf(row),
    validUntil: contractor?.validUntil ?? null,
    ...trail,
  }
}

/** `detailById`: one of the caller's applications with its trail. */
export async function myAdmission(db: Kysely<DB>, client: ClientUser, id: string) {
  return detailOf(db, await own(db, client, id))
}

/**
 * One application for staff: holders of the records page, anyone asked to approve it, the
 * approvals monitor; anyone else: not found. Drafts are the applicant's own.
 */
export async function staffAdmission(db: Kysely<DB>, user: AuthUser, id: string) {
  const row = await db.selectFrom('krsAdmission').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row || row.status === 'DRAFT') throw notFound('krsAdmissionNotFound')
  const allowed =
    user.menuCodes.has(ADMISSION_MENU) || (await isAskedAbout(db, user, ADMISSION_FORM_TYPE, row.id))
  if (!allowed) throw notFound('krsAdmissionNotFound')
  return detailOf(db, row)
}

const staffListing = defineList({
  table: 'krs_admission',
  alias: 'a',
  key: 'a.id',
  order: newest('krs_admission_created'),
  sort: {
    createdAt: { by: ['a.createdAt', 'a.id'], index: 'krs_admission_created' },
  },
  search: { companyName: search.text('a.companyName', 'krs_admission') },
})

/** The records page: every submitted application (not drafts), newest first, by state and name. */
export function admissionPage(
  db: Kysely<DB>,
  user: AuthUser,
  query: ListQuery & { status?: AdmissionStatus; searchKey?: string },
) {
  let q = db.selectFrom('krsAdmission as a')
  // Drafts are their applicants' own, even when asked for by state.
  q = q.where('a.status', '!=', 'DRAFT')
  if (query.status) q = q.where('a.status', '=', query.status)
  return listPage(db, user, staffListing, query, q, rows)
}

// ---- What the approval engine calls ----

/** The approval ended: an approved contractor is admitted (or renewed) with its documents and people. */
export async function admissionFinished(
  trx: Kysely<DB>,
  formId: string,
  status: 'APPROVED' | 'REJECTED',
  validUntil: string,
) {
  const now = nowIso()
  const row = await trx.selectFrom('krsAdmission').selectAll().where('id', '=', formId).executeTakeFirst()
  if (!row) return
  if (status === 'REJECTED') {
    await trx.updateTable('krsAdmission').set({ status, finishedAt: now }).where('id', '=', formId).execute()
    return
  }
  const form = formOf(row) as AdmissionForm
  const contractorId = await admitContractor(
    trx,
    {
      admissionId: row.id,
      openId: row.openId,
      name: form.companyName,
      creditCode: form.creditCode,
      legalRep: form.legalRep,
      address: form.address,
      contactName: form.contactName,
      contactPhone: form.contactPhone,
      hostOrgId: form.hostOrgId,
      scope: form.scope,
      insuranceCompany: form.insuranceCompany ?? null,
      insurancePolicyNo: form.insurancePolicyNo ?? null,
      insuranceExpiry: form.insuranceExpiry ?? null,
      docs: form.docs.map((d: AdmissionDoc) => ({ ...d, issueDate: d.issueDate ?? null })),
      persons: form.persons.map((p: AdmissionPerson) => ({
        name: p.name,
        idCard: p.idCard,
        phone: p.phone,
        jobType: p.jobType,
        certType: p.certType ?? null,
        certNo: p.certNo ?? null,
        certExpiry: p.certExpiry ?? null,
        certPhotoId: p.certPhotoId ?? null,
      })),
    },
    validUntil,
  )
  await trx
    .updateTable('krsAdmission')
    .set({ status: 'APPROVED', finishedAt: now, contractorId })
    .where('id', '=', formId)
    .execute()
}

/** The files an OA receives with the application: scans, certificate photos, the signature. */
export async function admissionFiles(trx: Kysely<DB>, formId: string): Promise<string[]> {
  const row = await trx.selectFrom('krsAdmission').selectAll().where('id', '=', formId).executeTakeFirst()
  if (!row) return []
  const form = formOf(row) as Partial<AdmissionForm>
  return [
    ...(form.docs ?? []).map((d) => d.fileId),
    ...(form.persons ?? []).flatMap((p) => (p.certPhotoId ? [p.certPhotoId] : [])),
    ...(form.signatureId ? [form.signatureId] : []),
  ]
}

/** Returned to the applicant (to edit and resubmit), or withdrawn by them. */
export const admissionReturned = returnedTo(KIND)
