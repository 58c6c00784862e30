import type { MenuItem } from '@portal/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, engines, type TestApp, testApp } from '../../../test/harness.js'
import { FALLBACK_MENU } from './service.js'

describe.each(engines)('the shell menu and user on $name', (engine) => {
  let t: TestApp
  let admin: ReturnType<typeof api>
  let userId: string
  let token: string
  beforeAll(async () => {
    t = await testApp(engine)
    admin = api(t, await t.login())
    userId = await t.createUser('plain', 'Plain#12345')
    token = await t.login('plain', 'Plain#12345')
  })
  afterAll(() => t?.close())

  const get = (url: string, etag?: string) =>
    t.app.inject({ method: 'GET', url, headers: { token, ...(etag ? { 'if-none-match': etag } : {}) } })

  it('a user holding no page gets the built-in fallback menu, then their own once granted', async () => {
    const menu = (await get('/api/sys/userCenter/loginMenu')).json().data
    expect(menu).toEqual(FALLBACK_MENU)
    // Spec §2: one module, Default, at /homeModule: the personal centre and the exam pages.
    expect(menu.map((m: MenuItem) => [m.path, m.meta.titleEn, m.meta.type])).toEqual([
      ['/homeModule', 'Default', 'module'],
    ])
    expect(menu[0].children.map((m: MenuItem) => [m.path, m.component, m.meta.hidden])).toEqual([
      ['/usercenter', 'usercenter/index', undefined],
      ['/krs/random-exam', 'krs/exam/random', undefined],
      ['/krs/answer-exam', 'krs/exam/answer', undefined],
      ['/krs/answer-result', 'krs/exam/result', true],
    ])

    const role = await admin.post('/api/sys/role/add', {
      name: '用户查看',
      code: 'userViewer',
      category: 'GLOBAL',
    })
    expect(role.code, role.msg).toBe(200)
    const users = await admin.post('/api/sys/role/grantResource', {
      id: role.data,
      resourceIdList: ['menu-sys-user'],
    })
    expect(users.code, users.msg).toBe(200)
    expect((await admin.post('/api/sys/user/grantRole', { id: userId, roleIdList: [role.data] })).code).toBe(
      200,
    )
    const granted = (await get('/api/sys/userCenter/loginMenu')).json().data
    expect(granted.map((m: { id: string }) => m.id)).toEqual(['mod-system'])
    expect(JSON.stringify(granted)).not.toContain('/usercenter')
  })

  it('leaves defaults out of the menu: no nulls, no false', async () => {
    const text = (await api(t, await t.login()).raw('/api/sys/userCenter/loginMenu')).body
    expect(text).not.toContain('null')
    expect(text).not.toContain('false')
    expect(text).toContain('"affix":true')
  })

  it.each([['/api/auth/b/getLoginUser'], ['/api/sys/userCenter/loginMenu']])(
    '%s: an ETag, 304 without a body while unchanged, 200 with a new one after a change',
    async (url) => {
      const first = await get(url)
      const etag = String(first.headers.etag)
      expect(etag).toMatch(/^"[\w-]+"$/)
      const again = await get(url, etag)
      expect(again.statusCode).toBe(304)
      expect(again.body).toBe('')
      expect(again.headers.etag).toBe(etag)
      // Another tag (or none) gets the whole answer.
      expect((await get(url, '"other"')).json().code).toBe(200)

      // A change the answer shows: the user's name (getLoginUser) or a menu title (loginMenu).
      if (url.endsWith('getLoginUser'))
        await t.app.db
          .updateTable('sysUser')
          .set({ nickname: `n${Date.now()}` })
          .where('id', '=', userId)
          .execute()
      else
        await t.app.db
          .updateTable('sysResource')
          .set({ title: `用户管理${Date.now()}` })
          .where('id', '=', 'menu-sys-user')
          .execute()
      const changed = await get(url, etag)
      expect(changed.statusCode).toBe(200)
      expect(changed.headers.etag).not.toBe(etag)
      expect(changed.json().code).toBe(200)
    },
  )
})
