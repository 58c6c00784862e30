import { randomInt } from 'node:crypto'
import {
  TARE_MATCH_RATIO,
  type WeighFirst,
  WeighKey,
  type WeighKind,
  type weighPageQuerySchema,
} from '@portal/contracts'
import type { FastifyReply } from 'fastify'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { Deps } from '../../../core/deps.js'
import { badRequest, forbidden, notFound } from '../../../core/errors.js'
import { orderedBatches, streamXlsx } from '../../../core/excel.js'
import { registerPurposeMenus } from '../../../core/files.js'
import { type Lang, t } from '../../../core/i18n.js'
import { newId } from '../../../core/ids.js'
import { defineList, type From, filterList, type ListQuery, listPage, listView } from '../../../core/list.js'
import { newestFirst, sortFields } from '../../../core/listOrders.js'
import { isUniqueViolation } from '../../../core/rows.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { settingInt } from '../../../core/settings.js'
import { COMPANY_TZ, DAY, nowIso } from '../../../core/time.js'
import type { DB, WeighRecordTable } from '../../../db/schema.js'
import { takeWeight } from '../bridge/service.js'
import { documentSpec, documentsOfPlate, findDocument, type WeighableDocument } from './documents.js'
import '../bridge/texts.js'
import './texts.js'

/** The weighing page; the records page; storage. */
export const OPERATION_MENU = 'weighOperation'
export const RECORD_MENU = 'weighRecord'
export const STOCK_MENU = 'weighStock'
/** Take weights; type one by hand (with a reason); call a weighing off; export. */
export const WEIGH_BUTTON = 'weighRecordWeigh'
export const MANUAL_BUTTON = 'weighRecordManual'
registerPurposeMenus('WEIGH', [OPERATION_MENU, RECORD_MENU])

/** Where goods without a location are kept. */
const DEFAULT_LOCATION = 'DEFAULT'
/** Tares a stored tare is compared with. */
const TARE_HISTORY = 5

type Row = WeighRecordTable
const other = (k: WeighKind): WeighKind => (k === 'GROSS' ? 'TARE' : 'GROSS')

// ---- Reading ----

const recordRows = listView((q: From<'weighRecord', 'r'>) =>
  q.select([
    'r.id',
    'r.recordNo',
    'r.plate',
    'r.status',
    'r.direction',
    'r.docKind',
    'r.docNo',
    'r.materialNo',
    'r.materialName',
    'r.location',
    'r.firstKind',
    'r.firstWeight',
    'r.firstAt',
    'r.firstBridgeName',
    'r.firstManual',
    'r.firstReason',
    'r.firstUserName',
    'r.firstPhotoId',
    'r.firstFramesHash',
    'r.secondKind',
    'r.secondWeight',
    'r.secondAt',
    'r.secondBridgeName',
    'r.secondManual',
    'r.secondReason',
    'r.secondUserName',
    'r.secondPhotoId',
    'r.secondFramesHash',
    'r.manual',
    'r.gross',
    'r.tare',
    'r.net',
    'r.tareSource',
    'r.expected',
    'r.deviationPct',
    'r.refusedCount',
    'r.createdAt',
    'r.finishedAt',
  ]),
)
/** Weighings only grow: newest first, paged by keyset; searched by the plate's start or the document. */
const recordListing = defineList({
  ...newestFirst('weigh_record', 'r', 'createdAt', 'weigh_record_created'),
  sort: sortFields('r', { createdAt: 'weigh_record_created' }),
  search: { plate: search.prefix('r.plate'), docNo: search.prefix('r.docNo') },
  keyset: true,
})

type Selected = Pick<Row, 'firstManual' | 'secondManual' | 'manual' | 'firstKind' | 'secondKind'>
const asRecord = <R extends Selected>(r: R) => ({
  ...r,
  firstKind: r.firstKind as WeighKind | null,
  secondKind: r.secondKind as WeighKind | null,
  firstManual: r.firstManual === 1,
  secondManual: r.secondManual === 1,
  manual: r.manual === 1,
})

type PageQuery = z.infer<typeof weighPageQuerySchema>
function recordQuery(db: Kysely<DB>, query: Omit<PageQuery, 'current' | 'size'>) {
  let q = db.selectFrom('weighRecord as r')
  if (query.status) q = q.where('r.status', '=', query.status)
  if (query.manual) q = q.where('r.manual', '=', Number(query.manual))
  if (query.startTime) q = q.where('r.createdAt', '>=', query.startTime)
  if (query.endTime) q = q.where('r.createdAt', '<=', query.endTime)
  return q
}

export async function recordPage(db: Kysely<DB>, user: AuthUser, query: PageQuery) {
  const page = await listPage(db, user, recordListing, query as ListQuery, recordQuery(db, query), recordRows)
  return { ...page, records: page.records.map(asRecord) }
}

export async function recordDetail(db: Kysely<DB>, id: string) {
  const row = await db.selectFrom('weighRecord').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound('weighRecordNotFound')
  return detailOf(row)
}

function detailOf(row: Row) {
  const {
    openPlate: _o,
    docId: _d,
    firstBridgeId: _fb,
    secondBridgeId: _sb,
    firstFrames: _ff,
    secondFrames: _sf,
    firstUserId: _fu,
    secondUserId: _su,
    updatedAt: _u,
    ...rest
  } = row
  return asRecord(rest)
}

/** The open weighing of a vehicle (its second weighing is due), or null. */
/** The documents a vehicle may be weighed for now, found by its plate (the operator typed no code). */
export async function documentsFor(db: Kysely<DB>, plate: string) {
  return (await documentsOfPlate(db, plate)).map(({ id: _, ...d }) => d)
}

export async function openOf(db: Kysely<DB>, plate: string) {
  const row = await db.selectFrom('weighRecord').selectAll().where('openPlate', '=', plate).executeTakeFirst()
  return row ? detailOf(row) : null
}

// ---- Weighing ----

interface Weight {
  weight: number
  at: string
  bridgeName: string
  framesHash: string | null
  frames: string | null
  manual: 0 | 1
  reason: string | null
}

/** The weight on the bridge now, or the one typed by hand (with the permission and a reason). */
async function weightOf(
  db: Kysely<DB>,
  user: AuthUser,
  bridgeId: string,
  manual: { weight: number; reason: string } | undefined,
): Promise<Weight> {
  const bridge = await db
    .selectFrom('weighBridge')
    .select(['name', 'capacity', 'enabled'])
    .where('id', '=', bridgeId)
    .executeTakeFirst()
  if (!bridge) throw notFound('weighBridgeNotFound')
  if (manual) {
    if (!user.superAdmin && !user.buttonCodes.has(MANUAL_BUTTON)) throw forbidden('weighManualNotGranted')
    if (manual.weight > bridge.capacity) throw badRequest('weighOverCapacity', { capacity: bridge.capacity })
    return {
      weight: manual.weight,
      at: nowIso(),
      bridgeName: bridge.name,
      framesHash: null,
      frames: null,
      manual: 1,
      reason: manual.reason,
    }
  }
  const taken = await takeWeight(db, bridgeId)
  return {
    weight: taken.weight,
    at: nowIso(),
    bridgeName: bridge.name,
    framesHash: taken.framesHash,
    frames: JSON.stringify(taken.frames),
    manual: 0,
    reason: null,
  }
}

const weighingColumns = (
  p: 'first' | 'second',
  kind: WeighKind,
  w: Weight,
  user: AuthUser,
  bridgeId: string,
  photoId: string | null,
) => ({
  [`${p}Kind`]: kind,
  [`${p}Weight`]: w.weight,
  [`${p}At`]: w.at,
  [`${p}BridgeId`]: bridgeId,
  [`${p}BridgeName`]: w.bridgeName,
  [`${p}FramesHash`]: w.framesHash,
  [`${p}Frames`]: w.frames,
  [`${p}Manual`]: w.manual,
  [`${p}Reason`]: w.reason,
  [`${p}UserId`]: user.id,
  [`${p}UserName`]: user.name,
  [`${p}PhotoId`]: photoId,
})

/** A slip number: W, the company's date and time to the second, two random digits. */
const slipClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: COMPANY_TZ,
  year: '2-digit',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})
function recordNo() {
  return `W${slipClock.format(new Date()).replace(/\D/g, '')}${String(randomInt(100)).padStart(2, '0')}`
}

async function documentFor(db: Kysely<DB>, code: string | null | undefined, plate: string) {
  if (!code) return null
  const doc = await findDocument(db, code)
  if (!doc) throw badRequest('weighDocUnknown', { code })
  if (doc.plate && doc.plate !== plate) throw badRequest('weighDocPlateMismatch', { plate: doc.plate })
  return doc
}

async function materialName(db: Kysely<DB>, materialNo: string | null | undefined) {
  if (!materialNo) return null
  const m = await db
    .selectFrom('weighMaterial')
    .select('name')
    .where('materialNo', '=', materialNo)
    .executeTakeFirst()
  if (!m) throw badRequest('weighMaterialUnknown', { materialNo })
  return m.name
}

/** What a new record holds besides its weighings: the document it carries, its goods, its direction. */
async function newRecord(
  db: Kysely<DB>,
  body: Omit<WeighFirst, 'kind'>,
  direction: 'IN' | 'OUT',
  doc: WeighableDocument | null,
) {
  const materialNo = doc?.materialNo ?? body.materialNo ?? null
  return {
    recordNo: recordNo(),
    plate: body.plate,
    direction,
    docKind: doc?.kind ?? null,
    docId: doc?.id ?? null,
    docNo: doc?.no ?? null,
    materialNo,
    materialName: doc?.materialName ?? (await materialName(db, materialNo)),
    location: doc?.location ?? body.location ?? null,
    expected: doc?.expected ?? null,
  }
}

const EMPTY_SECOND = {
  secondKind: null,
  secondWeight: null,
  secondAt: null,
  secondBridgeId: null,
  secondBridgeName: null,
  secondFramesHash: null,
  secondFrames: null,
  secondManual: 0,
  secondReason: null,
  secondUserId: null,
  secondUserName: null,
  secondPhotoId: null,
}
const NOT_DONE = {
  gross: null,
  tare: null,
  net: null,
  tareSource: null,
  deviationPct: null,
  refusedCount: 0,
  lastRefusedWeight: null,
  lastRefusedAt: null,
  lastRefusedNote: null,
  voidReason: null,
  voidedByName: null,
  voidedAt: null,
  updatedAt: null,
  finishedAt: null,
}

async function insertRecord(db: Kysely<DB>, values: Omit<Row, 'id' | 'recordNo'> & { recordNo: string }) {
  for (let attempt = 0; ; attempt++) {
    const id = newId()
    try {
      await db
        .insertInto('weighRecord')
        .values({ ...values, id, recordNo: attempt ? recordNo() : values.recordNo })
        .execute()
      return id
    } catch (err) {
      if (!isUniqueViolation(err)) throw err
      // The vehicle already has an open weighing (whichever process took it), or a slip number was drawn twice.
      if (
        await db
          .selectFrom('weighRecord')
          .select('id')
          .where('openPlate', '=', values.plate)
          .executeTakeFirst()
      )
        throw badRequest('weighPlateOpen', { plate: values.plate })
      if (attempt >= 3) throw err
    }
  }
}

/**
 * The first weighing: committed on its own, so a server that stops before the second loses nothing.
 * With a document, its direction decides which weight comes first (goods in: gross; out: tare).
 */
export async function weighFirst(db: Kysely<DB>, user: AuthUser, body: WeighFirst) {
  const doc = await documentFor(db, body.docCode, body.plate)
  const direction = doc?.direction ?? (body.kind === 'GROSS' ? 'IN' : 'OUT')
  if (doc && body.kind !== (direction === 'IN' ? 'GROSS' : 'TARE'))
    throw badRequest(direction === 'IN' ? 'weighDeliveryGrossFirst' : 'weighPermitTareFirst')
  if (await openOf(db, body.plate)) throw badRequest('weighPlateOpen', { plate: body.plate })
  const w = await weightOf(db, user, body.bridgeId, body.manual)
  const id = await insertRecord(db, {
    ...(await newRecord(db, body, direction, doc)),
    openPlate: body.plate,
    status: 'OPEN',
    ...(weighingColumns('first', body.kind, w, user, body.bridgeId, body.photoId ?? null) as object),
    ...EMPTY_SECOND,
    manual: w.manual,
    ...NOT_DONE,
    createdAt: nowIso(),
  } as Omit<Row, 'id'>)
  return recordDetail(db, id)
}

async function tolerancePct(db: Kysely<DB>) {
  return settingInt(db, WeighKey.tolerancePct, 2)
}

/**
 * The net weight against the document's: more than the tolerance above it is refused, and the
 * refusal is kept in one transaction: a row of `weigh_refusal` (the weight, who, when, on which
 * bridge), the record's count and last attempt, and the document's (which tells its approvers).
 * Below it is kept as it is (a part delivery, less goods out).
 */
async function checkDeviation(db: Kysely<DB>, user: AuthUser, row: Row, net: number, w: Weight) {
  if (!row.expected) return null
  const pct = Math.round(((net - row.expected) / row.expected) * 10_000) / 100
  const tolerance = await tolerancePct(db)
  if (pct > tolerance) {
    const at = nowIso()
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('weighRefusal')
        .values({
          id: newId(),
          recordId: row.id,
          docKind: row.docKind,
          docId: row.docId,
          plate: row.plate,
          weight: w.weight,
          net,
          expected: row.expected!,
          pct,
          tolerance,
          bridgeName: w.bridgeName,
          manual: w.manual,
          userId: user.id,
          userName: user.name,
          at,
        })
        .execute()
      await trx
        .updateTable('weighRecord')
        .set((eb) => ({
          refusedCount: eb('refusedCount', '+', 1),
          lastRefusedWeight: w.weight,
          lastRefusedAt: at,
          lastRefusedNote: `${net} kg / ${row.expected} kg (+${pct}%)`,
          updatedAt: at,
        }))
        .where('id', '=', row.id)
        .execute()
      if (row.docKind && row.docId)
        await documentSpec(row.docKind)?.refused?.(trx, {
          id: row.docId,
          plate: row.plate,
          net,
          expected: row.expected!,
          pct,
          userName: user.name,
          at,
        })
    })
    throw badRequest('weighOverTolerance', { net, expected: row.expected, pct, tolerance })
  }
  return pct
}

/** Storage follows a finished weighing: goods in add to their material and location, goods out take. */
async function moveStock(
  trx: Kysely<DB>,
  row: Pick<Row, 'id' | 'materialNo' | 'location' | 'direction' | 'recordNo'>,
  net: number,
  sign = 1,
) {
  if (!row.materialNo) return
  const location = row.location ?? DEFAULT_LOCATION
  const delta = (row.direction === 'IN' ? net : -net) * sign
  const now = nowIso()
  const res = await trx
    .updateTable('weighStock')
    .set((eb) => ({ quantity: eb('quantity', '+', delta), updatedAt: now }))
    .where('materialNo', '=', row.materialNo)
    .where('location', '=', location)
    .executeTakeFirst()
  if (Number(res.numUpdatedRows) === 0)
    await trx
      .insertInto('weighStock')
      .values({ id: newId(), materialNo: row.materialNo, location, quantity: delta, updatedAt: now })
      .execute()
  await trx
    .insertInto('weighStockMove')
    .values({
      id: newId(),
      materialNo: row.materialNo,
      location,
      delta,
      refKind: 'WEIGH',
      refId: row.id,
      refNo: row.recordNo,
      at: now,
    })
    .execute()
}

/**
 * Finishes a record in one transaction: its weights, the vehicle's tare history, storage and the
 * document; claimed by its OPEN state, so of two second weighings at once the other is refused.
 */
async function finish(
  db: Kysely<DB>,
  row: Row,
  set: Partial<Row> & { gross: number; tare: number; net: number },
  tareWeighed: boolean,
) {
  await db.transaction().execute(async (trx) => {
    const now = nowIso()
    const res = await trx
      .updateTable('weighRecord')
      .set({ ...set, status: 'DONE', openPlate: null, finishedAt: now, updatedAt: now })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .executeTakeFirst()
    if (Number(res.numUpdatedRows) !== 1) throw badRequest('weighNotOpen')
    if (tareWeighed)
      await trx
        .insertInto('weighTare')
        .values({ id: newId(), plate: row.plate, tare: set.tare, recordId: row.id, at: now })
        .execute()
    await moveStock(trx, row, set.net)
    if (row.docKind && row.docId)
      await documentSpec(row.docKind)?.weighed(trx, { id: row.docId, net: set.net, recordId: row.id })
  })
}

/** The second weighing: the other weight, the net, checked against the document, then finished. */
export async function weighSecond(
  db: Kysely<DB>,
  user: AuthUser,
  body: {
    id: string
    bridgeId: string
    photoId?: string | null
    manual?: { weight: number; reason: string }
  },
) {
  const row = await db.selectFrom('weighRecord').selectAll().where('id', '=', body.id).executeTakeFirst()
  if (!row) throw notFound('weighRecordNotFound')
  if (row.status !== 'OPEN' || row.firstWeight === null || !row.firstKind) throw badRequest('weighNotOpen')
  const w = await weightOf(db, user, body.bridgeId, body.manual)
  const kind = other(row.firstKind as WeighKind)
  const [gross, tare] = kind === 'GROSS' ? [w.weight, row.firstWeight] : [row.firstWeight, w.weight]
  const net = gross - tare
  if (net <= 0) throw badRequest('weighNetNotPositive', { gross, tare })
  const deviationPct = await checkDeviation(db, user, row, net, w)
  await finish(
    db,
    row,
    {
      ...(weighingColumns('second', kind, w, user, body.bridgeId, body.photoId ?? null) as Partial<Row>),
      manual: row.manual || w.manual,
      gross,
      tare,
      net,
      tareSource: 'WEIGHED',
      deviationPct,
    },
    true,
  )
  return recordDetail(db, row.id)
}

/**
 * The vehicle's stored tare, if it may stand in for weighing it empty: its latest tare, weighed
 * within the configured days, and within 0.3% of the median of its recent tares (a vehicle whose
 * tare wanders — a changed trailer, a full tank — is weighed empty again).
 */
async function storedTare(db: Kysely<DB>, plate: string) {
  const history = await db
    .selectFrom('weighTare')
    .select(['tare', 'at'])
    .where('plate', '=', plate)
    .orderBy('at', 'desc')
    .limit(TARE_HISTORY)
    .execute()
  const latest = history[0]
  if (!latest) throw badRequest('weighNoStoredTare', { plate })
  const days = await settingInt(db, WeighKey.tareMaxDays, 30)
  if (Date.parse(latest.at) < Date.now() - days * DAY) throw badRequest('weighStoredTareOld', { days })
  const sorted = history.map((h) => h.tare).sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)]!
  if (Math.abs(latest.tare - median) > median * TARE_MATCH_RATIO)
    throw badRequest('weighStoredTareOff', { tare: latest.tare, median })
  return latest.tare
}

/** One weighing: gross now, the stored tare for the rest; finished at once. */
export async function weighWithStoredTare(db: Kysely<DB>, user: AuthUser, body: Omit<WeighFirst, 'kind'>) {
  const doc = await documentFor(db, body.docCode, body.plate)
  if (await openOf(db, body.plate)) throw badRequest('weighPlateOpen', { plate: body.plate })
  const tare = await storedTare(db, body.plate)
  const w = await weightOf(db, user, body.bridgeId, body.manual)
  const net = w.weight - tare
  if (net <= 0) throw badRequest('weighNetNotPositive', { gross: w.weight, tare })
  const direction = doc?.direction ?? 'IN'
  const id = await insertRecord(db, {
    ...(await newRecord(db, body, direction, doc)),
    openPlate: body.plate,
    status: 'OPEN',
    ...(weighingColumns('first', 'GROSS', w, user, body.bridgeId, body.photoId ?? null) as object),
    ...EMPTY_SECOND,
    manual: w.manual,
    ...NOT_DONE,
    createdAt: nowIso(),
  } as Omit<Row, 'id'>)
  const row = await db.selectFrom('weighRecord').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  try {
    const deviationPct = await checkDeviation(db, user, row, net, w)
    await finish(db, row, { gross: w.weight, tare, net, tareSource: 'STORED', deviationPct }, false)
  } catch (err) {
    // Refused: the vehicle is weighed again from the start (the refusal stays on a called-off record).
    await db
      .updateTable('weighRecord')
      .set({ status: 'VOID', openPlate: null, voidReason: 'REFUSED', voidedAt: nowIso() })
      .where('id', '=', id)
      .where('status', '=', 'OPEN')
      .execute()
    throw err
  }
  return recordDetail(db, id)
}

/** Calls a weighing off, with the reason: a finished one's storage is moved back, its document told. */
export async function voidRecord(db: Kysely<DB>, user: AuthUser, body: { id: string; reason: string }) {
  const row = await db.selectFrom('weighRecord').selectAll().where('id', '=', body.id).executeTakeFirst()
  if (!row) throw notFound('weighRecordNotFound')
  if (row.status === 'VOID') throw badRequest('weighAlreadyVoid')
  await db.transaction().execute(async (trx) => {
    const now = nowIso()
    const res = await trx
      .updateTable('weighRecord')
      .set({
        status: 'VOID',
        openPlate: null,
        voidReason: body.reason,
        voidedByName: user.name,
        voidedAt: now,
        updatedAt: now,
      })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .executeTakeFirst()
    if (Number(res.numUpdatedRows) !== 1) throw badRequest('weighAlreadyVoid')
    if (row.status !== 'DONE' || row.net === null) return
    await moveStock(trx, row, row.net, -1)
    await trx.deleteFrom('weighTare').where('recordId', '=', row.id).execute()
    if (row.docKind && row.docId)
      await documentSpec(row.docKind)?.unweighed?.(trx, { id: row.docId, recordId: row.id })
  })
}

// ---- Export ----

const EXPORT_COLUMNS = [
  ['recordNo', 'weighColNo', 18],
  ['plate', 'weighColPlate', 12],
  ['status', 'weighColStatus', 8],
  ['direction', 'weighColDirection', 8],
  ['docNo', 'weighColDoc', 18],
  ['materialName', 'weighColMaterial', 20],
  ['gross', 'weighColGross', 10],
  ['tare', 'weighColTare', 10],
  ['net', 'weighColNet', 10],
  ['tareSource', 'weighColTareSource', 10],
  ['expected', 'weighColExpected', 10],
  ['deviationPct', 'weighColDeviation', 10],
  ['manual', 'weighColManual', 8],
  ['firstAt', 'weighColFirstAt', 20],
  ['secondAt', 'weighColSecondAt', 20],
  ['firstUserName', 'weighColOperator', 12],
] as const

export async function exportRecords(
  deps: Deps,
  user: AuthUser,
  filter: Omit<PageQuery, 'current' | 'size'>,
  reply: FastifyReply,
  lang: Lang,
) {
  const { query } = await filterList(deps.db, user, recordListing, filter, recordQuery(deps.db, filter))
  const yes = t(lang, 'weighYes')
  return streamXlsx(reply, deps.log, {
    fileName: `weighings-${new Date().toISOString().slice(0, 10)}`,
    sheet: t(lang, 'weighSheet'),
    columns: EXPORT_COLUMNS.map(([key, title, width]) => ({ key, header: t(lang, title), width })),
    batches: orderedBatches(recordRows.select(query), [
      ['r.createdAt', 'desc'],
      ['r.id', 'desc'],
    ]),
    cells: (r) => ({ ...r, manual: r.manual === 1 ? yes : '' }),
  })
}

// ---- Storage ----

const stockRows = listView((q: From<'weighStock', 's'>) =>
  q
    .leftJoin('weighMaterial as m', 'm.materialNo', 's.materialNo')
    .select(['s.id', 's.materialNo', 's.location', 's.quantity', 's.updatedAt', 'm.name as materialName']),
)
const stockListing = defineList({
  table: 'weigh_stock',
  alias: 's',
  key: 's.id',
  order: { by: ['s.materialNo', 's.location'], index: 'weigh_stock_key' },
  sort: {
    materialNo: { by: ['s.materialNo', 's.location'], index: 'weigh_stock_key' },
    location: { by: ['s.location', 's.materialNo'], index: 'weigh_stock_location' },
  },
  search: { materialNo: search.prefix('s.materialNo'), location: search.prefix('s.location') },
})

export function stockPage(db: Kysely<DB>, user: AuthUser, query: ListQuery) {
  return listPage(db, user, stockListing, query, db.selectFrom('weighStock as s'), stockRows)
}

const moveRows = listView((q: From<'weighStockMove', 'v'>) =>
  q.select(['v.id', 'v.materialNo', 'v.location', 'v.delta', 'v.refKind', 'v.refId', 'v.refNo', 'v.at']),
)
const moveListing = defineList({
  ...newestFirst('weigh_stock_move', 'v', 'at', 'weigh_stock_move_at'),
  sort: sortFields('v', { at: 'weigh_stock_move_at' }),
  keyset: true,
})

export function stockMovePage(
  db: Kysely<DB>,
  user: AuthUser,
  query: ListQuery & { materialNo?: string; location?: string },
) {
  let q = db.selectFrom('weighStockMove as v')
  if (query.materialNo) q = q.where('v.materialNo', '=', query.materialNo)
  if (query.location) q = q.where('v.location', '=', query.location)
  return listPage(db, user, moveListing, query, q, moveRows)
}
