import {
  configAddSchema,
  configEditBatchSchema,
  configEditSchema,
  configListQuerySchema,
  configPageQuerySchema,
  configRecordSchema,
  configRowSchema,
  configTestMailSchema,
  configTestSmsResultSchema,
  configTestSmsSchema,
  idQuerySchema,
  LOGO_MAX_BYTES,
  LOGO_MIMES,
  pageResultSchema,
  publicFileUrl,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { crudRoutes } from '../../../core/crudRoutes.js'
import { AppError } from '../../../core/errors.js'
import { storeFile, uploadedPart } from '../../../core/files.js'
import { t } from '../../../core/i18n.js'
import { sendMail, smtpSettings } from '../../../core/mail.js'
import { sampleValues } from '../../../core/messages.js'
import { defineRoute } from '../../../core/route.js'
import { SmsRefused, sendSms, smsRefusalAnswer } from '../../../core/sms.js'
import { probeStorage, StorageProbeFailed } from '../../../core/storage.js'
import {
  configAdd,
  configDelete,
  configDetail,
  configEdit,
  configEditBatch,
  configList,
  configPage,
  sysBaseList,
} from './service.js'
import './texts.js'

export default function configRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/config/sysBaseList',
    perm: 'public',
    summary: 'System base configuration for the login page and the shell',
    tags: ['dev/config'],
    response: z.array(configRecordSchema),
    handler: ({ app }) => sysBaseList(app.db, app.sm2.publicKey),
  })

  const tags = ['dev/config']
  const read = { menu: 'devConfig' }
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/config/page',
    perm: read,
    summary: 'Configuration rows (never the protected SECRET ones), paged',
    tags,
    querystring: configPageQuerySchema,
    response: pageResultSchema(configRowSchema),
    handler: ({ app, query }) => configPage(app.db, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/config/list',
    perm: read,
    summary: 'Configuration rows of a category (never the protected ones)',
    tags,
    querystring: configListQuerySchema,
    response: z.array(configRowSchema),
    handler: ({ app, query }) => configList(app.db, query.category),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/config/detail',
    perm: read,
    summary: 'One configuration row',
    tags,
    querystring: idQuerySchema,
    response: configRowSchema,
    handler: ({ app, query }) => configDetail(app.db, query.id),
  })
  const crud = crudRoutes('/api/dev/config', tags, 'devConfig', {
    add: {
      summary: 'Add a configuration row',
      body: configAddSchema,
      handler: ({ app, user, body }) => configAdd(app.db, user, body),
    },
    edit: {
      summary: 'Edit a configuration row',
      body: configEditSchema,
      handler: ({ app, user, body }) => configEdit(app.db, user, body),
    },
    delete: {
      summary: 'Delete configuration rows',
      handler: ({ app, body }) => configDelete(app.db, body),
    },
  })
  for (const route of crud) defineRoute(app, route)
  defineRoute(app, {
    method: 'POST',
    url: '/api/dev/config/editBatch',
    perm: { button: 'devConfigEditBatch' },
    summary: 'Save several configuration values by key',
    tags,
    body: configEditBatchSchema,
    response: z.null(),
    handler: ({ app, user, body }) => configEditBatch(app.db, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/dev/config/uploadLogo',
    perm: { button: 'devConfigEditBatch' },
    summary: 'Store a logo image as a public file; answers the URL to save as the logo setting',
    tags,
    response: z.string(),
    multipart: true,
    handler: async ({ app, req, user }) => {
      const part = await uploadedPart(app.db, req, LOGO_MAX_BYTES)
      const row = await storeFile(app.db, app.config.dataDir, user, part.file, {
        name: part.filename,
        purpose: 'LOGO',
        isPublic: true,
        accept: LOGO_MIMES,
        maxBytes: LOGO_MAX_BYTES,
      })
      // Multipart bodies have no copy for the operation log: it records what was stored.
      req.body = { id: row.id, name: row.name, size: row.size }
      return publicFileUrl(row.id)
    },
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/dev/config/sendTestMail',
    perm: { button: 'devConfigEditBatch' },
    summary: 'Send a test mail with the saved SMTP settings',
    tags,
    body: configTestMailSchema,
    response: z.null(),
    handler: async ({ app, body, lang }) => {
      if (!(await smtpSettings(app.db))) throw new AppError(503, 'mailNotConfigured')
      try {
        await sendMail(app.db, {
          to: body.to,
          subject: t(lang, 'mailTestSubject'),
          text: t(lang, 'mailTestText'),
        })
      } catch (err) {
        // The administrator needs the SMTP server's answer to fix the settings.
        const reason = err instanceof Error ? err.message.slice(0, 300) : String(err)
        throw new AppError(502, 'mailSendFailed', { reason })
      }
    },
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/dev/config/testSms',
    perm: { button: 'devConfigEditBatch' },
    summary:
      'Send a test SMS with the saved SMS settings (the staff sign-in template with sample values); answers the engine that carried it',
    tags,
    body: configTestSmsSchema,
    response: configTestSmsResultSchema,
    handler: async ({ app, body, lang }) => {
      try {
        const sent = await sendSms(app.db, body.phone, {
          kind: 'LOGIN_CODE',
          side: 'B',
          lang,
          values: sampleValues('LOGIN_CODE'),
        })
        return { provider: sent.provider, logId: sent.id }
      } catch (err) {
        // The administrator is told the reason and the vendor's error code (never its text or a key).
        const answer = smsRefusalAnswer(err)
        const code = err instanceof SmsRefused ? err.vendorCode : 'Error'
        throw new AppError(answer.code, 'smsTestFailed', { reason: t(lang, answer.key), code })
      }
    },
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/dev/config/testFileStorage',
    perm: { button: 'devConfigEditBatch' },
    summary: 'Write, read back and remove a small file with the saved file settings; answers where it went',
    tags,
    response: z.object({ engine: z.string(), bucket: z.string(), endpoint: z.string() }),
    handler: async ({ app }) => {
      try {
        return await probeStorage(app.db, app.config.dataDir)
      } catch (err) {
        // The service's error code tells the administrator what to fix; never a key or a secret.
        throw new AppError(400, 'storageTestFailed', {
          reason: err instanceof StorageProbeFailed ? err.reason : 'Error',
        })
      }
    },
  })
}
