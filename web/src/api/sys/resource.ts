import type {
  buttonAddSchema,
  buttonEditSchema,
  childPageQuerySchema,
  fieldAddSchema,
  fieldEditSchema,
  idListSchema,
  menuAddSchema,
  menuEditSchema,
  menuTreeQuerySchema,
  moduleAddSchema,
  moduleEditSchema,
  modulePageQuerySchema,
  ResourceRecord,
  ResourceTreeNode,
  resourceSchema,
  SchemaInput,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import { read } from '../read'
import { request } from '../request'

/** What the module, menu and button/field forms send (`add`; `edit` adds the id). */
export type ModuleBody = SchemaInput<typeof moduleAddSchema>
export type MenuBody = SchemaInput<typeof menuAddSchema>
export type ChildBody = SchemaInput<typeof buttonAddSchema>
/** The resources a menu holds: buttons (permission codes) and fields (field-permission codes). */
export type ChildKind = 'button' | 'field'

const base = '/sys/resource'

export const resourceApi = {
  module: crudApi<{
    record: typeof resourceSchema
    page: typeof modulePageQuerySchema
    detail: typeof resourceSchema
    add: typeof moduleAddSchema
    edit: typeof moduleEditSchema
    delete: typeof idListSchema
  }>(`${base}/module`),
  menu: {
    ...crudApi<{
      record: typeof resourceSchema
      detail: typeof resourceSchema
      add: typeof menuAddSchema
      edit: typeof menuEditSchema
      delete: typeof idListSchema
    }>(`${base}/menu`),
    tree: read<ResourceTreeNode[], SchemaInput<typeof menuTreeQuerySchema>>(`${base}/menu/tree`),
    moduleSelector: read<ResourceRecord[]>(`${base}/menu/moduleSelector`),
    changeModule: (id: string, moduleId: string) =>
      request.post<unknown>(`${base}/menu/changeModule`, { id, moduleId }),
  },
  button: crudApi<{
    record: typeof resourceSchema
    page: typeof childPageQuerySchema
    detail: typeof resourceSchema
    add: typeof buttonAddSchema
    edit: typeof buttonEditSchema
    delete: typeof idListSchema
  }>(`${base}/button`),
  field: crudApi<{
    record: typeof resourceSchema
    page: typeof childPageQuerySchema
    detail: typeof resourceSchema
    add: typeof fieldAddSchema
    edit: typeof fieldEditSchema
    delete: typeof idListSchema
  }>(`${base}/field`),
}
