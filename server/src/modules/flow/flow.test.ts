import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerFormType, submitApproval } from '../../core/approval.js'
import { api, dataCounts, engines, type TestApp, testApp } from '../../test/harness.js'

registerFormType({ type: 'HTTP_FORM', name: '接口测试申请', nameEn: 'API test application' })

type Api = ReturnType<typeof api>

describe.each(engines)('approvals over HTTP on $name', (engine) => {
  let t: TestApp
  let admin: Api
  let a1: Api
  let a2: Api
  const ids: Record<string, string> = {}
  beforeAll(async () => {
    t = await testApp(engine)
    admin = api(t, await t.login())
    for (const k of ['a1', 'a2']) ids[k] = await t.createUser(`http_${k}`, 'Flow#Pass2026')
    a1 = api(t, await t.login('http_a1', 'Flow#Pass2026'))
    a2 = api(t, await t.login('http_a2', 'Flow#Pass2026'))
  })
  afterAll(() => t?.close())

  const save = (nodes: unknown[], extra: Record<string, unknown> = {}) =>
    admin.post('/api/flow/definition/save', { formType: 'HTTP_FORM', name: '接口测试流程', nodes, ...extra })

  it('saves steps as versions, refusing bad ones by field and writing nothing', async () => {
    const before = await dataCounts(t.app)
    const none = await save([{ name: '空', approverKind: 'USER', approverIds: [] }])
    expect(none.code).toBe(400)
    expect(none.msg).toContain('nodes.0.approverIds')
    const unknown = await save([{ name: '无此人', approverKind: 'USER', approverIds: ['no-such-user'] }])
    expect(unknown).toMatchObject({ code: 400, msg: '第 1 步的审批人不存在，请重新选择' })
    const type = await admin.post('/api/flow/definition/save', {
      formType: 'NO_SUCH_FORM',
      name: 'x',
      nodes: [{ name: '主管', approverKind: 'HOST_DIRECTOR' }],
    })
    expect(type.code).toBe(400)
    expect(await dataCounts(t.app)).toEqual(before)

    expect((await save([{ name: '一审', approverKind: 'USER', approverIds: [ids.a1] }])).code).toBe(200)
    expect((await save([{ name: '审核', approverKind: 'USER', approverIds: [ids.a1, ids.a2] }])).code).toBe(
      200,
    )
    const list = (await admin.get('/api/flow/definition/list')).data as Array<{
      formType: string
      version: number
    }>
    expect(list.find((d) => d.formType === 'HTTP_FORM')).toMatchObject({ version: 2, steps: 1 })
    const detail = (await admin.get('/api/flow/definition/detail', { formType: 'HTTP_FORM' })).data
    expect(detail.nodes).toEqual([
      expect.objectContaining({
        name: '审核',
        approverKind: 'USER',
        approverIds: [ids.a1, ids.a2],
        mode: 'ANY',
      }),
    ])
  })

  it('shows a task to its approvers, lets one decide, and keeps the trail from others', async () => {
    // Named by person, holding no role: "My approvals" is in their menu while a task waits for them.
    const pages = async (a: Api): Promise<string[]> => {
      const walk = (items: Array<{ path: string; children?: unknown[] }>): string[] =>
        items.flatMap((m) => [m.path, ...walk((m.children ?? []) as typeof items)])
      return walk((await a.get('/api/sys/userCenter/loginMenu')).data)
    }
    expect(await pages(a1)).not.toContain('/flow/task')
    const id = await submitApproval(t.app.db, {
      formType: 'HTTP_FORM',
      formId: 'form-1',
      title: '接口申请一',
      summary: { 单位: '甲公司' },
      fields: {},
      hostOrgId: null,
      applicant: { side: 'C', id: 'open-x', name: '外部人员' },
    })
    expect((await a1.get('/api/flow/task/todoCount')).data).toBe(1)
    const todo = (await a1.get('/api/flow/task/todoPage')).data
    expect(todo.records).toEqual([
      expect.objectContaining({ instanceId: id, title: '接口申请一', summary: { 单位: '甲公司' } }),
    ])
    const taskId = todo.records[0].taskId
    expect(await pages(a1)).toContain('/flow/task')
    expect(await pages(a2)).toContain('/flow/task')

    // Someone else's task, and a return without a comment, are refused.
    expect((await a2.post('/api/flow/task/decide', { taskId, action: 'APPROVE' })).code).toBe(403)
    expect((await a1.post('/api/flow/task/decide', { taskId, action: 'RETURN' })).msg).toBe('请填写意见')
    const ok = await a1.post('/api/flow/task/decide', { taskId, action: 'APPROVE', comment: '同意' })
    expect(ok).toMatchObject({ code: 200, data: { status: 'APPROVED' } })
    expect((await a1.post('/api/flow/task/decide', { taskId, action: 'APPROVE' })).msg).toBe(
      '该审批任务已处理',
    )
    expect((await a2.get('/api/flow/task/todoCount')).data).toBe(0)
    expect(await pages(a2)).not.toContain('/flow/task')
    expect((await a1.get('/api/flow/task/donePage')).data.records).toEqual([
      expect.objectContaining({ instanceId: id, action: 'APPROVE', comment: '同意', status: 'APPROVED' }),
    ])

    const trail = (await a2.get('/api/flow/instance/detail', { id })).data
    expect(trail.history.map((h: { action: string }) => h.action)).toEqual(['SUBMIT', 'APPROVE'])
    const stranger = api(t, await t.login('http_a1', 'Flow#Pass2026'))
    expect((await stranger.get('/api/flow/instance/detail', { id: 'nope' })).code).toBe(404)
    const outsiderId = await t.createUser('http_out', 'Flow#Pass2026')
    expect(outsiderId).toBeTruthy()
    const outsider = api(t, await t.login('http_out', 'Flow#Pass2026'))
    expect((await outsider.get('/api/flow/instance/detail', { id })).code).toBe(404)
    expect((await admin.get('/api/flow/instance/detail', { id })).code).toBe(200)
  })
})
