import type { recruitAddSchema, SchemaInput } from '@portal/contracts'
import { contentApi } from './contentApi'

/** What the position form sends (`add`; `edit` adds the id). */
export type RecruitBody = SchemaInput<typeof recruitAddSchema>

/** Positions: `publish` opens (shows under Careers) or closes them. */
export const recruitApi = contentApi('recruit')
