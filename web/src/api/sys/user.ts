import type {
  importResultSchema,
  personPageSchema,
  personQuerySchema,
  resetPasswordResultSchema,
  SchemaInput,
  SchemaOutput,
  userAddSchema,
  userDeleteSchema,
  userDetailSchema,
  userEditSchema,
  userExportQuerySchema,
  userPageQuerySchema,
  userRowSchema,
  userStatusSchema,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import { read } from '../read'
import { request } from '../request'
import { grantCalls } from './grants'

/** What the user form sends (`add`; `edit` adds the id). */
export type UserBody = SchemaInput<typeof userAddSchema>

const base = '/sys/user'

export const userApi = {
  ...crudApi<{
    record: typeof userRowSchema
    page: typeof userPageQuerySchema
    detail: typeof userDetailSchema
    add: typeof userAddSchema
    edit: typeof userEditSchema
    delete: typeof userDeleteSchema
  }>(base),
  ...grantCalls(base),
  updateStatus: (id: string, userStatus: SchemaInput<typeof userStatusSchema>['userStatus']) =>
    request.post<unknown>(`${base}/updateStatus`, { id, userStatus }),
  /** Removes the user's one-time password (a lost authenticator). */
  resetOtp: (id: string) => request.post<unknown>(`${base}/resetOtp`, { id }),
  resetPassword: (id: string) =>
    request.post<SchemaOutput<typeof resetPasswordResultSchema>>(`${base}/resetPassword`, { id }),
  ownRole: read<string[], { id: string }>(`${base}/ownRole`),
  grantRole: (id: string, roleIdList: string[]) =>
    request.post<unknown>(`${base}/grantRole`, { id, roleIdList }),
  /** Paged person selector (20 a page unless `size` says otherwise). */
  personSelector: read<SchemaOutput<typeof personPageSchema>, SchemaInput<typeof personQuerySchema>>(
    `${base}/personSelector`,
  ),
  downloadImportTemplate: () => request.download(`${base}/downloadImportTemplate`),
  /** Import from .xlsx (base64). Errors per row come back in the rejection's `data.errors`. */
  import: (fileBase64: string) =>
    request.post<SchemaOutput<typeof importResultSchema>>(`${base}/import`, { fileBase64 }),
  export: (query: SchemaInput<typeof userExportQuerySchema>) => request.download(`${base}/export`, query),
}
