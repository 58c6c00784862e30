import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_PASSWORD, engines, type TestApp, testApp } from '../../../test/harness.js'

const inject = (
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  opts: { token?: string; payload?: unknown; lang?: string } = {},
) =>
  t.app
    .inject({
      method,
      url,
      headers: {
        ...(opts.token ? { token: opts.token } : {}),
        ...(opts.lang ? { 'accept-language': opts.lang } : {}),
      },
      ...(opts.payload !== undefined ? { payload: opts.payload as object } : {}),
    })
    .then((r) => ({ status: r.statusCode, body: r.json() as { code: number; msg: string; data: unknown } }))

describe.each(engines)('auth on $name', (engine) => {
  let t: TestApp
  beforeAll(async () => {
    t = await testApp(engine)
  })
  afterAll(() => t?.close())

  const doLogin = (account: string, password: string, extra: Record<string, string> = {}, lang?: string) =>
    inject(t, 'POST', '/api/auth/b/doLogin', {
      payload: { account, password: t.encrypt(password), ...extra },
      lang,
    })

  const setConfig = (key: string, value: string) =>
    t.app.db.updateTable('devConfig').set({ configValue: value }).where('configKey', '=', key).execute()

  it('sysBaseList gives the base keys with their defaults and the SM2 public key, never the private key', async () => {
    const { body } = await inject(t, 'GET', '/api/dev/config/sysBaseList')
    expect(body.code).toBe(200)
    const map = Object.fromEntries(
      (body.data as { configKey: string; configValue: string }[]).map((c) => [c.configKey, c.configValue]),
    )
    expect(map.SNOWY_SYS_DEFAULT_CAPTCHA_OPEN).toBe('false')
    expect(map.SNOWY_SYS_VERSION).toBe('2.0')
    expect(map.SNOWY_SYS_DEFAULT_FILE_ENGINE).toBe('LOCAL')
    for (const k of [
      'SNOWY_SYS_NAME',
      'SNOWY_SYS_LOGO',
      'SNOWY_SYS_DEFAULT_DESCRRIPTION',
      'SNOWY_SYS_COPYRIGHT',
      'SNOWY_SYS_COPYRIGHT_URL',
    ])
      expect(map).toHaveProperty(k)
    expect(map.SNOWY_SYS_SM2_PUBLIC_KEY).toMatch(/^04[0-9a-f]{128}$/)
    // The web shows every time in the company's zone, whatever the browser's (defect 12).
    expect(map.SNOWY_SYS_TIME_ZONE).toBe('Asia/Shanghai')
    expect(JSON.stringify(body)).not.toContain(t.app.sm2.privateKey)
    expect(map).not.toHaveProperty('SNOWY_SYS_DEFAULT_PASSWORD')
  })

  it('logs in, returns the user with button codes and the menu, and logs out for good', async () => {
    const { body } = await doLogin('superAdmin', ADMIN_PASSWORD)
    expect(body.code).toBe(200)
    const token = body.data as string
    expect(token).toMatch(/^[\w-]{40,}$/)
    const user = await inject(t, 'GET', '/api/auth/b/getLoginUser', { token })
    expect(user.body.data).toMatchObject({
      account: 'superAdmin',
      name: '超级管理员',
      superAdmin: true,
      orgName: '宏远实业集团',
    })
    expect(Array.isArray((user.body.data as { buttonCodeList: unknown }).buttonCodeList)).toBe(true)
    expect(JSON.stringify(user.body)).not.toMatch(/argon2|passwordHash/)
    const menu = await inject(t, 'GET', '/api/sys/userCenter/loginMenu', { token })
    const modules = menu.body.data as Array<{
      meta: { type: string }
      children: Array<{ path: string; component: string }>
    }>
    expect(modules[0]?.meta.type).toBe('module')
    expect(modules[0]?.children[0]).toMatchObject({ path: '/index', component: 'index/index' })
    expect((await inject(t, 'GET', '/api/auth/b/doLogout', { token })).body.code).toBe(200)
    expect((await inject(t, 'GET', '/api/auth/b/getLoginUser', { token })).body.code).toBe(401)
    const log = await t.app.db
      .selectFrom('devLog')
      .select('category')
      .where('opUser', '=', 'superAdmin')
      .execute()
    expect(log.map((l) => l.category)).toEqual(expect.arrayContaining(['LOGIN', 'LOGOUT']))
  })

  it('accepts the ciphertext with a leading 04 and refuses one that does not decrypt', async () => {
    const ok = await inject(t, 'POST', '/api/auth/b/doLogin', {
      payload: { account: 'superAdmin', password: `04${t.encrypt(ADMIN_PASSWORD)}` },
    })
    expect(ok.body.code).toBe(200)
    const bad = await inject(t, 'POST', '/api/auth/b/doLogin', {
      payload: { account: 'superAdmin', password: 'abcdef0123' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.code).toBe(400)
  })

  it('gives one message for a wrong password, an unknown account and a disabled account', async () => {
    await t.createUser('disabled1', 'Secret#123', 'DISABLE')
    const wrong = await doLogin('superAdmin', 'nope')
    const unknown = await doLogin('nobody-here', 'nope')
    const disabled = await doLogin('disabled1', 'Secret#123')
    expect(wrong.body.msg).toBe('账号或密码错误')
    expect(unknown.body).toEqual(wrong.body)
    expect(disabled.body).toEqual(wrong.body)
    expect((await doLogin('nobody-here', 'nope', {}, 'en')).body.msg).toBe('Wrong account or password')
    await t.app.db.deleteFrom('sysLoginGuard').execute()
  })

  it('locks an account after 5 failures in the window, refusing even the right password, and says so', async () => {
    await t.createUser('lockme', 'Right#Pass1')
    for (let i = 1; i <= 4; i++) expect((await doLogin('lockme', 'wrong')).body.msg).toBe('账号或密码错误')
    const fifth = await doLogin('lockme', 'wrong')
    expect(fifth.status).toBe(423)
    expect(fifth.body.msg).toContain('锁定')
    expect(fifth.body.msg).toContain('15')
    const right = await doLogin('lockme', 'Right#Pass1', {}, 'en')
    expect(right.body.code).toBe(423)
    expect(right.body.msg).toMatch(/locked.*15 minutes/)
    // The lock ends when its time is up.
    await t.app.db
      .updateTable('sysLoginGuard')
      .set({ lockedUntil: new Date(Date.now() - 1000).toISOString() })
      .execute()
    expect((await doLogin('lockme', 'Right#Pass1')).body.code).toBe(200)
    expect(
      await t.app.db
        .selectFrom('sysLoginGuard')
        .selectAll()
        .where('account', '=', 'lockme')
        .executeTakeFirst(),
    ).toBeUndefined()
  })

  it('takes the failure count and lock time from the configuration', async () => {
    await setConfig('SNOWY_LOGIN_FAIL_MAX_TIMES', '2')
    await setConfig('SNOWY_LOGIN_LOCK_MINUTES', '7')
    await doLogin('cfg-user', 'x')
    const second = await doLogin('cfg-user', 'x')
    expect(second.body.code).toBe(423)
    expect(second.body.msg).toContain('7')
    await setConfig('SNOWY_LOGIN_FAIL_MAX_TIMES', '5')
    await setConfig('SNOWY_LOGIN_LOCK_MINUTES', '15')
  })

  it('gives a single-use picture captcha that expires', async () => {
    const { body } = await inject(t, 'GET', '/api/auth/b/getPicCaptcha')
    const { validCodeBase64, validCodeReqNo } = body.data as {
      validCodeBase64: string
      validCodeReqNo: string
    }
    expect(validCodeBase64).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Buffer.from(validCodeBase64.split(',')[1]!, 'base64').toString()).toContain('<svg')
    const row = await t.app.db
      .selectFrom('sysCode')
      .selectAll()
      .where('id', '=', validCodeReqNo)
      .executeTakeFirstOrThrow()
    const ttl = Date.parse(row.expiresAt) - Date.parse(row.createdAt)
    expect(ttl).toBe(5 * 60_000)
  })

  describe('with the captcha on', () => {
    beforeAll(() => setConfig('SNOWY_SYS_DEFAULT_CAPTCHA_OPEN', 'true'))
    afterAll(() => setConfig('SNOWY_SYS_DEFAULT_CAPTCHA_OPEN', 'false'))

    const captcha = async () => {
      const { body } = await inject(t, 'GET', '/api/auth/b/getPicCaptcha')
      const reqNo = (body.data as { validCodeReqNo: string }).validCodeReqNo
      const row = await t.app.db
        .selectFrom('sysCode')
        .select('code')
        .where('id', '=', reqNo)
        .executeTakeFirstOrThrow()
      return { reqNo, code: row.code }
    }

    it('refuses a missing or wrong captcha before looking at the password', async () => {
      const missing = await doLogin('superAdmin', 'wrong-password')
      expect(missing.body.msg).toBe('请输入验证码')
      const { reqNo, code } = await captcha()
      const wrong = await doLogin('superAdmin', ADMIN_PASSWORD, {
        validCode: `${code}x`,
        validCodeReqNo: reqNo,
      })
      expect(wrong.body.msg).toBe('验证码错误或已过期，请重新输入')
      // Neither attempt counted as a password failure.
      expect(
        await t.app.db
          .selectFrom('sysLoginGuard')
          .selectAll()
          .where('account', '=', 'superAdmin')
          .executeTakeFirst(),
      ).toBeUndefined()
      // The wrong answer used the captcha up: the right answer no longer works.
      const retry = await doLogin('superAdmin', ADMIN_PASSWORD, { validCode: code, validCodeReqNo: reqNo })
      expect(retry.body.code).toBe(400)
    })

    it('accepts the right captcha once, case-insensitively', async () => {
      const { reqNo, code } = await captcha()
      const ok = await doLogin('superAdmin', ADMIN_PASSWORD, {
        validCode: code.toUpperCase(),
        validCodeReqNo: reqNo,
      })
      expect(ok.body.code).toBe(200)
      const again = await doLogin('superAdmin', ADMIN_PASSWORD, { validCode: code, validCodeReqNo: reqNo })
      expect(again.body.msg).toBe('验证码错误或已过期，请重新输入')
    })

    it('refuses an expired captcha', async () => {
      const { reqNo, code } = await captcha()
      await t.app.db
        .updateTable('sysCode')
        .set({ expiresAt: new Date(Date.now() - 1).toISOString() })
        .where('id', '=', reqNo)
        .execute()
      expect(
        (await doLogin('superAdmin', ADMIN_PASSWORD, { validCode: code, validCodeReqNo: reqNo })).body.code,
      ).toBe(400)
    })
  })

  it('ends a session after the idle timeout and at the absolute expiry', async () => {
    const token = await t.login()
    await t.app.db
      .updateTable('sysSession')
      .set({ expiresAt: new Date(Date.now() - 1).toISOString() })
      .execute()
    t.app.sessions.clearCache()
    expect((await inject(t, 'GET', '/api/auth/b/getLoginUser', { token })).body.code).toBe(401)
    const token2 = await t.login()
    await t.app.db
      .updateTable('sysSession')
      .set({ lastSeenAt: new Date(Date.now() - 25 * 3600_000).toISOString() })
      .execute()
    t.app.sessions.clearCache()
    expect((await inject(t, 'GET', '/api/auth/b/getLoginUser', { token: token2 })).body.code).toBe(401)
  })

  it('stores only a hash of the token', async () => {
    const token = await t.login()
    const rows = await t.app.db.selectFrom('sysSession').select('id').execute()
    expect(rows.some((r) => r.id === token)).toBe(false)
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.id))).toBe(true)
  })
})
