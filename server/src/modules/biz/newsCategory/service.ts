import { defineCategories } from '../category.js'
import './texts.js'

/** The news categories; a refusal to delete names the first category (by name) still holding news. */
export const newsCategories = defineCategories({
  table: 'bizNewsCategory',
  items: 'bizNews',
  countAs: 'newsCount',
  missing: 'newsCategoryNotFound',
  duplicate: 'newsCategoryDuplicate',
  inUse: 'newsCategoryInUse',
  inUseFirst: 'name',
})
