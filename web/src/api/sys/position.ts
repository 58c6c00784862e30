import type {
  PageResult,
  Position,
  positionAddSchema,
  positionPageQuerySchema,
  SchemaInput,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import type { PlainEntitySchemas } from '../entitySchemas'
import { read } from '../read'

/** What the position form sends (`add`; `edit` adds the id). */
export type PositionBody = SchemaInput<typeof positionAddSchema>

const base = '/sys/position'

export const positionApi = {
  ...crudApi<PlainEntitySchemas<'position'>>(base),
  /** Positions for pickers (paged, searched by name), in the caller's scope. */
  selector: read<PageResult<Position>, SchemaInput<typeof positionPageQuerySchema>>(
    `${base}/positionSelector`,
  ),
}
