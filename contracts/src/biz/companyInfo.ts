import { z } from 'zod'

/** Well-known section codes: PROFILE is the home page's introduction and leads the profile page. */
export const COMPANY_INFO_PROFILE = 'PROFILE'

// ---- Public (the site): published sections by sort code, in the asked language ----

export const companyInfoPublicSchema = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  content: z.string().nullable(),
  imageId: z.string().nullable(),
})
export type CompanyInfoPublic = z.infer<typeof companyInfoPublicSchema>
