import { describe, expect, it } from 'vitest'
import { contentCases, counts } from '../../../test/content.js'
import { engines } from '../../../test/harness.js'
import { contactDemo } from './demo.js'

const base = '/api/biz/contact'
const body = (n: number) => ({
  kind: 'PHONE',
  label: `电话${n}`,
  labelEn: `Phone ${n}`,
  value: `0512-6000 00${n}`,
  valueEn: `+86 512 6000 00${n}`,
  sortCode: n,
})

describe.each(engines)('contact entries on $name', (engine) => {
  const ctx = contentCases(engine, {
    base,
    upload: false,
    body,
    nameField: 'label',
    refused: [
      ['kind', { kind: 'PIGEON' }],
      ['label', { label: ' ' }],
      ['value', { value: 'v'.repeat(256) }],
      ['value', { kind: 'EMAIL', value: 'not-an-address' }],
      ['valueEn', { kind: 'WEBSITE', value: 'https://www.example.com', valueEn: 'ftp://x.org' }],
    ],
    site: { url: `${base}/public/list`, name: (i) => String(i.label) },
    demo: { content: contactDemo, shown: 6 },
  })

  it('filters by kind, and checks e-mail and website values', async () => {
    const before = await counts(ctx.t)
    const bad = await ctx.a.post(`${base}/add`, { ...body(1), kind: 'EMAIL', value: 'info@', valueEn: '' })
    expect(bad.msg).toBe('参数 value：邮箱类的联系方式须为正确的邮箱地址')
    expect(await counts(ctx.t)).toEqual(before)
    const mail = (
      await ctx.a.post(`${base}/add`, { ...body(2), kind: 'EMAIL', value: 'info@example.com', valueEn: '' })
    ).data
    const phone = (await ctx.a.post(`${base}/add`, body(3))).data
    const emails = (await ctx.a.get(`${base}/page`, { kind: 'EMAIL' })).data
    expect(emails.records).toEqual([
      expect.objectContaining({ id: mail, kind: 'EMAIL', value: 'info@example.com', valueEn: null }),
    ])
    await ctx.a.post(`${base}/delete`, [{ id: mail }, { id: phone }])
  })
})
