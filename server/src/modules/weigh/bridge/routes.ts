import {
  bridgeAddSchema,
  bridgeEditSchema,
  bridgeKeySchema,
  bridgeLiveQuerySchema,
  bridgeOptionSchema,
  bridgePageQuerySchema,
  bridgeRowSchema,
  bridgeSimulateSchema,
  idQuerySchema,
  idSchema,
  pageResultSchema,
  scaleAcceptedSchema,
  scaleConfigSchema,
  scaleReadingsSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { crudRoutes } from '../../../core/crudRoutes.js'
import { defineRoute } from '../../../core/route.js'
import { WEIGH_BUTTON } from '../record/service.js'
import { endLiveStreams, streamLive } from './live.js'
import {
  addBridge,
  agentConfig,
  agentReadings,
  BRIDGE_MENU,
  bridgeDetail,
  bridgeOptions,
  bridgePage,
  deleteBridges,
  editBridge,
  issueAgentKey,
  putOnSimulated,
} from './service.js'

const keyOf = (headers: Record<string, unknown>) => {
  const k = headers['x-scale-key']
  return typeof k === 'string' ? k : undefined
}

/**
 * Weighbridges (`/api/weigh/bridge`), their live weight, and the scale agent's two calls
 * (`/api/weigh/scale`, by the bridge's agent key in `x-scale-key`, not a session).
 */
export default function bridgeRoutes(app: FastifyInstance) {
  const tags = ['weigh/bridge']
  const base = '/api/weigh/bridge'
  // Before the server waits for open requests: a live stream never ends by itself.
  app.addHook('preClose', async () => endLiveStreams())
  defineRoute(app, {
    method: 'GET',
    url: `${base}/page`,
    perm: { menu: BRIDGE_MENU },
    summary: 'The weighbridges by sort code, with their scale agents’ last word',
    tags,
    querystring: bridgePageQuerySchema,
    response: pageResultSchema(bridgeRowSchema),
    handler: ({ app, user, query }) => bridgePage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/detail`,
    perm: { menu: BRIDGE_MENU },
    summary: 'One weighbridge',
    tags,
    querystring: idQuerySchema,
    response: bridgeRowSchema,
    handler: ({ app, query }) => bridgeDetail(app.db, query.id),
  })
  for (const route of crudRoutes(base, tags, 'weighBridge', {
    add: {
      summary: 'Adds a weighbridge (its division at most a hundredth of its capacity)',
      body: bridgeAddSchema,
      handler: ({ app, user, body }) => addBridge(app.db, user, body as z.infer<typeof bridgeAddSchema>),
    },
    edit: {
      summary: 'Changes a weighbridge’s settings (its agent reads them at its next start)',
      body: bridgeEditSchema,
      handler: ({ app, user, body }) => editBridge(app.db, user, body as z.infer<typeof bridgeEditSchema>),
    },
    delete: {
      summary: 'Deletes weighbridges with their readings',
      handler: ({ app, body }) =>
        deleteBridges(
          app.db,
          (body as Array<{ id: string }>).map((b) => b.id),
        ),
    },
  }))
    defineRoute(app, route)
  defineRoute(app, {
    method: 'POST',
    url: `${base}/issueKey`,
    perm: { button: 'weighBridgeKey' },
    summary: 'A new key for the bridge’s scale agent, shown once (the old key stops working)',
    tags,
    body: z.object({ id: idSchema }),
    response: bridgeKeySchema,
    handler: ({ app, user, body }) => issueAgentKey(app.db, user, body.id),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/options`,
    perm: 'login',
    summary: 'The enabled weighbridges, for the weighing page',
    tags,
    response: z.array(bridgeOptionSchema),
    handler: ({ app }) => bridgeOptions(app.db),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/simulate`,
    perm: { button: WEIGH_BUTTON },
    summary:
      'Puts a weight on a simulated bridge (the demo’s): it wobbles for a moment, then shows it; 0 drives the truck off. A real bridge is refused',
    tags,
    body: bridgeSimulateSchema,
    response: z.null(),
    handler: async ({ app, body }) => {
      await putOnSimulated(app.db, body)
      return null
    },
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/live`,
    perm: 'login',
    summary:
      'The bridge’s weight as server-sent events: the newest reading, whether it is stable and fresh, whether the agent is connected; sent when it changes',
    tags,
    querystring: bridgeLiveQuerySchema,
    raw: 'events',
    handler: ({ app, query, req, reply }) => streamLive(app.db, query.bridgeId, req, reply),
  })

  defineRoute(app, {
    method: 'GET',
    url: '/api/weigh/scale/config',
    perm: 'public',
    summary: 'The scale agent’s settings (serial port, protocol, division), by its key in `x-scale-key`',
    tags,
    response: scaleConfigSchema,
    rateLimitPerMinute: 60,
    handler: ({ app, req }) => agentConfig(app.db, keyOf(req.headers)),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/weigh/scale/readings',
    perm: 'public',
    summary:
      'The scale agent’s readings (by its key in `x-scale-key`), each with its running number and the time it was read; a resent reading is kept once',
    tags,
    body: scaleReadingsSchema,
    bodyLimit: 512 * 1024,
    response: scaleAcceptedSchema,
    rateLimitPerMinute: 1200,
    handler: ({ app, req, body }) => agentReadings(app.db, keyOf(req.headers), body),
  })
}
