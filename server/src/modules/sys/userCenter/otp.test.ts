import * as OTPAuth from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../../core/ids.js'
import { Relation } from '../../../core/permissions.js'
import { api, engines, type TestApp, testApp } from '../../../test/harness.js'

const PASSWORD = 'Otp@user12345'
/** The code an authenticator app shows for `secret`, `steps` periods from now. */
const codeOf = (secret: string, steps = 0) =>
  OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 })

describe.each(engines)('one-time passwords on $name', (engine) => {
  let t: TestApp
  let admin: ReturnType<typeof api>
  const doLogin = (account: string, otpCode?: string) =>
    t.app
      .inject({
        method: 'POST',
        url: '/api/auth/b/doLogin',
        payload: { account, password: t.encrypt(PASSWORD), ...(otpCode ? { otpCode } : {}) },
      })
      .then(
        (r) =>
          ({ status: r.statusCode, ...r.json() }) as {
            status: number
            code: number
            msg: string
            data: unknown
          },
      )

  beforeAll(async () => {
    t = await testApp(engine)
    admin = api(t, await t.login())
  })
  afterAll(() => t?.close())

  /** A user who binds a one-time password; answers the secret and recovery codes. */
  async function bound(account: string) {
    await t.createUser(account, PASSWORD)
    const me = api(t, await t.login(account, PASSWORD))
    expect((await me.get('/api/sys/userCenter/otpStatus')).data).toMatchObject({
      bound: false,
      required: false,
    })
    const setup = await me.post<{ secret: string; uri: string }>('/api/sys/userCenter/otpSetup', {})
    expect(setup.data.uri).toMatch(new RegExp(`^otpauth://totp/.*${account}\\?.*secret=${setup.data.secret}`))
    expect((await me.post('/api/sys/userCenter/otpBind', { otpCode: '000000' })).status).toBe(400)
    const bind = await me.post<{ recoveryCodes: string[] }>('/api/sys/userCenter/otpBind', {
      otpCode: codeOf(setup.data.secret),
    })
    expect(bind.code, bind.msg).toBe(200)
    expect(bind.data.recoveryCodes).toHaveLength(10)
    const status = (await me.get('/api/sys/userCenter/otpStatus')).data
    expect(status).toMatchObject({ bound: true, recoveryLeft: 10, boundAt: expect.any(String) })
    expect((await me.post('/api/sys/userCenter/otpSetup', {})).status).toBe(400)
    // Neither the secret nor a recovery code is stored as given.
    const stored = JSON.stringify(await t.app.db.selectFrom('sysUserOtpRecovery').selectAll().execute())
    expect(stored).not.toContain(bind.data.recoveryCodes[0])
    return { me, secret: setup.data.secret, recovery: bind.data.recoveryCodes }
  }

  it('asks a bound account for its code once the password is right, and takes each code once', async () => {
    const { secret } = await bound('otpUser1')
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/b/doLogin',
      payload: { account: 'otpUser1', password: t.encrypt('not-it') },
    })
    // A wrong password says nothing of the second factor.
    expect(wrongPassword.json()).toMatchObject({ code: 400, data: null })
    const asked = await doLogin('otpUser1')
    expect(asked).toMatchObject({ status: 400, data: { otpRequired: true } })
    expect(asked.msg).toContain('动态码')
    expect(await doLogin('otpUser1', '123456')).toMatchObject({ status: 400, data: { otpRequired: true } })
    // The next step's code counts (clocks drift), once; a step before the one binding used does not.
    expect((await doLogin('otpUser1', codeOf(secret, -1))).status).toBe(400)
    const code = codeOf(secret, 1)
    const ok = await doLogin('otpUser1', code)
    expect(ok.code, ok.msg).toBe(200)
    expect(typeof ok.data).toBe('string')
    expect((await doLogin('otpUser1', code)).status).toBe(400)
    const sessions = await t.app.db
      .selectFrom('sysSession')
      .select('id')
      .where(
        'userId',
        '=',
        (
          await t.app.db
            .selectFrom('sysUser')
            .select('id')
            .where('account', '=', 'otpUser1')
            .executeTakeFirstOrThrow()
        ).id,
      )
      .execute()
    expect(sessions.length).toBeGreaterThanOrEqual(2)
  })

  it('signs in with a recovery code once, and unbinds with the password and a code', async () => {
    const { me, secret, recovery } = await bound('otpUser2')
    expect((await doLogin('otpUser2', recovery[0]!.toUpperCase())).code).toBe(200)
    expect((await doLogin('otpUser2', recovery[0]!)).status).toBe(400)
    expect((await me.get('/api/sys/userCenter/otpStatus')).data.recoveryLeft).toBe(9)
    // Refused for the password, the recovery code stays usable: it never reaches the operation log.
    const kept = await me.post('/api/sys/userCenter/otpUnbind', {
      password: t.encrypt('nope'),
      otpCode: recovery[1],
    })
    expect(kept.status).toBe(400)
    const logged = await t.app.db
      .selectFrom('devLog')
      .select('paramJson')
      .where('reqUrl', '=', '/api/sys/userCenter/otpUnbind')
      .execute()
    expect(logged.length).toBeGreaterThan(0)
    expect(JSON.stringify(logged)).not.toContain(recovery[1])
    const wrong = await me.post('/api/sys/userCenter/otpUnbind', {
      password: t.encrypt('nope'),
      otpCode: codeOf(secret),
    })
    expect(wrong).toMatchObject({ status: 400, msg: '原密码错误' })
    const unbound = await me.post('/api/sys/userCenter/otpUnbind', {
      password: t.encrypt(PASSWORD),
      otpCode: codeOf(secret, 1),
    })
    expect(unbound.code, unbound.msg).toBe(200)
    expect((await doLogin('otpUser2')).code).toBe(200)
  })

  it('lets an administrator reset a lost binding, logged, and not to one without the button', async () => {
    await bound('otpUser3')
    const id = (
      await t.app.db
        .selectFrom('sysUser')
        .select('id')
        .where('account', '=', 'otpUser3')
        .executeTakeFirstOrThrow()
    ).id
    await t.createUser('otpNoButton', PASSWORD)
    const other = api(t, await t.login('otpNoButton', PASSWORD))
    expect((await other.post('/api/sys/user/resetOtp', { id })).status).toBe(403)
    expect((await doLogin('otpUser3')).status).toBe(400)
    const reset = await admin.post('/api/sys/user/resetOtp', { id })
    expect(reset.code, reset.msg).toBe(200)
    expect((await doLogin('otpUser3')).code).toBe(200)
    const log = await t.app.db
      .selectFrom('devLog')
      .select(['exeStatus', 'paramJson'])
      .where('reqUrl', '=', '/api/sys/user/resetOtp')
      .execute()
    // The refused call is logged too (as a denial); the reset once, naming the user.
    expect(log.filter((l) => l.exeStatus === 'SUCCESS')).toEqual([
      expect.objectContaining({ paramJson: expect.stringContaining(id) }),
    ])
  })

  it('holds the holder of a required role to the user centre until a code is bound', async () => {
    const userId = await t.createUser('otpRequired', PASSWORD)
    const role = { id: newId(), code: 'otpGuards' }
    await t.app.db
      .insertInto('sysRole')
      .values({
        ...role,
        orgId: null,
        name: '门岗主管',
        category: 'GLOBAL',
        sortCode: 0,
        remark: null,
        createdAt: new Date().toISOString(),
        createdUser: null,
        updatedAt: null,
        updatedUser: null,
      })
      .execute()
    await t.app.db
      .insertInto('sysRelation')
      .values({
        id: newId(),
        category: Relation.userHasRole,
        objectId: userId,
        targetId: role.id,
        extJson: null,
      })
      .execute()
    const saved = await admin.post('/api/dev/config/editBatch', [
      { configKey: 'SNOWY_OTP_REQUIRED_ROLES', configValue: `nosuchrole, ${role.code}` },
    ])
    expect(saved.code, saved.msg).toBe(200)
    try {
      const me = api(t, await t.login('otpRequired', PASSWORD))
      const user = await me.get('/api/auth/b/getLoginUser')
      expect(user.data).toMatchObject({ otpSetupRequired: true })
      const held = await me.get('/api/sys/userCenter/loginOrgTree')
      expect(held).toMatchObject({ status: 403, data: { otpSetupRequired: true } })
      expect((await me.get('/api/sys/userCenter/otpStatus')).data).toMatchObject({
        required: true,
        bound: false,
      })
      const setup = await me.post<{ secret: string }>('/api/sys/userCenter/otpSetup', {})
      expect(
        (await me.post('/api/sys/userCenter/otpBind', { otpCode: codeOf(setup.data.secret) })).code,
      ).toBe(200)
      expect((await me.get('/api/sys/userCenter/loginOrgTree')).code).toBe(200)
      expect((await me.get('/api/auth/b/getLoginUser')).data).toMatchObject({ otpSetupRequired: false })
      const bad = await admin.post('/api/dev/config/editBatch', [
        { configKey: 'SNOWY_OTP_REQUIRED_ROLES', configValue: 'a b' },
      ])
      expect(bad.status).toBe(400)
    } finally {
      await admin.post('/api/dev/config/editBatch', [
        { configKey: 'SNOWY_OTP_REQUIRED_ROLES', configValue: '' },
      ])
    }
  })
})
