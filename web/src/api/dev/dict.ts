import type { DictTreeNode, dictAddSchema, dictListQuerySchema, SchemaInput } from '@portal/contracts'
import { crudApi } from '../crudApi'
import type { PlainEntitySchemas } from '../entitySchemas'
import { read } from '../read'

/** What the dictionary form sends (`add`; `edit` adds the id). */
export type DictBody = SchemaInput<typeof dictAddSchema>
export type DictCategory = DictBody['category']

const base = '/dev/dict'

export const dictApi = {
  ...crudApi<PlainEntitySchemas<'dict'> & { list: typeof dictListQuerySchema }>(base),
  /** The types of one category with their items. */
  tree: read<DictTreeNode[], { category: DictCategory }>(`${base}/tree`),
  /**
   * The whole tree (public), cached in the browser as DICT_TYPE_TREE_DATA. Failures are silent: the
   * shell keeps the stored tree.
   */
  wholeTree: read<DictTreeNode[]>(`${base}/tree`, { silent: true }),
}
