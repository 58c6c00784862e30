import type {
  idListSchema,
  PageResult,
  PrintDoc,
  PrintLayout,
  PrintList,
  PrintLogRow,
  PrintVersion,
  printLogPageQuerySchema,
  printTemplateAddSchema,
  printTemplateDetailSchema,
  printTemplateEditSchema,
  printTemplatePageQuerySchema,
  printTemplateRowSchema,
  SchemaInput,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import { read } from '../read'
import { type ApiError, request } from '../request'

/** What the template form sends (`add`; `edit` adds the id). */
export type PrintTemplateBody = SchemaInput<typeof printTemplateAddSchema>

const base = '/dev/printTemplate'

/**
 * A PDF the server renders, as a Blob; a refusal (an envelope, not a PDF) rejects with the server's
 * message, so the caller can say why (no template yet, a field out of range…).
 */
async function pdf(method: 'GET' | 'POST', url: string, payload?: object): Promise<Blob> {
  const res = await request.request<{ data: Blob; headers: Record<string, unknown> }>({
    method,
    url,
    ...(method === 'GET' ? { params: payload } : { data: payload }),
    responseType: 'blob',
    validateStatus: () => true,
  })
  if (String(res.headers['content-type'] ?? '').startsWith('application/pdf')) return res.data
  let refusal: ApiError
  try {
    refusal = JSON.parse(await res.data.text()) as ApiError
  } catch {
    refusal = { code: 503, msg: '', data: null }
  }
  throw refusal
}

export const printTemplateApi = {
  ...crudApi<{
    record: typeof printTemplateRowSchema
    page: typeof printTemplatePageQuerySchema
    detail: typeof printTemplateDetailSchema
    add: typeof printTemplateAddSchema
    edit: typeof printTemplateEditSchema
    delete: typeof idListSchema
  }>(base),
  docTypes: read<PrintDoc[]>(`${base}/docTypes`),
  choices: read<Array<{ id: string; name: string; isDefault: boolean }>, { docType: string }>(
    `${base}/choices`,
  ),
  versions: read<PrintVersion[], { id: string }>(`${base}/versions`),
  logPage: read<PageResult<PrintLogRow>, SchemaInput<typeof printLogPageQuerySchema>>(`${base}/log/page`),
  restore: (id: string, version: number) => request.post<unknown>(`${base}/restore`, { id, version }),
  /** Where the designer loads the CJK font the server prints with. */
  fontUrl: `/api${base}/font`,
  preview: (body: PrintLayout & { docType: string }) => pdf('POST', `${base}/preview`, body),
  print: (docType: string, id: string, templateId?: string) =>
    pdf('GET', `${base}/print/${docType}`, templateId ? { id, templateId } : { id }),
  printList: (body: PrintList) => pdf('POST', `${base}/printList`, body),
}
