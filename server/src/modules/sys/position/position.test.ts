import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, dataCounts, engines, type TestApp, testApp } from '../../../test/harness.js'

describe.each(engines)('positions on $name', (engine) => {
  let t: TestApp
  let a: ReturnType<typeof api>
  beforeAll(async () => {
    t = await testApp(engine)
    a = api(t, await t.login())
  })
  afterAll(() => t?.close())

  it('adds, edits, lists by organisation subtree and category, deletes', async () => {
    const id = (
      await a.post('/api/sys/position/add', {
        orgId: 'org-it',
        name: '运维工程师',
        category: 'BASE',
        sortCode: 5,
      })
    ).data
    expect(
      (await a.post('/api/sys/position/edit', { id, orgId: 'org-it', name: '运维主管', category: 'MIDDLE' }))
        .code,
    ).toBe(200)
    const byOrg = await a.get('/api/sys/position/page', { orgId: 'org-it', size: 50 })
    expect(byOrg.data.records.map((r: { name: string }) => r.name).sort()).toEqual(
      ['系统管理员', '运维主管'].sort(),
    )
    const fromRoot = await a.get('/api/sys/position/page', {
      orgId: 'org-root',
      category: 'MIDDLE',
      size: 50,
    })
    expect(fromRoot.data.records.map((r: { name: string }) => r.name).sort()).toEqual(
      ['部门经理', '运维主管'].sort(),
    )
    expect((await a.get('/api/sys/position/detail', { id })).data).toMatchObject({ orgName: '信息中心' })
    expect((await a.post('/api/sys/position/delete', [{ id }])).code).toBe(200)
  })

  it('refuses duplicates, unknown organisations and deleting a position in use, writing nothing', async () => {
    const before = await dataCounts(t.app)
    expect(
      (await a.post('/api/sys/position/add', { orgId: 'org-it', name: '系统管理员', category: 'BASE' })).msg,
    ).toBe('该组织下已存在名为“系统管理员”的职位')
    expect((await a.post('/api/sys/position/add', { orgId: 'nope', name: 'x', category: 'BASE' })).msg).toBe(
      '组织不存在或已被删除',
    )
    expect((await a.post('/api/sys/position/delete', [{ id: 'pos-staff' }])).msg).toBe(
      '职位“专员”下存在用户，无法删除',
    )
    expect(await dataCounts(t.app)).toEqual(before)
  })
  it('searches the selector by name on the server and pages it to the end', async () => {
    for (let i = 1; i <= 25; i++) {
      const r = await a.post('/api/sys/position/add', {
        orgId: 'org-it',
        name: `巡检员${i}`,
        category: 'BASE',
      })
      expect(r.code, r.msg).toBe(200)
    }
    const first = await a.get('/api/sys/position/positionSelector', { searchKey: '巡检', size: 20 })
    expect(first.data.total).toBe(25)
    expect(first.data.records).toHaveLength(20)
    const second = await a.get('/api/sys/position/positionSelector', {
      searchKey: '巡检',
      size: 20,
      current: 2,
    })
    expect(second.data.records).toHaveLength(5)
    const names = new Set(
      [...first.data.records, ...second.data.records].map((r: { name: string }) => r.name),
    )
    expect(names.size).toBe(25)
    expect([...names].every((n) => n.startsWith('巡检员'))).toBe(true)
    // Combined with the organisation filter: none of them is in the office.
    expect(
      (await a.get('/api/sys/position/positionSelector', { searchKey: '巡检', orgId: 'org-office' })).data
        .total,
    ).toBe(0)
  })
})
