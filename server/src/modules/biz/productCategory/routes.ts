import {
  productCategoryAddSchema,
  productCategoryEditSchema,
  productCategoryPageQuerySchema,
  productCategoryRowSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { defineRoute } from '../../../core/route.js'
import { adminRoutes } from '../admin.js'
import { productCategories } from './service.js'

export default function productCategoryRoutes(app: FastifyInstance) {
  const routes = adminRoutes({
    base: '/api/biz/productCategory',
    code: 'bizProductCategory',
    schemas: {
      page: productCategoryPageQuerySchema,
      row: productCategoryRowSchema,
      detail: productCategoryRowSchema,
      add: productCategoryAddSchema,
      edit: productCategoryEditSchema,
    },
    service: productCategories,
    summaries: {
      page: 'Product categories by sort code, paged, with how many products each holds',
      detail: 'One product category',
      add: 'Add a product category (unpublished; names are unique)',
      edit: 'Edit a product category',
      delete: 'Delete product categories (all named or none); refused while one holds products',
      publish: 'Publish product categories on the site, or take them back (with their products)',
    },
  })
  for (const route of routes) defineRoute(app, route)
}
