import type { AdmissionDetail, admissionPageQuerySchema, admissionRowSchema } from '@portal/contracts'
import { crudApi } from '../crudApi'
import { read } from '../read'

const base = '/krs/admission'

/**
 * Contractor admission applications as staff read them: the records page's list, and one
 * application (its form, documents, people and trail), which its approvers may read too.
 */
export const admissionApi = {
  ...crudApi<{ record: typeof admissionRowSchema; page: typeof admissionPageQuerySchema }>(base),
  detail: read<AdmissionDetail, { id: string }>(`${base}/detail`),
}
