import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, dataCounts, engines, type TestApp, testApp } from '../../../test/harness.js'

describe.each(engines)('resources on $name', (engine) => {
  let t: TestApp
  let a: ReturnType<typeof api>
  beforeAll(async () => {
    t = await testApp(engine)
    a = api(t, await t.login())
  })
  afterAll(() => t?.close())

  it('manages modules, menus (tree, move), buttons and fields; changes reach the menu at once', async () => {
    const mod = (
      await a.post('/api/sys/resource/module/add', {
        title: '业务',
        titleEn: 'Business',
        icon: 'shop-outlined',
        color: '#fa8c16',
        sortCode: 2,
      })
    ).data
    expect((await a.get('/api/sys/resource/module/page')).data.total).toBe(5)
    const cat = (
      await a.post('/api/sys/resource/menu/add', {
        parentId: mod,
        moduleId: mod,
        title: '新闻',
        menuType: 'catalog',
        path: '/biz/newsCatalog',
      })
    ).data
    const menu = await a.post('/api/sys/resource/menu/add', {
      parentId: cat,
      moduleId: mod,
      title: '新闻管理',
      menuType: 'menu',
      name: 'bizBulletin',
      code: 'bizBulletin',
      path: '/biz/news',
      component: 'biz/news/index',
      affix: false,
    })
    expect(menu.code, menu.msg).toBe(200)
    const tree = await a.get('/api/sys/resource/menu/tree', { moduleId: mod })
    expect(tree.data[0].children[0]).toMatchObject({
      title: '新闻管理',
      component: 'biz/news/index',
      hidden: false,
    })
    const btn = await a.post('/api/sys/resource/button/add', {
      parentId: menu.data,
      title: '新增新闻',
      code: 'bizBulletinAdd',
    })
    expect(btn.code).toBe(200)
    expect(
      (await a.post('/api/sys/resource/field/add', { parentId: menu.data, title: '作者', code: 'author' }))
        .code,
    ).toBe(200)
    expect((await a.get('/api/sys/resource/button/page', { parentId: menu.data })).data.total).toBe(1)
    const field = (await a.get('/api/sys/resource/field/page', { parentId: menu.data })).data.records[0]
    expect(field).toMatchObject({ title: '作者', code: 'author' })
    // Each kind saves back what its detail reads, and reads back what was saved.
    for (const [kind, id] of [
      ['module', mod],
      ['menu', menu.data],
      ['button', btn.data],
      ['field', field.id],
    ]) {
      const detail = (await a.get(`/api/sys/resource/${kind}/detail`, { id })).data
      const edit = await a.post(`/api/sys/resource/${kind}/edit`, { ...detail, title: `${detail.title}二` })
      expect(edit.code, `${kind}: ${edit.msg}`).toBe(200)
      expect((await a.get(`/api/sys/resource/${kind}/detail`, { id })).data.title).toBe(`${detail.title}二`)
    }
    expect(
      (await a.get('/api/sys/resource/menu/moduleSelector')).data.map((m: { id: string }) => m.id),
    ).toContain(mod)
    expect((await a.get('/api/auth/b/getLoginUser')).data.buttonCodeList).toContain('bizBulletinAdd')
    const loginMenu = await a.get('/api/sys/userCenter/loginMenu')
    const moduleIds = loginMenu.data.map((m: { id: string }) => m.id)
    expect(moduleIds.slice(0, 2)).toEqual(['mod-home', 'mod-system'])
    expect(moduleIds.slice(2).sort()).toEqual([mod, 'mod-site', 'mod-work'].sort())
    // Move to the system module: the menu's buttons and fields follow.
    expect(
      (await a.post('/api/sys/resource/menu/changeModule', { id: cat, moduleId: 'mod-system' })).code,
    ).toBe(200)
    const moved = await t.app.db
      .selectFrom('sysResource')
      .select('moduleId')
      .where('id', '=', btn.data)
      .executeTakeFirstOrThrow()
    expect(moved.moduleId).toBe('mod-system')
    expect((await a.post('/api/sys/resource/menu/delete', [{ id: cat }])).code).toBe(200)
    expect((await a.get('/api/sys/resource/button/page', { parentId: menu.data })).data.total).toBe(0)
    expect((await a.post('/api/sys/resource/module/delete', [{ id: mod }])).code).toBe(200)
  })

  it('refuses duplicate codes, buttons outside menus, loops and modules with menus, writing nothing', async () => {
    const before = await dataCounts(t.app)
    expect(
      (
        await a.post('/api/sys/resource/button/add', {
          parentId: 'menu-sys-user',
          title: 'x',
          code: 'sysUserAdd',
        })
      ).msg,
    ).toBe('编码“sysUserAdd”已存在')
    expect(
      (await a.post('/api/sys/resource/button/add', { parentId: 'mod-system', title: 'x', code: 'xx' })).msg,
    ).toBe('按钮和字段只能添加在菜单下')
    const loop = await a.post('/api/sys/resource/menu/edit', {
      id: 'menu-cat-org',
      parentId: 'menu-sys-user',
      moduleId: 'mod-system',
      title: '组织管理',
      menuType: 'catalog',
    })
    expect(loop.msg).toBe('上级菜单不能是自身、其下级或其他模块的菜单')
    expect((await a.post('/api/sys/resource/module/delete', [{ id: 'mod-system' }])).msg).toBe(
      '模块“系统管理”下存在菜单，无法删除',
    )
    expect(await dataCounts(t.app)).toEqual(before)
  })
})
