import type { AnySchema, idListSchema } from '@portal/contracts'

type Contracts = typeof import('@portal/contracts')
/**
 * The schema the contracts export as `name` (types only: nothing of zod reaches the browser); a name
 * they do not export is no schema, so `crudApi` refuses it.
 */
type Named<Name extends string> = Name extends keyof Contracts
  ? Extract<Contracts[Name], AnySchema>
  : `the contracts export no ${Name}`

/**
 * The schemas of an admin entity `n` named the usual way, for `crudApi<…>`: `<n>Schema` (its list
 * record and its detail), `<n>PageQuerySchema`, `<n>AddSchema`, `<n>EditSchema`, delete by id list.
 */
export type PlainEntitySchemas<N extends string> = {
  record: Named<`${N}Schema`>
  page: Named<`${N}PageQuerySchema`>
  detail: Named<`${N}Schema`>
  add: Named<`${N}AddSchema`>
  edit: Named<`${N}EditSchema`>
  delete: typeof idListSchema
}

/**
 * The schemas of an entity `n` whose list rows are not its detail, named the usual way:
 * `<n>RowSchema`, `<n>PageQuerySchema`, `<n>DetailSchema`, `<n>AddSchema`, `<n>EditSchema`.
 */
export type RowEntitySchemas<N extends string> = Omit<PlainEntitySchemas<N>, 'record' | 'detail'> & {
  record: Named<`${N}RowSchema`>
  detail: Named<`${N}DetailSchema`>
}

/** The schema exported as `name`, or never: a call the entity does not have. */
type NamedIfAny<Name extends string> = Extract<Contracts[Name & keyof Contracts], AnySchema>
/** A call whose schema the contracts do not export does not exist (categories have no detail). */
type Optional<S> = [S] extends [never] ? undefined : S

/**
 * The schemas of a site entity `N` (news, categories, résumés): `<n>RowSchema` and, for the calls the
 * entity has, `<n>PageQuerySchema`, `<n>DetailSchema`, `<n>AddSchema`, `<n>EditSchema`; delete.
 */
export type SchemasOf<N extends string> = {
  record: NamedIfAny<`${N}RowSchema`>
  page: Optional<NamedIfAny<`${N}PageQuerySchema`>>
  detail: Optional<NamedIfAny<`${N}DetailSchema`>>
  add: Optional<NamedIfAny<`${N}AddSchema`>>
  edit: Optional<NamedIfAny<`${N}EditSchema`>>
  delete: typeof idListSchema
}
