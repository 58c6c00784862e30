import type { ProductPublicDetail, ProductPublicItem, ProductSpec, SiteLang } from '@portal/contracts'
import type { Kysely } from 'kysely'
import { assertImages, fieldInvalid, localize, localizeOpt, richColumn } from '../../../core/content.js'
import { badRequest, notFound } from '../../../core/errors.js'
import { defineList, type From, type ListQuery, listPage, listView } from '../../../core/list.js'
import { bySortCode, sortFields } from '../../../core/listOrders.js'
import { memo } from '../../../core/memo.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { stored } from '../../../core/stored.js'
import type { DB } from '../../../db/schema.js'
import { categoryExists, publishedCategories } from '../category.js'
import { publishable } from '../publishable.js'
import './texts.js'

interface SpecBody {
  name: string
  nameEn?: string | null
  value: string
  valueEn?: string | null
}
export interface ProductBody {
  categoryId?: string | null
  name: string
  nameEn?: string | null
  model?: string | null
  summary?: string | null
  summaryEn?: string | null
  content?: string | null
  contentEn?: string | null
  imageIds: string[]
  specs: SpecBody[]
  sortCode: number
}

/** What a MySQL `text` column holds (bytes of UTF-8); SQLite and PostgreSQL hold more. */
const TEXT_BYTES = 65_535

/** `image_ids` holds the ids joined by commas, in order; the first is the cover. */
const toIds = (ids: readonly string[]) => (ids.length ? ids.join(',') : null)
const fromIds = (s: string | null) => (s ? s.split(',').filter(Boolean) : [])

/** `specs` holds the rows as JSON; anything else read back (a hand edit) counts as none. */
function fromSpecs(s: string | null): ProductSpec[] {
  if (!s) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(s)
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  return parsed.flatMap((r: Record<string, unknown> | null) =>
    r && typeof r.name === 'string' && typeof r.value === 'string'
      ? [
          {
            name: r.name,
            nameEn: typeof r.nameEn === 'string' ? r.nameEn : null,
            value: r.value,
            valueEn: typeof r.valueEn === 'string' ? r.valueEn : null,
          },
        ]
      : [],
  )
}

// ---- Admin ----

const cols = [
  'p.id',
  'p.categoryId',
  'c.name as categoryName',
  'p.name',
  'p.nameEn',
  'p.model',
  'p.imageIds',
  'p.published',
  'p.sortCode',
  'p.createdAt',
] as const
type Row = { imageIds: string | null; published: number; createdAt: string | null }
const shape = <R extends Row>({ imageIds, published, createdAt, ...r }: R) => ({
  ...r,
  coverId: fromIds(imageIds)[0] ?? null,
  published: published === 1,
  createdAt: createdAt ?? '',
})

const withCategory = (q: From<'bizProduct', 'p'>) =>
  q.leftJoin('bizProductCategory as c', 'c.id', 'p.categoryId')
const productRows = listView((q: From<'bizProduct', 'p'>) => withCategory(q).select(cols))
const productListing = defineList({
  ...bySortCode('biz_product', 'p', 'biz_product_sort'),
  sort: sortFields('p', { sortCode: 'biz_product_sort', createdAt: 'biz_product_created' }),
  search: { name: search.text('p.name', 'biz_product') },
})

/** Products by sort code, paged; searched by name, filtered by category and publish state. */
export async function productPage(
  db: Kysely<DB>,
  user: AuthUser,
  query: ListQuery & { categoryId?: string; published?: '0' | '1' },
) {
  const build = async () => {
    let q = db.selectFrom('bizProduct as p')
    if (query.categoryId) q = q.where('p.categoryId', '=', query.categoryId)
    if (query.published) q = q.where('p.published', '=', Number(query.published))
    return q
  }
  const page = await listPage(db, user, productListing, query, { variant: 'product', build }, productRows)
  return { ...page, records: page.records.map(shape) }
}

export async function productDetail(db: Kysely<DB>, id: string) {
  const p = await withCategory(db.selectFrom('bizProduct as p'))
    .select([...cols, 'p.summary', 'p.summaryEn', 'p.content', 'p.contentEn', 'p.specs'])
    .where('p.id', '=', id)
    .executeTakeFirst()
  if (!p) throw notFound('productNotFound')
  const { specs, imageIds, ...rest } = p
  return { ...shape({ ...rest, imageIds }), imageIds: fromIds(imageIds), specs: fromSpecs(specs) }
}

/**
 * The row a body makes, checked before anything is written: the category exists, every image is a
 * stored public image (the message names its place, `imageIds.3`), rich text sanitised, and what is
 * stored fits its TEXT column on every engine (64 KB on MySQL).
 */
async function bodyRow(db: Kysely<DB>, body: ProductBody) {
  const categoryId = body.categoryId ?? null
  if (categoryId && !(await categoryExists(db, 'bizProductCategory', categoryId)))
    throw badRequest('productCategoryMissing')
  const imageIds = [...new Set(body.imageIds)]
  await assertImages(db, Object.fromEntries(imageIds.map((id, i) => [`imageIds.${i}`, id])))
  const content = richColumn('content', body.content)
  const contentEn = richColumn('contentEn', body.contentEn)
  const specs = body.specs.length
    ? JSON.stringify(
        body.specs.map((s) => ({
          name: s.name,
          nameEn: s.nameEn ?? null,
          value: s.value,
          valueEn: s.valueEn ?? null,
        })),
      )
    : null
  if (specs && Buffer.byteLength(specs) > TEXT_BYTES) throw fieldInvalid('specs', 'contentTooLong')
  return {
    ...stored(body, ['name', 'nameEn', 'model', 'summary', 'summaryEn', 'sortCode']),
    categoryId,
    content,
    contentEn,
    imageIds: toIds(imageIds),
    specs,
  }
}

/** Saves a product unpublished: the site shows it once published. */
const writes = publishable('bizProduct', 'productNotFound')

export async function productAdd(db: Kysely<DB>, user: AuthUser, body: ProductBody) {
  return writes.insert(db, user, await bodyRow(db, body))
}

export async function productEdit(db: Kysely<DB>, user: AuthUser, body: ProductBody & { id: string }) {
  await productDetail(db, body.id)
  await writes.update(db, user, body.id, await bodyRow(db, body))
}

export const productDelete = writes.remove
export const productPublish = writes.publish

// ---- Public (the site) ----

/**
 * What the site shows: published products whose category (if any) is published too; taking a
 * category back takes its products off the site with it. A test of the category id against the
 * few categories taken back, not a join: counting a million products reads one index alone.
 */
const siteRows = (db: Kysely<DB>) =>
  db
    .selectFrom('bizProduct as p')
    .where('p.published', '=', 1)
    .where((eb) =>
      eb.or([
        eb('p.categoryId', 'is', null),
        eb(
          'p.categoryId',
          'not in',
          eb.selectFrom('bizProductCategory').select('id').where('published', '=', 0),
        ),
      ]),
    )

const SITE_TABLES = ['biz_product', 'biz_product_category']
const publicCols = [
  'p.id',
  'p.name',
  'p.nameEn',
  'p.model',
  'p.summary',
  'p.summaryEn',
  'p.imageIds',
  'p.categoryId',
  'c.name as categoryName',
  'c.nameEn as categoryNameEn',
] as const
type PublicRow = {
  id: string
  name: string
  nameEn: string | null
  model: string | null
  summary: string | null
  summaryEn: string | null
  imageIds: string | null
  categoryId: string | null
  categoryName: string | null
  categoryNameEn: string | null
}
const publicItem = (lang: SiteLang, r: PublicRow): ProductPublicItem => ({
  id: r.id,
  name: localize(lang, r.name, r.nameEn),
  model: r.model,
  summary: localizeOpt(lang, r.summary, r.summaryEn),
  coverId: fromIds(r.imageIds)[0] ?? null,
  // A category deleted under it (no row) is no category.
  categoryId: r.categoryName === null ? null : r.categoryId,
  categoryName: r.categoryName === null ? null : localize(lang, r.categoryName, r.categoryNameEn),
})

// The site's order, one list for all products and one for a category's, each on its own index.
const publicOrder = (index: string) => ({
  table: 'biz_product',
  alias: 'p',
  key: 'p.id',
  order: { by: ['p.sortCode', 'p.id'], index },
})
const publicListing = defineList(publicOrder('biz_product_public'))
const publicCategoryListing = defineList(publicOrder('biz_product_public_category'))
const publicRows = listView((q: From<'bizProduct', 'p'>) => withCategory(q).select(publicCols))

/**
 * A page of the site's products (by sort code), of one category or all, in the asked language: the
 * list pattern (`core/list.ts`), so the count is shared by every page and deep pages start from a
 * bookmark. Kept 5 s per page (dropped at once by this process's writes), like the other public reads.
 */
export function productPublicPage(
  db: Kysely<DB>,
  query: { lang: SiteLang; current: number; size: number; categoryId?: string },
) {
  const { lang, current, size, categoryId } = query
  return memo(db, `site:products:${lang}:${categoryId ?? ''}:${current}:${size}`, SITE_TABLES, async () => {
    const q = siteRows(db)
    const page = categoryId
      ? await listPage(
          db,
          null,
          publicCategoryListing,
          { current, size },
          q.where('p.categoryId', '=', categoryId),
          publicRows,
        )
      : await listPage(db, null, publicListing, { current, size }, q, publicRows)
    return Object.freeze({
      current,
      size,
      total: page.total,
      records: page.records.map((r) => publicItem(lang, r)),
    })
  })
}

/** One product as the site shows it; unknown, unpublished or in a category taken back: not found. */
export function productPublicDetail(
  db: Kysely<DB>,
  lang: SiteLang,
  id: string,
): Promise<ProductPublicDetail> {
  return memo(db, `site:product:${lang}:${id}`, SITE_TABLES, async () => {
    const r = await withCategory(siteRows(db))
      .where('p.id', '=', id)
      .select([...publicCols, 'p.content', 'p.contentEn', 'p.specs'])
      .executeTakeFirst()
    if (!r) throw notFound('productNotFound')
    return Object.freeze({
      ...publicItem(lang, r),
      content: localizeOpt(lang, r.content, r.contentEn),
      imageIds: fromIds(r.imageIds),
      specs: fromSpecs(r.specs).map((s) => ({
        name: localize(lang, s.name, s.nameEn),
        value: localize(lang, s.value, s.valueEn),
      })),
    })
  })
}

/** The site's product categories (published), by sort code, in the asked language. */
export const productPublicCategories = (db: Kysely<DB>, lang: SiteLang) =>
  publishedCategories(db, 'bizProductCategory', lang)
