import type { GateCheck, GateKind, GateRefusal } from '@portal/contracts'
import type { Kysely } from 'kysely'
import { badRequest } from '../../../core/errors.js'
import { t } from '../../../core/i18n.js'
import { newId } from '../../../core/ids.js'
import { defineList, type From, type ListQuery, listPage, listView } from '../../../core/list.js'
import { escapeHtml, inTransaction, notify } from '../../../core/notify.js'
import { type FoundPass, readPass } from '../../../core/passes.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { companyMinute, DAY, fromCompanyMinute, isoIn, nowIso } from '../../../core/time.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'

/** Holders of the gate page scan passes and record who comes and goes. */
export const GATE_MENU = 'krsGate'

const passKey = (kind: GateKind, refId: string) => `${kind}:${refId}`

const NONE: GateCheck = {
  kind: null,
  ok: false,
  refusal: 'UNKNOWN',
  inside: false,
  insideSince: null,
  personName: null,
  photoId: null,
  host: null,
  company: null,
  from: null,
  until: null,
  plate: null,
  companions: [],
  note: null,
  refId: null,
}

interface Found {
  check: GateCheck
  pass: FoundPass
}

async function insideRow(db: Kysely<DB>, kind: GateKind, refId: string) {
  return db
    .selectFrom('krsGateInside')
    .select('since')
    .where('passKey', '=', passKey(kind, refId))
    .executeTakeFirst()
}

/**
 * The pass a code names, as its issuing form declared it (`core/passes.ts`), with who is inside:
 * a form ranks "already inside" among its own refusals, or the gate puts it after them.
 */
async function find(db: Kysely<DB>, code: string): Promise<Found | null> {
  const pass = await readPass(db, code)
  if (!pass) return null
  const inside = await insideRow(db, pass.kind, pass.id)
  const refusal = pass.refusal(!!inside) ?? (inside ? 'ALREADY_INSIDE' : null)
  return {
    pass,
    check: {
      kind: pass.kind,
      ok: refusal === null,
      refusal,
      inside: !!inside,
      insideSince: inside?.since ?? null,
      ...pass.holder,
      refId: pass.id,
    },
  }
}

/** What the guard sees for a code, before letting anyone in or out. */
export async function gateCheck(db: Kysely<DB>, code: string): Promise<GateCheck> {
  return (await find(db, code))?.check ?? NONE
}

const refused = (r: GateRefusal) => badRequest(`krsGateRefused${r}`)

/**
 * Lets the pass's holder in: refused unless the check says it opens. The "inside" row's key
 * makes a second check-in of the same pass fail in the database, even from two gates at once.
 * The user the pass names as its host (a visit's) is told.
 */
export async function checkIn(db: Kysely<DB>, guard: AuthUser, code: string): Promise<GateCheck> {
  const found = await find(db, code)
  if (!found) throw refused('UNKNOWN')
  const c = found.check
  if (c.refusal) throw refused(c.refusal)
  const { kind, id: refId } = found.pass
  const now = nowIso()
  try {
    await inTransaction(db, async (trx) => {
      await trx
        .insertInto('krsGateInside')
        .values({
          passKey: passKey(kind, refId),
          kind,
          refId,
          personName: c.personName ?? '',
          detail: [c.company, c.host].filter(Boolean).join(' · ').slice(0, 255) || null,
          since: now,
          guardName: guard.name,
        })
        .execute()
      await log(trx, guard, kind, refId, c.personName ?? '', 'IN', now)
      await found.pass.recorded(trx, 'IN', now)
    })
  } catch (err) {
    if (await insideRow(db, kind, refId)) throw refused('ALREADY_INSIDE')
    throw err
  }
  if (found.pass.host) {
    const words = (lang: 'zh-cn' | 'en') =>
      t(lang, 'krsGateArrived', {
        name: c.personName ?? '',
        time: companyMinute(0, Date.parse(now)).slice(11),
      })
    await notify(db, [found.pass.host], {
      category: 'BIZ',
      subject: `${words('zh-cn')} / ${words('en')}`,
      content: `<p>${escapeHtml(words('zh-cn'))}</p><p>${escapeHtml(words('en'))}</p>`,
    }).catch(() => null)
  }
  return { ...c, ok: false, refusal: 'ALREADY_INSIDE', inside: true, insideSince: now }
}

/** Lets the pass's holder out: refused unless they are inside. */
export async function checkOut(db: Kysely<DB>, guard: AuthUser, code: string): Promise<GateCheck> {
  const found = await find(db, code)
  if (!found) throw refused('UNKNOWN')
  const c = found.check
  const { kind, id: refId } = found.pass
  const now = nowIso()
  await inTransaction(db, async (trx) => {
    const res = await trx
      .deleteFrom('krsGateInside')
      .where('passKey', '=', passKey(kind, refId))
      .executeTakeFirst()
    if (Number(res.numDeletedRows) !== 1) throw refused('NOT_INSIDE')
    await log(trx, guard, kind, refId, c.personName ?? '', 'OUT', now)
    await found.pass.recorded(trx, 'OUT', now)
  })
  return (await find(db, code))!.check
}

const log = (
  trx: Kysely<DB>,
  guard: AuthUser,
  kind: GateKind,
  refId: string,
  personName: string,
  direction: 'IN' | 'OUT',
  at: string,
) =>
  trx
    .insertInto('krsGateLog')
    .values({ id: newId(), kind, refId, personName, direction, at, guardId: guard.id, guardName: guard.name })
    .execute()

// ---- Lists ----

const insideListing = defineList({
  table: 'krs_gate_inside',
  alias: 'g',
  key: 'g.passKey',
  order: {
    by: [
      ['g.since', 'desc'],
      ['g.passKey', 'desc'],
    ],
    index: 'krs_gate_inside_since',
  },
  sort: { since: { by: ['g.since', 'g.passKey'], index: 'krs_gate_inside_since' } },
  search: { personName: search.contains('g.personName') },
})
const insideRows = listView((q: From<'krsGateInside', 'g'>) =>
  q.select(['g.passKey', 'g.kind', 'g.refId', 'g.personName', 'g.detail', 'g.since', 'g.guardName']),
)

/** Who is inside now, the latest arrival first. */
export async function insidePage(db: Kysely<DB>, user: AuthUser, query: ListQuery) {
  const page = await listPage(db, user, insideListing, query, db.selectFrom('krsGateInside as g'), insideRows)
  return { ...page, records: page.records.map((r) => ({ ...r, kind: r.kind as GateKind })) }
}

const logListing = defineList({
  table: 'krs_gate_log',
  alias: 'l',
  key: 'l.id',
  order: {
    by: [
      ['l.at', 'desc'],
      ['l.id', 'desc'],
    ],
    index: 'krs_gate_log_at',
  },
  sort: { at: { by: ['l.at', 'l.id'], index: 'krs_gate_log_at' } },
  search: { personName: search.contains('l.personName') },
})
const logRows = listView((q: From<'krsGateLog', 'l'>) =>
  q.select(['l.id', 'l.kind', 'l.refId', 'l.personName', 'l.direction', 'l.at', 'l.guardName']),
)

/** Every check-in and check-out, newest first; `day` a company calendar day. */
export async function gateLogPage(db: Kysely<DB>, user: AuthUser, query: ListQuery & { day?: string }) {
  let q = db.selectFrom('krsGateLog as l')
  if (query.day) {
    // The day's bounds as instants: the company's midnight, whatever the server's zone.
    const from = fromCompanyMinute(`${query.day} 00:00`)
    q = q.where('l.at', '>=', from).where('l.at', '<', isoIn(DAY, Date.parse(from)))
  }
  const page = await listPage(db, user, logListing, query, q, logRows)
  return {
    ...page,
    records: page.records.map((r) => ({
      ...r,
      kind: r.kind as GateKind,
      direction: r.direction as 'IN' | 'OUT',
    })),
  }
}
