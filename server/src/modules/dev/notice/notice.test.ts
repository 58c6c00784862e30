import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemo } from '../../../core/demo.js'
import { api, engines, type TestApp, tableCounts, testApp } from '../../../test/harness.js'
import { noticeDemo } from './demo.js'

const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString()

describe.each(engines)('notices on $name', (engine) => {
  let t: TestApp
  let a: ReturnType<typeof api>
  beforeAll(async () => {
    t = await testApp(engine)
    a = api(t, await t.login())
  })
  afterAll(() => t?.close())

  const shownOnWorkbench = async () =>
    ((await a.get('/api/dev/notice/workbench')).data as Array<{ title: string }>).map((n) => n.title)
  const publicAt = async (place: string, etag?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/dev/notice/public',
      query: { place },
      headers: etag ? { 'if-none-match': etag } : {},
    })

  it('shows a published notice at its places, inside its window only, pinned first', async () => {
    const now = await a.post('/api/dev/notice/add', {
      title: '系统升级',
      content: '<p>今晚<script>alert(1)</script>升级</p>',
      placeList: ['WORKBENCH', 'LOGIN'],
      startAt: hours(-1),
      endAt: hours(1),
    })
    const later = await a.post('/api/dev/notice/add', {
      title: '明天的通知',
      content: '',
      placeList: ['WORKBENCH'],
      startAt: hours(24),
      endAt: null,
    })
    const past = await a.post('/api/dev/notice/add', {
      title: '过期通知',
      content: '',
      placeList: ['WORKBENCH'],
      startAt: hours(-3),
      endAt: hours(-2),
    })
    const pinned = await a.post('/api/dev/notice/add', {
      title: '置顶通知',
      content: '',
      placeList: ['WORKBENCH', 'SITE'],
      pinned: true,
    })
    expect(await shownOnWorkbench()).toEqual([])
    const ids = [now.data, later.data, past.data, pinned.data]
    expect((await a.post('/api/dev/notice/publish', { idList: ids, published: true })).code).toBe(200)
    expect(await shownOnWorkbench()).toEqual(['置顶通知', '系统升级'])
    const detail = (await a.get('/api/dev/notice/detail', { id: now.data })).data
    expect(detail).toMatchObject({
      published: true,
      placeList: ['WORKBENCH', 'LOGIN'],
      content: '<p>今晚升级</p>',
    })

    // The public places: anyone, no-cache with an ETag; a change gives a new one at once.
    const login = await publicAt('LOGIN')
    expect(login.statusCode).toBe(200)
    expect(login.headers['cache-control']).toBe('no-cache')
    expect(login.json().data.map((n: { title: string }) => n.title)).toEqual(['系统升级'])
    const etag = String(login.headers.etag)
    expect((await publicAt('LOGIN', etag)).statusCode).toBe(304)
    await a.post('/api/dev/notice/publish', { idList: [now.data], published: false })
    const changed = await publicAt('LOGIN', etag)
    expect(changed.statusCode).toBe(200)
    expect(changed.json().data).toEqual([])
    expect((await publicAt('SITE')).json().data.map((n: { title: string }) => n.title)).toEqual(['置顶通知'])
    expect(await shownOnWorkbench()).toEqual(['置顶通知'])

    const page = (await a.get('/api/dev/notice/page', { published: '1', place: 'WORKBENCH' })).data
    expect(page.total).toBe(3)
    expect((await a.get('/api/dev/notice/page', { searchKey: '过期' })).data.records[0]).toMatchObject({
      title: '过期通知',
      published: true,
    })
  })

  it('refuses a window that ends before it starts and unknown notices, writing nothing', async () => {
    const before = await tableCounts(t.app)
    const bad = await a.post('/api/dev/notice/add', {
      title: 'x',
      content: '',
      placeList: ['SITE'],
      startAt: hours(2),
      endAt: hours(1),
    })
    expect(bad).toMatchObject({ status: 400, msg: '结束时间（endAt）必须晚于开始时间' })
    const place = await a.post('/api/dev/notice/add', { title: 'x', content: '', placeList: ['MOON'] })
    expect(place.status).toBe(400)
    expect(place.msg).toContain('placeList')
    expect((await a.post('/api/dev/notice/publish', { idList: ['nope'], published: true })).status).toBe(404)
    expect((await a.post('/api/dev/notice/delete', [{ id: 'nope' }])).status).toBe(404)
    const after = await tableCounts(t.app)
    expect({ ...after, devLog: 0 }).toEqual({ ...before, devLog: 0 })
  })

  it('edits and deletes, each in the operation log', async () => {
    const id = (await a.post('/api/dev/notice/add', { title: '旧标题', content: '', placeList: ['SITE'] }))
      .data
    const edit = await a.post('/api/dev/notice/edit', {
      id,
      title: '新标题',
      content: '<p>ok</p>',
      placeList: ['SITE', 'LOGIN'],
      pinned: true,
    })
    expect(edit.code).toBe(200)
    expect((await a.get('/api/dev/notice/detail', { id })).data).toMatchObject({
      title: '新标题',
      pinned: true,
    })
    expect((await a.post('/api/dev/notice/delete', [{ id }])).code).toBe(200)
    expect((await a.get('/api/dev/notice/detail', { id })).status).toBe(404)
    const logged = await t.app.db
      .selectFrom('devLog')
      .select('reqUrl')
      .where('reqUrl', 'in', ['/api/dev/notice/add', '/api/dev/notice/edit', '/api/dev/notice/delete'])
      .execute()
    expect(new Set(logged.map((r) => r.reqUrl)).size).toBe(3)
  })

  it('keeps English versions, answers the site in the asked language and shows one site notice by id', async () => {
    const add = (body: Record<string, unknown>) =>
      a.post('/api/dev/notice/add', { content: '', placeList: ['SITE'], ...body })
    const both = (
      await add({
        title: '端午节放假安排',
        titleEn: 'Dragon Boat Festival holiday',
        content: '<p>放假三天</p>',
        contentEn: '<p>Three days off<img src="x" onerror="alert(1)"><script>alert(2)</script></p>',
      })
    ).data
    const zhOnly = (await add({ title: '仅中文公告', titleEn: '  ', content: '<p>中文内容</p>' })).data
    const workbench = (await add({ title: '内部通知', placeList: ['WORKBENCH'] })).data
    const later = (await add({ title: '未来公告', startAt: hours(5) })).data
    const draft = (await add({ title: '草稿公告' })).data
    await a.post('/api/dev/notice/publish', { idList: [both, zhOnly, workbench, later], published: true })

    const detail = (await a.get('/api/dev/notice/detail', { id: both })).data
    expect(detail).toMatchObject({ titleEn: 'Dragon Boat Festival holiday' })
    expect(detail.contentEn).toContain('Three days off')
    expect(detail.contentEn).not.toMatch(/onerror|<script/)
    expect((await a.get('/api/dev/notice/detail', { id: zhOnly })).data).toMatchObject({
      titleEn: null,
      contentEn: null,
    })

    const site = async (lang: string) =>
      (
        await t.app.inject({ method: 'GET', url: '/api/dev/notice/public', query: { place: 'SITE', lang } })
      ).json().data as Array<{ id: string; title: string; content: string | null }>
    const en = await site('en')
    expect(en.find((n) => n.id === both)).toMatchObject({ title: 'Dragon Boat Festival holiday' })
    // No English version: the Chinese one.
    expect(en.find((n) => n.id === zhOnly)).toMatchObject({ title: '仅中文公告', content: '<p>中文内容</p>' })
    expect((await site('zh-cn')).find((n) => n.id === both)).toMatchObject({ title: '端午节放假安排' })
    expect(en.map((n) => n.id)).not.toContain(later)
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/dev/notice/public',
          query: { place: 'SITE', lang: 'fr' },
        })
      ).statusCode,
    ).toBe(400)

    const one = (id: string, lang = 'zh-cn', headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/api/dev/notice/public/detail', query: { id, lang }, headers })
    const shown = await one(both, 'en')
    expect(shown.statusCode).toBe(200)
    expect(shown.headers['cache-control']).toBe('no-cache')
    expect(shown.json().data).toMatchObject({
      id: both,
      title: 'Dragon Boat Festival holiday',
      pinned: false,
      startAt: null,
      endAt: null,
    })
    expect(shown.json().data.content).toContain('Three days off')
    expect((await one(both, 'en', { 'if-none-match': String(shown.headers.etag) })).statusCode).toBe(304)
    expect((await one(both)).json().data).toMatchObject({
      title: '端午节放假安排',
      content: '<p>放假三天</p>',
    })
    // Not on the site, not yet, not published, unknown: not found.
    for (const id of [workbench, later, draft, 'nope']) {
      const res = await one(id, 'en', { 'accept-language': 'en' })
      expect(res.statusCode, id).toBe(404)
      expect(res.json().msg).toBe('The notice does not exist or has been deleted')
    }
    // Taken back: gone at once.
    await a.post('/api/dev/notice/publish', { idList: [both], published: false })
    expect((await one(both)).statusCode).toBe(404)
  })

  it('writes three bilingual site announcements as demo content, once', async () => {
    await seedDemo(t.app.db, t.app.config.dataDir, [noticeDemo])
    await seedDemo(t.app.db, t.app.config.dataDir, [noticeDemo])
    const rows = await t.app.db
      .selectFrom('sysNotice')
      .select(['id', 'title', 'titleEn', 'contentEn', 'places', 'published'])
      .where('createdUser', 'is', null)
      .execute()
    expect(rows).toHaveLength(3)
    for (const r of rows) expect(r).toMatchObject({ places: ',SITE,', published: 1 })
    const en = (
      await t.app.inject({
        method: 'GET',
        url: '/api/dev/notice/public',
        query: { place: 'SITE', lang: 'en' },
      })
    ).json().data as Array<{ id: string; title: string }>
    for (const r of rows) expect(en.find((n) => n.id === r.id)?.title).toBe(r.titleEn)
  })
})
