import { describe, expect, it } from 'vitest'
import { contentCases, counts } from '../../../test/content.js'
import { engines } from '../../../test/harness.js'
import { companyInfoDemo } from './demo.js'

const base = '/api/biz/companyInfo'
const body = (n: number, imageId: string) => ({
  code: `SECTION_${n}`,
  title: `企业文化${n}`,
  titleEn: `Culture ${n}`,
  summary: `摘要${n}`,
  summaryEn: `Summary ${n}`,
  content: `<p>内容${n}</p>`,
  contentEn: `<p>Content ${n}</p>`,
  imageId,
  sortCode: n,
})

describe.each(engines)('company information on $name', (engine) => {
  const ctx = contentCases(engine, {
    base,
    body,
    imageField: 'imageId',
    refused: [
      ['code', { code: '1ABC' }],
      ['code', { code: 'PRO FILE' }],
      ['title', { title: '' }],
      ['content', { content: 'x'.repeat(60_001) }],
      // Under the character limit, over MySQL's 64 KB once stored.
      ['contentEn', { contentEn: `<p>${'汉'.repeat(25_000)}</p>` }],
    ],
    site: { url: `${base}/public/list`, name: (i) => String(i.title) },
    demo: { content: companyInfoDemo, shown: 3 },
  })

  it('keeps codes unique (written in capitals), naming the clash and writing nothing', async () => {
    const culture = (await ctx.a.post(`${base}/add`, { ...body(1, ctx.imageId), code: 'culture' })).data
    expect((await ctx.a.get(`${base}/detail`, { id: culture })).data.code).toBe('CULTURE')
    const honor = (await ctx.a.post(`${base}/add`, { ...body(2, ctx.imageId), code: 'HONOR' })).data
    const before = await counts(ctx.t)
    const again = await ctx.a.post(`${base}/add`, { ...body(3, ctx.imageId), code: 'Culture' })
    expect(again).toMatchObject({ status: 400, msg: '参数 code：编码“CULTURE”已被其他公司信息使用' })
    const renamed = await ctx.a.post(`${base}/edit`, { ...body(2, ctx.imageId), id: honor, code: 'CULTURE' })
    expect(renamed.status).toBe(400)
    expect(await counts(ctx.t)).toEqual(before)
    // Its own code again is no clash.
    const same = await ctx.a.post(`${base}/edit`, { ...body(4, ctx.imageId), id: culture, code: 'CULTURE' })
    expect(same.code).toBe(200)
    await ctx.a.post(`${base}/delete`, [{ id: culture }, { id: honor }])
  })

  it('sanitises rich text on save: no script, no event handler reaches a visitor', async () => {
    const id = (
      await ctx.a.post(`${base}/add`, {
        ...body(5, ctx.imageId),
        code: 'PROFILE',
        content: '<p>宏远<script>alert(1)</script><img src="/x.png" onerror="alert(2)"></p>',
        contentEn: '<p onclick="alert(3)">Hongyuan <a href="javascript:alert(4)">link</a></p>',
      })
    ).data
    const saved = (await ctx.a.get(`${base}/detail`, { id })).data
    expect(saved.content).toBe('<p>宏远<img src="/x.png" /></p>')
    expect(saved.contentEn).toBe('<p>Hongyuan <a rel="noopener noreferrer">link</a></p>')
    await ctx.a.post(`${base}/publish`, { idList: [id], published: true })
    const site = await ctx.t.app.inject({ method: 'GET', url: `${base}/public/list`, query: { lang: 'en' } })
    const [profile] = site.json().data
    expect(profile).toMatchObject({ code: 'PROFILE', title: 'Culture 5', imageId: ctx.imageId })
    expect(profile.content).not.toMatch(/script|onerror|onclick|javascript:/)
    await ctx.a.post(`${base}/delete`, [{ id }])
  })
})
