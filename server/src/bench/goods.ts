import path from 'node:path'
import SQLite from 'better-sqlite3'
import { deliveryApp } from '../modules/weigh/delivery/service.js'
import { permitApp } from '../modules/weigh/permit/service.js'
import { benchLists, each, measure, measurer, type Results, seedClient, spread, withServer } from './kit.js'

/** The lists measured are the ones the forms declare (`core/applicationKit.ts`). */
const permit = permitApp.bench
const delivery = deliveryApp.bench

/**
 * `npm run bench`, seventh part: goods release permits and delivery notes (issue 26) at a million
 * rows each: each page (first and spread pages, progress filter, name and plate searches, an order's
 * notes), a phone user's own, one detail, the gate's check of a permit number among a million, and
 * the delivery note's open quantities with an order's notes counted. Seeded straight into the
 * server's SQLite file; figures beside the bare handler of the same run. BENCH_ROWS (1,000,000).
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000)
/** The phone user measured: a tenth of all permits and notes are theirs (a worst case). */
const CLIENT = 'bench-goods'
const CLIENT_TOKEN = 'bench-goods-token-0123456789'
const here = import.meta.dirname
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴']
const GIVEN = ['伟', '芳', '娜', '敏', '静', '强', '磊', '洋', '艳', '军']
const VENDORS = [
  '华东建材',
  '江南砂石',
  '北方能源',
  '恒通钢材',
  '远东物流',
  '南方再生资源',
  '中原水泥',
  '西部矿业',
]
const STATUSES = ['DRAFT', 'RUNNING', 'APPROVED', 'APPROVED', 'REJECTED', 'APPROVED', 'WITHDRAWN', 'APPROVED']
const PROGRESS = ['OPEN', 'WEIGHED', 'LEFT', 'LEFT']
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const code = Array.from({ length: 6 }, () => 'substr(@alphabet, 1 + (random() & 31), 1)').join(' || ')

const rows = (n: number) =>
  `with recursive c(i) as (select 0 union all select i + 1 from c where i < ${n - 1}),
   v(i, h) as (select i, (i * 2654435761 + 12345) % 4294967291 from c)`
const instantOf = (n: number, step: number) =>
  `strftime('%Y-%m-%dT%H:%M:%fZ', unixepoch() - (${n} - i) * ${step}, 'unixepoch')`
const minuteOf = (n: number, step: number) =>
  `strftime('%Y-%m-%d %H:%M', unixepoch() + 86400 - (${n} - i) * ${step}, 'unixepoch')`
const at = (list: string, by: string, n: number) => `json_extract(${list}, '$[' || (${by} % ${n}) || ']')`
const nameOf = `${at('@surnames', 'h', 10)} || ${at('@given', 'h / 10', 10)} || ${at('@given', 'h / 100', 10)}`
const approved = `${at('@statuses', 'h', 8)} = 'APPROVED'`

function seed(file: string) {
  const db = new SQLite(file)
  db.pragma('busy_timeout = 60000')
  const params = {
    surnames: JSON.stringify(SURNAMES),
    given: JSON.stringify(GIVEN),
    vendors: JSON.stringify(VENDORS),
    statuses: JSON.stringify(STATUSES),
    progress: JSON.stringify(PROGRESS),
    alphabet: ALPHABET,
  }
  const run = (what: string, sql: string) => {
    const t0 = Date.now()
    db.prepare(sql).run(params)
    process.stderr.write(`    ${what}: ${((Date.now() - t0) / 1000).toFixed(0)} s\n`)
  }
  const now = new Date().toISOString()
  seedClient(db, CLIENT, '13900007777', CLIENT_TOKEN)
  const lines = `json_array(json_object('materialNo', printf('M%09d', h % 1000), 'name', '废钢', 'quantity', 1 + h % 20, 'unit', 't', 'weight', 1000 * (1 + h % 20)))`
  // A permit every 30 s back a year, a tenth the measured user's; the approved have numbers.
  run(
    'permits',
    `insert into weigh_permit (id, open_id, status, instance_id, permit_no, applicant_name, org_id, org_name,
       responsible_user_id, reason, plate, exit_at, line_count, expected_weight, progress, weighed_net,
       weigh_record_id, left_at, form_json, submitted_at, finished_at, created_at, updated_at)
     ${rows(ROWS)}
     select printf('benchp%026d', i), case when h % 10 = 0 then '${CLIENT}' else printf('benchu%07d', h % 100000) end,
       ${at('@statuses', 'h', 8)}, null, case when ${approved} then 'GR' || printf('%06d', i % 1000000) || ${code} end,
       ${nameOf}, 'org-production', '生产运营部', 'user-emp-04', 'SCRAP_SALE', printf('苏E%05d', h % 20000),
       ${minuteOf(ROWS, 30)}, 1, 1000 * (1 + h % 20), case when ${approved} then ${at('@progress', 'h / 8', 4)} end,
       null, null, null, json_object('lines', ${lines}), ${instantOf(ROWS, 30)}, null, ${instantOf(ROWS, 30)}, null
     from v`,
  )
  // A delivery note every 30 s back a year against 500,000 orders (two notes an order).
  run(
    'delivery notes',
    `insert into weigh_delivery (id, open_id, status, instance_id, delivery_no, source, order_no, vendor_name,
       receiver_user_id, host_org_id, plate, arrive_at, line_count, expected_weight, progress, weighed_net,
       weigh_record_id, left_at, form_json, submitted_at, finished_at, created_at, updated_at)
     ${rows(ROWS)}
     select printf('benchd%026d', i), case when h % 10 = 0 then '${CLIENT}' else printf('benchu%07d', h % 100000) end,
       ${at('@statuses', 'h', 8)}, null, case when ${approved} then 'DN' || printf('%06d', i % 1000000) || ${code} end,
       'SAP', printf('45%08d', i / 2), ${at('@vendors', 'h', 8)} || '有限公司' || (h % 300), 'user-emp-04', 'org-production',
       printf('苏B%05d', h % 20000), ${minuteOf(ROWS, 30)}, 1, 1000 * (1 + h % 20),
       case when ${approved} then ${at('@progress', 'h / 8', 4)} end, null, null, null,
       json_object('lines', json_array(json_object('refNo', printf('8%09d', i / 2), 'itemNo', '000010', 'quantity', 1 + h % 5))),
       ${instantOf(ROWS, 30)}, null, ${instantOf(ROWS, 30)}, null
     from v`,
  )
  // The orders' SAP deliveries, so the lookup finds their lines and the notes counted against them.
  run(
    'shipment items',
    `insert into weigh_shipment_item (id, shipment_id, delivery_no, item_no, material_no, description, quantity, unit,
       plant, storage_location, reference_no, reference_item)
     ${rows(ROWS / 2)}
     select printf('benchi%026d', i), printf('benchs%026d', i), printf('8%09d', i), '000010', printf('M%09d', h % 1000),
       '中砂', 100, 'T', '1000', 'W001', printf('45%08d', i), '10'
     from v`,
  )
  run(
    'shipments',
    `insert into weigh_shipment (id, delivery_no, reference_no, partner, shipping_point, planned_day, gross_weight,
       weight_unit, movement_status, item_count, source, sap_changed_at, created_at, updated_at)
     ${rows(ROWS / 2)}
     select printf('benchs%026d', i), printf('8%09d', i), printf('45%08d', i), ${at('@vendors', 'h', 8)}, 'SH01',
       strftime('%Y-%m-%d', 'now'), null, null, 'A', 1, 'SAP', null, '${now}', '${now}'
     from v`,
  )
  db.exec('analyze')
  const sample = (sql: string, n: number) =>
    (db.prepare(sql).all(Math.max(1, Math.floor(ROWS / n))) as Array<{ v: string }>).map((r) => r.v)
  const numbers = sample(
    'select permit_no as v from weigh_permit where permit_no is not null and rowid % ? = 0',
    2_000,
  )
  const permits = sample("select id as v from weigh_permit where status != 'DRAFT' and rowid % ? = 0", 2_000)
  const notes = sample("select id as v from weigh_delivery where status != 'DRAFT' and rowid % ? = 0", 2_000)
  const orders = sample('select order_no as v from weigh_delivery where rowid % ? = 0', 2_000)
  db.close()
  return { numbers, permits, notes, orders }
}

const CALLS: Array<[string, string]> = [
  ['bare', 'bare handler'],
  ['permit', 'goods release permits: first page'],
  ['permitDeep', '  pages spread over all (no memo)'],
  ['permitProgress', '  progress filter (left), pages 1–50'],
  ['permitName', '  applicant name search, 1 connection'],
  ['permitPlate', '  plate prefix search, 1 connection'],
  ['permitMine', 'my permits (phone): first page'],
  ['permitMineDeep', '  pages spread over all (no memo)'],
  ['permitDetail', '  one permit (detail)'],
  ['gateCheck', 'gate: a permit number among a million'],
  ['delivery', 'delivery notes: first page'],
  ['deliveryDeep', '  pages spread over all (no memo)'],
  ['deliveryVendor', '  vendor search, 1 connection'],
  ['deliveryOrder', '  order number prefix search, 1 connection'],
  ['deliveryMine', 'my delivery notes (phone): first page'],
  ['deliveryDetail', '  one delivery note (detail)'],
  ['sapInfo', 'getInfoBySap with the order’s notes counted'],
]
const SINGLE = new Set(CALLS.filter(([, t]) => t.endsWith('1 connection')).map(([k]) => k))

async function run(entry: string): Promise<Results> {
  return withServer(entry, async ({ bareUrl, base, file, headers }) => {
    const out: Results = {}
    process.stderr.write(`  seeding ${ROWS.toLocaleString('en')} rows a list\n`)
    const { numbers, permits, notes, orders } = seed(file)
    const get = measurer(out, base, headers)
    const client = { token: CLIENT_TOKEN }
    const names = SURNAMES.flatMap((s) => GIVEN.map((g) => s + g))
    const plates = (prefix: string) =>
      Array.from({ length: 500 }, (_, i) => `${prefix}${String((i * 7919) % 20000).padStart(5, '0')}`)

    await measure(bareUrl, { seconds: 1 })
    out.bare = await measure(bareUrl)

    const p = `${permit.page}?size=10`
    await get('permit', [`${p}&current=1`])
    await get('permitDeep', spread(p, (ROWS * 0.875) / 10))
    await get('permitProgress', spread(`${p}&progress=LEFT`, 50))
    await get('permitName', each(`${p}&current=1&searchKey=`, names), 1)
    await get('permitPlate', each(`${p}&current=1&searchKey=`, plates('苏E')), 1)
    const pm = `${permit.mine}?size=10`
    await get('permitMine', [`${pm}&current=1`], 10, client)
    await get('permitMineDeep', spread(pm, ROWS / 10 / 10), 10, client)
    await get('permitDetail', each(`${permit.detail}?id=`, permits))
    await get('gateCheck', each('/api/krs/gate/check?code=', numbers))

    const d = `${delivery.page}?size=10`
    await get('delivery', [`${d}&current=1`])
    await get('deliveryDeep', spread(d, (ROWS * 0.875) / 10))
    await get('deliveryVendor', each(`${d}&current=1&searchKey=`, VENDORS), 1)
    await get(
      'deliveryOrder',
      each(
        `${d}&current=1&searchKey=`,
        orders.map((o) => o.slice(0, 8)),
      ),
      1,
    )
    await get('deliveryMine', [`${delivery.mine}?size=10&current=1`], 10, client)
    await get('deliveryDetail', each(`${delivery.detail}?id=`, notes))
    await get('sapInfo', each('/api/weigh/shipment/info?orderNo=', orders))

    const bare2 = await measure(bareUrl)
    out.bare = { ...out.bare!, rps: (out.bare!.rps + bare2.rps) / 2 }
    return out
  })
}

const goals: Array<[string, (r: Results) => boolean]> = [
  [
    'every first page ≥ 5% of the bare handler',
    (r) =>
      [
        'permit',
        'permitMine',
        'permitDetail',
        'gateCheck',
        'delivery',
        'deliveryMine',
        'deliveryDetail',
        'sapInfo',
      ].every((k) => r[k]!.rps / r.bare!.rps >= 0.05),
  ],
  [
    'every search p50 < 100 ms, 1 connection',
    (r) => [...SINGLE].every((k) => r[k]!.rps > 0 && r[k]!.p50 < 100),
  ],
  [
    'every spread page p99 < 250 ms',
    (r) => CALLS.filter(([k]) => /Deep|Progress/.test(k)).every(([k]) => r[k]!.rps > 0 && r[k]!.p99 < 250),
  ],
  ['no request failed', (r) => Object.values(r).every((f) => f.bad === 0)],
]
await benchLists({
  what: 'goods release and delivery notes',
  defaultEntry: path.resolve(here, '../main.js'),
  rows: ROWS,
  calls: CALLS,
  goals,
  run,
})
