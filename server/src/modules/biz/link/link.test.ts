import { describe, expect, it } from 'vitest'
import { contentCases, counts } from '../../../test/content.js'
import { api, engines } from '../../../test/harness.js'
import { linkDemo } from './demo.js'

const base = '/api/biz/link'
const body = (n: number, logoId: string) => ({
  name: `行业协会${n}`,
  nameEn: `Industry association ${n}`,
  url: `https://www.example.org/a${n}`,
  logoId,
  sortCode: n,
})

describe.each(engines)('links on $name', (engine) => {
  const ctx = contentCases(engine, {
    base,
    body,
    nameField: 'name',
    imageField: 'logoId',
    refused: [
      ['name', { name: ' ' }],
      ['url', { url: 'javascript:alert(1)' }],
    ],
    site: { url: `${base}/public/list`, name: (i) => String(i.name) },
    demo: { content: linkDemo, shown: 6 },
  })

  it('takes http and https addresses only, each refusal naming the url', async () => {
    const before = await counts(ctx.t)
    for (const url of [
      'ftp://files.example.org/',
      'www.example.org',
      '//www.example.org',
      'https://',
      'https://user:secret@www.example.org/',
      'https://www.exa mple.org/',
      'data:text/html,<b>x</b>',
    ]) {
      const res = await ctx.a.post(`${base}/add`, { ...body(1, ctx.imageId), url })
      expect(res.status, url).toBe(400)
      expect(res.msg).toBe('参数 url：须为以 http:// 或 https:// 开头的网址')
    }
    const en = await api(ctx.t, ctx.token, 'en').post(`${base}/add`, {
      ...body(1, ctx.imageId),
      url: 'mailto:x@example.org',
    })
    expect(en.msg).toBe('Field url: must be an address starting with http:// or https://')
    expect(await counts(ctx.t)).toEqual(before)
    const ok = await ctx.a.post(`${base}/add`, { ...body(2, ''), url: ' http://www.example.com/path?q=1 ' })
    expect(ok.code).toBe(200)
    const saved = (await ctx.a.get(`${base}/detail`, { id: ok.data })).data
    expect(saved).toMatchObject({ url: 'http://www.example.com/path?q=1', logoId: null })
    await ctx.a.post(`${base}/delete`, [{ id: ok.data }])
  })
})
