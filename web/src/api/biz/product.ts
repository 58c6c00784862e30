import type { ProductCategoryOption, productAddSchema, SchemaInput } from '@portal/contracts'
import { read } from '../read'
import { contentApi } from './contentApi'

/** What the product form sends (`add`; `edit` adds the id). */
export type ProductBody = SchemaInput<typeof productAddSchema>

export const productApi = {
  /** Its upload stores a product image (or an image inside its content) as a public content image. */
  ...contentApi('product'),
  /** Every category, for the form's choice and the list's filter. */
  categoryOptions: read<ProductCategoryOption[]>('/biz/product/categoryOptions'),
}
