import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { DURATION, type Figure, idle, measure, PASSWORD, start, stop, pad as w, withServer } from './kit.js'
import { nameQueries, seedOrgs, seedUsers } from './seed.js'

/**
 * `npm run bench`, first part: the built server (`node server/dist/main.js`) in a process of its own
 * on a fresh SQLite data folder, a bare Fastify handler in another, and autocannon here, in a third.
 * Every figure is shown beside the bare handler measured in the same run, as a ratio: the machine is
 * shared and noisy, ratios from one run are what compare. The platform lists are `lists.ts`.
 *
 * BENCH_BASE=<checkout>/server/dist/main.js measures another checkout's server first, in the same
 * run (e.g. the starting commit); BENCH_SERVER replaces this checkout's. BENCH_SECONDS (5) is each
 * measurement's length, BENCH_USERS (1,000,000) the large user count. BENCH_ONLY=hot measures only
 * the shell's hot paths (getLoginUser, loginMenu) beside the bare handler. Asserts nothing.
 */
const BIG = Number(process.env.BENCH_USERS ?? 1_000_000)
const SMALL = 10_000
const HOT_ONLY = process.env.BENCH_ONLY === 'hot'
const here = import.meta.dirname

type Results = Record<string, Figure> & { floor?: Figure }

const CALLS: Array<[key: string, title: string]> = [
  ['bare', 'bare Fastify handler (yardstick)'],
  ['loginUser', 'GET getLoginUser'],
  ['loginUserFirst', '  same, first (no ETag)'],
  ['loginMenu', 'GET loginMenu'],
  ['loginMenuFirst', '  same, first (no ETag)'],
  ['page10k', `user page, ${SMALL.toLocaleString('en')} users`],
  ['page10k50', '  same, 50 connections'],
  ['search10k', '  same, searchKey'],
  ['pages10k', '  every page in turn (no memo)'],
  ['page1m', `user page, ${BIG.toLocaleString('en')} users`],
  ['page1m50', '  same, 50 connections'],
  ['search1m', '  same, searchKey'],
  ['pages1m', '  pages spread over all (no memo)'],
  ['name1m', '  name search, 1 connection'],
  ['login', 'POST doLogin, 4 connections'],
  ['floor', '  argon2id verify floor, all cores'],
]

async function run(entry: string): Promise<Results> {
  return withServer(entry, async ({ bareUrl, base, file, headers, loginBody, hash }) => {
    const out: Results = {}
    const db = new SQLite(file)
    const existing = (db.prepare('select count(*) as n from sys_user').get() as { n: number }).n
    db.close()
    const page = `${base}/api/sys/user/page?current=1&size=10`
    const searches = (n: number) => {
      // Names (one to three characters), account and phone prefixes; each asked once.
      const names = nameQueries(n)
      return names.map((q, i) => {
        const key =
          i % 5 === 3
            ? `1${3 + (i % 7)}${String(i).padStart(3, '0').slice(0, 3)}`
            : i % 5 === 4
              ? `wang${i % 97}`
              : q
        return `/api/sys/user/page?current=1&size=10&searchKey=${encodeURIComponent(key)}`
      })
    }
    // Pages all over the list, each asked once or twice: what a page costs when no memo has it.
    const spread = (users: number) =>
      Array.from(
        { length: 20_000 },
        (_, i) => `/api/sys/user/page?current=${1 + ((i * 7919) % Math.floor(users / 10))}&size=10`,
      )
    const names = (n: number) =>
      nameQueries(n).map((q) => `/api/sys/user/page?current=1&size=10&name=${encodeURIComponent(q)}`)

    process.stderr.write(`  ${entry}: warming up\n`)
    await measure(bareUrl, { seconds: 1 })
    out.bare = await measure(bareUrl)
    // The shell asks both again on every start, sending the ETag of the copy it keeps (a server
    // without ETags gets no such header): the repeat is the common call, the first one is measured too.
    for (const [key, url] of [
      ['loginUser', `${base}/api/auth/b/getLoginUser`],
      ['loginMenu', `${base}/api/sys/userCenter/loginMenu`],
    ] as const) {
      const etag = (await fetch(url, { headers })).headers.get('etag')
      const repeat = etag ? { ...headers, 'if-none-match': etag } : headers
      await measure(url, { headers: repeat, seconds: 1 })
      out[key] = await measure(url, { headers: repeat })
      await idle(base)
      out[`${key}First`] = await measure(url, { headers })
      await idle(base)
    }
    if (HOT_ONLY) {
      const bare2 = await measure(bareUrl)
      out.bare = { ...out.bare, rps: (out.bare.rps + bare2.rps) / 2 }
      return out
    }
    out.login = await measure(`${base}/api/auth/b/doLogin`, {
      method: 'POST',
      body: loginBody,
      connections: 4,
    })
    await idle(base)

    process.stderr.write(`  seeding ${SMALL} users\n`)
    seedOrgs(file)
    seedUsers(file, existing, SMALL)
    await measure(page, { headers, seconds: 1 })
    out.page10k = await measure(page, { headers })
    await idle(base)
    out.page10k50 = await measure(page, { headers, connections: 50 })
    await idle(base)
    out.search10k = await measure(base, { headers, paths: searches(20_000) })
    await idle(base)
    out.pages10k = await measure(base, { headers, paths: spread(SMALL) })
    await idle(base)

    process.stderr.write(`  seeding ${BIG} users\n`)
    const t0 = Date.now()
    for (let at = SMALL; at < BIG; at += 250_000) seedUsers(file, at, Math.min(BIG, at + 250_000))
    process.stderr.write(`  seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s\n`)
    await measure(page, { headers, seconds: 1 })
    out.page1m = await measure(page, { headers })
    await idle(base)
    out.page1m50 = await measure(page, { headers, connections: 50 })
    await idle(base)
    out.search1m = await measure(base, { headers, paths: searches(20_000) })
    await idle(base)
    out.pages1m = await measure(base, { headers, paths: spread(BIG) })
    await idle(base)
    out.name1m = await measure(base, { headers, paths: names(5_000), connections: 1 })
    await idle(base)
    const bare2 = await measure(bareUrl)
    out.bare = { ...out.bare, rps: (out.bare.rps + bare2.rps) / 2 }

    const floor = await start(
      [path.join(here, 'argon2floor.js'), hash, PASSWORD, String(DURATION)],
      {},
      /^([\d.]+)$/,
    )
    out.floor = { rps: Number(floor.match[1]), p50: 0, p99: 0, bad: 0 }
    await stop(floor.child)
    return out
  })
}

const own = path.resolve(here, '../main.js')
const targets: Array<[string, string]> = []
if (process.env.BENCH_BASE) targets.push(['base', path.resolve(process.env.BENCH_BASE)])
targets.push(['this', path.resolve(process.env.BENCH_SERVER ?? own)])

const results: Array<[string, Results]> = []
for (const [label, entry] of targets) {
  process.stderr.write(`${label}: ${entry}\n`)
  results.push([label, await run(entry)])
}

const cell = (r: Results, key: string) => {
  const f = r[key]
  if (!f) return w('', 28)
  if (key === 'floor') return `${w(f.rps.toFixed(0), 8)}${w('', 20)}`
  const ratio = key === 'login' ? f.rps / (r.floor?.rps ?? 1) : f.rps / r.bare!.rps
  if (f.rps === 0) return `${w('0', 8)}${w(`none in ${DURATION} s`, 17)}   `
  const p = key === 'name1m' ? `p50 ${f.p50}` : String(f.p99)
  return `${w(f.rps.toFixed(0), 8)}${w(p, 9)}${w(ratio.toFixed(3), 8)}${f.bad ? '!' : ' '}  `
}
let text = `\n${DURATION} s each, 10 connections unless said, SQLite, ${os.cpus().length} cores, Node ${process.version}\n\n`
text += `${'call'.padEnd(36)}${results.map(([l]) => `${w(l, 8)}${w('p99 ms', 9)}${w('ratio', 8)}   `).join('')}\n`
for (const [key, title] of CALLS.filter(([key]) => results.some(([, r]) => r[key])))
  text += `${title.padEnd(36)}${results.map(([, r]) => cell(r, key)).join('')}\n`
text +=
  '\nratio = req/s ÷ the bare handler’s req/s in the same run (doLogin: ÷ the argon2 floor); ' +
  '! = some requests failed or timed out\n'

const hotGoals: Array<[string, (r: Results) => boolean]> = [
  ['getLoginUser ≥ 30% of the bare handler', (r) => r.loginUser!.rps / r.bare!.rps >= 0.3],
  ['loginMenu ≥ 30% of the bare handler', (r) => r.loginMenu!.rps / r.bare!.rps >= 0.3],
]
const goals: Array<[string, (r: Results) => boolean]> = HOT_ONLY
  ? hotGoals
  : [
      ['user page at 10k users ≥ 15% of the bare handler', (r) => r.page10k!.rps / r.bare!.rps >= 0.15],
      ['user page p99 < 25 ms at 50 connections', (r) => r.page10k50!.p99 < 25],
      [
        `user page at ${BIG.toLocaleString('en')} users within 2× of 10k`,
        (r) => r.page1m!.rps * 2 >= r.page10k!.rps,
      ],
      [
        `name search at ${BIG.toLocaleString('en')} p50 < 100 ms, 1 conn.`,
        (r) => r.name1m!.rps > 0 && r.name1m!.p50 < 100,
      ],
      ...hotGoals,
      ['doLogin ≥ 80% of the argon2 floor', (r) => r.login!.rps / r.floor!.rps >= 0.8],
    ]
text += `\n${'goal (issue 7, points 1 and 2)'.padEnd(50)}${results.map(([l]) => w(l, 8)).join('')}\n`
for (const [title, holds] of goals)
  text += `${title.padEnd(50)}${results.map(([, r]) => w(holds(r) ? 'holds' : 'NO', 8)).join('')}\n`
process.stdout.write(text)
