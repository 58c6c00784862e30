/**
 * `roots` with every row below them by `parentId`, among `rows` (a tree table read whole: menus with
 * their buttons and fields, dictionaries with their items).
 */
export function withDescendants(
  rows: ReadonlyArray<{ id: string; parentId: string }>,
  roots: Iterable<string>,
): Set<string> {
  const children = new Map<string, string[]>()
  for (const r of rows) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id])
  const ids = new Set(roots)
  // A Set's iteration also visits what is added during it: each level's children in turn.
  for (const id of ids) for (const child of children.get(id) ?? []) ids.add(child)
  return ids
}
