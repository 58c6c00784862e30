import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../../core/ids.js'
import { commonPasswords } from '../../../core/passwordPolicy.js'
import { api, engines, type TestApp, testApp } from '../../../test/harness.js'

const HISTORY = 'SNOWY_PASSWORD_HISTORY_COUNT'
const EXPIRE = 'SNOWY_PASSWORD_EXPIRE_DAYS'
const DEFAULT_PASSWORD = 'SNOWY_SYS_DEFAULT_PASSWORD'

async function xlsx(rows: string[][]): Promise<string> {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('users')
  ws.addRow(['账号', '姓名', '组织'])
  for (const r of rows) ws.addRow(r)
  return Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer).toString('base64')
}

describe.each(engines)('password history and expiry on $name', (engine) => {
  let t: TestApp
  const setConfig = (key: string, value: string) =>
    t.app.db.updateTable('devConfig').set({ configValue: value }).where('configKey', '=', key).execute()
  const historyRows = (userId: string) =>
    t.app.db
      .selectFrom('sysPasswordHistory')
      .select('id')
      .where('userId', '=', userId)
      .execute()
      .then((r) => r.length)

  beforeAll(async () => {
    t = await testApp(engine)
  })
  afterAll(() => t?.close())

  it('seeds the two settings: history 3, expiry off', async () => {
    const rows = await t.app.db
      .selectFrom('devConfig')
      .select(['configKey', 'configValue', 'category'])
      .where('configKey', 'in', [HISTORY, EXPIRE])
      .orderBy('configKey')
      .execute()
    expect(rows).toEqual([
      { configKey: EXPIRE, configValue: '0', category: 'PASSWORD_POLICY' },
      { configKey: HISTORY, configValue: '3', category: 'PASSWORD_POLICY' },
    ])
  })

  it('refuses the current and the last N passwords, allows the one before them; 0 turns it off', async () => {
    const id = await t.createUser('hist', 'Pass#0000')
    const token = await t.login('hist', 'Pass#0000')
    const change = (from: string, to: string, lang?: string) =>
      api(t, token, lang).post('/api/sys/userCenter/updatePassword', {
        password: t.encrypt(from),
        newPassword: t.encrypt(to),
      })
    expect((await change('Pass#0000', 'Pass#1111')).code).toBe(200)
    expect((await change('Pass#1111', 'Pass#2222')).code).toBe(200)
    expect((await change('Pass#2222', 'Pass#3333')).code).toBe(200)
    expect(await historyRows(id)).toBe(3)
    for (const reused of ['Pass#3333', 'Pass#2222', 'Pass#1111', 'Pass#0000']) {
      const r = await change('Pass#3333', reused)
      expect(r, reused).toMatchObject({
        status: 400,
        code: 400,
        msg: '参数 newPassword：新密码不能与当前密码或最近 3 次使用过的密码相同',
      })
    }
    expect((await change('Pass#3333', 'Pass#1111', 'en')).msg).toBe(
      'Field newPassword: the new password must differ from the current one and the last 3 used',
    )
    expect((await change('Pass#3333', 'Pass#4444')).code).toBe(200)
    // Pass#0000 is now the fourth one back: allowed again.
    expect((await change('Pass#4444', 'Pass#0000')).code).toBe(200)
    await setConfig(HISTORY, '0')
    try {
      expect((await change('Pass#0000', 'Pass#0000')).code).toBe(200)
      expect((await change('Pass#0000', 'Pass#4444')).code).toBe(200)
    } finally {
      await setConfig(HISTORY, '3')
    }
  })

  it('records an admin reset, keeps at most 10 per user, and deletes the history with the user', async () => {
    const id = await t.createUser('reset', 'Reset#0000')
    const admin = api(t, await t.login())
    expect(await historyRows(id)).toBe(0)
    const r = await admin.post('/api/sys/user/resetPassword', { id })
    expect(r.code).toBe(200)
    expect(await historyRows(id)).toBe(1)
    const after = await t.app.db
      .selectFrom('sysUser')
      .select('passwordUpdatedAt')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(Date.now() - Date.parse(after.passwordUpdatedAt!)).toBeLessThan(60_000)
    // The password before the reset counts as used.
    const me = api(t, await t.login('reset', r.data.password))
    const back = await me.post('/api/sys/userCenter/updatePassword', {
      password: t.encrypt(r.data.password),
      newPassword: t.encrypt('Reset#0000'),
    })
    expect(back.code).toBe(400)
    // Old rows beyond the newest 10 are dropped at the next change.
    const old = new Date(Date.now() - 86_400_000).toISOString()
    await t.app.db
      .insertInto('sysPasswordHistory')
      .values(
        Array.from({ length: 12 }, () => ({ id: newId(), userId: id, passwordHash: 'x', createdAt: old })),
      )
      .execute()
    expect((await admin.post('/api/sys/user/resetPassword', { id })).code).toBe(200)
    expect(await historyRows(id)).toBe(10)
    expect((await admin.post('/api/sys/user/delete', [{ id }])).code).toBe(200)
    expect(await historyRows(id)).toBe(0)
  })

  it('refuses common passwords, and ones containing the account or equal to the name, naming the rule', async () => {
    expect((await commonPasswords()).size).toBeGreaterThanOrEqual(10_000)
    const id = await t.createUser('grace', 'Start#Pass2026')
    await t.app.db.updateTable('sysUser').set({ name: 'Ada Lovelace9' }).where('id', '=', id).execute()
    const token = await t.login('grace', 'Start#Pass2026')
    const change = (to: string, lang?: string) =>
      api(t, token, lang).post('/api/sys/userCenter/updatePassword', {
        password: t.encrypt('Start#Pass2026'),
        newPassword: t.encrypt(to),
      })
    for (const common of ['password1', 'Passw0rd', 'qwerty123', 'QWERTY123'])
      expect(await change(common), common).toMatchObject({
        status: 400,
        msg: '新密码是常见密码，容易被猜中，请换一个',
      })
    expect((await change('Passw0rd', 'en')).msg).toBe(
      'The new password is a common password that is easy to guess; choose another',
    )
    expect((await change('my-GRACE-2026')).msg).toBe('新密码不能包含账号')
    expect((await change('my-GRACE-2026', 'en')).msg).toBe('The new password must not contain the account')
    expect((await change('ada lovelace9')).msg).toBe('新密码不能与姓名相同')
    expect((await change('ADA LOVELACE9', 'en')).msg).toBe(
      'The new password must not be the same as the name',
    )
    expect((await change('Lovelace#Engine1843')).code).toBe(200)
  })

  it('checks the default password for each user an administrator creates or imports', async () => {
    const admin = api(t, await t.login())
    const add = (account: string, name = `名${account}`) =>
      admin.post('/api/sys/user/add', { account, name, orgId: 'org-it' })
    const stored = await t.app.db
      .selectFrom('devConfig')
      .select('configValue')
      .where('configKey', '=', DEFAULT_PASSWORD)
      .executeTakeFirstOrThrow()
    try {
      await setConfig(DEFAULT_PASSWORD, 'Passw0rd')
      expect(await add('weak1')).toMatchObject({
        status: 400,
        msg: '默认密码（配置项 SNOWY_SYS_DEFAULT_PASSWORD）不能用于该用户：新密码是常见密码，容易被猜中，请换一个',
      })
      const weakImport = await admin.post('/api/sys/user/import', {
        fileBase64: await xlsx([['weak2', '弱密码', '信息中心']]),
      })
      expect(weakImport.msg).toBe(
        '默认密码（配置项 SNOWY_SYS_DEFAULT_PASSWORD）不能用于该用户：新密码是常见密码，容易被猜中，请换一个',
      )
      await setConfig(DEFAULT_PASSWORD, 'Welcome#Lin2026')
      expect((await add('lin')).msg).toBe(
        '默认密码（配置项 SNOWY_SYS_DEFAULT_PASSWORD）不能用于该用户：新密码不能包含账号',
      )
      expect((await add('okay', 'WELCOME#lin2026')).msg).toBe(
        '默认密码（配置项 SNOWY_SYS_DEFAULT_PASSWORD）不能用于该用户：新密码不能与姓名相同',
      )
      const imported = await admin.post('/api/sys/user/import', {
        fileBase64: await xlsx([
          ['lin', '林', '信息中心'],
          ['come', 'y', '信息中心'],
          ['okay', 'Welcome#Lin2026', '信息中心'],
        ]),
      })
      expect(imported.data.errors).toEqual([
        {
          row: 2,
          field: 'account',
          message: '默认密码（配置项 SNOWY_SYS_DEFAULT_PASSWORD）不能用于该用户：新密码不能包含账号',
        },
        {
          row: 3,
          field: 'account',
          message: '默认密码（配置项 SNOWY_SYS_DEFAULT_PASSWORD）不能用于该用户：新密码不能包含账号',
        },
        {
          row: 4,
          field: 'account',
          message: '默认密码（配置项 SNOWY_SYS_DEFAULT_PASSWORD）不能用于该用户：新密码不能与姓名相同',
        },
      ])
      expect((await add('wei')).code).toBe(200)
    } finally {
      await setConfig(DEFAULT_PASSWORD, stored.configValue)
    }
  })

  it('lets an expired password log in, then allows only the password change until it is done', async () => {
    const id = await t.createUser('expired', 'Expired#0000')
    await t.app.db
      .updateTable('sysUser')
      .set({ passwordUpdatedAt: new Date(Date.now() - 3 * 86_400_000).toISOString() })
      .where('id', '=', id)
      .execute()
    await setConfig(EXPIRE, '1')
    try {
      const token = await t.login('expired', 'Expired#0000')
      const me = api(t, token)
      expect((await me.get('/api/auth/b/getLoginUser')).data.passwordExpired).toBe(true)
      expect((await me.get('/api/sys/userCenter/loginMenu')).code).toBe(200)
      expect(await me.get('/api/sys/userCenter/loginOrgTree')).toMatchObject({
        status: 403,
        code: 403,
        msg: '密码已过期，请先修改密码',
        data: { passwordExpired: true },
      })
      expect((await api(t, token, 'en').post('/api/sys/userCenter/updateUserInfo', { name: 'x' })).msg).toBe(
        'Your password has expired; change it first',
      )
      // Public routes still answer.
      expect((await me.get('/api/auth/b/getPicCaptcha')).code).toBe(200)
      // Other users are not affected.
      const admin = api(t, await t.login())
      expect((await admin.get('/api/sys/userCenter/loginOrgTree')).code).toBe(200)
      const changed = await me.post('/api/sys/userCenter/updatePassword', {
        password: t.encrypt('Expired#0000'),
        newPassword: t.encrypt('Renewed#1111'),
      })
      expect(changed.code).toBe(200)
      expect((await me.get('/api/auth/b/getLoginUser')).data.passwordExpired).toBe(false)
      expect((await me.get('/api/sys/userCenter/loginOrgTree')).code).toBe(200)
      // Expiry off again: an old password is fine.
      await t.app.db
        .updateTable('sysUser')
        .set({ passwordUpdatedAt: '2000-01-01T00:00:00.000Z' })
        .where('id', '=', id)
        .execute()
      await setConfig(EXPIRE, '0')
      t.app.sessions.clearCache()
      expect((await me.get('/api/sys/userCenter/loginOrgTree')).code).toBe(200)
    } finally {
      await setConfig(EXPIRE, '0')
    }
  })

  it('makes a password an administrator set (create, reset) be changed at the next login, like an expired one', async () => {
    const admin = api(t, await t.login())
    const pwd = await t.app.db
      .selectFrom('devConfig')
      .select('configValue')
      .where('configKey', '=', DEFAULT_PASSWORD)
      .executeTakeFirstOrThrow()
    const id = (await admin.post('/api/sys/user/add', { account: 'fresh', name: '新人', orgId: 'org-it' }))
      .data
    const me = api(t, await t.login('fresh', pwd.configValue))
    expect((await me.get('/api/auth/b/getLoginUser')).data).toMatchObject({
      passwordExpired: false,
      passwordMustChange: true,
    })
    expect((await me.get('/api/sys/userCenter/loginMenu')).code).toBe(200)
    expect(await me.get('/api/sys/userCenter/loginOrgTree')).toMatchObject({
      status: 403,
      msg: '密码由管理员设置，请先修改密码',
      data: { passwordExpired: false, passwordMustChange: true },
    })
    expect(
      (await api(t, await t.login('fresh', pwd.configValue), 'en').get('/api/sys/userCenter/loginOrgTree'))
        .msg,
    ).toBe('Your password was set by an administrator; change it first')
    const change = (from: string, to: string) =>
      me.post('/api/sys/userCenter/updatePassword', { password: t.encrypt(from), newPassword: t.encrypt(to) })
    expect((await change(pwd.configValue, 'Own#Choice2026')).code).toBe(200)
    expect((await me.get('/api/auth/b/getLoginUser')).data.passwordMustChange).toBe(false)
    expect((await me.get('/api/sys/userCenter/loginOrgTree')).code).toBe(200)
    // A reset by an administrator sets it again.
    const reset = await admin.post('/api/sys/user/resetPassword', { id })
    const again = api(t, await t.login('fresh', reset.data.password))
    expect((await again.get('/api/auth/b/getLoginUser')).data.passwordMustChange).toBe(true)
    expect((await again.get('/api/sys/userCenter/loginOrgTree')).status).toBe(403)
  })

  it('refuses out-of-range settings on the configuration API', async () => {
    const admin = api(t, await t.login())
    const r = await admin.post('/api/dev/config/editBatch', [{ configKey: HISTORY, configValue: '11' }])
    expect(r).toMatchObject({ code: 400, msg: `配置项“${HISTORY}”须为 0–10 之间的整数` })
    const d = await admin.post('/api/dev/config/editBatch', [{ configKey: EXPIRE, configValue: '90' }])
    expect(d.code).toBe(200)
    await setConfig(EXPIRE, '0')
  })
})
