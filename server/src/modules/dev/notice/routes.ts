import {
  idQuerySchema,
  noticeAddSchema,
  noticeDetailSchema,
  noticeEditSchema,
  noticePageQuerySchema,
  noticePlaceQuerySchema,
  noticePublicDetailQuerySchema,
  noticePublicDetailSchema,
  noticePublishSchema,
  noticeRowSchema,
  noticeShownSchema,
  pageResultSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { crudRoutes } from '../../../core/crudRoutes.js'
import { defineRoute } from '../../../core/route.js'
import {
  noticeAdd,
  noticeDelete,
  noticeDetail,
  noticeEdit,
  noticePage,
  noticePublicDetail,
  noticePublish,
  noticesShown,
} from './service.js'

export default function noticeRoutes(app: FastifyInstance) {
  const tags = ['dev/notice']
  const read = { menu: 'devNotice' }
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/notice/page',
    perm: read,
    summary: 'Notices, newest first, paged',
    tags,
    querystring: noticePageQuerySchema,
    response: pageResultSchema(noticeRowSchema),
    handler: ({ app, user, query }) => noticePage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/notice/detail',
    perm: read,
    summary: 'One notice',
    tags,
    querystring: idQuerySchema,
    response: noticeDetailSchema,
    handler: ({ app, query }) => noticeDetail(app.db, query.id),
  })
  const crud = crudRoutes('/api/dev/notice', tags, 'devNotice', {
    add: {
      summary: 'Add a notice (unpublished; content sanitised)',
      body: noticeAddSchema,
      handler: ({ app, user, body }) => noticeAdd(app.db, user, body),
    },
    edit: {
      summary: 'Edit a notice',
      body: noticeEditSchema,
      handler: ({ app, user, body }) => noticeEdit(app.db, user, body),
    },
    delete: {
      summary: 'Delete notices',
      handler: ({ app, body }) => noticeDelete(app.db, body),
    },
  })
  for (const route of crud) defineRoute(app, route)
  defineRoute(app, {
    method: 'POST',
    url: '/api/dev/notice/publish',
    perm: { button: 'devNoticePublish' },
    summary: 'Publish or withdraw notices',
    tags,
    body: noticePublishSchema,
    response: z.null(),
    handler: ({ app, user, body }) => noticePublish(app.db, user, body.idList, body.published),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/notice/workbench',
    perm: 'login',
    summary: 'Notices shown on the workbench now (published, inside their window), in the caller’s language',
    tags,
    response: z.array(noticeShownSchema),
    handler: ({ app, lang }) => noticesShown(app.db, 'WORKBENCH', lang),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/notice/public',
    perm: 'public',
    summary:
      'Notices shown now on the login page or the site, in `lang` (English where present, else Chinese); `Cache-Control: no-cache` with an ETag, so a browser asks each time and a change shows at once',
    tags,
    querystring: noticePlaceQuerySchema,
    response: z.array(noticeShownSchema),
    etag: true,
    handler: ({ app, query }) => noticesShown(app.db, query.place, query.lang),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/notice/public/detail',
    perm: 'public',
    summary:
      'One site notice (published, shown on the site, inside its window; else 404) in `lang`; revalidated like the list',
    tags,
    querystring: noticePublicDetailQuerySchema,
    response: noticePublicDetailSchema,
    etag: true,
    handler: ({ app, query }) => noticePublicDetail(app.db, query.id, query.lang),
  })
}
