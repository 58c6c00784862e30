import type { Readable } from 'node:stream'
import type { FilePurpose } from '@portal/contracts'
import type { Kysely } from 'kysely'
import { deleteFiles, fileById, maxUploadBytes, storeFile } from '../../../core/files.js'
import { defineList, type From, type ListQuery, listPage, listView } from '../../../core/list.js'
import { newestFirst, sortFields } from '../../../core/listOrders.js'
import { memo } from '../../../core/memo.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import type { DB } from '../../../db/schema.js'

const cols = [
  'id',
  'name',
  'ext',
  'mimeType',
  'size',
  'sha256',
  'engine',
  'bucket',
  'storageKey',
  'purpose',
  'isPublic',
  'uploaderId',
  'createdAt',
] as const

const fileRows = listView((q: From<'devFile', 'f'>) =>
  q
    .leftJoin('sysUser as u', 'u.id', 'f.uploaderId')
    .select(cols.map((c) => `f.${c}` as const))
    .select('u.name as uploaderName'),
)

/** Newest first; each order and filter has its index (migration 0010). */
const fileListing = defineList({
  ...newestFirst('dev_file', 'f', 'createdAt', 'dev_file_time'),
  sort: sortFields('f', { createdAt: 'dev_file_time', name: 'dev_file_name', size: 'dev_file_size' }),
  search: { name: search.text('f.name', 'dev_file') },
})

export interface FilePageQuery extends ListQuery {
  mimeType?: string
  engine?: string
  uploaderId?: string | null
}

export async function filePage(db: Kysely<DB>, user: AuthUser, query: FilePageQuery) {
  const build = async () => {
    let q = db.selectFrom('devFile as f')
    if (query.engine) q = q.where('f.engine', '=', query.engine)
    if (query.mimeType) q = q.where('f.mimeType', '=', query.mimeType)
    if (query.uploaderId) q = q.where('f.uploaderId', '=', query.uploaderId)
    return q
  }
  const page = await listPage(db, user, fileListing, query, { variant: 'file', build }, fileRows)
  // PostgreSQL and MySQL answer a bigint as a string. Pages are shared and frozen: copy.
  return { ...page, records: page.records.map((r) => ({ ...r, size: Number(r.size) })) }
}

export async function fileDetail(db: Kysely<DB>, id: string) {
  const row = await fileById(db, id)
  const uploader = row.uploaderId
    ? await db.selectFrom('sysUser').select('name').where('id', '=', row.uploaderId).executeTakeFirst()
    : undefined
  return { ...row, uploaderName: uploader?.name ?? null }
}

/**
 * Count and bytes per engine and per type: two grouped reads of covering indexes, kept 5 s
 * (dropped at once by this process's writes to the table).
 */
export async function fileStats(db: Kysely<DB>) {
  const figures = await memo(db, 'fileStats', ['dev_file'], async () => {
    const [byEngine, byType] = await Promise.all([
      db
        .selectFrom('devFile')
        .select((eb) => ['engine', eb.fn.countAll().as('count'), eb.fn.sum('size').as('bytes')])
        .groupBy('engine')
        .orderBy('engine')
        .execute(),
      db
        .selectFrom('devFile')
        .select((eb) => ['mimeType', eb.fn.countAll().as('count'), eb.fn.sum('size').as('bytes')])
        .groupBy('mimeType')
        .orderBy('mimeType')
        .execute(),
    ])
    const figures = <T extends { count: unknown; bytes: unknown }>(r: T) => ({
      ...r,
      count: Number(r.count),
      bytes: Number(r.bytes ?? 0),
    })
    const engines = byEngine.map(figures)
    return {
      total: {
        count: engines.reduce((n, r) => n + r.count, 0),
        bytes: engines.reduce((n, r) => n + r.bytes, 0),
      },
      byEngine: engines,
      byType: byType.map(figures),
    }
  })
  return { ...figures, maxBytes: await maxUploadBytes(db) }
}

export function fileUpload(
  db: Kysely<DB>,
  dataDir: string,
  user: AuthUser,
  source: Readable,
  name: string,
  purpose: FilePurpose = 'FILE',
) {
  return storeFile(db, dataDir, user, source, { name, purpose })
}

export async function fileDelete(db: Kysely<DB>, dataDir: string, list: Array<{ id: string }>) {
  await deleteFiles(
    db,
    dataDir,
    list.map((r) => r.id),
  )
}
