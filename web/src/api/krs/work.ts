import type {
  PassCheck,
  passRevokeSchema,
  SchemaInput,
  WorkDetail,
  workPageQuerySchema,
  workRowSchema,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import { read } from '../read'
import { request } from '../request'

const base = '/krs/work'

/**
 * Entry-work applications as staff read them: the records page's list, one application (its form,
 * workers, passes without their codes, trail), which its approvers may read too; what the gate sees
 * for a pass code; taking a pass back.
 */
export const workApi = {
  ...crudApi<{ record: typeof workRowSchema; page: typeof workPageQuerySchema }>(base),
  detail: read<WorkDetail, { id: string }>(`${base}/detail`),
  checkPass: read<PassCheck, { code: string }>(`${base}/checkPass`),
  revokePass: (body: SchemaInput<typeof passRevokeSchema>) =>
    request.post<unknown>(`${base}/revokePass`, body),
}
