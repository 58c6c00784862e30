/**
 * What the server answers (rows, details): fields named in groups by type, joined with `fields(...)`
 * (`fields.ts`) into one shape, and trees of such records.
 */
import { z } from 'zod'

// Plain functions, no curried `fieldsOf(z.string())` at module level: the web bundler keeps such a
// value even unused, and zod with it.
/** `{ a: type, b: type, … }`: the answer fields `keys`, all of one type. */
const fieldsOf = <K extends string, T extends z.ZodType>(keys: K[], type: T) =>
  Object.fromEntries(keys.map((k) => [k, type])) as { [P in K]: T }
/** Answer fields holding text. */
export const strings = <K extends string>(...keys: K[]) => fieldsOf(keys, z.string())
/** Answer fields holding text, or null where none is stored. */
export const nullableStrings = <K extends string>(...keys: K[]) => fieldsOf(keys, z.string().nullable())
/** Answer fields that some answers leave out (a list, a field not granted): text, null or absent. */
export const optionalStrings = <K extends string>(...keys: K[]) =>
  fieldsOf(keys, z.string().nullable().optional())
export const numbers = <K extends string>(...keys: K[]) => fieldsOf(keys, z.number())
export const booleans = <K extends string>(...keys: K[]) => fieldsOf(keys, z.boolean())

/** A record of a tree with the records below it (`children`), of the same kind. */
export type TreeNode<T> = T & { children?: TreeNode<T>[] }
/**
 * The schema of a tree whose nodes are `node` records. `id` names it in the API document: a schema
 * that holds itself can only be written there as a named component that refers to itself.
 */
export const treeOf = <S extends z.ZodObject>(node: S, id: string) => {
  // zod cannot follow the recursion through the generic `extend`: the node's type is stated.
  const tree: z.ZodType<TreeNode<z.infer<S>>> = z.lazy(
    () => node.extend({ children: z.array(tree).optional() }) as unknown as z.ZodType<TreeNode<z.infer<S>>>,
  )
  z.globalRegistry.add(tree, { id })
  return tree
}
