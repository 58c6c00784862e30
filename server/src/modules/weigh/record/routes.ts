import {
  IMAGE_MIMES,
  idQuerySchema,
  pageResultSchema,
  stockMovePageQuerySchema,
  stockMoveSchema,
  stockPageQuerySchema,
  stockRowSchema,
  weighDetailSchema,
  weighDocSchema,
  weighFilterSchema,
  weighFirstSchema,
  weighOpenQuerySchema,
  weighPageQuerySchema,
  weighRowSchema,
  weighSecondSchema,
  weighStoredTareSchema,
  weighVoidSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { storeFile, uploadedPart } from '../../../core/files.js'
import { defineRoute } from '../../../core/route.js'
import {
  documentsFor,
  exportRecords,
  OPERATION_MENU,
  openOf,
  RECORD_MENU,
  recordDetail,
  recordPage,
  STOCK_MENU,
  stockMovePage,
  stockPage,
  voidRecord,
  WEIGH_BUTTON,
  weighFirst,
  weighSecond,
  weighWithStoredTare,
} from './service.js'

/** Weighings (`/api/weigh/record`) and storage (`/api/weigh/stock`). */
export default function recordRoutes(app: FastifyInstance) {
  const tags = ['weigh/record']
  const base = '/api/weigh/record'
  defineRoute(app, {
    method: 'POST',
    url: `${base}/first`,
    perm: { button: WEIGH_BUTTON },
    summary:
      'The first weighing of a vehicle (gross or tare; with a document, its direction decides which): the bridge’s stable weight now, or one typed by hand with the manual permission and a reason. Answers the open record',
    tags,
    body: weighFirstSchema,
    response: weighDetailSchema,
    handler: ({ app, user, body }) => weighFirst(app.db, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/second`,
    perm: { button: WEIGH_BUTTON },
    summary:
      'The second weighing: the other weight, the net checked against the document (too far above it is refused and recorded), then the record, the vehicle’s tare, storage and the document in one transaction',
    tags,
    body: weighSecondSchema,
    response: weighDetailSchema,
    handler: ({ app, user, body }) => weighSecond(app.db, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/storedTare`,
    perm: { button: WEIGH_BUTTON },
    summary:
      'One weighing: gross now, with the vehicle’s stored tare (recent, and within 0.3% of its recent tares), finished at once',
    tags,
    body: weighStoredTareSchema,
    response: weighDetailSchema,
    handler: ({ app, user, body }) => weighWithStoredTare(app.db, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/uploadPhoto`,
    perm: { button: WEIGH_BUTTON },
    summary: 'A photo of the vehicle on the bridge (an image, multipart field `file`); answers its file id',
    tags,
    response: z.string(),
    multipart: true,
    handler: async ({ app, req, user }) => {
      const part = await uploadedPart(app.db, req)
      const row = await storeFile(app.db, app.config.dataDir, user, part.file, {
        name: part.filename,
        purpose: 'WEIGH',
        accept: IMAGE_MIMES,
      })
      req.body = { id: row.id, name: row.name, size: row.size }
      return row.id
    },
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/documents`,
    perm: { menu: OPERATION_MENU },
    summary:
      'The approved release permits and delivery notes naming a vehicle that may be weighed now: the weighing page fills the document from the plate',
    tags,
    querystring: weighOpenQuerySchema,
    response: z.array(weighDocSchema),
    handler: ({ app, query }) => documentsFor(app.db, query.plate),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/open`,
    perm: { menu: OPERATION_MENU },
    summary: 'The open weighing of a vehicle (its second weighing is due), or null',
    tags,
    querystring: weighOpenQuerySchema,
    response: weighDetailSchema.nullable(),
    handler: ({ app, query }) => openOf(app.db, query.plate),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/page`,
    perm: { menu: RECORD_MENU },
    summary: 'Weighings, newest first (keyset: `after`), by plate, document, state, by hand or not, and time',
    tags,
    querystring: weighPageQuerySchema,
    response: pageResultSchema(weighRowSchema),
    handler: ({ app, user, query }) => recordPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/detail`,
    perm: { menu: RECORD_MENU },
    summary: 'One weighing with both weights, who took them, how, and any refusal or void',
    tags,
    querystring: idQuerySchema,
    response: weighDetailSchema,
    handler: ({ app, query }) => recordDetail(app.db, query.id),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/void`,
    perm: { button: 'weighRecordVoid' },
    summary: 'Calls a weighing off with the reason; a finished one’s storage is moved back',
    tags,
    body: weighVoidSchema,
    response: z.null(),
    handler: ({ app, user, body }) => voidRecord(app.db, user, body),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/export`,
    perm: { button: 'weighRecordExport' },
    summary: 'Every weighing the filter matches, as an Excel file',
    tags,
    querystring: weighFilterSchema,
    raw: 'xlsx',
    handler: ({ app, user, query, reply, lang }) => exportRecords(app.deps, user, query, reply, lang),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/weigh/stock/page',
    perm: { menu: STOCK_MENU },
    summary: 'Storage: the quantity (kg) per material and location',
    tags,
    querystring: stockPageQuerySchema,
    response: pageResultSchema(stockRowSchema),
    handler: ({ app, user, query }) => stockPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/weigh/stock/moves',
    perm: { menu: STOCK_MENU },
    summary: 'Every change of storage with the weighing that made it, newest first (keyset: `after`)',
    tags,
    querystring: stockMovePageQuerySchema,
    response: pageResultSchema(stockMoveSchema),
    handler: ({ app, user, query }) => stockMovePage(app.db, user, query),
  })
}
