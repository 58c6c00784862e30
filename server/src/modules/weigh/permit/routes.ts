import {
  materialOptionQuerySchema,
  materialOptionSchema,
  personNameQuerySchema,
  personPageSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { applicationRoutes } from '../../../core/applicationRoutes.js'
import { defineRoute } from '../../../core/route.js'
import { materialOptions } from '../sap/service.js'
import { permitApp, personNameAll } from './service.js'

/**
 * Goods release permits: the phone side at spec §7's `/api/weigh/goodsrelease/...` (the caller's own
 * permits, and the employees a permit names), the back-office at `/api/weigh/permit/...`.
 */
export default function permitRoutes(app: FastifyInstance) {
  applicationRoutes(app, permitApp)
  defineRoute(app, {
    method: 'GET',
    url: '/api/weigh/goodsrelease/personNameAll',
    perm: 'client',
    summary:
      'Employees found by name with their department and job number, 20 a page: who answers for the goods of a permit',
    tags: ['weigh/permit'],
    querystring: personNameQuerySchema,
    response: personPageSchema,
    rateLimitPerMinute: 60,
    handler: ({ app, query }) => personNameAll(app.db, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/weigh/goodsrelease/materialOptions',
    perm: 'client',
    summary:
      'SAP materials a permit’s goods line may name (not marked for deletion), by number or name: the first `size`',
    tags: ['weigh/permit'],
    querystring: materialOptionQuerySchema,
    response: z.array(materialOptionSchema),
    rateLimitPerMinute: 120,
    handler: ({ app, query }) => materialOptions(app.db, query),
  })
}
