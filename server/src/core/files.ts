import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { MultipartFields } from '@fastify/multipart'
import {
  ErrorCode,
  FILE_MAX_SIZE_MB_DEFAULT,
  FILE_TYPES,
  FileKey,
  type FileMime,
  type FilePurpose,
  isImageMime,
  megabytes,
} from '@portal/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { fileTypeFromBuffer } from 'file-type'
import type { Kysely, Selectable } from 'kysely'
import parseRange from 'range-parser'
import sharp from 'sharp'
import type { DB, DevFileTable } from '../db/schema.js'
import { AppError, notFound } from './errors.js'
import { defineTexts, type MsgKey, type TextsOf } from './i18n.js'
import { newId } from './ids.js'
import { ownCaching } from './securityHeaders.js'
import type { AuthUser } from './session.js'
import { settingInt } from './settings.js'
import { StoredObjectMissing, storageEngine } from './storage.js'
import { nowIso } from './time.js'

/** Messages of the file store (any module that stores files answers with them). */
export const fileTexts = defineTexts({
  'zh-cn': {
    fileNotFound: '文件不存在或已被删除',
    fileTooLarge: '文件超过大小上限 {max} MB',
    fileEmpty: '文件为空',
    fileTypeRefused: '不允许的文件类型（按内容识别为 {type}）',
    fileTypeNotAllowedHere: '此处只接受 {types}',
    fileMissingPart: '请求中没有文件（需要 multipart/form-data 的 file 字段）',
    fileNoThumbnail: '此文件没有缩略图',
    fileStorageFailed: '文件存储失败，请稍后重试',
  },
  en: {
    fileNotFound: 'The file does not exist or has been deleted',
    fileTooLarge: 'The file exceeds the size limit of {max} MB',
    fileEmpty: 'The file is empty',
    fileTypeRefused: 'File type not allowed (its content is {type})',
    fileTypeNotAllowedHere: 'Only {types} accepted here',
    fileMissingPart: 'No file in the request (a multipart/form-data field named file is needed)',
    fileNoThumbnail: 'This file has no thumbnail',
    fileStorageFailed: 'The file could not be stored; please try again later',
  },
})
declare module './i18n.js' {
  interface Messages extends TextsOf<typeof fileTexts> {}
}

export type FileRow = Selectable<DevFileTable>

/** How many bytes the type detection looks at (file-type reads at most this for its signatures). */
const HEAD_BYTES = 4100

/**
 * The type of a file by its first bytes: file-type's magic numbers, else text (valid UTF-8, no NUL)
 * told apart as SVG, HTML or plain. An office document is a zip whose signature may lie past the
 * head; such a zip takes the office type its name claims. Returns the MIME type, allowed or not.
 */
export async function detectType(head: Buffer, name: string): Promise<string> {
  const found = await fileTypeFromBuffer(head)
  // file-type calls anything starting `<?xml` XML: an SVG as Inkscape and Illustrator save it, too.
  if (found?.mime === 'application/xml')
    return textType(head) === 'image/svg+xml' ? 'image/svg+xml' : found.mime
  if (found) {
    const ext = name.toLowerCase().split('.').pop() ?? ''
    if (found.mime === 'application/zip') {
      const office = (Object.keys(FILE_TYPES) as FileMime[]).find(
        (m) => m.includes('openxmlformats') && FILE_TYPES[m].ext === ext,
      )
      if (office) return office
    }
    return found.mime
  }
  return textType(head)
}

/** SVG, HTML or plain text by the first markup (after an XML declaration, comments, a doctype). */
function textType(head: Buffer): string {
  if (head.includes(0)) return 'application/octet-stream'
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(head)
  } catch {
    // The head may end inside a character; only a fault before its last 3 bytes says "not text".
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 3)))
    } catch {
      return 'application/octet-stream'
    }
  }
  const start = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*/i, '')
    .toLowerCase()
  // An SVG doctype may carry an internal subset (Illustrator's entities) before the root element.
  if (
    start.startsWith('<svg') ||
    /^<!doctype svg(\s[^[>]*)?(\[[\s\S]*?\]\s*)?>\s*(<!--[\s\S]*?-->\s*)*<svg/.test(start)
  )
    return 'image/svg+xml'
  if (/^<!doctype html|^<html|^<head|^<body|^<script|^<iframe/.test(start)) return 'text/html'
  return 'text/plain'
}

/** The upload size limit in bytes (`FileKey.maxSizeMb`, read per upload so a change applies at once). */
export async function maxUploadBytes(db: Kysely<DB>): Promise<number> {
  return (await settingInt(db, FileKey.maxSizeMb, FILE_MAX_SIZE_MB_DEFAULT)) * 1024 * 1024
}

/**
 * The one file part of a multipart request, with the configured size limit (multipart stops reading
 * past it). Other fields are not read: what a file is comes from its content.
 */
export async function uploadedPart(db: Kysely<DB>, req: FastifyRequest, maxBytes?: number) {
  // The API document declares an upload's body only where the route says it reads one.
  if (!req.routeOptions.config.multipart)
    throw new Error(`${req.routeOptions.url} reads an upload undeclared`)
  if (!req.isMultipart()) throw new AppError(ErrorCode.badRequest, 'fileMissingPart')
  const max = maxBytes ?? (await maxUploadBytes(db))
  const part = await req.file({ limits: { fileSize: max + 1, files: 1, fields: 10 } })
  if (!part) throw new AppError(ErrorCode.badRequest, 'fileMissingPart')
  return part
}

/**
 * The text fields a multipart request sent before its file part (`uploadedPart`'s answer), by
 * name, the first value of each: a form's fields must precede its file, as the parser stops at the
 * file. Fields sent after it are not seen.
 */
export function partFields(part: { fields: MultipartFields }): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(part.fields)) {
    const first = Array.isArray(value) ? value[0] : value
    if (first?.type === 'field' && typeof first.value === 'string') out[name] = first.value
  }
  return out
}

export interface StoreOptions {
  /** The name the file is shown and downloaded under (the client's, cut to the column). */
  name: string
  purpose: FilePurpose
  isPublic?: boolean
  /** Types accepted here (a subset of `FILE_TYPES`); all of them when absent. */
  accept?: readonly FileMime[]
  /** Size limit in bytes; the configured one when absent. */
  maxBytes?: number
  /** The external user (openId) uploading it from a phone page. */
  clientId?: string
}

const tooLarge = (max: number) => new AppError(ErrorCode.tooLarge, 'fileTooLarge', { max: megabytes(max) })

/** @fastify/multipart's error for a file over its `fileSize` limit. */
const isMultipartTooLarge = (err: unknown) => (err as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE'

function cleanName(name: string): string {
  // The last path segment, no control characters, at most 255 characters (the column).
  const base = name.split(/[\\/]/).pop() ?? ''
  const clean = [...base.replace(/\p{Cc}/gu, '')].slice(0, 255).join('').trim()
  return clean || 'file'
}

/**
 * Streams `source` into the configured storage and records it in `dev_file`: the first bytes decide
 * the type (refused unless allowed), then the rest flows through a SHA-256 and a byte count to the
 * engine, never held whole in memory. Whatever fails, neither a record nor an object remains.
 */
export async function storeFile(
  db: Kysely<DB>,
  dataDir: string,
  user: AuthUser | null,
  source: Readable,
  opts: StoreOptions,
): Promise<FileRow> {
  const max = opts.maxBytes ?? (await maxUploadBytes(db))
  const it = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>
  const chunks: Buffer[] = []
  let headLength = 0
  let ended = false
  try {
    while (headLength < HEAD_BYTES) {
      const next = await it.next()
      if (next.done) {
        ended = true
        break
      }
      chunks.push(next.value)
      headLength += next.value.length
    }
  } catch (err) {
    if (isMultipartTooLarge(err)) throw tooLarge(max)
    throw err
  }
  const head = Buffer.concat(chunks)
  if (!head.length) throw new AppError(ErrorCode.badRequest, 'fileEmpty')
  if (head.length > max) throw tooLarge(max)
  const name = cleanName(opts.name)
  const mime = await detectType(head.subarray(0, HEAD_BYTES), name)
  const allowed = opts.accept ?? (Object.keys(FILE_TYPES) as FileMime[])
  if (!(allowed as string[]).includes(mime)) {
    source.resume() // drain the rest so the request can be answered
    if (mime in FILE_TYPES)
      throw new AppError(ErrorCode.unsupportedMedia, 'fileTypeNotAllowedHere', {
        types: allowed.map((m) => FILE_TYPES[m].ext).join(', '),
      })
    throw new AppError(ErrorCode.unsupportedMedia, 'fileTypeRefused', { type: mime })
  }
  const type = FILE_TYPES[mime as FileMime]

  const hash = createHash('sha256')
  let size = 0
  let overLimit = false
  async function* bytes() {
    hash.update(head)
    size = head.length
    yield head
    if (ended) return
    while (true) {
      const next = await it.next()
      if (next.done) return
      size += next.value.length
      if (size > max) {
        overLimit = true
        throw tooLarge(max)
      }
      hash.update(next.value)
      yield next.value
    }
  }

  const engine = await storageEngine(db, dataDir)
  const id = newId()
  const now = nowIso()
  const key = `${now.slice(0, 4)}/${now.slice(5, 7)}/${id}.${type.ext}`
  try {
    await engine.put(key, Readable.from(bytes(), { objectMode: false }), mime)
  } catch (err) {
    await engine.remove(key).catch(() => {})
    source.resume()
    if (overLimit || isMultipartTooLarge(err)) throw tooLarge(max)
    if (err instanceof AppError) throw err
    // The cause stays on the error for the server log; the caller sees only the message.
    throw Object.assign(new AppError(ErrorCode.unavailable, 'fileStorageFailed'), { cause: err })
  }
  const row: FileRow = {
    id,
    name,
    ext: type.ext,
    mimeType: mime,
    size,
    sha256: hash.digest('hex'),
    engine: engine.name,
    bucket: engine.bucket,
    storageKey: key,
    purpose: opts.purpose,
    isPublic: opts.isPublic ? 1 : 0,
    uploaderId: user?.id ?? null,
    clientId: opts.clientId ?? null,
    createdAt: now,
  }
  try {
    await db.insertInto('devFile').values(row).execute()
  } catch (err) {
    await engine.remove(key).catch(() => {})
    throw err
  }
  return row
}

/**
 * A form with files in one multipart request, for a caller without an upload of their own (a
 * public form): the text fields first, then up to `maxFiles` files. `check` reads the fields before
 * any file is stored (its refusal stores nothing); each file is then stored as `storeFile` does.
 * Whatever is refused or fails, the files stored so far are deleted again and the rest of the
 * request is read and dropped, so the refusal can be answered.
 */
export async function storeUploads<T>(
  db: Kysely<DB>,
  dataDir: string,
  req: FastifyRequest,
  opts: Omit<StoreOptions, 'name'> & {
    maxFiles: number
    check(fields: Record<string, string>): Promise<T> | T
    tooMany: { key: MsgKey; params?: Record<string, string | number> }
  },
): Promise<{ form: T; files: FileRow[] }> {
  if (!req.routeOptions.config.multipart)
    throw new Error(`${req.routeOptions.url} reads an upload undeclared`)
  if (!req.isMultipart()) throw new AppError(ErrorCode.badRequest, 'fileMissingPart')
  const max = opts.maxBytes ?? (await maxUploadBytes(db))
  // Stepped by hand: a refusal must not close the iterator, whose remaining parts are then drained.
  const parts = req
    .parts({ limits: { fileSize: max + 1, files: opts.maxFiles, fields: 20 } })
    [Symbol.asyncIterator]()
  const fields: Record<string, string> = {}
  const files: FileRow[] = []
  let form: { value: T } | null = null
  try {
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      const part = next.value
      if (part.type === 'field') {
        if (!form && typeof part.value === 'string' && !(part.fieldname in fields))
          fields[part.fieldname] = part.value
        continue
      }
      try {
        form ??= { value: await opts.check(fields) }
        files.push(
          await storeFile(db, dataDir, null, part.file, { ...opts, maxBytes: max, name: part.filename }),
        )
      } catch (err) {
        part.file.resume()
        throw err
      }
    }
    form ??= { value: await opts.check(fields) }
    return { form: form.value, files }
  } catch (err) {
    if (files.length)
      await deleteFiles(
        db,
        dataDir,
        files.map((f) => f.id),
      ).catch((e) => req.log.error({ err: e }, 'uploaded files left after a refused form'))
    for (;;) {
      const rest = await parts.next().catch(() => null)
      if (!rest || rest.done) break
      if (rest.value.type === 'file') rest.value.file.resume()
    }
    if ((err as { code?: string })?.code === 'FST_FILES_LIMIT')
      throw new AppError(ErrorCode.badRequest, opts.tooMany.key, opts.tooMany.params)
    throw err
  }
}

/** Stores a small file held in memory (a data URL's bytes) the same way as a stream. */
export function storeBuffer(
  db: Kysely<DB>,
  dataDir: string,
  user: AuthUser | null,
  bytes: Buffer,
  opts: StoreOptions,
): Promise<FileRow> {
  return storeFile(db, dataDir, user, Readable.from([bytes]), opts)
}

export async function fileById(db: Kysely<DB>, id: string): Promise<FileRow> {
  const row = await db.selectFrom('devFile').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound('fileNotFound')
  return { ...row, size: Number(row.size) }
}

/** Holders of this menu code (the files page) may read every file. */
export const FILES_MENU = 'devFile'

/**
 * Who may read a file: anyone when it is public (the site logo, later news images); any logged-in
 * user for an avatar (shown beside names everywhere); otherwise its uploader and holders of the
 * files page. An id is not a secret, so this is checked on every read.
 */
export function canRead(user: AuthUser | null, file: FileRow): boolean {
  if (file.isPublic) return true
  if (!user) return false
  if (user.superAdmin || user.menuCodes.has(FILES_MENU) || file.uploaderId === user.id) return true
  if ([...(purposeMenus.get(file.purpose) ?? [])].some((m) => user.menuCodes.has(m))) return true
  return file.purpose === 'AVATAR'
}

/** Menus whose holders read every file of a purpose (the weighing photos: the weighing pages). */
const purposeMenus = new Map<string, Set<string>>()
export const registerPurposeMenus = (purpose: FilePurpose, menus: readonly string[]) =>
  purposeMenus.set(purpose, new Set([...(purposeMenus.get(purpose) ?? []), ...menus]))

/** Menus whose holders handle external users' forms, and so read the files attached to them. */
const formFileMenus = new Set<string>()
export const registerFormFileMenu = (menuCode: string) => formFileMenus.add(menuCode)

/**
 * A file an external user attached to a form (purpose FORM): also readable by holders of a menu
 * that handles such forms, and by anyone asked to approve an application of that user.
 */
async function canReadFormFile(db: Kysely<DB>, user: AuthUser, file: FileRow): Promise<boolean> {
  if (file.purpose !== 'FORM' || !file.clientId) return false
  for (const code of formFileMenus) if (user.menuCodes.has(code)) return true
  const asked = await db
    .selectFrom('flowTask as k')
    .innerJoin('flowInstance as i', 'i.id', 'k.instanceId')
    .select('k.id')
    .where('k.assigneeId', '=', user.id)
    .where('i.applicantSide', '=', 'C')
    .where('i.applicantId', '=', file.clientId)
    .limit(1)
    .executeTakeFirst()
  return !!asked
}

/**
 * Of the files a phone form names (`[field, id]`), the field of the first that is not a FORM file
 * this external user uploaded; null when all are theirs.
 */
export async function foreignFormFile(
  db: Kysely<DB>,
  clientId: string,
  named: ReadonlyArray<readonly [string, string]>,
): Promise<string | null> {
  if (!named.length) return null
  const mine = new Set(
    (
      await db
        .selectFrom('devFile')
        .select('id')
        .where(
          'id',
          'in',
          named.map(([, id]) => id),
        )
        .where('clientId', '=', clientId)
        .where('purpose', '=', 'FORM')
        .execute()
    ).map((f) => f.id),
  )
  return named.find(([, id]) => !mine.has(id))?.[0] ?? null
}

export async function checkRead(db: Kysely<DB>, user: AuthUser | null, file: FileRow): Promise<void> {
  if (canRead(user, file)) return
  if (!user) throw new AppError(401, 'loginInvalid')
  if (await canReadFormFile(db, user, file)) return
  throw new AppError(ErrorCode.forbidden, 'forbidden')
}

/** `attachment; filename="ascii"; filename*=UTF-8''utf8` (RFC 6266), safe for any name. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_')
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

/**
 * Sends a stored file: `preview` shows inline only the types that cannot run script (raster images,
 * PDF), `download` always saves. Everything else (SVG, HTML, office files) is an attachment with a
 * sandboxing policy, so an uploaded file never runs in the site's origin. Honours one byte range.
 */
export async function sendStored(
  db: Kysely<DB>,
  dataDir: string,
  req: FastifyRequest,
  reply: FastifyReply,
  file: FileRow,
  mode: 'preview' | 'download',
): Promise<void> {
  const size = Number(file.size)
  const type = FILE_TYPES[file.mimeType as FileMime]
  const engine = await storageEngine(db, dataDir, file.engine as 'LOCAL' | 'S3', file.bucket)
  // A public file on S3 with a public URL prefix is read there, not through this server.
  const publicUrl = file.isPublic && mode === 'preview' ? engine.publicUrl(file.storageKey) : null
  if (publicUrl) {
    reply.redirect(publicUrl, 302)
    return
  }
  const inline = mode === 'preview' && !!type?.inline
  reply
    .header('content-type', file.mimeType)
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.name))
    .header('accept-ranges', 'bytes')
    .header('etag', `"${file.sha256}"`)
  // A file's bytes never change, but who may read them may: the browser keeps them and asks again.
  ownCaching(reply, 'private, no-cache')
  // PDF keeps the browser's viewer (which a sandbox would block); the rest may run nothing at all.
  if (file.mimeType !== 'application/pdf')
    reply.header('content-security-policy', "default-src 'none'; sandbox")
  if (req.headers['if-none-match'] === `"${file.sha256}"`) {
    reply.code(304).send()
    return
  }
  let range: { start: number; end: number } | undefined
  const header = req.headers.range
  if (typeof header === 'string' && size > 0) {
    const ranges = parseRange(size, header, { combine: true })
    if (ranges === -1) {
      reply.code(416).header('content-range', `bytes */${size}`).send()
      return
    }
    // A malformed header or several ranges: the whole file (allowed by RFC 9110).
    if (ranges !== -2 && ranges.length === 1) range = ranges[0]
  }
  let body: Readable
  try {
    body = await engine.get(file.storageKey, range)
  } catch (err) {
    if (err instanceof StoredObjectMissing) throw notFound('fileNotFound')
    throw err
  }
  if (range)
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
  else reply.header('content-length', size)
  reply.send(body)
}

/** Longest side of a thumbnail in pixels. */
export const THUMBNAIL_SIZE = 240

/**
 * A WebP rendition of a raster image, turned upright by its EXIF orientation (phone photos): a
 * 240 px thumbnail, or `width` pixels wide for the site's `srcset`. A private one is made once per
 * browser (kept there, revalidated by its tag); a public one is also kept by proxies for a day and
 * made once per process (`<dataDir>/renditions`, a cache that may be deleted at any time).
 */
export async function sendThumbnail(
  db: Kysely<DB>,
  dataDir: string,
  req: FastifyRequest,
  reply: FastifyReply,
  file: FileRow,
  width?: number,
): Promise<void> {
  if (!isImageMime(file.mimeType)) throw notFound('fileNoThumbnail')
  const size = width ?? THUMBNAIL_SIZE
  const tag = `"${file.sha256}-${width ? `w${width}` : size}"`
  ownCaching(reply, file.isPublic ? 'public, max-age=86400' : 'private, no-cache')
    .header('etag', tag)
    .header('content-type', 'image/webp')
    .header('content-disposition', contentDisposition('inline', `${file.name}.webp`))
  if (req.headers['if-none-match'] === tag) {
    reply.code(304).send()
    return
  }
  const cached = file.isPublic ? path.join(dataDir, 'renditions', `${tag.slice(1, -1)}.webp`) : null
  if (cached) {
    const hit = await fs.promises.readFile(cached).catch(() => null)
    if (hit) {
      reply.send(hit)
      return
    }
  }
  const engine = await storageEngine(db, dataDir, file.engine as 'LOCAL' | 'S3', file.bucket)
  let body: Readable
  try {
    body = await engine.get(file.storageKey)
  } catch (err) {
    if (err instanceof StoredObjectMissing) throw notFound('fileNotFound')
    throw err
  }
  const image = body.pipe(sharp({ limitInputPixels: 100_000_000 })).rotate()
  const out = await (width
    ? image.resize({ width, withoutEnlargement: true })
    : image.resize(size, size, { fit: 'inside', withoutEnlargement: true })
  )
    .webp({ quality: 78 })
    .toBuffer()
  if (cached) {
    // Written aside and renamed, so a reader never sees half a file.
    const part = `${cached}.${process.pid}.part`
    await fs.promises
      .mkdir(path.dirname(cached), { recursive: true })
      .then(() => fs.promises.writeFile(part, out))
      .then(() => fs.promises.rename(part, cached))
      .catch(() => {})
  }
  reply.send(out)
}

/**
 * Deletes records and their objects: the records go in a transaction that commits only once every
 * object is removed, so a failure leaves both (a retry finishes it) rather than a record without bytes.
 */
export async function deleteFiles(
  db: Kysely<DB>,
  dataDir: string,
  ids: readonly string[],
): Promise<FileRow[]> {
  if (!ids.length) return []
  const rows = await db.selectFrom('devFile').selectAll().where('id', 'in', ids).execute()
  if (rows.length !== new Set(ids).size) throw notFound('fileNotFound')
  // Engines first: they read the settings, which must not wait for the transaction's connection
  // (SQLite has one).
  const engines = await Promise.all(
    rows.map((r) => storageEngine(db, dataDir, r.engine as 'LOCAL' | 'S3', r.bucket)),
  )
  await db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom('devFile').where('id', 'in', ids).executeTakeFirst()
    if (Number(gone.numDeletedRows) !== rows.length) throw notFound('fileNotFound')
    for (const [i, row] of rows.entries()) await engines[i]!.remove(row.storageKey)
  })
  return rows
}

/**
 * A stored image as a data URL (what a printed document embeds: a signature, a photo), or null when
 * the file or its bytes are gone. Only for small images: the bytes are read whole.
 */
export async function fileDataUrl(db: Kysely<DB>, dataDir: string, id: string): Promise<string | null> {
  const file = await db.selectFrom('devFile').selectAll().where('id', '=', id).executeTakeFirst()
  if (!file) return null
  const engine = await storageEngine(db, dataDir, file.engine as 'LOCAL' | 'S3', file.bucket)
  try {
    const chunks: Buffer[] = []
    for await (const chunk of await engine.get(file.storageKey)) chunks.push(chunk as Buffer)
    return `data:${file.mimeType};base64,${Buffer.concat(chunks).toString('base64')}`
  } catch (err) {
    if (err instanceof StoredObjectMissing) return null
    throw err
  }
}
