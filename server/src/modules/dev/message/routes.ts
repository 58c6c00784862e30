import {
  idQuerySchema,
  messageAddSchema,
  messageAdminDetailSchema,
  messageAdminPageQuerySchema,
  messageAdminRowSchema,
  messageEditSchema,
  messageMarkReadSchema,
  messageSendSchema,
  pageResultSchema,
  unreadSummarySchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { crudRoutes } from '../../../core/crudRoutes.js'
import { defineRoute } from '../../../core/route.js'
import {
  markRead,
  messageAdd,
  messageAdminDetail,
  messageAdminPage,
  messageDelete,
  messageEdit,
  messageSend,
  unreadSummary,
} from './service.js'

export default function messageRoutes(app: FastifyInstance) {
  const tags = ['dev/message']
  const read = { menu: 'devMessage' }
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/message/page',
    perm: read,
    summary: 'Site messages (drafts and sent), newest first, paged',
    tags,
    querystring: messageAdminPageQuerySchema,
    response: pageResultSchema(messageAdminRowSchema),
    handler: ({ app, user, query }) => messageAdminPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/message/detail',
    perm: read,
    summary: 'One site message with its receivers as chosen',
    tags,
    querystring: idQuerySchema,
    response: messageAdminDetailSchema,
    handler: ({ app, query }) => messageAdminDetail(app.db, query.id),
  })
  const crud = crudRoutes('/api/dev/message', tags, 'devMessage', {
    add: {
      summary: 'Save a site message as a draft (content sanitised)',
      body: messageAddSchema,
      handler: ({ app, user, body }) => messageAdd(app.db, user, body),
    },
    edit: {
      summary: 'Change a draft',
      body: messageEditSchema,
      handler: ({ app, user, body }) => messageEdit(app.db, user, body),
    },
    delete: {
      summary: 'Delete site messages with every receiver’s copy',
      handler: ({ app, body }) => messageDelete(app.db, body),
    },
  })
  for (const route of crud) defineRoute(app, route)
  defineRoute(app, {
    method: 'POST',
    url: '/api/dev/message/send',
    perm: { button: 'devMessageSend' },
    summary: 'Send a draft: its users, roles or organisations become users now; returns how many',
    tags,
    body: messageSendSchema,
    response: z.number(),
    handler: ({ app, user, body }) => messageSend(app.db, user, body.id),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/message/unread',
    perm: 'login',
    summary: 'The caller’s unread count and newest unread messages (the user bar’s badge)',
    tags,
    response: unreadSummarySchema,
    handler: ({ app, user }) => unreadSummary(app.db, user),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/dev/message/markRead',
    perm: 'login',
    summary: 'Mark the caller’s messages read (those named, or all); returns how many changed',
    tags,
    body: messageMarkReadSchema,
    response: z.number(),
    handler: ({ app, user, body }) => markRead(app.db, user, body.idList),
  })
}
