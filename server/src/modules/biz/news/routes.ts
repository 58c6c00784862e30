import {
  idListSchema,
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
  newsPublishSchema,
  newsRowSchema,
  pageResultSchema,
  siteIdQuerySchema,
  siteLangQuerySchema,
  uploadedImageSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { sendRevalidated, uploadContentImage } from '../../../core/content.js'
import { defineRoute } from '../../../core/route.js'
import {
  newsAdd,
  newsCategoryOptions,
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
  const tags = ['biz/news']
  const read = { menu: 'bizNews' }
  defineRoute(app, {
    method: 'GET',
    url: '/api/biz/news/page',
    perm: read,
    summary: 'News items, newest first, paged; by title, category, publish state and pin',
    tags,
    querystring: newsPageQuerySchema,
    response: pageResultSchema(newsRowSchema),
    handler: ({ app, user, query }) => newsPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/biz/news/detail',
    perm: read,
    summary: 'One news item in both languages',
    tags,
    querystring: idQuerySchema,
    response: newsDetailSchema,
    handler: ({ app, query }) => newsDetail(app.db, query.id),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/biz/news/categoryOptions',
    perm: read,
    summary: 'Every news category (published or not), for the news form and filter',
    tags,
    response: z.array(newsCategoryOptionSchema),
    handler: ({ app }) => newsCategoryOptions(app.db),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/biz/news/add',
    perm: { button: 'bizNewsAdd' },
    summary: 'Add a news item (unpublished; rich text sanitised)',
    tags,
    body: newsAddSchema,
    response: z.string(),
    handler: ({ app, user, body }) => newsAdd(app.db, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/biz/news/edit',
    perm: { button: 'bizNewsEdit' },
    summary: 'Edit a news item (also its pin and publish time)',
    tags,
    body: newsEditSchema,
    handler: ({ app, user, body }) => newsEdit(app.db, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/biz/news/delete',
    perm: { button: 'bizNewsDelete' },
    summary: 'Delete news items (all named or none)',
    tags,
    body: idListSchema,
    handler: ({ app, body }) => newsDelete(app.db, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/biz/news/publish',
    perm: { button: 'bizNewsPublish' },
    summary: 'Publish (an item without a publish time gets the current time) or take back news items',
    tags,
    body: newsPublishSchema,
    handler: ({ app, user, body }) => newsPublish(app.db, user, body.idList, body.published),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/biz/news/upload',
    perm: { button: 'bizNewsAdd' },
    summary:
      'Upload an image for a news cover or content (multipart field file; raster, at most 5 MB; public)',
    tags,
    response: uploadedImageSchema,
    handler: ({ app, req, user }) => uploadContentImage(app.db, app.config.dataDir, req, user),
  })

  // ---- Public: the site (no login; `Cache-Control: no-cache` with an ETag) ----
  defineRoute(app, {
    method: 'GET',
    url: '/api/biz/news/public/page',
    perm: 'public',
    summary: 'The site news: published and due, pinned first then newest, paged, of a category or all',
    tags,
    querystring: newsPublicPageQuerySchema,
    response: pageResultSchema(newsPublicItemSchema),
    raw: true,
    handler: async ({ app, req, reply, query, lang }) =>
      sendRevalidated(req, reply, lang, await newsPublicPage(app.db, query)),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/biz/news/public/detail',
    perm: 'public',
    summary: 'One news item as the site shows it, with its neighbours; 404 unless published and due',
    tags,
    querystring: siteIdQuerySchema,
    response: newsPublicDetailSchema,
    raw: true,
    handler: async ({ app, req, reply, query, lang }) =>
      sendRevalidated(req, reply, lang, await newsPublicDetail(app.db, query.id, query.lang)),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/biz/news/public/categories',
    perm: 'public',
    summary: 'The published news categories, by sort code',
    tags,
    querystring: siteLangQuerySchema,
    response: z.array(newsCategoryPublicSchema),
    raw: true,
    handler: async ({ app, req, reply, query, lang }) =>
      sendRevalidated(req, reply, lang, await newsPublicCategories(app.db, query.lang)),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/biz/news/public/view',
    perm: 'public',
    summary: 'Counts a page view of a news item shown on the site (the site calls it once per view)',
    tags,
    body: idQuerySchema,
    rateLimitPerMinute: 120,
    handler: ({ app, body }) => newsView(app.db, body.id),
  })
}
