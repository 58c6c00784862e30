import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, dataCounts, engines, type TestApp, testApp } from '../test/harness.js'

/** The one "already taken" rule (core/unique.ts), through two of the modules that use it. */
describe.each(engines)('unique names on $name', (engine) => {
  let t: TestApp
  let a: ReturnType<typeof api>
  let en: ReturnType<typeof api>
  beforeAll(async () => {
    t = await testApp(engine)
    const token = await t.login()
    a = api(t, token)
    en = api(t, token, 'en')
  })
  afterAll(() => t?.close())

  it('refuses a second news category of one name, as product categories do, writing nothing', async () => {
    const first = await a.post('/api/biz/newsCategory/add', { name: '展会动态', sortCode: 1 })
    expect(first.code, first.msg).toBe(200)
    const before = await dataCounts(t.app)
    // Compared trimmed: the contract trims what is stored, the rule what it compares.
    const again = await a.post('/api/biz/newsCategory/add', { name: ' 展会动态 ', sortCode: 2 })
    expect(again).toMatchObject({ status: 400, code: 400, msg: '新闻分类“展会动态”已存在', data: null })
    expect((await en.post('/api/biz/newsCategory/add', { name: '展会动态' })).msg).toBe(
      'News category "展会动态" already exists',
    )
    const other = (await a.post('/api/biz/newsCategory/add', { name: '展会回顾', sortCode: 3 })).data
    expect(await dataCounts(t.app)).not.toEqual(before)
    const counted = await dataCounts(t.app)
    const rename = await a.post('/api/biz/newsCategory/edit', { id: other, name: '展会动态', sortCode: 3 })
    expect(rename).toMatchObject({ status: 400, msg: '新闻分类“展会动态”已存在' })
    expect(await dataCounts(t.app)).toEqual(counted)
    // Editing a row that keeps its own name is no clash.
    const keep = await a.post('/api/biz/newsCategory/edit', { id: first.data, name: '展会动态', sortCode: 9 })
    expect(keep.code, keep.msg).toBe(200)
    // Exact, not case-folded, on every engine: also on a MySQL/MariaDB column that folds case.
    if (engine.name === 'mysql')
      await sql`alter table biz_news_category modify name varchar(64) collate utf8mb4_unicode_ci not null`.execute(
        t.app.db,
      )
    expect((await a.post('/api/biz/newsCategory/add', { name: 'Expo' })).code).toBe(200)
    expect((await a.post('/api/biz/newsCategory/add', { name: 'EXPO' })).code).toBe(200)
  })

  it('takes a name once per parent: the same name under another parent is accepted', async () => {
    const org = (parentId: string, name: string) =>
      a.post('/api/sys/org/add', { parentId, name, category: 'DEPT' })
    const east = (await org('org-root', '华东区')).data as string
    const west = (await org('org-root', '华西区')).data as string
    const eastSales = await org(east, '销售部')
    expect(eastSales.code, eastSales.msg).toBe(200)
    const westSales = await org(west, '销售部')
    expect(westSales.code, westSales.msg).toBe(200)
    expect(await org(east, '销售部')).toMatchObject({
      status: 400,
      msg: '同一上级下已存在名为“销售部”的组织',
    })
    // Moving one under the other's parent clashes; editing it where it is does not.
    const edit = (parentId: string) =>
      a.post('/api/sys/org/edit', {
        id: westSales.data,
        parentId,
        name: '销售部',
        category: 'DEPT',
        sortCode: 5,
      })
    expect((await edit(east)).status).toBe(400)
    const stay = await edit(west)
    expect(stay.code, stay.msg).toBe(200)
  })
})
