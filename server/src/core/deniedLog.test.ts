import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase } from '../db/index.js'
import { api, dataCounts, engines, type TestApp, tableCounts, testApp } from '../test/harness.js'
import { DENIED_WINDOW_MS, writeDenied } from './log.js'

describe.each(engines)('denied calls on $name', (engine) => {
  let t: TestApp
  let userId: string
  let token: string
  const deniedRows = (url: string) =>
    t.app.db
      .selectFrom('devLog')
      .selectAll()
      .where('category', '=', 'DENIED')
      .where('opUserId', '=', userId)
      .where('reqUrl', '=', url)
      .execute()
  const post = (url: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { token, 'user-agent': 'Probe/1.0' },
    })

  beforeAll(async () => {
    t = await testApp(engine)
    userId = await t.createUser('lowly', 'Lowly#Pass2026')
    token = await t.login('lowly', 'Lowly#Pass2026')
  })
  afterAll(() => t?.close())

  it('logs a delete refused for want of the button: who, what, from where, and nothing else written', async () => {
    const before = await tableCounts(t.app)
    const data = await dataCounts(t.app)
    const res = await post('/api/sys/user/delete', [{ id: 'user-emp-01' }])
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ code: 403, data: null })
    expect(await dataCounts(t.app)).toEqual(data)
    expect((await tableCounts(t.app)).devLog).toBe(before.devLog! + 1)
    const rows = await deniedRows('/api/sys/user/delete')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      exeStatus: 'FAIL',
      exeMessage: '没有权限执行此操作',
      opUser: 'lowly',
      reqMethod: 'POST',
      opIp: '127.0.0.1',
      opBrowser: 'Probe/1.0',
      hitCount: 1,
    })
    expect(JSON.parse(rows[0]!.resultJson!)).toEqual({
      code: 403,
      msg: '没有权限执行此操作',
      permission: 'sysUserDelete',
      reason: 'forbidden',
    })
  })

  it('counts a burst of 50 refusals in a bounded number of rows', async () => {
    const started = Date.now()
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        post('/api/sys/user/grantRole', { id: 'user-emp-01', roleIdList: [] }),
      ),
    )
    expect(answers.every((r) => r.statusCode === 403)).toBe(true)
    const windows = Math.floor((Date.now() - started) / DENIED_WINDOW_MS) + 2
    const rows = await deniedRows('/api/sys/user/grantRole')
    expect(rows.length).toBeGreaterThanOrEqual(1)
    expect(rows.length).toBeLessThanOrEqual(windows)
    expect(rows.reduce((n, r) => n + r.hitCount, 0)).toBe(50)
  })

  it('adds to one row from several processes sharing the database', async () => {
    const other = createDatabase(t.url)
    try {
      const now = Date.now()
      const entry = {
        name: 'probe',
        exeStatus: 'FAIL' as const,
        ip: '10.0.0.1',
        userAgent: null,
        reqMethod: 'POST',
        reqUrl: '/api/test/twoProcesses',
        opUser: 'lowly',
        opUserId: userId,
      }
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => writeDenied(i % 2 ? other.db : t.app.db, entry, now)),
      )
      const rows = await deniedRows('/api/test/twoProcesses')
      expect(rows.map((r) => r.hitCount)).toEqual([20])
      // The next window starts a new row.
      await writeDenied(other.db, entry, now + DENIED_WINDOW_MS)
      expect((await deniedRows('/api/test/twoProcesses')).map((r) => r.hitCount).sort()).toEqual([1, 20])
    } finally {
      await other.destroy()
    }
  })

  it('logs out-of-scope refusals in handlers, and not the password-change-first ones', async () => {
    // A user holding the user page with its default scope (their organisation and below) asks for a
    // user of another organisation.
    const admin = api(t, await t.login())
    const roleId = (
      await admin.post('/api/sys/role/add', { name: '用户查看', code: 'userViewer', category: 'GLOBAL' })
    ).data as string
    const menu = await t.app.db.selectFrom('sysResource').select('id').where('code', '=', 'sysUser').execute()
    await admin.post('/api/sys/role/grantResource', { id: roleId, resourceIdList: menu.map((m) => m.id) })
    await admin.post('/api/sys/user/grantRole', { id: userId, roleIdList: [roleId] })
    const me = api(t, token)
    expect((await me.get('/api/sys/user/detail', { id: 'user-emp-04' })).status).toBe(403)
    const rows = await deniedRows('/api/sys/user/detail')
    expect(rows).toHaveLength(1)
    expect(JSON.parse(rows[0]!.resultJson!)).toMatchObject({ permission: 'sysUser', reason: 'outOfScope' })

    await t.app.db.updateTable('sysUser').set({ passwordMustChange: 1 }).where('id', '=', userId).execute()
    t.app.sessions.clearCache()
    expect((await me.get('/api/sys/userCenter/loginOrgTree')).status).toBe(403)
    expect(await deniedRows('/api/sys/userCenter/loginOrgTree')).toEqual([])
    await t.app.db.updateTable('sysUser').set({ passwordMustChange: 0 }).where('id', '=', userId).execute()
    t.app.sessions.clearCache()
  })

  it('shows them on the operation log page, by category', async () => {
    const admin = api(t, await t.login())
    const page = await admin.get('/api/dev/log/op/page', { category: 'DENIED', size: 100 })
    expect(page.code).toBe(200)
    const records = page.data.records as Array<{ category: string; hitCount: number; reqUrl: string }>
    expect(records.length).toBeGreaterThanOrEqual(3)
    expect(records.every((r) => r.category === 'DENIED')).toBe(true)
    expect(records.find((r) => r.reqUrl === '/api/sys/user/delete')?.hitCount).toBe(1)
    const byCategory = await admin.get('/api/dev/log/op/countByCategory')
    expect(byCategory.data).toContainEqual({ category: 'DENIED', count: records.length })
  })
})
