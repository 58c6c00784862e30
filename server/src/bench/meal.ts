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
 * `npm run bench`, ninth part: meal ordering (issue 27) at a million orders (and a million ordered
 * dishes) from 20,000 meal users over 250 days: every order (first and spread pages, a day's, a name
 * search), the kitchen's counts of a day, the month's statements per person and per cost centre, a
 * person's own orders and the coming week; then 200 people ordering one meal at once and changing
 * it: every order kept once, and the kitchen's counters and the statements agree with the orders;
 * meal questionnaires at a million answers: the results, the texts paged, what is open to me; and a
 * million feedback items: pages, new ones, a category, a text search, my own.
 * Seeded straight into the server's SQLite file; figures beside the bare handler of the same run.
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000)
const USERS = 20_000
const DAYS = 250
const PER_DAY = Math.ceil(ROWS / DAYS)
const PER_MEAL = Math.ceil(PER_DAY / 4)
const PEOPLE = 200
const MEALS = ['BREAKFAST', 'LUNCH', 'DINNER', 'NIGHT']
const CENTRES = ['CC-ADMIN', 'CC-PROD', 'CC-SAFETY', 'CC-LOGISTICS', 'CC-CONTRACTOR']
const here = import.meta.dirname
const FEEDBACK_CATEGORIES = ['CANTEEN', 'ENVIRONMENT', 'SAFETY', 'SERVICE', 'WEBSITE', 'OTHER']
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴']
const GIVEN = ['伟', '芳', '娜', '敏', '静', '强', '磊', '洋', '艳', '军']

const rows = (n: number) =>
  `with recursive c(i) as (select 0 union all select i + 1 from c where i < ${n - 1}),
   v(i, h) as (select i, (i * 2654435761 + 12345) % 4294967291 from c)`
const at = (list: string, by: string, n: number) => `json_extract(${list}, '$[' || (${by} % ${n}) || ']')`
const nameOf = (h: string) =>
  `${at('@surnames', h, 10)} || ${at('@given', `${h} / 10`, 10)} || ${at('@given', `${h} / 100`, 10)}`
/** The day `n` days from today, `YYYY-MM-DD` (UTC is near enough for seeded rows). */
const dayOf = (n: string) => `date('now', (${n}) || ' days')`

function seed(file: string) {
  const db = new SQLite(file)
  db.pragma('busy_timeout = 60000')
  const params = {
    surnames: JSON.stringify(SURNAMES),
    given: JSON.stringify(GIVEN),
    centres: JSON.stringify(CENTRES),
  }
  const run = (what: string, sql: string) => {
    const t0 = Date.now()
    db.prepare(sql).run(params)
    process.stderr.write(`    ${what}: ${((Date.now() - t0) / 1000).toFixed(0)} s\n`)
  }
  const now = new Date().toISOString()
  run(
    'meal users',
    `insert into krs_meal_user (id, kind, user_id, name, phone, cost_centre, enabled, remark, created_at)
     ${rows(USERS)}
     select printf('benchu%07d', i), 'CONTRACTOR', null, ${nameOf('h')}, printf('1366%07d', i),
       ${at('@centres', 'i', CENTRES.length)}, 1, null, '${now}'
     from v`,
  )
  // A menu per day and meal from DAYS - 7 days back to six days ahead, each with four dishes.
  run(
    'menus',
    `insert into krs_meal_menu (id, day, meal, location, cutoff_at, status, remark, dish_count, order_count, created_at)
     ${rows((DAYS + 7) * 4)}
     select printf('benchm%05d', i), ${dayOf(`i / 4 - ${DAYS - 7}`)}, json_extract('${JSON.stringify(MEALS)}', '$[' || (i % 4) || ']'),
       'BENCH_CANTEEN', ${dayOf(`i / 4 - ${DAYS - 7}`)} || ' 23:59', 'PUBLISHED', null, 4, 0, '${now}'
     from v`,
  )
  run(
    'dishes',
    `insert into krs_meal_dish (id, menu_id, name, description, price_cents, photo_id, sort_code, ordered)
     ${rows((DAYS + 7) * 16)}
     select printf('benchd%06d', i), printf('benchm%05d', i / 4), '菜品' || (i % 4 + 1), null, 500 + (i % 4) * 300, null,
       (i % 4 + 1) * 10, 0
     from v`,
  )
  // Order i: day i / PER_DAY of the past DAYS, meal by the rest, a different person per meal and day.
  run(
    'orders',
    `insert into krs_meal_order (id, meal_user_id, user_name, cost_centre, menu_id, day, meal, location, status,
       total_cents, items_text, created_at, updated_at)
     ${rows(ROWS)}
     select printf('bencho%08d', i), printf('benchu%07d', (i / ${PER_DAY} * 997 + i % ${PER_MEAL}) % ${USERS}),
       u.name, u.cost_centre, printf('benchm%05d', (i / ${PER_DAY}) * 4 + (i % ${PER_DAY}) / ${PER_MEAL}),
       m.day, m.meal, m.location, case when h % 20 = 0 then 'CANCELLED' else 'ORDERED' end,
       500 + (h % 4) * 300, '菜品' || (h % 4 + 1) || '×1', m.day || 'T03:00:00.000Z', m.day || 'T03:00:00.000Z'
     from v
     join krs_meal_user u on u.id = printf('benchu%07d', (i / ${PER_DAY} * 997 + i % ${PER_MEAL}) % ${USERS})
     join krs_meal_menu m on m.id = printf('benchm%05d', (i / ${PER_DAY}) * 4 + (i % ${PER_DAY}) / ${PER_MEAL})`,
  )
  run(
    'order items',
    `insert into krs_meal_order_item (id, order_id, dish_id, dish_name, qty, price_cents)
     select 'benchi' || substr(o.id, 7), o.id, d.id, d.name, 1, d.price_cents
     from krs_meal_order o join krs_meal_dish d on d.menu_id = o.menu_id and d.price_cents = o.total_cents`,
  )
  run(
    'dish counts',
    `create temp table bench_dish_n as select i.dish_id as id, count(*) as n from krs_meal_order_item i
       join krs_meal_order o on o.id = i.order_id where o.status = 'ORDERED' group by i.dish_id`,
  )
  run('dish counters', 'create unique index temp.bench_dish_n_id on bench_dish_n (id)')
  run(
    'dish counters',
    `update krs_meal_dish set ordered = coalesce((select n from bench_dish_n where bench_dish_n.id = krs_meal_dish.id), 0)
     where id like 'benchd%'`,
  )
  run(
    'menu counts',
    `create temp table bench_menu_n as select menu_id as id, count(*) as n from krs_meal_order
       where status = 'ORDERED' and id like 'bencho%' group by menu_id`,
  )
  run('menu counters', 'create unique index temp.bench_menu_n_id on bench_menu_n (id)')
  run(
    'menu counters',
    `update krs_meal_menu set order_count = coalesce((select n from bench_menu_n where bench_menu_n.id = krs_meal_menu.id), 0)
     where id like 'benchm%'`,
  )
  run(
    'statements',
    `insert into krs_meal_statement (id, month, meal_user_id, user_name, cost_centre, meals, total_cents)
     select 'benchs' || row_number() over (), substr(day, 1, 7), meal_user_id, min(user_name), cost_centre,
       count(*), sum(total_cents)
     from krs_meal_order where status = 'ORDERED' and id like 'bencho%'
     group by substr(day, 1, 7), meal_user_id, cost_centre`,
  )
  run(
    'cost centres',
    `insert into krs_meal_centre_month (id, month, cost_centre, people, meals, total_cents)
     select 'benchcc' || row_number() over (), month, cost_centre, count(*), sum(meals), sum(total_cents)
     from krs_meal_statement where id like 'benchs%' group by month, cost_centre
     on conflict (month, cost_centre) do update set people = people + excluded.people,
       meals = meals + excluded.meals, total_cents = total_cents + excluded.total_cents`,
  )
  // The people who order at once: each a phone with a session, a meal user of its own.
  const user = db.prepare(
    `insert into krs_meal_user (id, kind, user_id, name, phone, cost_centre, enabled, remark, created_at)
     values (?, 'CONTRACTOR', null, ?, ?, 'CC-CONTRACTOR', 1, null, ?)`,
  )
  const people = Array.from({ length: PEOPLE }, (_, i) => {
    const phone = `1377${String(i).padStart(7, '0')}`
    const token = `bench-meal-token-${String(i).padStart(6, '0')}-0123456789`
    seedClient(db, `benchdiner${i}`, phone, token)
    user.run(`benchdinerm${i}`, `订餐人${i}`, phone, now)
    return token
  })
  // Questionnaires answered by every meal user over a month (a million answers at ROWS 1M: as many
  // questionnaires as it takes), a rating, a choice and a text each.
  const SURVEYS = Math.max(1, Math.round(ROWS / USERS))
  const questions = JSON.stringify([
    { key: 'q1', type: 'RATING', title: '口味', required: true, options: [] },
    {
      key: 'q2',
      type: 'SINGLE',
      title: '餐厅',
      required: true,
      options: [
        { key: 'a', text: '一号' },
        { key: 'b', text: '二号' },
      ],
    },
    { key: 'q3', type: 'TEXT', title: '建议', required: false, options: [] },
  ])
  run(
    'questionnaires',
    `insert into krs_meal_survey (id, title, description, start_day, end_day, status, questions_json, question_count,
       answer_count, created_at)
     ${rows(SURVEYS)}
     select printf('benchq%04d', i), '满意度 ' || i, null, ${dayOf('-30')}, ${dayOf('30')}, 'PUBLISHED', '${questions}', 3,
       ${USERS}, '${now}'
     from v`,
  )
  run(
    'questionnaire answers',
    `insert into krs_meal_survey_answer (id, survey_id, meal_user_id, user_name, cost_centre, answers_json, created_at)
     ${rows(SURVEYS * USERS)}
     select printf('benchsa%08d', i), printf('benchq%04d', i / ${USERS}), printf('benchu%07d', i % ${USERS}), '答卷人',
       'CC-PROD', '{"q1":' || (1 + h % 5) || ',"q2":"a","q3":"好"}', ${dayOf('-(h % 30)')} || 'T03:00:00.000Z'
     from v`,
  )
  run(
    'questionnaire texts',
    `insert into krs_meal_survey_text (id, survey_id, question_key, text, user_name, created_at)
     select 'benchst' || substr(id, 8), survey_id, 'q3', '建议' || substr(id, 10), user_name, created_at
     from krs_meal_survey_answer where id like 'benchsa%'`,
  )
  run(
    'questionnaire counts',
    `insert into krs_meal_survey_count (id, survey_id, question_key, option_key, count)
     select 'benchsc' || row_number() over (), survey_id, 'q1', json_extract(answers_json, '$.q1'), count(*)
     from krs_meal_survey_answer where id like 'benchsa%' group by survey_id, json_extract(answers_json, '$.q1')`,
  )
  run(
    'questionnaire days',
    `insert into krs_meal_survey_day (id, survey_id, question_key, day, count, total)
     select 'benchsd' || row_number() over (), survey_id, 'q1', substr(created_at, 1, 10), count(*),
       sum(json_extract(answers_json, '$.q1'))
     from krs_meal_survey_answer where id like 'benchsa%' group by survey_id, substr(created_at, 1, 10)`,
  )
  // A person with a year of orders (their own list, paged).
  const regular = 'benchu0000000'
  seedClient(db, 'benchregular', '13660000000', 'bench-meal-regular-0123456789')
  // A million feedback items over 1,000 days in every category and state; one in a thousand the
  // regular's (their own list).
  run(
    'feedback',
    `insert into krs_feedback (id, category, content, photos_json, photo_count, contact_name, contact_phone, client_id,
       client_ip, lang, status, assignee_id, assignee_name, created_at)
     ${rows(ROWS)}
     select printf('benchf%07d', i), json_extract('${JSON.stringify(FEEDBACK_CATEGORIES)}', '$[' || (h % 6) || ']'),
       ${nameOf('h')} || '：第' || (h % 97) || '号窗口排队太久，希望增加窗口', '[]', 0, ${nameOf('h / 7')},
       printf('1377%07d', h % 10000000), case when i % 1000 = 0 then 'benchregular' end,
       '10.0.' || (h % 250) || '.' || (h % 200), 'zh-cn', json_extract('["NEW","ASSIGNED","REPLIED","CLOSED"]', '$[' || (h % 4) || ']'),
       case when h % 4 > 0 then printf('benchstaff%02d', h % 50) end, case when h % 4 > 0 then '处理人' end,
       ${dayOf('-(i / 1000)')} || 'T' || printf('%02d', i % 24) || ':00:00.000Z'
     from v`,
  )
  db.exec('analyze')
  const tomorrowMenu = (
    db
      .prepare(
        `select id from krs_meal_menu where day = ${dayOf('1')} and meal = 'LUNCH' and location = 'BENCH_CANTEEN'`,
      )
      .get() as { id: string }
  ).id
  const dishes = (
    db
      .prepare('select id from krs_meal_dish where menu_id = ? order by sort_code')
      .all(tomorrowMenu) as Array<{ id: string }>
  ).map((d) => d.id)
  const days = (
    db.prepare('select distinct day from krs_meal_menu order by day').all() as Array<{ day: string }>
  ).map((d) => d.day)
  const months = [...new Set(days.map((d) => d.slice(0, 7)))]
  const mine = (
    db.prepare('select count(*) as n from krs_meal_order where meal_user_id = ?').get(regular) as {
      n: number
    }
  ).n
  db.close()
  return { people, tomorrowMenu, dishes, days, months, mine, surveys: SURVEYS }
}

/** 200 people order one meal at once, then change it; the orders, counters and statements must agree. */
async function orderAtOnce(
  base: string,
  file: string,
  people: string[],
  menuId: string,
  dishes: string[],
): Promise<Figure> {
  const latencies: number[] = []
  let bad = 0
  const portionsOf = () => {
    const db = new SQLite(file, { readonly: true })
    const n = (
      db.prepare('select sum(ordered) as n from krs_meal_dish where menu_id = ?').get(menuId) as { n: number }
    ).n
    db.close()
    return n
  }
  const before = portionsOf()
  const t0 = Date.now()
  await Promise.all(
    people.map(async (token, n) => {
      for (const round of [0, 1]) {
        const started = performance.now()
        const res = await fetch(`${base}/api/krs/meal/phone/order`, {
          method: 'POST',
          headers: { token, 'content-type': 'application/json' },
          body: JSON.stringify({
            menuId,
            items: [{ dishId: dishes[(n + round) % dishes.length], qty: 1 + round }],
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
  const orders = db
    .prepare(
      "select count(*) as n, sum(total_cents) as t from krs_meal_order where menu_id = ? and meal_user_id like 'benchdinerm%' and status = 'ORDERED'",
    )
    .get(menuId) as { n: number; t: number }
  const stated = db
    .prepare(
      "select sum(meals) as n, sum(total_cents) as t from krs_meal_statement where meal_user_id like 'benchdinerm%'",
    )
    .get() as { n: number; t: number }
  db.close()
  const portions = portionsOf() - before
  if (orders.n !== PEOPLE || portions !== PEOPLE * 2 || stated.n !== PEOPLE || stated.t !== orders.t) {
    process.stderr.write(
      `    orders ${orders.n} of ${PEOPLE}, portions ${portions} of ${PEOPLE * 2}, statements ${stated.n} meals ${stated.t} of ${orders.t} fen\n`,
    )
    bad++
  }
  latencies.sort((a, b) => a - b)
  const pct = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!)
  return { rps: latencies.length / seconds, p50: pct(0.5), p99: pct(0.99), bad }
}

const CALLS: Array<[string, string]> = [
  ['bare', 'bare handler'],
  ['orders', 'meal orders: first page'],
  ['ordersDeep', '  pages spread over all (no memo)'],
  ['ordersDay', '  one day’s, pages 1–20'],
  ['ordersName', '  name search, 1 connection'],
  ['kitchen', 'kitchen counts of a day'],
  ['statement', 'a month’s statement: first page'],
  ['statementDeep', '  pages spread over the month'],
  ['statementName', '  name search, 1 connection'],
  ['centres', 'a month per cost centre'],
  ['mine', 'my orders: first page'],
  ['mineDeep', '  pages spread over all (no memo)'],
  ['week', 'the coming week with my orders'],
  ['surveyResults', 'a questionnaire’s results'],
  ['surveyTexts', '  its texts, pages spread over all'],
  ['surveyOffers', 'questionnaires open to me'],
  ['feedback', 'feedback: first page'],
  ['feedbackDeep', '  pages spread over all (no memo)'],
  ['feedbackNew', '  new ones, pages 1–20'],
  ['feedbackCategory', '  one category, pages 1–20'],
  ['feedbackSearch', '  text or name search, 1 connection'],
  ['feedbackMine', 'my feedback: first page'],
  ['ordering', '200 people ordering at once (and changing)'],
]
const SINGLE = new Set(CALLS.filter(([, t]) => t.endsWith('1 connection')).map(([k]) => k))

async function run(entry: string): Promise<Results> {
  return withServer(entry, async ({ bareUrl, base, file, headers }) => {
    const out: Results = {}
    process.stderr.write(`  seeding ${ROWS.toLocaleString('en')} orders\n`)
    const s = seed(file)
    const get = measurer(out, base, headers)
    const names = SURNAMES.flatMap((a) => GIVEN.map((g) => a + g))
    const me = { token: 'bench-meal-regular-0123456789' }

    await measure(bareUrl, { seconds: 1 })
    out.bare = await measure(bareUrl)

    const o = '/api/krs/mealOrder/page?size=10'
    await get('orders', [`${o}&current=1`])
    await get('ordersDeep', spread(o, ROWS / 10))
    await get(
      'ordersDay',
      s.days.slice(0, DAYS).flatMap((d) => spread(`${o}&day=${d}`, 20, 20)),
    )
    await get('ordersName', each(`${o}&current=1&searchKey=`, names), 1)
    await get('kitchen', each('/api/krs/mealKitchen/counts?day=', s.days))
    const month = s.months[Math.floor(s.months.length / 2)]!
    const st = `/api/krs/mealStatement/page?size=10&month=${month}`
    await get('statement', [`${st}&current=1`])
    await get('statementDeep', spread(st, USERS / 10))
    await get('statementName', each(`${st}&current=1&searchKey=`, names), 1)
    await get(
      'centres',
      s.months.map((m) => `/api/krs/mealStatement/costCentres?month=${m}`),
    )
    const m = '/api/krs/meal/phone/mine?size=10'
    await get('mine', [`${m}&current=1`], 10, me)
    await get('mineDeep', spread(m, Math.max(1, Math.floor(s.mine / 10))), 10, me)
    await get('week', ['/api/krs/meal/phone/week'], 10, me)
    const surveys = Array.from({ length: s.surveys }, (_, i) => `benchq${String(i).padStart(4, '0')}`)
    await get('surveyResults', each('/api/krs/mealSurvey/results?id=', surveys))
    await get(
      'surveyTexts',
      spread(`/api/krs/mealSurvey/texts?size=10&surveyId=${surveys[0]}&questionKey=q3`, USERS / 10),
    )
    await get('surveyOffers', ['/api/krs/survey/phone/offers'], 10, me)
    const f = '/api/krs/feedback/page?size=10'
    await get('feedback', [`${f}&current=1`])
    await get('feedbackDeep', spread(f, ROWS / 10))
    await get('feedbackNew', spread(`${f}&status=NEW`, 20, 20))
    await get('feedbackCategory', spread(`${f}&category=SAFETY`, 20, 20))
    await get('feedbackSearch', each(`${f}&current=1&searchKey=`, names), 1)
    await get('feedbackMine', ['/api/krs/feedback/phone/mine?current=1&size=10'], 10, me)
    out.ordering = await orderAtOnce(base, file, s.people, s.tomorrowMenu, s.dishes)

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
        'orders',
        'kitchen',
        'statement',
        'centres',
        'mine',
        'week',
        'surveyResults',
        'surveyOffers',
        'feedback',
        'feedbackMine',
      ].every((k) => r[k]!.rps / r.bare!.rps >= 0.05),
  ],
  [
    'every search p50 < 100 ms, 1 connection',
    (r) => [...SINGLE].every((k) => r[k]!.rps > 0 && r[k]!.p50 < 100),
  ],
  [
    'every spread page p99 < 250 ms',
    (r) => CALLS.filter(([k]) => /Deep|Day|Texts/.test(k)).every(([k]) => r[k]!.rps > 0 && r[k]!.p99 < 250),
  ],
  ['200 ordering at once: every order and counter right', (r) => r.ordering!.bad === 0],
  ['no request failed', (r) => Object.values(r).every((f) => f.bad === 0)],
]
await benchLists({
  what: 'meal ordering',
  defaultEntry: path.resolve(here, '../main.js'),
  rows: ROWS,
  calls: CALLS,
  goals,
  run,
})
