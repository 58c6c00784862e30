import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type DemoContent, seedDemo } from '../core/demo.js'
import { api, type Engine, type TestApp, tableCounts, testApp } from './harness.js'

/**
 * The cases every small site-content entity (`core/content.ts` `defineContent`) passes, over HTTP on
 * each engine: add, list, search, edit, delete; bad input named and nothing written; callers without
 * the page's grants refused; the site's list showing only published rows, in the asked language
 * with Chinese where no English is given, revalidated by ETag. Each module's test adds its own.
 */

/** A multipart/form-data request with one file part `file`, encoded as a browser's FormData is. */
export async function multipart(filename: string, bytes: Buffer) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)]), filename)
  const encoded = new Request('http://localhost/', { method: 'POST', body: form })
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  }
}

type Body = Record<string, unknown>
type Item = Record<string, unknown>

export interface ContentCase {
  /** The entity's API path: `/api/biz/link`. */
  base: string
  /** Whether it has an upload route (default true). */
  upload?: boolean
  /** A valid body, Chinese and English; `n` tells bodies apart (unique codes, titles). */
  body: (n: number, imageId: string) => Body
  /** The field that names a row (default `title`). */
  nameField?: string
  /** Its image field, refused when it names no public stored file. */
  imageField?: string
  /** Changes that make a valid body refused, each with the field its message must name. */
  refused: Array<[field: string, change: Body]>
  /** The site's list of published rows: its URL, its other parameters, what names an item. */
  site: { url: string; query?: Record<string, string>; name: (item: Item) => string }
  /** The module's sample content and how many items of it the site's list shows. */
  demo: { content: DemoContent; shown: number }
}

export interface ContentContext {
  t: TestApp
  a: ReturnType<typeof api>
  /** The super admin's token (for calls in another language: `api(t, token, 'en')`). */
  token: string
  /** A stored public content image, uploaded through the entity's route (or the files page's). */
  imageId: string
}

/** A fresh app on `engine` for one describe block, logged in as the super admin, with one image. */
function contentApp(engine: Engine, base: string, upload: boolean): ContentContext {
  const ctx = {} as ContentContext
  beforeAll(async () => {
    ctx.t = await testApp(engine)
    const token = await ctx.t.login()
    ctx.token = token
    ctx.a = api(ctx.t, token)
    const png = await sharp({ create: { width: 480, height: 180, channels: 3, background: '#1f6f8b' } })
      .png()
      .toBuffer()
    const m = await multipart('picture.png', png)
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: upload ? `${base}/upload` : '/api/dev/file/upload',
      payload: m.payload,
      headers: { ...m.headers, token },
    })
    ctx.imageId = res.json().data.id
    // The files page stores private files: share it as a content image would be.
    if (!upload) await ctx.t.app.db.updateTable('devFile').set({ isPublic: 1 }).execute()
  })
  afterAll(() => ctx.t?.close())
  return ctx
}

/** Without the log (refusals and writes are logged), what the tables hold. */
export const counts = async (t: TestApp) => ({ ...(await tableCounts(t.app)), devLog: 0 })

/** English fields (`<name>En`) left empty. */
export const chineseOnly = (body: Body) =>
  Object.fromEntries(Object.entries(body).map(([k, v]) => [k, k.endsWith('En') ? '' : v]))

/** The shared cases of an entity on `engine` (in a describe block); answers the app for its own. */
export function contentCases(engine: Engine, c: ContentCase): ContentContext {
  const upload = c.upload ?? true
  const nameField = c.nameField ?? 'title'
  const ctx = contentApp(engine, c.base, upload)
  const add = async (body: Body) => {
    const res = await ctx.a.post(`${c.base}/add`, body)
    expect(res, JSON.stringify(res)).toMatchObject({ code: 200 })
    return res.data as string
  }
  const siteList = async (lang: string, etag?: string) =>
    ctx.t.app.inject({
      method: 'GET',
      url: c.site.url,
      query: { ...c.site.query, lang },
      headers: etag ? { 'if-none-match': etag } : {},
    })
  const shown = async (lang: string) => (await siteList(lang)).json().data.map(c.site.name) as string[]
  const remove = async (ids: string[]) =>
    expect(
      (
        await ctx.a.post(
          `${c.base}/delete`,
          ids.map((id) => ({ id })),
        )
      ).code,
    ).toBe(200)

  it('adds unpublished, lists, searches, edits and deletes', async () => {
    const first = c.body(1, ctx.imageId)
    const id = await add(first)
    const detail = (await ctx.a.get(`${c.base}/detail`, { id })).data
    expect(detail).toMatchObject({ ...first, id, published: false })
    expect(detail).not.toHaveProperty('createdUser')
    const other = await add(c.body(2, ctx.imageId))
    const name = String(first[nameField])
    const found = (await ctx.a.get(`${c.base}/page`, { searchKey: name })).data
    expect(found.records.map((r: Item) => r.id)).toEqual([id])
    expect((await ctx.a.get(`${c.base}/page`, { published: '1' })).data.total).toBe(0)

    const changed = { ...c.body(3, ctx.imageId), id }
    expect((await ctx.a.post(`${c.base}/edit`, changed)).code).toBe(200)
    expect((await ctx.a.get(`${c.base}/detail`, { id })).data).toMatchObject(changed)
    await remove([id, other])
    expect((await ctx.a.get(`${c.base}/detail`, { id })).status).toBe(404)
    expect((await ctx.a.get(`${c.base}/page`)).data.total).toBe(0)
  })

  it('refuses bad input naming the field, and unknown ids, writing nothing', async () => {
    const id = await add(c.body(4, ctx.imageId))
    const before = await counts(ctx.t)
    const refused = [
      ...c.refused,
      ...(c.imageField ? [[c.imageField, { [c.imageField]: 'f'.repeat(32) }] as const] : []),
    ]
    for (const [field, change] of refused) {
      const body = { ...c.body(1, ctx.imageId), ...change }
      const res = await ctx.a.post(`${c.base}/add`, body)
      expect(res.status, `${field}: ${res.msg}`).toBe(400)
      expect(res.msg).toContain(field)
      const edit = await ctx.a.post(`${c.base}/edit`, { ...body, id })
      expect(edit.status, `${field}: ${edit.msg}`).toBe(400)
    }
    expect((await ctx.a.post(`${c.base}/edit`, { ...c.body(6, ctx.imageId), id: 'nope' })).status).toBe(404)
    expect((await ctx.a.post(`${c.base}/delete`, [{ id }, { id: 'nope' }])).status).toBe(404)
    expect((await ctx.a.post(`${c.base}/publish`, { idList: [id, 'nope'], published: true })).status).toBe(
      404,
    )
    expect((await ctx.a.get(`${c.base}/detail`, { id: 'nope' })).status).toBe(404)
    expect(await counts(ctx.t)).toEqual(before)
    await remove([id])
  })

  it("refuses callers without the page's grants, writing nothing", async () => {
    const id = await add(c.body(7, ctx.imageId))
    const account = `plain${randomBytes(3).toString('hex')}`
    await ctx.t.createUser(account, 'Plain#1234')
    const plain = api(ctx.t, await ctx.t.login(account, 'Plain#1234'))
    const before = await counts(ctx.t)
    for (const res of [
      await plain.get(`${c.base}/page`),
      await plain.get(`${c.base}/detail`, { id }),
      await plain.post(`${c.base}/add`, c.body(8, ctx.imageId)),
      await plain.post(`${c.base}/edit`, { ...c.body(8, ctx.imageId), id }),
      await plain.post(`${c.base}/delete`, [{ id }]),
      await plain.post(`${c.base}/publish`, { idList: [id], published: true }),
      ...(upload ? [await plain.post(`${c.base}/upload`, {})] : []),
    ])
      expect(res).toMatchObject({ status: 403, code: 403 })
    const anonymous = await ctx.t.app.inject({ method: 'GET', url: `${c.base}/page` })
    expect(anonymous.statusCode).toBe(401)
    expect(await counts(ctx.t)).toEqual(before)
    expect((await siteList('zh-cn')).statusCode).toBe(200)
    await remove([id])
  })

  it('shows only published rows on the site, in the asked language, Chinese where no English is given', async () => {
    const full = c.body(9, ctx.imageId)
    const zhOnly = chineseOnly(c.body(10, ctx.imageId))
    const ids = [await add(full), await add(zhOnly)]
    expect(await shown('zh-cn')).toEqual([])
    const publish = (idList: string[], published: boolean) =>
      ctx.a.post(`${c.base}/publish`, { idList, published })
    expect((await publish(ids, true)).code).toBe(200)
    expect((await ctx.a.get(`${c.base}/detail`, { id: ids[0]! })).data.published).toBe(true)
    const zh = await siteList('zh-cn')
    expect(zh.headers['cache-control']).toBe('no-cache')
    expect(zh.json().data.map(c.site.name)).toEqual([full[nameField], zhOnly[nameField]])
    expect(await shown('en')).toEqual([full[`${nameField}En`], zhOnly[nameField]])

    // The browser's copy stays good until a change; taking one back shows at once.
    const etag = String(zh.headers.etag)
    expect((await siteList('zh-cn', etag)).statusCode).toBe(304)
    await publish([ids[0]!], false)
    const after = await siteList('zh-cn', etag)
    expect(after.statusCode).toBe(200)
    expect(after.json().data.map(c.site.name)).toEqual([zhOnly[nameField]])
    await remove(ids)
  })

  it('writes its sample content once, published, in Chinese and in English', async () => {
    const { app } = ctx.t
    await seedDemo(app.db, app.config.dataDir, [c.demo.content])
    await seedDemo(app.db, app.config.dataDir, [c.demo.content])
    expect(await shown('zh-cn')).toHaveLength(c.demo.shown)
    const en = (await siteList('en')).json().data
    expect(en).toHaveLength(c.demo.shown)
    expect(JSON.stringify(en)).not.toMatch(/[\u4e00-\u9fff]/)
    const all = (await ctx.a.get(`${c.base}/page`, { size: 100 })).data.records as Array<{ id: string }>
    await remove(all.map((r) => r.id))
  })
  return ctx
}
