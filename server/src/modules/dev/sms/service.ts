import type { SmsRecord } from '@portal/contracts'
import type { Kysely } from 'kysely'
import { codeStillValid } from '../../../core/codes.js'
import { AppError, badRequest, notFound } from '../../../core/errors.js'
import { defineList, type From, type ListQuery, listPage, listView } from '../../../core/list.js'
import { newestFirst, sortFields } from '../../../core/listOrders.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { resendSms, smsEngine, smsRefusalAnswer } from '../../../core/sms.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'

const smsRows = listView((q: From<'devSms', 's'>) =>
  q.select([
    's.id',
    's.phone',
    's.kind',
    's.content',
    's.code',
    's.provider',
    's.fallbackFrom',
    's.template',
    's.messageId',
    's.status',
    's.error',
    's.createdAt',
    's.receiptAt',
  ]),
)
type SmsRow = Omit<SmsRecord, 'masked'> & { code: string | null }

/** The log only grows: newest first, paged by keyset; searched by the start of the number. */
const smsListing = defineList({
  ...newestFirst('dev_sms', 's', 'createdAt', 'dev_sms_time_id'),
  sort: sortFields('s', { createdAt: 'dev_sms_time_id' }),
  search: { phone: search.prefix('s.phone') },
  keyset: true,
})

/**
 * What staff see of a code (`docs/decisions.md`, "The SMS log page"): the whole message while nothing
 * leaves the machine (the LOG provider, the demo mode the README's phone journey relies on); once a
 * real provider is configured, or for a message a real provider carried, the code is asterisks, and
 * it never reaches the browser.
 */
async function masker(db: Kysely<DB>) {
  const demo = (await smsEngine(db)) === 'LOG'
  return ({ code, ...row }: SmsRow): SmsRecord => {
    const masked = !!code && !(demo && row.provider === 'LOG')
    return {
      ...row,
      masked,
      content: masked ? row.content.replaceAll(code, '*'.repeat(code.length)) : row.content,
    }
  }
}

export async function smsPage(
  db: Kysely<DB>,
  user: AuthUser,
  query: ListQuery & { kind?: string; status?: string; startTime?: string; endTime?: string },
) {
  const build = async () => {
    let q = db.selectFrom('devSms as s')
    if (query.kind) q = q.where('s.kind', '=', query.kind)
    if (query.status) q = q.where('s.status', '=', query.status)
    if (query.startTime) q = q.where('s.createdAt', '>=', query.startTime)
    if (query.endTime) q = q.where('s.createdAt', '<=', query.endTime)
    return q
  }
  const page = await listPage(db, user, smsListing, query, { variant: 'sms', build }, smsRows)
  const mask = await masker(db)
  return { ...page, records: page.records.map(mask) }
}

async function smsRow(db: Kysely<DB>, id: string) {
  const row = await smsRows.select(db.selectFrom('devSms as s')).where('s.id', '=', id).executeTakeFirst()
  if (!row) throw notFound('smsNotFound')
  return row
}

export async function smsDetail(db: Kysely<DB>, id: string): Promise<SmsRecord> {
  return (await masker(db))(await smsRow(db, id))
}

/**
 * Sends a failed message again through the provider configured now (a new entry in the log); a
 * message carrying a code only while that code can still be used. Answers the new entry's id.
 */
export async function smsResend(db: Kysely<DB>, id: string): Promise<string> {
  const row = await smsRow(db, id)
  if (row.status !== 'FAIL') throw badRequest('smsNotFailed')
  const about = row.kind && row.code ? { kind: row.kind, code: row.code } : null
  if (about && !(await codeStillValid(db, about.kind, row.phone, about.code)))
    throw badRequest('smsCodeExpired')
  try {
    return (await resendSms(db, row.id)).id
  } catch (err) {
    throw smsRefusalAnswer(err)
  }
}
