import {
  idListSchema,
  idQuerySchema,
  newsCategoryAddSchema,
  newsCategoryEditSchema,
  newsCategoryPageQuerySchema,
  newsCategoryRowSchema,
  pageResultSchema,
  publishSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { defineRoute } from '../../../core/route.js'
import {
  newsCategoryAdd,
  newsCategoryDelete,
  newsCategoryDetail,
  newsCategoryEdit,
  newsCategoryPage,
  newsCategoryPublish,
} from './service.js'

export default function newsCategoryRoutes(app: FastifyInstance) {
  const tags = ['biz/newsCategory']
  const read = { menu: 'bizNewsCategory' }
  defineRoute(app, {
    method: 'GET',
    url: '/api/biz/newsCategory/page',
    perm: read,
    summary: 'News categories by sort code, paged, with how many news items each holds',
    tags,
    querystring: newsCategoryPageQuerySchema,
    response: pageResultSchema(newsCategoryRowSchema),
    handler: ({ app, user, query }) => newsCategoryPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/biz/newsCategory/detail',
    perm: read,
    summary: 'One news category',
    tags,
    querystring: idQuerySchema,
    response: newsCategoryRowSchema,
    handler: ({ app, query }) => newsCategoryDetail(app.db, query.id),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/biz/newsCategory/add',
    perm: { button: 'bizNewsCategoryAdd' },
    summary: 'Add a news category (unpublished; names are unique)',
    tags,
    body: newsCategoryAddSchema,
    response: z.string(),
    handler: ({ app, user, body }) => newsCategoryAdd(app.db, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/biz/newsCategory/edit',
    perm: { button: 'bizNewsCategoryEdit' },
    summary: 'Edit a news category',
    tags,
    body: newsCategoryEditSchema,
    handler: ({ app, user, body }) => newsCategoryEdit(app.db, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/biz/newsCategory/delete',
    perm: { button: 'bizNewsCategoryDelete' },
    summary: 'Delete news categories (refused while one holds news)',
    tags,
    body: idListSchema,
    handler: ({ app, body }) => newsCategoryDelete(app.db, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/biz/newsCategory/publish',
    perm: { button: 'bizNewsCategoryPublish' },
    summary: 'Publish (offer on the site) or take back news categories',
    tags,
    body: publishSchema,
    handler: ({ app, user, body }) => newsCategoryPublish(app.db, user, body.idList, body.published),
  })
}
