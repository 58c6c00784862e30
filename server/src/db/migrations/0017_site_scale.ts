import type { Kysely } from 'kysely'
import { addPrefixSearch, dialectOf, dropPrefixSearch } from '../../core/search.js'

// biome-ignore lint/suspicious/noExplicitAny: migrations take any schema
type Db = Kysely<any>

async function productPublicIndex(db: Db, columns: string[]) {
  const drop = db.schema.dropIndex('biz_product_public')
  await (dialectOf(db) === 'mysql' ? drop.on('biz_product') : drop).execute()
  await db.schema.createIndex('biz_product_public').on('biz_product').columns(columns).execute()
}

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
