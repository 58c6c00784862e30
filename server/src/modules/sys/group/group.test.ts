import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, dataCounts, engines, type TestApp, testApp } from '../../../test/harness.js'

describe.each(engines)('user groups on $name', (engine) => {
  let t: TestApp
  let a: ReturnType<typeof api>
  beforeAll(async () => {
    t = await testApp(engine)
    a = api(t, await t.login())
  })
  afterAll(() => t?.close())

  it('adds, edits, sets members, offers groups to selectors and deletes', async () => {
    const id = (await a.post('/api/sys/group/add', { name: '安全委员会', remark: '每月例会' })).data
    expect((await a.post('/api/sys/group/edit', { id, name: '安全生产委员会' })).code).toBe(200)
    expect(
      (await a.post('/api/sys/group/grantUser', { id, userIdList: ['user-emp-08', 'user-emp-09'] })).code,
    ).toBe(200)
    expect((await a.get('/api/sys/group/ownUser', { id })).data.sort()).toEqual([
      'user-emp-08',
      'user-emp-09',
    ])
    expect((await a.get('/api/sys/group/page')).data.records[0]).toMatchObject({
      name: '安全生产委员会',
      userCount: 2,
    })
    expect((await a.get('/api/sys/group/groupSelector')).data).toHaveLength(1)
    const names = await a.post('/api/sys/userCenter/getGroupListByIdList', { idList: [id] })
    expect(names.data).toEqual([{ id, name: '安全生产委员会' }])
    expect((await a.post('/api/sys/group/delete', [{ id }])).code).toBe(200)
    expect((await a.get('/api/sys/group/page')).data.total).toBe(0)
  })

  it('refuses duplicate names and unknown members, writing nothing', async () => {
    const id = (await a.post('/api/sys/group/add', { name: '采购小组' })).data
    const before = await dataCounts(t.app)
    expect((await a.post('/api/sys/group/add', { name: '采购小组' })).msg).toBe('用户组“采购小组”已存在')
    expect((await a.post('/api/sys/group/grantUser', { id, userIdList: ['nobody'] })).msg).toBe(
      '用户不存在或已被删除',
    )
    expect(await dataCounts(t.app)).toEqual(before)
  })
})
