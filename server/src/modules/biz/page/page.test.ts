import { PAGE_SOCIAL_RESPONSIBILITY } from '@portal/contracts'
import { describe, expect, it } from 'vitest'
import { contentCases, counts } from '../../../test/content.js'
import { engines } from '../../../test/harness.js'
import { pageDemo } from './demo.js'

const base = '/api/biz/page'
const body = (n: number) => ({
  code: `page_${n}`,
  title: `单页${n}`,
  titleEn: `Page ${n}`,
  summary: `摘要${n}`,
  summaryEn: `Summary ${n}`,
  content: `<p>正文${n}</p>`,
  contentEn: `<p>Text ${n}</p>`,
  sortCode: n,
})

describe.each(engines)('single pages on $name', (engine) => {
  const ctx = contentCases(engine, {
    base,
    body,
    refused: [
      ['code', { code: 'bad code' }],
      ['code', { code: '_legal' }],
      ['title', { title: '   ' }],
      ['summary', { summary: 's'.repeat(501) }],
    ],
    site: { url: `${base}/public/list`, name: (i) => String(i.title) },
    demo: { content: pageDemo, shown: 3 },
  })

  const detail = (code: string, lang = 'zh-cn') =>
    ctx.t.app.inject({ method: 'GET', url: `${base}/public/detail`, query: { code, lang } })

  it('keeps codes unique (in lower case), naming the clash and writing nothing', async () => {
    const legal = (await ctx.a.post(`${base}/add`, { ...body(1), code: 'Legal' })).data
    expect((await ctx.a.get(`${base}/detail`, { id: legal })).data.code).toBe('legal')
    const privacy = (await ctx.a.post(`${base}/add`, { ...body(2), code: 'privacy' })).data
    const before = await counts(ctx.t)
    const again = await ctx.a.post(`${base}/add`, { ...body(3), code: 'legal' })
    expect(again).toMatchObject({ status: 400, msg: '参数 code：编码“legal”已被其他单页使用' })
    expect((await ctx.a.post(`${base}/edit`, { ...body(2), id: privacy, code: 'LEGAL' })).status).toBe(400)
    expect(await counts(ctx.t)).toEqual(before)
    await ctx.a.post(`${base}/delete`, [{ id: legal }, { id: privacy }])
  })

  it('shows a published page by code, sanitised and localised; unknown or unpublished is not found', async () => {
    const id = (
      await ctx.a.post(`${base}/add`, {
        ...body(4),
        code: PAGE_SOCIAL_RESPONSIBILITY,
        title: '社会责任',
        titleEn: 'Social responsibility',
        content:
          '<h2>环境</h2><p>绿色<script>document.cookie</script>制造<img src="/a.png" onerror="alert(1)"></p>',
        contentEn: '',
      })
    ).data
    expect((await detail(PAGE_SOCIAL_RESPONSIBILITY)).statusCode).toBe(404)
    await ctx.a.post(`${base}/publish`, { idList: [id], published: true })
    const en = await detail(PAGE_SOCIAL_RESPONSIBILITY, 'en')
    expect(en.statusCode).toBe(200)
    expect(en.headers.etag).toBeTruthy()
    // No English content: the Chinese one, cleaned.
    expect(en.json().data).toEqual({
      code: PAGE_SOCIAL_RESPONSIBILITY,
      title: 'Social responsibility',
      summary: 'Summary 4',
      content: '<h2>环境</h2><p>绿色制造<img src="/a.png" /></p>',
    })
    const unknown = await detail('no_such_page')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ code: 404, msg: '单页不存在或未发布' })
    await ctx.a.post(`${base}/publish`, { idList: [id], published: false })
    expect((await detail(PAGE_SOCIAL_RESPONSIBILITY)).statusCode).toBe(404)
    await ctx.a.post(`${base}/delete`, [{ id }])
  })
})
