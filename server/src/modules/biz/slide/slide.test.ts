import { describe, expect, it } from 'vitest'
import { contentCases, counts } from '../../../test/content.js'
import { engines } from '../../../test/harness.js'
import { slideDemo } from './demo.js'

const base = '/api/biz/slide'
const body = (n: number, imageId: string) => ({
  place: 'HOME',
  title: `幻灯片${n}`,
  titleEn: `Slide ${n}`,
  subtitle: `副标题${n}`,
  subtitleEn: `Subtitle ${n}`,
  imageId,
  linkUrl: '/products',
  sortCode: n,
})

describe.each(engines)('slides on $name', (engine) => {
  const ctx = contentCases(engine, {
    base,
    body,
    imageField: 'imageId',
    refused: [
      ['place', { place: 'MOON' }],
      ['title', { title: '' }],
      ['imageId', { imageId: '' }],
      ['linkUrl', { linkUrl: '//evil.example.com/' }],
      ['linkUrl', { linkUrl: 'javascript:alert(1)' }],
    ],
    site: { url: `${base}/public/list`, query: { place: 'HOME' }, name: (i) => String(i.title) },
    demo: { content: slideDemo, shown: 3 },
  })

  it('links to a site path, an http(s) address or nowhere, and shows each place its own slides', async () => {
    const before = await counts(ctx.t)
    for (const linkUrl of ['newsList', '/\\evil.example.com', 'ftp://x.org/', '/news list', 'https://']) {
      const res = await ctx.a.post(`${base}/add`, { ...body(1, ctx.imageId), linkUrl })
      expect(res.status, linkUrl).toBe(400)
      expect(res.msg).toBe('参数 linkUrl：须为以 / 开头的站内路径，或以 http:// 或 https:// 开头的网址')
    }
    expect(await counts(ctx.t)).toEqual(before)
    const ids: Record<string, string> = {}
    for (const [place, linkUrl] of [
      ['HOME', '/company_profile'],
      ['NEWS', 'https://www.example.com/x?y=1'],
      ['ABOUT', ''],
    ] as const)
      ids[place] = (
        await ctx.a.post(`${base}/add`, { ...body(1, ctx.imageId), title: place, place, linkUrl })
      ).data
    await ctx.a.post(`${base}/publish`, { idList: Object.values(ids), published: true })
    const at = async (place: string) =>
      (await ctx.t.app.inject({ method: 'GET', url: `${base}/public/list`, query: { place } })).json().data
    expect(await at('NEWS')).toEqual([
      {
        id: ids.NEWS,
        title: 'NEWS',
        subtitle: '副标题1',
        imageId: ctx.imageId,
        linkUrl: 'https://www.example.com/x?y=1',
      },
    ])
    expect((await at('ABOUT'))[0].linkUrl).toBeNull()
    expect((await at('HOME')).map((s: { title: string }) => s.title)).toEqual(['HOME'])
    expect((await at('PRODUCTS')).length).toBe(0)
    expect((await ctx.a.get(`${base}/page`, { place: 'NEWS' })).data.total).toBe(1)
    await ctx.a.post(
      `${base}/delete`,
      Object.values(ids).map((id) => ({ id })),
    )
  })
})
