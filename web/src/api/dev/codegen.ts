import type {
  CodegenCatalog,
  CodegenLiveTable,
  CodegenPreview,
  CodegenWriteResult,
  codegenAddSchema,
  SchemaInput,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import type { RowEntitySchemas } from '../entitySchemas'
import { read } from '../read'
import { request } from '../request'

/** What the configuration editor sends (`add`; `edit` adds the id). */
export type CodegenBody = SchemaInput<typeof codegenAddSchema>

const base = '/dev/codegen'

/** Code generation: saved configurations, the live schema, preview, zip and writing into the tree. */
export const codegenApi = {
  ...crudApi<RowEntitySchemas<'codegen'>>(base),
  tables: read<CodegenLiveTable[]>(`${base}/tables`),
  catalogs: read<CodegenCatalog[]>(`${base}/catalogs`),
  preview: (id: string) => request.get<CodegenPreview>(`${base}/preview`, { id }),
  download: (id: string) => request.download(`${base}/download`, { id }),
  write: (id: string) => request.post<CodegenWriteResult>(`${base}/write`, { id }),
}
