#!/usr/bin/env node
/**
 * Web load figures (issue 7, point 3): the login page and the first screen after login, for this
 * build and a baseline build measured in the same run. Not a test: it prints figures and asserts
 * nothing.
 *
 *   npm run build
 *   node scripts/perf-web.mjs --base /path/to/other/checkout [--runs 5] [--lighthouse] [--base-only]
 *
 * Each target is a built checkout (server/dist + web/dist); each gets its own server process on a
 * fresh SQLite data folder. Every sample is a cold Chromium (fresh profile), CPU throttled ×4 through
 * the DevTools protocol; runs alternate between the targets and the median is printed.
 *
 * - login: time until the password field is visible (first animation frame in which it has a size),
 *   the JS requests started before that and their compressed / decoded bytes, the script time so far
 *   (CDP Performance.getMetrics ScriptDuration), and all JS the page loads once the network is idle.
 *   "offline form": the same page with every /api call left unanswered: does the form still show?
 * - index: log in, clear the browser cache, load /index (with the stored session) until the
 *   workbench greeting is visible; same figures.
 * - --lighthouse: Lighthouse (mobile defaults) on /login of each target: the four category scores,
 *   first and largest contentful paint.
 * - --site: instead of all that, Lighthouse (mobile defaults) on the public site: /home, /newsList
 *   and the newest news item of each target (its sample content).
 * - --phone: instead of all that, Lighthouse (mobile defaults) on the phone pages: the sign-in, and,
 *   signed in by phone (captcha and SMS code read from the target's database), the contractor home,
 *   the admission form and its records; the median of --phone-runs (3) each, --page to pick one.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium'
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const ACCOUNT = 'superAdmin'
const PASSWORD = 'Admin@12345'
const here = path.resolve(import.meta.dirname, '..')

const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    runs: { type: 'string', default: '5' },
    lighthouse: { type: 'boolean', default: false },
    only: { type: 'string' },
    site: { type: 'boolean', default: false },
    phone: { type: 'boolean', default: false },
    // Lighthouse runs per phone page (the median by performance is printed) and a page filter.
    'phone-runs': { type: 'string', default: '3' },
    page: { type: 'string' },
    'base-only': { type: 'boolean', default: false },
  },
})
const RUNS = Number(args.runs)
const targets = [
  ...(args.base ? [{ name: 'base', root: path.resolve(args.base) }] : []),
  ...(args['base-only'] ? [] : [{ name: 'this', root: here }]),
]

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

async function startServer(target) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `perf-web-${target.name}-`))
  const port = await freePort()
  const child = spawn(process.execPath, [path.join(target.root, 'server/dist/main.js')], {
    cwd: target.root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_ACCOUNT: ACCOUNT,
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${url}/api/dev/config/sysBaseList`)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    dataDir,
    stop: () => {
      child.kill('SIGTERM')
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Records, in the page's own clock, the first frame in which `selector` has a size. */
function watchVisible(selector) {
  window.__visibleAt = 0
  const check = () => {
    const el = document.querySelector(selector)
    const box = el?.getBoundingClientRect()
    if (box && box.width > 0 && box.height > 0) window.__visibleAt = performance.now()
    else requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
}

const isJs = (name) => /\.m?js(\?|$)/.test(new URL(name).pathname)

async function sample(baseUrl, kind, opts = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS })
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    const selector = kind === 'login' ? 'input[type=password]' : '[data-testid=wb-greeting]'
    if (kind === 'index') {
      await page.goto(`${baseUrl}/login`)
      await page.getByTestId('login-account').fill(ACCOUNT)
      await page.getByTestId('login-password').fill(PASSWORD)
      await page.getByTestId('login-password').press('Enter')
      await page.getByTestId('wb-greeting').waitFor({ timeout: 30_000 })
      await page.goto('about:blank')
      await cdp.send('Network.enable')
      await cdp.send('Network.clearBrowserCache')
    }
    if (opts.offline) await page.route('**/api/**', () => {})
    await page.addInitScript(watchVisible, selector)
    await cdp.send('Performance.enable')
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(`${baseUrl}/${kind}`, { waitUntil: 'commit' })
    try {
      await page.waitForFunction(() => window.__visibleAt > 0, null, { polling: 20, timeout: 30_000 })
    } catch {
      return { visible: null }
    }
    const { metrics } = await cdp.send('Performance.getMetrics')
    const script = Math.round((metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000)
    if (!opts.offline) await page.waitForLoadState('networkidle')
    const { visible, entries } = await page.evaluate(() => ({
      visible: window.__visibleAt,
      entries: performance.getEntriesByType('resource').map((e) => ({
        name: e.name,
        start: e.startTime,
        encoded: e.encodedBodySize,
        decoded: e.decodedBodySize,
      })),
    }))
    const js = entries.filter((e) => isJs(e.name))
    const before = js.filter((e) => e.start < visible)
    const sum = (list, key) => list.reduce((n, e) => n + e[key], 0)
    return {
      visible: Math.round(visible),
      script,
      jsBefore: before.length,
      gzBefore: sum(before, 'encoded'),
      rawBefore: sum(before, 'decoded'),
      jsAll: js.length,
      gzAll: sum(js, 'encoded'),
      rawAll: sum(js, 'decoded'),
      apiBefore: entries.filter((e) => e.start < visible && new URL(e.name).pathname.startsWith('/api/'))
        .length,
    }
  } finally {
    await browser.close()
  }
}

const median = (xs) => {
  const s = xs.filter((x) => x !== null && x !== undefined).sort((a, b) => a - b)
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null
}
const kb = (n) => (n === null ? '—' : `${(n / 1024).toFixed(0)} KB`)

/**
 * Lighthouse on `url`; with `storage`, those localStorage entries are set first (a persistent
 * profile, so Lighthouse's tab sees them) and Lighthouse keeps them (no storage reset).
 */
async function lighthouseScores(url, storage) {
  const { default: lighthouse } = await import('lighthouse')
  const port = await freePort()
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'perf-web-profile-'))
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [...FLAGS, `--remote-debugging-port=${port}`],
  })
  try {
    if (storage) {
      const page = browser.pages()[0] ?? (await browser.newPage())
      await page.goto(new URL('/api/dev/config/sysBaseList', url).href)
      await page.evaluate((s) => {
        for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v)
      }, storage)
    }
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: !!storage,
    })
    const { categories, audits } = result.lhr
    // PERF_SAVE=dir keeps each report, to read the diagnostics behind a score.
    if (process.env.PERF_SAVE) {
      fs.mkdirSync(process.env.PERF_SAVE, { recursive: true })
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}${storage ? '_signed' : ''}.json`
      fs.writeFileSync(path.join(process.env.PERF_SAVE, name), JSON.stringify(result.lhr))
    }
    const score = (c) => Math.round((categories[c]?.score ?? 0) * 100)
    const failed = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id)
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: Math.round(audits['first-contentful-paint'].numericValue),
      lcp: Math.round(audits['largest-contentful-paint'].numericValue),
      tbt: Math.round(audits['total-blocking-time'].numericValue),
      cls: audits['cumulative-layout-shift'].numericValue.toFixed(3),
      si: Math.round(audits['speed-index'].numericValue),
      failed: failed.join(', '),
    }
  } finally {
    await browser.close()
    fs.rmSync(profile, { recursive: true, force: true })
  }
}

/** A phone (C-side) session on `s`: picture captcha and SMS code read from its database. */
async function phoneToken(s, phone) {
  const { default: Database } = await import('better-sqlite3')
  const db = new Database(path.join(s.dataDir, 'portal.db'), { readonly: true })
  const get = async (p, q) => (await (await fetch(`${s.url}/api${p}?${new URLSearchParams(q)}`)).json()).data
  try {
    const captcha = await get('/auth/c/getPicCaptcha', {})
    const validCode = db.prepare('SELECT code FROM sys_code WHERE id = ?').get(captcha.validCodeReqNo).code
    const reqNo = await get('/auth/c/getPhoneValidCode', {
      phone,
      validCode,
      validCodeReqNo: captcha.validCodeReqNo,
    })
    const sms = db.prepare('SELECT content FROM dev_sms WHERE phone = ?').get(phone).content
    const res = await fetch(`${s.url}/api/auth/c/doLoginByPhone`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone, validCode: /\d{6}/.exec(sms)[0], validCodeReqNo: reqNo }),
    })
    return (await res.json()).data
  } finally {
    db.close()
  }
}

const servers = []
try {
  for (const t of targets) servers.push({ ...t, ...(await startServer(t)) })
  const kinds = args.site || args.phone ? [] : args.only ? [args.only] : ['login', 'index']
  for (const kind of kinds) {
    const results = Object.fromEntries(servers.map((s) => [s.name, []]))
    for (let i = 0; i < RUNS; i++) for (const s of servers) results[s.name].push(await sample(s.url, kind))
    console.log(
      `\n## ${kind === 'login' ? '/login: password field' : '/index (session, cold cache): workbench greeting'} visible, median of ${RUNS}, CPU ×4`,
    )
    console.log(
      '| target | visible ms | script ms | JS req before | JS before (compressed / decoded) | API calls before | all JS after idle |',
    )
    console.log('|---|---|---|---|---|---|---|')
    for (const s of servers) {
      const r = results[s.name]
      const m = (k) => median(r.map((x) => x[k]))
      console.log(
        `| ${s.name} | ${m('visible')} | ${m('script')} | ${m('jsBefore')} | ${kb(m('gzBefore'))} / ${kb(m('rawBefore'))} | ${m('apiBefore')} | ${m('jsAll')} files, ${kb(m('gzAll'))} / ${kb(m('rawAll'))} |`,
      )
    }
    if (servers.length === 2) {
      const [a, b] = servers.map((s) => median(results[s.name].map((x) => x.visible)))
      if (a && b) console.log(`ratio this/base: ${(b / a).toFixed(2)}`)
    }
    if (kind === 'login') {
      for (const s of servers) {
        const r = await sample(s.url, 'login', { offline: true })
        console.log(
          `${s.name}: form with every /api call unanswered: ${r.visible ? `visible at ${r.visible} ms` : 'NOT visible in 30 s'}`,
        )
      }
    }
  }
  if (args.lighthouse) {
    console.log('\n## Lighthouse /login (mobile defaults)')
    console.log(
      '| target | performance | accessibility | best practices | SEO | FCP ms | LCP ms | failed audits |',
    )
    console.log('|---|---|---|---|---|---|---|---|')
    for (const s of servers) {
      const r = await lighthouseScores(`${s.url}/login`)
      console.log(
        `| ${s.name} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcp} | ${r.lcp} | ${r.failed} |`,
      )
    }
  }
  if (args.site) {
    console.log('\n## Lighthouse, public site (mobile defaults)')
    console.log(
      '| target | page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | SI ms | failed audits |',
    )
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|')
    for (const s of servers) {
      const news = await (await fetch(`${s.url}/api/biz/news/public/page?size=1`)).json()
      const pages = ['/home', '/newsList', `/vxNewsDetailContent/${news.data.records[0].id}`]
      for (const p of pages) {
        const r = await lighthouseScores(`${s.url}${p}`)
        console.log(
          `| ${s.name} | ${p} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcp} | ${r.lcp} | ${r.failed} |`,
        )
      }
    }
  }
  if (args.phone) {
    console.log('\n## Lighthouse, phone pages (mobile defaults)')
    console.log(
      '| target | page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | SI ms | failed audits |',
    )
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|')
    for (const s of servers) {
      const token = await phoneToken(s, '13900001234')
      const pages = [
        ['/contractor (sign-in)', '/contractor', undefined],
        ['/contractor (home)', '/contractor', { CLIENT_TOKEN: token }],
        ['/contractorsApply', '/contractorsApply', { CLIENT_TOKEN: token }],
        ['/contractorsApplyRecords', '/contractorsApplyRecords', { CLIENT_TOKEN: token }],
      ]
      for (const [name, p, storage] of pages) {
        if (args.page && !name.includes(args.page)) continue
        const runs = []
        for (let i = 0; i < Number(args['phone-runs']); i++)
          runs.push(await lighthouseScores(`${s.url}${p}`, storage))
        const r = runs.sort((a, b) => a.performance - b.performance)[Math.floor((runs.length - 1) / 2)]
        r.performance = `${r.performance} (${runs.map((x) => x.performance).join(', ')})`
        console.log(
          `| ${s.name} | ${name} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.si} | ${r.failed} |`,
        )
      }
    }
  }
} finally {
  for (const s of servers) s.stop()
}
