import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engines, type TestApp, tableCounts, testApp } from '../../../test/harness.js'

describe.each(engines)('the staff phone sign-in on $name', (engine) => {
  let t: TestApp
  // 张伟, a sample employee (`db/seed/org.ts`), holds the employee role.
  const phone = '13810001001'
  const userId = 'user-emp-01'

  beforeAll(async () => {
    t = await testApp(engine)
  })
  afterAll(() => t?.close())

  const code = async (reqNo: string) =>
    (await t.app.db.selectFrom('sysCode').select('code').where('id', '=', reqNo).executeTakeFirst())?.code
  const sendCode = async (to: string) => {
    const pic = (await t.app.inject({ method: 'GET', url: '/api/auth/b/getPicCaptcha' })).json().data
      .validCodeReqNo as string
    const q = new URLSearchParams({ phone: to, validCode: (await code(pic))!, validCodeReqNo: pic })
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/b/getPhoneValidCode?${q}` })
    expect(res.json().code, res.body).toBe(200)
    return res.json().data as string
  }
  const signIn = (to: string, validCode: string, validCodeReqNo: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/b/doLoginByPhone',
      payload: { phone: to, validCode, validCodeReqNo },
    })
  const sms = (to: string) =>
    t.app.db.selectFrom('devSms').select(['content', 'kind']).where('phone', '=', to).execute()

  it('refuses while the password must be changed, then signs the employee in with a B-side session', async () => {
    const reqNo = await sendCode(phone)
    const sent = await sms(phone)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.content).toContain(await code(reqNo))
    const first = await signIn(phone, (await code(reqNo))!, reqNo)
    expect(first.statusCode).toBe(403)
    expect(first.json().msg).toContain('请先在电脑上用账号密码登录并修改密码')
    // The code was spent with that answer.
    expect(await code(reqNo)).toBeUndefined()

    await t.app.db.updateTable('sysUser').set({ passwordMustChange: 0 }).where('id', '=', userId).execute()
    // Each answer, right or wrong, spent its code: the next one may be asked for at once.
    const reqNo2 = await sendCode(phone)
    const wrong = await signIn(phone, '000000', reqNo2)
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().msg).toContain('验证码错误或已失效')
    const reqNo3 = await sendCode(phone)
    const ok = await signIn(phone, (await code(reqNo3))!, reqNo3)
    expect(ok.json().code, ok.body).toBe(200)
    const token = ok.json().data as string
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/b/phoneUser', headers: { token } })
    expect(me.json().data).toMatchObject({ id: userId, account: 'zhangwei', name: '张伟' })
    expect(me.json().data.today).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    // The employee role's phone menu: approvals with every decision, meals, questionnaires, exams, feedback.
    const menu = await t.app.inject({ method: 'GET', url: '/api/mobile/menu', headers: { token } })
    const menus = (
      menu.json().data as Array<{ menus: Array<{ path: string; buttonCodes: string[] }> }>
    ).flatMap((m) => m.menus)
    expect(menus.map((m) => m.path)).toEqual(
      expect.arrayContaining([
        '/mobile/approve',
        '/mobile/meal',
        '/mobile/survey',
        '/mobile/exam',
        '/mobile/feedback',
      ]),
    )
    expect(menus.find((m) => m.path === '/mobile/approve')!.buttonCodes.sort()).toEqual([
      'mobileApprovePass',
      'mobileApproveReject',
      'mobileApproveReturn',
    ])
    const dict = await t.app.inject({
      method: 'GET',
      url: '/api/auth/b/phoneDict?type=KRS_MEAL_LOCATION',
      headers: { token },
    })
    expect(dict.json().data.length).toBeGreaterThan(0)
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/auth/b/phoneDict?type=SYS_SECRET',
      headers: { token },
    })
    expect(unknown.statusCode).toBe(404)
    // A staff session: the client side's routes refuse it.
    const client = await t.app.inject({ method: 'GET', url: '/api/auth/c/getLoginUser', headers: { token } })
    expect(client.statusCode).toBe(401)
  })

  it('sends nothing to a number that is no employee’s, answering the same, and signs nobody in', async () => {
    const stranger = '13599990000'
    const counts = await tableCounts(t.app)
    const reqNo = await sendCode(stranger)
    expect(reqNo).toMatch(/\S+/)
    expect(await sms(stranger)).toEqual([])
    const res = await signIn(stranger, (await code(reqNo))!, reqNo)
    expect(res.statusCode).toBe(400)
    const after = await tableCounts(t.app)
    // Only the login log's refusal and the captcha bookkeeping changed: no session, no user.
    expect(after.sys_session).toBe(counts.sys_session)
    expect(after.sys_user).toBe(counts.sys_user)
  })
})
