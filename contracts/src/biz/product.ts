import { z } from 'zod'
import { nullableStrings, strings } from '../answers.js'
import { idSchema } from '../common.js'
import {
  bilingual,
  fields,
  optId,
  optText,
  publishedPageQuerySchema,
  reqText,
  searchKey,
  sortCode,
} from '../fields.js'
import {
  CATEGORY_NAME_MAX,
  CONTENT_RICH_MAX,
  categoryAddSchema,
  categoryOptionSchema,
  categoryPublicSchema,
  categoryRowSchema,
} from './content.js'
import { richText, sitePageQuerySchema } from './site.js'

// ---- Public (the site): published products by sort code, in the asked language ----

export const productPublicPageQuerySchema = sitePageQuerySchema
export const productPublicItemSchema = z.object(
  fields(strings('id', 'name'), nullableStrings('model', 'summary', 'coverId', 'categoryId', 'categoryName')),
)
export const productSpecPublicSchema = z.object({ name: z.string(), value: z.string() })
export const productPublicDetailSchema = productPublicItemSchema.extend({
  content: z.string().nullable(),
  imageIds: z.array(z.string()),
  specs: z.array(productSpecPublicSchema),
})
export const productCategoryPublicSchema = categoryPublicSchema
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
export const productSpecSchema = z.object(
  fields(bilingual('name', SPEC_NAME_MAX, reqText), bilingual('value', SPEC_VALUE_MAX, reqText)),
)

/**
 * A product as the form sends it: texts in Chinese and optionally English, rich text (sanitised by
 * the server), images as stored file ids in order (the first is the cover), specifications in order.
 * Publishing is its own call (`publish`, its own button).
 */
export const productAddSchema = z.object(
  fields(
    {
      categoryId: optId,
    },
    bilingual('name', NAME_MAX, reqText),
    {
      model: optText(MODEL_MAX),
    },
    bilingual('summary', SUMMARY_MAX),
    {
      content: richText(CONTENT_MAX),
      contentEn: richText(CONTENT_MAX),
      imageIds: z.array(idSchema).max(IMAGES_MAX).default([]),
      specs: z.array(productSpecSchema).max(SPECS_MAX).default([]),
      sortCode,
    },
  ),
)
export const productEditSchema = productAddSchema.extend({ id: idSchema })
export const productPageQuerySchema = publishedPageQuerySchema.extend({
  /** The name alone (Chinese). */
  name: searchKey,
  categoryId: idSchema.optional(),
})

export const productRowSchema = z.object(
  fields(
    strings('id', 'name', 'createdAt'),
    nullableStrings('categoryId', 'categoryName', 'nameEn', 'model', 'coverId'),
    {
      published: z.boolean(),
      sortCode: z.number(),
    },
  ),
)
export const productSpecRowSchema = z.object(
  fields(strings('name', 'value'), nullableStrings('nameEn', 'valueEn')),
)
export const productDetailSchema = productRowSchema.extend(
  fields(nullableStrings('summary', 'summaryEn', 'content', 'contentEn'), {
    imageIds: z.array(z.string()),
    specs: z.array(productSpecRowSchema),
  }),
)
export const productCategoryOptionSchema = categoryOptionSchema

export const productCategoryAddSchema = categoryAddSchema
export const productCategoryEditSchema = productCategoryAddSchema.extend({ id: idSchema })
export const productCategoryPageQuerySchema = publishedPageQuerySchema
/** `productCount`: how many products it holds. */
export const productCategoryRowSchema = categoryRowSchema('productCount')

export type ProductSpec = z.infer<typeof productSpecRowSchema>
export type ProductRow = z.infer<typeof productRowSchema>
export type ProductDetail = z.infer<typeof productDetailSchema>
export type ProductCategoryOption = z.infer<typeof productCategoryOptionSchema>
export type ProductCategoryRow = z.infer<typeof productCategoryRowSchema>
