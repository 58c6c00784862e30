import { type ContentBody, contentApi } from './contentApi'

/** What the companyInfo form sends (`add`; `edit` adds the id). */
export type CompanyInfoBody = ContentBody<'companyInfo'>

export const companyInfoApi = contentApi('companyInfo')
