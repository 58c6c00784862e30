import {
  idQuerySchema,
  jobActionSchema,
  jobAddSchema,
  jobEditSchema,
  jobPageQuerySchema,
  jobRunPageQuerySchema,
  jobRunSchema,
  jobSchema,
  jobStatusSchema,
  pageResultSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { crudRoutes } from '../../../core/crudRoutes.js'
import { defineRoute } from '../../../core/route.js'
import {
  jobActions,
  jobAdd,
  jobDelete,
  jobDetail,
  jobEdit,
  jobPage,
  jobRunNow,
  jobRunPage,
  jobSetStatus,
} from './service.js'

export default function jobRoutes(app: FastifyInstance) {
  const tags = ['dev/job']
  const read = { menu: 'devJob' }
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/job/page',
    perm: read,
    summary: 'Scheduled jobs, paged, with their next and last run',
    tags,
    querystring: jobPageQuerySchema,
    response: pageResultSchema(jobSchema),
    handler: ({ app, user, query }) => jobPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/job/detail',
    perm: read,
    summary: 'One scheduled job',
    tags,
    querystring: idQuerySchema,
    response: jobSchema,
    handler: ({ app, query }) => jobDetail(app.db, query.id),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/job/actions',
    perm: read,
    summary: 'The actions jobs may run, with their parameters',
    tags,
    response: z.array(jobActionSchema),
    handler: ({ app }) => jobActions(app.jobs),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/job/runPage',
    perm: read,
    summary: 'Runs of a job, newest first (keyset paging with `after`)',
    tags,
    querystring: jobRunPageQuerySchema,
    response: pageResultSchema(jobRunSchema),
    handler: ({ app, user, query }) => jobRunPage(app.db, user, query),
  })
  const crud = crudRoutes('/api/dev/job', tags, 'devJob', {
    add: {
      summary: 'Add a job (cron, time zone and parameters checked)',
      body: jobAddSchema,
      handler: ({ app, user, body }) => jobAdd(app.db, app.jobs, user, body),
    },
    edit: {
      summary: 'Edit a job',
      body: jobEditSchema,
      handler: ({ app, user, body }) => jobEdit(app.db, app.jobs, user, body),
    },
    delete: {
      summary: 'Delete jobs with their run logs',
      handler: ({ app, body }) => jobDelete(app.db, body),
    },
  })
  for (const route of crud) defineRoute(app, route)
  defineRoute(app, {
    method: 'POST',
    url: '/api/dev/job/updateStatus',
    perm: { button: 'devJobStatus' },
    summary: 'Enable or pause a job',
    tags,
    body: jobStatusSchema,
    response: z.null(),
    handler: ({ app, user, body }) => jobSetStatus(app.db, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/dev/job/runNow',
    perm: { button: 'devJobRun' },
    summary: 'Run a job once, now (its run id)',
    tags,
    body: idQuerySchema,
    response: z.string(),
    handler: ({ app, body }) => jobRunNow(app.db, app.jobs, body.id),
  })
}
