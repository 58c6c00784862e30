import path from 'node:path'
import SQLite from 'better-sqlite3'
import { visitApp } from '../modules/krs/visit/service.js'
import { benchLists, each, measure, measurer, type Results, seedClient, spread, withServer } from './kit.js'

/** The lists measured are the ones the form declares (`core/applicationKit.ts`). */
const visit = visitApp.bench

/**
 * `npm run bench`, fifth part: visitors and the gate (issue 11) at a million rows each: the
 * reservations page (first and spread pages, state filter, a day's visits, name and phone searches),
 * a visitor's own reservations on the phone, one reservation's detail, the gate's check of a pass
 * code among a million (known, unknown), who is inside, and the gate log (first and spread pages, a
 * day). Seeded straight into the server's SQLite file; figures beside the bare handler of the same
 * run. BENCH_ROWS (1,000,000).
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000)
/** The phone user measured: a tenth of all reservations are theirs (a worst case). */
const CLIENT = 'bench-visitor'
const CLIENT_TOKEN = 'bench-visitor-token-0123456789'
const here = import.meta.dirname
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴']
const GIVEN = ['伟', '芳', '娜', '敏', '静', '强', '磊', '洋', '艳', '军']
const HOSTS = ['刘洋', '张伟', '黄敏', '徐明', '胡超']
const STATUSES = ['DRAFT', 'RUNNING', 'APPROVED', 'APPROVED', 'REJECTED', 'APPROVED', 'CANCELLED', 'APPROVED']
/** Pass codes as the service makes them: 10 of 32 unambiguous capitals and digits. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const code = Array.from({ length: 10 }, () => 'substr(@alphabet, 1 + (random() & 31), 1)').join(' || ')

const rows = (n: number) =>
  `with recursive c(i) as (select 0 union all select i + 1 from c where i < ${n - 1}),
   v(i, h) as (select i, (i * 2654435761 + 12345) % 4294967291 from c)`
/** Row `i` of `n`, `step` seconds apart, the last one now. */
const instantOf = (n: number, step: number) =>
  `strftime('%Y-%m-%dT%H:%M:%fZ', unixepoch() - (${n} - i) * ${step}, 'unixepoch')`
/** A wall-clock minute `step` seconds apart, ending a day from now. */
const minuteOf = (n: number, step: number, plus = 0) =>
  `strftime('%Y-%m-%d %H:%M', unixepoch() + 86400 - (${n} - i) * ${step} + ${plus}, 'unixepoch')`
const nameOf = `json_extract(@surnames, '$[' || (h % 10) || ']') || json_extract(@given, '$[' || (h / 10 % 10) || ']') || json_extract(@given, '$[' || (h / 100 % 10) || ']')`

function seed(file: string) {
  const db = new SQLite(file)
  db.pragma('busy_timeout = 60000')
  const params = {
    surnames: JSON.stringify(SURNAMES),
    given: JSON.stringify(GIVEN),
    hosts: JSON.stringify(HOSTS),
    statuses: JSON.stringify(STATUSES),
    alphabet: ALPHABET,
  }
  const run = (what: string, sql: string) => {
    const t0 = Date.now()
    db.prepare(sql).run(params)
    process.stderr.write(`    ${what}: ${((Date.now() - t0) / 1000).toFixed(0)} s\n`)
  }
  const _now = new Date().toISOString()
  seedClient(db, CLIENT, '13900008888', CLIENT_TOKEN)
  // A reservation every 30 s back a year: a few hours each, a tenth the measured visitor's; the
  // approved have pass codes.
  run(
    'visits',
    `insert into krs_visit (id, open_id, status, instance_id, visitor_name, phone, id_type, id_no, company, reason,
       host_user_id, host_name, host_org_id, visit_start, visit_end, plate, pass_code, cancel_reason, cancelled_by,
       checked_in_at, checked_out_at, form_json, submitted_at, finished_at, created_at, updated_at)
     ${rows(ROWS)}
     select printf('benchv%026d', i), case when h % 10 = 0 then '${CLIENT}' else printf('benchp%07d', h % 100000) end,
       json_extract(@statuses, '$[' || (h % 8) || ']'), null, ${nameOf}, printf('139%08d', h % 100000000),
       'ID_CARD', printf('1101051990%08d', i), '访客单位' || (h % 500), 'BUSINESS', 'user-emp-04',
       json_extract(@hosts, '$[' || (h / 7 % 5) || ']'), 'org-production',
       ${minuteOf(ROWS, 30)}, ${minuteOf(ROWS, 30, 3 * 3600)}, null,
       case when json_extract(@statuses, '$[' || (h % 8) || ']') = 'APPROVED' then ${code} end, null, null,
       null, null, '{}', ${instantOf(ROWS, 30)}, null, ${instantOf(ROWS, 30)}, null
     from v`,
  )
  // A check-in and a check-out for half a million visits.
  run(
    'gate log',
    `insert into krs_gate_log (id, kind, ref_id, person_name, direction, at, guard_id, guard_name)
     ${rows(ROWS)}
     select printf('benchg%026d', i), 'VISIT', printf('benchv%026d', i / 2), ${nameOf},
       case when i % 2 = 0 then 'IN' else 'OUT' end, ${instantOf(ROWS, 30)}, 'user-emp-13', '马勇'
     from v`,
  )
  run(
    'inside now',
    `insert into krs_gate_inside (pass_key, kind, ref_id, person_name, detail, since, guard_name)
     ${rows(2_000)}
     select 'VISIT:' || printf('benchv%026d', i), 'VISIT', printf('benchv%026d', i), ${nameOf}, '访客单位', ${instantOf(2_000, 60)}, '马勇'
     from v`,
  )
  db.exec('analyze')
  const sample = (sql: string, n: number) =>
    (db.prepare(sql).all(Math.max(1, Math.floor(ROWS / n))) as Array<{ v: string }>).map((r) => r.v)
  const codes = sample(
    'select pass_code as v from krs_visit where pass_code is not null and rowid % ? = 0',
    2_000,
  )
  const visits = sample("select id as v from krs_visit where status != 'DRAFT' and rowid % ? = 0", 2_000)
  db.close()
  return { codes, visits }
}

const CALLS: Array<[string, string]> = [
  ['bare', 'bare handler'],
  ['visit', 'visitor reservations: first page'],
  ['visitDeep', '  pages spread over all (no memo)'],
  ['visitState', '  state filter, pages 1–50'],
  ['visitDay', '  one day’s visits, pages 1–20'],
  ['visitName', '  visitor name search, 1 connection'],
  ['visitPhone', '  phone prefix search, 1 connection'],
  ['visitMine', 'my reservations (phone): first page'],
  ['visitMineDeep', '  pages spread over all (no memo)'],
  ['visitDetail', '  one reservation (detail)'],
  ['gateCheck', 'gate: pass check, known codes'],
  ['gateCheckUnknown', '  unknown codes'],
  ['inside', 'who is inside: first page'],
  ['gateLog', 'gate log: first page'],
  ['gateLogDeep', '  pages spread over all (no memo)'],
  ['gateLogDay', '  one day, pages 1–20'],
]
const SINGLE = new Set(CALLS.filter(([, t]) => t.endsWith('1 connection')).map(([k]) => k))

async function run(entry: string): Promise<Results> {
  return withServer(entry, async ({ bareUrl, base, file, headers }) => {
    const out: Results = {}
    process.stderr.write(`  seeding ${ROWS.toLocaleString('en')} rows a list\n`)
    const { codes, visits } = seed(file)
    const get = measurer(out, base, headers)
    const client = { token: CLIENT_TOKEN }
    // A day in the middle of the seeded year, as YYYY-MM-DD.
    const day = new Date(Date.now() - 180 * 86_400_000).toISOString().slice(0, 10)

    await measure(bareUrl, { seconds: 1 })
    out.bare = await measure(bareUrl)

    const page = `${visit.page}?size=10`
    await get('visit', [`${page}&current=1`])
    await get('visitDeep', spread(page, (ROWS * 0.875) / 10))
    await get('visitState', spread(`${page}&status=CANCELLED`, 50))
    await get('visitDay', spread(`${page}&day=${day}`, 20))
    await get(
      'visitName',
      each(
        `${page}&current=1&searchKey=`,
        SURNAMES.flatMap((s) => GIVEN.map((g) => s + g)),
      ),
      1,
    )
    await get(
      'visitPhone',
      each(
        `${page}&current=1&searchKey=`,
        Array.from({ length: 500 }, (_, i) => `139${String((i * 7919) % 100000).padStart(5, '0')}`),
      ),
      1,
    )
    const mine = `${visit.mine}?size=10`
    await get('visitMine', [`${mine}&current=1`], 10, client)
    await get('visitMineDeep', spread(mine, ROWS / 10 / 10), 10, client)
    await get('visitDetail', each(`${visit.detail}?id=`, visits))
    await get('gateCheck', each('/api/krs/gate/check?code=', codes))
    await get(
      'gateCheckUnknown',
      each(
        '/api/krs/gate/check?code=',
        Array.from({ length: 2_000 }, (_, i) => `UNKNOWN${String(i).padStart(4, '0')}`),
      ),
    )
    await get('inside', ['/api/krs/gate/inside?current=1&size=10'])
    const log = '/api/krs/gate/log?size=10'
    await get('gateLog', [`${log}&current=1`])
    await get('gateLogDeep', spread(log, ROWS / 10))
    await get('gateLogDay', spread(`${log}&day=${day}`, 20))

    const bare2 = await measure(bareUrl)
    out.bare = { ...out.bare!, rps: (out.bare!.rps + bare2.rps) / 2 }
    return out
  })
}

const goals: Array<[string, (r: Results) => boolean]> = [
  [
    'every first page ≥ 5% of the bare handler',
    (r) =>
      ['visit', 'visitMine', 'visitDetail', 'gateCheck', 'gateCheckUnknown', 'inside', 'gateLog'].every(
        (k) => r[k]!.rps / r.bare!.rps >= 0.05,
      ),
  ],
  [
    'every search p50 < 100 ms, 1 connection',
    (r) => [...SINGLE].every((k) => r[k]!.rps > 0 && r[k]!.p50 < 100),
  ],
  [
    'every spread page p99 < 250 ms',
    (r) => CALLS.filter(([k]) => /Deep|State|Day/.test(k)).every(([k]) => r[k]!.rps > 0 && r[k]!.p99 < 250),
  ],
  ['no request failed', (r) => Object.values(r).every((f) => f.bad === 0)],
]
await benchLists({
  what: 'visitors and the gate',
  defaultEntry: path.resolve(here, '../main.js'),
  rows: ROWS,
  calls: CALLS,
  goals,
  run,
})
