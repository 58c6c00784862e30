import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemo } from '../../../core/demo.js'
import { newId } from '../../../core/ids.js'
import { Relation } from '../../../core/permissions.js'
import { multipart } from '../../../test/content.js'
import { api, engines, type TestApp, tableCounts, testApp } from '../../../test/harness.js'
import { productDemo } from './demo.js'

const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer()

const spec = (i: number) => ({ name: `参数${i}`, nameEn: `Spec ${i}`, value: `${i} mm`, valueEn: null })

/** What the log may add to a refused call; everything else must stay as it was. */
const unchanged = async (t: TestApp) => ({ ...(await tableCounts(t.app)), devLog: 0 })

describe.each(engines)('products on $name', (engine) => {
  let t: TestApp
  let a: ReturnType<typeof api>
  beforeAll(async () => {
    t = await testApp(engine)
    a = api(t, await t.login())
  })
  afterAll(() => t?.close())

  const upload = async (token: string, name: string, bytes: Buffer) => {
    const m = await multipart(name, bytes)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/biz/product/upload',
      payload: m.payload,
      headers: { ...m.headers, token },
    })
    return res.json() as { code: number; msg: string; data: { id: string; name: string } }
  }
  const category = async (name: string, nameEn: string | null, published = true) => {
    const id = (await a.post('/api/biz/productCategory/add', { name, nameEn, sortCode: 1 })).data as string
    if (published) await a.post('/api/biz/productCategory/publish', { idList: [id], published: true })
    return id
  }
  const site = (path: string, query: Record<string, string>, etag?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/biz/product/public/${path}`,
      query,
      headers: etag ? { 'if-none-match': etag } : {},
    })

  it('adds, reads, searches, edits, publishes and deletes, with images and specifications in order', async () => {
    const token = await t.login()
    const img1 = await upload(token, 'front.png', await png(200, 40, 40))
    const img2 = await upload(token, 'side.png', await png(40, 200, 40))
    expect(img1.code).toBe(200)
    const steel = await category('钢结构', 'Steel structures')
    const body = {
      categoryId: steel,
      name: '门式刚架厂房',
      nameEn: 'Portal frame workshop',
      model: 'PF-36',
      summary: '轻型厂房',
      content: '<p>正文</p>',
      imageIds: [img2.data.id, img1.data.id],
      specs: [spec(1), spec(2), { name: '材质', value: 'Q355B' }],
      sortCode: 5,
    }
    const id = (await a.post('/api/biz/product/add', body)).data as string
    const detail = (await a.get('/api/biz/product/detail', { id })).data
    expect(detail).toMatchObject({
      id,
      categoryId: steel,
      categoryName: '钢结构',
      name: '门式刚架厂房',
      model: 'PF-36',
      coverId: img2.data.id,
      imageIds: [img2.data.id, img1.data.id],
      published: false,
      sortCode: 5,
      content: '<p>正文</p>',
      contentEn: null,
    })
    expect(detail.specs).toEqual([
      { name: '参数1', nameEn: 'Spec 1', value: '1 mm', valueEn: null },
      { name: '参数2', nameEn: 'Spec 2', value: '2 mm', valueEn: null },
      { name: '材质', nameEn: null, value: 'Q355B', valueEn: null },
    ])

    const other = (await a.post('/api/biz/product/add', { name: '布袋除尘器', sortCode: 1 })).data
    const page = (await a.get('/api/biz/product/page')).data
    expect(page.records.map((r: { name: string }) => r.name)).toEqual(['布袋除尘器', '门式刚架厂房'])
    expect(page.records[1]).toMatchObject({ categoryName: '钢结构', coverId: img2.data.id, published: false })
    expect((await a.get('/api/biz/product/page', { searchKey: '刚架' })).data.total).toBe(1)
    expect((await a.get('/api/biz/product/page', { name: '除尘' })).data.records[0].id).toBe(other)
    expect((await a.get('/api/biz/product/page', { categoryId: steel })).data.total).toBe(1)
    expect((await a.get('/api/biz/product/categoryOptions')).data).toEqual([
      { id: steel, name: '钢结构', nameEn: 'Steel structures', published: true },
    ])

    // Edit: images reordered (the cover follows), a spec dropped, the category taken away.
    const edit = await a.post('/api/biz/product/edit', {
      ...body,
      id,
      categoryId: null,
      imageIds: [img1.data.id],
      specs: [spec(2)],
      name: '门式刚架钢结构厂房',
    })
    expect(edit.code).toBe(200)
    expect((await a.get('/api/biz/product/detail', { id })).data).toMatchObject({
      name: '门式刚架钢结构厂房',
      categoryId: null,
      categoryName: null,
      coverId: img1.data.id,
      imageIds: [img1.data.id],
      specs: [{ name: '参数2', value: '2 mm' }],
    })
    expect((await a.post('/api/biz/product/publish', { idList: [id, other], published: true })).code).toBe(
      200,
    )
    expect((await a.get('/api/biz/product/page', { published: '1' })).data.total).toBe(2)
    expect((await a.post('/api/biz/product/delete', [{ id }, { id: other }])).code).toBe(200)
    expect((await a.get('/api/biz/product/detail', { id })).status).toBe(404)
    expect((await a.get('/api/biz/product/page')).data.total).toBe(0)
    expect((await a.post('/api/biz/productCategory/delete', [{ id: steel }])).code).toBe(200)
  })

  it('removes scripts and event handlers from both languages on save', async () => {
    const id = (
      await a.post('/api/biz/product/add', {
        name: '脚本测试',
        content: '<p>介绍<script>alert(1)</script></p><img src="x" onerror="alert(2)">',
        contentEn: '<p onclick="steal()">Intro</p><script>alert(3)</script>',
      })
    ).data
    const d = (await a.get('/api/biz/product/detail', { id })).data
    for (const html of [d.content, d.contentEn]) {
      expect(html).not.toMatch(/<script|onerror|onclick|alert/i)
    }
    expect(d.content).toContain('<p>介绍</p>')
    expect(d.contentEn).toBe('<p>Intro</p>')
    await a.post('/api/biz/product/delete', [{ id }])
  })

  it('refuses bad input, naming the field, and writes nothing', async () => {
    const token = await t.login()
    const img = await upload(token, 'ok.png', await png(1, 2, 3))
    const before = await unchanged(t)
    const specs = await a.post('/api/biz/product/add', {
      name: '参数过多',
      specs: Array.from({ length: 51 }, (_, i) => spec(i)),
    })
    expect(specs.status).toBe(400)
    expect(specs.msg).toContain('specs')
    const longSpec = await a.post('/api/biz/product/add', {
      name: '参数过长',
      specs: [{ name: 'x'.repeat(65), value: '1' }],
    })
    expect(longSpec.status).toBe(400)
    expect(longSpec.msg).toContain('specs.0.name')
    const noValue = await a.post('/api/biz/product/add', { name: '缺少参数值', specs: [{ name: '长度' }] })
    expect(noValue.msg).toContain('specs.0.value')
    const tenImages = await a.post('/api/biz/product/add', {
      name: '图片过多',
      imageIds: Array.from({ length: 10 }, () => img.data.id),
    })
    expect(tenImages.status).toBe(400)
    expect(tenImages.msg).toContain('imageIds')
    const unknownImage = await a.post('/api/biz/product/add', {
      name: '图片不存在',
      imageIds: [img.data.id, 'nope'],
    })
    expect(unknownImage).toMatchObject({ status: 400 })
    expect(unknownImage.msg).toContain('imageIds.1')
    expect((await a.post('/api/biz/product/add', { name: '图片格式', imageIds: 'a,b' })).msg).toContain(
      'imageIds',
    )
    const noName = await a.post('/api/biz/product/add', { name: '  ' })
    expect(noName.msg).toContain('name')
    const unknownCategory = await a.post('/api/biz/product/add', { name: '分类不存在', categoryId: 'nope' })
    expect(unknownCategory.msg).toBe('产品分类（categoryId）不存在或已被删除')
    const tooBig = await a.post('/api/biz/product/add', {
      name: '内容过长',
      content: `<p>${'钢'.repeat(30_000)}</p>`,
    })
    expect(tooBig.status).toBe(400)
    expect(tooBig.msg).toContain('content')
    // 50 rows are allowed, but not more than a TEXT column holds on MySQL (64 KB).
    const wide = (i: number) => ({
      name: '规'.repeat(64),
      nameEn: '格'.repeat(64),
      value: `${i}${'值'.repeat(254)}`,
      valueEn: '值'.repeat(255),
    })
    const heavy = await a.post('/api/biz/product/add', {
      name: '参数太长',
      specs: Array.from({ length: 50 }, (_, i) => wide(i)),
    })
    expect(heavy.status).toBe(400)
    expect(heavy.msg).toContain('specs')
    expect((await a.post('/api/biz/product/edit', { id: 'nope', name: 'x' })).status).toBe(404)
    expect((await a.post('/api/biz/product/publish', { idList: ['nope'], published: true })).status).toBe(404)
    expect((await a.post('/api/biz/product/delete', [{ id: 'nope' }])).status).toBe(404)
    expect(await unchanged(t)).toEqual(before)
  })

  it('refuses writes to a user holding the page but none of its buttons', async () => {
    const userId = await t.createUser('viewer', 'Viewer@12345')
    await t.app.db
      .insertInto('sysRelation')
      .values({
        id: newId(),
        category: Relation.userHasResource,
        objectId: userId,
        targetId: 'menu-biz-product',
        extJson: null,
      })
      .execute()
    const token = await t.login('viewer', 'Viewer@12345')
    const v = api(t, token)
    const id = (await a.post('/api/biz/product/add', { name: '只读产品' })).data
    expect((await v.get('/api/biz/product/page')).code).toBe(200)
    expect((await v.get('/api/biz/product/detail', { id })).code).toBe(200)
    const before = await unchanged(t)
    expect((await v.post('/api/biz/product/add', { name: '越权' })).status).toBe(403)
    expect((await v.post('/api/biz/product/edit', { id, name: '越权' })).status).toBe(403)
    expect((await v.post('/api/biz/product/publish', { idList: [id], published: true })).status).toBe(403)
    expect((await v.post('/api/biz/product/delete', [{ id }])).status).toBe(403)
    expect((await upload(token, 'x.png', await png(9, 9, 9))).code).toBe(403)
    expect((await v.get('/api/biz/productCategory/page')).status).toBe(403)
    expect((await v.post('/api/biz/productCategory/add', { name: '越权分类' })).status).toBe(403)
    expect(await unchanged(t)).toEqual(before)
    await a.post('/api/biz/product/delete', [{ id }])
  })

  it('shows the site only published products, in the asked language with Chinese where English is missing', async () => {
    const valves = await category('工业阀门', null)
    const hidden = await category('未发布分类', 'Hidden', false)
    const shown = (
      await a.post('/api/biz/product/add', {
        categoryId: valves,
        name: '电动蝶阀',
        nameEn: 'Electric butterfly valve',
        model: 'D941X-16',
        summary: '软密封',
        content: '<p>中文介绍</p>',
        specs: [
          { name: '通径', nameEn: 'Size', value: 'DN50–DN1200', valueEn: null },
          { name: '压力', value: 'PN16', valueEn: 'PN 16' },
        ],
        sortCode: 2,
      })
    ).data as string
    const first = (await a.post('/api/biz/product/add', { name: '闸阀', categoryId: valves, sortCode: 1 }))
      .data as string
    const draft = (await a.post('/api/biz/product/add', { name: '草稿产品', categoryId: valves }))
      .data as string
    const inHidden = (await a.post('/api/biz/product/add', { name: '隐藏分类的产品', categoryId: hidden }))
      .data as string
    await a.post('/api/biz/product/publish', { idList: [shown, first, inHidden], published: true })

    const zh = await site('page', { lang: 'zh-cn' })
    expect(zh.statusCode).toBe(200)
    expect(zh.headers['cache-control']).toBe('no-cache')
    expect(zh.json().data).toMatchObject({ current: 1, size: 10, total: 2 })
    expect(zh.json().data.records.map((r: { id: string }) => r.id)).toEqual([first, shown])
    const en = (await site('page', { lang: 'en', categoryId: valves, size: '1', current: '2' })).json().data
    expect(en).toMatchObject({ current: 2, size: 1, total: 2 })
    expect(en.records).toEqual([
      {
        id: shown,
        name: 'Electric butterfly valve',
        model: 'D941X-16',
        summary: '软密封',
        coverId: null,
        categoryId: valves,
        categoryName: '工业阀门',
      },
    ])
    expect((await site('page', { categoryId: hidden })).json().data.total).toBe(0)

    const detail = await site('detail', { id: shown, lang: 'en' })
    expect(detail.statusCode).toBe(200)
    expect(detail.json().data).toMatchObject({
      name: 'Electric butterfly valve',
      content: '<p>中文介绍</p>',
      imageIds: [],
      specs: [
        { name: 'Size', value: 'DN50–DN1200' },
        { name: '压力', value: 'PN 16' },
      ],
    })
    for (const id of [draft, inHidden, 'nope']) {
      const res = await site('detail', { id })
      expect(res.statusCode).toBe(404)
      expect(res.json().msg).toBe('产品不存在或已被删除')
    }
    expect((await site('detail', { id: 'nope', lang: 'en' })).statusCode).toBe(404)
    expect((await site('categories', { lang: 'en' })).json().data).toEqual([{ id: valves, name: '工业阀门' }])

    // A change shows at once: the old ETag no longer matches.
    const etag = String((await site('detail', { id: shown })).headers.etag)
    expect((await site('detail', { id: shown }, etag)).statusCode).toBe(304)
    await a.post('/api/biz/product/publish', { idList: [shown], published: false })
    expect((await site('detail', { id: shown }, etag)).statusCode).toBe(404)
    expect((await site('page', {})).json().data.total).toBe(1)
    // Taking the category back takes its products off the site.
    await a.post('/api/biz/productCategory/publish', { idList: [valves], published: false })
    expect((await site('page', {})).json().data.total).toBe(0)
    expect((await site('categories', {})).json().data).toEqual([])
    await a.post('/api/biz/product/delete', [{ id: shown }, { id: first }, { id: draft }, { id: inHidden }])
    await a.post('/api/biz/productCategory/delete', [{ id: valves }, { id: hidden }])
  })

  it('manages categories and refuses to delete one that holds products', async () => {
    const env = await category('环保设备', 'Environmental equipment', false)
    const spare = await category('备用分类', null, false)
    const dup = await a.post('/api/biz/productCategory/add', { name: '环保设备' })
    expect(dup).toMatchObject({ status: 400, msg: '产品分类“环保设备”已存在' })
    const p1 = (await a.post('/api/biz/product/add', { name: '除尘器', categoryId: env })).data
    const p2 = (await a.post('/api/biz/product/add', { name: '脱硫塔', categoryId: env })).data
    const page = (await a.get('/api/biz/productCategory/page', { searchKey: '环保' })).data
    expect(page.records).toEqual([
      expect.objectContaining({ id: env, name: '环保设备', productCount: 2, published: false }),
    ])
    expect(
      (
        await a.post('/api/biz/productCategory/edit', {
          id: env,
          name: '环保装备',
          nameEn: 'Env',
          sortCode: 3,
        })
      ).code,
    ).toBe(200)
    expect((await a.get('/api/biz/productCategory/detail', { id: env })).data).toMatchObject({
      name: '环保装备',
      nameEn: 'Env',
      sortCode: 3,
      productCount: 2,
    })

    const inEnglish = api(t, await t.login(), 'en')
    const before = await unchanged(t)
    const refused = await a.post('/api/biz/productCategory/delete', [{ id: spare }, { id: env }])
    expect(refused.status).toBe(400)
    expect(refused.msg).toBe(
      '产品分类“环保装备”下还有 2 个产品，请先将这些产品移到其他分类或删除后再删除该分类',
    )
    const en = await inEnglish.post('/api/biz/productCategory/delete', [{ id: env }])
    expect(en.msg).toBe(
      'Product category "环保装备" still holds 2 product(s); move them to another category or delete them first',
    )
    expect(await unchanged(t)).toEqual(before)

    await a.post('/api/biz/product/delete', [{ id: p1 }, { id: p2 }])
    expect((await a.post('/api/biz/productCategory/delete', [{ id: spare }, { id: env }])).code).toBe(200)
    expect((await a.get('/api/biz/productCategory/page')).data.total).toBe(0)
  })

  it('writes its demo: three categories and eight illustrated products on the site', async () => {
    await seedDemo(t.app.db, t.app.config.dataDir, [productDemo])
    const cats = (await site('categories', { lang: 'en' })).json().data
    expect(cats.map((c: { name: string }) => c.name)).toEqual([
      'Steel Structures',
      'Environmental Equipment',
      'Industrial Valves',
    ])
    const list = (await site('page', { lang: 'en', size: '50' })).json().data
    expect(list.total).toBe(8)
    for (const item of list.records) {
      const d = (await site('detail', { id: item.id, lang: 'en' })).json().data
      expect(d.imageIds.length).toBeGreaterThanOrEqual(2)
      expect(new Set(d.imageIds).size).toBe(d.imageIds.length)
      expect(d.specs.length).toBeGreaterThanOrEqual(4)
      expect(d.content).toMatch(/^<p>/)
      expect(d.coverId).toBe(d.imageIds[0])
      const cover = await t.app.inject({
        method: 'GET',
        url: `/api/dev/file/thumbnail?id=${d.coverId}&w=480`,
      })
      expect(cover.statusCode).toBe(200)
    }
  }, 60_000)
})
