import {
  FILE_URLS,
  fileDetailSchema,
  filePageQuerySchema,
  fileReadQuerySchema,
  fileSchema,
  fileStatsSchema,
  type ImageWidth,
  idListSchema,
  idQuerySchema,
  pageResultSchema,
} from '@portal/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  checkRead,
  type FileRow,
  fileById,
  sendStored,
  sendThumbnail,
  uploadedPart,
} from '../../../core/files.js'
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
    response: fileDetailSchema,
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
    response: fileDetailSchema,
    multipart: true,
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
    response: z.null(),
    handler: ({ app, body }) => fileDelete(app.db, dataDir, body),
  })
  // Reading: public routes that check the file itself (`canRead`), so a public file needs no login
  // and the others the session (header, or for <img>, frames and links the cookie of core/linkCookie.ts).
  type Send = (
    db: FastifyInstance['db'],
    req: FastifyRequest,
    reply: FastifyReply,
    file: FileRow,
    width?: ImageWidth,
  ) => Promise<void>
  const reads: Array<[url: string, summary: string, send: Send]> = [
    [
      FILE_URLS.preview,
      'Show a file in the browser (raster images and PDF; other types are sent as attachments)',
      (db, req, reply, file) => sendStored(db, dataDir, req, reply, file, 'preview'),
    ],
    [
      FILE_URLS.download,
      'Download a file (Content-Disposition attachment; byte ranges honoured)',
      (db, req, reply, file) => sendStored(db, dataDir, req, reply, file, 'download'),
    ],
    [
      FILE_URLS.thumbnail,
      'A WebP rendition of an image file: at most 240 px, or `w` pixels wide (240, 480, 960, 1600)',
      (db, req, reply, file, width) => sendThumbnail(db, dataDir, req, reply, file, width),
    ],
  ]
  for (const [url, summary, send] of reads)
    defineRoute(app, {
      method: 'GET',
      url,
      perm: 'public',
      raw: 'file',
      summary,
      tags,
      querystring: fileReadQuerySchema,
      handler: async ({ app, req, reply, query }) => {
        const file = await fileById(app.db, query.id)
        await checkRead(app.db, req.user, file)
        await send(app.db, req, reply, file, query.w)
      },
    })
}
