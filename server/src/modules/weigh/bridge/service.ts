import { createHash } from 'node:crypto'
import {
  AGENT_SILENT_MS,
  type BridgeForm,
  type BridgeLive,
  READING_FRESH_MS,
  type ScaleConfig,
  STABLE_READINGS,
} from '@portal/contracts'
import type { Kysely } from 'kysely'
import { AppError, badRequest, notFound } from '../../../core/errors.js'
import { newId, newSecret } from '../../../core/ids.js'
import { deleteInBatches } from '../../../core/jobs.js'
import { defineList, type From, type ListQuery, listPage, listView } from '../../../core/list.js'
import { bySortCode } from '../../../core/listOrders.js'
import { created, ignoringDuplicates, isUniqueViolation, updated } from '../../../core/rows.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { isoIn, nowIso } from '../../../core/time.js'
import type { DB } from '../../../db/schema.js'
import { encodeFrame, type ScaleProtocol } from '../scale/frames.js'
import { isStable, roundToDivision } from '../scale/stability.js'
import './texts.js'

/** Holders of the bridges page configure bridges and issue agent keys. */
export const BRIDGE_MENU = 'weighBridge'

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')

// ---- The bridges page ----

const bridgeRows = listView((q: From<'weighBridge', 'b'>) =>
  q.select([
    'b.id',
    'b.name',
    'b.location',
    'b.port',
    'b.baudRate',
    'b.dataBits',
    'b.parity',
    'b.stopBits',
    'b.protocol',
    'b.capacity',
    'b.division',
    'b.enabled',
    'b.agentKeyHash',
    'b.agentSeenAt',
    'b.agentStats',
    'b.simulated',
    'b.sortCode',
    'b.createdAt',
  ]),
)
const bridgeListing = defineList({
  ...bySortCode('weigh_bridge', 'b', 'weigh_bridge_sort'),
  sort: {
    sortCode: { by: ['b.sortCode', 'b.id'], index: 'weigh_bridge_sort' },
    name: { by: ['b.name'], index: 'weigh_bridge_name' },
  },
  search: { name: search.contains('b.name') },
})

type BridgeSelected = Awaited<ReturnType<ReturnType<typeof bridgeRows.select>['executeTakeFirstOrThrow']>>
const asRow = ({ agentKeyHash, agentStats, enabled, simulated, ...r }: BridgeSelected) => ({
  ...r,
  enabled: enabled === 1,
  simulated: simulated === 1,
  hasAgentKey: !!agentKeyHash,
  agentStats: agentStats
    ? (JSON.parse(agentStats) as { frames: number; badCheck: number; garbage: number })
    : null,
})

export async function bridgePage(db: Kysely<DB>, user: AuthUser, query: ListQuery) {
  const page = await listPage(db, user, bridgeListing, query, db.selectFrom('weighBridge as b'), bridgeRows)
  return { ...page, records: page.records.map(asRow) }
}

export async function bridgeDetail(db: Kysely<DB>, id: string) {
  const row = await bridgeRows
    .select(db.selectFrom('weighBridge as b'))
    .where('b.id', '=', id)
    .executeTakeFirst()
  if (!row) throw notFound('weighBridgeNotFound')
  return asRow(row)
}

/** The enabled bridges, for the weighing page. */
export async function bridgeOptions(db: Kysely<DB>) {
  const rows = await db
    .selectFrom('weighBridge')
    .select(['id', 'name', 'location', 'capacity', 'division', 'simulated'])
    .where('enabled', '=', 1)
    .orderBy('sortCode')
    .orderBy('id')
    .execute()
  return rows.map((r) => ({ ...r, simulated: r.simulated === 1 }))
}

const columns = (f: BridgeForm & { enabled?: boolean }) => ({
  name: f.name,
  location: f.location ?? null,
  port: f.port,
  baudRate: f.baudRate,
  dataBits: f.dataBits,
  parity: f.parity,
  stopBits: f.stopBits,
  protocol: f.protocol,
  capacity: f.capacity,
  division: f.division,
  enabled: f.enabled === false ? 0 : 1,
  sortCode: f.sortCode ?? 0,
})

function checkDivision(f: BridgeForm) {
  if (f.division * 100 > f.capacity)
    throw new AppError(400, 'weighBridgeDivisionTooLarge', {}, { field: 'division' })
}

const nameTaken = (err: unknown) => {
  if (isUniqueViolation(err)) throw badRequest('weighBridgeNameTaken')
  throw err
}

export async function addBridge(db: Kysely<DB>, user: AuthUser, f: BridgeForm) {
  checkDivision(f)
  const id = newId()
  await db
    .insertInto('weighBridge')
    .values({ id, ...columns(f), agentKeyHash: null, agentSeenAt: null, agentStats: null, ...created(user) })
    .execute()
    .catch(nameTaken)
  return id
}

export async function editBridge(db: Kysely<DB>, user: AuthUser, f: BridgeForm & { id: string }) {
  checkDivision(f)
  const res = await db
    .updateTable('weighBridge')
    .set({ ...columns(f), ...updated(user) })
    .where('id', '=', f.id)
    .executeTakeFirst()
    .catch(nameTaken)
  if (Number(res.numUpdatedRows) !== 1) throw notFound('weighBridgeNotFound')
}

export async function deleteBridges(db: Kysely<DB>, ids: string[]) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('weighReading').where('bridgeId', 'in', ids).execute()
    await trx.deleteFrom('weighBridge').where('id', 'in', ids).execute()
  })
}

/** A new key for the bridge's scale agent (the old one stops working): shown once, kept hashed. */
export async function issueAgentKey(db: Kysely<DB>, user: AuthUser, id: string) {
  const key = `sk_${newSecret(24)}`
  const res = await db
    .updateTable('weighBridge')
    .set({ agentKeyHash: sha256(key), ...updated(user) })
    .where('id', '=', id)
    .executeTakeFirst()
  if (Number(res.numUpdatedRows) !== 1) throw notFound('weighBridgeNotFound')
  return { key }
}

// ---- The scale agent ----

/** The bridge an agent key belongs to (enabled), or a refusal that says only "wrong key". */
async function agentBridge(db: Kysely<DB>, key: string | undefined) {
  const bridge = key
    ? await db
        .selectFrom('weighBridge')
        .selectAll()
        .where('agentKeyHash', '=', sha256(key))
        .where('enabled', '=', 1)
        .executeTakeFirst()
    : undefined
  if (!bridge) throw new AppError(401, 'weighAgentKeyWrong')
  return bridge
}

export async function agentConfig(db: Kysely<DB>, key: string | undefined): Promise<ScaleConfig> {
  const b = await agentBridge(db, key)
  return {
    bridgeId: b.id,
    name: b.name,
    port: b.port,
    baudRate: b.baudRate,
    dataBits: b.dataBits,
    parity: b.parity,
    stopBits: b.stopBits,
    protocol: b.protocol,
    division: b.division,
  }
}

/**
 * Keeps what an agent sent: each reading once (a resent batch finds its rows there), the agent's
 * counts, and when it was last heard from.
 */
export async function agentReadings(
  db: Kysely<DB>,
  key: string | undefined,
  body: {
    readings: Array<{ seq: number; at: string; weight: number; raw: string }>
    stats?: { frames: number; badCheck: number; garbage: number }
  },
) {
  const bridge = await agentBridge(db, key)
  const receivedAt = nowIso()
  if (body.readings.length)
    await ignoringDuplicates(
      db,
      db.insertInto('weighReading').values(
        body.readings.map((r) => ({
          id: newId(),
          bridgeId: bridge.id,
          seq: r.seq,
          at: new Date(r.at).toISOString(),
          weight: r.weight,
          raw: r.raw.toLowerCase(),
          receivedAt,
        })),
      ),
    ).execute()
  await db
    .updateTable('weighBridge')
    .set({ agentSeenAt: receivedAt, ...(body.stats ? { agentStats: JSON.stringify(body.stats) } : {}) })
    .where('id', '=', bridge.id)
    .execute()
  return { accepted: body.readings.length }
}

// ---- Reading the bridge ----

type Reading = { seq: number; at: string; weight: number; raw: string }

async function lastReadings(db: Kysely<DB>, bridgeId: string, n: number): Promise<Reading[]> {
  const rows = await db
    .selectFrom('weighReading')
    .select(['seq', 'at', 'weight', 'raw'])
    .where('bridgeId', '=', bridgeId)
    .orderBy('seq', 'desc')
    .limit(n)
    .execute()
  // PostgreSQL answers a bigint as text.
  return rows.map((r) => ({ ...r, seq: Number(r.seq), weight: Number(r.weight) }))
}

interface Judged {
  readings: Reading[]
  fresh: boolean
  stable: boolean
  online: boolean
}

/**
 * Whether a weight may be taken now: the last `STABLE_READINGS` readings follow one another (no gap
 * in the agent's numbering), lie within one division, and the newest was read at most
 * `READING_FRESH_MS` ago (a resent backlog is history, not the weight on the bridge now).
 */
function judge(
  bridge: { division: number; agentSeenAt: string | null },
  readings: Reading[],
  now = Date.now(),
): Judged {
  const newest = readings[0]
  const fresh = !!newest && Date.parse(newest.at) >= now - READING_FRESH_MS
  const consecutive = readings.every((r, i) => i === 0 || readings[i - 1]!.seq === r.seq + 1)
  const stable =
    fresh &&
    consecutive &&
    readings.length >= STABLE_READINGS &&
    isStable(readings.map((r) => r.weight).reverse(), bridge.division, STABLE_READINGS)
  const online = !!bridge.agentSeenAt && Date.parse(bridge.agentSeenAt) >= now - AGENT_SILENT_MS
  return { readings, fresh, stable, online }
}

/** The bridge about to be read; a simulated one first gets its readings up to now. */
async function bridgeForReading(db: Kysely<DB>, bridgeId: string) {
  const bridge = await db
    .selectFrom('weighBridge')
    .select([
      'id',
      'division',
      'agentSeenAt',
      'enabled',
      'capacity',
      'name',
      'protocol',
      'simulated',
      'simWeight',
      'simFrom',
      'simSetAt',
    ])
    .where('id', '=', bridgeId)
    .executeTakeFirst()
  if (!bridge) throw notFound('weighBridgeNotFound')
  if (bridge.simulated === 1 && bridge.enabled === 1) return { ...bridge, ...(await simulate(db, bridge)) }
  return bridge
}

// ---- The simulated bridge ----

/**
 * A simulated bridge (the demo's, `docs/decisions.md` "The demo bridge is simulated") has no agent:
 * whichever process reads it first writes its readings up to now, one per `SIM_FRAME_MS`, numbered
 * by time, so every process writes the same rows and a second writer's are duplicates it skips. The
 * weight follows what was put on it: it wobbles for `SIM_MOVE_MS` from the weight before, then shows
 * it exactly, as a truck driving on and settling.
 */
const SIM_FRAME_MS = 200
const SIM_MOVE_MS = 1500
/** How often a simulated bridge's "agent last heard" is written (it is shown online while read). */
const SIM_SEEN_EVERY_MS = 3000

type SimBridge = {
  id: string
  division: number
  protocol: string
  agentSeenAt: string | null
  simWeight: number | null
  simFrom: number | null
  simSetAt: string | null
}

/** The simulated indicator's value at `atMs`, in whole divisions. */
export function simulatedWeight(b: SimBridge, atMs: number): number {
  const target = b.simWeight ?? 0
  const setAt = b.simSetAt ? Date.parse(b.simSetAt) : 0
  if (atMs >= setAt + SIM_MOVE_MS) return target
  const from = b.simFrom ?? 0
  if (atMs < setAt) return from
  const moved = from + ((target - from) * (atMs - setAt)) / SIM_MOVE_MS
  // A swing of a few divisions either way, the same for every process at the same frame.
  const frame = Math.floor(atMs / SIM_FRAME_MS)
  const swing = (((frame * 7919) % 9) - 4) * b.division * 2
  return Math.max(0, Math.round((moved + swing) / b.division) * b.division)
}

async function simulate(db: Kysely<DB>, b: SimBridge): Promise<{ agentSeenAt: string | null }> {
  const now = Date.now()
  const newest = Math.floor(now / SIM_FRAME_MS)
  const last = await db
    .selectFrom('weighReading')
    .select('seq')
    .where('bridgeId', '=', b.id)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst()
  // After a pause only the frames a weight is judged by are made up.
  const first = Math.max(last ? Number(last.seq) + 1 : 0, newest - STABLE_READINGS + 1)
  const receivedAt = new Date(now).toISOString()
  if (first <= newest)
    await ignoringDuplicates(
      db,
      db.insertInto('weighReading').values(
        Array.from({ length: newest - first + 1 }, (_, i) => {
          const seq = first + i
          const weight = simulatedWeight(b, seq * SIM_FRAME_MS)
          return {
            id: newId(),
            bridgeId: b.id,
            seq,
            at: new Date(seq * SIM_FRAME_MS).toISOString(),
            weight,
            raw: encodeFrame(b.protocol as ScaleProtocol, weight, 0).toString('hex'),
            receivedAt,
          }
        }),
      ),
    ).execute()
  if (b.agentSeenAt && Date.parse(b.agentSeenAt) > now - SIM_SEEN_EVERY_MS)
    return { agentSeenAt: b.agentSeenAt }
  await db.updateTable('weighBridge').set({ agentSeenAt: receivedAt }).where('id', '=', b.id).execute()
  return { agentSeenAt: receivedAt }
}

/**
 * Puts a weight on a simulated bridge (a truck drives on, or off with 0): the weighing page's
 * demo control. A real bridge is refused.
 */
export async function putOnSimulated(db: Kysely<DB>, body: { id: string; weight: number }) {
  const b = await db
    .selectFrom('weighBridge')
    .select([
      'id',
      'division',
      'protocol',
      'agentSeenAt',
      'simWeight',
      'simFrom',
      'simSetAt',
      'simulated',
      'capacity',
    ])
    .where('id', '=', body.id)
    .executeTakeFirst()
  if (!b) throw notFound('weighBridgeNotFound')
  if (b.simulated !== 1) throw new AppError(400, 'weighBridgeNotSimulated', {}, { field: 'id' })
  // Past the capacity is allowed: the demo shows the refusal too. Not past what the indicator shows.
  const max = Math.min(Math.floor(b.capacity * 1.2), 999_999)
  if (body.weight > max) throw new AppError(400, 'weighSimTooHeavy', { max }, { field: 'weight' })
  const now = Date.now()
  await db
    .updateTable('weighBridge')
    .set({
      simFrom: simulatedWeight(b, now),
      simWeight: Math.round(body.weight / b.division) * b.division,
      simSetAt: new Date(now).toISOString(),
    })
    .where('id', '=', b.id)
    .execute()
}

export async function liveOf(db: Kysely<DB>, bridgeId: string): Promise<BridgeLive> {
  const bridge = await bridgeForReading(db, bridgeId)
  const j = judge(bridge, await lastReadings(db, bridgeId, STABLE_READINGS))
  return {
    bridgeId,
    weight: j.fresh ? j.readings[0]!.weight : null,
    at: j.fresh ? j.readings[0]!.at : null,
    stable: j.stable,
    online: j.online,
  }
}

/** A weight taken from the bridge: the value, when, and the frames it rests on with their hash. */
export interface TakenWeight {
  weight: number
  at: string
  framesHash: string
  frames: string[]
}

/** The weight on the bridge now, or a refusal naming why not (offline, no fresh reading, unstable). */
export async function takeWeight(db: Kysely<DB>, bridgeId: string): Promise<TakenWeight> {
  const bridge = await bridgeForReading(db, bridgeId)
  if (bridge.enabled !== 1) throw badRequest('weighBridgeDisabled')
  const j = judge(bridge, await lastReadings(db, bridgeId, STABLE_READINGS))
  if (!j.fresh) throw badRequest(j.online ? 'weighReadingStale' : 'weighAgentOffline')
  if (!j.stable) throw badRequest('weighUnstable')
  const newest = j.readings[0]!
  if (newest.weight > bridge.capacity) throw badRequest('weighOverCapacity', { capacity: bridge.capacity })
  const frames = j.readings.map((r) => r.raw).reverse()
  return {
    weight: roundToDivision(newest.weight, bridge.division),
    at: newest.at,
    frames,
    framesHash: sha256(frames.join('')),
  }
}

/** Readings older than a day (`weigh.purgeReadings`). */
export async function purgeReadings(db: Kysely<DB>, signal: AbortSignal) {
  const before = isoIn(-86_400_000)
  return deleteInBatches(
    signal,
    async (limit) =>
      (
        await db
          .selectFrom('weighReading')
          .select('id')
          .where('receivedAt', '<', before)
          .orderBy('receivedAt')
          .limit(limit)
          .execute()
      ).map((r) => r.id),
    async (ids) =>
      (await db.deleteFrom('weighReading').where('id', 'in', ids).executeTakeFirst()).numDeletedRows,
  )
}
