import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startServer } from '../global-setup'
import { ADMIN_ACCOUNT, ADMIN_PASSWORD, expect, submitLogin, test } from './fixtures'

/**
 * The split deployment of spec §7: the web built with VITE_CLOUD_SERVER=true sends its calls to
 * /api/webapp… (and /api/bizapp…, /custom…), and a server with API_SPLIT_PATHS=on answers them.
 * Its own build and server, beside the suite's.
 */
const root = path.resolve(import.meta.dirname, '../..')
let dir: string
let stopServer: (() => Promise<void>) | undefined
let base: string

test.beforeAll(async () => {
  test.setTimeout(180_000)
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-split-'))
  // CI builds it beforehand, beside the server suite (.ci/run): the same command.
  const prebuilt = process.env.E2E_SPLIT_WEB_DIST
  const dist = prebuilt || path.join(dir, 'web')
  if (!prebuilt || !fs.existsSync(path.join(prebuilt, 'index.html')))
    execFileSync(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dist],
      {
        cwd: path.join(root, 'web'),
        env: { ...process.env, VITE_CLOUD_SERVER: 'true' },
        stdio: 'ignore',
      },
    )
  const server = await startServer({
    DATA_DIR: path.join(dir, 'data'),
    WEB_DIST: dist,
    API_SPLIT_PATHS: 'on',
  })
  base = server.baseURL
  stopServer = server.stop
})

test.afterAll(async () => {
  await stopServer?.()
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

test('a web built for a split gateway calls /api/webapp…, and the server answers both forms', async ({
  page,
}) => {
  const calls: string[] = []
  page.on('request', (r) => {
    const { pathname } = new URL(r.url())
    if (r.url().startsWith(base) && /^\/(api|custom)\//.test(pathname)) calls.push(pathname)
  })
  await page.goto(`${base}/login`)
  await submitLogin(page, ADMIN_ACCOUNT, ADMIN_PASSWORD)
  await expect(page).toHaveURL(/\/index$/)
  await expect(page.getByTestId('wb-greeting')).toBeVisible()
  // A page of the back-office loads its list through the split path too.
  await page.goto(`${base}/sys/user`)
  await expect(page.locator('.ant-table-row').first()).toBeVisible()

  expect(calls.length).toBeGreaterThan(3)
  expect(calls.filter((p) => !p.startsWith('/api/webapp/'))).toEqual([])
  expect(calls).toContain('/api/webapp/auth/b/doLogin')
  expect(calls.some((p) => p.startsWith('/api/webapp/sys/user/page'))).toBe(true)

  // The server still answers the plain form (a gateway may pass either on).
  const plain = await page.request.get(`${base}/api/dev/config/sysBaseList`)
  expect((await plain.json()).code).toBe(200)
})
