import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffAs } from '../../../test/admission.js'
import { api, dataCounts, engines, type TestApp, testApp } from '../../../test/harness.js'

type Api = ReturnType<typeof api>

/**
 * Snowy's web client on this server (issue 41): its names for our routes answer what ours do, in
 * its shape where it differs, with our routes' permissions, and a bad body changes nothing.
 */
describe.each(engines)('Snowy client aliases on $name', (engine) => {
  let t: TestApp
  let admin: Api
  let sysModule: string

  beforeAll(async () => {
    t = await testApp(engine)
    admin = api(t, await t.login())
    const modules = (await admin.get('/api/sys/menu/moduleSelector')).data as Array<{
      id: string
      title: string
    }>
    sysModule = modules.find((m) => m.title === '系统管理')!.id
  })
  afterAll(async () => {
    await t?.close()
  })

  it('serves module and menu management under Snowy’s names, in its shape', async () => {
    const ours = await admin.get('/api/sys/resource/module/page', { current: 1, size: 5 })
    expect(await admin.get('/api/sys/module/page', { current: 1, size: 5 })).toEqual(ours)

    const tree = (await admin.get('/api/sys/menu/tree', { module: sysModule })).data
    const ourTree = (await admin.get('/api/sys/resource/menu/tree', { moduleId: sysModule })).data
    expect(tree).toHaveLength(ourTree.length)
    const top = tree[0]
    expect(top).toMatchObject({ module: sysModule, parentId: '0', visible: 'TRUE' })
    expect(top.menuType).toBe(ourTree[0].menuType.toUpperCase())

    // A menu added as Snowy's form sends it: top level ("0"), its module, kind in capitals, hidden.
    const before = await dataCounts(t.app)
    const bad = await admin.post('/api/sys/menu/add', {
      parentId: '0',
      module: sysModule,
      title: '',
      menuType: 'MENU',
      visible: 'TRUE',
      sortCode: 1,
    })
    expect(bad.status).toBe(400)
    expect(bad.msg).toContain('title')
    expect(await dataCounts(t.app)).toEqual(before)
    const added = await admin.post('/api/sys/menu/add', {
      parentId: '0',
      module: sysModule,
      title: '迁移测试',
      name: 'snowyMigrated',
      path: '/snowy/migrated',
      component: 'snowy/migrated/index',
      menuType: 'MENU',
      visible: 'FALSE',
      category: 'MENU',
      sortCode: 99,
    })
    expect(added.code, added.msg).toBe(200)
    const id = added.data as string
    expect((await admin.get('/api/sys/resource/menu/detail', { id })).data).toMatchObject({
      parentId: sysModule,
      moduleId: sysModule,
      menuType: 'menu',
      hidden: true,
    })
    const detail = (await admin.get('/api/sys/menu/detail', { id })).data
    expect(detail).toMatchObject({ module: sysModule, parentId: '0', menuType: 'MENU', visible: 'FALSE' })
    const edited = await admin.post('/api/sys/menu/edit', { ...detail, title: '迁移测试二', visible: 'TRUE' })
    expect(edited.code, edited.msg).toBe(200)
    expect((await admin.get('/api/sys/resource/menu/detail', { id })).data).toMatchObject({
      title: '迁移测试二',
      hidden: false,
    })
    expect((await admin.post('/api/sys/menu/delete', [{ id }])).code).toBe(200)
    expect((await admin.get('/api/sys/resource/menu/detail', { id })).status).toBe(404)
  })

  it('adds, reads, edits and deletes a user as Snowy’s user form sends it', async () => {
    const orgs = (await admin.get('/api/sys/user/orgTreeSelector')).data
    expect(orgs).toEqual((await admin.get('/api/sys/org/orgTreeSelector')).data)
    const positions = (
      await admin.get('/api/sys/user/positionSelector', { orgId: 'org-it', current: 1, size: 10 })
    ).data
    expect(positions.records.length).toBeGreaterThan(0)
    const people = (await admin.get('/api/sys/user/userSelector', { searchKey: '张', current: 1, size: 10 }))
      .data
    expect(people.records.every((p: { name: string }) => p.name.includes('张'))).toBe(true)

    expect((await admin.post('/api/sys/user/getAncestorNodes', ['org-it'])).data).toEqual([
      expect.objectContaining({ id: 'org-it' }),
    ])
    const positionId = positions.records[0].id
    const added = await admin.post('/api/sys/user/add', {
      account: 'snowymover',
      name: '迁移用户',
      gender: '女',
      orgId: 'org-it',
      positionId,
      positionJson: JSON.stringify([{ orgId: 'org-it', positionId }]),
    })
    expect(added.code, added.msg).toBe(200)
    const listed = (await admin.get('/api/sys/user/page', { account: 'snowymover' })).data.records
    expect(listed).toEqual([expect.objectContaining({ gender: 'FEMALE', genderName: '女' })])
    const id = listed[0].id
    // Snowy's GETs carry its cache-buster: its form reads the posts as a JSON string; ours as a list.
    const theirs = (await admin.get('/api/sys/user/detail', { id, _: Date.now() })).data
    expect(JSON.parse(theirs.positionJson)).toEqual([{ orgId: 'org-it', positionId }])
    expect((await admin.get('/api/sys/user/detail', { id })).data.positionJson).toEqual([
      { orgId: 'org-it', positionId },
    ])
    const edited = await admin.post('/api/sys/user/edit', { ...theirs, name: '迁移用户二', gender: '男' })
    expect(edited.code, edited.msg).toBe(200)
    expect((await admin.get('/api/sys/user/detail', { id })).data).toMatchObject({
      name: '迁移用户二',
      gender: 'MALE',
    })
    expect((await admin.post('/api/sys/user/delete', [{ id }])).code).toBe(200)
  })

  it('reads the visit or operation log by category, with our permissions for each', async () => {
    const logins = (await admin.get('/api/dev/log/page', { category: 'LOGIN', current: 1, size: 5 })).data
    expect(logins.total).toBeGreaterThan(0)
    expect(logins.records.every((r: { category: string }) => r.category === 'LOGIN')).toBe(true)
    // Times as Snowy's tables show them: the company's wall clock.
    expect(logins.records[0].opTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    const ours = (await admin.get('/api/dev/log/op/page', { category: 'OPERATE', current: 1, size: 5 })).data
    const theirs = (await admin.get('/api/dev/log/page', { category: 'OPERATE', current: 1, size: 5 })).data
    expect(theirs.total).toBe(ours.total)
    expect(theirs.records.map((r: { id: string }) => r.id)).toEqual(
      ours.records.map((r: { id: string }) => r.id),
    )
    const line = (await admin.get('/api/dev/log/vis/lineChartData')).data
    expect(line[line.length - 1]).toMatchObject({ loginCount: expect.any(Number), logoutCount: 0 })
    expect((await admin.get('/api/dev/log/vis/pieChartData')).data).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: '登录' })]),
    )
    // An employee holding neither log page reads neither through the alias.
    const employee = await staffAs(t, 'user-emp-02')
    for (const category of ['LOGIN', 'OPERATE'])
      expect((await employee.get('/api/dev/log/page', { category })).status).toBe(403)
    expect((await employee.get('/api/sys/menu/tree', { module: sysModule })).status).toBe(403)
  })

  it('shows sessions as Snowy lists them and signs one out by its token entry', async () => {
    const other = await t.login()
    const figures = (await admin.get('/api/auth/session/analysis')).data
    expect(Number(figures.currentSessionTotalCount)).toBeGreaterThanOrEqual(2)
    expect(figures.proportionOfBAndC).toMatch(/^\d+\/\d+$/)
    const page = (await admin.get('/api/auth/session/b/page', { current: 1, size: 50 })).data
    const row = page.records.find(
      (r: { tokenSignList: Array<{ tokenValue: string }> }) => r.tokenSignList.length,
    )
    expect(row).toMatchObject({ account: 'superAdmin', tokenNumber: 1 })
    expect(row.lastLoginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    // Sign out the other session (not this one): its token stops working.
    const mine = (await admin.get('/api/auth/monitor/page', { current: 1, size: 50 })).data.records.find(
      (s: { current: boolean }) => s.current,
    ).id
    const target = page.records.find(
      (r: { tokenSignList: Array<{ tokenValue: string }> }) => r.tokenSignList[0]!.tokenValue !== mine,
    )
    const kicked = await admin.post('/api/auth/token/b/exit', {
      tokenValues: [target.tokenSignList[0].tokenValue],
    })
    expect(kicked.code, kicked.msg).toBe(200)
    expect((await api(t, other).get('/api/auth/b/getLoginUser')).code).toBe(401)
  })

  it('answers the client’s start-up questions: captcha switch, third-party flags, binding and expiry', async () => {
    const base = (await admin.get('/api/dev/config/sysBaseList')).data as Array<{
      configKey: string
      configValue: string
    }>
    const value = (k: string) => base.find((c) => c.configKey === k)?.configValue
    expect(value('SNOWY_SYS_DEFAULT_CAPTCHA_OPEN_FLAG_FOR_B')).toBe(value('SNOWY_SYS_DEFAULT_CAPTCHA_OPEN'))
    expect((await admin.get('/api/dev/config/sysThirdAllowFlagList')).data).toEqual([
      { configKey: 'SNOWY_THIRD_IAM_ALLOW_LOGIN_FLAG', configValue: 'false' },
      { configKey: 'SNOWY_THIRD_WECHAT_ALLOW_LOGIN_FLAG', configValue: 'false' },
    ])
    expect((await admin.get('/api/sys/userCenter/isUserPasswordExpired')).data).toBe(false)
    expect((await admin.get('/api/sys/userCenter/isUserNeedBindPhone')).data).toBe(false)
    expect((await admin.get('/api/sys/userCenter/isUserNeedBindEmail')).data).toBe(false)
  })
})
