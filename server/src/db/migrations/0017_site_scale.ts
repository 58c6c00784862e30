import { addPrefixSearch, dropPrefixSearch } from '../../core/search.js'
import { replaceIndex } from './indexes.js'
import type { Db } from './tables.js'

const productPublicIndex = (db: Db, columns: string[]) =>
  replaceIndex(db, 'biz_product_public', 'biz_product', columns)

/**
 * What the site's lists needed at a million rows (`npm run bench`, `site.ts`):
 * - the site's products are counted and paged from one index, the category (whose publish state
 *   decides whether a product shows) in it rather than read from each row;
 * - résumés are searched by the start of the phone number on an index, as users are, rather than
 *   by "contains", which read every résumé for each search.
 */
export async function up(db: Db): Promise<void> {
  await productPublicIndex(db, ['published', 'sort_code', 'id', 'category_id'])
  await addPrefixSearch(db, 'biz_resume', 'phone', 16)
}

export async function down(db: Db): Promise<void> {
  await dropPrefixSearch(db, 'biz_resume', 'phone')
  await productPublicIndex(db, ['published', 'sort_code', 'id'])
}
