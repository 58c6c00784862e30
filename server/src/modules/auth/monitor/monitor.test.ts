import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../../core/ids.js'
import { Relation } from '../../../core/permissions.js'
import { Sessions } from '../../../core/session.js'
import { api, dataCounts, engines, type TestApp, testApp } from '../../../test/harness.js'

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'

describe.each(engines)('sessions monitor on $name', (engine) => {
  let t: TestApp
  let admin: ReturnType<typeof api>
  let adminToken: string
  let victimId: string
  beforeAll(async () => {
    t = await testApp(engine)
    adminToken = await t.login()
    admin = api(t, adminToken)
    victimId = await t.createUser('victim', 'Victim@12345')
  })
  afterAll(() => t?.close())

  /** Logs `account` in from a browser of its own; returns the token. */
  async function loginAs(account: string, password: string, userAgent = FIREFOX_LINUX) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/b/doLogin',
      payload: { account, password: t.encrypt(password) },
      headers: { 'user-agent': userAgent },
    })
    return res.json().data as string
  }
  const sessionsOf = async (account: string) =>
    (await admin.get('/api/auth/monitor/page', { searchKey: account, size: 100 })).data.records.filter(
      (r: { account: string }) => r.account === account,
    )

  it('lists who is online with browser, side and times, searched by account, name and IP', async () => {
    await loginAs('victim', 'Victim@12345')
    const page = await admin.get('/api/auth/monitor/page')
    expect(page.code).toBe(200)
    const mine = page.data.records.find((r: { current: boolean }) => r.current)
    expect(mine).toMatchObject({ account: 'superAdmin', client: 'B' })
    const [victim] = await sessionsOf('victim')
    expect(victim).toMatchObject({
      userId: victimId,
      name: '用户victim',
      client: 'B',
      browser: 'Firefox 133',
      os: 'Linux',
      current: false,
      userAgent: FIREFOX_LINUX,
    })
    expect(Date.parse(victim.expiresAt)).toBeGreaterThan(Date.parse(victim.createdAt))
    expect((await admin.get('/api/auth/monitor/page', { searchKey: 'vic' })).data.records).toHaveLength(1)
    expect((await admin.get('/api/auth/monitor/page', { name: '用户vi' })).data.total).toBe(1)
    expect((await admin.get('/api/auth/monitor/page', { ip: victim.ip })).data.total).toBeGreaterThanOrEqual(
      1,
    )
    expect((await admin.get('/api/auth/monitor/page', { client: 'C' })).data.total).toBe(0)
    expect((await admin.get('/api/auth/monitor/page', { sortField: 'createdAt' })).code).toBe(200)
  })

  it('counts online sessions and users per side and the logins of today', async () => {
    const f = (await admin.get('/api/auth/monitor/figures')).data
    expect(f.onlineSessions).toBeGreaterThanOrEqual(2)
    expect(f.onlineUsers).toBeGreaterThanOrEqual(2)
    expect(f.bySide).toMatchObject({ C: 0 })
    expect(f.bySide.B).toBe(f.onlineSessions)
    expect(f.loginsToday).toBeGreaterThanOrEqual(2)
    expect(f.idleMinutes).toBe(24 * 60)
  })

  it('refuses to kick the caller’s own current session, writing nothing', async () => {
    const [mine] = (
      await admin.get('/api/auth/monitor/page', { searchKey: 'superAdmin' })
    ).data.records.filter((r: { current: boolean }) => r.current)
    const before = await dataCounts(t.app)
    const res = await admin.post('/api/auth/monitor/kick', { id: mine.id })
    expect(res.status).toBe(400)
    expect(res.msg).toBe('不能踢出自己当前的会话，请使用退出登录')
    expect(await dataCounts(t.app)).toEqual(before)
    expect((await admin.get('/api/auth/monitor/figures')).code).toBe(200)
    expect((await admin.post('/api/auth/monitor/kick', { id: 'gone' })).status).toBe(404)
  })

  it('kicks one session: its next call gets the login-expired answer, here and in another process', async () => {
    const token = await loginAs('victim', 'Victim@12345')
    const victim = api(t, token)
    expect((await victim.get('/api/auth/b/getLoginUser')).code).toBe(200)
    // Another process sharing the database: its cache holds the session until it lets go (5 s).
    const other = new Sessions(t.app.db, 3_600_000, 3_600_000)
    expect(await other.resolve(token)).not.toBeNull()
    // The first test's session and this one.
    const all = await sessionsOf('victim')
    expect(all).toHaveLength(2)
    for (const s of all) expect((await admin.post('/api/auth/monitor/kick', { id: s.id })).code).toBe(200)
    const after = await victim.get('/api/auth/b/getLoginUser')
    expect(after.status).toBe(401)
    expect(after.code).toBe(401)
    other.clearCache() // the other process's 5 s have passed
    expect(await other.resolve(token)).toBeNull()
    expect(await sessionsOf('victim')).toHaveLength(0)
    const log = await t.app.db
      .selectFrom('devLog')
      .select(['name', 'exeStatus', 'paramJson'])
      .where('category', '=', 'OPERATE')
      .where('reqUrl', 'like', '/api/auth/monitor/kick%')
      .execute()
    expect(log.filter((l) => l.exeStatus === 'SUCCESS')).toHaveLength(2)
  })

  it('kicks every session of a user; for oneself every other session', async () => {
    const tokens = [await loginAs('victim', 'Victim@12345'), await loginAs('victim', 'Victim@12345')]
    expect(await sessionsOf('victim')).toHaveLength(2)
    expect((await admin.post('/api/auth/monitor/kickUser', { userId: victimId })).code).toBe(200)
    for (const token of tokens) expect((await api(t, token).get('/api/auth/b/getLoginUser')).code).toBe(401)
    const second = await t.login()
    expect((await admin.post('/api/auth/monitor/kickUser', { userId: 'user-super-admin' })).code).toBe(200)
    expect((await admin.get('/api/auth/monitor/figures')).code).toBe(200)
    expect((await api(t, second).get('/api/auth/b/getLoginUser')).code).toBe(401)
    expect((await admin.post('/api/auth/monitor/kickUser', { userId: 'nobody' })).status).toBe(404)
  })

  it('lets a holder of the buttons kick others, but not the super admin', async () => {
    const holderId = await t.createUser('holder', 'Holder@12345')
    await t.app.db
      .insertInto('sysRelation')
      .values(
        ['menu-auth-monitor', 'btn-authMonitorKick', 'btn-authMonitorKickUser'].map((targetId) => ({
          id: newId(),
          category: Relation.userHasResource,
          objectId: holderId,
          targetId,
          extJson: null,
        })),
      )
      .execute()
    const holder = api(t, await loginAs('holder', 'Holder@12345'), 'en')
    await loginAs('victim', 'Victim@12345')
    const page = (await holder.get('/api/auth/monitor/page', { size: 100 })).data.records
    const adminSession = page.find((r: { account: string }) => r.account === 'superAdmin')
    const victimSession = page.find((r: { account: string }) => r.account === 'victim')
    const before = await dataCounts(t.app)
    const refused = await holder.post('/api/auth/monitor/kick', { id: adminSession.id })
    expect(refused.status).toBe(403)
    expect(refused.msg).toBe("Only the super admin may kick out the super admin's sessions")
    expect((await holder.post('/api/auth/monitor/kickUser', { userId: 'user-super-admin' })).status).toBe(403)
    expect(await dataCounts(t.app)).toEqual(before)
    expect((await holder.post('/api/auth/monitor/kick', { id: victimSession.id })).code).toBe(200)
    expect((await admin.get('/api/auth/b/getLoginUser')).code).toBe(200)
  })
})
