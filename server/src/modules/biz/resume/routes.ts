import {
  idListSchema,
  idQuerySchema,
  pageResultSchema,
  recruitOptionSchema,
  resumeDetailSchema,
  resumeExportQuerySchema,
  resumePageQuerySchema,
  resumeRowSchema,
  resumeStatusSchema,
  resumeSubmitSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { defineRoute } from '../../../core/route.js'
import {
  RESUME_MENU,
  resumeDelete,
  resumeDetail,
  resumeDownload,
  resumeExport,
  resumePage,
  resumeStatus,
  resumeSubmit,
} from './service.js'

export default function resumeRoutes(app: FastifyInstance) {
  const tags = ['biz/resume']
  const read = { menu: RESUME_MENU }
  defineRoute(app, {
    method: 'POST',
    url: '/api/biz/resume/submit',
    perm: 'public',
    summary:
      'Apply for an open position: multipart/form-data with the fields of resumeSubmitSchema first, then the file `file` (PDF or .docx, at most 10 MB). At most 5 an hour per client address (429); the résumés page’s holders get a message',
    tags,
    // A burst guard per process; the hourly limit per address is kept in the database.
    rateLimitPerMinute: 20,
    multipart: resumeSubmitSchema,
    response: z.null(),
    handler: ({ app, req }) => resumeSubmit(app.deps, app.config, req),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/biz/resume/page',
    perm: read,
    summary:
      'Résumés newest first, paged; search by name or the start of the phone number, filter by position, status and time received',
    tags,
    querystring: resumePageQuerySchema,
    response: pageResultSchema(resumeRowSchema),
    handler: ({ app, user, query }) => resumePage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/biz/resume/detail',
    perm: read,
    summary: 'One résumé with its message and attachment',
    tags,
    querystring: idQuerySchema,
    response: resumeDetailSchema,
    handler: ({ app, query }) => resumeDetail(app.db, query.id),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/biz/resume/recruitOptions',
    perm: read,
    summary: 'Every position (open or closed) by sort code, for the filter',
    tags,
    response: z.array(recruitOptionSchema),
    handler: async ({ app }) => {
      const rows = await app.db
        .selectFrom('bizRecruit')
        .select(['id', 'title', 'published'])
        .orderBy('sortCode')
        .orderBy('id')
        .limit(1000)
        .execute()
      return rows.map((r) => ({ ...r, published: r.published === 1 }))
    },
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/biz/resume/download',
    perm: read,
    summary: 'The attachment of a résumé (always a download)',
    tags,
    querystring: idQuerySchema,
    raw: 'file',
    handler: ({ app, req, reply, query }) => resumeDownload(app.deps, app.config, req, reply, query.id),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/biz/resume/status',
    perm: { button: 'bizResumeEdit' },
    summary: 'Set a résumé’s status (NEW, REVIEWED, INTERVIEW, REJECTED, HIRED) with a remark',
    tags,
    body: resumeStatusSchema,
    response: z.null(),
    handler: ({ app, user, body }) => resumeStatus(app.db, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/biz/resume/delete',
    perm: { button: 'bizResumeDelete' },
    summary: 'Delete résumés and their attachments',
    tags,
    body: idListSchema,
    response: z.null(),
    handler: ({ app, body }) => resumeDelete(app.deps, app.config, body),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/biz/resume/export',
    perm: { button: 'bizResumeExport' },
    summary: 'Export to Excel every résumé the filter matches, newest first (streamed)',
    tags,
    querystring: resumeExportQuerySchema,
    raw: 'xlsx',
    handler: ({ app, user, query, reply, lang }) => resumeExport(app.deps, user, query, reply, lang),
  })
}
