import type { GateRefusal } from '@portal/contracts'
import type { Kysely } from 'kysely'
import { badRequest } from '../../../core/errors.js'
import { inBothLangs, t } from '../../../core/i18n.js'
import { escapeHtml, notify } from '../../../core/notify.js'
import { definePass, type PassHolder, registerPass } from '../../../core/passes.js'
import { companyDay, nowIso } from '../../../core/time.js'
import type { DB } from '../../../db/schema.js'
import { type DocumentRefusal, registerWeighDocument, type WeighableDocument } from './documents.js'
import './texts.js'

/**
 * A document whose vehicle the gate and the weighbridge both check (`docs/decisions.md`, "Weighable
 * documents"): a release permit (goods out) or a delivery note (goods in). Approved, it gets its
 * number (the QR code) and `progress` OPEN; its weighing makes it WEIGHED (with the net); the gate's
 * exit makes it LEFT, used up. A document that declares a weight leaves only once weighed.
 */

/** The columns both tables share. */
export interface VehicleDocRow {
  id: string
  status: string
  instanceId: string | null
  plate: string | null
  expectedWeight: number | null
  progress: string | null
  weighedNet: number | null
  weighRecordId: string | null
}

type Table = 'weighPermit' | 'weighDelivery'

export interface VehicleDocSpec<R extends VehicleDocRow> {
  table: Table
  /** The numbers' first two letters (`GR`, `DN`): the gate and the weighbridge skip other codes. */
  prefix: string
  /** The column holding the number issued on approval. */
  noColumn: 'permitNo' | 'deliveryNo'
  /** The gate's kind and the weighbridge's (up to 8 capitals each). */
  passKind: string
  docKind: string
  direction: 'IN' | 'OUT'
  /** When the vehicle is due (`YYYY-MM-DD HH:mm`, company time): it passes that day and the next. */
  due(row: R): string | null
  holder(row: R): PassHolder
  /** What its weighing moves in or out of storage (one SAP material), or none. */
  stock(row: R): Pick<WeighableDocument, 'materialNo' | 'materialName' | 'location'>
}

// Both tables have the shared columns; Kysely cannot see that through a union of table names.
// biome-ignore lint/suspicious/noExplicitAny: the shared columns of two tables
const anyDb = (db: Kysely<DB>) => db as unknown as Kysely<any>

/** Declares the kind's pass at the gate and its document on the weighbridge. */
export function defineVehicleDoc<R extends VehicleDocRow>(spec: VehicleDocSpec<R>) {
  const isOurs = (code: string) => code.trim().toUpperCase().startsWith(spec.prefix)
  const byNumber = (db: Kysely<DB>, code: string) =>
    anyDb(db)
      .selectFrom(spec.table)
      .selectAll()
      .where(spec.noColumn, '=', code.trim().toUpperCase())
      .executeTakeFirst() as Promise<R | undefined>
  const byId = (db: Kysely<DB>, id: string) =>
    anyDb(db).selectFrom(spec.table).selectAll().where('id', '=', id).executeTakeFirst()
  const noOf = (row: R) => String((row as unknown as Record<string, unknown>)[spec.noColumn] ?? '')

  /** Why it cannot be used now, or null. */
  const unusable = (row: R): GateRefusal | null => {
    if (row.status !== 'APPROVED' || !row.progress) return 'NOT_APPROVED'
    if (row.progress === 'LEFT') return 'USED_UP'
    const { from, until } = vehicleDocDays(spec.due(row))
    const today = companyDay()
    if (today < from) return 'NOT_YET'
    if (today > until) return 'ENDED'
    return null
  }

  registerPass(
    definePass<R>({
      kind: spec.passKind,
      claims: (code) => isOurs(code),
      read: byNumber,
      id: (r) => r.id,
      holder: spec.holder,
      refusal: unusable,
      async recorded(trx, r, direction, at) {
        if (direction !== 'OUT') return
        const res = await anyDb(trx)
          .updateTable(spec.table)
          .set({ progress: 'LEFT', leftAt: at, updatedAt: at })
          .where('id', '=', r.id)
          .where(
            'progress',
            r.expectedWeight === null ? 'in' : '=',
            r.expectedWeight === null ? ['OPEN', 'WEIGHED'] : 'WEIGHED',
          )
          .executeTakeFirst()
        if (Number(res.numUpdatedRows) !== 1)
          throw badRequest(r.progress === 'LEFT' ? 'weighDocUsedUp' : 'weighDocNotWeighed', { no: noOf(r) })
      },
    }),
  )

  const asDocument = (row: R): WeighableDocument => ({
    kind: spec.docKind,
    direction: spec.direction,
    id: row.id,
    no: noOf(row),
    plate: row.plate,
    expected: row.expectedWeight,
    ...spec.stock(row),
  })

  registerWeighDocument({
    kind: spec.docKind,
    async find(db, code) {
      const row = isOurs(code) ? await byNumber(db, code) : undefined
      if (!row) return null
      const why = unusable(row)
      if (why === 'USED_UP') throw badRequest('weighDocUsedUp', { no: noOf(row) })
      if (why) throw badRequest('weighDocNotUsable', { no: noOf(row) })
      if (row.progress === 'WEIGHED') throw badRequest('weighDocWeighed', { no: noOf(row) })
      return asDocument(row)
    },
    async byPlate(db, plate) {
      const rows = (await anyDb(db)
        .selectFrom(spec.table)
        .selectAll()
        .where('plate', '=', plate)
        .where('status', '=', 'APPROVED')
        .where('progress', '=', 'OPEN')
        .limit(10)
        .execute()) as R[]
      return rows.filter((r) => unusable(r) === null).map(asDocument)
    },
    async weighed(trx, doc) {
      const res = await anyDb(trx)
        .updateTable(spec.table)
        .set({ progress: 'WEIGHED', weighedNet: doc.net, weighRecordId: doc.recordId, updatedAt: nowIso() })
        .where('id', '=', doc.id)
        .where('progress', '=', 'OPEN')
        .executeTakeFirst()
      if (Number(res.numUpdatedRows) !== 1) {
        const row = (await byId(trx, doc.id)) as Record<string, unknown> | undefined
        throw badRequest('weighDocWeighed', { no: String(row?.[spec.noColumn] ?? '') })
      }
    },
    async refused(trx, doc) {
      await anyDb(trx)
        .updateTable(spec.table)
        .set((eb) => ({ refusedCount: eb('refusedCount', '+', 1), lastRefusedAt: doc.at }))
        .where('id', '=', doc.id)
        .execute()
      const row = (await byId(trx, doc.id)) as R | undefined
      if (row) await tellApprovers(trx, row.instanceId, { ...doc, no: noOf(row) })
    },
    async unweighed(trx, doc) {
      await anyDb(trx)
        .updateTable(spec.table)
        .set({ progress: 'OPEN', weighedNet: null, weighRecordId: null, updatedAt: nowIso() })
        .where('id', '=', doc.id)
        .where('weighRecordId', '=', doc.recordId)
        .where('progress', '=', 'WEIGHED')
        .execute()
    },
  })
}

/** Those who approved the document (staff) learn that a weighing for it was refused. */
async function tellApprovers(
  trx: Kysely<DB>,
  instanceId: string | null,
  r: DocumentRefusal & { no: string },
) {
  if (!instanceId) return
  const approvers = await trx
    .selectFrom('flowHistory')
    .select('actorId')
    .distinct()
    .where('instanceId', '=', instanceId)
    .where('action', '=', 'APPROVE')
    .where('actorSide', '=', 'B')
    .where('actorId', 'is not', null)
    .execute()
  const params = {
    no: r.no,
    plate: r.plate,
    net: r.net,
    expected: r.expected,
    pct: r.pct,
    operator: r.userName,
  }
  await notify(
    trx,
    approvers.map((a) => a.actorId!),
    {
      category: 'BIZ',
      subject: inBothLangs('weighRefusedMessage', params),
      content: `<p>${escapeHtml(t('zh-cn', 'weighRefusedMessageText', params))}</p><p>${escapeHtml(t('en', 'weighRefusedMessageText', params))}</p>`,
    },
  )
}

/** The weighings done for a document, and its passages through the gate, as its detail shows them. */
export async function vehicleDocTrail(
  db: Kysely<DB>,
  docKind: string,
  passKind: string,
  id: string,
  no: string | null,
) {
  const [weighings, refusals, gate] = await Promise.all([
    no
      ? db
          .selectFrom('weighRecord')
          .select(['id', 'recordNo', 'status', 'gross', 'tare', 'net', 'createdAt', 'finishedAt'])
          .where('docNo', '=', no)
          .where('docKind', '=', docKind)
          .orderBy('createdAt')
          .limit(50)
          .execute()
      : [],
    db
      .selectFrom('weighRefusal')
      .select([
        'id',
        'plate',
        'weight',
        'net',
        'expected',
        'pct',
        'tolerance',
        'bridgeName',
        'manual',
        'userName',
        'at',
      ])
      .where('docId', '=', id)
      .where('docKind', '=', docKind)
      .orderBy('at')
      .orderBy('id')
      .limit(50)
      .execute(),
    db
      .selectFrom('krsGateLog')
      .select(['id', 'direction', 'at', 'guardName'])
      .where('kind', '=', passKind)
      .where('refId', '=', id)
      .orderBy('at')
      .orderBy('id')
      .limit(50)
      .execute(),
  ])
  return {
    weighings,
    refusals: refusals.map((r) => ({ ...r, manual: r.manual === 1 })),
    gate: gate.map((g) => ({ ...g, direction: g.direction as 'IN' | 'OUT' })),
  }
}

/** A document opens the gate on its due day and this many days after. */
const GRACE_DAYS = 1

/** The days a document due at `due` passes the gate and the weighbridge, `YYYY-MM-DD`, inclusive. */
export function vehicleDocDays(due: string | null): { from: string; until: string } {
  const from = due?.slice(0, 10) ?? ''
  if (!from) return { from: '', until: '' }
  const until = new Date(Date.parse(`${from}T00:00:00Z`) + GRACE_DAYS * 86_400_000).toISOString().slice(0, 10)
  return { from, until }
}

/** Numbers issued on approval: the kind's prefix, the day, six unambiguous capitals and digits. */
export function vehicleDocNo(prefix: string, random: (n: number) => number) {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  return `${prefix}${companyDay().slice(2).replace(/-/g, '')}${Array.from({ length: 6 }, () => alphabet[random(32)]).join('')}`
}
