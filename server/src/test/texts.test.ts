import { describe, expect, it } from 'vitest'
import { defineTexts, registeredTexts } from '../core/i18n.js'
import '../modules/index.js'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('server texts', () => {
  it('every registered key has a message in both languages, with the same placeholders', () => {
    const { 'zh-cn': zh, en } = registeredTexts()
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort())
    const wrong = Object.keys(zh).filter(
      (key) =>
        !zh[key]?.trim() ||
        !en[key]?.trim() ||
        placeholders(zh[key] ?? '').join() !== placeholders(en[key] ?? '').join(),
    )
    expect(wrong).toEqual([])
  })

  it('refuses a key defined twice and an en that lacks or adds keys', () => {
    const twice = () =>
      defineTexts({ 'zh-cn': { textsTestNew: '新', ok: '好' }, en: { textsTestNew: 'New', ok: 'OK' } })
    expect(twice).toThrow('texts defined twice: ok')
    expect(registeredTexts()['zh-cn'].textsTestNew).toBeUndefined()
    const lacking = () =>
      defineTexts({
        'zh-cn': { textsTestA: '甲', textsTestB: '乙' },
        // @ts-expect-error en lacks a key of zh-cn
        en: { textsTestA: 'A' },
      })
    expect(lacking).toThrow('en and zh-cn differ')
    const adding = () =>
      defineTexts({
        'zh-cn': { textsTestC: '丙' },
        // @ts-expect-error en has a key zh-cn lacks
        en: { textsTestC: 'C', textsTestD: 'D' },
      })
    expect(adding).toThrow('en and zh-cn differ')
  })
})
