import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, engines, serverProcess, type TestApp, testApp } from './harness.js'

/** A second server process on the test's database; resolves its URL. */
async function secondProcess(databaseUrl: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-second-'))
  const server = await serverProcess({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dir,
    RATE_LIMIT: 'off',
    WEB_DIST: path.join(dir, 'no-web'),
  })
  return { ...server, dir }
}

/** Polls `check` until it holds or `ms` have passed; returns whether it held. */
async function eventually(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await check()) return true
    await new Promise((r) => setTimeout(r, 250))
  }
  return check()
}

describe.each(engines)('two server processes on one $name database', (engine) => {
  let t: TestApp
  let second: Awaited<ReturnType<typeof secondProcess>>
  beforeAll(async () => {
    t = await testApp(engine)
    second = await secondProcess(t.url)
  }, 60_000)
  afterAll(async () => {
    second?.child.kill('SIGTERM')
    if (second) await new Promise((r) => second.child.once('exit', r))
    await t?.close()
    if (second) fs.rmSync(second.dir, { recursive: true, force: true })
  })

  it('a grant, a role or a user changed in one is seen by the other within its cache time', async () => {
    const admin = api(t, await t.login())
    // A role holding the user page and its add button, given to a new user.
    const roleId = (
      await admin.post('/api/sys/role/add', { name: '双进程', code: 'twoProc', category: 'GLOBAL' })
    ).data as string
    const userId = await t.createUser('twoproc', 'TwoProc#2026')
    expect((await admin.post('/api/sys/role/grantUser', { id: roleId, userIdList: [userId] })).code).toBe(200)
    expect(
      (
        await admin.post('/api/sys/role/grantResource', {
          id: roleId,
          resourceIdList: ['menu-sys-user', 'btn-sysUserAdd'],
        })
      ).code,
    ).toBe(200)
    // The user works on the second process, which now caches the session, grants, user and menu.
    const token = await t.login('twoproc', 'TwoProc#2026')
    const get = async (url: string) =>
      (await (await fetch(`${second.base}${url}`, { headers: { token } })).json()) as {
        code: number
        data: { buttonCodeList: string[]; name: string } & unknown[]
      }
    const me = await get('/api/auth/b/getLoginUser')
    expect(me.data.buttonCodeList).toContain('sysUserAdd')
    expect((await get('/api/sys/userCenter/loginMenu')).code).toBe(200)
    // The same page asked twice, so its answer is kept there (`core/list.ts`, deferred queries).
    const listed = async () =>
      (await get('/api/sys/user/page?current=1&size=10&account=twoproc')).data as unknown as {
        records: Array<{ name: string }>
      }
    expect((await listed()).records[0]?.name).toBe((await listed()).records[0]?.name)

    // The first process takes the button away and renames the user.
    expect(
      (await admin.post('/api/sys/role/grantResource', { id: roleId, resourceIdList: ['menu-sys-user'] }))
        .code,
    ).toBe(200)
    const detail = (await admin.get('/api/sys/user/detail', { id: userId })).data
    expect((await admin.post('/api/sys/user/edit', { ...detail, name: '改名后' })).code).toBe(200)
    // The second sees both within its 5 s cache (10 s allowed here for a loaded machine).
    expect(
      await eventually(async () => {
        const now = await get('/api/auth/b/getLoginUser')
        return (
          !now.data.buttonCodeList.includes('sysUserAdd') &&
          now.data.name === '改名后' &&
          (await listed()).records[0]?.name === '改名后'
        )
      }, 10_000),
    ).toBe(true)

    // Taking the role away closes the page there too; disabling the user ends the session.
    expect((await admin.post('/api/sys/role/grantUser', { id: roleId, userIdList: [] })).code).toBe(200)
    expect(
      await eventually(async () => (await get('/api/sys/user/page?current=1&size=10')).code === 403, 10_000),
    ).toBe(true)
    expect((await admin.post('/api/sys/user/updateStatus', { id: userId, userStatus: 'DISABLE' })).code).toBe(
      200,
    )
    expect(await eventually(async () => (await get('/api/auth/b/getLoginUser')).code !== 200, 10_000)).toBe(
      true,
    )
  }, 60_000)
})
