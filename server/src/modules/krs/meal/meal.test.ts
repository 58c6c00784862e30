import { table as tableSchema } from '@pdfme/schemas'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companyDay, companyMinute } from '../../../core/time.js'
import { staffAs } from '../../../test/admission.js'
import { api, dataCounts, engines, type TestApp, testApp } from '../../../test/harness.js'
import { at, column, heading, printedWith, printRecord, table } from '../../../test/printLayout.js'

type Api = ReturnType<typeof api>

const M = '/api/krs/mealMenu'
const U = '/api/krs/mealUser'
const O = '/api/krs/mealOrder'
const K = '/api/krs/mealKitchen'
const S = '/api/krs/mealStatement'
const STAFF = '/api/krs/meal'
const PHONE = '/api/krs/meal/phone'

const tomorrow = companyDay(1)
const menuForm = (over: Record<string, unknown> = {}) => ({
  day: tomorrow,
  meal: 'LUNCH',
  location: 'CANTEEN_1',
  cutoffAt: `${tomorrow} 09:30`,
  dishes: [
    { name: '红烧肉', priceCents: 1200 },
    { name: '番茄炒蛋', priceCents: 800, description: '家常' },
    { name: '米饭', priceCents: 100 },
  ],
  ...over,
})

describe.each(engines)('meal ordering on $name', (engine) => {
  let t: TestApp
  let admin: Api
  let menuId: string
  let dishes: Array<{ id: string; name: string }>

  beforeAll(async () => {
    t = await testApp(engine)
    admin = api(t, await t.login())
    menuId = (await admin.post(`${M}/add`, menuForm())).data
    expect((await admin.post(`${M}/publish`, { idList: [{ id: menuId }], published: true })).code).toBe(200)
    dishes = (await admin.get(`${M}/detail`, { id: menuId })).data.dishes
    for (const [name, phone, costCentre, kind, userId] of [
      ['包工头', '13955556601', 'CC-CONTRACTOR', 'CONTRACTOR', null],
      ['王芳', '13810001002', 'CC-ADMIN', 'STAFF', 'user-emp-02'],
      ['第三人', '13955556603', 'CC-PROD', 'CONTRACTOR', null],
    ] as const)
      expect((await admin.post(`${U}/add`, { name, phone, costCentre, kind, userId })).code).toBe(200)
  })
  afterAll(() => t?.close())

  /** The counters and statements agree with the orders themselves. */
  async function consistent() {
    const ordered = await t.app.db
      .selectFrom('krsMealOrderItem as i')
      .innerJoin('krsMealOrder as o', 'o.id', 'i.orderId')
      .select(['i.dishId', 'i.qty', 'i.priceCents', 'o.id as orderId', 'o.mealUserId', 'o.day'])
      .where('o.status', '=', 'ORDERED')
      .execute()
    const dishRows = await t.app.db.selectFrom('krsMealDish').select(['id', 'ordered']).execute()
    for (const d of dishRows)
      expect(d.ordered).toBe(ordered.filter((o) => o.dishId === d.id).reduce((s, o) => s + o.qty, 0))
    const stmts = await t.app.db.selectFrom('krsMealStatement').selectAll().execute()
    for (const s of stmts) {
      const mine = ordered.filter((o) => o.mealUserId === s.mealUserId && o.day.startsWith(s.month))
      expect(s.meals).toBe(new Set(mine.map((o) => o.orderId)).size)
      expect(s.meals).toBeGreaterThan(0)
      expect(s.totalCents).toBe(mine.reduce((sum, o) => sum + o.qty * o.priceCents, 0))
    }
    for (const c of await t.app.db.selectFrom('krsMealCentreMonth').selectAll().execute()) {
      const own = stmts.filter((s) => s.month === c.month && s.costCentre === c.costCentre)
      expect([c.people, c.meals, c.totalCents]).toEqual([
        own.length,
        own.reduce((n, s) => n + s.meals, 0),
        own.reduce((n, s) => n + s.totalCents, 0),
      ])
    }
  }

  it('refuses a menu or meal user that does not hold together, naming the field, and writes nothing', async () => {
    const before = await dataCounts(t.app)
    const cases: Array<[string, unknown, string]> = [
      [`${M}/add`, menuForm({ location: 'NOWHERE' }), 'location'],
      [`${M}/add`, menuForm({ day: companyDay(2), cutoffAt: `${companyDay(3)} 09:00` }), 'cutoffAt'],
      [`${M}/add`, menuForm({ cutoffAt: 'tomorrow' }), 'cutoffAt'],
      [
        `${M}/add`,
        menuForm({
          day: companyDay(2),
          dishes: [
            { name: '米饭', priceCents: 1 },
            { name: '米饭', priceCents: 2 },
          ],
        }),
        'dishes.1.name',
      ],
      [`${M}/add`, menuForm(), 'meal'],
      [`${M}/add`, menuForm({ day: companyDay(2), dishes: [] }), 'dishes'],
      [
        `${M}/add`,
        menuForm({ day: companyDay(2), dishes: [{ name: '贵', priceCents: -1 }] }),
        'dishes.0.priceCents',
      ],
      [
        `${U}/add`,
        { name: '甲', phone: '13955556609', costCentre: 'NO-SUCH', kind: 'CONTRACTOR' },
        'costCentre',
      ],
      [`${U}/add`, { name: '乙', phone: '13955556609', costCentre: 'CC-PROD', kind: 'STAFF' }, 'userId'],
      [`${U}/add`, { name: '丙', phone: '13955556601', costCentre: 'CC-PROD', kind: 'CONTRACTOR' }, 'phone'],
      [`${U}/add`, { name: '丁', phone: '123', costCentre: 'CC-PROD', kind: 'CONTRACTOR' }, 'phone'],
    ]
    for (const [url, body, field] of cases) {
      const res = await admin.post(url, body)
      expect(res.code, `${field}: ${res.msg}`).toBe(400)
      expect(res.msg).toContain(field)
    }
    expect(await dataCounts(t.app)).toEqual(before)
  })

  it('orders, changes and cancels until the cut-off, on the phone and signed in, and keeps the kitchen’s counts and statements', async () => {
    const stranger = api(t, await t.clientLogin('13955550000'))
    const week = (await stranger.get(`${PHONE}/week`)).data
    expect(week.me).toBeNull()
    expect(week.days.find((d: { day: string }) => d.day === tomorrow).meals[0].menuId).toBe(menuId)
    const refused = await stranger.post(`${PHONE}/order`, {
      menuId,
      items: [{ dishId: dishes[0]!.id, qty: 1 }],
    })
    expect(refused.code).toBe(400)
    expect(refused.msg).toContain('就餐人员')

    const boss = api(t, await t.clientLogin('13955556601'))
    const first = await boss.post(`${PHONE}/order`, {
      menuId,
      items: [
        { dishId: dishes[0]!.id, qty: 1 },
        { dishId: dishes[2]!.id, qty: 2 },
      ],
    })
    expect(first.code, first.msg).toBe(200)
    expect(first.data).toMatchObject({ status: 'ORDERED', totalCents: 1400 })
    // Changed: other dishes, one order still.
    const changed = await boss.post(`${PHONE}/order`, { menuId, items: [{ dishId: dishes[1]!.id, qty: 1 }] })
    expect(changed.data).toMatchObject({ id: first.data.id, totalCents: 800 })
    const mine = (await boss.get(`${PHONE}/week`)).data.days.find((d: { day: string }) => d.day === tomorrow)
      .meals[0]
    expect(mine).toMatchObject({ open: true, order: { status: 'ORDERED', totalCents: 800 } })
    expect(mine.order.items).toEqual([
      { dishId: dishes[1]!.id, dishName: '番茄炒蛋', qty: 1, priceCents: 800 },
    ])

    // The employee orders signed in (their account) and on the phone (their number): one person.
    const wang = await staffAs(t, 'user-emp-02')
    expect(
      (await wang.post(`${STAFF}/order`, { menuId, items: [{ dishId: dishes[0]!.id, qty: 2 }] })).code,
    ).toBe(200)
    const wangPhone = api(t, await t.clientLogin('13810001002'))
    expect((await wangPhone.get(`${PHONE}/mine`, { current: 1, size: 10 })).data.records).toEqual([
      expect.objectContaining({
        userName: '王芳',
        totalCents: 2400,
        status: 'ORDERED',
        itemsText: '红烧肉×2',
      }),
    ])

    const third = api(t, await t.clientLogin('13955556603'))
    await third.post(`${PHONE}/order`, { menuId, items: [{ dishId: dishes[0]!.id, qty: 1 }] })
    expect((await third.post(`${PHONE}/cancel`, { menuId })).code).toBe(200)
    expect((await third.post(`${PHONE}/cancel`, { menuId })).code).toBe(400)

    const counts = (await admin.get(`${K}/counts`, { day: tomorrow, location: 'CANTEEN_1' })).data
    expect(counts.meals).toHaveLength(1)
    expect(counts.meals[0]).toMatchObject({ meal: 'LUNCH', orders: 2, totalCents: 3200 })
    expect(counts.meals[0].dishes.map((d: { name: string; qty: number }) => [d.name, d.qty])).toEqual([
      ['红烧肉', 2],
      ['番茄炒蛋', 1],
      ['米饭', 0],
    ])
    const month = tomorrow.slice(0, 7)
    const people = (await admin.get(`${S}/page`, { month, current: 1, size: 10 })).data
    expect(
      people.records.map((r: { userName: string; meals: number; totalCents: number }) => [
        r.userName,
        r.meals,
        r.totalCents,
      ]),
    ).toEqual([
      ['王芳', 1, 2400],
      ['包工头', 1, 800],
    ])
    expect((await admin.get(`${S}/costCentres`, { month })).data).toEqual([
      { costCentre: 'CC-ADMIN', people: 1, meals: 1, totalCents: 2400 },
      { costCentre: 'CC-CONTRACTOR', people: 1, meals: 1, totalCents: 800 },
    ])
    await consistent()

    // The cut-off passes: nothing more changes, and the refusal says when it closed.
    const past = companyMinute(-60_000)
    await t.app.db.updateTable('krsMealMenu').set({ cutoffAt: past }).where('id', '=', menuId).execute()
    const before = await dataCounts(t.app)
    const late = await boss.post(`${PHONE}/order`, { menuId, items: [{ dishId: dishes[0]!.id, qty: 1 }] })
    expect(late.code).toBe(400)
    expect(late.msg).toContain(past)
    expect((await boss.post(`${PHONE}/cancel`, { menuId })).code).toBe(400)
    expect(
      (await boss.get(`${PHONE}/week`)).data.days[0].meals.find(
        (m: { menuId: string }) => m.menuId === menuId,
      ),
    ).toMatchObject({ open: false })
    expect(await dataCounts(t.app)).toEqual(before)
    await t.app.db
      .updateTable('krsMealMenu')
      .set({ cutoffAt: `${tomorrow} 09:30` })
      .where('id', '=', menuId)
      .execute()
  })

  it('keeps one order and right counters when one person orders and changes it many times at once', async () => {
    const added = await admin.post(`${U}/add`, {
      name: '并发',
      phone: '13955556604',
      costCentre: 'CC-PROD',
      kind: 'CONTRACTOR',
    })
    expect(added.code, added.msg).toBe(200)
    // No order yet: the first ones race for the unique key, and the losers change the winner's.
    const boss = api(t, await t.clientLogin('13955556604'))
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        boss.post(`${PHONE}/order`, { menuId, items: [{ dishId: dishes[i % 3]!.id, qty: 1 + (i % 4) }] }),
      ),
    )
    expect(answers.map((a) => a.code)).toEqual(Array(12).fill(200))
    const rows = await t.app.db
      .selectFrom('krsMealOrder')
      .select('id')
      .where('menuId', '=', menuId)
      .where('userName', '=', '并发')
      .execute()
    expect(rows).toHaveLength(1)
    await consistent()
  })

  it('guards ordered menus and people, and exports what the pages show', async () => {
    const detail = (await admin.get(`${M}/detail`, { id: menuId })).data
    const keep = detail.dishes.map((d: { id: string; name: string; priceCents: number }) => ({
      id: d.id,
      name: d.name,
      priceCents: d.priceCents,
    }))
    const ordered = detail.dishes.find((d: { ordered: number }) => d.ordered > 0)
    const without = keep.filter((d: { id: string }) => d.id !== ordered.id)
    const before = await dataCounts(t.app)
    for (const [body, field] of [
      [{ ...menuForm({ dishes: without }), id: menuId }, 'dishes'],
      [
        { ...menuForm({ dishes: keep, day: companyDay(3), cutoffAt: `${companyDay(3)} 09:30` }), id: menuId },
        'day',
      ],
    ] as const) {
      const res = await admin.post(`${M}/edit`, body)
      expect(res.code).toBe(400)
      expect(res.msg).toContain(field)
    }
    expect((await admin.post(`${M}/delete`, [{ id: menuId }])).code).toBe(400)
    expect((await admin.post(`${M}/publish`, { idList: [{ id: menuId }], published: false })).code).toBe(400)
    const users = (await admin.get(`${U}/page`, { current: 1, size: 10, searchKey: '包工头' })).data.records
    expect((await admin.post(`${U}/delete`, [{ id: users[0].id }])).code).toBe(400)
    expect(await dataCounts(t.app)).toEqual(before)
    // A new dish and a new price are fine; orders keep what they were made at.
    const renamed = keep.map((d: { priceCents: number }) => ({ ...d, priceCents: d.priceCents + 100 }))
    expect(
      (
        await admin.post(`${M}/edit`, {
          ...menuForm({ dishes: [...renamed, { name: '汤', priceCents: 200 }] }),
          id: menuId,
        })
      ).code,
    ).toBe(200)
    await consistent()

    const sheet = async (url: string, query: Record<string, string>) => {
      const res = await admin.raw(url, query)
      expect(res.statusCode).toBe(200)
      const wb = new ExcelJS.Workbook()
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
      return wb.worksheets[0]!.getSheetValues().slice(2) as unknown[][]
    }
    const kitchen = await sheet(`${K}/export`, { day: tomorrow })
    expect(kitchen.some((r) => r.includes('番茄炒蛋'))).toBe(true)
    const statement = await sheet(`${S}/export`, { month: tomorrow.slice(0, 7) })
    expect(statement.length).toBeGreaterThanOrEqual(2)
    const orders = await sheet(`${O}/export`, { day: tomorrow })
    expect(orders.length).toBe(
      (await admin.get(`${O}/page`, { day: tomorrow, current: 1, size: 50 })).data.total,
    )
  })

  it('prints one person’s month statement: every dish they ordered, the totals, in Chinese', async () => {
    const dinner = (
      await admin.post(
        `${M}/add`,
        menuForm({
          meal: 'DINNER',
          cutoffAt: `${tomorrow} 15:00`,
          dishes: [
            { name: '清蒸鲈鱼', priceCents: 2800 },
            { name: '米饭', priceCents: 100 },
          ],
        }),
      )
    ).data
    expect((await admin.post(`${M}/publish`, { idList: [{ id: dinner }], published: true })).code).toBe(200)
    const fish = (await admin.get(`${M}/detail`, { id: dinner })).data.dishes as Array<{ id: string }>
    const boss = api(t, await t.clientLogin('13955556601'))
    const ordered = await boss.post(`${PHONE}/order`, {
      menuId: dinner,
      items: [
        { dishId: fish[0]!.id, qty: 1 },
        { dishId: fish[1]!.id, qty: 2 },
      ],
    })
    expect(ordered.code, ordered.msg).toBe(200)
    await consistent()
    const month = tomorrow.slice(0, 7)
    const rows = (await admin.get(`${S}/page`, { month, current: 1, size: 50 })).data.records
    const mine = rows.find((r: { userName: string }) => r.userName === '包工头')
    expect(mine).toMatchObject({ meals: 2, totalCents: 3800 })

    const cell = {
      ...tableSchema.propPanel.defaultSchema.bodyStyles,
      fontSize: 9,
      padding: { top: 1, right: 1, bottom: 1, left: 1 },
    }
    const fields = ['userName', 'costCentre', 'period', 'meals', 'totalAmount']
    const pdf = await printedWith(
      admin,
      {
        name: '用餐结算单',
        docType: 'mealStatement',
        paper: 'A4',
        pages: [
          [
            heading('用餐结算单', at(10, 10, 120, 10), 18),
            ...column(fields, at(10, 24, 120, 7), { step: 8, fontSize: 10 }),
            table(
              'lines',
              at(10, 70, 190, 20),
              ['日期', '餐次', '餐厅', '菜品', '份数', '单价', '金额'],
              [16, 10, 14, 24, 10, 13, 13],
              { headStyles: { ...cell, fontColor: '#000000', backgroundColor: '#eeeeee' }, bodyStyles: cell },
            ),
          ],
        ],
      },
      mine.id,
    )
    for (const seen of [
      '用餐结算单',
      '包工头',
      '承包商',
      `${month}-01 ~`,
      '午餐',
      '晚餐',
      '一号食堂',
      '番茄炒蛋',
      '清蒸鲈鱼',
      '28.00',
      '38.00',
    ])
      expect(pdf.text).toContain(seen)
    expect(pdf.text).toContain(tomorrow)
    expect(pdf.qr).toEqual([])
    // Only the statements page's holders print it; an unknown id is not found.
    const wang = await staffAs(t, 'user-emp-02')
    expect((await printRecord(wang, 'mealStatement', mine.id)).json().code).toBe(403)
    expect((await printRecord(admin, 'mealStatement', 'nope')).json().msg).toBe('结算记录不存在或已被删除')
  })
})
