import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemo } from '../../../core/demo.js'
import { api, engines, type TestApp, tableCounts, testApp } from '../../../test/harness.js'
import { recruitDemo } from './demo.js'

const position = {
  title: '机械设计工程师',
  titleEn: 'Mechanical design engineer',
  department: '技术研发中心',
  departmentEn: 'R&D Centre',
  location: '苏州',
  locationEn: '',
  education: '本科',
  salary: '12K–20K',
  salaryEn: 'CNY 12k–20k',
  headcount: 3,
  description: '<p>负责设备结构设计<script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
  descriptionEn: '<p>Design machines</p>',
  sortCode: 2,
}

describe.each(engines)('recruitment positions on $name', (engine) => {
  let t: TestApp
  let a: ReturnType<typeof api>
  /** The same administrator, answered in English. */
  let en: ReturnType<typeof api>
  beforeAll(async () => {
    t = await testApp(engine)
    const token = await t.login()
    a = api(t, token)
    en = api(t, token, 'en')
  })
  afterAll(() => t?.close())

  const pub = (url: string, query: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/biz/recruit/public/${url}`, query, headers })

  it('adds closed, edits, opens, lists and deletes, the description sanitised', async () => {
    const add = await a.post('/api/biz/recruit/add', position)
    expect(add.code, add.msg).toBe(200)
    const id = add.data as string
    const other = (await a.post('/api/biz/recruit/add', { title: '安全管理专员', sortCode: 1 })).data

    const detail = (await a.get('/api/biz/recruit/detail', { id })).data
    expect(detail).toMatchObject({
      title: '机械设计工程师',
      titleEn: 'Mechanical design engineer',
      locationEn: null,
      headcount: 3,
      published: false,
      resumeCount: 0,
    })
    expect(detail.description).toContain('负责设备结构设计')
    expect(detail.description).not.toMatch(/<script|onerror|alert/)
    expect((await a.get('/api/biz/recruit/detail', { id: other })).data).toMatchObject({ headcount: 1 })

    // By sort code; search by title in either language; filter by open / closed.
    const page = (await a.get('/api/biz/recruit/page')).data
    expect(page.records.map((r: { title: string }) => r.title)).toEqual(['安全管理专员', '机械设计工程师'])
    expect((await a.get('/api/biz/recruit/page', { searchKey: 'mechanical' })).data.total).toBe(1)
    expect((await a.get('/api/biz/recruit/page', { published: '1' })).data.total).toBe(0)

    const edit = await a.post('/api/biz/recruit/edit', { ...position, id, headcount: 5, salary: '15K–22K' })
    expect(edit.code, edit.msg).toBe(200)
    expect((await a.get('/api/biz/recruit/detail', { id })).data).toMatchObject({
      headcount: 5,
      salary: '15K–22K',
    })
    expect((await a.post('/api/biz/recruit/publish', { idList: [id], published: true })).code).toBe(200)
    expect((await a.get('/api/biz/recruit/page', { published: '1' })).data.records).toMatchObject([
      { id, published: true },
    ])

    expect((await a.post('/api/biz/recruit/delete', [{ id }, { id: other }])).code).toBe(200)
    expect((await a.get('/api/biz/recruit/page')).data.total).toBe(0)
    const logged = await t.app.db
      .selectFrom('devLog')
      .select('reqUrl')
      .where('reqUrl', 'like', '/api/biz/recruit/%')
      .execute()
    expect(new Set(logged.map((r) => r.reqUrl))).toEqual(
      new Set([
        '/api/biz/recruit/add',
        '/api/biz/recruit/edit',
        '/api/biz/recruit/publish',
        '/api/biz/recruit/delete',
      ]),
    )
  })

  it('refuses bad fields and unknown positions, naming the field and writing nothing', async () => {
    const id = (await a.post('/api/biz/recruit/add', { title: '质检员' })).data
    const before = await tableCounts(t.app)
    const noTitle = await a.post('/api/biz/recruit/add', { ...position, title: '  ' })
    expect(noTitle.status).toBe(400)
    expect(noTitle.msg).toContain('title')
    for (const headcount of [0, 1000, 1.5]) {
      const bad = await a.post('/api/biz/recruit/add', { ...position, headcount })
      expect(bad.status).toBe(400)
      expect(bad.msg).toContain('headcount')
    }
    const long = await a.post('/api/biz/recruit/edit', { ...position, id, departmentEn: 'x'.repeat(65) })
    expect(long.status).toBe(400)
    expect(long.msg).toContain('departmentEn')
    const unknown = await en.post('/api/biz/recruit/edit', { ...position, id: 'nope' })
    expect(unknown).toMatchObject({ status: 404, msg: 'The position does not exist or has been deleted' })
    expect(
      (await en.post('/api/biz/recruit/publish', { idList: [id, 'nope'], published: true })).status,
    ).toBe(404)
    expect((await en.post('/api/biz/recruit/delete', [{ id }, { id: 'nope' }])).status).toBe(404)
    const after = await tableCounts(t.app)
    expect({ ...after, devLog: 0 }).toEqual({ ...before, devLog: 0 })
  })

  it('shows only open positions on the site, in the asked language, revalidated', async () => {
    const open = (await a.post('/api/biz/recruit/add', { ...position, sortCode: 1 })).data
    const closed = (await a.post('/api/biz/recruit/add', { ...position, title: '已关闭职位', sortCode: 0 }))
      .data
    await a.post('/api/biz/recruit/publish', { idList: [open], published: true })

    const zh = await pub('list', {})
    expect(zh.statusCode).toBe(200)
    expect(zh.headers['cache-control']).toBe('no-cache')
    const zhList = zh.json().data as Array<{ id: string; title: string }>
    expect(zhList.map((r) => r.id)).toEqual([open])
    expect(zhList[0]).toMatchObject({
      title: '机械设计工程师',
      department: '技术研发中心',
      location: '苏州',
      headcount: 3,
    })
    expect(zhList[0]).not.toHaveProperty('description')
    const enList = (await pub('list', { lang: 'en' })).json().data
    // English where present, else the Chinese.
    expect(enList[0]).toMatchObject({
      title: 'Mechanical design engineer',
      department: 'R&D Centre',
      location: '苏州',
      education: '本科',
      salary: 'CNY 12k–20k',
    })

    const detail = await pub('detail', { id: open, lang: 'en' })
    expect(detail.json().data).toMatchObject({ id: open, description: '<p>Design machines</p>' })
    expect(
      (await pub('detail', { id: open, lang: 'en' }, { 'if-none-match': String(detail.headers.etag) }))
        .statusCode,
    ).toBe(304)
    expect((await pub('detail', { id: open })).json().data.description).toContain('负责设备结构设计')
    for (const id of [closed, 'nope']) {
      const res = await pub('detail', { id }, { 'accept-language': 'en' })
      expect(res.statusCode).toBe(404)
      expect(res.json().msg).toBe('This position does not exist or is no longer open')
    }

    // Closing it takes it off the site at once.
    const etag = String(zh.headers.etag)
    await a.post('/api/biz/recruit/publish', { idList: [open], published: false })
    const after = await pub('list', {}, { 'if-none-match': etag })
    expect(after.statusCode).toBe(200)
    expect(after.json().data).toEqual([])
    expect((await pub('detail', { id: open })).statusCode).toBe(404)
  })

  it('writes three open positions and a closed one as demo content', async () => {
    const before = (await pub('list', {})).json().data.length
    await seedDemo(t.app.db, t.app.config.dataDir, [recruitDemo])
    const rows = await t.app.db
      .selectFrom('bizRecruit')
      .select(['title', 'titleEn', 'published', 'description', 'descriptionEn'])
      .where('createdUser', 'is', null)
      .execute()
    expect(rows).toHaveLength(4)
    expect(rows.filter((r) => r.published === 1)).toHaveLength(3)
    for (const r of rows) {
      expect(r.titleEn).toBeTruthy()
      expect(r.description).toContain('<li>')
      expect(r.descriptionEn).toContain('<li>')
    }
    const list = (await pub('list', { lang: 'en' })).json().data as Array<{ title: string }>
    expect(list.length - before).toBe(3)
    expect(list.map((r) => r.title)).toContain('Safety officer')
  })
})
