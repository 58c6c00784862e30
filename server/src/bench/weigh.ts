import path from 'node:path'
import SQLite from 'better-sqlite3'
import { benchLists, each, measure, measurer, type Results, spread, withServer } from './kit.js'

/**
 * `npm run bench`, sixth part: weighing's SAP data (issue 26) at a million rows each: the materials
 * page (first and spread pages, group filter, number and name searches), a form's material options,
 * the shipments page (first and spread, partner search, an order's deliveries), one delivery, the
 * delivery note's lookup by order number, the sync log, and the weighings and storage. Seeded straight into the server's
 * SQLite file; figures beside the bare handler of the same run. BENCH_ROWS (1,000,000).
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000)
const here = import.meta.dirname
const KINDS = [
  '废钢',
  '废铜',
  '废铝',
  '水泥',
  '中砂',
  '碎石',
  '动力煤',
  '石灰',
  '钢管',
  '法兰',
  '托盘',
  '吨袋',
]
const GRADES = ['重型', '轻薄', '边角料', 'P.O 42.5', '5-25mm', 'Q235B', 'DN100', 'PN16', '1200×1000', '普通']
const PARTNERS = [
  '华东建材',
  '江南砂石',
  '北方能源',
  '恒通钢材',
  '远东物流',
  '南方再生资源',
  '中原水泥',
  '西部矿业',
]
const GROUPS = ['SCRAP', 'BULK', 'FUEL', 'STEEL', 'PARTS', 'PACK']

const rows = (n: number) =>
  `with recursive c(i) as (select 0 union all select i + 1 from c where i < ${n - 1}),
   v(i, h) as (select i, (i * 2654435761 + 12345) % 4294967291 from c)`
const instantOf = (n: number, step: number) =>
  `strftime('%Y-%m-%dT%H:%M:%fZ', unixepoch() - (${n} - i) * ${step}, 'unixepoch')`
const pick = (list: string, by: string, n: number) => `json_extract(${list}, '$[' || (${by} % ${n}) || ']')`

function seed(file: string) {
  const db = new SQLite(file)
  db.pragma('busy_timeout = 60000')
  const params = {
    kinds: JSON.stringify(KINDS),
    grades: JSON.stringify(GRADES),
    partners: JSON.stringify(PARTNERS),
    groups: JSON.stringify(GROUPS),
  }
  const run = (what: string, sql: string) => {
    const t0 = Date.now()
    db.prepare(sql).run(params)
    process.stderr.write(`    ${what}: ${((Date.now() - t0) / 1000).toFixed(0)} s\n`)
  }
  const now = new Date().toISOString()
  run(
    'materials',
    `insert into weigh_material (id, material_no, name, name_en, material_type, material_group, base_unit,
       gross_weight, net_weight, weight_unit, deleted, source, sap_changed_at, created_at, updated_at)
     ${rows(ROWS)}
     select printf('benchm%026d', i), printf('M%09d', i), ${pick('@kinds', 'h', KINDS.length)} || ${pick('@grades', 'h / 12', GRADES.length)} || (i % 1000),
       null, 'ROH', ${pick('@groups', 'h / 7', GROUPS.length)}, 'KG', 1, 1, 'KG', case when h % 50 = 0 then 1 else 0 end,
       'SAP', ${instantOf(ROWS, 30)}, '${now}', '${now}'
     from v`,
  )
  run(
    'shipments',
    `insert into weigh_shipment (id, delivery_no, reference_no, partner, shipping_point, planned_day, gross_weight,
       weight_unit, movement_status, item_count, source, sap_changed_at, created_at, updated_at)
     ${rows(ROWS)}
     select printf('benchs%026d', i), printf('8%09d', i), printf('45%08d', i / 2),
       ${pick('@partners', 'h', PARTNERS.length)} || '有限公司' || (h % 300), 'SH01',
       strftime('%Y-%m-%d', unixepoch() - (${ROWS} - i) * 30, 'unixepoch'), 25000, 'KG', 'A', 1, 'SAP',
       ${instantOf(ROWS, 30)}, '${now}', '${now}'
     from v`,
  )
  run(
    'shipment items',
    `insert into weigh_shipment_item (id, shipment_id, delivery_no, item_no, material_no, description, quantity, unit,
       plant, storage_location, reference_no, reference_item)
     ${rows(ROWS)}
     select printf('benchi%026d', i), printf('benchs%026d', i), printf('8%09d', i), '000010', printf('M%09d', h % ${ROWS}),
       ${pick('@kinds', 'h', KINDS.length)}, 1000 + h % 30000, 'KG', '1000', 'W001', printf('45%08d', i / 2), '10'
     from v`,
  )
  run(
    'sync log',
    `insert into weigh_sap_sync_log (id, entity, origin, status, since, watermark, pages, fetched, inserted, updated,
       unchanged, error, user_name, started_at, finished_at)
     ${rows(ROWS)}
     select printf('benchl%026d', i), case when i % 2 = 0 then 'MATERIAL' else 'SHIPMENT' end, 'JOB',
       case when h % 20 = 0 then 'FAILED' else 'OK' end, ${instantOf(ROWS, 1800)}, ${instantOf(ROWS, 1800)},
       1, h % 100, h % 10, h % 20, 0, null, null, ${instantOf(ROWS, 1800)}, ${instantOf(ROWS, 1800)}
     from v`,
  )
  // A weighing every 30 s back a year, a tenth of them open or void; half of them by one of 20,000 vehicles.
  run(
    'weighings',
    `insert into weigh_record (id, record_no, plate, open_plate, status, direction, doc_kind, doc_id, doc_no, material_no,
       material_name, location, first_kind, first_weight, first_at, first_bridge_id, first_bridge_name, first_frames_hash,
       first_frames, first_manual, first_reason, first_user_id, first_user_name, first_photo_id, second_kind, second_weight,
       second_at, second_bridge_id, second_bridge_name, second_frames_hash, second_frames, second_manual, second_reason,
       second_user_id, second_user_name, second_photo_id, manual, gross, tare, net, tare_source, expected, deviation_pct,
       refused_count, last_refused_weight, last_refused_at, last_refused_note, void_reason, voided_by_name, voided_at,
       created_at, updated_at, finished_at)
     ${rows(ROWS)}
     select printf('benchw%026d', i), printf('W%013d', i), printf('沪A%05d', h % 20000), null,
       case when h % 20 = 0 then 'VOID' else 'DONE' end, case when h % 2 = 0 then 'IN' else 'OUT' end,
       null, null, printf('45%08d', i / 2), printf('M%09d', h % ${ROWS}), '废钢', 'Y001',
       'GROSS', 30000 + h % 10000, ${instantOf(ROWS, 30)}, 'bench-bridge', '1号地磅', null, null, case when h % 100 = 0 then 1 else 0 end,
       null, 'user-emp-13', '马勇', null, 'TARE', 12000 + h % 3000, ${instantOf(ROWS, 30)}, 'bench-bridge', '1号地磅',
       null, null, 0, null, 'user-emp-13', '马勇', null, case when h % 100 = 0 then 1 else 0 end,
       30000 + h % 10000, 12000 + h % 3000, 18000 + h % 10000 - h % 3000, 'WEIGHED', null, null, 0, null, null, null,
       null, null, null, ${instantOf(ROWS, 30)}, null, ${instantOf(ROWS, 30)}
     from v`,
  )
  run(
    'stock moves',
    `insert into weigh_stock_move (id, material_no, location, delta, ref_kind, ref_id, ref_no, at)
     ${rows(ROWS)}
     select printf('benchk%026d', i), printf('M%09d', h % 1000), printf('Y%03d', h % 20), 1000 + h % 20000, 'WEIGH',
       printf('benchw%026d', i), printf('W%013d', i), ${instantOf(ROWS, 30)}
     from v`,
  )
  run(
    'stock',
    `insert into weigh_stock (id, material_no, location, quantity, updated_at)
     ${rows(20_000)}
     select printf('benchq%026d', i), printf('M%09d', i / 20), printf('Y%03d', i % 20), 100000 + h % 50000, '${now}'
     from v`,
  )
  db.exec('analyze')
  const sample = (sql: string, n: number) =>
    (db.prepare(sql).all(Math.max(1, Math.floor(ROWS / n))) as Array<{ v: string }>).map((r) => r.v)
  const shipments = sample('select id as v from weigh_shipment where rowid % ? = 0', 2_000)
  const orders = sample('select reference_no as v from weigh_shipment where rowid % ? = 0', 2_000)
  db.close()
  return { shipments, orders }
}

const CALLS: Array<[string, string]> = [
  ['bare', 'bare handler'],
  ['material', 'materials: first page'],
  ['materialDeep', '  pages spread over all (no memo)'],
  ['materialGroup', '  group filter, pages 1–50'],
  ['materialNo', '  number prefix search, 1 connection'],
  ['materialName', '  name search, 1 connection'],
  ['materialOptions', 'material options (a form), by name, 1 connection'],
  ['shipment', 'shipments: first page'],
  ['shipmentDeep', '  pages spread over all (no memo)'],
  ['shipmentPartner', '  partner search, 1 connection'],
  ['shipmentOrder', '  an order’s deliveries, pages 1'],
  ['shipmentDetail', '  one delivery (detail)'],
  ['sapInfo', 'getInfoBySap: an order’s lines'],
  ['syncLog', 'sync log: first page'],
  ['syncLogDeep', '  pages spread over all (no memo)'],
  ['record', 'weighings: first page'],
  ['recordDeep', '  pages spread over all (no memo)'],
  ['recordPlate', '  plate prefix search, 1 connection'],
  ['recordVoid', '  state filter (void), pages 1–50'],
  ['recordManual', '  by hand, pages 1–50'],
  ['stock', 'storage: first page'],
  ['stockDeep', '  pages spread over all (no memo)'],
  ['moves', 'storage changes: first page'],
  ['movesDeep', '  pages spread over all (no memo)'],
  ['movesMaterial', '  one material and location, pages 1–20'],
]
const SINGLE = new Set(CALLS.filter(([, t]) => t.endsWith('1 connection')).map(([k]) => k))

async function run(entry: string): Promise<Results> {
  return withServer(entry, async ({ bareUrl, base, file, headers }) => {
    const out: Results = {}
    process.stderr.write(`  seeding ${ROWS.toLocaleString('en')} rows a list\n`)
    const { shipments, orders } = seed(file)
    const get = measurer(out, base, headers)
    const names = KINDS.flatMap((k) => GRADES.map((g) => k + g))

    await measure(bareUrl, { seconds: 1 })
    out.bare = await measure(bareUrl)

    const m = '/api/weigh/material/page?size=10'
    await get('material', [`${m}&current=1`])
    await get('materialDeep', spread(m, ROWS / 10))
    await get('materialGroup', spread(`${m}&materialGroup=FUEL`, 50))
    await get(
      'materialNo',
      each(
        `${m}&current=1&searchKey=`,
        Array.from({ length: 500 }, (_, i) => `M${String((i * 7919) % 1_000_000).padStart(6, '0')}`),
      ),
      1,
    )
    await get('materialName', each(`${m}&current=1&searchKey=`, names), 1)
    await get('materialOptions', each('/api/weigh/material/options?size=20&searchKey=', names), 1)
    const s = '/api/weigh/shipment/page?size=10'
    await get('shipment', [`${s}&current=1`])
    await get('shipmentDeep', spread(s, ROWS / 10))
    await get('shipmentPartner', each(`${s}&current=1&searchKey=`, PARTNERS), 1)
    await get('shipmentOrder', each(`${s}&current=1&referenceNo=`, orders))
    await get('shipmentDetail', each('/api/weigh/shipment/detail?id=', shipments))
    await get('sapInfo', each('/api/weigh/shipment/info?orderNo=', orders))
    const l = '/api/weigh/sap/log?size=10'
    await get('syncLog', [`${l}&current=1`])
    await get('syncLogDeep', spread(l, ROWS / 10))

    const r = '/api/weigh/record/page?size=10'
    await get('record', [`${r}&current=1`])
    await get('recordDeep', spread(r, ROWS / 10))
    await get(
      'recordPlate',
      each(
        `${r}&current=1&plate=`,
        Array.from({ length: 500 }, (_, i) => `沪A${String((i * 7919) % 20000).padStart(5, '0')}`),
      ),
      1,
    )
    await get('recordVoid', spread(`${r}&status=VOID`, 50))
    await get('recordManual', spread(`${r}&manual=1`, 50))
    const q = '/api/weigh/stock/page?size=10'
    await get('stock', [`${q}&current=1`])
    await get('stockDeep', spread(q, 2_000))
    const mv = '/api/weigh/stock/moves?size=10'
    await get('moves', [`${mv}&current=1`])
    await get('movesDeep', spread(mv, ROWS / 10))
    await get('movesMaterial', spread(`${mv}&materialNo=M000000007&location=Y007`, 20))

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
        'material',
        'shipment',
        'shipmentOrder',
        'shipmentDetail',
        'sapInfo',
        'syncLog',
        'record',
        'stock',
        'moves',
      ].every((k) => r[k]!.rps / r.bare!.rps >= 0.05),
  ],
  [
    'every search p50 < 100 ms, 1 connection',
    (r) => [...SINGLE].every((k) => r[k]!.rps > 0 && r[k]!.p50 < 100),
  ],
  [
    'every spread page p99 < 250 ms',
    (r) =>
      CALLS.filter(([k]) => /Deep|Group|Void|Manual|Material$/.test(k)).every(
        ([k]) => r[k]!.rps > 0 && r[k]!.p99 < 250,
      ),
  ],
  ['no request failed', (r) => Object.values(r).every((f) => f.bad === 0)],
]
await benchLists({
  what: 'weighing: SAP materials and shipments',
  defaultEntry: path.resolve(here, '../main.js'),
  rows: ROWS,
  calls: CALLS,
  goals,
  run,
})
