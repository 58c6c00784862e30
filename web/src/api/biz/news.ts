import type { NewsCategoryOption, newsAddSchema, SchemaInput } from '@portal/contracts'
import { read } from '../read'
import { contentApi } from './contentApi'

/** What the news form sends (`add`; `edit` adds the id). */
export type NewsBody = SchemaInput<typeof newsAddSchema>

export const newsApi = {
  /** Its upload stores a cover (or an image inside the content) as a public content image. */
  ...contentApi('news'),
  /** Every category, for the form's choice and the list's filter. */
  categoryOptions: read<NewsCategoryOption[]>('/biz/news/categoryOptions'),
}
