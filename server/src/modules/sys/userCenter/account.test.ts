import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../../core/ids.js'
import { nowIso } from '../../../core/time.js'
import { api, dataCounts, engines, type TestApp, testApp } from '../../../test/harness.js'

/** A real 3×2 PNG: avatars are stored as files, whose type is read from their content. */
const PNG = `data:image/png;base64,${Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000030000000208020000001216f14d0000000970485973000003e8000003e801b57b526b0000001049444154089963b8606000410c7016004b140721832ce78e0000000049454e44ae426082',
  'hex',
).toString('base64')}`

describe.each(engines)('user centre on $name', (engine) => {
  let t: TestApp
  let me: ReturnType<typeof api>
  let token: string
  beforeAll(async () => {
    t = await testApp(engine)
    await t.createUser('alice', 'Alice#2026')
    token = await t.login('alice', 'Alice#2026')
    me = api(t, token)
  })
  afterAll(() => t?.close())

  it('shows the caller’s organisation chain, posts and workbench', async () => {
    const tree = await me.get('/api/sys/userCenter/loginOrgTree')
    expect(tree.data[0]).toMatchObject({ id: 'org-root', children: [{ id: 'org-office' }] })
    expect((await me.get('/api/sys/userCenter/loginPositionInfo')).data[0]).toMatchObject({
      orgName: '综合管理部',
      main: true,
    })
    expect(
      (await me.post('/api/sys/userCenter/updateUserWorkbench', { workbenchData: ['menu-index'] })).code,
    ).toBe(200)
    expect((await me.get('/api/sys/userCenter/loginWorkbench')).data).toEqual(['menu-index'])
  })

  it('shows each caller the workbench figures they may see, in order', async () => {
    const keys = async (token: string) =>
      (
        (await api(t, token).get('/api/sys/userCenter/loginWorkbenchFigures')).data as Array<{ key: string }>
      ).map((f) => f.key)
    expect(await keys(token)).toEqual(['unreadMessages'])
    const admin = await t.login()
    expect(await keys(admin)).toEqual([
      'approvalTodo',
      'todayVisitors',
      'unreadMessages',
      'onlineUsers',
      'failedJobRuns',
    ])
    const figures = (await api(t, admin).get('/api/sys/userCenter/loginWorkbenchFigures')).data as Array<{
      key: string
      value: number
    }>
    // At least the admin's own session is online.
    expect(figures.find((f) => f.key === 'onlineUsers')!.value).toBeGreaterThanOrEqual(1)
  })

  it('lists and reads the caller’s messages, marking them read', async () => {
    const alice = await t.app.db
      .selectFrom('sysUser')
      .select('id')
      .where('account', '=', 'alice')
      .executeTakeFirstOrThrow()
    const id = newId()
    await t.app.db
      .insertInto('sysMessage')
      .values({
        id,
        category: 'SYS',
        subject: '欢迎',
        content: '欢迎加入',
        createdAt: nowIso(),
        createdUser: null,
      })
      .execute()
    await t.app.db
      .insertInto('sysMessageUser')
      .values({
        id: newId(),
        messageId: id,
        userId: alice.id,
        readFlag: 0,
        readAt: null,
        deliveredAt: nowIso(),
      })
      .execute()
    expect((await me.get('/api/sys/userCenter/loginUnreadMessagePage', { read: '0' })).data.total).toBe(1)
    // The workbench's figure row counts it (core/workbench.ts), titled in the caller's language.
    const figure = async (lang?: string) =>
      (
        (await api(t, token, lang).get('/api/sys/userCenter/loginWorkbenchFigures')).data as Array<{
          key: string
        }>
      ).find((f) => f.key === 'unreadMessages')
    expect(await figure()).toEqual({
      key: 'unreadMessages',
      title: '未读消息',
      value: 1,
      path: '/usercenter?tab=messages',
    })
    expect(await figure('en')).toMatchObject({ title: 'Unread messages', value: 1 })
    expect((await me.get('/api/sys/userCenter/loginUnreadMessageDetail', { id })).data).toMatchObject({
      content: '欢迎加入',
      read: true,
    })
    expect((await me.get('/api/sys/userCenter/loginUnreadMessagePage', { read: '0' })).data.total).toBe(0)
    expect((await figure())?.value).toBe(0)
  })

  it('updates own details, avatar and signature, checking image type and size', async () => {
    expect(
      (await me.post('/api/sys/userCenter/updateUserInfo', { name: '爱丽丝', gender: 'FEMALE' })).code,
    ).toBe(200)
    // Stored as a file: the user row holds its id, and the file URL gives the same bytes.
    const pngBytes = Buffer.from(PNG.split(',')[1]!, 'base64')
    const first = (await me.post('/api/sys/userCenter/updateAvatar', { avatar: PNG })).data
    expect(first).toMatch(/^[0-9a-f]{32}$/)
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/dev/file/preview?id=${first}`,
      headers: { token },
    })
    expect(shown.headers['content-type']).toBe('image/png')
    expect(shown.rawPayload.equals(pngBytes)).toBe(true)
    // Replacing it deletes the old file.
    const avatarId = (await me.post('/api/sys/userCenter/updateAvatar', { avatar: PNG })).data
    expect(
      await t.app.db.selectFrom('devFile').select('id').where('purpose', '=', 'AVATAR').execute(),
    ).toEqual([{ id: avatarId }])
    const before = await dataCounts(t.app)
    const fake = `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`
    expect((await me.post('/api/sys/userCenter/updateAvatar', { avatar: fake })).msg).toBe(
      '头像须为 PNG、JPEG、GIF 或 WEBP 格式的图片',
    )
    const big = `data:image/png;base64,${Buffer.concat([Buffer.from(PNG.split(',')[1]!, 'base64'), Buffer.alloc(600 * 1024)]).toString('base64')}`
    expect((await me.post('/api/sys/userCenter/updateAvatar', { avatar: big })).msg).toBe(
      '头像不能超过 512 KB',
    )
    expect(await dataCounts(t.app)).toEqual(before)
    expect((await me.get('/api/sys/userCenter/loginSignature')).data).toBeNull()
    expect((await me.post('/api/sys/userCenter/updateSignature', { signature: fake })).code).toBe(400)
    expect((await me.post('/api/sys/userCenter/updateSignature', { signature: PNG })).code).toBe(200)
    const signatureId = (await me.get('/api/sys/userCenter/loginSignature')).data
    expect(signatureId).toMatch(/^[0-9a-f]{32}$/)
    // A signature is the signer's (and the files page's) only: another user may not read it.
    await t.createUser('bob', 'Bob#12345')
    const bob = await t.login('bob', 'Bob#12345')
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/dev/file/preview?id=${signatureId}`,
      headers: { token: bob },
    })
    expect(peek.statusCode).toBe(403)
    const avatarPeek = await t.app.inject({
      method: 'GET',
      url: `/api/dev/file/preview?id=${avatarId}`,
      headers: { token: bob },
    })
    expect(avatarPeek.statusCode).toBe(200)
    // Only the caller's own: the super admin has none.
    expect((await api(t, await t.login()).get('/api/sys/userCenter/loginSignature')).data).toBeNull()
    expect((await me.post('/api/sys/userCenter/updateSignature', { signature: '' })).code).toBe(200)
    expect((await me.get('/api/sys/userCenter/loginSignature')).data).toBeNull()
    expect(await t.app.db.selectFrom('devFile').select('id').where('id', '=', signatureId).execute()).toEqual(
      [],
    )
    expect((await me.post('/api/sys/userCenter/updateSignature', { signature: PNG })).code).toBe(200)
    const alice = await t.app.db
      .selectFrom('sysUser')
      .select(['id', 'name', 'avatar'])
      .where('account', '=', 'alice')
      .executeTakeFirstOrThrow()
    expect(alice).toMatchObject({ name: '爱丽丝', avatar: avatarId })
    expect((await me.post('/api/sys/userCenter/getAvatarById', { id: alice.id })).data).toBe(avatarId)
    const users = await me.post('/api/sys/userCenter/getUserListByIdList', { idList: [alice.id] })
    expect(users.data).toEqual([
      { id: alice.id, name: '爱丽丝', account: 'alice', orgId: 'org-office', orgName: '综合管理部' },
    ])
  })

  it('binds a phone with the code sent to it', async () => {
    const send = await me.get('/api/sys/userCenter/getBindPhoneValidCode', { phone: '13912345678' })
    expect(send.code, send.msg).toBe(200)
    const sms = await t.app.db
      .selectFrom('devSms')
      .select('content')
      .where('phone', '=', '13912345678')
      .executeTakeFirstOrThrow()
    const code = /(\d{6})/.exec(sms.content)![1]!
    expect(
      (
        await me.post('/api/sys/userCenter/bindPhone', {
          phone: '13912345678',
          validCode: '000000',
          validCodeReqNo: send.data,
        })
      ).msg,
    ).toBe('验证码错误或已过期，请重新获取')
    await t.app.db.deleteFrom('sysCode').execute()
    await new Promise((r) => setTimeout(r, 5))
    // The wrong try burnt that code: ask again after the resend window is cleared.
    const again = await me.get('/api/sys/userCenter/getBindPhoneValidCode', { phone: '13912345678' })
    const sms2 = await t.app.db
      .selectFrom('devSms')
      .select('content')
      .where('phone', '=', '13912345678')
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow()
    const code2 = /(\d{6})/.exec(sms2.content)![1]!
    expect(code2).toMatch(/^\d{6}$/)
    expect(code).toMatch(/^\d{6}$/)
    expect(
      (
        await me.post('/api/sys/userCenter/bindPhone', {
          phone: '13912345678',
          validCode: code2,
          validCodeReqNo: again.data,
        })
      ).code,
    ).toBe(200)
    expect((await me.get('/api/sys/userCenter/getBindPhoneValidCode', { phone: '13810001001' })).msg).toBe(
      '手机号 13810001001 已被其他用户使用',
    )
  })

  it('changes the password with the old one, under the policy, ending the other sessions', async () => {
    const other = await t.login('alice', 'Alice#2026')
    const weak = await me.post('/api/sys/userCenter/updatePassword', {
      password: t.encrypt('Alice#2026'),
      newPassword: t.encrypt('short'),
    })
    expect(weak.msg).toBe('新密码至少 8 位')
    const wrong = await me.post('/api/sys/userCenter/updatePassword', {
      password: t.encrypt('nope-nope'),
      newPassword: t.encrypt('Better#2027'),
    })
    expect(wrong.msg).toBe('原密码错误')
    const ok = await me.post('/api/sys/userCenter/updatePassword', {
      password: t.encrypt('Alice#2026'),
      newPassword: t.encrypt('Better#2027'),
    })
    expect(ok.code).toBe(200)
    expect((await me.get('/api/auth/b/getLoginUser')).code).toBe(200)
    expect((await api(t, other).get('/api/auth/b/getLoginUser')).code).toBe(401)
    await t.login('alice', 'Better#2027')
    expect(token).toBeTruthy()
  })
})
