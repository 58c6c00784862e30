import { type ChildProcess, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import autocannon from 'autocannon'
import SQLite from 'better-sqlite3'
import smCrypto from 'sm-crypto'

/** What the benches share: processes of their own for the server and the yardstick, autocannon here. */

export const DURATION = Number(process.env.BENCH_SECONDS ?? 5)

/** A phone user with a session of `token` (a day long), seeded straight into the bench's database. */
export function seedClient(db: SQLite.Database, id: string, phone: string, token: string) {
  const now = new Date().toISOString()
  db.prepare('insert into client_user (id, phone, status, created_at) values (?, ?, ?, ?)').run(
    id,
    phone,
    'ENABLE',
    now,
  )
  db.prepare(
    'insert into client_session (id, client_user_id, ip, user_agent, created_at, last_seen_at, expires_at) values (?, ?, null, null, ?, ?, ?)',
  ).run(
    createHash('sha256').update(token).digest('hex'),
    id,
    now,
    now,
    new Date(Date.now() + 86_400_000).toISOString(),
  )
}
export const PASSWORD = 'Bench#12345'
const here = import.meta.dirname

export interface Figure {
  rps: number
  p50: number
  p99: number
  /** Requests that did not answer 2xx (or 304, a repeat's answer), or failed. */
  bad: number
}

/** Starts `node args…` and waits for a stdout line matching `ready`. */
export async function start(args: string[], env: Record<string, string>, ready: RegExp) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const match = await new Promise<RegExpMatchArray>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! })
    lines.on('line', (line) => {
      const m = line.match(ready)
      if (m) resolve(m)
      // The server's slow-query warnings say where a figure's time went.
      else if (line.includes('slow query')) process.stderr.write(`    ${line.slice(0, 400)}\n`)
    })
    child.once('exit', (code) => reject(new Error(`${args[0]} exited with ${code} before it was ready`)))
  })
  return { child, match }
}

export function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

export async function measure(
  url: string,
  opts: {
    connections?: number
    headers?: Record<string, string>
    paths?: string[]
    method?: 'GET' | 'POST'
    body?: string
    seconds?: number
  } = {},
): Promise<Figure> {
  const r = await autocannon({
    url,
    connections: opts.connections ?? 10,
    duration: opts.seconds ?? DURATION,
    headers: { 'content-type': 'application/json', ...opts.headers },
    method: opts.method ?? 'GET',
    body: opts.body,
    requests: opts.paths?.map((p) => ({ path: p })),
  })
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx - r['3xx'] + r.errors + r.timeouts,
  }
}

/** Waits until the server has answered what autocannon left in flight (a slow server queues them). */
export async function idle(base: string) {
  await fetch(`${base}/api/dev/config/sysBaseList`, { signal: AbortSignal.timeout(600_000) })
}

/**
 * The yardstick and a server (`entry`) on a fresh SQLite data folder, captcha off; `work` gets their
 * addresses, the database file and the super admin's login, and both stop after it.
 */
export async function withServer<T>(
  entry: string,
  work: (s: {
    bareUrl: string
    base: string
    file: string
    headers: Record<string, string>
    loginBody: string
    /** The super admin's password hash (the argon2 floor verifies it). */
    hash: string
  }) => Promise<T>,
  /** More settings for the server (the site bench gives it the web build). */
  env: Record<string, string> = {},
): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'))
  const file = path.join(dataDir, 'portal.db')
  const bare = await start([path.join(here, 'bare.js')], {}, /^ready (\S+)/)
  const server = await start(
    [entry],
    {
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: PASSWORD,
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
      JOBS: 'off',
      SLOW_QUERY_MS: process.env.BENCH_SLOW_MS ?? '100',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...env,
    },
    /Portal ready at (\S+)/,
  )
  try {
    const base = server.match[1]!
    const db = new SQLite(file)
    db.prepare(
      "update dev_config set config_value = 'false' where config_key = 'SNOWY_SYS_DEFAULT_CAPTCHA_OPEN'",
    ).run()
    const hash = (
      db.prepare("select password_hash from sys_user where account = 'superAdmin'").get() as {
        password_hash: string
      }
    ).password_hash
    db.close()
    const publicKey = (
      (await (await fetch(`${base}/api/dev/config/sysBaseList`)).json()) as {
        data: Array<{ configKey: string; configValue: string }>
      }
    ).data.find((c) => c.configKey === 'SNOWY_SYS_SM2_PUBLIC_KEY')!.configValue
    const loginBody = JSON.stringify({
      account: 'superAdmin',
      password: smCrypto.sm2.doEncrypt(PASSWORD, publicKey, 1),
    })
    const login = (await (
      await fetch(`${base}/api/auth/b/doLogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: loginBody,
      })
    ).json()) as { code: number; data: string; msg: string }
    if (login.code !== 200) throw new Error(`login failed: ${login.msg}`)
    return await work({
      bareUrl: `${bare.match[1]}/bare`,
      base,
      file,
      headers: { token: login.data },
      loginBody,
      hash,
    })
  } finally {
    await stop(server.child)
    await stop(bare.child)
    // BENCH_KEEP=1 leaves the seeded data folder, to look into a figure by hand.
    if (process.env.BENCH_KEEP) process.stderr.write(`  data kept in ${dataDir}\n`)
    else fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

export const pad = (s: string, n: number) => s.padStart(n)

/** A figure of errors measures nothing: the first paths are asked once and must answer code 200. */
export async function expectOk(base: string, paths: string[], headers: Record<string, string>) {
  for (const p of paths.slice(0, 3)) {
    const body = (await (await fetch(`${base}${p}`, { headers })).json()) as { code: number; msg: string }
    if (body.code !== 200) throw new Error(`${p} answered ${body.code}: ${body.msg}`)
  }
}

export type Results = Record<string, Figure>

/**
 * A bench's GET figures into `out`: `get(key, paths)` checks the first paths answer, warms up for a
 * second, measures, and waits until the server has answered what was left in flight.
 */
export function measurer(out: Results, base: string, headers: Record<string, string>) {
  return async (key: string, paths: string[], connections = 10, h = headers) => {
    await expectOk(base, paths, h)
    await measure(base, { headers: h, paths, connections, seconds: 1 })
    out[key] = await measure(base, { headers: h, paths, connections })
    await idle(base)
  }
}

/** `count` paths of `url` with `current` spread over `pages` pages (each asked about once). */
export const spread = (url: string, pages: number, count = 20_000) =>
  Array.from({ length: count }, (_, i) => `${url}&current=${1 + ((i * 7919) % pages)}`)

/** `url` followed by each value, encoded: one path each. */
export const each = (url: string, values: readonly string[]) =>
  values.map((v) => `${url}${encodeURIComponent(v)}`)

/**
 * The list benches' frame: runs `run` on BENCH_BASE's server (if set) then on this one
 * (BENCH_SERVER, else `defaultEntry`), and prints each call's req/s, p50, p99 and ratio to the bare
 * handler of the same run, then whether each goal holds.
 */
export async function benchLists(opts: {
  what: string
  defaultEntry: string
  rows: number
  calls: Array<[key: string, title: string]>
  goals: Array<[string, (r: Results) => boolean]>
  run: (entry: string) => Promise<Results>
}) {
  const targets: Array<[string, string]> = []
  // BENCH_BASE=<checkout>/server/dist/main.js measures another checkout's server first, in this run.
  if (process.env.BENCH_BASE) targets.push(['base', path.resolve(process.env.BENCH_BASE)])
  targets.push(['this', path.resolve(process.env.BENCH_SERVER ?? opts.defaultEntry)])
  const results: Array<[string, Results]> = []
  for (const [label, entry] of targets) {
    process.stderr.write(`${opts.what}, ${label}: ${entry}\n`)
    results.push([label, await opts.run(entry)])
  }
  let text = `\n${DURATION} s each, 10 connections unless said, SQLite, ${os.cpus().length} cores, Node ${process.version}, ${opts.rows.toLocaleString('en')} rows a list\n\n`
  text += `${'call'.padEnd(42)}${results.map(([l]) => `${pad(l, 8)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('ratio', 8)}   `).join('')}\n`
  for (const [key, title] of opts.calls) {
    text += title.padEnd(42)
    for (const [, r] of results) {
      const f = r[key]!
      text += `${pad(f.rps.toFixed(0), 8)}${pad(String(f.p50), 8)}${pad(String(f.p99), 8)}${pad((f.rps / r.bare!.rps).toFixed(3), 8)}${f.bad ? ' ! ' : '   '}`
    }
    text += '\n'
  }
  text +=
    '\nratio = req/s ÷ the bare handler’s req/s in the same run; ! = some requests failed or timed out\n'
  text += `\n${'goal'.padEnd(50)}${results.map(([l]) => pad(l, 8)).join('')}\n`
  for (const [title, holds] of opts.goals)
    text += `${title.padEnd(50)}${results.map(([, r]) => pad(holds(r) ? 'holds' : 'NO', 8)).join('')}\n`
  process.stdout.write(text)
}
