import { idListSchema } from '@portal/contracts'
import { z } from 'zod'
import type { RouteDef } from './route.js'

type Write<B extends z.ZodType> = Pick<RouteDef<z.ZodUnknown, B>, 'summary' | 'handler' | 'response'> & {
  body: B
}

/**
 * The add, edit and delete routes of a page's rows, for the holders of the buttons the seed's
 * `crud(buttons, …)` makes: `POST base/add` (answers the new id), `base/edit` and `base/delete` (a
 * list of ids; both answer nothing). The page gives each one's summary, body and handler (and a
 * `response` where its answer differs); each goes to `defineRoute`.
 */
export function crudRoutes<A extends z.ZodType, E extends z.ZodType>(
  base: string,
  tags: string[],
  buttons: string,
  routes: { add: Write<A>; edit: Write<E>; delete: Omit<Write<typeof idListSchema>, 'body'> },
): Array<RouteDef<z.ZodUnknown, z.ZodType>> {
  const post = <B extends z.ZodType>(path: string, button: string, def: Write<B>, response: z.ZodType) =>
    ({
      method: 'POST',
      url: `${base}/${path}`,
      perm: { button: `${buttons}${button}` },
      tags,
      ...def,
      response: def.response ?? response,
    }) as RouteDef<z.ZodUnknown, z.ZodType>
  return [
    post('add', 'Add', routes.add, z.string()),
    post('edit', 'Edit', routes.edit, z.null()),
    post('delete', 'Delete', { ...routes.delete, body: idListSchema }, z.null()),
  ]
}
