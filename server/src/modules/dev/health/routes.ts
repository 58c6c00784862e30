import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { defineRoute } from '../../../core/route.js'
import { ping } from '../../../db/index.js'

export default function healthRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/health',
    perm: 'public',
    summary: 'Liveness with a database round trip (503 when the database is unreachable)',
    tags: ['dev'],
    response: z.object({ status: z.literal('UP'), engine: z.string() }),
    handler: async ({ app }) => {
      await ping(app.db)
      return { status: 'UP' as const, engine: app.database.engine }
    },
  })
}
