import { type ContentBody, contentApi } from './contentApi'

/** What the page form sends (`add`; `edit` adds the id). */
export type PageBody = ContentBody<'page'>

export const pageApi = contentApi('page')
