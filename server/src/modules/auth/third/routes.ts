import {
  idListSchema,
  pageResultSchema,
  thirdBindingPageQuerySchema,
  thirdBindingSchema,
  thirdBindResultSchema,
  thirdCallbackQuerySchema,
  thirdLoginOptionSchema,
  thirdProviderAddSchema,
  thirdProviderEditSchema,
  thirdProviderSchema,
  thirdRenderQuerySchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { crudRoutes } from '../../../core/crudRoutes.js'
import { clientOf, defineRoute } from '../../../core/route.js'
import {
  bindingPage,
  finishBind,
  finishLogin,
  loginOptions,
  providerAdd,
  providerDelete,
  providerEdit,
  providerList,
  renderUrl,
  unbind,
} from './service.js'

export default function thirdRoutes(app: FastifyInstance) {
  const tags = ['auth/third']
  const read = { menu: 'authThird' }
  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/third/options',
    perm: 'public',
    summary: 'Enabled third-party logins, for the login page buttons',
    tags,
    response: z.array(thirdLoginOptionSchema),
    handler: ({ app }) => loginOptions(app.db),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/third/render',
    perm: 'public',
    summary: "Starts a third-party login: redirects (302) to the provider's authorisation page",
    tags,
    querystring: thirdRenderQuerySchema,
    rateLimitPerMinute: 30,
    raw: 'redirect',
    handler: async ({ app, req, reply, query }) => {
      reply.redirect(await renderUrl(app.db, query.platform, clientOf(req)), 302)
    },
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/third/callback',
    perm: 'public',
    summary: "Finishes a third-party login with the provider's query parameters; returns the token",
    tags,
    querystring: thirdCallbackQuerySchema,
    response: z.string(),
    rateLimitPerMinute: 30,
    handler: ({ app, req, query }) => finishLogin(app.deps, query, clientOf(req)),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/third/bindRender',
    perm: 'login',
    summary: "Starts binding the caller's account: the provider's authorisation URL to go to",
    tags,
    querystring: thirdRenderQuerySchema,
    response: z.string(),
    rateLimitPerMinute: 30,
    handler: ({ app, req, user, query }) => renderUrl(app.db, query.platform, clientOf(req), user.id),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/third/bindCallback',
    perm: 'login',
    summary: "Finishes binding the caller's account with the provider's query parameters",
    tags,
    body: thirdCallbackQuerySchema,
    response: thirdBindResultSchema,
    rateLimitPerMinute: 30,
    handler: ({ app, req, user, body }) => finishBind(app.deps, user, body, clientOf(req)),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/third/page',
    perm: read,
    summary: 'Bindings of third-party subjects to users, paged',
    tags,
    querystring: thirdBindingPageQuerySchema,
    response: pageResultSchema(thirdBindingSchema),
    handler: ({ app, user, query }) => bindingPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/third/unbind',
    perm: { button: 'authThirdUnbind' },
    summary: 'Removes bindings',
    tags,
    body: idListSchema,
    response: z.null(),
    handler: ({ app, body }) => unbind(app.db, body),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/third/own',
    perm: 'login',
    summary: "The caller's own bindings (user centre), paged",
    tags,
    querystring: thirdBindingPageQuerySchema,
    response: pageResultSchema(thirdBindingSchema),
    handler: ({ app, user, query }) => bindingPage(app.db, user, query, user.id),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/third/ownUnbind',
    perm: 'login',
    summary: "Removes some of the caller's own bindings",
    tags,
    body: idListSchema,
    response: z.null(),
    handler: ({ app, user, body }) => unbind(app.db, body, user.id),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/third/provider/list',
    perm: read,
    summary: 'Third-party login providers (secrets never included)',
    tags,
    response: z.array(thirdProviderSchema),
    handler: ({ app }) => providerList(app.db),
  })
  const providers = crudRoutes('/api/auth/third/provider', tags, 'authThirdProvider', {
    add: {
      summary: 'Adds a provider',
      body: thirdProviderAddSchema,
      handler: ({ app, user, body }) => providerAdd(app.db, user, body),
    },
    edit: {
      summary: 'Edits a provider; an empty secret keeps the stored one',
      body: thirdProviderEditSchema,
      handler: ({ app, user, body }) => providerEdit(app.db, user, body),
    },
    delete: {
      summary: 'Deletes providers with their bindings',
      handler: ({ app, body }) => providerDelete(app.db, body),
    },
  })
  for (const route of providers) defineRoute(app, route)
}
