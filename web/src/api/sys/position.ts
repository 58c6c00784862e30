import type {
  idListSchema,
  PageResult,
  Position,
  positionAddSchema,
  positionEditSchema,
  positionPageQuerySchema,
  positionSchema,
  SchemaInput,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import { read } from '../read'

/** What the position form sends (`add`; `edit` adds the id). */
export type PositionBody = SchemaInput<typeof positionAddSchema>

const base = '/sys/position'

export const positionApi = {
  ...crudApi<{
    record: typeof positionSchema
    page: typeof positionPageQuerySchema
    detail: typeof positionSchema
    add: typeof positionAddSchema
    edit: typeof positionEditSchema
    delete: typeof idListSchema
  }>(base),
  /** Positions for pickers (paged, searched by name), in the caller's scope. */
  selector: read<PageResult<Position>, SchemaInput<typeof positionPageQuerySchema>>(
    `${base}/positionSelector`,
  ),
}
