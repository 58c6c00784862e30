import {
  idListSchema,
  idQuerySchema,
  pageResultSchema,
  recruitAddSchema,
  recruitDetailSchema,
  recruitEditSchema,
  recruitPageQuerySchema,
  recruitPublicDetailSchema,
  recruitPublicItemSchema,
  recruitPublishSchema,
  recruitRowSchema,
  siteIdQuerySchema,
  siteLangQuerySchema,
  uploadedImageSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { sendRevalidated, uploadContentImage } from '../../../core/content.js'
import { defineRoute } from '../../../core/route.js'
import {
  recruitAdd,
  recruitDelete,
  recruitDetail,
  recruitEdit,
  recruitPage,
  recruitPublicDetail,
  recruitPublicList,
  recruitPublish,
} from './service.js'

export default function recruitRoutes(app: FastifyInstance) {
  const tags = ['biz/recruit']
  const read = { menu: 'bizRecruit' }
  defineRoute(app, {
    method: 'GET',
    url: '/api/biz/recruit/page',
    perm: read,
    summary: 'Recruitment positions by sort code, paged; search by title',
    tags,
    querystring: recruitPageQuerySchema,
    response: pageResultSchema(recruitRowSchema),
    handler: ({ app, user, query }) => recruitPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/biz/recruit/detail',
    perm: read,
    summary: 'One position, both languages',
    tags,
    querystring: idQuerySchema,
    response: recruitDetailSchema,
    handler: ({ app, query }) => recruitDetail(app.db, query.id),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/biz/recruit/add',
    perm: { button: 'bizRecruitAdd' },
    summary: 'Add a position (closed until opened; description sanitised)',
    tags,
    body: recruitAddSchema,
    response: z.string(),
    handler: ({ app, user, body }) => recruitAdd(app.db, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/biz/recruit/edit',
    perm: { button: 'bizRecruitEdit' },
    summary: 'Edit a position',
    tags,
    body: recruitEditSchema,
    handler: ({ app, user, body }) => recruitEdit(app.db, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/biz/recruit/delete',
    perm: { button: 'bizRecruitDelete' },
    summary: 'Delete positions (their résumés stay)',
    tags,
    body: idListSchema,
    handler: ({ app, body }) => recruitDelete(app.db, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/biz/recruit/publish',
    perm: { button: 'bizRecruitPublish' },
    summary: 'Open (published) or close positions',
    tags,
    body: recruitPublishSchema,
    handler: ({ app, user, body }) => recruitPublish(app.db, user, body.idList, body.published),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/biz/recruit/upload',
    // The add and the edit form both upload images into the description.
    perm: { button: 'bizRecruitAdd' },
    summary: 'Upload an image for a description (multipart field file; raster, at most 5 MB; public)',
    tags,
    response: uploadedImageSchema,
    handler: ({ app, req, user }) => uploadContentImage(app.db, app.config.dataDir, req, user),
  })

  defineRoute(app, {
    method: 'GET',
    url: '/api/biz/recruit/public/list',
    perm: 'public',
    summary: 'Open positions by sort code in `lang` (English where present, else Chinese); revalidated',
    tags,
    querystring: siteLangQuerySchema,
    response: z.array(recruitPublicItemSchema),
    raw: true,
    handler: async ({ app, req, reply, query, lang }) =>
      sendRevalidated(req, reply, lang, await recruitPublicList(app.db, query.lang)),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/biz/recruit/public/detail',
    perm: 'public',
    summary: 'One open position with its description in `lang`; closed or unknown: 404',
    tags,
    querystring: siteIdQuerySchema,
    response: recruitPublicDetailSchema,
    raw: true,
    handler: async ({ app, req, reply, query, lang }) =>
      sendRevalidated(req, reply, lang, await recruitPublicDetail(app.db, query.id, query.lang)),
  })
}
