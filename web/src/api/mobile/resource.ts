import type {
  idListSchema,
  MobileMenuModule,
  MobileResourceNode,
  mobileResourceAddSchema,
  mobileResourceEditSchema,
  mobileResourceSchema,
  SchemaInput,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import { read } from '../read'

/** What the mobile resource form sends (`add`; `edit` adds the id). */
export type MobileResourceBody = SchemaInput<typeof mobileResourceAddSchema>

const base = '/mobile/resource'

export const mobileResourceApi = {
  ...crudApi<{
    record: typeof mobileResourceSchema
    detail: typeof mobileResourceSchema
    add: typeof mobileResourceAddSchema
    edit: typeof mobileResourceEditSchema
    delete: typeof idListSchema
  }>(base),
  /** The whole tree (the table passes its paging parameters, which the tree ignores). */
  tree: read<MobileResourceNode[], object>(`${base}/tree`),
  /** The caller's phone menu (the phone pages read their entries and buttons from it). */
  menu: read<MobileMenuModule[]>('/mobile/menu'),
}
