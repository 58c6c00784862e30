import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engines, type TestApp, tableCounts, testApp } from '../test/harness.js'
import {
  type Actor,
  type Condition,
  decide,
  registerFormType,
  remindAndTimeOut,
  resubmitApproval,
  submitApproval,
  withdrawApproval,
} from './approval.js'
import { AppError } from './errors.js'
import { newId } from './ids.js'
import { Relation } from './permissions.js'
import { nowIso } from './time.js'

/** What the test form type heard from the engine. */
const events: string[] = []
registerFormType({
  type: 'TEST_FORM',
  name: '测试申请',
  nameEn: 'Test application',
  onFinished: async (_trx, formId, status) => {
    events.push(`${formId}:${status}`)
  },
  onReturned: async (_trx, formId, status) => {
    events.push(`${formId}:${status}`)
  },
})

interface Step {
  name: string
  kind: 'USER' | 'ROLE' | 'POSITION' | 'HOST_DIRECTOR' | 'ORG_DIRECTOR'
  ids?: string[]
  orgField?: string
  mode?: 'ANY' | 'ALL'
  condition?: Condition
}

const errorKey = async (p: Promise<unknown>) => {
  try {
    await p
  } catch (err) {
    if (err instanceof AppError) return err.key
    throw err
  }
  return 'none'
}

describe.each(engines)('the approval engine on $name', (engine) => {
  let t: TestApp
  const u: Record<string, string> = {}
  const person = (key: string): Actor => ({ side: 'B', id: u[key]!, name: key })
  const applicant: Actor = { side: 'C', id: 'open-applicant', name: '承包商甲' }

  beforeAll(async () => {
    t = await testApp(engine)
    for (const key of ['a1', 'a2', 'a3', 'safety', 'director', 'other'])
      u[key] = await t.createUser(`flow_${key}`, 'Flow#Pass2026')
  })
  afterAll(() => t?.close())

  /** A new latest version of TEST_FORM's steps (the older one stays for running instances). */
  const define = async (
    steps: Step[],
    extra: { remindHours?: number; timeoutHours?: number; timeoutAction?: string } = {},
  ) => {
    const db = t.app.db
    const prev = await db
      .selectFrom('flowDefinition')
      .select((eb) => eb.fn.max('version').as('v'))
      .where('formType', '=', 'TEST_FORM')
      .executeTakeFirst()
    await db.updateTable('flowDefinition').set({ latest: 0 }).where('formType', '=', 'TEST_FORM').execute()
    const id = newId()
    await db
      .insertInto('flowDefinition')
      .values({
        id,
        formType: 'TEST_FORM',
        version: Number(prev?.v ?? 0) + 1,
        latest: 1,
        name: '测试流程',
        nameEn: null,
        target: 'BUILTIN',
        remindHours: extra.remindHours ?? null,
        timeoutHours: extra.timeoutHours ?? null,
        timeoutAction: extra.timeoutAction ?? 'NONE',
        createdAt: nowIso(),
        createdUser: null,
      })
      .execute()
    await db
      .insertInto('flowNode')
      .values(
        steps.map((s, i) => ({
          id: newId(),
          definitionId: id,
          sortCode: (i + 1) * 10,
          name: s.name,
          nameEn: null,
          approverKind: s.kind,
          approverIds: s.ids ? JSON.stringify(s.ids.map((k) => u[k] ?? k)) : null,
          orgField: s.orgField ?? null,
          mode: s.mode ?? 'ANY',
          conditionJson: s.condition ? JSON.stringify(s.condition) : null,
        })),
      )
      .execute()
  }

  const submit = (formId: string, fields: Record<string, string | readonly string[]> = {}) =>
    submitApproval(t.app.db, {
      formType: 'TEST_FORM',
      formId,
      title: `申请 ${formId}`,
      summary: { 单位: '甲公司' },
      fields,
      hostOrgId: 'org-office',
      applicant,
    })
  const pending = async (instanceId: string) =>
    (
      await t.app.db
        .selectFrom('flowTask')
        .select(['id', 'assigneeId'])
        .where('instanceId', '=', instanceId)
        .where('status', '=', 'PENDING')
        .orderBy('assigneeId')
        .execute()
    ).map((r) => ({ id: r.id, who: Object.keys(u).find((k) => u[k] === r.assigneeId) }))
  const taskOf = async (instanceId: string, who: string) =>
    (await pending(instanceId)).find((p) => p.who === who)!.id
  const statusOf = async (id: string) =>
    (
      await t.app.db
        .selectFrom('flowInstance')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status
  const actions = async (id: string) =>
    (
      await t.app.db
        .selectFrom('flowHistory')
        .select(['action', 'actorName'])
        .where('instanceId', '=', id)
        .orderBy('createdAt')
        .orderBy('id')
        .execute()
    ).map((h) => `${h.action}:${h.actorName}`)

  it('walks the steps: any one of a step, then all of an "all" step, then approved', async () => {
    await define([
      { name: '部门审核', kind: 'USER', ids: ['a1', 'a2'] },
      { name: '会签', kind: 'USER', ids: ['a2', 'a3'], mode: 'ALL' },
    ])
    const id = await submit('f1')
    expect(await pending(id)).toMatchObject([{ who: 'a1' }, { who: 'a2' }])
    // Each approver got a message.
    const inbox = await t.app.db
      .selectFrom('sysMessageUser as r')
      .innerJoin('sysMessage as m', 'm.id', 'r.messageId')
      .select('m.subject')
      .where('r.userId', '=', u.a1!)
      .execute()
    expect(inbox.map((m) => m.subject)).toEqual(['待审批：申请 f1 / To approve: 申请 f1'])

    expect(await decide(t.app.db, person('a1'), { taskId: await taskOf(id, 'a1'), action: 'APPROVE' })).toBe(
      'RUNNING',
    )
    // a2's task of the first step is cancelled; the "all" step asks a2 and a3.
    expect(await pending(id)).toMatchObject([{ who: 'a2' }, { who: 'a3' }])
    await decide(t.app.db, person('a3'), {
      taskId: await taskOf(id, 'a3'),
      action: 'APPROVE',
      comment: '同意',
    })
    expect(await statusOf(id)).toBe('RUNNING')
    expect(await decide(t.app.db, person('a2'), { taskId: await taskOf(id, 'a2'), action: 'APPROVE' })).toBe(
      'APPROVED',
    )
    expect(await pending(id)).toEqual([])
    expect(events).toContain('f1:APPROVED')
    expect(await actions(id)).toEqual(['SUBMIT:承包商甲', 'APPROVE:a1', 'APPROVE:a3', 'APPROVE:a2'])
  })

  it('adds a step only when the form matches its condition (hazardous work adds safety)', async () => {
    await define([
      { name: '部门审核', kind: 'USER', ids: ['a1'] },
      {
        name: '安全审核',
        kind: 'USER',
        ids: ['safety'],
        condition: { field: 'workTypes', op: 'contains', value: 'HOT_WORK' },
      },
    ])
    const plain = await submit('f2', { workTypes: ['CLEANING'] })
    expect(
      await decide(t.app.db, person('a1'), { taskId: await taskOf(plain, 'a1'), action: 'APPROVE' }),
    ).toBe('APPROVED')
    const hot = await submit('f3', { workTypes: ['HOT_WORK', 'CLEANING'] })
    await decide(t.app.db, person('a1'), { taskId: await taskOf(hot, 'a1'), action: 'APPROVE' })
    expect(await pending(hot)).toMatchObject([{ who: 'safety' }])
  })

  it('asks roles, positions and directors, and refuses a step nobody can approve, writing nothing', async () => {
    const roleId = newId()
    await t.app.db
      .insertInto('sysRelation')
      .values({
        id: newId(),
        category: Relation.userHasRole,
        objectId: u.a3!,
        targetId: roleId,
        extJson: null,
      })
      .execute()
    await t.app.db
      .updateTable('sysOrg')
      .set({ directorId: u.director! })
      .where('id', '=', 'org-office')
      .execute()
    await define([
      { name: '主管', kind: 'HOST_DIRECTOR' },
      { name: '角色', kind: 'ROLE', ids: [roleId] },
      { name: '指定部门负责人', kind: 'ORG_DIRECTOR', orgField: 'deptId' },
    ])
    const id = await submit('f4', { deptId: 'org-office' })
    expect(await pending(id)).toMatchObject([{ who: 'director' }])
    await decide(t.app.db, person('director'), { taskId: await taskOf(id, 'director'), action: 'APPROVE' })
    expect(await pending(id)).toMatchObject([{ who: 'a3' }])
    await decide(t.app.db, person('a3'), { taskId: await taskOf(id, 'a3'), action: 'APPROVE' })
    expect(await pending(id)).toMatchObject([{ who: 'director' }])

    await define([{ name: '无人步骤', kind: 'ORG_DIRECTOR', orgField: 'deptId' }])
    const before = await tableCounts(t.app)
    expect(await errorKey(submit('f5', { deptId: 'no-such-org' }))).toBe('approvalNoApprover')
    expect(await tableCounts(t.app)).toEqual(before)
  })

  it('returns to the applicant, who edits and resubmits from the first step; a rejection ends it', async () => {
    await define([{ name: '部门审核', kind: 'USER', ids: ['a1'] }])
    const id = await submit('f6')
    expect(
      await errorKey(decide(t.app.db, person('a1'), { taskId: await taskOf(id, 'a1'), action: 'RETURN' })),
    ).toBe('approvalCommentRequired')
    await decide(t.app.db, person('a1'), {
      taskId: await taskOf(id, 'a1'),
      action: 'RETURN',
      comment: '缺少资质',
    })
    expect(await statusOf(id)).toBe('RETURNED')
    expect(events).toContain('f6:RETURNED')
    expect(
      await errorKey(
        resubmitApproval(t.app.db, { ...applicant, id: 'someone-else' }, id, {
          title: 'x',
          summary: {},
          fields: {},
        }),
      ),
    ).toBe('approvalInstanceNotFound')
    await resubmitApproval(t.app.db, applicant, id, { title: '申请 f6（补充）', summary: {}, fields: {} })
    expect(await pending(id)).toMatchObject([{ who: 'a1' }])
    await decide(t.app.db, person('a1'), {
      taskId: await taskOf(id, 'a1'),
      action: 'REJECT',
      comment: '不符合要求',
    })
    expect(await statusOf(id)).toBe('REJECTED')
    expect(events).toContain('f6:REJECTED')
    expect(await actions(id)).toEqual(['SUBMIT:承包商甲', 'RETURN:a1', 'RESUBMIT:承包商甲', 'REJECT:a1'])
  })

  it('transfers a task, takes comments, and lets only the assignee decide once', async () => {
    await define([{ name: '部门审核', kind: 'USER', ids: ['a1'] }])
    const id = await submit('f7')
    const task = await taskOf(id, 'a1')
    expect(await errorKey(decide(t.app.db, person('other'), { taskId: task, action: 'APPROVE' }))).toBe(
      'approvalTaskNotYours',
    )
    await decide(t.app.db, person('a1'), { taskId: task, action: 'COMMENT', comment: '请补充人员名单' })
    expect(
      await errorKey(decide(t.app.db, person('a1'), { taskId: task, action: 'TRANSFER', transferTo: u.a1 })),
    ).toBe('approvalTransferTarget')
    await decide(t.app.db, person('a1'), { taskId: task, action: 'TRANSFER', transferTo: u.a2 })
    expect(await pending(id)).toMatchObject([{ who: 'a2' }])
    expect(await errorKey(decide(t.app.db, person('a1'), { taskId: task, action: 'APPROVE' }))).toBe(
      'approvalTaskClosed',
    )
    expect(await decide(t.app.db, person('a2'), { taskId: await taskOf(id, 'a2'), action: 'APPROVE' })).toBe(
      'APPROVED',
    )
  })

  it('lets the applicant withdraw before the first decision only', async () => {
    await define([
      { name: '一', kind: 'USER', ids: ['a1'] },
      { name: '二', kind: 'USER', ids: ['a2'] },
    ])
    const early = await submit('f8')
    await withdrawApproval(t.app.db, applicant, early)
    expect(await statusOf(early)).toBe('WITHDRAWN')
    expect(await pending(early)).toEqual([])
    const late = await submit('f9')
    await decide(t.app.db, person('a1'), { taskId: await taskOf(late, 'a1'), action: 'APPROVE' })
    expect(await errorKey(withdrawApproval(t.app.db, applicant, late))).toBe('approvalNotWithdrawable')
  })

  it('lets one of two concurrent decisions on one task win, and both of an "all" step count', async () => {
    await define([
      { name: '会签', kind: 'USER', ids: ['a1', 'a2'], mode: 'ALL' },
      { name: '终审', kind: 'USER', ids: ['a3'] },
    ])
    const id = await submit('f10')
    const t1 = await taskOf(id, 'a1')
    const results = await Promise.allSettled([
      decide(t.app.db, person('a1'), { taskId: t1, action: 'APPROVE' }),
      decide(t.app.db, person('a1'), { taskId: t1, action: 'REJECT', comment: '不同意' }),
    ])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const decided = await t.app.db
      .selectFrom('flowHistory')
      .select('action')
      .where('taskId', '=', t1)
      .execute()
    expect(decided).toHaveLength(1)

    // Both approvers of an "all" step at once: neither decision is lost, the step moves on once.
    const both = await submit('f11')
    await Promise.all([
      decide(t.app.db, person('a1'), { taskId: await taskOf(both, 'a1'), action: 'APPROVE' }),
      decide(t.app.db, person('a2'), { taskId: await taskOf(both, 'a2'), action: 'APPROVE' }),
    ])
    expect(await pending(both)).toMatchObject([{ who: 'a3' }])
  })

  it('reminds, then decides a task left too long as the definition says (the job)', async () => {
    await define([{ name: '部门审核', kind: 'USER', ids: ['a1'] }], {
      remindHours: 2,
      timeoutHours: 24,
      timeoutAction: 'APPROVE',
    })
    const id = await submit('f12')
    const hour = 3_600_000
    expect(await remindAndTimeOut(t.app.db, Date.now() + hour)).toMatchObject({ reminded: 0 })
    expect(await remindAndTimeOut(t.app.db, Date.now() + 3 * hour)).toMatchObject({ reminded: 1 })
    expect(await remindAndTimeOut(t.app.db, Date.now() + 4 * hour)).toMatchObject({ reminded: 0 })
    expect(await remindAndTimeOut(t.app.db, Date.now() + 25 * hour)).toMatchObject({ timedOut: 1 })
    expect(await statusOf(id)).toBe('APPROVED')
    expect(await actions(id)).toEqual(['SUBMIT:承包商甲', 'REMIND:system', 'TIMEOUT:system'])
  })
})
