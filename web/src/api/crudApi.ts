import type { AnySchema, PageResult, SchemaInput, SchemaOutput } from '@portal/contracts'
import { keyOf, type Read, read } from './read'
import { request } from './request'

/**
 * The contract's schemas of an entity's uniform calls (types only: `typeof userAddSchema`). `record`
 * is what its lists answer; each other key names a call the entity has and the schema of that call:
 * the query of `page` and `list`, the answer of `detail`, the body of `add` and `edit`, the id list of
 * `delete`. A call whose key is missing does not exist for the entity.
 */
export interface EntitySchemas {
  record: AnySchema
  page?: AnySchema
  list?: AnySchema
  detail?: AnySchema
  add?: AnySchema
  edit?: AnySchema
  delete?: AnySchema
}

type Row<S extends EntitySchemas> = SchemaOutput<S['record']>

/** The calls `crudApi` gives for schemas `S` (only those `S` names). */
export type CrudApi<S extends EntitySchemas> = {
  /** The cache key of everything read under the entity's path (what a change invalidates). */
  key: readonly string[]
} & (S['page'] extends AnySchema ? { page: Read<SchemaInput<S['page']>, PageResult<Row<S>>> } : unknown) &
  (S['list'] extends AnySchema ? { list: Read<SchemaInput<S['list']>, Row<S>[]> } : unknown) &
  (S['detail'] extends AnySchema ? { detail: Read<{ id: string }, SchemaOutput<S['detail']>> } : unknown) &
  (S['add'] extends AnySchema ? { add: (body: SchemaInput<S['add']>) => Promise<string> } : unknown) &
  (S['edit'] extends AnySchema ? { edit: (body: SchemaInput<S['edit']>) => Promise<unknown> } : unknown) &
  (S['delete'] extends AnySchema ? { delete: (ids: string[]) => Promise<unknown> } : unknown)

/**
 * The uniform calls of the entity under `base` (`/sys/user`): `GET page`, `GET list`,
 * `GET detail?id=`, `POST add`, `POST edit`, `POST delete` with `[{id}]`, typed by the contract's
 * schemas `S`. Entity-specific calls (grants, trees, copy, export…) go beside them in the entity's
 * API object: `{ ...crudApi<S>('/sys/org'), copy: … }`.
 */
export function crudApi<S extends EntitySchemas>(base: string): CrudApi<S> {
  // Every call is built; the type offers only those the schemas name.
  const calls = {
    key: keyOf(base),
    page: read(`${base}/page`),
    list: read(`${base}/list`),
    detail: read(`${base}/detail`),
    add: (body: object) => request.post<string>(`${base}/add`, body),
    edit: (body: object) => request.post<unknown>(`${base}/edit`, body),
    delete: (ids: string[]) =>
      request.post<unknown>(
        `${base}/delete`,
        ids.map((id) => ({ id })),
      ),
  }
  return calls as unknown as CrudApi<S>
}
