import {
  idQuerySchema,
  pageResultSchema,
  pushChannelAddSchema,
  pushChannelEditSchema,
  pushChannelSchema,
  pushPageQuerySchema,
  pushRecordSchema,
  pushTestResultSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { crudRoutes } from '../../../core/crudRoutes.js'
import { defineRoute } from '../../../core/route.js'
import {
  channelAdd,
  channelDelete,
  channelEdit,
  channelList,
  channelTest,
  formTypeOptions,
  pushDetail,
  pushPage,
  pushResend,
} from './service.js'

/** Group robots (DingTalk, Feishu, WeCom) and the push log (`core/push.ts`). */
export default function pushRoutes(app: FastifyInstance) {
  const tags = ['dev/push']
  const channels = { menu: 'devPushChannel' }
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/pushChannel/list',
    perm: channels,
    summary: 'The group robots push goes to (webhook shown without its token, secrets never)',
    tags,
    response: z.array(pushChannelSchema),
    handler: ({ app }) => channelList(app.db),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/pushChannel/formTypes',
    perm: channels,
    summary: 'The kinds of application a robot may be limited to',
    tags,
    response: z.array(z.object({ type: z.string(), name: z.string(), nameEn: z.string() })),
    handler: () => formTypeOptions(),
  })
  const crud = crudRoutes('/api/dev/pushChannel', tags, 'devPushChannel', {
    add: {
      summary: 'Adds a robot',
      body: pushChannelAddSchema,
      handler: ({ app, user, body }) => channelAdd(app.db, user, body),
    },
    edit: {
      summary: 'Edits a robot; an empty webhook or secret keeps the stored one',
      body: pushChannelEditSchema,
      handler: ({ app, user, body }) => channelEdit(app.db, user, body),
    },
    delete: {
      summary: 'Deletes robots (their log rows stay)',
      handler: ({ app, body }) => channelDelete(app.db, body),
    },
  })
  for (const route of crud) defineRoute(app, route)
  defineRoute(app, {
    method: 'POST',
    url: '/api/dev/pushChannel/test',
    perm: { button: 'devPushChannelTest' },
    summary: 'Sends a test message to a robot now; answers whether it took it (logged like any push)',
    tags,
    body: idQuerySchema,
    response: pushTestResultSchema,
    handler: ({ app, body }) => channelTest(app.db, body.id),
  })

  const log = { menu: 'devPush' }
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/push/page',
    perm: log,
    summary: 'The push log, newest first, by channel, topic, state, target and time',
    tags,
    querystring: pushPageQuerySchema,
    response: pageResultSchema(pushRecordSchema),
    handler: ({ app, user, query }) => pushPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/push/detail',
    perm: log,
    summary: 'One push with its attempts and the channel’s error',
    tags,
    querystring: idQuerySchema,
    response: pushRecordSchema,
    handler: ({ app, query }) => pushDetail(app.db, query.id),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/dev/push/resend',
    perm: { button: 'devPushResend' },
    summary: 'Sends a failed push again now; answers whether it went',
    tags,
    body: idQuerySchema,
    response: pushTestResultSchema,
    handler: ({ app, body }) => pushResend(app.db, body.id),
  })
}
