import {
  CONTENT_IMAGE_MAX_BYTES,
  IMAGE_MIMES,
  idListSchema,
  idQuerySchema,
  type PageResult,
  pageResultSchema,
  publishSchema,
  type SiteLang,
  uploadedImageSchema,
} from '@portal/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Kysely, SelectQueryBuilder } from 'kysely'
import { z } from 'zod'
import type { DB } from '../db/schema.js'
import { badRequest, notFound, RequestValidationError } from './errors.js'
import { storeFile, uploadedPart } from './files.js'
import { defineTexts, type Lang, type MsgKey, type TextsOf } from './i18n.js'
import { newId } from './ids.js'
import { defineList, type ListQuery, listPage, listView, type Order } from './list.js'
import { memo } from './memo.js'
import { sanitizeRichText } from './richText.js'
import { defineRoute } from './route.js'
import { created, isUniqueViolation, updated } from './rows.js'
import { search } from './search.js'
import type { AuthUser } from './session.js'
import { assertUnique } from './unique.js'

/**
 * What the company site's content modules share: texts in the visitor's language, public answers
 * that a browser revalidates, image uploads into the public file store, publishing.
 */

/** A text in the visitor's language: the English version where there is one, else the Chinese. */
export const localize = (lang: SiteLang | Lang, zh: string, en: string | null | undefined): string =>
  lang === 'en' && en?.trim() ? en : zh
/** The same for an optional text. */
export const localizeOpt = (
  lang: SiteLang | Lang,
  zh: string | null | undefined,
  en: string | null | undefined,
): string | null => (lang === 'en' && en?.trim() ? en : (zh ?? null))

/**
 * Stores an uploaded content image (multipart field `file`): raster types only, at most 5 MB,
 * readable by anyone (it is shown on the public site).
 */
export async function uploadContentImage(
  db: Kysely<DB>,
  dataDir: string,
  req: FastifyRequest,
  user: AuthUser,
) {
  const part = await uploadedPart(db, req, CONTENT_IMAGE_MAX_BYTES)
  const row = await storeFile(db, dataDir, user, part.file, {
    name: part.filename,
    purpose: 'CONTENT',
    isPublic: true,
    accept: IMAGE_MIMES,
    maxBytes: CONTENT_IMAGE_MAX_BYTES,
  })
  // The operation log copies the body; a multipart one has none, so it records what was stored.
  req.body = { id: row.id, name: row.name, mimeType: row.mimeType, size: row.size }
  return { id: row.id, name: row.name }
}

type ContentTable =
  | 'bizCompanyInfo'
  | 'bizHistory'
  | 'bizNewsCategory'
  | 'bizNews'
  | 'bizProductCategory'
  | 'bizProduct'
  | 'bizPage'
  | 'bizContact'
  | 'bizLink'
  | 'bizSlide'
  | 'bizRecruit'

/** Refuses (not found, `missing`) unless every id names a row of `table`; nothing is written. */
export async function assertRows(
  db: Kysely<DB>,
  table: ContentTable,
  ids: readonly string[],
  missing: MsgKey,
) {
  const unique = [...new Set(ids)]
  const found = await db.selectFrom(table).select('id').where('id', 'in', unique).execute()
  if (found.length !== unique.length) throw notFound(missing)
  return unique
}

/** Deletes rows of a content table (all named or none). */
export async function deleteRows(
  db: Kysely<DB>,
  table: ContentTable,
  list: ReadonlyArray<{ id: string }>,
  missing: MsgKey,
) {
  const ids = await assertRows(
    db,
    table,
    list.map((x) => x.id),
    missing,
  )
  await db.deleteFrom(table).where('id', 'in', ids).execute()
}

/** Publishes or takes back rows of a content table (all named or none). */
export async function publishRows(
  db: Kysely<DB>,
  user: AuthUser,
  table: ContentTable,
  idList: readonly string[],
  published: boolean,
  missing: MsgKey,
) {
  const ids = await assertRows(db, table, idList, missing)
  await db
    .updateTable(table)
    .set({ published: published ? 1 : 0, ...updated(user) })
    .where('id', 'in', ids)
    .execute()
}

// ---- The small content entities (company information, history, single pages, contact entries,
// links, slides): one table each, with the same admin list, detail, add, edit, delete, publish and
// upload routes and the same public reads. `defineContent` makes an entity's service, `contentRoutes`
// its admin routes, `publicContentRoute` each public read. ----

/** Messages of the content fields (a field's refusal reads `参数 <field>：…`). */
export const contentTexts = defineTexts({
  'zh-cn': {
    contentUrlInvalid: '须为以 http:// 或 https:// 开头的网址',
    contentHrefInvalid: '须为以 / 开头的站内路径，或以 http:// 或 https:// 开头的网址',
    contentImageUnknown: '图片不存在或不是公开的内容图片，请重新上传',
    contentTooLong: '内容过长（清理后超过 64 KB），请删减后再保存',
  },
  en: {
    contentUrlInvalid: 'must be an address starting with http:// or https://',
    contentHrefInvalid: 'must be a site path starting with / or an address starting with http:// or https://',
    contentImageUnknown: 'the image does not exist or is not a public content image; please upload it again',
    contentTooLong: 'the content is too long (over 64 KB once cleaned); please shorten it',
  },
})

declare module './i18n.js' {
  interface Messages extends TextsOf<typeof contentTexts> {}
}

/** A refusal of one body field, worded like the request validation's (`参数 <field>：<message>`). */
export const fieldInvalid = (field: string, msgKey: MsgKey, msgParams?: Record<string, string | number>) =>
  new RequestValidationError(
    [{ code: 'custom', path: [field], message: msgKey, input: '', params: { msgKey, msgParams } }],
    'body',
  )

/** What a TEXT column holds on MySQL. */
const TEXT_BYTES = 65_535

/** Rich text as stored: sanitised, and refused (naming `field`) when it is over 64 KB once cleaned. */
export function richColumn(field: string, html: string | null | undefined): string | null {
  const clean = sanitizeRichText(html)
  if (clean && Buffer.byteLength(clean) > TEXT_BYTES) throw fieldInvalid(field, 'contentTooLong')
  return clean
}

/** The texts of a section (company information, a single page): title, summary, rich content. */
export type SectionBody = { title: string } & {
  [K in 'titleEn' | 'summary' | 'summaryEn' | 'content' | 'contentEn']?: string | null
}

/** A section's texts as stored: the rich content sanitised (and refused when too long). */
export const sectionColumns = (b: SectionBody) => ({
  title: b.title,
  titleEn: b.titleEn ?? null,
  summary: b.summary ?? null,
  summaryEn: b.summaryEn ?? null,
  content: richColumn('content', b.content),
  contentEn: richColumn('contentEn', b.contentEn),
})

type SectionRow = {
  [K in keyof SectionBody]-?: NonNullable<SectionBody[K]> | (K extends 'title' ? never : null)
}

/** A section's texts as the site shows them: in the visitor's language, Chinese where no English is given. */
export const localSection = (lang: SiteLang, r: SectionRow) => ({
  title: localize(lang, r.title, r.titleEn),
  summary: localizeOpt(lang, r.summary, r.summaryEn),
  content: localizeOpt(lang, r.content, r.contentEn),
})

/** Refuses (naming the field) an image id that names no public stored file; empty ids pass. */
export async function assertImages(db: Kysely<DB>, images: Record<string, string | null | undefined>) {
  const given = Object.entries(images).filter((e): e is [string, string] => !!e[1])
  if (!given.length) return
  const found = await db
    .selectFrom('devFile')
    .select('id')
    .where(
      'id',
      'in',
      given.map(([, id]) => id),
    )
    .where('isPublic', '=', 1)
    .execute()
  const ids = new Set(found.map((r) => r.id))
  const missing = given.find(([, id]) => !ids.has(id))
  if (missing) throw fieldInvalid(missing[0], 'contentImageUnknown')
}

type AuditColumn = 'createdAt' | 'createdUser' | 'updatedAt' | 'updatedUser'
/** What a body stores in table `T`: every column but the id, the publish state and the audit columns. */
export type ContentColumns<T extends ContentTable> = Omit<DB[T], 'id' | 'published' | AuditColumn>
/** A row as the back-office sees it: published as a boolean, without who changed it. */
export type ContentShown<R> = Omit<R, 'published' | AuditColumn> & { published: boolean; createdAt: string }
type ColumnOf<T extends ContentTable> = keyof DB[T] & string

function shown<R extends { published: number; createdAt: string | null }>(row: R): ContentShown<R> {
  const {
    published,
    createdAt,
    createdUser: _c,
    updatedAt: _u,
    updatedUser: _v,
    ...rest
  } = row as R & {
    createdUser?: unknown
    updatedAt?: unknown
    updatedUser?: unknown
  }
  return { ...rest, published: published === 1, createdAt: createdAt ?? '' } as ContentShown<R>
}

export interface ContentSpec<T extends ContentTable, B> {
  table: T
  /** The message when an id names no row. */
  missing: MsgKey
  /** The admin list: its columns, those `searchKey` searches, query parameters that must equal a column. */
  list: {
    columns: ReadonlyArray<ColumnOf<T>>
    search: ReadonlyArray<ColumnOf<T>>
    filters?: ReadonlyArray<ColumnOf<T>>
    /** Default: by sort code, on the table's `<table>_sort` index. */
    order?: Order
    sort?: Record<string, Order>
  }
  /** A column no two rows share, and the message of a clash (`{value}`). */
  unique?: { column: ColumnOf<T>; clash: MsgKey }
  /** The stored columns of a valid body: rich texts sanitised, images checked (it may refuse a field). */
  columns(db: Kysely<DB>, body: B): Promise<ContentColumns<T>> | ContentColumns<T>
}

// biome-ignore lint/suspicious/noExplicitAny: the table is chosen at run time; the spec types its rows
const loose = (db: Kysely<DB>) => db as unknown as Kysely<any>
// biome-ignore lint/suspicious/noExplicitAny: see `loose`
type AnyQuery = SelectQueryBuilder<any, any, object>
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/** The admin calls of an entity whose forms send `B`. */
export interface ContentAdmin<B> {
  page(db: Kysely<DB>, user: AuthUser, query: ListQuery): Promise<PageResult<unknown>>
  detail(db: Kysely<DB>, id: string): Promise<unknown>
  add(db: Kysely<DB>, user: AuthUser, body: B): Promise<string>
  edit(db: Kysely<DB>, user: AuthUser, body: B & { id: string }): Promise<void>
  remove(db: Kysely<DB>, ids: ReadonlyArray<{ id: string }>): Promise<void>
  publish(db: Kysely<DB>, user: AuthUser, ids: readonly string[], published: boolean): Promise<void>
}

/** Defines a content entity over its table (at module load: its list is checked once). */
export function defineContent<T extends ContentTable, B>(spec: ContentSpec<T, B>) {
  const { table, missing, list } = spec
  // Kysely's types follow a table chosen at run time no further: the spec types the rows.
  const name: string = table
  const sqlTable = snake(table)
  const bySort: Order = { by: ['x.sortCode', 'x.id'], index: `${sqlTable}_sort` }
  const listing = defineList({
    table: sqlTable,
    alias: 'x',
    key: 'x.id',
    order: list.order ?? bySort,
    sort: list.sort ?? { sortCode: bySort },
    search: Object.fromEntries(list.search.map((c) => [c, search.contains(`x.${c}`)])),
  })
  type Row = Pick<DB[T], ColumnOf<T>> & {
    id: string
    published: number
    sortCode: number
    createdAt: string | null
  }
  const columns = ['x.id', 'x.published', 'x.sortCode', 'x.createdAt', ...list.columns.map((c) => `x.${c}`)]
  // biome-ignore lint/suspicious/noExplicitAny: see `loose`
  const view = listView((q: AnyQuery) => q.select(columns) as SelectQueryBuilder<any, any, Row>)
  /**
   * Stores a body's columns; a clash on the unique column is refused with its message, by the core's
   * one rule first and by the table's unique index when two saves race.
   */
  const write = async (
    db: Kysely<DB>,
    body: B,
    exceptId: string | undefined,
    run: (values: ContentColumns<T>) => Promise<unknown>,
  ) => {
    const values = await spec.columns(db, body)
    if (spec.unique) {
      const value = values[spec.unique.column as keyof typeof values]
      await assertUnique(db, table, spec.unique.column, typeof value === 'string' ? value : null, {
        exceptId,
        message: spec.unique.clash,
        param: 'value',
      })
    }
    try {
      await run(values)
    } catch (err) {
      if (spec.unique && isUniqueViolation(err))
        throw badRequest(spec.unique.clash, {
          value: String(values[spec.unique.column as keyof typeof values]),
        })
      throw err
    }
  }
  return {
    async page(db: Kysely<DB>, user: AuthUser, query: ListQuery) {
      let q = loose(db).selectFrom(`${name} as x`) as AnyQuery
      if (query.published === '0' || query.published === '1')
        q = q.where('x.published', '=', Number(query.published))
      for (const f of list.filters ?? []) {
        const v: unknown = query[f]
        if (typeof v === 'string' && v) q = q.where(`x.${f as string}`, '=', v)
      }
      const page = await listPage(db, user, listing, query, q, view)
      return { ...page, records: page.records.map((r) => shown(r)) }
    },
    async detail(db: Kysely<DB>, id: string) {
      const row = await loose(db).selectFrom(name).selectAll().where('id', '=', id).executeTakeFirst()
      if (!row) throw notFound(missing)
      return shown(row as DB[T] & { published: number; createdAt: string | null })
    },
    /** Saves a new row unpublished: the site shows it once it is published. */
    async add(db: Kysely<DB>, user: AuthUser, body: B) {
      const id = newId()
      await write(db, body, undefined, (values) =>
        loose(db)
          .insertInto(name)
          .values({ id, ...values, published: 0, ...created(user) })
          .execute(),
      )
      return id
    },
    async edit(db: Kysely<DB>, user: AuthUser, body: B & { id: string }) {
      await assertRows(db, table, [body.id], missing)
      await write(db, body, body.id, (values) =>
        loose(db)
          .updateTable(name)
          .set({ ...values, ...updated(user) })
          .where('id', '=', body.id)
          .execute(),
      )
    },
    remove: (db: Kysely<DB>, ids: ReadonlyArray<{ id: string }>) => deleteRows(db, table, ids, missing),
    publish: (db: Kysely<DB>, user: AuthUser, ids: readonly string[], published: boolean) =>
      publishRows(db, user, table, ids, published, missing),
    /**
     * The published rows (at most `limit`), those whose `where` columns hold the values given, by sort
     * code or `order`; kept a few seconds (dropped at once by this process's writes to the table).
     */
    published(
      db: Kysely<DB>,
      opts: {
        where?: Partial<Record<ColumnOf<T>, string>>
        order?: ReadonlyArray<ColumnOf<T>>
        limit?: number
      } = {},
    ): Promise<readonly DB[T][]> {
      const where = Object.entries(opts.where ?? {}) as Array<[string, string]>
      const order = opts.order ?? ['sortCode', 'id']
      const limit = opts.limit ?? 100
      return memo(db, `site:${table}:${JSON.stringify([where, order, limit])}`, [sqlTable], async () => {
        let q = loose(db).selectFrom(name).selectAll().where('published', '=', 1)
        for (const [c, v] of where) q = q.where(c, '=', v)
        for (const c of order) q = q.orderBy(c)
        return Object.freeze((await q.limit(limit).execute()) as DB[T][])
      })
    },
  }
}

/** The admin routes of a content entity (see `ContentRoutes`). */
export interface ContentRoutes<P extends z.ZodType, A extends z.ZodType, E extends z.ZodType> {
  /** The entity's API path: `/api/biz/link`. */
  base: string
  /** Its page's menu code: reads need it, writes its buttons `<code>Add|Edit|Delete|Publish`. */
  code: string
  /** The entity in the API document: 'link'. */
  thing: string
  schemas: { page: P; row: z.ZodType; detail: z.ZodType; add: A; edit: E }
  service: ContentAdmin<z.output<A>>
  /** It shows images: `<base>/upload` stores one (the Add button's: both forms upload with it). */
  upload?: boolean
}

/**
 * `<base>/page|detail` (the menu's), `add|edit|delete|publish` (each its button's) and `upload`
 * (images, the Add button's) of a content entity.
 */
export function contentRoutes<
  P extends z.ZodType<ListQuery>,
  A extends z.ZodType,
  E extends z.ZodType<z.output<A> & { id: string }>,
>(app: FastifyInstance, def: ContentRoutes<P, A, E>) {
  const { base, code, thing, schemas, service } = def
  const tags = [base.replace(/^\/api\//, '')]
  const read = { menu: code }
  defineRoute(app, {
    method: 'GET',
    url: `${base}/page`,
    perm: read,
    summary: `The ${thing} list, paged, by sort code`,
    tags,
    querystring: schemas.page,
    response: pageResultSchema(schemas.row),
    handler: ({ app, user, query }) => service.page(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/detail`,
    perm: read,
    summary: `One ${thing}, both languages`,
    tags,
    querystring: idQuerySchema,
    response: schemas.detail,
    handler: ({ app, query }) => service.detail(app.db, query.id),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/add`,
    perm: { button: `${code}Add` },
    summary: `Add a ${thing} (unpublished); answers its id`,
    tags,
    body: schemas.add,
    response: z.string(),
    handler: ({ app, user, body }) => service.add(app.db, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/edit`,
    perm: { button: `${code}Edit` },
    summary: `Edit a ${thing}`,
    tags,
    body: schemas.edit,
    response: z.null(),
    handler: ({ app, user, body }) => service.edit(app.db, user, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/delete`,
    perm: { button: `${code}Delete` },
    summary: `Delete ${thing}s (all named or none)`,
    tags,
    body: idListSchema,
    response: z.null(),
    handler: ({ app, body }) => service.remove(app.db, body),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${base}/publish`,
    perm: { button: `${code}Publish` },
    summary: `Publish or take back ${thing}s (all named or none)`,
    tags,
    body: publishSchema,
    response: z.null(),
    handler: ({ app, user, body }) => service.publish(app.db, user, body.idList, body.published),
  })
  if (def.upload)
    defineRoute(app, {
      method: 'POST',
      url: `${base}/upload`,
      perm: { button: `${code}Add` },
      summary: `Upload an image for a ${thing} (multipart field file; raster, at most 5 MB; public)`,
      tags,
      response: uploadedImageSchema,
      multipart: true,
      handler: ({ app, req, user }) => uploadContentImage(app.db, app.config.dataDir, req, user),
    })
}

/**
 * Writes sample rows of a content table (`core/demo.ts`): each with an id, published, sort codes
 * 10, 20, … in the order given.
 */
export async function insertDemoRows<T extends ContentTable>(
  db: Kysely<DB>,
  table: T,
  createdAt: string,
  rows: ReadonlyArray<Omit<ContentColumns<T>, 'sortCode'>>,
) {
  const name: string = table
  await loose(db)
    .insertInto(name)
    .values(
      rows.map((r, i) => ({
        id: newId(),
        ...r,
        published: 1,
        sortCode: (i + 1) * 10,
        createdAt,
        createdUser: null,
        updatedAt: null,
        updatedUser: null,
      })),
    )
    .execute()
}

/**
 * A public read of the site (`perm: public`): the answer of `load` in the envelope, with
 * `Cache-Control: no-cache` and an ETag (`etag: true`), so a change shows at once.
 */
export function publicContentRoute<Q extends z.ZodType>(
  app: FastifyInstance,
  def: {
    url: string
    summary: string
    querystring: Q
    response: z.ZodType
    load: (db: Kysely<DB>, query: z.output<Q>) => Promise<unknown>
  },
) {
  defineRoute(app, {
    method: 'GET',
    url: def.url,
    perm: 'public',
    summary: `${def.summary}; no-cache with an ETag`,
    tags: [def.url.replace(/^\/api\/|\/public\/.*$/g, '')],
    querystring: def.querystring,
    response: def.response,
    etag: true,
    handler: ({ app, query }) => def.load(app.db, query),
  })
}
