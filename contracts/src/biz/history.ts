import { z } from 'zod'

// ---- Public (the site): published events, oldest first, in the asked language ----

export const historyPublicSchema = z.object({
  id: z.string(),
  /** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'. */
  eventDate: z.string(),
  title: z.string(),
  content: z.string().nullable(),
  imageId: z.string().nullable(),
})
export type HistoryPublic = z.infer<typeof historyPublicSchema>
