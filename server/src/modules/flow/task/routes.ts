import {
  flowDecideResultSchema,
  flowDecideSchema,
  flowDoneRowSchema,
  flowInstanceDetailSchema,
  flowMineRowSchema,
  flowTaskPageQuerySchema,
  flowTodoRowSchema,
  idQuerySchema,
  pageQuerySchema,
  pageResultSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { defineRoute } from '../../../core/route.js'
import {
  decideTask,
  donePage,
  instanceDetail,
  minePage,
  staffActor,
  todoCount,
  todoPage,
  withdrawMine,
} from './service.js'

/** "My approvals": every staff member may be asked, so these need a login, not a grant. */
export default function flowTaskRoutes(app: FastifyInstance) {
  const tags = ['flow/task']
  defineRoute(app, {
    method: 'GET',
    url: '/api/flow/task/todoPage',
    perm: 'login',
    summary: 'My pending approval tasks, newest first',
    tags,
    querystring: flowTaskPageQuerySchema,
    response: pageResultSchema(flowTodoRowSchema),
    handler: ({ app, user, query, lang }) => todoPage(app.db, user, query, lang),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/flow/task/todoCount',
    perm: 'login',
    summary: 'How many approval tasks wait for me (at most APPROVAL_TODO_CAP, 100): the badge',
    tags,
    response: z.number(),
    handler: ({ app, user }) => todoCount(app.db, user),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/flow/task/donePage',
    perm: 'login',
    summary: 'The approval decisions I made, newest first',
    tags,
    querystring: pageQuerySchema,
    response: pageResultSchema(flowDoneRowSchema),
    handler: ({ app, user, query, lang }) => donePage(app.db, user, query, lang),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/flow/task/minePage',
    perm: 'login',
    summary: 'The applications I submitted, newest first',
    tags,
    querystring: pageQuerySchema.extend({ searchKey: z.string().trim().max(64).optional() }),
    response: pageResultSchema(flowMineRowSchema),
    handler: ({ app, user, query, lang }) => minePage(app.db, user, query, lang),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/flow/instance/detail',
    perm: 'login',
    summary: 'One application with its tasks and trail: for its applicant, its approvers and the monitor',
    tags,
    querystring: idQuerySchema,
    response: flowInstanceDetailSchema,
    handler: ({ app, user, query, lang }) => instanceDetail(app.db, query.id, user, lang),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/flow/task/decide',
    perm: 'login',
    summary:
      'Approve, reject (comment required), return to the applicant (comment required), transfer or comment on my task; of two decisions at once one wins (409 for the other)',
    tags,
    body: flowDecideSchema,
    response: flowDecideResultSchema,
    handler: async ({ app, user, body }) => ({ status: await decideTask(app.db, staffActor(user), body) }),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/flow/instance/withdraw',
    perm: 'login',
    summary: 'Withdraw my application before anyone decided on it',
    tags,
    body: idQuerySchema,
    response: z.null(),
    handler: ({ app, user, body }) => withdrawMine(app.db, user, body.id),
  })
}
