import { randomBytes } from 'node:crypto'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { admissionApp } from '../modules/krs/admission/service.js'
import { workApp } from '../modules/krs/work/service.js'
import { benchLists, each, measure, measurer, type Results, seedClient, spread, withServer } from './kit.js'

/** The lists measured are the ones the forms declare (`core/applicationKit.ts`). */
const admission = admissionApp.bench
const workPaths = workApp.bench

/**
 * `npm run bench`, fourth part: the lists of approvals and contractors (issue 10) at a million rows
 * each: my to-do and done approvals, the admission records page (state filter, company search), a
 * contractor's own applications on the phone, the OA result log, the contractor register (standing,
 * host and expiry filters, name search), one contractor's change history, and entry work (issue 10,
 * deliverable 6): the records page (state filter, contractor search that finds and that does not),
 * a contractor's own applications on the phone, one application's detail and the gate's pass check
 * (a known code, an unknown one) among a million passes. Seeded straight into the server's SQLite
 * file; figures beside the bare handler of the same run. BENCH_ROWS (1,000,000).
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000)
const SUPER = 'user-super-admin'
/** The phone user measured: a tenth of all applications are theirs (a worst case). */
const CLIENT = 'bench-client'
const CLIENT_TOKEN = 'bench-client-token-0123456789'
const here = import.meta.dirname
const COMPANIES = ['华建', '远东', '中铁', '宏达', '恒信', '鑫源', '金石', '安泰', '国电', '海川']
const KINDS = ['安装工程', '电气', '机电', '建设', '钢构', '环保科技', '消防工程', '防腐', '起重', '检修']
const STATUSES = ['RUNNING', 'APPROVED', 'RETURNED', 'REJECTED', 'WITHDRAWN', 'APPROVED', 'APPROVED']
const HOSTS = ['org-office', 'org-production', 'org-safety', 'org-logistics', 'org-it']
const EVENTS = ['EDITED', 'ASSIGNED', 'EDITED', 'BLACKLISTED', 'ASSIGNED', 'EDITED', 'ADMITTED']
/** Entry work's states: one in eight a draft (which the records page leaves out), most approved. */
const WORK_STATUSES = [
  'DRAFT',
  'RUNNING',
  'APPROVED',
  'RETURNED',
  'REJECTED',
  'WITHDRAWN',
  'APPROVED',
  'APPROVED',
]
const WORK_TYPES = ['GENERAL', 'HOT_WORK', 'GENERAL', 'HEIGHT', 'ELECTRICAL', 'GENERAL', 'LIFTING']
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
/** A pass code as the service makes them (18 random bytes, base64url): 24 characters of 6 random bits. */
const passCode = Array.from({ length: 24 }, () => 'substr(@base64url, 1 + (random() & 63), 1)').join(' || ')
/** The contractor whose history is measured: nine in ten of all history rows are its (a worst case). */
const BUSY = `benchr${'0'.repeat(26)}`

const rows = (n: number) =>
  `with recursive c(i) as (select 0 union all select i + 1 from c where i < ${n - 1}),
   v(i, h) as (select i, (i * 2654435761 + 12345) % 4294967291 from c)`
const timeOf = (n: number, step: number) =>
  `strftime('%Y-%m-%dT%H:%M:%fZ', unixepoch() - (${n} - i) * ${step}, 'unixepoch')`
/** The name of the contractor seeded from row `i` with hash `h` (SQL expressions). */
const companyOf = (h: string, i: string) =>
  `json_extract(@companies, '$[' || (${h} % 10) || ']') || json_extract(@kinds, '$[' || (${h} / 10 % 10) || ']') || '有限公司' || (${i} % 1000)`
const company = companyOf('h', 'i')

function seed(file: string) {
  const db = new SQLite(file)
  db.pragma('busy_timeout = 60000')
  const def = db
    .prepare("select id from flow_definition where form_type = 'CONTRACTOR_ADMISSION' and latest = 1")
    .get() as { id: string }
  const node = db
    .prepare('select id, name from flow_node where definition_id = ? order by sort_code limit 1')
    .get(def.id) as { id: string; name: string }
  const params = {
    companies: JSON.stringify(COMPANIES),
    kinds: JSON.stringify(KINDS),
    statuses: JSON.stringify(STATUSES),
    hosts: JSON.stringify(HOSTS),
    events: JSON.stringify(EVENTS),
    workStatuses: JSON.stringify(WORK_STATUSES),
    workTypes: JSON.stringify(WORK_TYPES),
    base64url: BASE64URL,
  }
  const run = (what: string, sql: string) => {
    const t0 = Date.now()
    db.prepare(sql).run(params)
    process.stderr.write(`    ${what}: ${((Date.now() - t0) / 1000).toFixed(0)} s\n`)
  }
  seedClient(db, CLIENT, '13900009999', CLIENT_TOKEN)
  run(
    'admissions',
    `insert into krs_admission (id, open_id, status, instance_id, contractor_id, company_name, credit_code,
       host_org_id, person_count, form_json, docs_json, persons_json, submitted_at, finished_at, created_at, updated_at)
     ${rows(ROWS)}
     select printf('bencha%026d', i), case when h % 10 = 0 then '${CLIENT}' else printf('benchc%07d', h % 100000) end,
       json_extract(@statuses, '$[' || (h % 7) || ']'), printf('benchi%026d', i), null, ${company},
       printf('9111%014d', i), 'org-production', 1 + h % 20, '{}', '[]', '[]', ${timeOf(ROWS, 30)}, null,
       ${timeOf(ROWS, 30)}, null
     from v`,
  )
  run(
    'approval instances',
    `insert into flow_instance (id, definition_id, form_type, form_id, title, summary_json, fields_json,
       applicant_side, applicant_id, applicant_name, host_org_id, status, node_id, version, created_at, updated_at, finished_at)
     ${rows(ROWS)}
     select printf('benchi%026d', i), '${def.id}', 'CONTRACTOR_ADMISSION', printf('bencha%026d', i), ${company},
       '{"persons":"3"}', '{}', 'C', printf('benchc%07d', h % 100000), '联系人', 'org-production',
       json_extract(@statuses, '$[' || (h % 7) || ']'), '${node.id}', 1, ${timeOf(ROWS, 30)}, ${timeOf(ROWS, 30)}, null
     from v`,
  )
  // A tenth of the tasks wait for the super admin; the rest are decided (by them, for the done list).
  run(
    'tasks',
    `insert into flow_task (id, instance_id, node_id, assignee_id, status, comment, version, created_at, decided_at, reminded_at)
     ${rows(ROWS)}
     select printf('benchk%026d', i), printf('benchi%026d', i), '${node.id}',
       case when h % 2 = 0 then '${SUPER}' else 'user-emp-04' end,
       case when h % 10 = 0 then 'PENDING' else 'APPROVED' end, null, 0, ${timeOf(ROWS, 30)}, null, null
     from v`,
  )
  run(
    'history',
    `insert into flow_history (id, instance_id, task_id, node_id, node_name, action, actor_side, actor_id,
       actor_name, target_id, comment, created_at)
     ${rows(ROWS)}
     select printf('benchh%026d', i), printf('benchi%026d', i), printf('benchk%026d', i), '${node.id}', '${node.name}',
       case when h % 5 = 0 then 'RETURN' else 'APPROVE' end, 'B',
       case when h % 2 = 0 then '${SUPER}' else 'user-emp-04' end, '审批人', null, null, ${timeOf(ROWS, 30)}
     from v`,
  )
  run(
    'OA log',
    `insert into oa_log (id, direction, outbox_id, instance_id, oa_request_id, url, request_body, response_body,
       http_status, duration_ms, attempt, ok, error, created_at)
     ${rows(ROWS)}
     select printf('benchl%026d', i), case when h % 2 = 0 then 'OUT' else 'IN' end, null, printf('benchi%026d', i),
       printf('OA-%09d', i / 2), 'https://oa.example.com/api/requests', '{}', '{}', case when h % 9 = 0 then 500 else 200 end,
       h % 300, 1 + h % 3, case when h % 9 = 0 then 0 else 1 end, null, ${timeOf(ROWS, 30)}
     from v`,
  )
  // Validity from 60 days ago to two years ahead; lapsed ones are EXPIRED (as the daily job leaves
  // them), one in twenty BLACKLISTED whatever its dates. The name's text index follows by trigger.
  run(
    'contractors',
    `insert into krs_contractor (id, name, credit_code, legal_rep, address, contact_name, contact_phone, host_org_id,
       scope, insurance_company, insurance_policy_no, insurance_expiry, status, admitted_at, valid_until,
       blacklist_reason, open_id, admission_id, created_at, updated_at, updated_user, warned_until)
     ${rows(ROWS)},
     d(i, h, day) as (select i, h, date('now', ((h / 100) % 790 - 60) || ' days') from v)
     select printf('benchr%026d', i), ${company}, printf('9121%014d', i), '法定代表人', '工业园区' || (i % 1000) || '号',
       '联系人', printf('138%08d', i), json_extract(@hosts, '$[' || (i % 5) || ']'), '安装、检修', null, null, null,
       case when (h / 1000) % 20 = 0 then 'BLACKLISTED' when day < date('now') then 'EXPIRED' else 'ADMITTED' end,
       ${timeOf(ROWS, 30)}, day, case when (h / 1000) % 20 = 0 then '违规作业' else null end,
       printf('benchc%07d', h % 100000), printf('bencha%026d', i), ${timeOf(ROWS, 30)}, null, null, null
     from d`,
  )
  run(
    'contractor history',
    `insert into krs_contractor_history (id, contractor_id, event, changes_json, note, user_id, user_name, created_at)
     ${rows(ROWS)}
     select printf('benchy%026d', i), case when h % 10 = 0 then printf('benchr%026d', h % ${ROWS}) else '${BUSY}' end,
       json_extract(@events, '$[' || (h % 7) || ']'), '[]', null,
       case when h % 3 = 0 then null else '${SUPER}' end, case when h % 3 = 0 then null else '超级管理员' end,
       ${timeOf(ROWS, 30)}
     from v`,
  )
  // Entry work: a tenth is the measured phone user's, the rest spread over 100,000 others. Each names
  // one of the contractors above (its name and host as the register has them); the jobs run from
  // 300 days ago to 100 ahead, up to a month each. The admission approvals stand in for the work's
  // own (the same shape and indexes): the detail reads a real trail.
  run(
    'entry work',
    `insert into krs_work (id, open_id, status, instance_id, contractor_id, contractor_name, project, host_org_id,
       responsible_user_id, start_day, end_day, worker_count, hazardous, form_json, submitted_at, finished_at,
       created_at, updated_at)
     ${rows(ROWS)},
     w(i, h, s, j, hj, day) as (
       select i, h, json_extract(@workStatuses, '$[' || (h / 10 % 8) || ']'), h / 16 % ${ROWS},
         (h / 16 % ${ROWS} * 2654435761 + 12345) % 4294967291, date('now', ((h / 100) % 400 - 300) || ' days')
       from v)
     select printf('benchw%026d', i), case when h % 10 = 0 then '${CLIENT}' else printf('benchc%07d', h % 100000) end,
       s, case when s = 'DRAFT' then null else printf('benchi%026d', i) end, printf('benchr%026d', j),
       ${companyOf('hj', 'j')}, '检修项目' || (i % 500), json_extract(@hosts, '$[' || (j % 5) || ']'), '${SUPER}',
       day, date(day, ((h / 7) % 30) || ' days'), 1 + h % 5, (h / 3) % 2,
       json_object('project', '检修项目' || (i % 500), 'area', '厂区' || (h % 20) || '号区域', 'shift', 'DAY',
         'workTypes', json_array('GENERAL', 'HOT_WORK'), 'vehicles', json_array(), 'attachments', json_array(),
         'workers', json_array(json_object('personId', printf('benchq%026d', i * 5), 'name', '工人1', 'workType', 'HOT_WORK'),
           json_object('personId', printf('benchq%026d', i * 5 + 1), 'name', '工人2', 'workType', 'GENERAL')),
         'responsibleUserId', '${SUPER}', 'responsibleName', '超级管理员'),
       case when s = 'DRAFT' then null else ${timeOf(ROWS, 30)} end,
       case when s in ('APPROVED', 'REJECTED') then ${timeOf(ROWS, 30)} else null end, ${timeOf(ROWS, 30)}, null
     from w`,
  )
  // A pass per worker of the approved applications (1 to 5 each), up to a million; one in twenty revoked.
  run(
    'passes',
    `insert into krs_work_pass (id, work_id, person_id, person_name, work_type, code, valid_from, valid_until, status,
       revoked_reason, revoked_by, revoked_at, created_at)
     with k(k) as (values (0), (1), (2), (3), (4))
     select printf('benchp%026d', w.rowid * 5 + k), w.id, printf('benchq%026d', w.rowid * 5 + k), '工人' || (k + 1),
       json_extract(@workTypes, '$[' || ((w.rowid + k) % 7) || ']'), ${passCode}, w.start_day, w.end_day,
       case when (w.rowid + k) % 20 = 0 then 'REVOKED' else 'ACTIVE' end,
       case when (w.rowid + k) % 20 = 0 then '离场' else null end,
       case when (w.rowid + k) % 20 = 0 then '${SUPER}' else null end,
       case when (w.rowid + k) % 20 = 0 then w.finished_at else null end, w.finished_at
     from krs_work w join k on k < w.worker_count
     where w.status = 'APPROVED'
     limit ${ROWS}`,
  )
  run('analyze', 'analyze')
  const passes = (db.prepare('select count(*) as n from krs_work_pass').get() as { n: number }).n
  // Codes and applications to ask for, spread over the tables.
  const codes = (
    db
      .prepare('select code from krs_work_pass where rowid % ? = 0')
      .all(Math.max(1, Math.floor(passes / 2_000))) as Array<{ code: string }>
  ).map((r) => r.code)
  const works = (
    db
      .prepare("select id from krs_work where status != 'DRAFT' and rowid % ? = 0")
      .all(Math.max(1, Math.floor(ROWS / 2_000))) as Array<{ id: string }>
  ).map((r) => r.id)
  process.stderr.write(`    ${passes.toLocaleString('en')} passes\n`)
  db.close()
  return { codes, works }
}

const CALLS: Array<[string, string]> = [
  ['bare', 'bare handler'],
  ['todo', 'my approvals to do: first page'],
  ['todoDeep', '  pages spread over all (no memo)'],
  ['todoCount', 'the badge (to-do count)'],
  ['done', 'my decisions: first page'],
  ['doneDeep', '  pages spread over all (no memo)'],
  ['admission', 'admission records: first page'],
  ['admissionDeep', '  pages spread over all (no memo)'],
  ['admissionState', '  state filter, pages 1–50'],
  ['admissionName', '  company search, 1 connection'],
  ['phone', 'my applications (phone): first page'],
  ['phoneDeep', '  pages spread over all (no memo)'],
  ['oaLog', 'OA result log: first page'],
  ['oaLogDeep', '  pages spread over all (no memo)'],
  ['oaLogRequest', '  by OA request id, 1 connection'],
  ['contractor', 'contractors: first page'],
  ['contractorDeep5000', '  page 5,000'],
  ['contractorDeep', '  pages spread over all (no memo)'],
  ['contractorState', '  blacklisted only, pages 1–50'],
  ['contractorHost', '  host filter (one of 5), pages 1–50'],
  ['contractorExpiring', '  expiring within 30 days: first page'],
  ['contractorExpiringState', '  expiring, pages 1–50'],
  ['contractorName', '  name search, 1 connection'],
  ['history', 'a contractor’s history: first page'],
  ['historyDeep5000', '  page 5,000'],
  ['historyDeep', '  pages spread over all (no memo)'],
  ['work', 'entry work: first page'],
  ['workDeep', '  pages spread over all (no memo)'],
  ['workState', '  state filter, pages 1–50'],
  ['workName', '  contractor search, 1 connection'],
  ['workNameMiss', '  search finding nothing, 1 connection'],
  ['workPhone', 'my entry work (phone): first page'],
  ['workPhoneDeep', '  pages spread over all (no memo)'],
  ['workDetail', '  one application (detail)'],
  ['checkPass', 'gate: pass check, known codes'],
  ['checkPassUnknown', '  unknown codes'],
]
const SINGLE = new Set(CALLS.filter(([, t]) => t.endsWith('1 connection')).map(([k]) => k))

async function run(entry: string): Promise<Results> {
  return withServer(entry, async ({ bareUrl, base, file, headers }) => {
    const out: Results = {}
    process.stderr.write(`  seeding ${ROWS.toLocaleString('en')} rows a list\n`)
    const { codes, works } = seed(file)
    const get = measurer(out, base, headers)
    const names = [
      ...COMPANIES,
      ...COMPANIES.flatMap((a) => KINDS.map((b) => a + b)),
      ...Array.from(
        { length: 2_000 },
        (_, i) => `${COMPANIES[i % 10]}${KINDS[((i / 10) % 10) | 0]}有限公司${i % 1000}`,
      ),
    ]
    const client = { token: CLIENT_TOKEN }

    await measure(bareUrl, { seconds: 1 })
    out.bare = await measure(bareUrl)

    await get('todo', ['/api/flow/task/todoPage?current=1&size=10'])
    await get('todoDeep', spread('/api/flow/task/todoPage?size=10', ROWS / 20 / 10))
    await get('todoCount', ['/api/flow/task/todoCount'])
    await get('done', ['/api/flow/task/donePage?current=1&size=10'])
    await get('doneDeep', spread('/api/flow/task/donePage?size=10', (ROWS * 0.4) / 10))
    await get('admission', [`${admission.page}?current=1&size=10`])
    await get('admissionDeep', spread(`${admission.page}?size=10`, ROWS / 10))
    await get('admissionState', spread(`${admission.page}?size=10&status=RETURNED`, 50))
    await get('admissionName', each(`${admission.page}?current=1&size=10&searchKey=`, names), 1)
    const phone = `${admission.mine}?size=10`
    await get('phone', [`${phone}&current=1`], 10, client)
    await get('phoneDeep', spread(phone, ROWS / 10 / 10), 10, client)
    await get('oaLog', ['/api/oa/log/page?current=1&size=10'])
    await get('oaLogDeep', spread('/api/oa/log/page?size=10', ROWS / 10))
    await get(
      'oaLogRequest',
      each(
        '/api/oa/log/page?current=1&size=10&oaRequestId=',
        Array.from({ length: 2_000 }, (_, i) => `OA-${String((i * 7919) % (ROWS / 2)).padStart(9, '0')}`),
      ),
      1,
    )
    const contractor = '/api/krs/contractor/page?size=10'
    await get('contractor', [`${contractor}&current=1`])
    await get('contractorDeep5000', [`${contractor}&current=${Math.min(5_000, ROWS / 10)}`])
    await get('contractorDeep', spread(contractor, ROWS / 10))
    await get('contractorState', spread(`${contractor}&status=BLACKLISTED`, 50))
    await get('contractorHost', spread(`${contractor}&hostOrgId=org-safety`, 50))
    await get('contractorExpiring', [`${contractor}&expiring=true&current=1`])
    await get('contractorExpiringState', spread(`${contractor}&expiring=true`, 50))
    await get('contractorName', each(`${contractor}&current=1&searchKey=`, names), 1)
    // Nine in ten history rows are the busy contractor's.
    const history = `/api/krs/contractor/history?size=10&contractorId=${BUSY}`
    await get('history', [`${history}&current=1`])
    await get('historyDeep5000', [`${history}&current=${Math.min(5_000, (ROWS * 0.9) / 10)}`])
    await get('historyDeep', spread(history, (ROWS * 0.9) / 10))

    // Seven in eight applications are submitted (drafts stay off the records page).
    const work = `${workPaths.page}?size=10`
    await get('work', [`${work}&current=1`])
    await get('workDeep', spread(work, (ROWS * 0.875) / 10))
    await get('workState', spread(`${work}&status=RETURNED`, 50))
    await get('workName', each(`${work}&current=1&searchKey=`, names), 1)
    // Kinds of work nobody does, one character or pair nowhere, and names whose every pair is there
    // (`有限公司1xxx`, numbers no contractor has): the index finds none, or the check refuses all.
    const misses = [
      ...['物流', '园林', '保安', '餐饮', '测绘'].flatMap((k) => COMPANIES.map((c) => c + k)),
      ...['张', '李', '龙腾', '天诚', '北方'],
      ...Array.from(
        { length: 1_000 },
        (_, i) => `${COMPANIES[i % 10]}${KINDS[((i / 10) % 10) | 0]}有限公司${1_000 + i}`,
      ),
    ]
    await get('workNameMiss', each(`${work}&current=1&searchKey=`, misses), 1)
    const workPhone = `${workPaths.mine}?size=10`
    await get('workPhone', [`${workPhone}&current=1`], 10, client)
    await get('workPhoneDeep', spread(workPhone, ROWS / 10 / 10), 10, client)
    await get('workDetail', each(`${workPaths.detail}?id=`, works))
    await get('checkPass', each('/api/krs/work/checkPass?code=', codes))
    await get(
      'checkPassUnknown',
      each(
        '/api/krs/work/checkPass?code=',
        Array.from({ length: 2_000 }, () => randomBytes(18).toString('base64url')),
      ),
    )

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
        'todo',
        'done',
        'admission',
        'phone',
        'oaLog',
        'contractor',
        'contractorExpiring',
        'history',
        'work',
        'workPhone',
        'workDetail',
        'checkPass',
        'checkPassUnknown',
      ].every((k) => r[k]!.rps / r.bare!.rps >= 0.05),
  ],
  [
    'every search p50 < 100 ms, 1 connection',
    (r) => [...SINGLE].every((k) => r[k]!.rps > 0 && r[k]!.p50 < 100),
  ],
  [
    'every spread page p99 < 250 ms',
    (r) => CALLS.filter(([k]) => /Deep|State|Host/.test(k)).every(([k]) => r[k]!.rps > 0 && r[k]!.p99 < 250),
  ],
  ['no request failed', (r) => Object.values(r).every((f) => f.bad === 0)],
]
await benchLists({
  what: 'approvals, contractors and entry work',
  defaultEntry: path.resolve(here, '../main.js'),
  rows: ROWS,
  calls: CALLS,
  goals,
  run,
})
