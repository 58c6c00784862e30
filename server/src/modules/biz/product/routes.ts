import {
  pageResultSchema,
  productAddSchema,
  productCategoryOptionSchema,
  productCategoryPublicSchema,
  productDetailSchema,
  productEditSchema,
  productPageQuerySchema,
  productPublicDetailSchema,
  productPublicItemSchema,
  productPublicPageQuerySchema,
  productRowSchema,
  siteIdQuerySchema,
  siteLangQuerySchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { publicContentRoute } from '../../../core/content.js'
import { defineRoute } from '../../../core/route.js'
import { adminRoutes } from '../admin.js'
import {
  productAdd,
  productDelete,
  productDetail,
  productEdit,
  productPage,
  productPublicCategories,
  productPublicDetail,
  productPublicPage,
  productPublish,
} from './service.js'

export default function productRoutes(app: FastifyInstance) {
  const routes = adminRoutes({
    base: '/api/biz/product',
    code: 'bizProduct',
    schemas: {
      page: productPageQuerySchema,
      row: productRowSchema,
      detail: productDetailSchema,
      add: productAddSchema,
      edit: productEditSchema,
    },
    service: {
      page: productPage,
      detail: productDetail,
      add: productAdd,
      edit: productEdit,
      remove: productDelete,
      publish: productPublish,
    },
    categories: {
      table: 'bizProductCategory',
      option: productCategoryOptionSchema,
      summary: "The product categories a product's form offers (published or not), by sort code",
    },
    summaries: {
      page: 'Products by sort code, paged; search by name, filter by category and publish state',
      detail: 'One product with its texts in both languages, images and specifications',
      add: 'Add a product (unpublished; rich text sanitised)',
      edit: 'Edit a product (its publish state stays)',
      delete: 'Delete products (all named or none)',
      publish: 'Publish products on the site, or take them back',
      upload:
        "Upload a product image or an image in a product's content (multipart/form-data, field file; PNG, JPEG, GIF or WebP, at most 5 MB; readable by anyone)",
    },
  })
  for (const route of routes) defineRoute(app, route)

  // ---- Public: the site ----
  publicContentRoute(app, {
    url: '/api/biz/product/public/page',
    summary:
      'Published products by sort code, paged, of one category or all, in the asked language (English where present)',
    querystring: productPublicPageQuerySchema,
    response: pageResultSchema(productPublicItemSchema),
    load: productPublicPage,
  })
  publicContentRoute(app, {
    url: '/api/biz/product/public/detail',
    summary:
      'One published product with its images (the first is the cover) and specifications, in the asked language; unknown or unpublished: 404',
    querystring: siteIdQuerySchema,
    response: productPublicDetailSchema,
    load: (db, query) => productPublicDetail(db, query.lang, query.id),
  })
  publicContentRoute(app, {
    url: '/api/biz/product/public/categories',
    summary: 'Published product categories by sort code, in the asked language',
    querystring: siteLangQuerySchema,
    response: z.array(productCategoryPublicSchema),
    load: (db, query) => productPublicCategories(db, query.lang),
  })
}
