import {
  companyInfoAddSchema,
  companyInfoDetailSchema,
  companyInfoEditSchema,
  companyInfoPageQuerySchema,
  companyInfoPublicSchema,
  companyInfoRowSchema,
  siteLangQuerySchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { contentRoutes, publicContentRoute } from '../../../core/content.js'
import { companyInfo, companyInfoPublicList } from './service.js'

export default function companyInfoRoutes(app: FastifyInstance) {
  contentRoutes(app, {
    base: '/api/biz/companyInfo',
    code: 'bizCompanyInfo',
    thing: 'company information section',
    schemas: {
      page: companyInfoPageQuerySchema,
      row: companyInfoRowSchema,
      detail: companyInfoDetailSchema,
      add: companyInfoAddSchema,
      edit: companyInfoEditSchema,
    },
    service: companyInfo,
    upload: true,
  })
  publicContentRoute(app, {
    url: '/api/biz/companyInfo/public/list',
    summary: 'The company information sections: published, by sort code, in the asked language',
    querystring: siteLangQuerySchema,
    response: z.array(companyInfoPublicSchema),
    load: (db, query) => companyInfoPublicList(db, query.lang),
  })
}
