import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { decide, registerFormType, saveDefinition, submitApproval } from '../../../core/approval.js'
import { defineJobAction, JobScheduler } from '../../../core/jobs.js'
import { PUSH_MAX_ATTEMPTS, sendPushDue } from '../../../core/push.js'
import { api, dataCounts, engines, type TestApp, testApp } from '../../../test/harness.js'
import { type PushPeer, peerWebhooks, pushPeer } from '../../../test/pushPeers.js'

registerFormType({ type: 'PUSH_FORM', name: '推送测试申请', nameEn: 'Push test application' })
registerFormType({ type: 'PUSH_OTHER', name: '另一种申请', nameEn: 'Another application' })

const SECRETS = { DINGTALK: 'SECdingSecret0123456789', FEISHU: 'feishuSecret0123456789', WECOM: null }
const KINDS = ['DINGTALK', 'FEISHU', 'WECOM'] as const

describe.each(engines)('push to group robots on $name', (engine) => {
  let t: TestApp
  let admin: ReturnType<typeof api>
  let peer: PushPeer
  let approver: string
  const ids: Record<string, string> = {}
  const db = () => t.app.db

  const addChannel = async (
    kind: (typeof KINDS)[number],
    robot: string,
    extra: Record<string, unknown> = {},
  ) => {
    const r = await admin.post<string>('/api/dev/pushChannel/add', {
      name: `${kind} 群`,
      kind,
      webhook: peerWebhooks(peer, robot)[kind],
      secret: SECRETS[kind],
      lang: 'zh-cn',
      topics: ['APPROVAL_TODO', 'APPROVAL_RESULT', 'JOB_FAILED'],
      formTypes: [],
      enabled: true,
      ...extra,
    })
    expect(r.code, r.msg).toBe(200)
    return r.data
  }
  const submit = (title: string, formType = 'PUSH_FORM') =>
    submitApproval(db(), {
      formType,
      formId: `${title}-form`,
      title,
      summary: {},
      fields: {},
      hostOrgId: null,
      applicant: { side: 'B', id: approver, name: '申请人甲' },
    })
  const rows = (about?: string) => {
    let q = db().selectFrom('devPush').selectAll().orderBy('createdAt')
    if (about) q = q.where('about', '=', about)
    return q.execute()
  }

  beforeAll(async () => {
    peer = await pushPeer()
    for (const k of KINDS) {
      ids[k] = `${k.toLowerCase()}${engine.name}robot0123456789`
      peer.robots.set(ids[k]!, SECRETS[k])
    }
    t = await testApp(engine)
    admin = api(t, await t.login())
    approver = await t.createUser('push_approver', 'Push#Pass2026')
    for (const formType of ['PUSH_FORM', 'PUSH_OTHER'])
      await saveDefinition(db(), null, {
        formType,
        name: formType,
        nodes: [{ name: '部门审批', approverKind: 'USER', approverIds: [approver] }],
      })
  })
  afterAll(async () => {
    await t?.close()
    await peer?.close()
  })
  beforeEach(async () => {
    peer.hits.length = 0
    peer.refuseWith = null
    await db().deleteFrom('devPushChannel').execute()
    await db().deleteFrom('devPush').execute()
  })

  it('refuses a channel naming its field and writes nothing: a webhook of another kind, an unknown form type, no topic', async () => {
    const before = await dataCounts(t.app)
    const base = {
      name: '钉钉群',
      kind: 'DINGTALK',
      webhook: peerWebhooks(peer, 'x').FEISHU,
      lang: 'zh-cn',
      topics: ['APPROVAL_TODO'],
      formTypes: [],
      enabled: true,
    }
    const wrongKind = await admin.post('/api/dev/pushChannel/add', base)
    expect(wrongKind.status).toBe(400)
    expect(wrongKind.msg).toContain('DINGTALK')
    const unknownType = await admin.post('/api/dev/pushChannel/add', {
      ...base,
      webhook: peerWebhooks(peer, 'x').DINGTALK,
      formTypes: ['NO_SUCH_FORM'],
    })
    expect(unknownType.status).toBe(400)
    expect(unknownType.msg).toContain('NO_SUCH_FORM')
    const noTopic = await admin.post('/api/dev/pushChannel/add', {
      ...base,
      webhook: peerWebhooks(peer, 'x').DINGTALK,
      topics: [],
    })
    expect(noTopic.status).toBe(400)
    expect(noTopic.msg).toContain('topics')
    const notUrl = await admin.post('/api/dev/pushChannel/add', { ...base, webhook: 'robot/send' })
    expect(notUrl.status).toBe(400)
    expect(notUrl.msg).toContain('webhook')
    expect(await dataCounts(t.app)).toEqual(before)
  })

  it('takes an approval to do to DingTalk, Feishu and WeCom with valid signatures, after the approval', async () => {
    for (const k of KINDS) await addChannel(k, ids[k]!)
    const instance = await submit('访客预约：李雷 12-05')
    const queued = await rows(instance)
    expect(queued.map((r) => [r.channel, r.status, r.topic]).sort()).toEqual([
      ['DINGTALK', 'PENDING', 'APPROVAL_TODO'],
      ['FEISHU', 'PENDING', 'APPROVAL_TODO'],
      ['WECOM', 'PENDING', 'APPROVAL_TODO'],
    ])
    // Nothing left the machine inside the approval's transaction.
    expect(peer.hits).toEqual([])
    expect(await sendPushDue(db())).toMatchObject({ due: 3, sent: 3, failed: 0 })
    expect(peer.hits.map((h) => [h.kind, h.robot, h.signatureValid]).sort()).toEqual(
      KINDS.map((k) => [k, ids[k], true]),
    )
    for (const h of peer.hits) {
      expect(h.text).toContain('访客预约：李雷 12-05')
      expect(h.text).toContain('部门审批')
    }
    expect((await rows(instance)).every((r) => r.status === 'SENT' && r.sentAt && r.attempts === 1)).toBe(
      true,
    )
    // The approver's in-product message is written as before.
    const receipts = await db()
      .selectFrom('sysMessageUser as r')
      .innerJoin('sysMessage as m', 'm.id', 'r.messageId')
      .select('m.subject')
      .where('r.userId', '=', approver)
      .execute()
    expect(receipts.some((m) => m.subject.includes('访客预约：李雷 12-05'))).toBe(true)
  })

  it('sends the result, in the robot’s language, and only for the form types a robot is chosen for', async () => {
    await addChannel('DINGTALK', ids.DINGTALK!, {
      lang: 'en',
      topics: ['APPROVAL_RESULT'],
      formTypes: ['PUSH_FORM'],
    })
    await addChannel('WECOM', ids.WECOM!, { topics: ['APPROVAL_TODO'], formTypes: ['PUSH_OTHER'] })
    const instance = await submit('Purchase of 3 laptops')
    expect(await rows(instance)).toEqual([])
    const task = await db()
      .selectFrom('flowTask')
      .select('id')
      .where('instanceId', '=', instance)
      .executeTakeFirstOrThrow()
    await decide(db(), { side: 'B', id: approver, name: 'x' }, { taskId: task.id, action: 'APPROVE' })
    const [row, ...more] = await rows(instance)
    expect(more).toEqual([])
    expect(row).toMatchObject({ channel: 'DINGTALK', topic: 'APPROVAL_RESULT', formType: 'PUSH_FORM' })
    expect(row!.title).toBe('Approval result: Purchase of 3 laptops approved')
    await sendPushDue(db())
    expect(peer.hits).toHaveLength(1)
    expect(peer.hits[0]!.text).toContain('Purchase of 3 laptops')
    // The other type goes to the robot chosen for it.
    const other = await submit('另一种申请 1', 'PUSH_OTHER')
    expect((await rows(other)).map((r) => r.channel)).toEqual(['WECOM'])
  })

  it('never holds up an approval: a robot that is down is retried, a refused signature fails for good', async () => {
    await addChannel('FEISHU', ids.FEISHU!)
    const wrong = await addChannel('DINGTALK', ids.DINGTALK!, { secret: 'SECnotTheRobotsSecret' })
    await peer.down()
    const instance = await submit('停机时的申请')
    expect(
      await db().selectFrom('flowInstance').select('status').where('id', '=', instance).executeTakeFirst(),
    ).toEqual({ status: 'RUNNING' })
    await sendPushDue(db())
    const feishu = (await rows(instance)).find((r) => r.channel === 'FEISHU')!
    expect(feishu).toMatchObject({ status: 'PENDING', attempts: 1 })
    expect(feishu.error).toContain('unreachable')
    expect(feishu.error).not.toContain(ids.FEISHU)
    expect(Date.parse(feishu.nextAt!)).toBeGreaterThan(Date.now())
    await peer.up()
    // Its back-off has passed.
    await db()
      .updateTable('devPush')
      .set({ nextAt: new Date(Date.now() - 1000).toISOString() })
      .execute()
    await sendPushDue(db())
    const after = await rows(instance)
    expect(after.find((r) => r.channel === 'FEISHU')).toMatchObject({ status: 'SENT', attempts: 2 })
    // The wrong secret: DingTalk says the signature does not match, and no retry will change that.
    expect(after.find((r) => r.channelId === wrong)).toMatchObject({ status: 'FAIL', vendorCode: '310000' })
    expect(peer.hits.filter((h) => h.kind === 'DINGTALK').map((h) => h.signatureValid)).toEqual([false])

    // A robot that keeps refusing "too fast" is given up after its attempts.
    await db().deleteFrom('devPush').execute()
    peer.refuseWith = 11232
    await submit('限流时的申请')
    for (let i = 0; i < PUSH_MAX_ATTEMPTS; i++) {
      await db()
        .updateTable('devPush')
        .set({ nextAt: new Date(Date.now() - 1000).toISOString() })
        .execute()
      await sendPushDue(db())
    }
    const limited = (await rows()).find((r) => r.channel === 'FEISHU')!
    expect(limited).toMatchObject({ status: 'FAIL', attempts: PUSH_MAX_ATTEMPTS, vendorCode: '11232' })
    // Resent from the log page once the robot takes messages again.
    peer.refuseWith = null
    const resent = await admin.post('/api/dev/push/resend', { id: limited.id })
    expect(resent.data).toEqual({ ok: true, error: null })
    expect(await admin.post('/api/dev/push/resend', { id: limited.id })).toMatchObject({ status: 400 })
  })

  it('tells of a failed job: the jobs page’s holders in the product, and the robots chosen for it', async () => {
    await addChannel('WECOM', ids.WECOM!, { topics: ['JOB_FAILED'] })
    const failing = defineJobAction({
      name: 'test.pushFails',
      title: '会失败的任务',
      titleEn: 'A job that fails',
      params: z.object({}),
      run: () => {
        throw new Error('connect ECONNREFUSED 10.0.0.9:25')
      },
    })
    const jobs = new JobScheduler(t.app.deps, [failing], { enabled: false, pollMs: 1000, leaseMs: 60_000 })
    const now = new Date().toISOString()
    await db()
      .insertInto('devJob')
      .values({
        id: 'job-push-test',
        name: '会失败的任务',
        action: 'test.pushFails',
        cron: '0 3 * * *',
        timezone: 'Asia/Shanghai',
        paramsJson: '{}',
        enabled: 0,
        remark: null,
        nextRunAt: null,
        lastRunAt: null,
        lastStatus: null,
        lastMessage: null,
        createdAt: now,
        createdUser: null,
        updatedAt: null,
        updatedUser: null,
      })
      .execute()
    const job = { id: 'job-push-test', name: '会失败的任务', action: 'test.pushFails', paramsJson: '{}' }
    await jobs.runNow(job)
    await jobs.idle()
    // Failing again is not told again: one notice per run of failures.
    await new Promise((r) => setTimeout(r, 5))
    await jobs.runNow(job)
    await jobs.idle()
    expect(await rows()).toHaveLength(1)
    const [row] = await rows()
    expect(row).toMatchObject({ channel: 'WECOM', topic: 'JOB_FAILED' })
    expect(row!.content).toContain('会失败的任务')
    expect(row!.content).toContain('ECONNREFUSED')
    const notices = await db()
      .selectFrom('sysMessage')
      .select(['subject', 'receiverCount'])
      .where('subject', 'like', '定时任务执行失败：会失败的任务%')
      .execute()
    expect(notices).toHaveLength(1)
    expect(notices[0]!.receiverCount).toBeGreaterThan(0)
  })

  it('texts a phone applicant the result after the approval (their SMS cap untouched)', async () => {
    const client = await db()
      .insertInto('clientUser')
      .values({
        id: `push-client-${engine.name}`,
        phone: '13900001111',
        status: 'ENABLE',
        createdAt: new Date().toISOString(),
        lastLoginAt: null,
        lastLoginIp: null,
      })
      .execute()
    expect(client).toBeTruthy()
    const instance = await submitApproval(db(), {
      formType: 'PUSH_FORM',
      formId: 'phone-form',
      title: '入场作业申请：焊接',
      summary: {},
      fields: {},
      hostOrgId: null,
      applicant: { side: 'C', id: `push-client-${engine.name}`, name: '承包商乙' },
    })
    const task = await db()
      .selectFrom('flowTask')
      .select('id')
      .where('instanceId', '=', instance)
      .executeTakeFirstOrThrow()
    await decide(
      db(),
      { side: 'B', id: approver, name: 'x' },
      { taskId: task.id, action: 'REJECT', comment: '资料不全' },
    )
    const [sms] = (await rows(instance)).filter((r) => r.channel === 'SMS')
    expect(sms).toMatchObject({ target: '13900001111', topic: 'APPROVAL_RESULT', status: 'PENDING' })
    await sendPushDue(db())
    const logged = await db().selectFrom('devSms').selectAll().where('phone', '=', '13900001111').execute()
    expect(logged).toHaveLength(1)
    expect(logged[0]!.content).toContain('入场作业申请：焊接')
    expect(logged[0]!.content).toContain('未通过')
    expect(logged[0]!.kind).toBeNull()
  })

  it('keeps webhooks and secrets out of every answer and the operation log; the test button reports', async () => {
    const id = await addChannel('DINGTALK', ids.DINGTALK!)
    const list = await admin.get('/api/dev/pushChannel/list')
    expect(list.data[0]).toMatchObject({ id, secretSet: true, kind: 'DINGTALK' })
    expect(list.data[0].webhookHint).toBe(`${peer.url}/robot/send?…`)
    // An edit with the webhook and secret left empty keeps both.
    const edit = await admin.post('/api/dev/pushChannel/edit', {
      id,
      name: '值班群',
      kind: 'DINGTALK',
      webhook: '',
      secret: '',
      lang: 'zh-cn',
      topics: ['APPROVAL_TODO'],
      formTypes: ['PUSH_FORM'],
      enabled: true,
    })
    expect(edit.code, edit.msg).toBe(200)
    const test = await admin.post('/api/dev/pushChannel/test', { id })
    expect(test.data).toEqual({ ok: true, error: null })
    expect(peer.hits.at(-1)).toMatchObject({ kind: 'DINGTALK', signatureValid: true })
    const page = await admin.get('/api/dev/push/page', { channel: 'DINGTALK', pageSize: 10 })
    expect(page.data.records[0]).toMatchObject({ topic: 'TEST', status: 'SENT', target: '值班群' })
    const detail = await admin.get('/api/dev/push/detail', { id: page.data.records[0].id })
    // Searched by the start of the target, filtered by state.
    expect(
      (await admin.get('/api/dev/push/page', { target: '值班', pageSize: 10 })).data.records,
    ).toHaveLength(1)
    expect((await admin.get('/api/dev/push/page', { target: '群', pageSize: 10 })).data.records).toHaveLength(
      0,
    )
    expect(
      (await admin.get('/api/dev/push/page', { status: 'FAIL', pageSize: 10 })).data.records,
    ).toHaveLength(0)
    const logs = await db().selectFrom('devLog').select(['paramJson', 'resultJson']).execute()
    const seen = JSON.stringify([list, page, detail, logs])
    expect(seen).not.toContain(ids.DINGTALK)
    expect(seen).not.toContain(SECRETS.DINGTALK)
    // Someone without the pages is refused.
    const other = api(t, await t.login('push_approver', 'Push#Pass2026'))
    expect((await other.get('/api/dev/pushChannel/list')).status).toBe(403)
    expect((await other.post('/api/dev/pushChannel/test', { id })).status).toBe(403)
    expect((await other.get('/api/dev/push/page')).status).toBe(403)
  })
})
