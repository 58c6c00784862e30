import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import {
  DURATION,
  each,
  expectOk,
  type Figure,
  idle,
  measure,
  measurer,
  spread,
  pad as w,
  withServer,
} from './kit.js'

/**
 * `npm run bench`, third part: the company site's lists with a million rows each (news, products,
 * résumés), seeded straight into the server's SQLite file: the public reads a visitor's page makes,
 * the server-rendered news list itself, and the back-office lists with their searches. Figures
 * beside the bare handler of the same run; asserts nothing.
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000)
const here = import.meta.dirname
const WORDS = ['安全', '质量', '生产', '培训', '合作', '展会', '环保', '数字化', '订单', '荣誉']

const rows = (n: number) =>
  `with recursive c(i) as (select 0 union all select i + 1 from c where i < ${n - 1}),
   v(i, h) as (select i, (i * 2654435761 + 12345) % 4294967291 from c)`
const word = (expr: string) => `json_extract(@words, '$[' || ((${expr}) % ${WORDS.length}) || ']')`
const timeOf = (step: number) =>
  `strftime('%Y-%m-%dT%H:%M:%fZ', unixepoch() - (${ROWS} - i) * ${step}, 'unixepoch')`

function seed(file: string) {
  const db = new SQLite(file)
  db.pragma('busy_timeout = 60000')
  const run = (what: string, sql: string) => {
    const t0 = Date.now()
    db.prepare(sql).run({ words: JSON.stringify(WORDS) })
    process.stderr.write(`    ${what}: ${((Date.now() - t0) / 1000).toFixed(0)} s\n`)
  }
  const cats = (table: string, prefix: string) =>
    run(
      `${table}`,
      `insert into ${table} (id, name, name_en, published, sort_code, created_at)
       ${rows(10)} select '${prefix}' || i, '分类' || i, 'Category ' || i, 1, i, ${timeOf(1)} from v`,
    )
  cats('biz_news_category', 'benchnc')
  cats('biz_product_category', 'benchpc')
  // News over years: nearly all published, a few scheduled ahead, one in ten thousand pinned.
  run(
    'news',
    `insert into biz_news (id, category_id, title, title_en, summary, content, publish_at, pinned, view_count,
       published, sort_code, created_at)
     ${rows(ROWS)}
     select printf('benchn%026d', i), 'benchnc' || (h % 10), ${word('h')} || ${word('h / 10')} || '新闻 ' || i,
       'News ' || i, '摘要 ' || i, '<p>' || ${word('h / 100')} || '</p>',
       case when i > ${ROWS - 5} then strftime('%Y-%m-%dT%H:%M:%fZ', unixepoch() + 86400 * (i % 7 + 1), 'unixepoch')
         else ${timeOf(600)} end,
       i % 10000 = 0, h % 5000, h % 50 != 0, 0, ${timeOf(600)}
     from v`,
  )
  run(
    'products',
    `insert into biz_product (id, category_id, name, name_en, model, summary, content, image_ids, specs,
       published, sort_code, created_at)
     ${rows(ROWS)}
     select printf('benchp%026d', i), 'benchpc' || (h % 10), ${word('h')} || '产品 ' || i, 'Product ' || i,
       'M-' || i, '摘要', '<p>内容</p>', '', '[]', h % 50 != 0, h % 1000, ${timeOf(60)}
     from v`,
  )
  run(
    'résumés',
    `insert into biz_resume (id, recruit_id, recruit_title, name, phone, email, status, created_at)
     ${rows(ROWS)}
     select printf('benchr%026d', i), 'benchjob' || (h % 20), '职位 ' || (h % 20),
       ${word('h')} || '应聘者' || i, '138' || printf('%08d', h % 100000000), 'a' || i || '@example.com',
       case h % 5 when 0 then 'NEW' when 1 then 'REVIEWED' when 2 then 'INTERVIEW' when 3 then 'REJECTED' else 'HIRED' end,
       ${timeOf(30)}
     from v`,
  )
  db.pragma('wal_checkpoint(TRUNCATE)')
  db.close()
}

const CALLS: Array<[key: string, title: string]> = [
  ['bare', 'bare Fastify handler (yardstick)'],
  ['page', 'site: /newsList (HTML, 11 reads in-process)'],
  ['newsPublic', 'public news: first page'],
  ['newsPublicDeep', '  pages spread over 10,000'],
  ['newsPublicCat', '  a category, pages 1–50'],
  ['newsDetail', '  news items (detail, neighbours)'],
  ['productPublic', 'public products: first page'],
  ['productPublicDeep', '  pages spread over 10,000'],
  ['news', 'news (admin): first page'],
  ['newsDeep', '  pages spread over all (no memo)'],
  ['newsTitle', '  title search, 1 connection'],
  ['product', 'products (admin): first page'],
  ['productName', '  name search, 1 connection'],
  ['resume', 'résumés (admin): first page'],
  ['resumeDeep', '  pages spread over all (no memo)'],
  ['resumeStatus', '  a status, pages 1–50'],
  ['resumeName', '  name search, 1 connection'],
]

async function run(entry: string): Promise<Record<string, Figure>> {
  const webDist = path.resolve(here, '../../../web/dist')
  return withServer(
    entry,
    async ({ bareUrl, base, file, headers }) => {
      const out: Record<string, Figure> = {}
      process.stderr.write(`  seeding ${ROWS.toLocaleString('en')} news, products and résumés\n`)
      seed(file)
      const get = measurer(out, base, headers)
      const texts = [
        ...WORDS,
        ...WORDS.flatMap((a) => WORDS.map((b) => a + b)),
        ...Array.from({ length: 2_000 }, (_, i) => `${WORDS[i % WORDS.length]}${(i * 7919) % ROWS}`),
      ]
      // Items a visitor can open: published and due, spread over all of them.
      const seeded = new SQLite(file, { readonly: true })
      const ids = (
        seeded
          .prepare(
            `select id from biz_news where published = 1 and publish_at <= ? and rowid % ${Math.max(1, Math.floor(ROWS / 20_000))} = 7`,
          )
          .all(new Date().toISOString()) as Array<{ id: string }>
      ).map((r) => r.id)
      seeded.close()

      await measure(bareUrl, { seconds: 1 })
      out.bare = await measure(bareUrl)

      // The site's own page is public: no token (a session would make every answer no-store).
      const anon = async (key: string, paths: string[]) => {
        if (paths[0]!.startsWith('/api/')) await expectOk(base, paths, {})
        else {
          const res = await fetch(`${base}${paths[0]}`)
          if (res.status !== 200) throw new Error(`${paths[0]} answered ${res.status}`)
        }
        await measure(base, { paths, seconds: 1 })
        out[key] = await measure(base, { paths })
        await idle(base)
      }
      await anon('page', ['/newsList?lang=zh-cn'])
      await anon('newsPublic', ['/api/biz/news/public/page?current=1&size=10'])
      await anon('newsPublicDeep', spread('/api/biz/news/public/page?size=10', 10_000))
      await anon('newsPublicCat', spread('/api/biz/news/public/page?size=10&categoryId=benchnc3', 50))
      await anon(
        'newsDetail',
        ids.map((id) => `/api/biz/news/public/detail?id=${id}`),
      )
      await anon('productPublic', ['/api/biz/product/public/page?current=1&size=12'])
      await anon('productPublicDeep', spread('/api/biz/product/public/page?size=12', 10_000))

      await get('news', ['/api/biz/news/page?current=1&size=10'])
      await get('newsDeep', spread('/api/biz/news/page?size=10', ROWS / 10))
      await get('newsTitle', each('/api/biz/news/page?current=1&size=10&searchKey=', texts), 1)
      await get('product', ['/api/biz/product/page?current=1&size=10'])
      await get('productName', each('/api/biz/product/page?current=1&size=10&searchKey=', texts), 1)
      await get('resume', ['/api/biz/resume/page?current=1&size=10'])
      await get('resumeDeep', spread('/api/biz/resume/page?size=10', ROWS / 10))
      await get('resumeStatus', spread('/api/biz/resume/page?size=10&status=INTERVIEW', 50))
      await get('resumeName', each('/api/biz/resume/page?current=1&size=10&searchKey=', texts), 1)

      const bare2 = await measure(bareUrl)
      out.bare = { ...out.bare!, rps: (out.bare!.rps + bare2.rps) / 2 }
      return out
    },
    { WEB_DIST: webDist },
  )
}

const entry = path.resolve(process.env.BENCH_SERVER ?? path.resolve(here, '../main.js'))
process.stderr.write(`site lists: ${entry}\n`)
const r = await run(entry)
let text = `\n${DURATION} s each, 10 connections unless said, SQLite, ${os.cpus().length} cores, Node ${process.version}, ${ROWS.toLocaleString('en')} rows a list\n\n`
text += `${'call'.padEnd(46)}${w('req/s', 8)}${w('p50 ms', 8)}${w('p99 ms', 8)}${w('ratio', 8)}\n`
for (const [key, title] of CALLS) {
  const f = r[key]!
  text += `${title.padEnd(46)}${w(f.rps.toFixed(0), 8)}${w(String(f.p50), 8)}${w(String(f.p99), 8)}${w((f.rps / r.bare!.rps).toFixed(3), 8)}${f.bad ? ' !' : ''}\n`
}
text += '\nratio = req/s ÷ the bare handler’s req/s in the same run; ! = some requests failed or timed out\n'
process.stdout.write(text)
