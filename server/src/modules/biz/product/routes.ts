import {
  idListSchema,
  idQuerySchema,
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
  publishSchema,
  siteIdQuerySchema,
  siteLangQuerySchema,
  uploadedImageSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { sendRevalidated, uploadContentImage } from '../../../core/content.js'
import { defineRoute } from '../../../core/route.js'
import {
  productAdd,
  productCategoryOptions,
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
  const tags = ['biz/product']
  const read = { menu: 'bizProduct' }
  defineRoute(app, {
    method: 'GET',
    url: '/api/biz/product/page',
    perm: read,
    summary: 'Products by sort code, paged; search by name, filter by category and publish state',
    tags,
    querystring: productPageQuerySchema,
    response: pageResultSchema(productRowSchema),
    handler: ({ app, user, query }) => productPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/biz/product/detail',
    perm: read,
    summary: 'One product with its texts in both languages, images and specifications',
    tags,
    querystring: idQuerySchema,
    response: productDetailSchema,
    handler: ({ app, query }) => productDetail(app.db, query.id),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/biz/product/categoryOptions',
    perm: read,
    summary: "The product categories a product's form offers (published or not), by sort code",
    tags,
    response: z.array(productCategoryOptionSchema),
    handler: ({ app }) => productCategoryOptions(app.db),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/biz/product/add',
    perm: { button: 'bizProductAdd' },
    summary: 'Add a product (unpublished; rich text sanitised)',
    tags,
    body: productAddSchema,
    response: z.string(),
    handler: ({ app, user, body }) => productAdd(app.db, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/biz/product/edit',
    perm: { button: 'bizProductEdit' },
    summary: 'Edit a product (its publish state stays)',
    tags,
    body: productEditSchema,
    handler: ({ app, user, body }) => productEdit(app.db, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/biz/product/delete',
    perm: { button: 'bizProductDelete' },
    summary: 'Delete products (all named or none)',
    tags,
    body: idListSchema,
    handler: ({ app, body }) => productDelete(app.db, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/biz/product/publish',
    perm: { button: 'bizProductPublish' },
    summary: 'Publish products on the site, or take them back',
    tags,
    body: publishSchema,
    handler: ({ app, user, body }) => productPublish(app.db, user, body.idList, body.published),
  })
  defineRoute(app, {
    method: 'POST',
    url: '/api/biz/product/upload',
    perm: { button: 'bizProductAdd' },
    summary:
      "Upload a product image or an image in a product's content (multipart/form-data, field file; PNG, JPEG, GIF or WebP, at most 5 MB; readable by anyone)",
    tags,
    response: uploadedImageSchema,
    handler: ({ app, req, user }) => uploadContentImage(app.db, app.config.dataDir, req, user),
  })

  // ---- Public: the site ----
  defineRoute(app, {
    method: 'GET',
    url: '/api/biz/product/public/page',
    perm: 'public',
    summary:
      'Published products by sort code, paged, of one category or all, in the asked language (English where present); `Cache-Control: no-cache` with an ETag',
    tags,
    querystring: productPublicPageQuerySchema,
    response: pageResultSchema(productPublicItemSchema),
    raw: true,
    handler: async ({ app, req, reply, query, lang }) =>
      sendRevalidated(req, reply, lang, await productPublicPage(app.db, query)),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/biz/product/public/detail',
    perm: 'public',
    summary:
      'One published product with its images (the first is the cover) and specifications, in the asked language; unknown or unpublished: 404',
    tags,
    querystring: siteIdQuerySchema,
    response: productPublicDetailSchema,
    raw: true,
    handler: async ({ app, req, reply, query, lang }) =>
      sendRevalidated(req, reply, lang, await productPublicDetail(app.db, query.lang, query.id)),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/biz/product/public/categories',
    perm: 'public',
    summary: 'Published product categories by sort code, in the asked language',
    tags,
    querystring: siteLangQuerySchema,
    response: z.array(productCategoryPublicSchema),
    raw: true,
    handler: async ({ app, req, reply, query, lang }) =>
      sendRevalidated(req, reply, lang, await productPublicCategories(app.db, query.lang)),
  })
}
