import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, dataCounts, engines, type TestApp, testApp } from '../../../test/harness.js'

describe.each(engines)('roles on $name', (engine) => {
  let t: TestApp
  let a: ReturnType<typeof api>
  beforeAll(async () => {
    t = await testApp(engine)
    a = api(t, await t.login())
  })
  afterAll(() => t?.close())

  it('adds, edits, grants resources, permissions and users, and deletes with its grants', async () => {
    const id = (
      await a.post('/api/sys/role/add', {
        name: '人事专员',
        code: 'hrStaff',
        category: 'ORG',
        orgId: 'org-office',
      })
    ).data
    expect(
      (
        await a.post('/api/sys/role/edit', {
          id,
          name: '人事',
          code: 'hrStaff',
          category: 'ORG',
          orgId: 'org-office',
        })
      ).code,
    ).toBe(200)
    expect((await a.get('/api/sys/role/detail', { id })).data).toMatchObject({
      name: '人事',
      orgName: '综合管理部',
    })
    const tree = await a.get('/api/sys/role/resourceTreeSelector')
    expect(tree.data.map((m: { id: string }) => m.id)).toEqual([
      'mod-home',
      'mod-system',
      'mod-site',
      'mod-work',
    ])
    const perms = await a.get('/api/sys/role/permissionTreeSelector')
    const sysUser = perms.data.find((p: { code: string }) => p.code === 'sysUser')
    expect(sysUser.apis.map((x: { url: string }) => x.url)).toContain('/api/sys/user/page')
    expect(
      (
        await a.post('/api/sys/role/grantResource', {
          id,
          resourceIdList: ['menu-sys-user', 'btn-sysUserAdd'],
        })
      ).code,
    ).toBe(200)
    expect((await a.get('/api/sys/role/ownResource', { id })).data.sort()).toEqual([
      'btn-sysUserAdd',
      'menu-sys-user',
    ])
    const p = [{ code: 'sysUser', scope: { scope: 'DEFINE', orgIds: ['org-office', 'org-it'] } }]
    expect((await a.post('/api/sys/role/grantPermission', { id, permissionList: p })).code).toBe(200)
    expect((await a.get('/api/sys/role/ownPermission', { id })).data).toEqual(p)
    expect(
      (await a.post('/api/sys/role/grantUser', { id, userIdList: ['user-emp-02', 'user-emp-03'] })).code,
    ).toBe(200)
    expect((await a.get('/api/sys/role/ownUser', { id })).data.sort()).toEqual(['user-emp-02', 'user-emp-03'])
    const before = await dataCounts(t.app)
    expect((await a.post('/api/sys/role/delete', [{ id }])).code).toBe(200)
    expect((await dataCounts(t.app)).sysRelation).toBe(before.sysRelation - 5)
  })

  it('refuses duplicate codes, the super admin role’s deletion and unknown organisations, writing nothing', async () => {
    const before = await dataCounts(t.app)
    expect(
      (await a.post('/api/sys/role/add', { name: 'x', code: 'superAdmin', category: 'GLOBAL' })).msg,
    ).toBe('角色编码“superAdmin”已存在')
    expect(
      (await a.post('/api/sys/role/add', { name: 'x', code: 'x1', category: 'ORG', orgId: 'nope' })).msg,
    ).toBe('组织不存在或已被删除')
    expect((await a.post('/api/sys/role/delete', [{ id: 'role-super-admin' }])).code).toBe(403)
    expect(await dataCounts(t.app)).toEqual(before)
  })
  it('searches the selector by name or code on the server and pages it to the end', async () => {
    for (let i = 1; i <= 23; i++) {
      const r = await a.post('/api/sys/role/add', {
        name: `巡检角色${i}`,
        code: `patrol${i}`,
        category: 'GLOBAL',
      })
      expect(r.code, r.msg).toBe(200)
    }
    const first = await a.get('/api/sys/role/roleSelector', { searchKey: '巡检角色', size: 20 })
    expect(first.data.total).toBe(23)
    expect(first.data.records).toHaveLength(20)
    const second = await a.get('/api/sys/role/roleSelector', { searchKey: '巡检角色', size: 20, current: 2 })
    expect(second.data.records).toHaveLength(3)
    const codes = new Set(
      [...first.data.records, ...second.data.records].map((r: { code: string }) => r.code),
    )
    expect(codes.size).toBe(23)
    const byCode = await a.get('/api/sys/role/roleSelector', { searchKey: 'PATROL1', size: 20 })
    expect(byCode.data.records.map((r: { code: string }) => r.code).sort()).toEqual(
      [
        'patrol1',
        'patrol10',
        'patrol11',
        'patrol12',
        'patrol13',
        'patrol14',
        'patrol15',
        'patrol16',
        'patrol17',
        'patrol18',
        'patrol19',
      ].sort(),
    )
  })
})
