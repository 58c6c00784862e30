import path from 'node:path'
import SQLite from 'better-sqlite3'
import {
  benchLists,
  each,
  type Figure,
  measure,
  measurer,
  type Results,
  seedClient,
  spread,
  withServer,
} from './kit.js'

/**
 * `npm run bench`, eighth part: exams (issue 27) at a million attempts and a million saved answers:
 * the results page (first and spread pages, a paper's, the passed, a name search), one result's
 * detail, a paper's statistics, a person's own attempts and offers; then 200 people answering one
 * paper at once, each saving every answer twice: every answer must be kept, once. Seeded straight
 * into the server's SQLite file; figures beside the bare handler of the same run. BENCH_ROWS.
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000)
const PAPERS = 20
const QUESTIONS = 20
const PEOPLE = 200
const here = import.meta.dirname
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴']
const GIVEN = ['伟', '芳', '娜', '敏', '静', '强', '磊', '洋', '艳', '军']

const rows = (n: number) =>
  `with recursive c(i) as (select 0 union all select i + 1 from c where i < ${n - 1}),
   v(i, h) as (select i, (i * 2654435761 + 12345) % 4294967291 from c)`
const instantOf = (n: number, step: number, plus = 0) =>
  `strftime('%Y-%m-%dT%H:%M:%fZ', unixepoch() - (${n} - i) * ${step} + ${plus}, 'unixepoch')`
const at = (list: string, by: string, n: number) => `json_extract(${list}, '$[' || (${by} % ${n}) || ']')`
const nameOf = `${at('@surnames', 'h', 10)} || ${at('@given', 'h / 10', 10)} || ${at('@given', 'h / 100', 10)}`

const question = (i: number) => ({
  questionId: `benchq${i}`,
  type: 'SINGLE',
  stem: `第 ${i + 1} 题`,
  options: ['A', 'B', 'C', 'D'].map((key) => ({ key, text: `选项${key}` })),
  answer: 'B',
  analysis: null,
  points: 5,
})
const paperJson = JSON.stringify({
  validDays: 365,
  showAnswers: true,
  questions: Array.from({ length: QUESTIONS }, (_, i) => question(i)),
})

function seed(file: string) {
  const db = new SQLite(file)
  db.pragma('busy_timeout = 60000')
  const params = { surnames: JSON.stringify(SURNAMES), given: JSON.stringify(GIVEN), paper: paperJson }
  const run = (what: string, sql: string) => {
    const t0 = Date.now()
    db.prepare(sql).run(params)
    process.stderr.write(`    ${what}: ${((Date.now() - t0) / 1000).toFixed(0)} s\n`)
  }
  const admin = (db.prepare("select id from sys_user where account = 'superAdmin'").get() as { id: string })
    .id
  const now = new Date().toISOString()
  const bank = db.prepare(
    `insert into krs_exam_question (id, type, category, difficulty, stem, options_json, answer, analysis, enabled, created_at)
     values (?, 'SINGLE', 'SAFETY', 1, ?, ?, 'B', null, 1, ?)`,
  )
  for (let i = 0; i < QUESTIONS; i++) {
    const q = question(i)
    bank.run(q.questionId, q.stem, JSON.stringify(q.options), now)
  }
  const paper = db.prepare(
    `insert into krs_exam_paper (id, name, description, purpose, audience, mode, time_limit, pass_mark, total_points,
       question_count, max_attempts, valid_days, show_answers, status, rules_json, items_json, attempt_count,
       submitted_count, passed_count, score_sum, created_at)
     values (?, ?, null, 'GENERAL', 'ALL', 'FIXED', 30, 60, 100, ${QUESTIONS}, 0, 365, 1, 'PUBLISHED', '[]', ?, ?, ?, ?, ?, ?)`,
  )
  const items = JSON.stringify(
    Array.from({ length: QUESTIONS }, (_, i) => ({ questionId: `benchq${i}`, points: 5 })),
  )
  const per = Math.floor(ROWS / PAPERS)
  for (let p = 0; p < PAPERS; p++)
    paper.run(`benchpaper${p}`, `安全考试 ${p + 1}`, items, per, per, Math.floor(per * 0.7), per * 70, now)
  const taker = db.prepare(
    `insert into krs_exam_taker (id, paper_id, taker_kind, taker_id, attempts, best_score, passed_until)
     values (?, ?, 'USER', ?, ?, 100, ?)`,
  )
  for (let p = 0; p < PAPERS; p++)
    taker.run(`benchtaker-${p}`, `benchpaper${p}`, admin, Math.floor(per / 10), '2099-12-31')
  // An attempt every 30 s back a year over 20 papers; a tenth the super admin's; 70% passed.
  run(
    'attempts',
    `insert into krs_exam_attempt (id, paper_id, paper_name, purpose, taker_kind, taker_id, taker_name, taker_phone,
       seed, total_points, pass_mark, status, open_key, started_at, deadline_at, submitted_at, submit_kind,
       score, passed, valid_until, created_at)
     ${rows(ROWS)}
     select printf('bencha%026d', i), 'benchpaper' || (h % ${PAPERS}), '安全考试 ' || (1 + h % ${PAPERS}), 'GENERAL',
       case when h % 10 = 0 then 'USER' else 'CLIENT' end,
       case when h % 10 = 0 then '${admin}' else printf('benchc%07d', h % 300000) end,
       ${nameOf}, printf('139%08d', h % 300000), h % 2147483647, 100, 60, 'SUBMITTED', null,
       ${instantOf(ROWS, 30)}, ${instantOf(ROWS, 30, 1800)}, ${instantOf(ROWS, 30, 900)},
       case when h % 17 = 0 then 'TIMEOUT' else 'MANUAL' end, 40 + (h % 7) * 10,
       case when 40 + (h % 7) * 10 >= 60 then 1 else 0 end,
       case when 40 + (h % 7) * 10 >= 60 then strftime('%Y-%m-%d', unixepoch() - (${ROWS} - i) * 30 + 31536000, 'unixepoch') end,
       ${instantOf(ROWS, 30)}
     from v`,
  )
  // Each attempt's paper as drawn, kept apart from it.
  run(
    'attempt papers',
    `insert into krs_exam_attempt_paper (id, paper_json) ${rows(ROWS)} select printf('bencha%026d', i), @paper from v`,
  )
  // A million saved answers: the newest 50,000 attempts' twenty questions each.
  run(
    'answers',
    `insert into krs_exam_answer (id, attempt_id, question_id, answer, correct, scored, saved_at)
     ${rows(ROWS)}
     select printf('benchn%026d', i), printf('bencha%026d', ${ROWS} - 1 - i / ${QUESTIONS}), 'benchq' || (i % ${QUESTIONS}),
       case when h % 3 = 0 then 'A' else 'B' end, case when h % 3 = 0 then 0 else 1 end, case when h % 3 = 0 then 0 else 5 end,
       ${instantOf(ROWS, 1)}
     from v`,
  )
  const stat = db.prepare(
    'insert into krs_exam_stat (id, paper_id, question_id, stem, type, answered, wrong) values (?, ?, ?, ?, ?, ?, ?)',
  )
  for (let p = 0; p < PAPERS; p++)
    for (let i = 0; i < QUESTIONS; i++)
      stat.run(
        `benchstat${p}-${i}`,
        `benchpaper${p}`,
        `benchq${i}`,
        `第 ${i + 1} 题`,
        'SINGLE',
        per,
        Math.floor(per / (2 + i)),
      )
  // The people who answer at once: each a phone with a session and an attempt open on the last paper.
  const open = db.prepare(
    `insert into krs_exam_attempt (id, paper_id, paper_name, purpose, taker_kind, taker_id, taker_name, taker_phone,
       seed, total_points, pass_mark, status, open_key, started_at, deadline_at, created_at)
     values (?, 'benchpaper0', '安全考试 1', 'GENERAL', 'CLIENT', ?, ?, ?, 1, 100, 60, 'ANSWERING', ?, ?, ?, ?)`,
  )
  const openPaper = db.prepare('insert into krs_exam_attempt_paper (id, paper_json) values (?, ?)')
  const people = Array.from({ length: PEOPLE }, (_, i) => {
    const id = `benchtaker${i}`
    const token = `bench-exam-token-${String(i).padStart(6, '0')}-0123456789`
    seedClient(db, id, `1377${String(i).padStart(7, '0')}`, token)
    const attemptId = `benchopen${i}`
    open.run(
      attemptId,
      id,
      `考生${i}`,
      `1377${String(i).padStart(7, '0')}`,
      `benchpaper0:CLIENT:${id}`,
      now,
      new Date(Date.now() + 3_600_000).toISOString(),
      now,
    )
    openPaper.run(attemptId, paperJson)
    return { token, attemptId }
  })
  db.exec('analyze')
  const sample = (sql: string, n: number) =>
    (db.prepare(sql).all(Math.max(1, Math.floor(ROWS / n))) as Array<{ v: string }>).map((r) => r.v)
  const attempts = sample('select id as v from krs_exam_attempt where rowid % ? = 0', 2_000)
  db.close()
  return { attempts, people }
}

/** 200 people answer every question twice at once (the second time their final answer); every answer must be kept once. */
async function answerAtOnce(
  base: string,
  file: string,
  people: Array<{ token: string; attemptId: string }>,
): Promise<Figure> {
  const latencies: number[] = []
  let bad = 0
  const t0 = Date.now()
  await Promise.all(
    people.map(async (p, n) => {
      for (const round of [0, 1])
        for (let q = 0; q < QUESTIONS; q++) {
          const started = performance.now()
          const res = await fetch(`${base}/api/krs/exam/phone/answer`, {
            method: 'POST',
            headers: { token: p.token, 'content-type': 'application/json' },
            body: JSON.stringify({
              attemptId: p.attemptId,
              questionId: `benchq${q}`,
              answer: round ? 'ABCD'[(n + q) % 4] : 'A',
            }),
          })
          const body = (await res.json()) as { code: number }
          latencies.push(performance.now() - started)
          if (body.code !== 200) bad++
        }
    }),
  )
  const seconds = (Date.now() - t0) / 1000
  const db = new SQLite(file, { readonly: true })
  const kept = db
    .prepare(
      "select attempt_id as a, question_id as q, answer from krs_exam_answer where attempt_id like 'benchopen%'",
    )
    .all() as Array<{ a: string; q: string; answer: string }>
  db.close()
  const want = new Map(
    people.flatMap((p, n) =>
      Array.from({ length: QUESTIONS }, (_, q) => [`${p.attemptId}/benchq${q}`, 'ABCD'[(n + q) % 4]]),
    ),
  )
  const lost = [...want].filter(([k, v]) => !kept.some((r) => `${r.a}/${r.q}` === k && r.answer === v)).length
  if (kept.length !== PEOPLE * QUESTIONS || lost) {
    process.stderr.write(`    answers kept ${kept.length} of ${PEOPLE * QUESTIONS}, ${lost} wrong or lost\n`)
    bad += Math.max(lost, 1)
  }
  latencies.sort((a, b) => a - b)
  const pct = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!)
  return { rps: latencies.length / seconds, p50: pct(0.5), p99: pct(0.99), bad }
}

const CALLS: Array<[string, string]> = [
  ['bare', 'bare handler'],
  ['results', 'exam results: first page'],
  ['resultsDeep', '  pages spread over all (no memo)'],
  ['resultsPaper', '  one paper’s, pages 1–50'],
  ['resultsPassed', '  the passed, pages 1–50'],
  ['resultsName', '  name search, 1 connection'],
  ['resultDetail', '  one result (detail)'],
  ['stats', 'a paper’s statistics'],
  ['mine', 'my attempts: first page'],
  ['mineDeep', '  pages spread over all (no memo)'],
  ['offers', 'papers open to me'],
  ['answering', '200 people answering at once (saves)'],
]
const SINGLE = new Set(CALLS.filter(([, t]) => t.endsWith('1 connection')).map(([k]) => k))

async function run(entry: string): Promise<Results> {
  return withServer(entry, async ({ bareUrl, base, file, headers }) => {
    const out: Results = {}
    process.stderr.write(`  seeding ${ROWS.toLocaleString('en')} attempts and answers\n`)
    const { attempts, people } = seed(file)
    const get = measurer(out, base, headers)
    const names = SURNAMES.flatMap((s) => GIVEN.map((g) => s + g))

    await measure(bareUrl, { seconds: 1 })
    out.bare = await measure(bareUrl)

    const r = '/api/krs/examResult/page?size=10'
    await get('results', [`${r}&current=1`])
    await get('resultsDeep', spread(r, ROWS / 10))
    await get('resultsPaper', spread(`${r}&paperId=benchpaper3`, 50))
    await get('resultsPassed', spread(`${r}&passed=1`, 50))
    await get('resultsName', each(`${r}&current=1&searchKey=`, names), 1)
    await get('resultDetail', each('/api/krs/examResult/detail?id=', attempts))
    await get(
      'stats',
      Array.from({ length: PAPERS }, (_, p) => `/api/krs/examResult/stats?paperId=benchpaper${p}`),
    )
    const m = '/api/krs/exam/mine?size=10'
    await get('mine', [`${m}&current=1`])
    await get('mineDeep', spread(m, ROWS / 10 / 10))
    await get('offers', ['/api/krs/exam/offers'])
    out.answering = await answerAtOnce(base, file, people)

    const bare2 = await measure(bareUrl)
    out.bare = { ...out.bare!, rps: (out.bare!.rps + bare2.rps) / 2 }
    return out
  })
}

const goals: Array<[string, (r: Results) => boolean]> = [
  [
    'every first page ≥ 5% of the bare handler',
    (r) =>
      ['results', 'resultDetail', 'stats', 'mine', 'offers'].every((k) => r[k]!.rps / r.bare!.rps >= 0.05),
  ],
  [
    'every search p50 < 100 ms, 1 connection',
    (r) => [...SINGLE].every((k) => r[k]!.rps > 0 && r[k]!.p50 < 100),
  ],
  [
    'every spread page p99 < 250 ms',
    (r) =>
      CALLS.filter(([k]) => /Deep|Paper|Passed/.test(k)).every(([k]) => r[k]!.rps > 0 && r[k]!.p99 < 250),
  ],
  // 200 people answering a question every 10 s save 20 times a second; here each saves as fast as it can.
  [
    '200 answering at once: every answer kept once, ≥ 100 saves/s',
    (r) => r.answering!.bad === 0 && r.answering!.rps >= 100,
  ],
  ['no request failed', (r) => Object.values(r).every((f) => f.bad === 0)],
]
await benchLists({
  what: 'exams',
  defaultEntry: path.resolve(here, '../main.js'),
  rows: ROWS,
  calls: CALLS,
  goals,
  run,
})
