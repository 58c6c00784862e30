import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, dataCounts, engines, type TestApp, testApp } from '../../../test/harness.js'

describe.each(engines)('organisations on $name', (engine) => {
  let t: TestApp
  let a: ReturnType<typeof api>
  beforeAll(async () => {
    t = await testApp(engine)
    a = api(t, await t.login())
  })
  afterAll(() => t?.close())

  it('adds, edits, lists as page and tree, and shows the director', async () => {
    const add = await a.post('/api/sys/org/add', {
      parentId: 'org-root',
      name: '财务部',
      code: 'HY-CW',
      category: 'DEPT',
      sortCode: 9,
      directorId: 'user-emp-01',
    })
    expect(add.code, add.msg).toBe(200)
    const detail = await a.get('/api/sys/org/detail', { id: add.data })
    expect(detail.data).toMatchObject({ name: '财务部', directorName: '张伟', parentId: 'org-root' })
    expect(
      (await a.post('/api/sys/org/edit', { ...detail.data, name: '财务管理部', id: add.data })).code,
    ).toBe(200)
    const page = await a.get('/api/sys/org/page', { searchKey: '财务', size: 50 })
    expect(page.data.records.map((r: { name: string }) => r.name)).toEqual(['财务管理部'])
    const tree = await a.get('/api/sys/org/tree')
    expect(tree.data[0].id).toBe('org-root')
    expect(tree.data[0].children.map((c: { name: string }) => c.name)).toContain('财务管理部')
    const search = await a.get('/api/sys/org/tree', { searchKey: '财务' })
    expect(search.data[0].children.map((c: { name: string }) => c.name)).toEqual(['财务管理部'])
  })

  it('refuses a duplicate sibling name and a parent below itself, writing nothing', async () => {
    const before = await dataCounts(t.app)
    const dup = await a.post('/api/sys/org/add', { parentId: 'org-root', name: '信息中心', category: 'DEPT' })
    expect(dup).toMatchObject({ code: 400, msg: '同一上级下已存在名为“信息中心”的组织' })
    const loop = await a.post('/api/sys/org/edit', {
      id: 'org-root',
      parentId: 'org-it',
      name: '宏远实业集团',
      category: 'COMPANY',
    })
    expect(loop).toMatchObject({ code: 400, msg: '上级组织不能是自身或其下级' })
    expect(await dataCounts(t.app)).toEqual(before)
  })

  it('refuses to delete while people, positions or roles belong to it, naming the organisation', async () => {
    const before = await dataCounts(t.app)
    const withUsers = await a.post('/api/sys/org/delete', [{ id: 'org-safety' }])
    expect(withUsers).toMatchObject({ code: 400, msg: '组织“安全环保部”下存在用户，无法删除' })
    const en = await api(t, (await t.login()) as string, 'en').post('/api/sys/org/delete', [
      { id: 'org-safety' },
    ])
    expect(en.msg).toBe('Organisation "安全环保部" still has users and cannot be deleted')
    const org = (await a.post('/api/sys/org/add', { parentId: 'org-root', name: '临时部', category: 'DEPT' }))
      .data
    await a.post('/api/sys/position/add', { orgId: org, name: '临时岗', category: 'BASE' })
    const afterAdd = await dataCounts(t.app)
    expect((await a.post('/api/sys/org/delete', [{ id: org }])).msg).toBe('组织“临时部”下存在职位，无法删除')
    expect(await dataCounts(t.app)).toEqual(afterAdd)
    expect(before.sysOrg + 1).toBe(afterAdd.sysOrg)
  })

  it('copies a subtree under another parent and deletes a subtree', async () => {
    const top = (
      await a.post('/api/sys/org/add', { parentId: 'org-root', name: '研发中心', category: 'DEPT' })
    ).data
    await a.post('/api/sys/org/add', { parentId: top, name: '前端组', category: 'DEPT' })
    await a.post('/api/sys/org/add', { parentId: top, name: '后端组', category: 'DEPT' })
    const copy = await a.post('/api/sys/org/copy', { id: top, targetParentId: 'org-it' })
    expect(copy.code, copy.msg).toBe(200)
    const page = await a.get('/api/sys/org/page', { parentId: copy.data, size: 50 })
    expect(page.data.records.map((r: { name: string }) => r.name).sort()).toEqual(
      ['前端组', '后端组', '研发中心'].sort(),
    )
    const again = await a.post('/api/sys/org/copy', { id: top, targetParentId: 'org-it' })
    expect(again.msg).toBe('同一上级下已存在名为“研发中心”的组织')
    const into = await a.post('/api/sys/org/copy', { id: top, targetParentId: top })
    expect(into.code).toBe(400)
    expect((await a.post('/api/sys/org/delete', [{ id: copy.data }])).code).toBe(200)
    expect((await a.get('/api/sys/org/page', { parentId: copy.data })).data.total).toBe(0)
  })
})
