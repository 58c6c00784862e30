import type {
  DictTreeNode,
  dictAddSchema,
  dictEditSchema,
  dictListQuerySchema,
  dictPageQuerySchema,
  dictSchema,
  idListSchema,
  SchemaInput,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import { read } from '../read'

/** What the dictionary form sends (`add`; `edit` adds the id). */
export type DictBody = SchemaInput<typeof dictAddSchema>
export type DictCategory = DictBody['category']

const base = '/dev/dict'

export const dictApi = {
  ...crudApi<{
    record: typeof dictSchema
    page: typeof dictPageQuerySchema
    list: typeof dictListQuerySchema
    detail: typeof dictSchema
    add: typeof dictAddSchema
    edit: typeof dictEditSchema
    delete: typeof idListSchema
  }>(base),
  /** The types of one category with their items. */
  tree: read<DictTreeNode[], { category: DictCategory }>(`${base}/tree`),
  /**
   * The whole tree (public), cached in the browser as DICT_TYPE_TREE_DATA. Failures are silent: the
   * shell keeps the stored tree.
   */
  wholeTree: read<DictTreeNode[]>(`${base}/tree`, { silent: true }),
}
