import { z } from 'zod'
import { sitePageQuerySchema } from './site.js'

// ---- Public (the site): published products by sort code, in the asked language ----

export const productPublicPageQuerySchema = sitePageQuerySchema
export const productPublicItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  model: z.string().nullable(),
  summary: z.string().nullable(),
  coverId: z.string().nullable(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
})
export const productSpecPublicSchema = z.object({ name: z.string(), value: z.string() })
export const productPublicDetailSchema = productPublicItemSchema.extend({
  content: z.string().nullable(),
  imageIds: z.array(z.string()),
  specs: z.array(productSpecPublicSchema),
})
export const productCategoryPublicSchema = z.object({ id: z.string(), name: z.string() })
export type ProductPublicItem = z.infer<typeof productPublicItemSchema>
export type ProductPublicDetail = z.infer<typeof productPublicDetailSchema>
export type ProductCategoryPublic = z.infer<typeof productCategoryPublicSchema>
