import { type ContentBody, contentApi } from './contentApi'

/** What the link form sends (`add`; `edit` adds the id). */
export type LinkBody = ContentBody<'link'>

export const linkApi = contentApi('link')
