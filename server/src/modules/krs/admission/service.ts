import {
  ADMISSION_DRAFT_MAX_BYTES,
  ADMISSION_FORM_TYPE,
  type AdmissionDoc,
  type AdmissionForm,
  type AdmissionPerson,
  admissionDetailSchema,
  admissionPageQuerySchema,
  admissionRowSchema,
  admissionSaveSchema,
} from '@portal/contracts'
import type { Kysely } from 'kysely'
import { defineApplication } from '../../../core/applicationKit.js'
import type { ClientUser } from '../../../core/clientSession.js'
import { fieldInvalid } from '../../../core/content.js'
import { badRequest } from '../../../core/errors.js'
import { foreignFormFile } from '../../../core/files.js'
import { search } from '../../../core/search.js'
import { settingInt } from '../../../core/settings.js'
import { companyDay } from '../../../core/time.js'
import type { DB } from '../../../db/schema.js'
import { admitContractor, PERSON_FIELDS } from '../contractor/service.js'
import './texts.js'

/** Holders of the admission records page read every application and its files. */
export const ADMISSION_MENU = 'krsAdmission'

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

/** What the approval engine is given: the summary approvers see in lists, the fields steps test. */
function approvalOf(form: AdmissionForm) {
  return {
    title: form.companyName,
    summary: {
      creditCode: form.creditCode,
      contactName: form.contactName,
      contactPhone: form.contactPhone,
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

// ---- Reading ----

async function detailOf(db: Kysely<DB>, row: Row) {
  const [org, contractor] = await Promise.all([
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
  ])
  return {
    companyName: row.companyName,
    creditCode: row.creditCode,
    personCount: row.personCount,
    contractorId: row.contractorId,
    hostOrgName: org?.name ?? null,
    form: formOf(row),
    validUntil: contractor?.validUntil ?? null,
  }
}

// ---- The declaration ----

/** Days an admission lasts from its approval (a setting; a year when unset). */
export const ADMISSION_VALID_DAYS_KEY = 'KRS_ADMISSION_VALID_DAYS'
const SAFETY_REVIEW_ROLE_ID = 'role-safety-review'

/** The approval ended: an approved contractor is admitted (or renewed) with its documents and people. */
async function admissionFinished(trx: Kysely<DB>, row: Row, status: 'APPROVED' | 'REJECTED') {
  if (status === 'REJECTED') return
  const validUntil = companyDay(await settingInt(trx, ADMISSION_VALID_DAYS_KEY, 365))
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
  await trx.updateTable('krsAdmission').set({ contractorId }).where('id', '=', row.id).execute()
}

/**
 * Contractor admission. The phone side keeps the paths of spec §7
 * (`/api/krs/vendoradmissionassignmentmain/...`); the back-office reads them under `/api/krs/admission/...`.
 */
export const admissionApp = defineApplication<Row, AdmissionForm>({
  table: 'krsAdmission',
  alias: 'a',
  formType: ADMISSION_FORM_TYPE,
  approval: {
    name: '承包商准入',
    nameEn: 'Contractor admission',
    view: 'krs/admission/approval',
    summary: {
      creditCode: { label: '统一社会信用代码', labelEn: 'Credit code' },
      contactName: { label: '联系人', labelEn: 'Contact' },
      contactPhone: { label: '联系电话', labelEn: 'Contact phone' },
      // Stored by earlier versions: the contact's name and phone in one.
      contact: { label: '联系人', labelEn: 'Contact', mask: 'phone' },
      persons: { label: '人员数', labelEn: 'People' },
    },
    // The host department's head checks the need, then every safety reviewer signs it off.
    defaults: {
      name: '承包商准入审批',
      nameEn: 'Contractor admission approval',
      remindHours: 24,
      nodes: [
        {
          name: '承办部门审核',
          nameEn: 'Host department review',
          approverKind: 'HOST_DIRECTOR',
          mode: 'ANY',
        },
        {
          name: '安全环保部会审',
          nameEn: 'Safety sign-off',
          approverKind: 'ROLE',
          approverIds: [SAFETY_REVIEW_ROLE_ID],
          mode: 'ALL',
        },
      ],
    },
  },
  words: { notFound: 'krsAdmissionNotFound', notEditable: 'krsAdmissionNotEditable' },
  page: {
    catalog: 'menu-cat-contractor',
    sortCode: 20,
    id: 'menu-krs-admission',
    code: ADMISSION_MENU,
    title: '准入申请记录',
    titleEn: 'Admission applications',
    path: '/krs/admission',
    component: 'krs/admission/index',
    icon: 'file-protect-outlined',
    fields: PERSON_FIELDS,
  },
  tags: ['krs/admission'],
  phone: {
    base: '/api/krs/vendoradmissionassignmentmain',
    detailPath: 'detailById',
    summaries: {
      save: 'Saves my admission application as a draft (`submit: false`) or submits it for approval (`submit: true`, every field checked); a returned one is resubmitted. Answers its id',
      page: 'My admission applications, newest first',
      detail: 'One of my admission applications with its approval trail',
      withdraw:
        'Withdraws my application before anyone decided on it (it can then be edited and submitted again)',
    },
  },
  staff: {
    base: '/api/krs/admission',
    summaries: {
      page: 'Submitted admission applications, newest first, by state and company name',
      detail:
        'One admission application with its documents, people and trail: for the records page’s holders and anyone asked to approve it (people’s ID and phone numbers masked without their field permissions)',
    },
  },
  schemas: {
    save: admissionSaveSchema,
    row: admissionRowSchema,
    detail: admissionDetailSchema,
    pageQuery: admissionPageQuerySchema,
  },
  list: {
    columns: [
      'a.id',
      'a.companyName',
      'a.creditCode',
      'a.status',
      'a.personCount',
      'a.submittedAt',
      'a.finishedAt',
      'a.createdAt',
      'a.updatedAt',
    ],
    indexes: { mine: 'krs_admission_open', staff: 'krs_admission_created' },
    search: { companyName: search.text('a.companyName', 'krs_admission') },
  },
  applicantName: (_db, _client, row) =>
    String((JSON.parse(row.formJson) as { contactName?: unknown }).contactName ?? ''),
  draft: async (_db, _client, form) => ({ ...draftColumns(form), contractorId: null }),
  async submit(db, client, form) {
    await checkFiles(db, client, form)
    await checkSubmittable(db, form)
    return {
      columns: submittedColumns(form),
      approval: { ...approvalOf(form), hostOrgId: form.hostOrgId },
      applicantName: form.contactName,
    }
  },
  detail: detailOf,
  sensitive: {
    'form.contactPhone': 'phone',
    'form.persons.*.idCard': 'idNo',
    'form.persons.*.phone': 'phone',
  },
  // The contractor page's fields, shared with its people (`PERSON_FIELDS`).
  liftedBy: { idNo: 'idCard' },
  onFinished: admissionFinished,
  // Scans, certificate photos, the signature.
  attachments: (row) => {
    const form = formOf(row) as Partial<AdmissionForm>
    return [
      ...(form.docs ?? []).map((d) => d.fileId),
      ...(form.persons ?? []).flatMap((p) => (p.certPhotoId ? [p.certPhotoId] : [])),
      ...(form.signatureId ? [form.signatureId] : []),
    ]
  },
})
