import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemo } from '../../../core/demo.js'
import { api, engines, type TestApp, tableCounts, testApp } from '../../../test/harness.js'
import { newsDemo } from './demo.js'

const days = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString()

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
function multipart(filename: string, bytes: Buffer) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

describe.each(engines)('news on $name', (engine) => {
  let t: TestApp
  let a: ReturnType<typeof api>
  let token: string
  let company: string
  let industry: string
  let coverId: string
  beforeAll(async () => {
    t = await testApp(engine)
    token = await t.login()
    a = api(t, token)
    company = (
      await a.post('/api/biz/newsCategory/add', { name: '公司新闻', nameEn: 'Company news', sortCode: 1 })
    ).data
    industry = (await a.post('/api/biz/newsCategory/add', { name: '行业动态', sortCode: 2 })).data
    await a.post('/api/biz/newsCategory/publish', { idList: [company, industry], published: true })
    const png = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#2060a0' } })
      .png()
      .toBuffer()
    const m = multipart('cover.png', png)
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/biz/news/upload',
      payload: m.payload,
      headers: { ...m.headers, token },
    })
    expect(up.statusCode).toBe(200)
    coverId = up.json().data.id
  })
  afterAll(() => t?.close())

  const pub = (url: string, query: Record<string, string> = {}, etag?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/biz/news/public/${url}`,
      query,
      headers: etag ? { 'if-none-match': etag } : {},
    })
  const publicTitles = async (query: Record<string, string> = {}) =>
    (await pub('page', query)).json().data.records.map((r: { title: string }) => r.title)
  const add = async (body: Record<string, unknown>) => {
    const res = await a.post('/api/biz/news/add', { categoryId: company, ...body })
    expect(res.code).toBe(200)
    return res.data as string
  }

  it('adds, edits, lists, publishes and deletes, sanitising the rich text', async () => {
    const id = await add({
      title: '安全生产月启动',
      titleEn: 'Safety month begins',
      summary: '全员参与',
      content: '<p>开幕<script>alert(1)</script></p><p><img src="/x.png" onerror="alert(2)" alt="现场"></p>',
      contentEn: '<p onclick="steal()">Opening</p>',
      coverId,
      author: '宣传部',
      source: '集团官网',
      pinned: true,
      sortCode: 3,
    })
    const d = (await a.get('/api/biz/news/detail', { id })).data
    expect(d).toMatchObject({
      title: '安全生产月启动',
      titleEn: 'Safety month begins',
      categoryId: company,
      categoryName: '公司新闻',
      categoryNameEn: 'Company news',
      coverId,
      author: '宣传部',
      source: '集团官网',
      pinned: true,
      published: false,
      publishAt: null,
      viewCount: 0,
      sortCode: 3,
    })
    expect(d.content).not.toMatch(/script|alert|onerror/)
    expect(d.content).toContain('<img src="/x.png" alt="现场" />')
    expect(d.contentEn).toBe('<p>Opening</p>')

    const edit = await a.post('/api/biz/news/edit', {
      id,
      categoryId: industry,
      title: '安全生产月正式启动',
      content: '<p>更新<img src=x onerror=alert(1)></p>',
      pinned: false,
    })
    expect(edit.code).toBe(200)
    const e = (await a.get('/api/biz/news/detail', { id })).data
    expect(e).toMatchObject({
      title: '安全生产月正式启动',
      titleEn: null,
      categoryId: industry,
      pinned: false,
    })
    expect(e.coverId).toBeNull()
    expect(e.content).not.toContain('onerror')

    // Publishing without a publish time stamps it now.
    expect((await a.post('/api/biz/news/publish', { idList: [id], published: true })).code).toBe(200)
    const p = (await a.get('/api/biz/news/detail', { id })).data
    expect(p.published).toBe(true)
    expect(Date.parse(p.publishAt)).toBeLessThanOrEqual(Date.now())

    const other = await add({ title: '季度经营数据', pinned: true })
    const page = async (q: Record<string, string>) =>
      (await a.get('/api/biz/news/page', q)).data.records.map((r: { title: string }) => r.title)
    expect(await page({ searchKey: '安全' })).toEqual(['安全生产月正式启动'])
    expect(await page({ title: '经营' })).toEqual(['季度经营数据'])
    expect(await page({ categoryId: industry })).toEqual(['安全生产月正式启动'])
    expect(await page({ published: '0' })).toEqual(['季度经营数据'])
    expect(await page({ pinned: '1' })).toEqual(['季度经营数据'])
    expect((await a.get('/api/biz/news/page', { sortField: 'viewCount', sortOrder: 'DESCEND' })).code).toBe(
      200,
    )
    expect((await a.get('/api/biz/news/categoryOptions')).data.map((c: { name: string }) => c.name)).toEqual([
      '公司新闻',
      '行业动态',
    ])

    expect((await a.post('/api/biz/news/delete', [{ id }, { id: other }])).code).toBe(200)
    expect((await a.get('/api/biz/news/detail', { id })).status).toBe(404)
    expect((await a.get('/api/biz/news/page')).data.total).toBe(0)
  })

  it('refuses bad input naming the field, and unknown items, writing nothing', async () => {
    const id = await add({ title: '已有新闻' })
    const before = await tableCounts(t.app)
    const empty = await a.post('/api/biz/news/add', { title: '  ' })
    expect(empty.status).toBe(400)
    expect(empty.msg).toContain('title')
    const long = await a.post('/api/biz/news/add', { title: 'x', summary: 'y'.repeat(501) })
    expect(long.msg).toContain('summary')
    const time = await a.post('/api/biz/news/add', { title: 'x', publishAt: '明天' })
    expect(time.msg).toContain('publishAt')
    const category = await a.post('/api/biz/news/add', { title: 'x', categoryId: 'nope' })
    expect(category).toMatchObject({ status: 400, msg: '参数 categoryId：新闻分类不存在或已被删除' })
    const cover = await a.post('/api/biz/news/edit', { id, title: 'x', coverId: 'nope' })
    expect(cover).toMatchObject({
      status: 400,
      msg: '参数 coverId：图片不存在或不是公开的内容图片，请重新上传',
    })
    // Rich text over what a TEXT column holds (64 KB once cleaned) is refused, naming the field.
    const huge = await a.post('/api/biz/news/add', { title: 'x', contentEn: `<p>${'长'.repeat(30_000)}</p>` })
    expect(huge.status).toBe(400)
    expect(huge.msg).toContain('contentEn')
    expect((await a.post('/api/biz/news/edit', { id: 'nope', title: 'x' })).status).toBe(404)
    expect((await a.post('/api/biz/news/publish', { idList: [id, 'nope'], published: true })).status).toBe(
      404,
    )
    expect((await a.post('/api/biz/news/delete', [{ id }, { id: 'nope' }])).status).toBe(404)
    const en = await api(t, token, 'en').post('/api/biz/news/add', { title: 'x', categoryId: 'nope' })
    expect(en.msg).toBe('Field categoryId: the news category does not exist or has been deleted')
    const after = await tableCounts(t.app)
    expect({ ...after, devLog: 0 }).toEqual({ ...before, devLog: 0 })
    await a.post('/api/biz/news/delete', [{ id }])
  })

  it('refuses a user without the buttons', async () => {
    const id = await add({ title: '权限测试' })
    await t.createUser('newsreader', 'Reader@12345')
    const userId = (
      await t.app.db
        .selectFrom('sysUser')
        .select('id')
        .where('account', '=', 'newsreader')
        .executeTakeFirstOrThrow()
    ).id
    await a.post('/api/sys/user/grantResource', { id: userId, resourceIdList: ['menu-biz-news'] })
    const readerToken = await t.login('newsreader', 'Reader@12345')
    const r = api(t, readerToken)
    const before = await tableCounts(t.app)
    expect((await r.get('/api/biz/news/page')).code).toBe(200)
    expect((await r.get('/api/biz/newsCategory/page')).status).toBe(403)
    expect((await r.post('/api/biz/news/add', { title: 'x' })).status).toBe(403)
    expect((await r.post('/api/biz/news/edit', { id, title: 'x' })).status).toBe(403)
    expect((await r.post('/api/biz/news/publish', { idList: [id], published: true })).status).toBe(403)
    expect((await r.post('/api/biz/news/delete', [{ id }])).status).toBe(403)
    expect((await r.post('/api/biz/newsCategory/delete', [{ id: company }])).status).toBe(403)
    const m = multipart('x.png', Buffer.from('x'))
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/biz/news/upload',
      payload: m.payload,
      headers: { ...m.headers, token: readerToken },
    })
    expect(up.statusCode).toBe(403)
    const after = await tableCounts(t.app)
    expect({ ...after, devLog: 0 }).toEqual({ ...before, devLog: 0 })
    await a.post('/api/biz/news/delete', [{ id }])
  })

  it('shows on the site only published, due news, pinned first, in the asked language', async () => {
    const old = await add({ title: '旧闻', titleEn: 'Old news', publishAt: days(-30) })
    const recent = await add({
      title: '新产线投产',
      content: '<p>中文正文</p>',
      categoryId: industry,
      publishAt: days(-1),
    })
    const pinned = await add({ title: '置顶新闻', publishAt: days(-60), pinned: true })
    const future = await add({ title: '明日新闻', publishAt: days(1) })
    const draft = await add({ title: '草稿', publishAt: days(-2) })
    await a.post('/api/biz/news/publish', { idList: [old, recent, pinned, future], published: true })

    expect(await publicTitles()).toEqual(['置顶新闻', '新产线投产', '旧闻'])
    const page = (await pub('page', { size: '2', current: '2' })).json().data
    expect(page).toMatchObject({ current: 2, size: 2, total: 3 })
    expect(page.records.map((r: { title: string }) => r.title)).toEqual(['旧闻'])
    expect(await publicTitles({ categoryId: industry })).toEqual(['新产线投产'])
    for (const id of [future, draft, 'nope']) {
      const res = await pub('detail', { id })
      expect(res.statusCode).toBe(404)
      expect(res.json().msg).toBe('新闻不存在、未发布或尚未到发布时间')
    }

    // English where there is English, else the Chinese.
    expect(await publicTitles({ lang: 'en' })).toEqual(['置顶新闻', '新产线投产', 'Old news'])
    const en = (await pub('detail', { id: recent, lang: 'en' })).json().data
    expect(en).toMatchObject({
      title: '新产线投产',
      content: '<p>中文正文</p>',
      categoryId: industry,
      categoryName: '行业动态',
      prev: { id: pinned, title: '置顶新闻' },
      next: { id: old, title: 'Old news' },
    })
    const first = (await pub('detail', { id: pinned })).json().data
    expect(first.prev).toBeNull()
    expect(first.next).toEqual({ id: recent, title: '新产线投产' })
    expect((await pub('detail', { id: old })).json().data.next).toBeNull()
    expect((await pub('categories', { lang: 'en' })).json().data).toEqual([
      { id: company, name: 'Company news' },
      { id: industry, name: '行业动态' },
    ])

    // Cache headers: no-cache with an ETag; 304 until something changes.
    const res = await pub('page')
    expect(res.headers['cache-control']).toBe('no-cache')
    const etag = String(res.headers.etag)
    expect((await pub('page', {}, etag)).statusCode).toBe(304)
    await a.post('/api/biz/news/publish', { idList: [old], published: false })
    const changed = await pub('page', {}, etag)
    expect(changed.statusCode).toBe(200)
    expect(changed.json().data.total).toBe(2)

    // Page views: counted for a shown item only, nothing answered.
    const view = (id: string) =>
      t.app.inject({ method: 'POST', url: '/api/biz/news/public/view', payload: { id } })
    const seen = await view(recent)
    expect(seen.json()).toMatchObject({ code: 200, data: null })
    await view(recent)
    await view(future)
    await view('nope')
    expect((await a.get('/api/biz/news/detail', { id: recent })).data.viewCount).toBe(2)
    expect((await a.get('/api/biz/news/detail', { id: future })).data.viewCount).toBe(0)
    expect((await pub('detail', { id: recent })).json().data.viewCount).toBe(2)

    await a.post(
      '/api/biz/news/delete',
      [old, recent, pinned, future, draft].map((id) => ({ id })),
    )
  })

  it('refuses to delete a category that holds news', async () => {
    const cat = (await a.post('/api/biz/newsCategory/add', { name: '媒体报道', nameEn: 'Press' })).data
    const id = await add({ title: '媒体报道一', categoryId: cat })
    const rows = (await a.get('/api/biz/newsCategory/page', { searchKey: '媒体' })).data.records
    expect(rows).toMatchObject([
      { id: cat, name: '媒体报道', nameEn: 'Press', newsCount: 1, published: false },
    ])
    const before = await tableCounts(t.app)
    const refused = await a.post('/api/biz/newsCategory/delete', [{ id: industry }, { id: cat }])
    expect(refused).toMatchObject({
      status: 400,
      msg: '新闻分类“媒体报道”下还有 1 条新闻，请先把这些新闻移到其他分类或删除后再删除该分类',
    })
    expect((await a.post('/api/biz/newsCategory/add', { name: '' })).msg).toContain('name')
    expect((await a.post('/api/biz/newsCategory/delete', [{ id: 'nope' }])).status).toBe(404)
    expect({ ...(await tableCounts(t.app)), devLog: 0 }).toEqual({ ...before, devLog: 0 })

    expect(
      (await a.post('/api/biz/newsCategory/edit', { id: cat, name: '媒体聚焦', sortCode: 9 })).code,
    ).toBe(200)
    expect((await a.get('/api/biz/newsCategory/detail', { id: cat })).data).toMatchObject({
      name: '媒体聚焦',
      nameEn: null,
      sortCode: 9,
    })
    await a.post('/api/biz/news/delete', [{ id }])
    expect((await a.post('/api/biz/newsCategory/delete', [{ id: cat }])).code).toBe(200)
    expect((await a.get('/api/biz/newsCategory/detail', { id: cat })).status).toBe(404)
  })
})

describe.each(engines)('sample news on $name', (engine) => {
  let t: TestApp
  beforeAll(async () => {
    t = await testApp(engine)
  })
  afterAll(() => t?.close())

  it('writes three categories and fourteen bilingual items, each with its own cover, once', async () => {
    await seedDemo(t.app.db, t.app.config.dataDir, [newsDemo])
    await seedDemo(t.app.db, t.app.config.dataDir, [newsDemo])
    const pub = async (url: string, query: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: `/api/biz/news/public/${url}`, query })).json().data
    const categories = await pub('categories', { lang: 'en' })
    expect(categories.map((c: { name: string }) => c.name)).toEqual(['Company news', 'Industry', 'Press'])
    const page = await pub('page', { size: '50', lang: 'en' })
    expect(page.total).toBe(14)
    const records = page.records as Array<{ id: string; title: string; coverId: string; pinned: boolean }>
    expect(records.filter((r) => r.pinned)).toHaveLength(1)
    expect(records[0]!.pinned).toBe(true)
    expect(new Set(records.map((r) => r.coverId)).size).toBe(14)
    expect(records.every((r) => /^[\x20-\x7e\u2019\u201c\u201d]+$/.test(r.title))).toBe(true)
    const first = await pub('detail', { id: records[0]!.id })
    expect(first.content).toMatch(/<img src="\/api\/dev\/file\/thumbnail\?id=[0-9a-f]{32}&amp;w=960"/)
    expect(first.prev).toBeNull()
    const cover = await t.app.inject({
      method: 'GET',
      url: '/api/dev/file/thumbnail',
      query: { id: records[5]!.coverId, w: '480' },
    })
    expect(cover.statusCode).toBe(200)
  })
})
