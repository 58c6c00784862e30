import { createRequire } from 'node:module'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { defineRoute } from '../../../core/route.js'

const uiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

// The page and the document are opened with the link cookie (core/linkCookie.ts); "Try it out" sends
// the web app's stored login (same origin) as the header. Its script is a file of its own: the
// Content-Security-Policy of HTML pages allows no inline script.
const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body></html>`

const init = `var token = '';
try { token = JSON.parse(localStorage.getItem('TOKEN') || 'null') || '' } catch (e) {}
SwaggerUIBundle({
  url: '/api/openapi.json', dom_id: '#ui', deepLinking: true,
  requestInterceptor: function (r) { r.headers.token = token; return r },
});
`

export default async function docsRoutes(app: FastifyInstance) {
  // Static assets of the reference page carry no data; the page and the document need the super admin.
  await app.register(fastifyStatic, {
    root: uiDir,
    prefix: '/api/docs/assets/',
    decorateReply: false,
    index: false,
  })

  defineRoute(app, {
    method: 'GET',
    url: '/api/openapi.json',
    perm: 'superAdmin',
    raw: 'json',
    summary: 'OpenAPI document of every route',
    tags: ['dev/docs'],
    handler: ({ app, reply }) => reply.send(app.swagger()),
  })

  defineRoute(app, {
    method: 'GET',
    url: '/api/docs/init.js',
    perm: 'public',
    raw: 'script',
    summary: 'Start-up script of the API reference page (no data)',
    tags: ['dev/docs'],
    handler: ({ reply }) => reply.type('text/javascript; charset=utf-8').send(init),
  })

  defineRoute(app, {
    method: 'GET',
    url: '/api/docs',
    perm: 'superAdmin',
    raw: 'html',
    summary: 'API reference page',
    tags: ['dev/docs'],
    handler: ({ reply }) => reply.type('text/html; charset=utf-8').send(page),
  })
}
