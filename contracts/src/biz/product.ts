import { z } from 'zod'
import { idSchema, pageQuerySchema } from '../common.js'
import { optId, reqText, searchKey, sortCode } from '../fields.js'
import { CONTENT_RICH_MAX } from './content.js'
import { enText, richText, sitePageQuerySchema } from './site.js'

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

// ---- Admin (the back-office): products and their categories ----

const NAME_MAX = 128
const MODEL_MAX = 64
const SUMMARY_MAX = 500
/** Rich text of one language (a TEXT column: the server checks its bytes once sanitised too). */
const CONTENT_MAX = CONTENT_RICH_MAX
const SPECS_MAX = 50
const SPEC_NAME_MAX = 64
const SPEC_VALUE_MAX = 255
const IMAGES_MAX = 9
const CATEGORY_NAME_MAX = 64

/** Longest values of a product's fields (the web's inputs read these; the schemas the constants). */
export const PRODUCT_LIMITS = {
  name: NAME_MAX,
  model: MODEL_MAX,
  summary: SUMMARY_MAX,
  content: CONTENT_MAX,
  specs: SPECS_MAX,
  specName: SPEC_NAME_MAX,
  specValue: SPEC_VALUE_MAX,
  images: IMAGES_MAX,
} as const
export const PRODUCT_CATEGORY_LIMITS = { name: CATEGORY_NAME_MAX } as const

/** One specification row (its place in the list is its order): a name and a value, each with English. */
export const productSpecSchema = z.object({
  name: reqText(SPEC_NAME_MAX),
  nameEn: enText(SPEC_NAME_MAX),
  value: reqText(SPEC_VALUE_MAX),
  valueEn: enText(SPEC_VALUE_MAX),
})

/**
 * A product as the form sends it: texts in Chinese and optionally English, rich text (sanitised by
 * the server), images as stored file ids in order (the first is the cover), specifications in order.
 * Publishing is its own call (`publish`, its own button).
 */
export const productAddSchema = z.object({
  categoryId: optId,
  name: reqText(NAME_MAX),
  nameEn: enText(NAME_MAX),
  model: enText(MODEL_MAX),
  summary: enText(SUMMARY_MAX),
  summaryEn: enText(SUMMARY_MAX),
  content: richText(CONTENT_MAX),
  contentEn: richText(CONTENT_MAX),
  imageIds: z.array(idSchema).max(IMAGES_MAX).default([]),
  specs: z.array(productSpecSchema).max(SPECS_MAX).default([]),
  sortCode,
})
export const productEditSchema = productAddSchema.extend({ id: idSchema })
export const productPageQuerySchema = pageQuerySchema.extend({
  searchKey,
  /** The name alone (Chinese). */
  name: searchKey,
  categoryId: idSchema.optional(),
  published: z.enum(['0', '1']).optional(),
})

export const productRowSchema = z.object({
  id: z.string(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  name: z.string(),
  nameEn: z.string().nullable(),
  model: z.string().nullable(),
  coverId: z.string().nullable(),
  published: z.boolean(),
  sortCode: z.number(),
  createdAt: z.string(),
})
export const productSpecRowSchema = z.object({
  name: z.string(),
  nameEn: z.string().nullable(),
  value: z.string(),
  valueEn: z.string().nullable(),
})
export const productDetailSchema = productRowSchema.extend({
  summary: z.string().nullable(),
  summaryEn: z.string().nullable(),
  content: z.string().nullable(),
  contentEn: z.string().nullable(),
  imageIds: z.array(z.string()),
  specs: z.array(productSpecRowSchema),
})
/** The categories a product form offers (published or not). */
export const productCategoryOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  published: z.boolean(),
})

export const productCategoryAddSchema = z.object({
  name: reqText(CATEGORY_NAME_MAX),
  nameEn: enText(CATEGORY_NAME_MAX),
  sortCode,
})
export const productCategoryEditSchema = productCategoryAddSchema.extend({ id: idSchema })
export const productCategoryPageQuerySchema = pageQuerySchema.extend({
  searchKey,
  published: z.enum(['0', '1']).optional(),
})
export const productCategoryRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  published: z.boolean(),
  sortCode: z.number(),
  /** How many products it holds (a category holding any cannot be deleted). */
  productCount: z.number(),
  createdAt: z.string(),
})

export type ProductSpec = z.infer<typeof productSpecRowSchema>
export type ProductRow = z.infer<typeof productRowSchema>
export type ProductDetail = z.infer<typeof productDetailSchema>
export type ProductCategoryOption = z.infer<typeof productCategoryOptionSchema>
export type ProductCategoryRow = z.infer<typeof productCategoryRowSchema>
