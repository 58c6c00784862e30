import { describe, expect, it } from 'vitest'
import { contentCases, counts } from '../../../test/content.js'
import { engines } from '../../../test/harness.js'
import { historyDemo } from './demo.js'

const base = '/api/biz/history'
const body = (n: number, imageId: string) => ({
  eventDate: `${2000 + n}-0${(n % 9) + 1}`,
  title: `里程碑${n}`,
  titleEn: `Milestone ${n}`,
  content: `第${n}件大事\n第二行`,
  contentEn: `Event ${n}`,
  imageId,
  sortCode: n,
})

describe.each(engines)('history on $name', (engine) => {
  const ctx = contentCases(engine, {
    base,
    body,
    imageField: 'imageId',
    refused: [
      ['eventDate', { eventDate: '2020-13' }],
      ['title', { title: '' }],
      ['content', { content: '字'.repeat(2001) }],
    ],
    site: { url: `${base}/public/list`, name: (i) => String(i.title) },
    demo: { content: historyDemo, shown: 10 },
  })

  it('takes a year, a month or a day that exists, and refuses anything else naming eventDate', async () => {
    const before = await counts(ctx.t)
    for (const eventDate of [
      '20',
      '2020/01',
      '2020-1',
      '2020-01-1',
      '1799',
      '2021-02-29',
      '2020-04-31',
      ' ',
    ]) {
      const res = await ctx.a.post(`${base}/add`, { ...body(1, ctx.imageId), eventDate })
      expect(res.status, eventDate).toBe(400)
      expect(res.msg, eventDate).toBe(
        '参数 eventDate：须为 YYYY、YYYY-MM 或 YYYY-MM-DD 格式的有效日期（1800–2199 年）',
      )
    }
    expect(await counts(ctx.t)).toEqual(before)
    const ids: string[] = []
    for (const eventDate of ['2024-02-29', '1998', '2008-05'])
      ids.push((await ctx.a.post(`${base}/add`, { ...body(1, ''), title: eventDate, eventDate })).data)
    await ctx.a.post(`${base}/publish`, { idList: ids, published: true })
    // The site: oldest first; the back-office: latest first.
    const site = await ctx.t.app.inject({ method: 'GET', url: `${base}/public/list` })
    expect(site.json().data.map((e: { eventDate: string }) => e.eventDate)).toEqual([
      '1998',
      '2008-05',
      '2024-02-29',
    ])
    expect(site.json().data[0]).toMatchObject({ imageId: null, content: '第1件大事\n第二行' })
    const admin = (await ctx.a.get(`${base}/page`)).data.records
    expect(admin.map((e: { eventDate: string }) => e.eventDate)).toEqual(['2024-02-29', '2008-05', '1998'])
    await ctx.a.post(
      `${base}/delete`,
      ids.map((id) => ({ id })),
    )
  })
})
