import { type ContentBody, contentApi } from './contentApi'

/** What the slide form sends (`add`; `edit` adds the id). */
export type SlideBody = ContentBody<'slide'>

export const slideApi = contentApi('slide')
