import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { api, engines, type TestApp, testApp } from '../test/harness.js'
import { newId } from './ids.js'
import { lists } from './list.js'
import { dialectOf } from './search.js'

type Api = ReturnType<typeof api>

/** Parameters a page route cannot do without. */
const REQUIRED: Record<string, Record<string, string>> = {
  '/api/sys/resource/button/page': { parentId: 'menu-sys-user' },
  '/api/sys/resource/field/page': { parentId: 'menu-sys-user' },
  '/api/dev/job/runPage': { jobId: 'job-heartbeat' },
  '/api/krs/contractor/history': { contractorId: 'any' },
  '/api/auth/c/staff': { searchKey: '刘' },
  '/api/krs/mealStatement/page': { month: '2026-11' },
  '/api/krs/mealSurvey/texts': { surveyId: 'any', questionKey: 'q1' },
}

/** GET routes with a paged query (they take `current`). */
function pageRoutes(t: TestApp) {
  return t.app.routeRegistry.filter((r) => {
    const shape = (r.querystring as z.ZodObject | undefined)?.shape
    return r.method === 'GET' && !!shape && 'current' in shape
  })
}

async function indexNames(t: TestApp): Promise<Set<string>> {
  const dialect = dialectOf(t.app.db)
  const sqlText =
    dialect === 'sqlite'
      ? "select name from sqlite_master where type = 'index'"
      : dialect === 'postgres'
        ? 'select indexname as name from pg_indexes'
        : 'select distinct index_name as name from information_schema.statistics where table_schema = database()'
  const { sql } = await import('kysely')
  const rows = await sql<{ name: string }>`${sql.raw(sqlText)}`.execute(t.app.db)
  return new Set(rows.rows.map((r) => r.name))
}

describe.each(engines)('the list pattern on $name', (engine) => {
  let t: TestApp
  let a: Api
  /** An external user, for the phone side's page routes. */
  let c: Api
  const callerOf = (route: { perm: unknown }) => (route.perm === 'client' ? c : a)
  let orgId: string
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    t = await testApp(engine)
    a = api(t, await t.login())
    c = api(t, await t.clientLogin('13900000099'))
    orgId = (await a.post('/api/sys/org/add', { parentId: 'org-root', name: '检索测试部', category: 'DEPT' }))
      .data
    const people: Array<[string, string, string, string?]> = [
      ['oyNana', '欧阳娜娜', '13700000011', 'T-001'],
      ['Wangwei', '王伟', '13700000012'],
      ['zhangweiming', '张伟明', '13800000013'],
      ['zhang.wei', 'Zhang Wei', '13900000014'],
      ['pct', 'ab%c_d', '13900000015'],
      ['abx', 'abxbc', '13900000016'],
      ['wei1', '伟', '13900000017'],
    ]
    for (const [account, name, phone, empNo] of people) {
      const r = await a.post('/api/sys/user/add', { account, name, phone, empNo, orgId })
      expect(r.code, r.msg).toBe(200)
      ids[account] = r.data
    }
  })
  afterAll(() => t?.close())

  const accounts = async (query: Record<string, string | number>) => {
    const r = await a.get('/api/sys/user/page', { orgId, size: 100, ...query })
    expect(r.code, r.msg).toBe(200)
    expect(r.data.total).toBe(r.data.records.length)
    return (r.data.records as Array<{ account: string }>).map((u) => u.account).sort()
  }

  it('finds names anywhere in them, by one, two or more characters, in any case', async () => {
    const cases: Array<[string, string[]]> = [
      ['娜', ['oyNana']],
      ['阳娜', ['oyNana']],
      ['欧阳娜娜', ['oyNana']],
      ['伟', ['Wangwei', 'wei1', 'zhangweiming']],
      ['王伟', ['Wangwei']],
      ['伟明', ['zhangweiming']],
      ['张伟明', ['zhangweiming']],
      ['伟明张', []],
      ['ZHANG', ['zhang.wei']],
      ['g w', ['zhang.wei']],
      ['WeI', ['zhang.wei']],
      ['%', ['pct']],
      ['_', ['pct']],
      ['c_d', ['pct']],
      // Every pair of "abc" is in "abxbc", the text is not.
      ['abc', []],
      ['bxb', ['abx']],
    ]
    for (const [name, expected] of cases) expect(await accounts({ name }), name).toEqual(expected)
  })

  it('searches accounts, phones and employee numbers by their start, names anywhere (searchKey)', async () => {
    const cases: Array<[string, string[]]> = [
      ['zhang', ['zhang.wei', 'zhangweiming']],
      ['WANG', ['Wangwei']],
      // "wei" starts one account and is in one name; "Wangwei" only contains it.
      ['wei', ['wei1', 'zhang.wei']],
      ['1370000001', ['Wangwei', 'oyNana']],
      ['0000001', []],
      ['t-0', ['oyNana']],
      ['伟明', ['zhangweiming']],
    ]
    for (const [searchKey, expected] of cases)
      expect(await accounts({ searchKey }), searchKey).toEqual(expected)
    expect(await accounts({ account: 'ZHANG' })).toEqual(['zhang.wei', 'zhangweiming'])
    expect(await accounts({ phone: '1380' })).toEqual(['zhangweiming'])
  })

  it('keeps the search index up to date on edit and delete, whoever writes', async () => {
    const detail = (await a.get('/api/sys/user/detail', { id: ids.abx })).data
    expect((await a.post('/api/sys/user/edit', { ...detail, name: '司马相如' })).code).toBe(200)
    expect(await accounts({ name: '相如' })).toEqual(['abx'])
    expect(await accounts({ name: 'bxb' })).toEqual([])
    // Written straight into the table: found all the same.
    const id = await t.createUser('direct1', 'Direct#2026')
    await t.app.db.updateTable('sysUser').set({ orgId, name: '上官婉儿' }).where('id', '=', id).execute()
    expect(await accounts({ name: '婉儿' })).toEqual(['direct1'])
    expect((await a.post('/api/sys/user/delete', [{ id }])).code).toBe(200)
    expect(await accounts({ name: '婉儿' })).toEqual([])
  })

  it('counts what it lists, and sees its own writes at once', async () => {
    const before = (await a.get('/api/sys/user/page', { size: 1 })).data.total
    const all = await a.get('/api/sys/user/page', { size: 100 })
    expect(all.data.records).toHaveLength(before)
    const add = await a.post('/api/sys/user/add', { account: 'counted', name: '计数', orgId })
    expect((await a.get('/api/sys/user/page', { size: 1 })).data.total).toBe(before + 1)
    expect((await a.post('/api/sys/user/delete', [{ id: add.data }])).code).toBe(200)
    expect((await a.get('/api/sys/user/page', { size: 1 })).data.total).toBe(before)
  })

  it('sorts every page route by each allowed field, both ways, and names the allowed ones otherwise', async () => {
    let sorted = 0
    for (const route of pageRoutes(t)) {
      const shape = (route.querystring as z.ZodObject).shape
      if (!('sortField' in shape)) continue
      const base = { size: 100, ...REQUIRED[route.url] }
      const a = callerOf(route)
      const refused = await a.get(route.url, { ...base, sortField: 'noSuchField' })
      expect(refused.status, route.url).toBe(400)
      expect(refused.msg).toContain('noSuchField')
      const fields = (refused.data as { sortFields: string[] }).sortFields
      expect(fields.length, route.url).toBeGreaterThan(0)
      const plain = await a.get(route.url, base)
      expect(plain.code, `${route.url}: ${plain.msg}`).toBe(200)
      const idsOf = (r: typeof plain) => (r.data.records as Array<{ id: string }>).map((x) => x.id)
      for (const sortField of fields) {
        const up = await a.get(route.url, { ...base, sortField, sortOrder: 'ASCEND' })
        const down = await a.get(route.url, { ...base, sortField, sortOrder: 'DESCEND' })
        expect(up.code, `${route.url} ${sortField}: ${up.msg}`).toBe(200)
        expect(down.code).toBe(200)
        expect([...idsOf(up)].sort(), `${route.url} ${sortField}`).toEqual([...idsOf(plain)].sort())
        // The order ends with a unique column, so descending is ascending reversed.
        expect(idsOf(down), `${route.url} ${sortField}`).toEqual([...idsOf(up)].reverse())
        const values = (up.data.records as Array<Record<string, unknown>>).map((r) => r[sortField])
        if (values.every((v) => typeof v === 'number'))
          expect(values).toEqual([...(values as number[])].sort((x, y) => x - y))
        sorted++
      }
    }
    expect(sorted).toBeGreaterThan(20)
  })

  it('answers prototype names as sort fields with a 4xx, never a 500, on every page route', async () => {
    for (const route of pageRoutes(t))
      for (const sortField of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
        const r = await callerOf(route).get(route.url, { ...REQUIRED[route.url], sortField })
        expect(r.status, `${route.url} ${sortField}: ${r.msg}`).toBeLessThan(500)
        expect([200, 400], `${route.url} ${sortField}`).toContain(r.status)
      }
  })

  it('pages deep into a list, past bookmarks, both ways, with the same rows as a plain query', async () => {
    const values = Array.from({ length: 2_345 }, (_, i) => ({
      id: newId(),
      parentId: 'deep-parent',
      category: 'BIZ',
      dictLabel: `深${String(i).padStart(4, '0')}`,
      dictValue: `v${i}`,
      sortCode: i % 7,
    }))
    for (let i = 0; i < values.length; i += 100)
      await t.app.db
        .insertInto('devDict')
        .values(values.slice(i, i + 100))
        .execute()
    const expected = async () =>
      (
        await t.app.db
          .selectFrom('devDict')
          .select('id')
          .where('parentId', '=', 'deep-parent')
          .orderBy('sortCode')
          .orderBy('id')
          .execute()
      ).map((r) => r.id)
    const page = async (current: number, size: number, extra: Record<string, string> = {}) => {
      const r = await a.get('/api/dev/dict/page', { parentId: 'deep-parent', size, current, ...extra })
      return (r.data.records as Array<{ id: string }>).map((x) => x.id)
    }
    const all = await expected()
    const got: string[] = []
    for (let current = 1; current <= 24; current++) got.push(...(await page(current, 100)))
    expect(got).toEqual(all)
    const down: string[] = []
    for (let current = 1; current <= 24; current++)
      down.push(...(await page(current, 100, { sortOrder: 'descend' })))
    expect(down).toEqual([...all].reverse())
    // Pages asked out of order, around and across the bookmarks (every 1,000 rows).
    for (const [current, size] of [
      [201, 10],
      [100, 10],
      [1, 10],
      [235, 10],
      [101, 10],
      [67, 15],
    ] as const)
      expect(await page(current, size)).toEqual(all.slice((current - 1) * size, current * size))
    // A new row ahead of the bookmarks moves every later row: the next deep page shows it at once.
    await t.app.db
      .insertInto('devDict')
      .values({
        id: newId(),
        parentId: 'deep-parent',
        category: 'BIZ',
        dictLabel: '新的',
        dictValue: 'new',
        sortCode: 0,
      })
      .execute()
    const after = await expected()
    expect(after).toHaveLength(2_346)
    expect(await page(201, 10)).toEqual(after.slice(2_000, 2_010))
  })

  it('pages deep into a list whose first order column holds NULLs, on each side of them', async () => {
    // News newest first: rows without a creation time sort after the others (first on PostgreSQL).
    const rows = Array.from({ length: 2_250 }, (_, i) => ({
      id: newId(),
      title: `空时间${i}`,
      createdAt: i < 2_100 ? new Date(Date.UTC(2030, 0, 1, 0, 0, i)).toISOString() : null,
    }))
    for (let i = 0; i < rows.length; i += 150)
      await t.app.db
        .insertInto('bizNews')
        .values(rows.slice(i, i + 150))
        .execute()
    const all = (
      await t.app.db
        .selectFrom('bizNews')
        .select('id')
        .where('title', 'like', '空时间%')
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .execute()
    ).map((r) => r.id)
    for (const current of [101, 209, 210, 211, 215, 225, 150]) {
      const r = await a.get('/api/biz/news/page', { size: 10, current })
      expect(r.data.total).toBe(2_250)
      expect((r.data.records as Array<{ id: string }>).map((x) => x.id)).toEqual(
        all.slice((current - 1) * 10, current * 10),
      )
    }
  })

  it('pages logs by keyset without gaps or duplicates, ties on time included', async () => {
    const at = '2030-01-01T00:00:00.000Z'
    const rows = Array.from({ length: 57 }, (_, i) => ({
      id: newId(),
      category: 'OPERATE',
      name: `keyset ${i}`,
      exeStatus: 'SUCCESS',
      // Many entries share a time: the id breaks the ties.
      opTime: i % 3 ? at : `2030-01-0${1 + (i % 5)}T00:00:00.000Z`,
    }))
    await t.app.db.insertInto('devLog').values(rows).execute()
    const expected = (
      await t.app.db
        .selectFrom('devLog')
        .select('id')
        .where('category', 'in', ['OPERATE', 'EXCEPTION'])
        .orderBy('opTime', 'desc')
        .orderBy('id', 'desc')
        .execute()
    ).map((r) => r.id)
    const seen: string[] = []
    let after: string | undefined
    for (let n = 0; n < 100; n++) {
      const r = await a.get('/api/dev/log/op/page', { size: 10, ...(after ? { after } : {}) })
      expect(r.code, r.msg).toBe(200)
      expect(r.data.total).toBe(expected.length)
      const page = (r.data.records as Array<{ id: string }>).map((x) => x.id)
      if (!page.length) break
      seen.push(...page)
      after = page[page.length - 1]
    }
    expect(seen).toEqual(expected)
    // The numbered pages give the same rows.
    const second = await a.get('/api/dev/log/op/page', { size: 10, current: 2 })
    expect((second.data.records as Array<{ id: string }>).map((x) => x.id)).toEqual(expected.slice(10, 20))
  })

  it('names an index for every order of every list, and the index exists', async () => {
    const names = await indexNames(t)
    expect(lists.length).toBeGreaterThan(8)
    for (const list of lists)
      for (const order of [list.order, ...list.sort.values()])
        expect(names.has(order.index), `${list.spec.table}: ${order.index}`).toBe(true)
  })
})
