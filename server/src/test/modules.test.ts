import { describe, expect, it } from 'vitest'
import { assembleModules, defineModule } from '../core/module.js'
import { configSeeds } from '../core/seeds.js'
import { assembled } from '../modules/index.js'

describe('module declarations', () => {
  it('refuses a setting or dictionary two modules declare, which the seed would insert twice', () => {
    const setting = configSeeds('X', [['X_KEY', '1', 'x']])
    const dict = { type: 'X_DICT', label: 'x', labelEn: 'x', sortCode: 0, items: [] }
    expect(() =>
      assembleModules([
        defineModule({ name: 'a/x', configs: setting }),
        defineModule({ name: 'a/y', configs: setting }),
      ]),
    ).toThrow('setting X_KEY declared twice')
    expect(() =>
      assembleModules([
        defineModule({ name: 'a/x', dicts: [dict] }),
        defineModule({ name: 'a/y', dicts: [dict] }),
      ]),
    ).toThrow('dictionary X_DICT declared twice')
  })

  it('places every dictionary type at its own place in the tree and numbers each category’s settings 1…n', () => {
    const sorts = assembled.dicts.map((d) => d.sortCode)
    expect(new Set(sorts).size).toBe(sorts.length)
    // Two modules numbering one category each from 1 would collide on the settings page.
    const categories = new Set(assembled.configs.map((c) => c.category))
    for (const category of categories) {
      const codes = assembled.configs.filter((c) => c.category === category).map((c) => c.sortCode)
      expect(
        codes.sort((a, b) => a - b),
        category,
      ).toEqual(codes.map((_, i) => i + 1))
    }
  })
})
