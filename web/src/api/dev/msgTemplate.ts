import type {
  SchemaInput,
  TemplateRecord,
  TemplateRendered,
  templateBodySchema,
  templateKeySchema,
  templatePreviewSchema,
} from '@portal/contracts'
import { keyOf, read } from '../read'
import { request } from '../request'

const base = '/dev/msgTemplate'

/** Message templates: the SMS and e-mail each kind of message is sent with (`core/messages.ts`). */
export const msgTemplateApi = {
  key: keyOf(base),
  list: read<TemplateRecord[]>(`${base}/list`),
  edit: (body: SchemaInput<typeof templateBodySchema>) => request.post<TemplateRecord>(`${base}/edit`, body),
  reset: (key: SchemaInput<typeof templateKeySchema>) => request.post<TemplateRecord>(`${base}/reset`, key),
  preview: (body: SchemaInput<typeof templatePreviewSchema>) =>
    request.post<TemplateRendered>(`${base}/preview`, body),
}
