import { z } from 'zod'
import { nullableStrings, strings } from '../answers.js'
import { idSchema, pageQuerySchema } from '../common.js'
import { daySchema, fields, issueAt, optDay, optText, reqText, searchKey } from '../fields.js'
import { REMARK_MAX } from '../validation.js'
import { ADDRESS_MAX, COMPANY_MAX, companyFields, DOC_NO_MAX, PERSON_MAX, SCOPE_MAX } from './company.js'

/**
 * Admitted contractors (issue 10): what an approved admission made of a company, kept up by staff:
 * its qualification documents and people, which departments and projects use it, its standing
 * (admitted, expired, blacklisted) and every change to it. Spec §7 `getContractorList` gives a
 * contractor's phone forms the companies the caller may act for.
 */

/** ADMITTED while valid; EXPIRED once its validity or a qualification document ran out; BLACKLISTED by staff. */
export const CONTRACTOR_STATUSES = ['ADMITTED', 'EXPIRED', 'BLACKLISTED'] as const
export type ContractorStatus = (typeof CONTRACTOR_STATUSES)[number]

/** Days ahead of an expiry (validity, document, certificate) when the host is warned and pages flag it. */
export const EXPIRY_WARN_DAYS = 30

/** What a contractor's change history records. */
export const CONTRACTOR_EVENTS = [
  'ADMITTED',
  'RENEWED',
  'EDITED',
  'BLACKLISTED',
  'UNBLACKLISTED',
  'EXPIRED',
  'ASSIGNED',
  'UNASSIGNED',
] as const
export type ContractorEvent = (typeof CONTRACTOR_EVENTS)[number]

const REASON_MAX = 500
const PROJECT_MAX = 128

/** Longest values, for the pages' inputs. */
export const CONTRACTOR_LIMITS = {
  name: COMPANY_MAX,
  person: PERSON_MAX,
  address: ADDRESS_MAX,
  scope: SCOPE_MAX,
  no: DOC_NO_MAX,
  reason: REASON_MAX,
  project: PROJECT_MAX,
  remark: REMARK_MAX,
} as const

export const contractorRowSchema = z.object(
  fields(
    strings('id', 'name', 'creditCode', 'legalRep', 'contactName', 'contactPhone'),
    strings('admittedAt', 'validUntil', 'createdAt'),
    nullableStrings('hostOrgId', 'hostOrgName', 'blacklistReason', 'updatedAt'),
    { status: z.enum(CONTRACTOR_STATUSES) },
  ),
)
export type ContractorRow = z.infer<typeof contractorRowSchema>

/** The list's filters (its export takes the same). */
const filterFields = {
  searchKey,
  status: z.enum(CONTRACTOR_STATUSES).optional(),
  hostOrgId: idSchema.optional(),
  /** Only admitted ones whose validity ends within `EXPIRY_WARN_DAYS` days. */
  expiring: z.stringbool().optional(),
}
// Built from the fields, not from another schema's `.shape`: a property read at module level would
// keep the schemas, and zod, in the web bundle (see `fields.ts`).
export const contractorFilterSchema = z.object(filterFields)
export const contractorPageQuerySchema = pageQuerySchema.extend(filterFields)
export type ContractorPageQuery = z.input<typeof contractorPageQuerySchema>
export type ContractorFilter = z.input<typeof contractorFilterSchema>

export const contractorDocSchema = z.object(
  fields(strings('id', 'docType', 'docNo', 'expiryDate', 'fileId'), nullableStrings('issueDate')),
)
export type ContractorDoc = z.infer<typeof contractorDocSchema>

export const contractorPersonSchema = z.object(
  fields(
    strings('id', 'name', 'idCard', 'phone', 'jobType'),
    nullableStrings('certType', 'certNo', 'certExpiry', 'certPhotoId'),
  ),
)
export type ContractorPerson = z.infer<typeof contractorPersonSchema>

export const contractorAssignmentSchema = z.object(
  fields(
    strings('id', 'contractorId', 'orgId', 'project', 'startDay', 'createdAt'),
    nullableStrings('orgName', 'endDay', 'remark'),
  ),
)
export type ContractorAssignment = z.infer<typeof contractorAssignmentSchema>

/** `admissionId`: the approved application that admitted (or last renewed) it. */
export const contractorDetailSchema = contractorRowSchema.extend(
  fields(
    strings('address', 'scope', 'admissionId'),
    nullableStrings('insuranceCompany', 'insurancePolicyNo', 'insuranceExpiry'),
    {
      docs: z.array(contractorDocSchema),
      persons: z.array(contractorPersonSchema),
      assignments: z.array(contractorAssignmentSchema),
    },
  ),
)
export type ContractorDetail = z.infer<typeof contractorDetailSchema>

/** What staff may correct; the credit code is the contractor's identity and stays. */
export const contractorEditSchema = z.object(
  fields({ id: idSchema, name: reqText(COMPANY_MAX) }, companyFields, { validUntil: daySchema }),
)
export type ContractorEdit = z.input<typeof contractorEditSchema>
export type ContractorEditBody = z.infer<typeof contractorEditSchema>

/** Blacklisting, and lifting it, both need a reason: it is what the history shows. */
export const contractorReasonSchema = z.object({ id: idSchema, reason: reqText(REASON_MAX) })
export type ContractorReason = z.input<typeof contractorReasonSchema>

export const contractorAssignSchema = z
  .object({
    contractorId: idSchema,
    /** The department that uses the contractor. */
    orgId: idSchema,
    project: reqText(PROJECT_MAX),
    startDay: daySchema,
    endDay: optDay,
    remark: optText(REMARK_MAX),
  })
  .refine(
    (a) => !a.endDay || a.endDay >= a.startDay,
    issueAt('endDay', 'end before start', 'krsEndBeforeStart'),
  )
export type ContractorAssign = z.input<typeof contractorAssignSchema>
export type ContractorAssignBody = z.infer<typeof contractorAssignSchema>

export const contractorHistoryQuerySchema = pageQuerySchema.extend({ contractorId: idSchema })
export type ContractorHistoryQuery = z.input<typeof contractorHistoryQuerySchema>

export const contractorChangeSchema = z.object(fields(strings('field'), nullableStrings('before', 'after')))
export type ContractorChange = z.infer<typeof contractorChangeSchema>

export const contractorHistorySchema = z.object({
  id: z.string(),
  event: z.enum(CONTRACTOR_EVENTS),
  /** Who did it; null for the system (an approval, the expiry job). */
  userName: z.string().nullable(),
  /** The fields that changed, before and after. */
  changes: z.array(contractorChangeSchema),
  /** A reason, or what was assigned. */
  note: z.string().nullable(),
  createdAt: z.string(),
})
export type ContractorHistory = z.infer<typeof contractorHistorySchema>

/**
 * `getContractorList`: the admitted contractors the phone's caller acts for (it applied for them,
 * or is their contact), with where they are assigned and their people, for the forms that follow.
 */
export const contractorOptionSchema = z.object(
  fields(strings('id', 'name', 'creditCode', 'validUntil'), {
    assignments: z.array(z.object(fields(strings('id', 'orgId', 'project'), nullableStrings('orgName')))),
    persons: z.array(
      z.object(fields(strings('id', 'name', 'jobType'), nullableStrings('certType', 'certExpiry'))),
    ),
  }),
)
export type ContractorOption = z.infer<typeof contractorOptionSchema>
