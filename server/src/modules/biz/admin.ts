import { idQuerySchema, pageResultSchema, publishSchema, uploadedImageSchema } from '@portal/contracts'
import { z } from 'zod'
import { type ContentAdmin, uploadContentImage } from '../../core/content.js'
import { crudRoutes } from '../../core/crudRoutes.js'
import type { ListQuery } from '../../core/list.js'
import type { RouteDef } from '../../core/route.js'
import { type CategoryTable, categoryOptions } from './category.js'

/** What the API document says of each admin route; `upload` only where the entity shows images. */
interface Summaries {
  page: string
  detail: string
  add: string
  edit: string
  delete: string
  publish: string
  upload?: string
}

export interface AdminRoutes<P extends z.ZodType<ListQuery>, A extends z.ZodType, E extends z.ZodType> {
  /** The entity's API path: `/api/biz/news`. */
  base: string
  /** Its page's menu code: reads need it, writes its buttons `<code>Add|Edit|Delete|Publish`. */
  code: string
  schemas: { page: P; row: z.ZodType; detail: z.ZodType; add: A; edit: E }
  service: ContentAdmin<z.output<A>>
  summaries: Summaries
  /** The categories its items are filed under: `<base>/categoryOptions` lists them all for its forms. */
  categories?: { table: CategoryTable; option: z.ZodType; summary: string }
}

type AnyRoute = RouteDef<z.ZodType, z.ZodType>
type Spec<Q extends z.ZodType, B extends z.ZodType> = Omit<RouteDef<Q, B>, 'method' | 'url' | 'perm' | 'tags'>

/**
 * The back office's routes of a biz entity with a list of its own (news, products, positions,
 * categories): `<base>/page|detail` (the menu's), `add|edit|delete|publish` (each its button's),
 * `categoryOptions` (the menu's) where its items are filed under categories, and `upload` (images,
 * the Add button's: the add and the edit form both upload with it) where it shows images. The
 * core's `contentRoutes` makes the same for the small content entities, in words of its own; each
 * route here is described in the entity's.
 */
export function adminRoutes<
  P extends z.ZodType<ListQuery>,
  A extends z.ZodType,
  E extends z.ZodType<z.output<A> & { id: string }>,
>(def: AdminRoutes<P, A, E>): AnyRoute[] {
  const { base, code, schemas, service, summaries } = def
  const tags = [base.replace(/^\/api\//, '')]
  const read = <Q extends z.ZodType>(path: string, spec: Spec<Q, z.ZodUnknown>) =>
    ({ method: 'GET', url: `${base}/${path}`, perm: { menu: code }, tags, ...spec }) as AnyRoute
  const write = <B extends z.ZodType>(path: string, button: string, spec: Spec<z.ZodUnknown, B>) =>
    ({
      method: 'POST',
      url: `${base}/${path}`,
      perm: { button: `${code}${button}` },
      tags,
      ...spec,
    }) as AnyRoute
  const routes = [
    read('page', {
      summary: summaries.page,
      querystring: schemas.page,
      response: pageResultSchema(schemas.row),
      handler: ({ app, user, query }) => service.page(app.db, user, query),
    }),
    read('detail', {
      summary: summaries.detail,
      querystring: idQuerySchema,
      response: schemas.detail,
      handler: ({ app, query }) => service.detail(app.db, query.id),
    }),
    ...crudRoutes(base, tags, code, {
      add: {
        summary: summaries.add,
        body: schemas.add,
        handler: ({ app, user, body }) => service.add(app.db, user, body),
      },
      edit: {
        summary: summaries.edit,
        body: schemas.edit,
        handler: ({ app, user, body }) => service.edit(app.db, user, body),
      },
      delete: { summary: summaries.delete, handler: ({ app, body }) => service.remove(app.db, body) },
    }),
    write('publish', 'Publish', {
      summary: summaries.publish,
      body: publishSchema,
      response: z.null(),
      handler: ({ app, user, body }) => service.publish(app.db, user, body.idList, body.published),
    }),
  ]
  const { categories } = def
  if (categories)
    routes.push(
      read('categoryOptions', {
        summary: categories.summary,
        response: z.array(categories.option),
        handler: ({ app }) => categoryOptions(app.db, categories.table),
      }),
    )
  if (summaries.upload)
    routes.push(
      write('upload', 'Add', {
        summary: summaries.upload,
        response: uploadedImageSchema,
        multipart: true,
        handler: ({ app, req, user }) => uploadContentImage(app.db, app.config.dataDir, req, user),
      }),
    )
  return routes
}
