import { EXPIRY_WARN_DAYS } from '@portal/contracts'
import type { Kysely } from 'kysely'
import { type MsgKey, t } from '../../../core/i18n.js'
import { escapeHtml, inTransaction, notify } from '../../../core/notify.js'
import { menuHolders } from '../../../core/permissions.js'
import { companyDay } from '../../../core/time.js'
import type { DB } from '../../../db/schema.js'
import { CONTRACTOR_MENU, recordChange } from './service.js'
import './texts.js'

/** Rows handled per query: the job loops until none is left. */
const BATCH = 500

/** Marks admitted contractors whose validity, or a qualification document, ran out as EXPIRED. */
async function markExpired(db: Kysely<DB>, today: string): Promise<number> {
  let marked = 0
  const lapsed = [
    () =>
      db
        .selectFrom('krsContractor')
        .select('id')
        .where('status', '=', 'ADMITTED')
        .where('validUntil', '<', today)
        .limit(BATCH)
        .execute(),
    () =>
      db
        .selectFrom('krsContractor as c')
        .innerJoin('krsContractorDoc as d', 'd.contractorId', 'c.id')
        .select('c.id')
        .distinct()
        .where('c.status', '=', 'ADMITTED')
        .where('d.expiryDate', '<', today)
        .limit(BATCH)
        .execute(),
  ]
  for (const find of lapsed)
    for (;;) {
      const ids = (await find()).map((r) => r.id)
      let now = 0
      for (const id of ids)
        now += await inTransaction(db, async (trx) => {
          // Claimed by its state: another process or a blacklisting got there first.
          const res = await trx
            .updateTable('krsContractor')
            .set({ status: 'EXPIRED' })
            .where('id', '=', id)
            .where('status', '=', 'ADMITTED')
            .executeTakeFirst()
          if (Number(res.numUpdatedRows) !== 1) return 0
          await recordChange(trx, id, 'EXPIRED', null, [
            { field: 'status', before: 'ADMITTED', after: 'EXPIRED' },
          ])
          return 1
        })
      marked += now
      if (ids.length < BATCH || !now) break
    }
  return marked
}

interface Item {
  kind: 'validity' | 'doc' | 'cert'
  /** The row warned about, and the day it is warned for. */
  rowId: string
  day: string
  no?: string | null
  name?: string
}

/** What comes to an end between a month ago and `EXPIRY_WARN_DAYS` ahead and was not warned of yet. */
async function dueItems(db: Kysely<DB>, from: string, horizon: string): Promise<Map<string, Item[]>> {
  const [validity, docs, certs] = await Promise.all([
    db
      .selectFrom('krsContractor')
      .select(['id', 'validUntil'])
      .where('status', '=', 'ADMITTED')
      .where('validUntil', '>=', from)
      .where('validUntil', '<=', horizon)
      .where((eb) => eb.or([eb('warnedUntil', 'is', null), eb('warnedUntil', '!=', eb.ref('validUntil'))]))
      .limit(BATCH)
      .execute(),
    db
      .selectFrom('krsContractorDoc as d')
      .innerJoin('krsContractor as c', 'c.id', 'd.contractorId')
      .select(['d.id', 'd.contractorId', 'd.expiryDate', 'd.docNo'])
      .where('c.status', '!=', 'BLACKLISTED')
      .where('d.expiryDate', '>=', from)
      .where('d.expiryDate', '<=', horizon)
      .where((eb) =>
        eb.or([eb('d.warnedExpiry', 'is', null), eb('d.warnedExpiry', '!=', eb.ref('d.expiryDate'))]),
      )
      .limit(BATCH)
      .execute(),
    db
      .selectFrom('krsContractorPerson as p')
      .innerJoin('krsContractor as c', 'c.id', 'p.contractorId')
      .select(['p.id', 'p.contractorId', 'p.certExpiry', 'p.certNo', 'p.name'])
      .where('c.status', '!=', 'BLACKLISTED')
      .where('p.certExpiry', '>=', from)
      .where('p.certExpiry', '<=', horizon)
      .where((eb) =>
        eb.or([eb('p.warnedExpiry', 'is', null), eb('p.warnedExpiry', '!=', eb.ref('p.certExpiry'))]),
      )
      .limit(BATCH)
      .execute(),
  ])
  const byContractor = new Map<string, Item[]>()
  const add = (contractorId: string, item: Item) =>
    byContractor.set(contractorId, [...(byContractor.get(contractorId) ?? []), item])
  for (const c of validity) add(c.id, { kind: 'validity', rowId: c.id, day: c.validUntil })
  for (const d of docs) add(d.contractorId, { kind: 'doc', rowId: d.id, day: d.expiryDate, no: d.docNo })
  for (const p of certs)
    add(p.contractorId, { kind: 'cert', rowId: p.id, day: p.certExpiry!, no: p.certNo, name: p.name })
  return byContractor
}

/** The warning as one message in both languages (a message has one text for all its readers). */
function warning(company: string, items: Item[]) {
  const both = (key: MsgKey, params: Record<string, string | number>) => [
    t('zh-cn', key, params),
    t('en', key, params),
  ]
  const itemText = (lang: 'zh-cn' | 'en', i: Item) =>
    i.kind === 'validity'
      ? t(lang, 'krsExpiryValidity')
      : i.kind === 'doc'
        ? t(lang, 'krsExpiryDoc', { no: i.no ?? '' })
        : t(lang, 'krsExpiryCert', { no: i.no ?? '', name: i.name ?? '' })
  const block = (lang: 'zh-cn' | 'en') =>
    `<p>${escapeHtml(t(lang, 'krsExpiryIntro', { days: EXPIRY_WARN_DAYS }))}</p><ul>${items
      .map((i) => `<li>${escapeHtml(t(lang, 'krsExpiryOn', { item: itemText(lang, i), day: i.day }))}</li>`)
      .join('')}</ul>`
  const [zh, en] = both('krsExpirySubject', { company })
  return { subject: `${zh} / ${en}`.slice(0, 255), content: `${block('zh-cn')}${block('en')}` }
}

/**
 * The daily run: marks lapsed contractors EXPIRED, then warns each contractor's host (its
 * department's director; the contractors page's holders when it has none) once per expiry coming
 * within `EXPIRY_WARN_DAYS` days, in one message per contractor.
 */
export async function expiryRun(db: Kysely<DB>) {
  const today = companyDay(0)
  const expired = await markExpired(db, today)
  let warned = 0
  let holders: string[] | null = null
  for (;;) {
    const due = await dueItems(db, companyDay(-EXPIRY_WARN_DAYS), companyDay(EXPIRY_WARN_DAYS))
    if (!due.size) break
    // Names and hosts' heads of the whole batch in one query.
    const hosts = new Map(
      (
        await db
          .selectFrom('krsContractor as c')
          .leftJoin('sysOrg as o', 'o.id', 'c.hostOrgId')
          .select(['c.id', 'c.name', 'o.directorId'])
          .where('c.id', 'in', [...due.keys()])
          .execute()
      ).map((c) => [c.id, c]),
    )
    for (const [contractorId, items] of due) {
      const c = hosts.get(contractorId)!
      if (!c.directorId && !holders) holders = await menuHolders(db, CONTRACTOR_MENU)
      const to = c.directorId ? [c.directorId] : (holders ?? [])
      await inTransaction(db, async (trx) => {
        await notify(trx, to, { category: 'BIZ', ...warning(c.name, items) })
        for (const i of items) {
          if (i.kind === 'validity')
            await trx
              .updateTable('krsContractor')
              .set({ warnedUntil: i.day })
              .where('id', '=', i.rowId)
              .execute()
          else
            await trx
              .updateTable(i.kind === 'doc' ? 'krsContractorDoc' : 'krsContractorPerson')
              .set({ warnedExpiry: i.day })
              .where('id', '=', i.rowId)
              .execute()
        }
      })
      warned++
    }
  }
  return { expired, warned }
}
