import type {
  idListSchema,
  newsCategoryAddSchema,
  newsCategoryEditSchema,
  newsCategoryPageQuerySchema,
  newsCategoryRowSchema,
  SchemaInput,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import { request } from '../request'

/** What the category form sends (`add`; `edit` adds the id). */
export type NewsCategoryBody = SchemaInput<typeof newsCategoryAddSchema>

const base = '/biz/newsCategory'

export const newsCategoryApi = {
  ...crudApi<{
    record: typeof newsCategoryRowSchema
    page: typeof newsCategoryPageQuerySchema
    detail: typeof newsCategoryRowSchema
    add: typeof newsCategoryAddSchema
    edit: typeof newsCategoryEditSchema
    delete: typeof idListSchema
  }>(base),
  publish: (idList: string[], published: boolean) =>
    request.post<unknown>(`${base}/publish`, { idList, published }),
}
