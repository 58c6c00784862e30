import {
  flowDefinitionDetailSchema,
  flowDefinitionRowSchema,
  flowDefinitionSaveSchema,
  flowFormTypeQuerySchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { APPROVAL_MONITOR_MENU } from '../../../core/approval.js'
import { defineRoute } from '../../../core/route.js'
import { definitionDetail, definitionList, definitionSave } from './service.js'

export default function flowDefinitionRoutes(app: FastifyInstance) {
  const tags = ['flow/definition']
  defineRoute(app, {
    method: 'GET',
    url: '/api/flow/definition/list',
    perm: { menu: APPROVAL_MONITOR_MENU },
    summary: 'Every kind of application the modules declare, with its current approval steps',
    tags,
    response: z.array(flowDefinitionRowSchema),
    handler: ({ app }) => definitionList(app.db),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/flow/definition/detail',
    perm: { menu: APPROVAL_MONITOR_MENU },
    summary: 'The current approval steps of one kind of application (null when none are set up)',
    tags,
    querystring: flowFormTypeQuerySchema,
    response: flowDefinitionDetailSchema.nullable(),
    handler: ({ app, query }) => definitionDetail(app.db, query.formType),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/flow/definition/save',
    perm: { button: 'flowDefinitionEdit' },
    summary: 'Saves the steps as a new version; applications under way keep the version they started with',
    tags,
    body: flowDefinitionSaveSchema,
    response: z.string(),
    handler: ({ app, user, body }) => definitionSave(app.db, user, body),
  })
}
