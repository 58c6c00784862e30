import {
  idQuerySchema,
  newsAddSchema,
  newsCategoryOptionSchema,
  newsCategoryPublicSchema,
  newsDetailSchema,
  newsEditSchema,
  newsPageQuerySchema,
  newsPublicDetailSchema,
  newsPublicItemSchema,
  newsPublicPageQuerySchema,
  newsRowSchema,
  pageResultSchema,
  siteIdQuerySchema,
  siteLangQuerySchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { publicContentRoute } from '../../../core/content.js'
import { defineRoute } from '../../../core/route.js'
import { adminRoutes } from '../admin.js'
import {
  newsAdd,
  newsDelete,
  newsDetail,
  newsEdit,
  newsPage,
  newsPublicCategories,
  newsPublicDetail,
  newsPublicPage,
  newsPublish,
  newsView,
} from './service.js'

export default function newsRoutes(app: FastifyInstance) {
  const routes = adminRoutes({
    base: '/api/biz/news',
    code: 'bizNews',
    schemas: {
      page: newsPageQuerySchema,
      row: newsRowSchema,
      detail: newsDetailSchema,
      add: newsAddSchema,
      edit: newsEditSchema,
    },
    service: {
      page: newsPage,
      detail: newsDetail,
      add: newsAdd,
      edit: newsEdit,
      remove: newsDelete,
      publish: newsPublish,
    },
    categories: {
      table: 'bizNewsCategory',
      option: newsCategoryOptionSchema,
      summary: 'Every news category (published or not), for the news form and filter',
    },
    summaries: {
      page: 'News items, newest first, paged; by title, category, publish state and pin',
      detail: 'One news item in both languages',
      add: 'Add a news item (unpublished; rich text sanitised)',
      edit: 'Edit a news item (also its pin and publish time)',
      delete: 'Delete news items (all named or none)',
      publish: 'Publish (an item without a publish time gets the current time) or take back news items',
      upload:
        'Upload an image for a news cover or content (multipart field file; raster, at most 5 MB; public)',
    },
  })
  for (const route of routes) defineRoute(app, route)

  // ---- Public: the site (no login) ----
  publicContentRoute(app, {
    url: '/api/biz/news/public/page',
    summary: 'The site news: published and due, pinned first then newest, paged, of a category or all',
    querystring: newsPublicPageQuerySchema,
    response: pageResultSchema(newsPublicItemSchema),
    load: newsPublicPage,
  })
  publicContentRoute(app, {
    url: '/api/biz/news/public/detail',
    summary: 'One news item as the site shows it, with its neighbours; 404 unless published and due',
    querystring: siteIdQuerySchema,
    response: newsPublicDetailSchema,
    load: (db, query) => newsPublicDetail(db, query.id, query.lang),
  })
  publicContentRoute(app, {
    url: '/api/biz/news/public/categories',
    summary: 'The published news categories, by sort code',
    querystring: siteLangQuerySchema,
    response: z.array(newsCategoryPublicSchema),
    load: (db, query) => newsPublicCategories(db, query.lang),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/biz/news/public/view',
    perm: 'public',
    summary: 'Counts a page view of a news item shown on the site (the site calls it once per view)',
    tags: ['biz/news'],
    body: idQuerySchema,
    response: z.null(),
    rateLimitPerMinute: 120,
    handler: ({ app, body }) => newsView(app.db, body.id),
  })
}
