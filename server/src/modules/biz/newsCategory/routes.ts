import {
  newsCategoryAddSchema,
  newsCategoryEditSchema,
  newsCategoryPageQuerySchema,
  newsCategoryRowSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { defineRoute } from '../../../core/route.js'
import { adminRoutes } from '../admin.js'
import { newsCategories } from './service.js'

export default function newsCategoryRoutes(app: FastifyInstance) {
  const routes = adminRoutes({
    base: '/api/biz/newsCategory',
    code: 'bizNewsCategory',
    schemas: {
      page: newsCategoryPageQuerySchema,
      row: newsCategoryRowSchema,
      detail: newsCategoryRowSchema,
      add: newsCategoryAddSchema,
      edit: newsCategoryEditSchema,
    },
    service: newsCategories,
    summaries: {
      page: 'News categories by sort code, paged, with how many news items each holds',
      detail: 'One news category',
      add: 'Add a news category (unpublished; names are unique)',
      edit: 'Edit a news category',
      delete: 'Delete news categories (refused while one holds news)',
      publish: 'Publish (offer on the site) or take back news categories',
    },
  })
  for (const route of routes) defineRoute(app, route)
}
