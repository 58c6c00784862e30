import { createReadStream } from 'node:fs'
import {
  idQuerySchema,
  pageResultSchema,
  printDocSchema,
  printListSchema,
  printLogPageQuerySchema,
  printLogRowSchema,
  printPreviewSchema,
  printRecordQuerySchema,
  printRestoreSchema,
  printTemplateAddSchema,
  printTemplateDetailSchema,
  printTemplateEditSchema,
  printTemplatePageQuerySchema,
  printTemplateRowSchema,
  printVersionSchema,
} from '@portal/contracts'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import { crudRoutes } from '../../../core/crudRoutes.js'
import { AppError } from '../../../core/errors.js'
import { contentDisposition } from '../../../core/files.js'
import { allPrintDocs, printDocView, printFontFile, renderListPdf } from '../../../core/print.js'
import { defineRoute } from '../../../core/route.js'
import { ownCaching } from '../../../core/securityHeaders.js'
import {
  PRINT_MENU,
  previewPdf,
  printLogPage,
  printRecord,
  templateAdd,
  templateDelete,
  templateDetail,
  templateEdit,
  templatePage,
  templateRestore,
  templateVersions,
} from './service.js'
import './texts.js'

/** A PDF, shown in the browser (its print dialog) rather than saved, never cached. */
async function sendPdf(reply: FastifyReply, render: () => Promise<{ pdf: Buffer; name: string }>) {
  let printed: { pdf: Buffer; name: string }
  try {
    printed = await render()
  } catch (err) {
    if (err instanceof AppError) throw err
    // pdfme refuses what it cannot draw (a bad image, too long a barcode): the caller fixes the template.
    reply.log.warn({ err }, 'print failed')
    throw new AppError(422, 'printFailed')
  }
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition('inline', `${printed.name}.pdf`))
    .header('cache-control', 'no-store')
    .send(printed.pdf)
}

export default function printRoutes(app: FastifyInstance) {
  const base = '/api/dev/printTemplate'
  const tags = ['dev/print']
  const read = { menu: PRINT_MENU }
  defineRoute(app, {
    method: 'GET',
    url: `${base}/page`,
    perm: read,
    summary: 'Print templates, newest change first; `docType` keeps one document type’s',
    tags,
    querystring: printTemplatePageQuerySchema,
    response: pageResultSchema(printTemplateRowSchema),
    handler: ({ app, user, query }) => templatePage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/detail`,
    perm: read,
    summary: 'One template with its layout',
    tags,
    querystring: idQuerySchema,
    response: printTemplateDetailSchema,
    handler: ({ app, query }) => templateDetail(app.db, query.id),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/versions`,
    perm: read,
    summary: 'Every saved version of a template’s layout, newest first',
    tags,
    querystring: idQuerySchema,
    response: z.array(printVersionSchema),
    handler: ({ app, query }) => templateVersions(app.db, query.id),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/docTypes`,
    perm: 'login',
    summary: 'The document types templates print (fields, tables, sample data), in the caller’s language',
    tags,
    response: z.array(printDocSchema),
    handler: ({ lang }) => allPrintDocs().map((d) => printDocView(d, lang === 'en' ? 'en' : 'zh-cn')),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/choices`,
    perm: 'login',
    summary: 'The templates a document type may print with (the default first)',
    tags,
    querystring: z.object({ docType: z.string().min(1).max(32) }),
    response: z.array(z.object({ id: z.string(), name: z.string(), isDefault: z.boolean() })),
    handler: async ({ app, query }) =>
      (
        await app.db
          .selectFrom('devPrintTemplate')
          .select(['id', 'name', 'isDefault'])
          .where('docType', '=', query.docType)
          .orderBy('isDefault', 'desc')
          .orderBy('updatedAt', 'desc')
          .limit(100)
          .execute()
      ).map((t) => ({ ...t, isDefault: t.isDefault === 1 })),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/font`,
    perm: 'login',
    raw: 'file',
    summary: 'The CJK font PDFs are printed in (TrueType), for the designer to draw with',
    tags,
    handler: ({ reply }) => {
      // The font never changes between releases: the browser keeps it rather than 10 MB each time.
      ownCaching(reply, 'private, max-age=604800').header('content-type', 'font/ttf')
      reply.send(createReadStream(printFontFile()))
    },
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/preview`,
    perm: read,
    raw: 'pdf',
    summary: 'A layout filled with its document type’s sample data, as a PDF (the designer’s preview)',
    tags,
    body: printPreviewSchema,
    handler: ({ reply, body }) =>
      sendPdf(reply, async () => ({ pdf: await previewPdf(body), name: 'preview' })),
  })
  const crud = crudRoutes(base, tags, PRINT_MENU, {
    add: {
      summary: 'Add a template (its layout is version 1)',
      body: printTemplateAddSchema,
      handler: ({ app, user, body }) => templateAdd(app.db, user, body),
    },
    edit: {
      summary: 'Save a template; a changed layout becomes its next version',
      body: printTemplateEditSchema,
      handler: ({ app, user, body }) => templateEdit(app.db, user, body),
    },
    delete: {
      summary: 'Delete templates with their versions (the print log keeps their names)',
      handler: ({ app, body }) => templateDelete(app.db, body),
    },
  })
  for (const route of crud) defineRoute(app, route)
  defineRoute(app, {
    method: 'POST',
    url: `${base}/restore`,
    perm: { button: `${PRINT_MENU}Edit` },
    summary: 'Make an earlier version’s layout current again (saved as the next version)',
    tags,
    body: printRestoreSchema,
    response: z.null(),
    handler: ({ app, user, body }) => templateRestore(app.db, user, body),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/log/page`,
    perm: read,
    summary: 'Who printed which record with which template, newest first',
    tags,
    querystring: printLogPageQuerySchema,
    response: pageResultSchema(printLogRowSchema),
    handler: ({ app, user, query }) => printLogPage(app.db, user, query),
  })
  // Each document type prints for the holders of its own page.
  for (const doc of allPrintDocs())
    defineRoute(app, {
      method: 'GET',
      url: `${base}/print/${doc.type}`,
      perm: { menu: doc.menu },
      raw: 'pdf',
      summary: `Print one ${doc.titleEn.toLowerCase()} with the chosen template or the type’s default; recorded in the print log`,
      tags,
      querystring: printRecordQuerySchema,
      handler: async ({ app, user, reply, query, lang }) => {
        const ctx = {
          user,
          dataDir: app.config.dataDir,
          lang: lang === 'en' ? ('en' as const) : ('zh-cn' as const),
        }
        // A failed render logs nothing: the log is written once the PDF exists.
        await sendPdf(reply, () => printRecord(app.db, ctx, doc, query))
      },
    })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/printList`,
    perm: 'login',
    raw: 'pdf',
    summary:
      'A searchable table’s “print list”: the given columns and rows as a PDF (A4, landscape when asked)',
    tags,
    body: printListSchema,
    handler: ({ reply, body }) =>
      sendPdf(reply, async () => ({ pdf: await renderListPdf(body), name: body.title })),
  })
}
