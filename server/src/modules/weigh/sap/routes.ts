import {
  idQuerySchema,
  materialDetailSchema,
  materialFilterSchema,
  materialOptionQuerySchema,
  materialOptionSchema,
  materialPageQuerySchema,
  materialRowSchema,
  pageResultSchema,
  sapImportResultSchema,
  sapImportSchema,
  sapInfoQuerySchema,
  sapInfoSchema,
  sapSyncLogQuerySchema,
  sapSyncLogSchema,
  sapSyncResultSchema,
  sapSyncRunSchema,
  sapSyncStateSchema,
  shipmentDetailSchema,
  shipmentFilterSchema,
  shipmentPageQuerySchema,
  shipmentRowSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { defineRoute } from '../../../core/route.js'
import {
  exportMaterials,
  exportShipments,
  importMaterials,
  importShipments,
  MATERIAL_MENU,
  materialDetail,
  materialOptions,
  materialPage,
  materialTemplate,
  SAP_SYNC_MENU,
  SHIPMENT_MENU,
  sapInfo,
  shipmentDetail,
  shipmentPage,
  shipmentTemplate,
  syncLogPage,
  syncState,
} from './service.js'
import { sapSync } from './sync.js'

const IMPORT_BODY_LIMIT = 15 * 1024 * 1024

/**
 * SAP materials and shipments (`/api/weigh/material`, `/api/weigh/shipment`), their sync
 * (`/api/weigh/sap`), and the delivery note's lookup under spec §7's name
 * (`/api/krs/sentitem/getInfoBySap`, for the vendor's phone).
 */
export default function sapRoutes(app: FastifyInstance) {
  const tags = ['weigh/sap']
  const material = '/api/weigh/material'
  const shipment = '/api/weigh/shipment'

  defineRoute(app, {
    method: 'GET',
    url: `${material}/page`,
    perm: { menu: MATERIAL_MENU },
    summary: 'Materials by number, searched by number (from its start) or name, by group and source',
    tags,
    querystring: materialPageQuerySchema,
    response: pageResultSchema(materialRowSchema),
    handler: ({ app, user, query }) => materialPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${material}/detail`,
    perm: { menu: MATERIAL_MENU },
    summary: 'One material',
    tags,
    querystring: idQuerySchema,
    response: materialDetailSchema,
    handler: ({ app, query }) => materialDetail(app.db, query.id),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${material}/options`,
    perm: 'login',
    summary: 'Materials a form may name (not marked for deletion), by number or name: the first `size`',
    tags,
    querystring: materialOptionQuerySchema,
    response: z.array(materialOptionSchema),
    handler: ({ app, query }) => materialOptions(app.db, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${material}/importTemplate`,
    perm: { button: 'weighMaterialImport' },
    summary: 'The material import template: the header row, in the caller’s language',
    tags,
    raw: 'xlsx',
    handler: ({ reply, lang }) => materialTemplate(reply, lang),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${material}/import`,
    perm: { button: 'weighMaterialImport' },
    summary:
      'Imports materials from Excel (added or updated by number): every row is checked first, and errors come back per row; nothing is written unless all rows are right',
    tags,
    body: sapImportSchema,
    bodyLimit: IMPORT_BODY_LIMIT,
    response: sapImportResultSchema,
    handler: ({ app, body, lang }) => importMaterials(app.db, body.fileBase64, lang),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${material}/export`,
    perm: { button: 'weighMaterialExport' },
    summary: 'Every material the filter matches, in the import’s layout',
    tags,
    querystring: materialFilterSchema,
    raw: 'xlsx',
    handler: ({ app, user, query, reply, lang }) => exportMaterials(app.deps, user, query, reply, lang),
  })

  defineRoute(app, {
    method: 'GET',
    url: `${shipment}/page`,
    perm: { menu: SHIPMENT_MENU },
    summary:
      'Deliveries, newest number first, searched by number (from its start) or partner, by referenced order and source',
    tags,
    querystring: shipmentPageQuerySchema,
    response: pageResultSchema(shipmentRowSchema),
    handler: ({ app, user, query }) => shipmentPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${shipment}/detail`,
    perm: { menu: SHIPMENT_MENU },
    summary: 'One delivery with its items',
    tags,
    querystring: idQuerySchema,
    response: shipmentDetailSchema,
    handler: ({ app, query }) => shipmentDetail(app.db, query.id),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${shipment}/importTemplate`,
    perm: { button: 'weighShipmentImport' },
    summary: 'The delivery import template (one row per item), in the caller’s language',
    tags,
    raw: 'xlsx',
    handler: ({ reply, lang }) => shipmentTemplate(reply, lang),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${shipment}/import`,
    perm: { button: 'weighShipmentImport' },
    summary:
      'Imports deliveries from Excel, one row per item (a delivery’s rows must agree on its header): all or nothing, errors per row',
    tags,
    body: sapImportSchema,
    bodyLimit: IMPORT_BODY_LIMIT,
    response: sapImportResultSchema,
    handler: ({ app, body, lang }) => importShipments(app.db, body.fileBase64, lang),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${shipment}/export`,
    perm: { button: 'weighShipmentExport' },
    summary: 'Every item of the deliveries the filter matches, one row each, in the import’s layout',
    tags,
    querystring: shipmentFilterSchema,
    raw: 'xlsx',
    handler: ({ app, user, query, reply, lang }) => exportShipments(app.deps, user, query, reply, lang),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${shipment}/info`,
    perm: { menu: SHIPMENT_MENU },
    summary:
      'The lines of a delivery, or of the deliveries referring to an order: from the synced tables, or live from SAP when configured',
    tags,
    querystring: sapInfoQuerySchema,
    response: sapInfoSchema,
    handler: ({ app, query }) => sapInfo(app.db, query.orderNo),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/krs/sentitem/getInfoBySap',
    perm: 'client',
    summary:
      'A vendor’s delivery note is filled from SAP: the lines of the delivery or order (material, description, ordered and open quantity, unit, plant, storage location)',
    tags,
    body: sapInfoQuerySchema,
    response: sapInfoSchema,
    rateLimitPerMinute: 60,
    handler: ({ app, body }) => sapInfo(app.db, body.orderNo),
  })

  defineRoute(app, {
    method: 'GET',
    url: '/api/weigh/sap/state',
    perm: { menu: SAP_SYNC_MENU },
    summary: 'Whether SAP is configured, and per entity the newest change synced and the last run',
    tags,
    response: sapSyncStateSchema,
    handler: ({ app }) => syncState(app.db),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/weigh/sap/log',
    perm: { menu: SAP_SYNC_MENU },
    summary: 'The sync runs with their counts, newest first (keyset: `after`)',
    tags,
    querystring: sapSyncLogQuerySchema,
    response: pageResultSchema(sapSyncLogSchema),
    handler: ({ app, user, query }) => syncLogPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/weigh/sap/sync',
    perm: { button: 'weighSapSyncRun' },
    summary:
      'Runs the sync of one entity now (what changed since the last run); answers the run’s counts, or its error when SAP failed',
    tags,
    body: sapSyncRunSchema,
    response: sapSyncResultSchema,
    handler: ({ app, user, body }) => sapSync(app.db, body.entity, { origin: 'MANUAL', userName: user.name }),
  })
}
