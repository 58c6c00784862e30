import type {
  configAddSchema,
  configEditBatchSchema,
  configEditSchema,
  configListQuerySchema,
  configPageQuerySchema,
  configRowSchema,
  configTestMailSchema,
  configTestSmsResultSchema,
  configTestSmsSchema,
  idListSchema,
  SchemaInput,
  SchemaOutput,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import { request } from '../request'
import { type OnProgress, uploadTo } from './file'

/** What the configuration form sends (`add`; `edit` adds the id). */
export type ConfigBody = SchemaInput<typeof configAddSchema>

const base = '/dev/config'

export const configApi = {
  ...crudApi<{
    record: typeof configRowSchema
    page: typeof configPageQuerySchema
    list: typeof configListQuerySchema
    detail: typeof configRowSchema
    add: typeof configAddSchema
    edit: typeof configEditSchema
    delete: typeof idListSchema
  }>(base),
  /** Stores a logo as a public file; resolves with the URL to save as the logo setting. */
  uploadLogo: (file: File, onProgress?: OnProgress) =>
    uploadTo<string>(`${base}/uploadLogo`, file, onProgress),
  /** For a secret an empty value keeps the stored one; `clear` empties it. */
  editBatch: (list: SchemaInput<typeof configEditBatchSchema>) =>
    request.post<unknown>(`${base}/editBatch`, list),
  sendTestMail: (body: SchemaInput<typeof configTestMailSchema>) =>
    request.post<unknown>(`${base}/sendTestMail`, body),
  testFileStorage: () =>
    request.post<{ engine: string; bucket: string; endpoint: string }>(`${base}/testFileStorage`, {}),
  sendTestSms: (body: SchemaInput<typeof configTestSmsSchema>) =>
    request.post<SchemaOutput<typeof configTestSmsResultSchema>>(`${base}/testSms`, body),
}
