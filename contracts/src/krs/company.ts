import { idSchema } from '../common.js'
import { optDay, optText, phoneSchema, reqText } from '../fields.js'

/**
 * What an admission and the contractor it makes share: an approved admission becomes the
 * contractor's record, which staff may correct, so both take the same company details and lengths
 * (a visitor names a person and a company too).
 */
export const COMPANY_MAX = 128
export const PERSON_MAX = 64
export const ADDRESS_MAX = 255
export const SCOPE_MAX = 1000
export const DOC_NO_MAX = 64

/** The company's details past its name and credit code. */
export const companyFields = {
  legalRep: reqText(PERSON_MAX),
  address: reqText(ADDRESS_MAX),
  contactName: reqText(PERSON_MAX),
  contactPhone: phoneSchema,
  /** The department that brings the contractor in (its director approves an admission's first step). */
  hostOrgId: idSchema,
  scope: reqText(SCOPE_MAX),
  insuranceCompany: optText(COMPANY_MAX),
  insurancePolicyNo: optText(DOC_NO_MAX),
  insuranceExpiry: optDay,
}
