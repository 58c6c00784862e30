import { z } from 'zod'
import { nullableStrings, numbers, strings } from '../answers.js'
import { idSchema, pageQuerySchema } from '../common.js'
import {
  daySchema as day,
  fields,
  issueAt,
  optDay,
  optId,
  optText,
  phoneSchema,
  reqText,
  searchKey,
} from '../fields.js'
import { isCreditCode, isIdCard } from '../validation.js'
import { PERMIT_REASON_DICT } from '../weigh/permit.js'
import { APPROVAL_STATUSES, applicationDetailFields, applicationSaveSchema } from './application.js'
import { ADDRESS_MAX, COMPANY_MAX, companyFields, DOC_NO_MAX, PERSON_MAX, SCOPE_MAX } from './company.js'

/**
 * Contractor admission (issue 10): a contractor applies from its phone (company, qualification
 * documents, personnel, scope of work, insurance); staff approve it through the approval engine (or
 * the OA); on approval the contractor is admitted for a validity period. Spec §7 names the phone
 * calls `krs vendoradmissionassignmentmain/addOaFrom, pageByOpenId, detailById`.
 */

export const ADMISSION_FORM_TYPE = 'CONTRACTOR_ADMISSION'
/** DRAFT (saved, not sent), then the approval's states (`./application.ts`). */
export const ADMISSION_STATUSES = APPROVAL_STATUSES
export type AdmissionStatus = (typeof ADMISSION_STATUSES)[number]

/** The krs dictionaries the phone pages read: qualification, job, work types, visit reasons, canteens. */
export const KRS_DICT = {
  qualification: 'KRS_QUALIFICATION_TYPE',
  jobType: 'KRS_JOB_TYPE',
  workType: 'KRS_WORK_TYPE',
  visitReason: 'KRS_VISIT_REASON',
  /** The canteens (`krs/meal.ts`). */
  mealLocation: 'KRS_MEAL_LOCATION',
} as const
/** Every dictionary the phone pages read (`/api/auth/c/dict`): krs's, the release reasons, the canteens. */
export const CLIENT_DICT_TYPES: readonly string[] = [...Object.values(KRS_DICT), PERMIT_REASON_DICT]

const DOCS_MAX = 20
const PERSONS_MAX = 100

/** Longest values and most rows, for the phone form's inputs. */
export const ADMISSION_LIMITS = {
  company: COMPANY_MAX,
  person: PERSON_MAX,
  address: ADDRESS_MAX,
  scope: SCOPE_MAX,
  docNo: DOC_NO_MAX,
  docs: DOCS_MAX,
  persons: PERSONS_MAX,
} as const

const dictValue = z.string().trim().min(1).max(64)

export const admissionDocSchema = z
  .object({
    docType: dictValue,
    docNo: reqText(DOC_NO_MAX),
    issueDate: optDay,
    expiryDate: day,
    /** The scan: an image or PDF uploaded through `/api/auth/c/upload`. */
    fileId: idSchema,
  })
  .refine(
    (d) => !d.issueDate || d.issueDate <= d.expiryDate,
    issueAt('expiryDate', 'expiry before issue', 'krsExpiryBeforeIssue'),
  )

export const admissionPersonSchema = z
  .object({
    name: reqText(PERSON_MAX),
    idCard: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isIdCard, { message: 'ID-card number', params: { msgKey: 'krsIdCardInvalid' } }),
    phone: phoneSchema,
    jobType: dictValue,
    /** A special-work certificate: its kind (a hazardous work type), number, expiry and photo. */
    certType: optText(64),
    certNo: optText(DOC_NO_MAX),
    certExpiry: optDay,
    certPhotoId: optId,
  })
  .refine(
    (p) => !p.certType || (!!p.certNo && !!p.certExpiry && !!p.certPhotoId),
    issueAt('certNo', 'certificate number, expiry and photo', 'krsCertIncomplete'),
  )

/** The form a contractor fills in (`addOaFrom`): saved as a draft, or submitted. */
export const admissionFormSchema = z
  .object(
    fields(
      {
        companyName: reqText(COMPANY_MAX),
        creditCode: z
          .string()
          .trim()
          .toUpperCase()
          .refine(isCreditCode, { message: 'credit code', params: { msgKey: 'krsCreditCodeInvalid' } }),
      },
      companyFields,
      {
        /** Cover in units of 10,000 yuan (2 decimals). */
        insuranceAmount: z.number().min(0).max(10_000_000).multipleOf(0.01).nullish(),
        docs: z.array(admissionDocSchema).min(1).max(DOCS_MAX),
        persons: z.array(admissionPersonSchema).min(1).max(PERSONS_MAX),
        /** The contact's signature under the promise that all of it is true (a PNG upload). */
        signatureId: idSchema,
      },
    ),
  )
  .refine(
    (f) => new Set(f.persons.map((p) => p.idCard)).size === f.persons.length,
    issueAt('persons', 'an ID-card number twice', 'krsPersonTwice'),
  )
export type AdmissionForm = z.infer<typeof admissionFormSchema>
export type AdmissionFormInput = z.input<typeof admissionFormSchema>
export type AdmissionDoc = z.infer<typeof admissionDocSchema>
export type AdmissionPerson = z.infer<typeof admissionPersonSchema>

/** A draft: anything the form holds so far, with at least the company's name (at most 60 KB: a text column on every engine). */
export const ADMISSION_DRAFT_MAX_BYTES = 60_000
const admissionDraftSchema = z.looseObject({ companyName: reqText(COMPANY_MAX) })

export const admissionSaveSchema = applicationSaveSchema(admissionDraftSchema, admissionFormSchema)
export type AdmissionSave = z.input<typeof admissionSaveSchema>

export const admissionRowSchema = z.object(
  fields(
    strings('id', 'companyName', 'createdAt'),
    nullableStrings('creditCode', 'submittedAt', 'finishedAt', 'updatedAt'),
    numbers('personCount'),
    { status: z.enum(ADMISSION_STATUSES) },
  ),
)
export type AdmissionRow = z.infer<typeof admissionRowSchema>

/** One application as its applicant (and staff) see it: the form, its state and its trail. */
/** `validUntil`: the admission's validity, once approved. */
export const admissionDetailSchema = admissionRowSchema.extend(
  fields(applicationDetailFields, nullableStrings('contractorId', 'validUntil')),
)
export type AdmissionDetail = z.infer<typeof admissionDetailSchema>

export const admissionPageQuerySchema = pageQuerySchema.extend({
  searchKey,
  status: z.enum(ADMISSION_STATUSES).optional(),
})
export type AdmissionPageQuery = z.input<typeof admissionPageQuerySchema>

/** A department a contractor may name as its host (the public lookup of the phone form). */
export const hostOrgSchema = z.object({ id: z.string(), name: z.string(), parentName: z.string().nullable() })
export type HostOrg = z.infer<typeof hostOrgSchema>
