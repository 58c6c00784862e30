import {
  idListSchema,
  idQuerySchema,
  pageResultSchema,
  productCategoryAddSchema,
  productCategoryEditSchema,
  productCategoryPageQuerySchema,
  productCategoryRowSchema,
  publishSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { defineRoute } from '../../../core/route.js'
import {
  productCategoryAdd,
  productCategoryDelete,
  productCategoryDetail,
  productCategoryEdit,
  productCategoryPage,
  productCategoryPublish,
} from './service.js'

export default function productCategoryRoutes(app: FastifyInstance) {
  const tags = ['biz/productCategory']
  const read = { menu: 'bizProductCategory' }
  defineRoute(app, {
    method: 'GET',
    url: '/api/biz/productCategory/page',
    perm: read,
    summary: 'Product categories by sort code, paged, with how many products each holds',
    tags,
    querystring: productCategoryPageQuerySchema,
    response: pageResultSchema(productCategoryRowSchema),
    handler: ({ app, user, query }) => productCategoryPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/biz/productCategory/detail',
    perm: read,
    summary: 'One product category',
    tags,
    querystring: idQuerySchema,
    response: productCategoryRowSchema,
    handler: ({ app, query }) => productCategoryDetail(app.db, query.id),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/biz/productCategory/add',
    perm: { button: 'bizProductCategoryAdd' },
    summary: 'Add a product category (unpublished; names are unique)',
    tags,
    body: productCategoryAddSchema,
    response: z.string(),
    handler: ({ app, user, body }) => productCategoryAdd(app.db, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/biz/productCategory/edit',
    perm: { button: 'bizProductCategoryEdit' },
    summary: 'Edit a product category',
    tags,
    body: productCategoryEditSchema,
    handler: ({ app, user, body }) => productCategoryEdit(app.db, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/biz/productCategory/delete',
    perm: { button: 'bizProductCategoryDelete' },
    summary: 'Delete product categories (all named or none); refused while one holds products',
    tags,
    body: idListSchema,
    handler: ({ app, body }) => productCategoryDelete(app.db, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/biz/productCategory/publish',
    perm: { button: 'bizProductCategoryPublish' },
    summary: 'Publish product categories on the site, or take them back (with their products)',
    tags,
    body: publishSchema,
    handler: ({ app, user, body }) => productCategoryPublish(app.db, user, body.idList, body.published),
  })
}
