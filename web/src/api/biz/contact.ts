import { type ContentBody, contentApi } from './contentApi'

/** What the contact form sends (`add`; `edit` adds the id). */
export type ContactBody = ContentBody<'contact'>

export const contactApi = contentApi('contact')
