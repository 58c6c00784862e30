import { defineCategories } from '../category.js'
import './texts.js'

/**
 * The product categories: a category taken back takes its products off the site with it. A refusal
 * to delete names the first category (by sort code) still holding products.
 */
export const productCategories = defineCategories({
  table: 'bizProductCategory',
  items: 'bizProduct',
  countAs: 'productCount',
  missing: 'productCategoryNotFound',
  duplicate: 'productCategoryDuplicate',
  inUse: 'productCategoryInUse',
  inUseFirst: 'sortCode',
  raced: 'productCategoryInUseNow',
})
