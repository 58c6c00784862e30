import {
  RESUME_FILE_MAX_BYTES,
  RESUME_MIMES,
  RESUME_STATUSES,
  type ResumeStatus,
  type ResumeSubmit,
  resumeSubmitSchema,
} from '@portal/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { AppConfig } from '../../../core/config.js'
import type { Deps } from '../../../core/deps.js'
import {
  AppError,
  notFound,
  RequestValidationError,
  unstorableText,
  unstorableTextError,
} from '../../../core/errors.js'
import { orderedBatches, streamXlsx } from '../../../core/excel.js'
import {
  deleteFiles,
  fileById,
  partFields,
  sendStored,
  storeFile,
  uploadedPart,
} from '../../../core/files.js'
import { inBothLangs, type Lang, type MsgKey, t } from '../../../core/i18n.js'
import { newId } from '../../../core/ids.js'
import { defineList, filterList, type ListQuery, listPage, listView } from '../../../core/list.js'
import { newestFirst, sortFields } from '../../../core/listOrders.js'
import { escapeHtml, notify } from '../../../core/notify.js'
import { menuHolders } from '../../../core/permissions.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { HOUR, isoIn, nowIso } from '../../../core/time.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'

/** The process settings the résumé services read. */
type FilesConfig = Pick<AppConfig, 'dataDir' | 'rateLimit'>

/** The résumés page's menu code: its holders are told of each new résumé. */
export const RESUME_MENU = 'bizResume'
/** Résumés accepted from one client address in an hour (across every server process). */
export const RESUME_PER_IP_HOUR = 5

// ---- Submission (public) ----

/** Each form field's own message, so an applicant reads what to fix rather than a schema's wording. */
const FIELD_TEXTS: Record<keyof ResumeSubmit, MsgKey> = {
  recruitId: 'resumeRecruitIdField',
  name: 'resumeNameField',
  gender: 'resumeGenderField',
  phone: 'resumePhoneField',
  email: 'resumeEmailField',
  education: 'resumeEducationField',
  message: 'resumeMessageField',
}

/** The form's fields checked by the contract's schema; a refusal names every wrong field (up to 3). */
function checkFields(fields: Record<string, string>): ResumeSubmit {
  const r = resumeSubmitSchema.safeParse(fields, { reportInput: true })
  if (!r.success) {
    const issues = r.error.issues.map((issue) => {
      const key = FIELD_TEXTS[issue.path[0] as keyof ResumeSubmit]
      return key ? ({ ...issue, code: 'custom', params: { msgKey: key } } as z.core.$ZodIssue) : issue
    })
    throw new RequestValidationError(issues, 'body')
  }
  const bad = unstorableText(r.data)
  if (bad) throw unstorableTextError(bad, 'body')
  return r.data
}

/** Refuses (429) a client address that sent `RESUME_PER_IP_HOUR` résumés in the last hour. */
async function checkRate(db: Kysely<DB>, ip: string | null) {
  if (!ip) return
  const row = await db
    .selectFrom('bizResume')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('createdAt', '>', isoIn(-HOUR))
    .where('clientIp', '=', ip)
    .executeTakeFirst()
  if (Number(row?.n ?? 0) >= RESUME_PER_IP_HOUR)
    throw new AppError(429, 'resumeTooMany', { max: RESUME_PER_IP_HOUR })
}

/** At most `max` characters (code points), as the column counts them. */
const cut = (s: string, max: number) => {
  const chars = [...s]
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : s
}

/** The staff's message of a new résumé, in Chinese and English (a message has one text for all). */
function newResumeNotice(
  r: { name: string; phone: string; email: string; education?: string | null },
  titles: { zh: string; en: string },
) {
  const subject = cut(
    `${t('zh-cn', 'resumeNotifySubject', { name: r.name, position: titles.zh })} / ${t('en', 'resumeNotifySubject', { name: r.name, position: titles.en })}`,
    255,
  )
  const line = (key: MsgKey, value: string | null | undefined) =>
    value ? `<li>${escapeHtml(inBothLangs(key))}: ${escapeHtml(value)}</li>` : ''
  const position = titles.zh === titles.en ? titles.zh : `${titles.zh} / ${titles.en}`
  const content = [
    line('resumeColPosition', position),
    line('resumeColName', r.name),
    line('resumeColPhone', r.phone),
    line('resumeColEmail', r.email),
    line('resumeColEducation', r.education),
  ].join('')
  return { subject, content: `<ul>${content}</ul>`, category: 'BIZ' }
}

/**
 * A résumé from the site (multipart: the fields of `resumeSubmitSchema`, then the file `file`):
 * the client's hourly limit, the fields, an open position, then the file (PDF or .docx, private) is
 * stored and the résumé written with the staff's message in one transaction. Whatever is refused
 * or fails, nothing stays: a file stored before a failed write is deleted again.
 */
export async function resumeSubmit(deps: Deps, config: FilesConfig, req: FastifyRequest) {
  const { db } = deps
  const ip = req.ip || null
  if (config.rateLimit) await checkRate(db, ip)
  const part = await uploadedPart(db, req, RESUME_FILE_MAX_BYTES)
  let body: ResumeSubmit
  let position: { title: string; titleEn: string | null }
  try {
    body = checkFields(partFields(part))
    const found = await db
      .selectFrom('bizRecruit')
      .select(['title', 'titleEn'])
      .where('id', '=', body.recruitId)
      .where('published', '=', 1)
      .executeTakeFirst()
    if (!found) throw new AppError(400, 'resumeRecruitClosed')
    position = found
  } catch (err) {
    // The rest of the upload is read and dropped, so the refusal can be answered.
    part.file.resume()
    throw err
  }
  const file = await storeFile(db, config.dataDir, null, part.file, {
    name: part.filename,
    purpose: 'RESUME',
    isPublic: false,
    accept: RESUME_MIMES,
    maxBytes: RESUME_FILE_MAX_BYTES,
  })
  const id = newId()
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('bizResume')
        .values({
          id,
          recruitId: body.recruitId,
          recruitTitle: position.title,
          name: body.name,
          gender: body.gender ?? null,
          phone: body.phone,
          email: body.email,
          education: body.education ?? null,
          message: body.message ?? null,
          fileId: file.id,
          status: 'NEW',
          remark: null,
          clientIp: ip ? cut(ip, 64) : null,
          createdAt: nowIso(),
          updatedAt: null,
          updatedUser: null,
        })
        .execute()
      await notify(
        trx,
        await menuHolders(trx, RESUME_MENU),
        newResumeNotice(body, { zh: position.title, en: position.titleEn?.trim() || position.title }),
      )
    })
  } catch (err) {
    await deleteFiles(db, config.dataDir, [file.id]).catch((e) =>
      req.log.error({ err: e, fileId: file.id }, 'résumé file left after a failed submission'),
    )
    throw err
  }
  // What the operation and visit logs may show of it (never the applicant's data).
  req.body = { id, recruitId: body.recruitId, fileId: file.id, size: file.size }
  return null
}

// ---- Administration ----

export interface ResumeFilter {
  searchKey?: string
  recruitId?: string
  status?: ResumeStatus
  startTime?: string
  endTime?: string
}

const baseQuery = (db: Kysely<DB>) => db.selectFrom('bizResume as cv')

/** The filters beside the search: position, status, the time received (bounds in UTC). */
function filtered(db: Kysely<DB>, f: ResumeFilter) {
  let q = baseQuery(db)
  if (f.recruitId) q = q.where('cv.recruitId', '=', f.recruitId)
  if (f.status) q = q.where('cv.status', '=', f.status)
  if (f.startTime) q = q.where('cv.createdAt', '>=', new Date(f.startTime).toISOString())
  if (f.endTime) q = q.where('cv.createdAt', '<=', new Date(f.endTime).toISOString())
  return q
}

const rowCols = [
  'cv.id',
  'cv.recruitId',
  'cv.recruitTitle',
  'cv.name',
  'cv.gender',
  'cv.phone',
  'cv.email',
  'cv.education',
  'cv.status',
  'cv.remark',
  'cv.fileId',
  'cv.createdAt',
] as const

const asStatus = (s: string) =>
  (RESUME_STATUSES as readonly string[]).includes(s) ? (s as ResumeStatus) : 'NEW'

const resumeRows = listView((q: ReturnType<typeof baseQuery>) => q.select(rowCols))
export const resumeListing = defineList({
  ...newestFirst('biz_resume', 'cv', 'createdAt', 'biz_resume_created'),
  sort: sortFields('cv', { createdAt: 'biz_resume_created' }),
  search: { name: search.text('cv.name', 'biz_resume'), phone: search.prefix('cv.phone') },
})

/** Résumés newest first, paged; search by name or the start of the phone number, filter by position, status and time. */
export async function resumePage(db: Kysely<DB>, user: AuthUser, query: ListQuery & ResumeFilter) {
  const page = await listPage(db, user, resumeListing, query, filtered(db, query), resumeRows)
  return { ...page, records: page.records.map((r) => ({ ...r, status: asStatus(r.status) })) }
}

export async function resumeDetail(db: Kysely<DB>, id: string) {
  const r = await baseQuery(db)
    .leftJoin('devFile as f', 'f.id', 'cv.fileId')
    .leftJoin('sysUser as u', 'u.id', 'cv.updatedUser')
    .select([
      ...rowCols,
      'cv.message',
      'cv.clientIp',
      'cv.updatedAt',
      'u.name as updatedUserName',
      'f.name as fileName',
      'f.mimeType as fileMimeType',
      'f.size as fileSize',
    ])
    .where('cv.id', '=', id)
    .executeTakeFirst()
  if (!r) throw notFound('resumeNotFound')
  return {
    ...r,
    status: asStatus(r.status),
    fileSize: r.fileSize === null || r.fileSize === undefined ? null : Number(r.fileSize),
  }
}

async function assertResumes(db: Kysely<DB>, ids: readonly string[]) {
  const unique = [...new Set(ids)]
  const found = await db.selectFrom('bizResume').select(['id', 'fileId']).where('id', 'in', unique).execute()
  if (found.length !== unique.length) throw notFound('resumeNotFound')
  return found
}

/** A new status with the reviewer's remark (empty: none). */
export async function resumeStatus(
  db: Kysely<DB>,
  user: AuthUser,
  body: { id: string; status: ResumeStatus; remark?: string | null },
) {
  await assertResumes(db, [body.id])
  await db
    .updateTable('bizResume')
    .set({ status: body.status, remark: body.remark ?? null, updatedAt: nowIso(), updatedUser: user.id })
    .where('id', '=', body.id)
    .execute()
}

/**
 * Deletes résumés (all named or none) and then their attachments. A failure removing a file is
 * logged: its record stays on the files page, where it can be deleted again.
 */
export async function resumeDelete(deps: Deps, config: FilesConfig, list: Array<{ id: string }>) {
  const found = await assertResumes(
    deps.db,
    list.map((x) => x.id),
  )
  const ids = found.map((r) => r.id)
  await deps.db.deleteFrom('bizResume').where('id', 'in', ids).execute()
  const fileIds = found.flatMap((r) => (r.fileId ? [r.fileId] : []))
  if (!fileIds.length) return
  const existing = (
    await deps.db.selectFrom('devFile').select('id').where('id', 'in', fileIds).execute()
  ).map((r) => r.id)
  await deleteFiles(deps.db, config.dataDir, existing).catch((err) =>
    deps.log.error({ err, fileIds: existing }, 'résumé files not deleted'),
  )
}

/** The attachment of a résumé, as a download (never shown inline). */
export async function resumeDownload(
  deps: Deps,
  config: FilesConfig,
  req: FastifyRequest,
  reply: FastifyReply,
  id: string,
) {
  const r = await deps.db.selectFrom('bizResume').select('fileId').where('id', '=', id).executeTakeFirst()
  if (!r) throw notFound('resumeNotFound')
  if (!r.fileId) throw notFound('resumeFileGone')
  const file = await fileById(deps.db, r.fileId).catch(() => {
    throw notFound('resumeFileGone')
  })
  // The route's permission (the résumés page) decides; the file itself stays private in the store.
  await sendStored(deps.db, config.dataDir, req, reply, file, 'download')
  return reply
}

/**
 * Every résumé the filter matches (the list's search too), newest first, streamed to an Excel
 * file in batches; headers and labels in the caller's language.
 */
export async function resumeExport(
  deps: Deps,
  user: AuthUser,
  filter: ResumeFilter,
  reply: FastifyReply,
  lang: Lang,
) {
  const { query: base } = await filterList(deps.db, user, resumeListing, filter, filtered(deps.db, filter))
  const col = (key: string, title: MsgKey, width: number) => ({ key, header: t(lang, title), width })
  const batches = orderedBatches(
    base
      .leftJoin('devFile as f', 'f.id', 'cv.fileId')
      .select([...rowCols, 'cv.message', 'f.name as fileName']),
    [
      ['cv.createdAt', 'desc'],
      ['cv.id', 'desc'],
    ],
  )
  return streamXlsx(reply, deps.log, {
    fileName: `resumes-${new Date().toISOString().slice(0, 10)}`,
    sheet: t(lang, 'resumeExportSheet'),
    columns: [
      col('createdAt', 'resumeColCreatedAt', 20),
      col('recruitTitle', 'resumeColPosition', 24),
      col('name', 'resumeColName', 12),
      col('gender', 'resumeColGender', 8),
      col('phone', 'resumeColPhone', 14),
      col('email', 'resumeColEmail', 26),
      col('education', 'resumeColEducation', 12),
      col('status', 'resumeColStatus', 10),
      col('remark', 'resumeColRemark', 30),
      col('message', 'resumeColMessage', 40),
      col('fileName', 'resumeColFile', 24),
    ],
    batches,
    cells: (r) => ({
      ...r,
      createdAt: `${r.createdAt.replace('T', ' ').slice(0, 19)} UTC`,
      gender: r.gender === 'MALE' || r.gender === 'FEMALE' ? t(lang, `resumeGender${r.gender}`) : r.gender,
      status: t(lang, `resumeStatus${asStatus(r.status)}`),
    }),
  })
}
