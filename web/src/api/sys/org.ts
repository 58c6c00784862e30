import type { OrgTreeNode, orgAddSchema, orgTreeQuerySchema, SchemaInput } from '@portal/contracts'
import { crudApi } from '../crudApi'
import type { PlainEntitySchemas } from '../entitySchemas'
import { read } from '../read'
import { request } from '../request'

/** What the organisation form sends (`add`; `edit` adds the id). */
export type OrgBody = SchemaInput<typeof orgAddSchema>

const base = '/sys/org'

export const orgApi = {
  ...crudApi<PlainEntitySchemas<'org'>>(base),
  tree: read<OrgTreeNode[], SchemaInput<typeof orgTreeQuerySchema>>(`${base}/tree`),
  /** The organisation tree for selectors on any page (login only). */
  selector: read<OrgTreeNode[]>(`${base}/orgTreeSelector`),
  copy: (id: string, targetParentId: string) => request.post<string>(`${base}/copy`, { id, targetParentId }),
}
