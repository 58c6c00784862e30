import { createHash } from 'node:crypto'
import { CONTENT_IMAGE_MAX_BYTES, IMAGE_MIMES, type SiteLang } from '@portal/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { notFound } from './errors.js'
import { storeFile, uploadedPart } from './files.js'
import { type Lang, type MsgKey, t } from './i18n.js'
import { updated } from './rows.js'
import type { AuthUser } from './session.js'

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
 * Sends a public read's envelope with `Cache-Control: no-cache` and an ETag of its bytes: a browser
 * (or a proxy) keeps the answer but asks each time, and gets 304 until the content changes, so an
 * edit shows at once. Used by the routes marked `raw`.
 */
export function sendRevalidated(
  req: FastifyRequest,
  reply: FastifyReply,
  lang: Lang,
  data: unknown,
): FastifyReply {
  const body = JSON.stringify({ code: 200, msg: t(lang, 'ok'), data })
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  reply.header('Cache-Control', 'no-cache').header('ETag', etag).header('Vary', 'Accept-Language')
  if (req.headers['if-none-match'] === etag) return reply.code(304).send()
  return reply.type('application/json; charset=utf-8').send(body)
}

/**
 * Stores an uploaded content image (multipart field `file`): raster types only, at most 5 MB,
 * readable by anyone (it is shown on the public site).
 */
export async function uploadContentImage(app: FastifyInstance, req: FastifyRequest, user: AuthUser) {
  const part = await uploadedPart(app.db, req, CONTENT_IMAGE_MAX_BYTES)
  const row = await storeFile(app.db, app.config.dataDir, user, part.file, {
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
