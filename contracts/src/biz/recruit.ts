import { z } from 'zod'

// ---- Public (the site): open positions by sort code, in the asked language ----

export const recruitPublicItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  department: z.string().nullable(),
  location: z.string().nullable(),
  education: z.string().nullable(),
  salary: z.string().nullable(),
  headcount: z.number(),
  /** When it was last opened or changed. */
  updatedAt: z.string(),
})
export const recruitPublicDetailSchema = recruitPublicItemSchema.extend({
  description: z.string().nullable(),
})
export type RecruitPublicItem = z.infer<typeof recruitPublicItemSchema>
export type RecruitPublicDetail = z.infer<typeof recruitPublicDetailSchema>
