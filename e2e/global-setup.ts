import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { FullConfig } from '@playwright/test'

const root = path.resolve(import.meta.dirname, '..')
export const ADMIN_ACCOUNT = 'superAdmin'
export const ADMIN_PASSWORD = 'Admin@12345'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  // A first start writes the sample content (pictures included): slow on a busy machine.
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`)
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`server did not answer ${url} within 120 s:\n${log()}`)
}

/**
 * `node server/dist/main.js` of the checkout `from` (this one unless given) on a free port with `env`
 * (a data folder, …) added to the suite's; resolves once it answers, with its URL and a stop function.
 */
export async function startServer(env: Record<string, string>, from = root) {
  const port = await freePort()
  let output = ''
  const child = spawn(process.execPath, [path.join(from, 'server/dist/main.js')], {
    cwd: from,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      ADMIN_ACCOUNT,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      // The suite logs in more often than the per-IP limit of one minute allows.
      RATE_LIMIT: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const baseURL = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((r) => child.once('exit', r))
    child.kill('SIGTERM')
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))])
    if (child.exitCode === null) child.kill('SIGKILL')
  }
  try {
    await waitUntilUp(`${baseURL}/api/dev/config/sysBaseList`, child, () => output)
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  return { baseURL, stop }
}

/** The servers global-setup started, one per worker lane (`TEST_PARALLEL_INDEX`): URL and data folder. */
export type Lanes = Array<{ baseURL: string; dataDir: string }>

/**
 * Starts one server per worker, each on a fresh data folder, so that tests running side by side
 * never see each other's rows, settings or sign-in locks; the tests find theirs through E2E_LANES
 * (see tests/fixtures.ts). Returns the teardown that stops them and removes the folders.
 */
export default async function globalSetup(config: FullConfig) {
  const main = path.join(root, 'server/dist/main.js')
  if (!fs.existsSync(main)) throw new Error(`${main} is missing: run \`npm run build\` first`)
  if (!fs.existsSync(path.join(root, 'web/dist/index.html'))) {
    throw new Error('web/dist is missing: run `npm run build` first')
  }
  const dataDirs = Array.from({ length: Math.max(1, config.workers) }, () =>
    fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-')),
  )
  const started = await Promise.allSettled(dataDirs.map((dataDir) => startServer({ DATA_DIR: dataDir })))
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []))
  const teardown = async () => {
    await Promise.all(servers.map((s) => s.stop()))
    if (process.env.E2E_KEEP_DATA) console.log(`e2e data kept in ${dataDirs.join(', ')}`)
    else for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true })
  }
  const failed = started.find((s) => s.status === 'rejected')
  if (failed) {
    await teardown()
    throw failed.reason
  }
  const lanes: Lanes = servers.map((s, i) => ({ baseURL: s.baseURL, dataDir: dataDirs[i]! }))
  process.env.E2E_LANES = JSON.stringify(lanes)
  return teardown
}
