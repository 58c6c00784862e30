import {
  FEEDBACK_LIMITS,
  FEEDBACK_PER_HOUR,
  type FeedbackAssignee,
  type FeedbackDetail,
  type FeedbackRow,
  type FeedbackSubmit,
  type feedbackReplySchema,
  feedbackSubmitSchema,
  IMAGE_MIMES,
  type MyFeedback,
  SysBaseKey,
} from '@portal/contracts'
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { AppConfig } from '../../../core/config.js'
import { fieldInvalid } from '../../../core/content.js'
import type { Deps } from '../../../core/deps.js'
import {
  AppError,
  badRequest,
  notFound,
  RequestValidationError,
  unstorableText,
  unstorableTextError,
} from '../../../core/errors.js'
import { orderedBatches, streamXlsx } from '../../../core/excel.js'
import { deleteFiles, storeUploads } from '../../../core/files.js'
import { inBothLangs, type Lang, type MsgKey, t } from '../../../core/i18n.js'
import { newId } from '../../../core/ids.js'
import {
  defineList,
  filterList,
  type ListQuery,
  listPage,
  listView,
  shownBatches,
} from '../../../core/list.js'
import { newestFirst } from '../../../core/listOrders.js'
import { sendMail } from '../../../core/mail.js'
import { maskFor } from '../../../core/mask.js'
import { renderedMail } from '../../../core/messages.js'
import { escapeHtml, notify } from '../../../core/notify.js'
import { menuHolders } from '../../../core/permissions.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { setting } from '../../../core/settings.js'
import { sendSms } from '../../../core/sms.js'
import { companyMinute, HOUR, isoIn, nowIso } from '../../../core/time.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'

/** The feedback page's menu: its holders read every item (and its photos) and are told of new ones. */
export const FEEDBACK_MENU = 'krsFeedback'

type FilesConfig = Pick<AppConfig, 'dataDir' | 'rateLimit'>

/** Who left it: nobody known (the public page), or a phone session's person. */
export interface FeedbackSender {
  ip: string | null
  clientId: string | null
  lang: Lang
}

// ---- Leaving feedback ----

/** Each field's own message, so a person reads what to fix rather than a schema's wording. */
const FIELD_TEXTS: Record<keyof FeedbackSubmit, MsgKey> = {
  category: 'krsFeedbackCategoryField',
  content: 'krsFeedbackContentField',
  contactName: 'krsFeedbackNameField',
  contactPhone: 'krsFeedbackPhoneField',
  contactEmail: 'krsFeedbackEmailField',
}

function checkFields(fields: Record<string, string>) {
  const r = feedbackSubmitSchema.safeParse(fields, { reportInput: true })
  if (!r.success) {
    const issues = r.error.issues.map((issue) => {
      const key = FIELD_TEXTS[issue.path[0] as keyof FeedbackSubmit]
      return key ? ({ ...issue, code: 'custom', params: { msgKey: key } } as z.core.$ZodIssue) : issue
    })
    throw new RequestValidationError(issues, 'body')
  }
  const bad = unstorableText(r.data)
  if (bad) throw unstorableTextError(bad, 'body')
  return r.data
}

/** Refuses (429) a phone session, or else a client address, that left `FEEDBACK_PER_HOUR` in the last hour. */
async function checkRate(db: Kysely<DB>, from: FeedbackSender) {
  let q = db
    .selectFrom('krsFeedback')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('createdAt', '>', isoIn(-HOUR))
  if (from.clientId) q = q.where('clientId', '=', from.clientId)
  else if (from.ip) q = q.where('clientIp', '=', from.ip)
  else return
  const row = await q.executeTakeFirst()
  if (Number(row?.n ?? 0) >= FEEDBACK_PER_HOUR)
    throw new AppError(429, 'krsFeedbackTooMany', { max: FEEDBACK_PER_HOUR })
}

/**
 * Feedback from the page (multipart: the fields of `feedbackSubmitSchema`, then up to three photos
 * `photo`): the hourly limit, the fields, then the photos (images, private, read by the feedback
 * page's holders) and the row with the staff's message in one transaction. Whatever is refused or
 * fails, nothing stays.
 */
export async function submitFeedback(
  deps: Deps,
  config: FilesConfig,
  req: FastifyRequest,
  from: FeedbackSender,
) {
  const { db } = deps
  if (config.rateLimit) await checkRate(db, from)
  const { form, files } = await storeUploads(db, config.dataDir, req, {
    purpose: 'FEEDBACK',
    accept: IMAGE_MIMES,
    maxBytes: FEEDBACK_LIMITS.photoBytes,
    maxFiles: FEEDBACK_LIMITS.photos,
    clientId: from.clientId ?? undefined,
    check: checkFields,
    tooMany: { key: 'krsFeedbackTooManyPhotos', params: { max: FEEDBACK_LIMITS.photos } },
  })
  const id = newId()
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('krsFeedback')
        .values({
          id,
          category: form.category,
          content: form.content,
          photosJson: JSON.stringify(files.map((f) => f.id)),
          photoCount: files.length,
          contactName: form.contactName ?? null,
          contactPhone: form.contactPhone ?? null,
          contactEmail: form.contactEmail ?? null,
          clientId: from.clientId,
          clientIp: from.ip ? from.ip.slice(0, 64) : null,
          lang: from.lang,
          status: 'NEW',
          assigneeId: null,
          assigneeName: null,
          reply: null,
          replyChannel: null,
          replyDelivery: null,
          replyError: null,
          repliedAt: null,
          repliedByName: null,
          closedAt: null,
          closeRemark: null,
          createdAt: nowIso(),
          createdUser: null,
          updatedAt: null,
          updatedUser: null,
        })
        .execute()
      await notify(trx, await menuHolders(trx, FEEDBACK_MENU), newFeedbackNotice(form.category, form.content))
    })
  } catch (err) {
    if (files.length)
      await deleteFiles(
        db,
        config.dataDir,
        files.map((f) => f.id),
      ).catch((e) => req.log.error({ err: e }, 'feedback photos left after a failed submission'))
    throw err
  }
  // What the operation log may show of it (never the person's words or contact).
  req.body = { id, category: form.category, photos: files.length }
  return { id }
}

function newFeedbackNotice(category: string, content: string) {
  const cat = (lang: Lang) => t(lang, `krsFeedbackCategory${category}` as MsgKey)
  const excerpt = [...content].slice(0, 80).join('')
  return {
    subject: `${t('zh-cn', 'krsFeedbackNewSubject', { category: cat('zh-cn') })} / ${t('en', 'krsFeedbackNewSubject', { category: cat('en') })}`,
    content: `<p>${escapeHtml(excerpt)}</p>`,
    category: 'BIZ',
  }
}

// ---- The back-office ----

const rowColumns = [
  'f.id',
  'f.category',
  'f.content',
  'f.status',
  'f.createdAt',
  'f.contactName',
  'f.contactPhone',
  'f.contactEmail',
  'f.assigneeId',
  'f.assigneeName',
  'f.repliedAt',
  'f.closedAt',
  'f.photoCount',
] as const

const feedbackRows = listView((q: ReturnType<typeof base>) => q.select(rowColumns))
const base = (db: Kysely<DB>) => db.selectFrom('krsFeedback as f')

const feedbackListing = defineList({
  ...newestFirst('krs_feedback', 'f', 'createdAt', 'krs_feedback_created'),
  search: {
    content: search.text('f.content', 'krs_feedback'),
    contactName: search.text('f.contactName', 'krs_feedback'),
    contactPhone: search.prefix('f.contactPhone'),
  },
  // The contact's phone is the page's `contactPhone` field: masked, and not searched, without it.
  fieldMenu: FEEDBACK_MENU,
  masked: { contactPhone: 'phone' },
  sort: { createdAt: { by: ['f.createdAt', 'f.id'], index: 'krs_feedback_created' } },
})

export interface FeedbackFilter {
  searchKey?: string
  category?: string
  status?: string
  assignee?: 'me'
  startTime?: string | null
  endTime?: string | null
}

function filtered(db: Kysely<DB>, user: AuthUser, f: FeedbackFilter) {
  let q = base(db)
  if (f.category) q = q.where('f.category', '=', f.category)
  if (f.status) q = q.where('f.status', '=', f.status)
  if (f.assignee === 'me') q = q.where('f.assigneeId', '=', user.id)
  if (f.startTime) q = q.where('f.createdAt', '>=', new Date(f.startTime).toISOString())
  if (f.endTime) q = q.where('f.createdAt', '<=', new Date(f.endTime).toISOString())
  return q
}

type Selected = Omit<FeedbackRow, 'createdAt'> & { createdAt: string | null }
const asRow = (r: Selected): FeedbackRow => ({ ...r, createdAt: r.createdAt ?? '' })

export async function feedbackPage(db: Kysely<DB>, user: AuthUser, query: ListQuery & FeedbackFilter) {
  const page = await listPage(db, user, feedbackListing, query, filtered(db, user, query), feedbackRows)
  return { ...page, records: page.records.map((r) => asRow(r as Selected)) }
}

async function feedbackRow(db: Kysely<DB>, id: string) {
  const row = await db.selectFrom('krsFeedback').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound('krsFeedbackNotFound')
  return row
}

export async function feedbackDetail(db: Kysely<DB>, user: AuthUser, id: string): Promise<FeedbackDetail> {
  const r = await feedbackRow(db, id)
  const detail: FeedbackDetail = {
    id: r.id,
    category: r.category,
    content: r.content,
    status: r.status,
    createdAt: r.createdAt ?? '',
    contactName: r.contactName,
    contactPhone: r.contactPhone,
    contactEmail: r.contactEmail,
    assigneeId: r.assigneeId,
    assigneeName: r.assigneeName,
    repliedAt: r.repliedAt,
    closedAt: r.closedAt,
    photoCount: r.photoCount,
    photoIds: JSON.parse(r.photosJson) as string[],
    fromPhoneSession: !!r.clientId,
    reply: r.reply,
    replyChannel: r.replyChannel,
    replyDelivery: r.replyDelivery,
    replyError: r.replyError,
    repliedByName: r.repliedByName,
    closeRemark: r.closeRemark,
  }
  return maskFor(db, user, FEEDBACK_MENU, { contactPhone: 'phone' }, detail)
}

/** Who an item may be assigned to: the enabled holders of the feedback page. */
export async function feedbackAssignees(db: Kysely<DB>): Promise<FeedbackAssignee[]> {
  const ids = await menuHolders(db, FEEDBACK_MENU)
  if (!ids.length) return []
  return db
    .selectFrom('sysUser')
    .select(['id', 'name', 'account'])
    .where('id', 'in', ids)
    .orderBy('name')
    .orderBy('id')
    .limit(500)
    .execute()
}

const OPEN = ['NEW', 'ASSIGNED']

/** Assigns an open item (new, assigned or replied) to a holder of the page, who is told so. */
export async function assignFeedback(
  db: Kysely<DB>,
  user: AuthUser,
  body: { id: string; assigneeId: string },
) {
  const row = await feedbackRow(db, body.id)
  if (row.status === 'CLOSED') throw badRequest('krsFeedbackClosed')
  if (!(await menuHolders(db, FEEDBACK_MENU)).includes(body.assigneeId))
    throw fieldInvalid('assigneeId', 'krsFeedbackAssigneeInvalid')
  const who = await db
    .selectFrom('sysUser')
    .select('name')
    .where('id', '=', body.assigneeId)
    .executeTakeFirstOrThrow()
  await db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('krsFeedback')
      .set({
        assigneeId: body.assigneeId,
        assigneeName: who.name,
        status: row.status === 'NEW' ? 'ASSIGNED' : row.status,
        updatedAt: nowIso(),
        updatedUser: user.id,
      })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .executeTakeFirst()
    if (Number(res.numUpdatedRows) !== 1) throw badRequest('krsFeedbackChanged')
    if (body.assigneeId !== user.id)
      await notify(
        trx,
        [body.assigneeId],
        {
          subject: inBothLangs('krsFeedbackAssignedSubject', { name: user.name }),
          content: `<p>${escapeHtml([...row.content].slice(0, 80).join(''))}</p>`,
          category: 'BIZ',
        },
        { userId: user.id },
      )
  })
}

type ReplyBody = z.output<typeof feedbackReplySchema>

/**
 * Replies to an open item (or again to one whose reply did not arrive): the reply is recorded
 * first (claimed by the state it was read in, so two at once give one reply), then sent by SMS or
 * e-mail to the contact left; how that went is recorded too, and answered.
 */
export async function replyFeedback(deps: Deps, user: AuthUser, body: ReplyBody) {
  const { db } = deps
  const row = await feedbackRow(db, body.id)
  const again = row.status === 'REPLIED' && row.replyDelivery === 'FAILED'
  if (!OPEN.includes(row.status) && !again)
    throw badRequest(row.status === 'CLOSED' ? 'krsFeedbackClosed' : 'krsFeedbackRepliedAlready')
  if (body.channel === 'SMS' && !row.contactPhone) throw fieldInvalid('channel', 'krsFeedbackNoPhone')
  if (body.channel === 'EMAIL' && !row.contactEmail) throw fieldInvalid('channel', 'krsFeedbackNoEmail')
  const now = nowIso()
  let claim = db.updateTable('krsFeedback').where('id', '=', row.id).where('status', '=', row.status)
  claim =
    row.updatedAt === null
      ? claim.where('updatedAt', 'is', null)
      : claim.where('updatedAt', '=', row.updatedAt)
  const res = await claim
    .set({
      reply: body.reply,
      replyChannel: body.channel,
      replyDelivery: null,
      replyError: null,
      repliedAt: now,
      repliedByName: user.name,
      status: 'REPLIED',
      updatedAt: now,
      updatedUser: user.id,
    })
    .executeTakeFirst()
  if (Number(res.numUpdatedRows) !== 1) throw badRequest('krsFeedbackChanged')
  if (body.channel === 'NONE') return { delivery: null }
  let error: string | null = null
  try {
    await deliverReply(db, { ...row, reply: body.reply }, body.channel)
  } catch (err) {
    deps.log.warn({ err, feedbackId: row.id, channel: body.channel }, 'feedback reply not delivered')
    error = err instanceof Error ? err.message.slice(0, 500) : String(err).slice(0, 500)
  }
  const delivery = error ? 'FAILED' : 'SENT'
  await db
    .updateTable('krsFeedback')
    .set({ replyDelivery: delivery, replyError: error })
    .where('id', '=', row.id)
    .where('repliedAt', '=', now)
    .execute()
  return { delivery } as const
}

type Stored = Awaited<ReturnType<typeof feedbackRow>>

/** The reply in the language the feedback was left in, by SMS or e-mail. */
async function deliverReply(db: Kysely<DB>, row: Stored & { reply: string }, channel: 'SMS' | 'EMAIL') {
  const lang: Lang = row.lang === 'en' ? 'en' : 'zh-cn'
  const values = {
    system: (await setting(db, SysBaseKey.name)) ?? '',
    name: row.contactName ?? '',
    received: companyMinute(0, Date.parse(row.createdAt ?? nowIso())),
    content: row.content,
    reply: row.reply,
  }
  const message = { kind: 'FEEDBACK_REPLY', side: 'C', lang, values } as const
  if (channel === 'SMS') {
    await sendSms(db, row.contactPhone!, message)
    return
  }
  await sendMail(db, { to: row.contactEmail!, ...(await renderedMail(db, message)) })
}

export async function closeFeedback(
  db: Kysely<DB>,
  user: AuthUser,
  body: { id: string; remark?: string | null },
) {
  const row = await feedbackRow(db, body.id)
  if (row.status === 'CLOSED') throw badRequest('krsFeedbackClosed')
  const now = nowIso()
  const res = await db
    .updateTable('krsFeedback')
    .set({
      status: 'CLOSED',
      closedAt: now,
      closeRemark: body.remark ?? null,
      updatedAt: now,
      updatedUser: user.id,
    })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .executeTakeFirst()
  if (Number(res.numUpdatedRows) !== 1) throw badRequest('krsFeedbackChanged')
}

/** Deletes items (spam, mostly) and their photos. */
export async function deleteFeedback(deps: Deps, config: FilesConfig, ids: string[]) {
  const rows = await deps.db.selectFrom('krsFeedback').select('photosJson').where('id', 'in', ids).execute()
  const photos = rows.flatMap((r) => JSON.parse(r.photosJson) as string[])
  const present = photos.length
    ? (await deps.db.selectFrom('devFile').select('id').where('id', 'in', photos).execute()).map((f) => f.id)
    : []
  await deps.db.deleteFrom('krsFeedback').where('id', 'in', ids).execute()
  await deleteFiles(deps.db, config.dataDir, present).catch((err) =>
    deps.log.error({ err }, 'feedback photos left after their feedback was deleted'),
  )
}

const EXPORT_COLUMNS = [
  ['createdAt', 'krsFeedbackColCreatedAt', 18],
  ['category', 'krsFeedbackColCategory', 10],
  ['content', 'krsFeedbackColContent', 50],
  ['contactName', 'krsFeedbackColName', 12],
  ['contactPhone', 'krsFeedbackColPhone', 14],
  ['contactEmail', 'krsFeedbackColEmail', 24],
  ['status', 'krsFeedbackColStatus', 10],
  ['assigneeName', 'krsFeedbackColAssignee', 12],
  ['repliedAt', 'krsFeedbackColRepliedAt', 18],
  ['reply', 'krsFeedbackColReply', 40],
] as const

/** Every item the filter matches, newest first, a batch at a time, under the field rule. */
export async function exportFeedback(
  db: Kysely<DB>,
  user: AuthUser,
  reply: FastifyReply,
  log: FastifyBaseLogger,
  lang: Lang,
  f: FeedbackFilter,
) {
  const { query, hidden } = await filterList(db, user, feedbackListing, f, filtered(db, user, f))
  const minute = (iso: string | null) => (iso ? companyMinute(0, Date.parse(iso)) : '')
  return streamXlsx(reply, log, {
    fileName: 'feedback',
    sheet: t(lang, 'krsFeedbackSheet'),
    columns: EXPORT_COLUMNS.map(([key, title, width]) => ({ key, header: t(lang, title), width })),
    batches: shownBatches(
      feedbackListing,
      hidden,
      orderedBatches(query.select([...rowColumns, 'f.reply']), [
        ['f.createdAt', 'desc'],
        ['f.id', 'desc'],
      ]),
    ),
    cells: (r) => ({
      ...r,
      createdAt: minute(r.createdAt),
      repliedAt: minute(r.repliedAt),
      category: t(lang, `krsFeedbackCategory${r.category}` as MsgKey),
      status: t(lang, `krsFeedbackStatus${r.status}` as MsgKey),
    }),
  })
}

// ---- The person's own (a phone session) ----

/** A person's own, newest first (on the index of their client id and time). */
const mineListing = defineList({
  ...newestFirst('krs_feedback', 'f', 'createdAt', 'krs_feedback_client'),
  sort: { createdAt: { by: ['f.createdAt', 'f.id'], index: 'krs_feedback_client' } },
})
const mineRows = listView((q: ReturnType<typeof base>) =>
  q.select(['f.id', 'f.category', 'f.content', 'f.status', 'f.createdAt', 'f.reply', 'f.repliedAt']),
)

export async function myFeedback(db: Kysely<DB>, clientId: string, query: ListQuery) {
  const page = await listPage(
    db,
    null,
    mineListing,
    query,
    base(db).where('f.clientId', '=', clientId),
    mineRows,
  )
  return {
    ...page,
    records: page.records.map((r): MyFeedback => ({ ...r, createdAt: r.createdAt ?? '' })),
  }
}
