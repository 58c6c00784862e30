import type {
  idListSchema,
  productCategoryAddSchema,
  productCategoryEditSchema,
  productCategoryPageQuerySchema,
  productCategoryRowSchema,
  SchemaInput,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import { request } from '../request'

/** What the category form sends (`add`; `edit` adds the id). */
export type ProductCategoryBody = SchemaInput<typeof productCategoryAddSchema>

const base = '/biz/productCategory'

export const productCategoryApi = {
  ...crudApi<{
    record: typeof productCategoryRowSchema
    page: typeof productCategoryPageQuerySchema
    detail: typeof productCategoryRowSchema
    add: typeof productCategoryAddSchema
    edit: typeof productCategoryEditSchema
    delete: typeof idListSchema
  }>(base),
  publish: (idList: string[], published: boolean) =>
    request.post<unknown>(`${base}/publish`, { idList, published }),
}
