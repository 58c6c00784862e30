import type { productCategoryAddSchema, SchemaInput } from '@portal/contracts'
import { publishApi } from './contentApi'

/** What the category form sends (`add`; `edit` adds the id). */
export type ProductCategoryBody = SchemaInput<typeof productCategoryAddSchema>

export const productCategoryApi = publishApi('productCategory')
