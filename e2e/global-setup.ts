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
  const deadline = Date.now() + 30_000
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
  throw new Error(`server did not answer ${url} within 30 s:\n${log()}`)
}

/**
 * `node server/dist/main.js` on a free port with `env` (a data folder, …) added to the suite's;
 * resolves once it answers, with its URL and a stop function.
 */
export async function startServer(env: Record<string, string>) {
  const port = await freePort()
  let output = ''
  const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    cwd: root,
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

/**
 * Starts the server on a fresh data folder; the tests find it through E2E_BASE_URL and
 * E2E_DATA_DIR. Returns the teardown that stops it and removes the folder.
 */
export default async function globalSetup(_config: FullConfig) {
  const main = path.join(root, 'server/dist/main.js')
  if (!fs.existsSync(main)) throw new Error(`${main} is missing: run \`npm run build\` first`)
  if (!fs.existsSync(path.join(root, 'web/dist/index.html'))) {
    throw new Error('web/dist is missing: run `npm run build` first')
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'))
  let server: Awaited<ReturnType<typeof startServer>>
  try {
    server = await startServer({ DATA_DIR: dataDir })
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  process.env.E2E_BASE_URL = server.baseURL
  process.env.E2E_DATA_DIR = dataDir

  return async () => {
    await server.stop()
    if (process.env.E2E_KEEP_DATA) console.log(`e2e data kept in ${dataDir}`)
    else fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
