import { type ContentBody, contentApi } from './contentApi'

/** What the history form sends (`add`; `edit` adds the id). */
export type HistoryBody = ContentBody<'history'>

export const historyApi = contentApi('history')
