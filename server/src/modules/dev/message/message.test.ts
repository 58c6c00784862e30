import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../../core/ids.js'
import { notify } from '../../../core/notify.js'
import { Relation } from '../../../core/permissions.js'
import { nowIso } from '../../../core/time.js'
import { api, engines, type TestApp, tableCounts, testApp } from '../../../test/harness.js'

describe.each(engines)('site messages on $name', (engine) => {
  let t: TestApp
  let a: ReturnType<typeof api>
  let roleId: string
  const members: string[] = []
  beforeAll(async () => {
    t = await testApp(engine)
    a = api(t, await t.login())
    roleId = newId()
    await t.app.db
      .insertInto('sysRole')
      .values({
        id: roleId,
        orgId: null,
        name: '消息测试角色',
        code: `r${roleId}`,
        category: 'GLOBAL',
        sortCode: 0,
        remark: null,
        createdAt: nowIso(),
        createdUser: null,
        updatedAt: null,
        updatedUser: null,
      })
      .execute()
    for (const account of ['msgAlice', 'msgBob']) {
      const id = await t.createUser(account, 'Member#123')
      members.push(id)
      await t.app.db
        .insertInto('sysRelation')
        .values({
          id: newId(),
          category: Relation.userHasRole,
          objectId: id,
          targetId: roleId,
          extJson: null,
        })
        .execute()
    }
  })
  afterAll(() => t?.close())

  it('sends a draft to a role: each member gets it unread, reads it, and the count drops', async () => {
    const id = (
      await a.post('/api/dev/message/add', {
        subject: '季度安全检查',
        content:
          '<p onclick="x()">请<b>准时</b>参加<script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
        category: 'SYS',
        receiverType: 'ROLE',
        receiverIdList: [roleId],
      })
    ).data as string
    const draft = (await a.get('/api/dev/message/detail', { id })).data
    expect(draft).toMatchObject({ status: 'DRAFT', receiverType: 'ROLE', receiverIdList: [roleId] })
    expect(draft.content).toBe('<p>请<b>准时</b>参加<img src="x" /></p>')
    const alice = api(t, await t.login('msgAlice', 'Member#123'))
    expect((await alice.get('/api/dev/message/unread')).data.count).toBe(0)

    expect((await a.post('/api/dev/message/send', { id })).data).toBe(2)
    const unread = (await alice.get('/api/dev/message/unread')).data
    expect(unread).toMatchObject({ count: 1, latest: [{ id, subject: '季度安全检查', category: 'SYS' }] })
    // The user centre's list and detail see it; reading marks it read.
    expect((await alice.get('/api/sys/userCenter/loginUnreadMessagePage', { read: '0' })).data.total).toBe(1)
    const read = (await alice.get('/api/sys/userCenter/loginUnreadMessageDetail', { id })).data
    expect(read.content).not.toMatch(/script|onerror|onclick/)
    expect((await alice.get('/api/dev/message/unread')).data).toEqual({ count: 0, latest: [] })
    const page = (await a.get('/api/dev/message/page', { searchKey: '安全' })).data
    expect(page.records).toEqual([
      expect.objectContaining({ id, status: 'SENT', receiverCount: 2, readCount: 1 }),
    ])
    // Bob marks all read; the change and the send are in the operation log.
    const bob = api(t, await t.login('msgBob', 'Member#123'))
    expect((await bob.post('/api/dev/message/markRead', {})).data).toBe(1)
    expect((await bob.get('/api/dev/message/unread')).data.count).toBe(0)
    const logged = await t.app.db
      .selectFrom('devLog')
      .select('reqUrl')
      .where('reqUrl', 'in', ['/api/dev/message/add', '/api/dev/message/send', '/api/dev/message/markRead'])
      .execute()
    expect(new Set(logged.map((r) => r.reqUrl)).size).toBe(3)
  })

  it('refuses to change a sent message, an unknown category or receiver, writing nothing', async () => {
    const id = (
      await a.post('/api/dev/message/add', {
        subject: '已发送',
        content: '',
        category: 'BIZ',
        receiverType: 'USER',
        receiverIdList: [members[0]],
      })
    ).data as string
    await a.post('/api/dev/message/send', { id })
    const before = await tableCounts(t.app)
    const edit = await a.post('/api/dev/message/edit', {
      id,
      subject: '改',
      content: '',
      category: 'BIZ',
      receiverType: 'USER',
      receiverIdList: [members[0]],
    })
    expect(edit).toMatchObject({ status: 400, msg: '站内信“已发送”已发送，不能再修改' })
    expect((await a.post('/api/dev/message/send', { id })).status).toBe(400)
    const body = {
      subject: 's',
      content: '',
      category: 'NOPE',
      receiverType: 'USER',
      receiverIdList: [members[0]],
    }
    expect((await a.post('/api/dev/message/add', body)).msg).toBe('消息分类“NOPE”不在字典“消息分类”中')
    expect(
      (
        await a.post('/api/dev/message/add', {
          ...body,
          category: 'SYS',
          receiverType: 'ORG',
          receiverIdList: ['nope'],
        })
      ).status,
    ).toBe(400)
    const bad = await a.post('/api/dev/message/add', { ...body, receiverType: 'GROUP' })
    expect(bad.status).toBe(400)
    expect(bad.msg).toContain('receiverType')
    // Failures are logged (operation log rows), nothing else changed.
    const after = await tableCounts(t.app)
    expect({ ...after, devLog: 0 }).toEqual({ ...before, devLog: 0 })
    // Deleting takes every receiver's copy with it.
    expect((await a.post('/api/dev/message/delete', [{ id }])).code).toBe(200)
    const left = await t.app.db
      .selectFrom('sysMessageUser')
      .select('id')
      .where('messageId', '=', id)
      .execute()
    expect(left).toEqual([])
  })

  it('sends to organisations (with those below) and by notify() from code, skipping unknown users', async () => {
    const org = await t.app.db
      .selectFrom('sysUser')
      .select('orgId')
      .where('id', '=', members[0]!)
      .executeTakeFirstOrThrow()
    const id = (
      await a.post('/api/dev/message/add', {
        subject: '全体通知',
        content: '<p>hi</p>',
        category: 'SYS',
        receiverType: 'ORG',
        receiverIdList: [org.orgId],
      })
    ).data as string
    expect((await a.post('/api/dev/message/send', { id })).data).toBeGreaterThanOrEqual(2)

    const before = await tableCounts(t.app)
    expect(await notify(t.app.db, ['no-such-user'], { subject: 'x', category: 'SYS' })).toBeNull()
    expect(await tableCounts(t.app)).toEqual(before)
    const sent = await notify(t.app.db, [members[1]!, members[1]!, 'no-such-user'], {
      subject: '新简历',
      content: '<a href="javascript:alert(1)">看</a>',
      category: 'BIZ',
    })
    const row = await t.app.db
      .selectFrom('sysMessage')
      .selectAll()
      .where('id', '=', sent!)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      status: 'SENT',
      receiverCount: 1,
      content: '<a rel="noopener noreferrer">看</a>',
    })
    const bob = api(t, await t.login('msgBob', 'Member#123'), 'en')
    expect((await bob.get('/api/dev/message/unread')).data.latest[0]).toMatchObject({
      id: sent,
      subject: '新简历',
    })
    expect((await bob.post('/api/dev/message/markRead', { idList: [sent] })).data).toBe(1)
  })

  it('counts unread up to 100, lists the inbox newest first, and keeps read counts as readers read or go', async () => {
    const carolId = await t.createUser('msgCarol', 'Member#123')
    const carol = api(t, await t.login('msgCarol', 'Member#123'))
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString()
    const ids = Array.from({ length: 150 }, () => newId())
    await t.app.db
      .insertInto('sysMessage')
      .values(
        ids.map((id, i) => ({
          id,
          category: 'SYS',
          subject: `批量${i}`,
          content: null,
          status: 'SENT',
          receiverType: 'USER',
          receiverCount: 1,
          sentAt: at(i),
          createdAt: at(i),
          createdUser: null,
        })),
      )
      .execute()
    await t.app.db
      .insertInto('sysMessageUser')
      .values(
        ids.map((messageId, i) => ({
          id: newId(),
          messageId,
          userId: carolId,
          readFlag: 0,
          readAt: null,
          deliveredAt: at(i),
        })),
      )
      .execute()
    expect((await carol.get('/api/dev/message/unread')).data.count).toBe(100)
    const figures = (await carol.get('/api/sys/userCenter/loginWorkbenchFigures')).data as Array<{
      key: string
      value: number
      capped?: boolean
    }>
    expect(figures.find((f) => f.key === 'unreadMessages')).toMatchObject({ value: 100, capped: true })

    // Newest first, read or not; the oldest, read, is last.
    await carol.get('/api/sys/userCenter/loginUnreadMessageDetail', { id: ids[0] })
    const first = (await carol.get('/api/sys/userCenter/loginUnreadMessagePage', { current: 1, size: 10 }))
      .data
    expect(first.total).toBe(150)
    expect(first.records.map((r: { id: string }) => r.id)).toEqual(ids.slice(140).reverse())
    expect(first.records[0]).toMatchObject({ createdAt: at(149), read: false })
    const last = (await carol.get('/api/sys/userCenter/loginUnreadMessagePage', { current: 15, size: 10 }))
      .data
    expect(last.records.at(-1)).toMatchObject({ id: ids[0], read: true })

    const readCount = async (id: string) =>
      (await a.get('/api/dev/message/detail', { id })).data.readCount as number
    expect(await readCount(ids[0]!)).toBe(1)
    // Marking again counts no one twice; marking all counts each message once.
    await carol.post('/api/dev/message/markRead', { idList: [ids[0], ids[1]] })
    expect([await readCount(ids[0]!), await readCount(ids[1]!)]).toEqual([1, 1])
    expect((await carol.post('/api/dev/message/markRead', {})).data).toBe(148)
    expect(await readCount(ids[149]!)).toBe(1)
    // A reader deleted is a reader no more.
    await a.post('/api/sys/user/delete', [{ id: carolId }])
    expect(await readCount(ids[0]!)).toBe(0)
    await t.app.db.deleteFrom('sysMessage').where('id', 'in', ids).execute()
  })
})
