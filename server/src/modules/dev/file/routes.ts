import {
  filePageQuerySchema,
  fileSchema,
  fileStatsSchema,
  idListSchema,
  idQuerySchema,
  pageResultSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { checkRead, fileById, sendStored, sendThumbnail, uploadedPart } from '../../../core/files.js'
import { defineRoute } from '../../../core/route.js'
import { fileDelete, fileDetail, filePage, fileStats, fileUpload } from './service.js'

export default function fileRoutes(app: FastifyInstance) {
  const tags = ['dev/file']
  const read = { menu: 'devFile' }
  const dataDir = app.config.dataDir
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/file/page',
    perm: read,
    summary: 'Stored files, paged and filtered by name, type, engine and uploader',
    tags,
    querystring: filePageQuerySchema,
    response: pageResultSchema(fileSchema),
    handler: ({ app, user, query }) => filePage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/file/detail',
    perm: read,
    summary: 'One stored file',
    tags,
    querystring: idQuerySchema,
    response: fileSchema,
    handler: ({ app, query }) => fileDetail(app.db, query.id),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/file/stats',
    perm: read,
    summary: 'Storage figures: count and bytes in all, per engine and per type',
    tags,
    response: fileStatsSchema,
    handler: ({ app }) => fileStats(app.db),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/dev/file/upload',
    perm: { button: 'devFileUpload' },
    summary: 'Upload one file (multipart/form-data, field file) to the configured storage',
    tags,
    response: fileSchema,
    handler: async ({ app, req, user }) => {
      const part = await uploadedPart(app.db, req)
      const row = await fileUpload(app.db, dataDir, user, part.file, part.filename)
      // The operation log copies the body; a multipart one has none, so it records what was stored.
      req.body = { id: row.id, name: row.name, mimeType: row.mimeType, size: row.size, engine: row.engine }
      return { ...row, uploaderName: user.name }
    },
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/dev/file/delete',
    perm: { button: 'devFileDelete' },
    summary: 'Delete files: their records and their stored bytes',
    tags,
    body: idListSchema,
    handler: ({ app, body }) => fileDelete(app.db, dataDir, body),
  })
  // Reading: public routes that check the file itself (`canRead`): a public file needs no login,
  // the others the token (header, or `?token=` for <img> and links).
  const fileQuery = z.object({ id: z.string().min(1).max(64) })
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/file/preview',
    perm: 'public',
    tokenInQuery: true,
    raw: true,
    summary: 'Show a file in the browser (raster images and PDF; other types are sent as attachments)',
    tags,
    querystring: fileQuery,
    handler: async ({ app, req, reply, query }) => {
      const file = await fileById(app.db, query.id)
      checkRead(req.user, file)
      await sendStored(app.db, dataDir, req, reply, file, 'preview')
    },
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/file/download',
    perm: 'public',
    tokenInQuery: true,
    raw: true,
    summary: 'Download a file (Content-Disposition attachment; byte ranges honoured)',
    tags,
    querystring: fileQuery,
    handler: async ({ app, req, reply, query }) => {
      const file = await fileById(app.db, query.id)
      checkRead(req.user, file)
      await sendStored(app.db, dataDir, req, reply, file, 'download')
    },
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/file/thumbnail',
    perm: 'public',
    tokenInQuery: true,
    raw: true,
    summary: 'A thumbnail (WebP, at most 240 px) of an image file',
    tags,
    querystring: fileQuery,
    handler: async ({ app, req, reply, query }) => {
      const file = await fileById(app.db, query.id)
      checkRead(req.user, file)
      await sendThumbnail(app.db, dataDir, reply, file)
    },
  })
}
