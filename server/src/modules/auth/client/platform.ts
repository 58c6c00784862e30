import { type FileMime, IMAGE_MIMES } from '@portal/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { ClientUser } from '../../../core/clientSession.js'
import { notFound } from '../../../core/errors.js'
import { fileById, sendStored, sendThumbnail, storeFile, uploadedPart } from '../../../core/files.js'
import type { ListQuery } from '../../../core/list.js'
import { staffPage } from '../../../core/staff.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'

/**
 * What phone pages need besides signing in: uploading a form's photos and scans (kept as FORM
 * files of the external user, `core/files.ts` says who else reads them), reading them back, and
 * the public lookups the forms choose from.
 */

/** Photos and scans: images (compressed on the phone) and PDF. */
export const CLIENT_UPLOAD_MIMES: FileMime[] = [...IMAGE_MIMES, 'application/pdf']
/** A phone's compressed photo is at most 500 KB; a scanned PDF may be larger. */
export const CLIENT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024

export async function clientUpload(db: Kysely<DB>, dataDir: string, req: FastifyRequest, client: ClientUser) {
  const part = await uploadedPart(db, req, CLIENT_UPLOAD_MAX_BYTES)
  const row = await storeFile(db, dataDir, null, part.file, {
    name: part.filename,
    purpose: 'FORM',
    accept: CLIENT_UPLOAD_MIMES,
    maxBytes: CLIENT_UPLOAD_MAX_BYTES,
    clientId: client.openId,
  })
  req.body = { id: row.id, mimeType: row.mimeType, size: row.size }
  return { id: row.id, name: row.name, mimeType: row.mimeType, size: Number(row.size) }
}

/** One of the caller's own files (another's is "not found": its existence is not told). */
export async function sendClientFile(
  db: Kysely<DB>,
  dataDir: string,
  req: FastifyRequest,
  reply: FastifyReply,
  client: ClientUser,
  q: { id: string; w?: number },
) {
  const file = await fileById(db, q.id)
  if (file.clientId !== client.openId) throw notFound('fileNotFound')
  if (q.w) await sendThumbnail(db, dataDir, req, reply, file, q.w)
  else await sendStored(db, dataDir, req, reply, file, 'preview')
}

/** Employees an external user may name on a form: name and department (`core/staff.ts`). */
export async function staffOptions(db: Kysely<DB>, query: ListQuery) {
  const page = await staffPage(db, query)
  return { ...page, records: page.records.map((r) => ({ id: r.id, name: r.name, orgName: r.orgName })) }
}
