import { z } from 'zod'

// ---- Public (the site): published links by sort code, in the asked language ----

export const linkPublicSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  logoId: z.string().nullable(),
})
export type LinkPublic = z.infer<typeof linkPublicSchema>
