import ExcelJS from 'exceljs'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, engines, type TestApp, tableCounts, testApp } from '../../../test/harness.js'
import { multipart } from '../../../test/multipart.js'
import { pointMailAt, startSmtp } from '../../../test/smtp.js'

type Smtp = Awaited<ReturnType<typeof startSmtp>>
type File = { name: string; bytes: Buffer }

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')

describe.each(engines)('feedback on $name', (engine) => {
  let t: TestApp
  let smtp: Smtp
  let a: ReturnType<typeof api>
  let png: Buffer
  let handler: ReturnType<typeof api>
  let handlerId: string
  let outsider: ReturnType<typeof api>
  let outsiderId: string

  const setConfig = (key: string, value: string) =>
    t.app.db.updateTable('devConfig').set({ configValue: value }).where('configKey', '=', key).execute()
  const submit = (
    fields: Record<string, string>,
    files: File[] = [],
    opts: { url?: string; token?: string; lang?: string } = {},
  ) => {
    const m = multipart(
      fields,
      files.map((f) => ({ ...f, part: 'photo' })),
    )
    return t.app.inject({
      method: 'POST',
      url: opts.url ?? '/api/krs/feedback/submit',
      payload: m.payload,
      headers: {
        ...m.headers,
        ...(opts.token ? { token: opts.token } : {}),
        'accept-language': opts.lang ?? 'zh-CN',
      },
    })
  }
  const row = (id: string) =>
    t.app.db.selectFrom('krsFeedback').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

  beforeAll(async () => {
    t = await testApp(engine)
    smtp = await startSmtp()
    await pointMailAt(t.app.db, smtp.port)
    a = api(t, await t.login())
    png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#2060c0' } })
      .png()
      .toBuffer()
    // A handler: the feedback page with reply and close, not the assign button nor the full phone field.
    const role = await a.post('/api/sys/role/add', {
      name: '反馈处理',
      code: 'feedbackDesk',
      category: 'GLOBAL',
    })
    expect(role.code, role.msg).toBe(200)
    const resources = await t.app.db
      .selectFrom('sysResource')
      .select('id')
      .where('code', 'in', ['krsFeedback', 'krsFeedbackReply', 'krsFeedbackClose'])
      .execute()
    expect(resources).toHaveLength(3)
    const granted = await a.post('/api/sys/role/grantResource', {
      id: role.data,
      resourceIdList: resources.map((r) => r.id),
    })
    expect(granted.code, granted.msg).toBe(200)
    handlerId = await t.createUser('fb-handler', 'Handler#123')
    expect((await a.post('/api/sys/user/grantRole', { id: handlerId, roleIdList: [role.data] })).code).toBe(
      200,
    )
    outsiderId = await t.createUser('fb-outsider', 'Outsider#123')
    handler = api(t, await t.login('fb-handler', 'Handler#123'))
    outsider = api(t, await t.login('fb-outsider', 'Outsider#123'))
  })
  afterAll(async () => {
    await t?.close()
    await smtp?.close()
  })

  it('is left without signing in: fields and photos in one request, the handlers told', async () => {
    const received = async (userId: string) =>
      Number(
        (
          await t.app.db
            .selectFrom('sysMessageUser')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('userId', '=', userId)
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await received(handlerId)
    const res = await submit(
      {
        category: 'SAFETY',
        content: '东门卸货区地面有油污',
        contactName: '李工',
        contactEmail: 'li@example.com',
      },
      [
        { name: 'a.png', bytes: png },
        { name: 'b.png', bytes: png },
      ],
    )
    expect(res.json()).toMatchObject({ code: 200 })
    const id = res.json().data.id as string
    const r = await row(id)
    expect(r).toMatchObject({
      status: 'NEW',
      photoCount: 2,
      clientId: null,
      contactEmail: 'li@example.com',
      lang: 'zh-cn',
    })
    const photos = JSON.parse(r.photosJson) as string[]
    const files = await t.app.db.selectFrom('devFile').selectAll().where('id', 'in', photos).execute()
    expect(files.map((f) => [f.purpose, f.isPublic, f.mimeType])).toEqual([
      ['FEEDBACK', 0, 'image/png'],
      ['FEEDBACK', 0, 'image/png'],
    ])
    expect(await received(handlerId)).toBe(before + 1)
  })

  it('refuses bad fields, photos of the wrong type and a fourth photo, and keeps nothing', async () => {
    const counts = await tableCounts(t.app)
    const noContent = await submit({ category: 'CANTEEN', content: '  ' }, [{ name: 'a.png', bytes: png }])
    expect(noContent.statusCode).toBe(400)
    expect(noContent.json().msg).toContain('请填写反馈内容')
    const badPhone = await submit({ category: 'CANTEEN', content: '菜咸', contactPhone: '123' }, [], {
      lang: 'en',
    })
    expect(badPhone.json().msg).toContain('Enter a valid mobile number')
    const badCategory = await submit({ category: 'FOOD', content: '菜咸' })
    expect(badCategory.json().msg).toContain('请选择反馈类别')
    const pdf = await submit({ category: 'CANTEEN', content: '菜咸' }, [
      { name: 'a.png', bytes: png },
      { name: 'b.png', bytes: PDF },
    ])
    expect(pdf.statusCode).toBe(415)
    const four = await submit(
      { category: 'CANTEEN', content: '菜咸' },
      [1, 2, 3, 4].map((i) => ({ name: `${i}.png`, bytes: png })),
    )
    expect(four.statusCode).toBe(400)
    expect(four.json().msg).toBe('最多上传 3 张照片')
    expect(await tableCounts(t.app)).toEqual(counts)
  })

  it('is listed, searched and masked by the field rule; its photos are read by the page’s holders only', async () => {
    const res = await submit(
      {
        category: 'CANTEEN',
        content: '二号食堂米饭偏硬',
        contactName: '王师傅',
        contactPhone: '13800138011',
      },
      [{ name: 'rice.png', bytes: png }],
    )
    const id = res.json().data.id as string
    const page = await a.get('/api/krs/feedback/page', { current: 1, size: 10, searchKey: '米饭' })
    expect(page.data.records.map((r: { id: string }) => r.id)).toEqual([id])
    expect(page.data.records[0]).toMatchObject({ contactPhone: '13800138011', photoCount: 1, status: 'NEW' })
    const byPhone = await a.get('/api/krs/feedback/page', { current: 1, size: 10, searchKey: '1380013' })
    expect(byPhone.data.records.map((r: { id: string }) => r.id)).toContain(id)
    const safety = await a.get('/api/krs/feedback/page', { current: 1, size: 10, category: 'SAFETY' })
    expect(safety.data.records.every((r: { category: string }) => r.category === 'SAFETY')).toBe(true)

    // The handler's role holds the page without the phone field: masked, in the list and the detail.
    const hPage = await handler.get('/api/krs/feedback/page', { current: 1, size: 10, searchKey: '米饭' })
    expect(hPage.data.records[0].contactPhone).toBe('138****8011')
    const detail = await handler.get('/api/krs/feedback/detail', { id })
    expect(detail.data).toMatchObject({ contactPhone: '138****8011', photoCount: 1, fromPhoneSession: false })
    const photo = detail.data.photoIds[0] as string
    expect((await handler.raw('/api/dev/file/download', { id: photo })).statusCode).toBe(200)
    expect((await outsider.raw('/api/dev/file/download', { id: photo })).statusCode).toBe(403)
    expect((await outsider.get('/api/krs/feedback/page', { current: 1, size: 10 })).status).toBe(403)
    // Not the assign button: neither its list of people nor the assignment.
    expect((await handler.get('/api/krs/feedback/assignees')).status).toBe(403)
  })

  it('is assigned to a holder of the page only, who is told', async () => {
    const id = (await submit({ category: 'OTHER', content: '希望增加充电桩' })).json().data.id as string
    const people = await a.get('/api/krs/feedback/assignees')
    expect(people.data.map((p: { id: string }) => p.id)).toContain(handlerId)
    expect(people.data.map((p: { id: string }) => p.id)).not.toContain(outsiderId)
    const refused = await a.post('/api/krs/feedback/assign', { id, assigneeId: outsiderId })
    expect(refused.status).toBe(400)
    expect(refused.msg).toContain('只能指派给有反馈处理权限的用户')
    expect((await row(id)).status).toBe('NEW')
    const told = await t.app.db
      .selectFrom('sysMessageUser')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('userId', '=', handlerId)
      .executeTakeFirstOrThrow()
    expect((await a.post('/api/krs/feedback/assign', { id, assigneeId: handlerId })).code).toBe(200)
    expect(await row(id)).toMatchObject({
      status: 'ASSIGNED',
      assigneeId: handlerId,
      assigneeName: '用户fb-handler',
    })
    const now = await t.app.db
      .selectFrom('sysMessageUser')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('userId', '=', handlerId)
      .executeTakeFirstOrThrow()
    expect(Number(now.n)).toBe(Number(told.n) + 1)
    const mine = await handler.get('/api/krs/feedback/page', { current: 1, size: 10, assignee: 'me' })
    expect(mine.data.records.map((r: { id: string }) => r.id)).toEqual([id])
  })

  it('is replied to by e-mail in the language it was left in, once; then closed', async () => {
    const id = (
      await submit(
        {
          category: 'WEBSITE',
          content: 'The date picker is hard to tap',
          contactName: 'Chen',
          contactEmail: 'chen@example.com',
        },
        [],
        { lang: 'en' },
      )
    ).json().data.id as string
    const noPhone = await handler.post('/api/krs/feedback/reply', { id, reply: 'Fixed', channel: 'SMS' })
    expect(noPhone.status).toBe(400)
    expect(noPhone.msg).toContain('不能短信答复')
    expect((await row(id)).status).toBe('NEW')

    const sent = await handler.post('/api/krs/feedback/reply', {
      id,
      reply: 'The picker is larger in the next release.',
      channel: 'EMAIL',
    })
    expect(sent.data).toEqual({ delivery: 'SENT' })
    const mail = await smtp.waitFor('chen@example.com')
    expect(mail.subject).toContain('a reply to your feedback')
    expect(mail.text).toContain('The date picker is hard to tap')
    expect(mail.text).toContain('The picker is larger in the next release.')
    expect(await row(id)).toMatchObject({
      status: 'REPLIED',
      replyChannel: 'EMAIL',
      replyDelivery: 'SENT',
      repliedByName: '用户fb-handler',
    })
    const twice = await handler.post('/api/krs/feedback/reply', { id, reply: 'Again', channel: 'EMAIL' })
    expect(twice.msg).toContain('该反馈已答复')

    expect((await handler.post('/api/krs/feedback/close', { id, remark: '已解决' })).code).toBe(200)
    expect(await row(id)).toMatchObject({ status: 'CLOSED', closeRemark: '已解决' })
    expect((await handler.post('/api/krs/feedback/close', { id })).msg).toContain('该反馈已关闭')
    expect((await a.post('/api/krs/feedback/assign', { id, assigneeId: handlerId })).msg).toContain(
      '该反馈已关闭',
    )
  })

  it('records a reply that did not arrive, which can be sent again', async () => {
    const id = (
      await submit({ category: 'SERVICE', content: '窗口排队太久', contactEmail: 'q@example.com' })
    ).json().data.id as string
    await setConfig('SNOWY_EMAIL_SMTP_PORT', '1')
    try {
      const failed = await a.post('/api/krs/feedback/reply', { id, reply: '已增加窗口', channel: 'EMAIL' })
      expect(failed.data).toEqual({ delivery: 'FAILED' })
      const r = await row(id)
      expect(r).toMatchObject({ status: 'REPLIED', replyDelivery: 'FAILED' })
      expect(r.replyError).toBeTruthy()
      const detail = await a.get('/api/krs/feedback/detail', { id })
      expect(detail.data).toMatchObject({ replyDelivery: 'FAILED' })
    } finally {
      await setConfig('SNOWY_EMAIL_SMTP_PORT', String(smtp.port))
    }
    const again = await a.post('/api/krs/feedback/reply', { id, reply: '已增加两个窗口', channel: 'EMAIL' })
    expect(again.data).toEqual({ delivery: 'SENT' })
    expect((await smtp.waitFor('q@example.com')).text).toContain('已增加两个窗口')
  })

  it('by SMS: the SMS log has it', async () => {
    const id = (await submit({ category: 'CANTEEN', content: '汤太咸', contactPhone: '13900001111' })).json()
      .data.id as string
    const sent = await a.post('/api/krs/feedback/reply', { id, reply: '已反馈厨房', channel: 'SMS' })
    expect(sent.data).toEqual({ delivery: 'SENT' })
    const sms = await t.app.db
      .selectFrom('devSms')
      .select(['content', 'status'])
      .where('phone', '=', '13900001111')
      .executeTakeFirstOrThrow()
    expect(sms.content).toContain('已反馈厨房')
  })

  it('from a phone session is the person’s own, with the reply', async () => {
    const token = await t.clientLogin('13700001234')
    const res = await submit(
      { category: 'ENVIRONMENT', content: '路灯坏了' },
      [{ name: 'p.png', bytes: png }],
      {
        url: '/api/krs/feedback/phone/submit',
        token,
      },
    )
    expect(res.json()).toMatchObject({ code: 200 })
    const id = res.json().data.id as string
    const r = await row(id)
    expect(r.clientId).toBeTruthy()
    const photo = await t.app.db
      .selectFrom('devFile')
      .select('clientId')
      .where('id', '=', (JSON.parse(r.photosJson) as string[])[0]!)
      .executeTakeFirstOrThrow()
    expect(photo.clientId).toBe(r.clientId)
    await a.post('/api/krs/feedback/reply', { id, reply: '已维修', channel: 'NONE' })
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/krs/feedback/phone/mine?current=1&size=10',
      headers: { token },
    })
    expect(mine.json().data.records).toEqual([
      expect.objectContaining({ id, status: 'REPLIED', reply: '已维修', content: '路灯坏了' }),
    ])
    // Another phone sees none of it; no session is refused.
    const other = await t.clientLogin('13700005678')
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/krs/feedback/phone/mine',
      headers: { token: other },
    })
    expect(theirs.json().data.records).toEqual([])
    const anon = await t.app.inject({ method: 'GET', url: '/api/krs/feedback/phone/mine' })
    expect(anon.statusCode).toBe(401)
  })

  it('exports under the field rule and deletes with its photos', async () => {
    const res = await submit({ category: 'OTHER', content: '导出测试', contactPhone: '13600001111' }, [
      { name: 'x.png', bytes: png },
    ])
    const id = res.json().data.id as string
    const denied = await handler.raw('/api/krs/feedback/export', { searchKey: '导出测试' })
    expect(denied.statusCode).toBe(403)
    const xlsx = await a.raw('/api/krs/feedback/export', { searchKey: '导出测试' })
    expect(xlsx.statusCode).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer)
    const values = wb.worksheets[0]!.getRow(2).values as unknown[]
    expect(values).toContain('导出测试')
    expect(values).toContain('13600001111')
    expect(values).toContain('其他')

    const photos = JSON.parse((await row(id)).photosJson) as string[]
    expect((await a.post('/api/krs/feedback/delete', [{ id }])).code).toBe(200)
    expect(
      await t.app.db.selectFrom('krsFeedback').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined()
    expect(await t.app.db.selectFrom('devFile').select('id').where('id', 'in', photos).execute()).toEqual([])
  })
})

describe.each(engines)('feedback rate limit on $name', (engine) => {
  let t: TestApp
  beforeAll(async () => {
    t = await testApp(engine, { env: { RATE_LIMIT: 'on' } })
  })
  afterAll(() => t?.close())

  it('takes 10 an hour from one address, then refuses with nothing written', async () => {
    const send = () => {
      const m = multipart({ category: 'OTHER', content: '刷屏' })
      return t.app.inject({
        method: 'POST',
        url: '/api/krs/feedback/submit',
        payload: m.payload,
        headers: m.headers,
      })
    }
    for (let i = 0; i < 10; i++) expect((await send()).json().code).toBe(200)
    const counts = await tableCounts(t.app)
    const refused = await send()
    expect(refused.statusCode).toBe(429)
    expect(refused.json().msg).toContain('每小时最多 10 条')
    expect(await tableCounts(t.app)).toEqual(counts)
  })
})
