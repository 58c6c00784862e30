import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, dataCounts, engines, type TestApp, testApp } from '../../../test/harness.js'

type Node = { id: string; code: string; category: string; children?: Node[] }
const codes = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.code, ...codes(n.children ?? [])])

describe.each(engines)('mobile resources on $name', (engine) => {
  let t: TestApp
  let a: ReturnType<typeof api>
  beforeAll(async () => {
    t = await testApp(engine)
    a = api(t, await t.login())
  })
  afterAll(() => t?.close())

  it('seeds a default tree: modules > menus > buttons', async () => {
    const tree = (await a.get('/api/mobile/resource/tree')).data as Node[]
    expect(tree.map((n) => n.code)).toEqual(['mobileWork'])
    expect(tree[0]!.children!.map((n) => n.code)).toEqual([
      'mobileMyApply',
      'mobileApprove',
      'mobileVisitor',
      'mobileMeal',
      'mobileMealSurvey',
      'mobileExam',
      'mobileFeedback',
    ])
    expect(tree[0]!.children![1]!.children!.map((n) => n.code)).toEqual([
      'mobileApprovePass',
      'mobileApproveReject',
      'mobileApproveReturn',
    ])
  })

  it('adds, edits and deletes with the subtree and its grants; refuses wrong parents and codes', async () => {
    const mod = (
      await a.post('/api/mobile/resource/add', {
        parentId: '0',
        category: 'MODULE',
        code: 'mobileGate',
        title: '门岗',
        titleEn: 'Gate',
        icon: 'TruckOutline',
        color: '#13C2C2',
        sortCode: 5,
      })
    ).data as string
    const menu = (
      await a.post('/api/mobile/resource/add', {
        parentId: mod,
        category: 'MENU',
        code: 'mobileGateCheck',
        title: '放行检查',
        path: '/mobile/gate',
        component: 'mobile/gate/index',
      })
    ).data as string
    const button = (
      await a.post('/api/mobile/resource/add', {
        parentId: menu,
        category: 'BUTTON',
        code: 'mobileGatePass',
        title: '放行',
        path: '/ignored',
      })
    ).data as string
    expect((await a.get('/api/mobile/resource/detail', { id: button })).data).toMatchObject({
      parentId: menu,
      path: null,
      sortCode: 0,
    })

    const en = api(t, await t.login(), 'en')
    const before = await dataCounts(t.app)
    const wrong = await a.post('/api/mobile/resource/add', {
      parentId: mod,
      category: 'BUTTON',
      code: 'mobileX',
      title: 'x',
    })
    expect(wrong.status).toBe(400)
    expect(wrong.msg).toBe('上级不对：模块在最上层，菜单在模块下，按钮在菜单下')
    const dup = await en.post('/api/mobile/resource/add', {
      parentId: '0',
      category: 'MODULE',
      code: 'mobileWork',
      title: 'x',
    })
    expect(dup.msg).toBe('Code "mobileWork" is already used')
    const changeKind = await a.post('/api/mobile/resource/edit', {
      id: mod,
      parentId: 'mres-mod-work',
      category: 'MENU',
      code: 'mobileGate',
      title: '门岗',
    })
    expect(changeKind.msg).toBe('该资源下还有子项，不能改变其类别')
    expect(await dataCounts(t.app)).toEqual(before)

    expect(
      (
        await a.post('/api/mobile/resource/edit', {
          id: menu,
          parentId: mod,
          category: 'MENU',
          code: 'mobileGateCheck',
          title: '放行',
          sortCode: 2,
        })
      ).code,
    ).toBe(200)
    expect((await a.get('/api/mobile/resource/detail', { id: menu })).data).toMatchObject({
      title: '放行',
      sortCode: 2,
      path: null,
    })

    const role = (
      await a.post('/api/sys/role/add', { name: '门卫', code: 'guard', category: 'GLOBAL', sortCode: 0 })
    ).data as string
    expect(
      (await a.post('/api/sys/role/grantMobileResource', { id: role, resourceIdList: [mod, menu, button] }))
        .code,
    ).toBe(200)
    expect((await a.get('/api/sys/role/ownMobileResource', { id: role })).data.sort()).toEqual(
      [mod, menu, button].sort(),
    )
    expect((await a.post('/api/mobile/resource/delete', [{ id: mod }])).code).toBe(200)
    expect(codes((await a.get('/api/mobile/resource/tree')).data)).not.toContain('mobileGatePass')
    expect((await a.get('/api/sys/role/ownMobileResource', { id: role })).data).toEqual([])
    const log = await t.app.db
      .selectFrom('devLog')
      .select('reqUrl')
      .where('category', '=', 'OPERATE')
      .where('exeStatus', '=', 'SUCCESS')
      .where('reqUrl', 'like', '/api/mobile/resource/%')
      .execute()
    expect(log.map((l) => l.reqUrl).sort()).toEqual([
      '/api/mobile/resource/add',
      '/api/mobile/resource/add',
      '/api/mobile/resource/add',
      '/api/mobile/resource/delete',
      '/api/mobile/resource/edit',
    ])
  })

  it('serves each user the granted phone menu with button codes, following grant changes', async () => {
    const all = (await a.get('/api/mobile/menu')).data
    expect(all[0].menus.map((m: { code: string }) => m.code)).toEqual([
      'mobileMyApply',
      'mobileApprove',
      'mobileVisitor',
      'mobileMeal',
      'mobileMealSurvey',
      'mobileExam',
      'mobileFeedback',
    ])
    expect(all[0].menus[1].buttonCodes).toEqual([
      'mobileApprovePass',
      'mobileApproveReject',
      'mobileApproveReturn',
    ])

    const userId = await t.createUser('phone', 'Phone@12345')
    const phone = api(t, await t.login('phone', 'Phone@12345'))
    expect((await phone.get('/api/mobile/menu')).data).toEqual([])
    const role = (
      await a.post('/api/sys/role/add', { name: '审批人', code: 'approver', category: 'GLOBAL', sortCode: 0 })
    ).data as string
    await a.post('/api/sys/role/grantMobileResource', {
      id: role,
      resourceIdList: ['mres-menu-approve', 'mres-btn-approve-pass'],
    })
    expect((await a.post('/api/sys/user/grantRole', { id: userId, roleIdList: [role] })).code).toBe(200)
    const menu = (await phone.get('/api/mobile/menu')).data
    expect(menu).toHaveLength(1)
    expect(menu[0]).toMatchObject({
      code: 'mobileWork',
      title: '办事',
      titleEn: 'Services',
      color: '#1677FF',
    })
    expect(menu[0].menus).toEqual([
      expect.objectContaining({
        code: 'mobileApprove',
        path: '/mobile/approve',
        buttonCodes: ['mobileApprovePass'],
      }),
    ])
    await a.post('/api/sys/role/grantMobileResource', { id: role, resourceIdList: [] })
    expect((await phone.get('/api/mobile/menu')).data).toEqual([])
  })

  it('refuses to grant mobile resources the granting user does not hold', async () => {
    const granterId = await t.createUser('granter', 'Granter@12345')
    const role = (
      await a.post('/api/sys/role/add', { name: '授权者', code: 'granter', category: 'GLOBAL', sortCode: 0 })
    ).data as string
    await a.post('/api/sys/role/grantResource', {
      id: role,
      resourceIdList: ['menu-sys-role', 'btn-sysRoleGrantMobileResource'],
    })
    await a.post('/api/sys/role/grantMobileResource', { id: role, resourceIdList: ['mres-menu-meal'] })
    await a.post('/api/sys/user/grantRole', { id: granterId, roleIdList: [role] })
    const target = (
      await a.post('/api/sys/role/add', {
        name: '食堂',
        code: 'canteen',
        category: 'ORG',
        orgId: 'org-office',
        sortCode: 0,
      })
    ).data as string
    const g = api(t, await t.login('granter', 'Granter@12345'))
    const before = await dataCounts(t.app)
    const refused = await g.post('/api/sys/role/grantMobileResource', {
      id: target,
      resourceIdList: ['mres-menu-meal', 'mres-menu-approve'],
    })
    expect(refused.status).toBe(403)
    expect(refused.msg).toBe('不能授予自己没有的权限：审批')
    expect(await dataCounts(t.app)).toEqual(before)
    expect(
      (await g.post('/api/sys/role/grantMobileResource', { id: target, resourceIdList: ['mres-menu-meal'] }))
        .code,
    ).toBe(200)
  })
})
