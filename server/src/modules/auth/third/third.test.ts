import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../../core/ids.js'
import { nowIso } from '../../../core/time.js'
import { api, engines, type TestApp, tableCounts, testApp } from '../../../test/harness.js'
import { signInAt, startIssuer, type TestIssuer } from '../../../test/oidc.js'

// The web's /callback; the provider sends the browser there, the tests take the URL instead.
const REDIRECT = 'http://127.0.0.1:5999/callback'

let issuer: TestIssuer
beforeAll(async () => {
  issuer = await startIssuer([REDIRECT])
})
afterAll(() => issuer?.close())

describe.each(engines)('third-party login on $name', (engine) => {
  let t: TestApp
  let admin: ReturnType<typeof api>
  let providerId: string
  let roleId: string
  const provider = () => ({
    platform: 'local',
    name: '本地身份',
    nameEn: 'Local identity',
    kind: 'OIDC',
    issuer: issuer.issuer,
    clientId: issuer.clientId,
    clientSecret: issuer.clientSecret,
    scopes: 'openid profile',
    redirectUri: REDIRECT,
    enabled: true,
    autoCreate: false,
    sortCode: 0,
  })

  beforeAll(async () => {
    t = await testApp(engine)
    admin = api(t, await t.login())
    const added = await admin.post<string>('/api/auth/third/provider/add', provider())
    expect(added.code, added.msg).toBe(200)
    providerId = added.data
    roleId = newId()
    await t.app.db
      .insertInto('sysRole')
      .values({
        id: roleId,
        orgId: null,
        name: '第三方用户',
        code: 'thirdUsers',
        category: 'GLOBAL',
        sortCode: 0,
        remark: null,
        createdAt: nowIso(),
        createdUser: null,
        updatedAt: null,
        updatedUser: null,
      })
      .execute()
  })
  afterAll(() => t?.close())

  /** From the login button to the provider's redirect back: the callback's query. */
  const signIn = async (login: string, platform = 'local') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/third/render?platform=${platform}` })
    expect(res.statusCode, res.body).toBe(302)
    const back = await signInAt(res.headers.location as string, login)
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT)
    return Object.fromEntries(back.searchParams)
  }
  const callback = async (query: Record<string, string>, lang?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/third/callback',
      query,
      headers: lang ? { 'accept-language': lang } : {},
    })
    return res.json() as { code: number; msg: string; data: string | null }
  }
  const bind = (subject: string, userId: string) =>
    t.app.db
      .insertInto('authThirdUser')
      .values({ id: newId(), platform: 'local', subject, subjectName: null, userId, createdAt: nowIso() })
      .execute()

  it('lists the enabled provider for the login page, and never gives the secret back', async () => {
    const options = await api(t, '').get('/api/auth/third/options')
    expect(options.data).toEqual([
      { platform: 'local', name: '本地身份', nameEn: 'Local identity', kind: 'OIDC' },
    ])
    const list = await admin.get('/api/auth/third/provider/list')
    const local = list.data.find((p: { id: string }) => p.id === providerId)
    expect(local).toMatchObject({ platform: 'local', secretSet: true, enabled: true })
    expect(JSON.stringify(list)).not.toContain(issuer.clientSecret)
    // The presets are there, off.
    expect(list.data.map((p: { platform: string; enabled: boolean }) => [p.platform, p.enabled])).toEqual(
      expect.arrayContaining([
        ['wecom', false],
        ['dingtalk', false],
      ]),
    )
    // An edit with an empty secret keeps the stored one; the operation log has the change, masked.
    const edit = await admin.post('/api/auth/third/provider/edit', {
      ...provider(),
      id: providerId,
      clientSecret: '',
    })
    expect(edit.code, edit.msg).toBe(200)
    const row = await t.app.db
      .selectFrom('authThirdProvider')
      .select('clientSecret')
      .where('id', '=', providerId)
      .executeTakeFirstOrThrow()
    expect(row.clientSecret).toBe(issuer.clientSecret)
    const logged = await t.app.db
      .selectFrom('devLog')
      .select(['paramJson'])
      .where('category', '=', 'OPERATE')
      .where('reqUrl', 'in', ['/api/auth/third/provider/add', '/api/auth/third/provider/edit'])
      .execute()
    expect(logged).toHaveLength(2)
    expect(JSON.stringify(logged)).not.toContain(issuer.clientSecret)
  })

  it('refuses bad provider settings, naming what is missing, and writes nothing', async () => {
    const before = await tableCounts(t.app)
    const noIssuer = await admin.post('/api/auth/third/provider/add', {
      ...provider(),
      platform: 'x1',
      issuer: '',
    })
    expect(noIssuer.msg).toBe('OIDC 登录方式需要填写“issuer”')
    const dup = await admin.post('/api/auth/third/provider/add', provider())
    expect(dup.msg).toBe('登录方式编码“local”已存在')
    const http = await admin.post('/api/auth/third/provider/add', {
      ...provider(),
      platform: 'x2',
      issuer: 'http://idp.example.com',
    })
    expect(http.code).toBe(400)
    const auto = await admin.post('/api/auth/third/provider/add', {
      ...provider(),
      platform: 'x3',
      autoCreate: true,
    })
    expect(auto.msg).toBe('自动创建账号需要选择存在的组织和角色')
    // Only the four refusals, in the operation log as FAIL.
    expect(await tableCounts(t.app)).toEqual({ ...before, devLog: Number(before.devLog) + 4 })
  })

  it('logs a bound user in through the provider, as a password login does', async () => {
    const userId = await t.createUser('alice', 'Alice#1234')
    await bind('alice-sub', userId)
    const query = await signIn('alice-sub')
    expect(Object.keys(query)).toEqual(expect.arrayContaining(['code', 'state']))
    const res = await callback(query)
    expect(res.code, res.msg).toBe(200)
    const me = await api(t, res.data!).get('/api/auth/b/getLoginUser')
    expect(me.data.account).toBe('alice')
    const visit = await t.app.db
      .selectFrom('devLog')
      .select(['category', 'name', 'exeStatus', 'exeMessage'])
      .where('opUserId', '=', userId)
      .execute()
    expect(visit).toContainEqual({
      category: 'LOGIN',
      name: 'thirdLogin',
      exeStatus: 'SUCCESS',
      exeMessage: 'local',
    })
    // The state is spent: the same answer again is refused.
    const again = await callback(query)
    expect(again).toMatchObject({ code: 400, msg: '登录请求无效或已过期，请重新登录', data: null })
  })

  it('refuses an unbound subject with a clear message, and creates no account', async () => {
    const users = (await tableCounts(t.app)).sysUser
    const res = await callback(await signIn('stranger'), 'en')
    expect(res.msg).toBe(
      'This third-party account is not bound to an account here: log in with your password and bind it under Account binding in the user centre',
    )
    expect((await tableCounts(t.app)).sysUser).toBe(users)
    const log = await t.app.db
      .selectFrom('devLog')
      .select(['exeStatus', 'exeMessage'])
      .where('name', '=', 'thirdLogin')
      .where('exeStatus', '=', 'FAIL')
      .execute()
    expect(log.map((l) => l.exeMessage)).toContain('local: thirdUnbound')
  })

  it('refuses a forged state and a state of another flow', async () => {
    const real = await signIn('alice-sub')
    expect((await callback({ ...real, state: 'forged-state-value' })).code).toBe(400)
    // The real one still works after the forgery was refused.
    expect((await callback(real)).code).toBe(200)
    expect((await callback({ code: 'x', state: '' })).code).toBe(400)
  })

  it('refuses an answer whose ID token carries another nonce', async () => {
    const query = await signIn('alice-sub')
    await t.app.db.updateTable('authThirdState').set({ nonce: 'not-the-nonce-sent' }).execute()
    const res = await callback(query)
    expect(res).toMatchObject({ code: 400, msg: '第三方登录校验失败，请重新登录' })
  })

  it('creates an unbound subject in the chosen organisation with the chosen role when switched on', async () => {
    const on = await admin.post('/api/auth/third/provider/edit', {
      ...provider(),
      id: providerId,
      clientSecret: '',
      autoCreate: true,
      orgId: 'org-office',
      roleId,
    })
    expect(on.code, on.msg).toBe(200)
    const res = await callback(await signIn('newcomer'))
    expect(res.code, res.msg).toBe(200)
    const user = await t.app.db
      .selectFrom('sysUser')
      .select(['id', 'account', 'name', 'orgId'])
      .where('account', '=', 'local_newcomer')
      .executeTakeFirstOrThrow()
    expect(user).toMatchObject({ name: 'Name of newcomer', orgId: 'org-office' })
    const roles = await t.app.db
      .selectFrom('sysRelation')
      .select('targetId')
      .where('objectId', '=', user.id)
      .where('category', '=', 'USER_HAS_ROLE')
      .execute()
    expect(roles).toEqual([{ targetId: roleId }])
    // Next time the binding finds the same account.
    expect((await callback(await signIn('newcomer'))).code).toBe(200)
    expect(
      await t.app.db.selectFrom('sysUser').select('id').where('account', 'like', 'local_newcomer%').execute(),
    ).toHaveLength(1)
    // The admin's list shows it, searchable, and unbinding removes it.
    const page = await admin.get('/api/auth/third/page', { current: 1, size: 10, searchKey: 'newcomer' })
    expect(page.data.records).toHaveLength(1)
    expect(page.data.records[0]).toMatchObject({
      platform: 'local',
      subject: 'newcomer',
      userAccount: 'local_newcomer',
    })
    expect((await admin.post('/api/auth/third/unbind', [{ id: page.data.records[0].id }])).code).toBe(200)
    expect(
      (await admin.get('/api/auth/third/page', { current: 1, size: 10, searchKey: 'newcomer' })).data.total,
    ).toBe(0)
    expect((await admin.post('/api/auth/third/unbind', [{ id: page.data.records[0].id }])).code).toBe(404)
  })

  it('lets a user see and remove only their own bindings', async () => {
    const userId = await t.createUser('carol', 'Carol#1234')
    await bind('carol-sub', userId)
    const carol = api(t, await t.login('carol', 'Carol#1234'))
    const own = await carol.get('/api/auth/third/own', { current: 1, size: 10 })
    expect(own.data.records.map((r: { subject: string }) => r.subject)).toEqual(['carol-sub'])
    const alices = await admin.get('/api/auth/third/page', { current: 1, size: 10, searchKey: 'alice-sub' })
    expect((await carol.post('/api/auth/third/ownUnbind', [{ id: alices.data.records[0].id }])).code).toBe(
      404,
    )
    expect((await carol.post('/api/auth/third/ownUnbind', [{ id: own.data.records[0].id }])).code).toBe(200)
    expect((await carol.get('/api/auth/third/own', { current: 1, size: 10 })).data.total).toBe(0)
  })

  it('binds a logged-in user to the subject they sign in as, who then logs in with it', async () => {
    const daveId = await t.createUser('dave', 'Dave#12345')
    const dave = api(t, await t.login('dave', 'Dave#12345'))
    const begin = async (who = dave) => {
      const url = await who.get<string>('/api/auth/third/bindRender', { platform: 'local' })
      expect(url.code, url.msg).toBe(200)
      const back = await signInAt(url.data, 'dave-sub')
      return Object.fromEntries(back.searchParams)
    }
    // A binding's answer does not log anyone in, and a login's answer binds no one.
    const bindAnswer = await begin()
    expect((await callback(bindAnswer)).code).toBe(400)
    expect((await dave.post('/api/auth/third/bindCallback', await signIn('dave-sub'))).code).toBe(400)
    // Nor does it bind another user than the one who began it.
    const alice = api(t, await t.login('alice', 'Alice#1234'))
    expect((await alice.post('/api/auth/third/bindCallback', await begin())).code).toBe(400)

    const bound = await dave.post('/api/auth/third/bindCallback', await begin())
    expect(bound.code, bound.msg).toBe(200)
    expect(bound.data.platform).toBe('local')
    const login = await callback(await signIn('dave-sub'))
    expect(login.code, login.msg).toBe(200)
    expect((await api(t, login.data!).get('/api/auth/b/getLoginUser')).data.id).toBe(daveId)
    // Again: nothing changes. The same subject for another user, or another subject: refused.
    expect((await dave.post('/api/auth/third/bindCallback', await begin())).code).toBe(200)
    const before = await tableCounts(t.app)
    const aliceUrl = await alice.get<string>('/api/auth/third/bindRender', { platform: 'local' })
    const taken = await alice.post(
      '/api/auth/third/bindCallback',
      Object.fromEntries((await signInAt(aliceUrl.data, 'dave-sub')).searchParams),
    )
    expect(taken).toMatchObject({ code: 400, msg: '该本地身份账号已绑定其他用户' })
    const daveUrl = await dave.get<string>('/api/auth/third/bindRender', { platform: 'local' })
    const second = await dave.post(
      '/api/auth/third/bindCallback',
      Object.fromEntries((await signInAt(daveUrl.data, 'dave-other')).searchParams),
    )
    expect(second).toMatchObject({ code: 400, msg: '您已绑定另一个本地身份账号，请先解除绑定' })
    const after = await tableCounts(t.app)
    expect({ ...after, devLog: 0 }).toEqual({ ...before, devLog: 0 })
    const own = await dave.get('/api/auth/third/own', { current: 1, size: 10 })
    expect(own.data.records.map((r: { subject: string }) => r.subject)).toEqual(['dave-sub'])
  })

  it('refuses a disabled provider, at the start and at the end of a flow', async () => {
    const query = await signIn('alice-sub')
    expect(
      (
        await admin.post('/api/auth/third/provider/edit', {
          ...provider(),
          id: providerId,
          clientSecret: '',
          enabled: false,
        })
      ).code,
    ).toBe(200)
    expect((await callback(query)).msg).toBe('该第三方登录方式未启用')
    const render = await t.app.inject({ method: 'GET', url: '/api/auth/third/render?platform=local' })
    expect(render.json()).toMatchObject({ code: 400, msg: '该第三方登录方式未启用' })
    expect((await api(t, '').get('/api/auth/third/options')).data).toEqual([])
  })
})
