import type { newsCategoryAddSchema, SchemaInput } from '@portal/contracts'
import { publishApi } from './contentApi'

/** What the category form sends (`add`; `edit` adds the id). */
export type NewsCategoryBody = SchemaInput<typeof newsCategoryAddSchema>

export const newsCategoryApi = publishApi('newsCategory')
