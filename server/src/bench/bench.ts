import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import Fastify from 'fastify'
import smCrypto from 'sm-crypto'
import { boot } from '../boot.js'
import { loadConfig } from '../core/config.js'

/**
 * `npm run bench`: each endpoint of the real server (SQLite, loopback) next to a bare Fastify
 * handler measured in the same run; the ratio is what to compare between runs on a shared machine.
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)

async function measure(title: string, url: string, headers: Record<string, string> = {}) {
  const r = await autocannon({ url, headers, duration: DURATION, connections: CONNECTIONS })
  if (r.non2xx || r.errors) throw new Error(`${title}: ${r.non2xx} non-2xx responses, ${r.errors} errors`)
  return { title, rps: r.requests.average, p99: r.latency.p99 }
}

const bare = Fastify({ logger: false })
bare.get('/bare', async () => ({ code: 200, msg: 'ok', data: null }))
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' })

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'))
const password = 'Bench#12345'
const { app } = await boot(
  loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: password, LOG_LEVEL: 'warn', RATE_LIMIT: 'off' }),
)
const base = await app.listen({ port: 0, host: '127.0.0.1' })
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/b/doLogin',
  payload: { account: 'superAdmin', password: smCrypto.sm2.doEncrypt(password, app.sm2.publicKey, 1) },
})
const token = login.json().data as string

const rows = []
try {
  rows.push(await measure('bare Fastify handler (baseline)', `${bareUrl}/bare`))
  rows.push(await measure('GET /api/dev/config/sysBaseList', `${base}/api/dev/config/sysBaseList`))
  rows.push(await measure('GET /api/auth/b/getLoginUser', `${base}/api/auth/b/getLoginUser`, { token }))
  rows.push(
    await measure('GET /api/sys/userCenter/loginMenu', `${base}/api/sys/userCenter/loginMenu`, { token }),
  )
} finally {
  await app.close()
  await bare.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
}

const baseline = rows[0]!
process.stdout.write(`\n${DURATION}s each, ${CONNECTIONS} connections, SQLite, ${os.cpus().length} cores\n\n`)
process.stdout.write(
  `${'endpoint'.padEnd(38)}${'req/s'.padStart(10)}${'p99 ms'.padStart(9)}${'ratio'.padStart(9)}\n`,
)
for (const r of rows) {
  const ratio = (r.rps / baseline.rps).toFixed(3)
  process.stdout.write(
    `${r.title.padEnd(38)}${r.rps.toFixed(0).padStart(10)}${String(r.p99).padStart(9)}${ratio.padStart(9)}\n`,
  )
}
process.stdout.write('\nratio = endpoint req/s ÷ bare handler req/s in this run\n')
