import { oaInfoQuerySchema, sapInfoSchema } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { applicationRoutes } from '../../../core/applicationRoutes.js'
import { defineRoute } from '../../../core/route.js'
import { deliveryApp, oaInfo } from './service.js'

/**
 * Delivery notes: the phone side at spec §7's `/api/krs/sentitem/...` (the caller's own notes, and
 * the lines of an OA purchase request; SAP's come from `getInfoBySap`, weigh/sap), the back-office
 * at `/api/weigh/delivery/...`.
 */
export default function deliveryRoutes(app: FastifyInstance) {
  applicationRoutes(app, deliveryApp)
  defineRoute(app, {
    method: 'POST',
    url: '/api/krs/sentitem/findInfoByOA',
    perm: 'client',
    summary:
      'The lines of an OA purchase request for a delivery note: material, description, ordered and still open quantity, unit, plant, storage location',
    tags: ['weigh/delivery'],
    body: oaInfoQuerySchema,
    response: sapInfoSchema,
    rateLimitPerMinute: 30,
    handler: ({ app, body }) => oaInfo(app.db, body.oaNo),
  })
}
