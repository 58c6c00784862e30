import {
  templateBodySchema,
  templateKeySchema,
  templatePreviewSchema,
  templateRecordSchema,
  templateRenderedSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { defineRoute } from '../../../core/route.js'
import { MSG_TEMPLATE_MENU } from './seed.js'
import { templateDetail, templateEdit, templateList, templatePreview, templateReset } from './service.js'

/** Message templates (`core/messages.ts`): the SMS and e-mail every message kind is sent with. */
export default function msgTemplateRoutes(app: FastifyInstance) {
  const tags = ['dev/msgTemplate']
  const read = { menu: MSG_TEMPLATE_MENU }
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/msgTemplate/list',
    perm: read,
    summary: 'Every message kind and side with the template in force (saved, or the default)',
    tags,
    response: z.array(templateRecordSchema),
    handler: ({ app }) => templateList(app.db),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/msgTemplate/detail',
    perm: read,
    summary: 'The template in force for one kind and side',
    tags,
    querystring: templateKeySchema,
    response: templateRecordSchema,
    handler: ({ app, query }) => templateDetail(app.db, query),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/dev/msgTemplate/preview',
    perm: read,
    summary: 'A draft template rendered with sample values (SMS, vendor parameters, e-mail); stores nothing',
    tags,
    body: templatePreviewSchema,
    response: templateRenderedSchema,
    handler: ({ body }) => templatePreview(body),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/dev/msgTemplate/edit',
    perm: { button: `${MSG_TEMPLATE_MENU}Edit` },
    summary: 'Save the template of a kind and side (texts in both languages, vendor templates)',
    tags,
    body: templateBodySchema,
    response: templateRecordSchema,
    handler: ({ app, user, body }) => templateEdit(app.db, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/dev/msgTemplate/reset',
    perm: { button: `${MSG_TEMPLATE_MENU}Reset` },
    summary: 'Go back to the product’s default template of a kind and side',
    tags,
    body: templateKeySchema,
    response: templateRecordSchema,
    handler: ({ app, body }) => templateReset(app.db, body),
  })
}
