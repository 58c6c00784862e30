import type { ThemeConfig } from 'antd'
import antdTheme from 'antd/es/theme'
import { describe, expect, it } from 'vitest'
import { contrast, shadeFor } from './contrast'
import { PRESETS, THEME_COLORS, THEMES, themeOverrides } from './theme'

/**
 * Every theme colour in every mode, as antd actually derives its tokens from our overrides: each
 * pair of text and surface the pages show meets 4.5:1, each control 3:1 (WCAG 2.1 AA 1.4.3, 1.4.11).
 */

const AA_TEXT = 4.5
const AA_CONTROL = 3

type Tokens = Record<string, string | undefined>

function tokensFor(color: string, mode: (typeof THEMES)[number]) {
  const realDark = mode === 'realDark'
  const algorithm = realDark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm
  const overrides = themeOverrides(color, realDark, (token) => antdTheme.getDesignToken({ algorithm, token }))
  const config: ThemeConfig = { algorithm, ...overrides }
  const token = antdTheme.getDesignToken(config) as unknown as Tokens
  const menu = (overrides.components?.Menu ?? {}) as Tokens
  // Every token read is one antd defines: a missing one fails loudly rather than passing as ''.
  const get = (from: Tokens) => (name: string) => {
    const v = from[name]
    if (v === undefined) throw new Error(`no token ${name}`)
    return v
  }
  return { t: get(token), menu: get(menu) }
}

/** [what, foreground, background, minimum] for one colour and mode. */
function pairs(color: string, mode: (typeof THEMES)[number]): [string, string, string, number][] {
  const { t, menu } = tokensFor(color, mode)
  const surfaces = [t('colorBgContainer'), t('colorBgLayout'), t('colorBgElevated')]
  const out: [string, string, string, number][] = []
  const text = (name: string, fg: string, bgs: string[]) => {
    for (const bg of bgs) out.push([name, fg, bg, AA_TEXT])
  }
  for (const k of ['Primary', 'Info', 'Error', 'Success', 'Warning']) {
    for (const v of ['', 'Hover', 'Active']) {
      // Accent text (links, selected tabs, danger links, status tags) on every surface and its tint.
      text(`color${k}Text${v}`, t(`color${k}Text${v}`), [...surfaces, t(`color${k}Bg`)])
      text(`color${k}${v}`, t(`color${k}${v}`), [...surfaces, t(`color${k}Bg`)])
      // Text on the accent fill (primary and danger buttons, selected menu items).
      text(`text on color${k}${v}`, t('colorTextLightSolid'), [t(`color${k}${v}`)])
      // The fill itself as a control against the page.
      for (const bg of surfaces) out.push([`control color${k}${v}`, t(`color${k}${v}`), bg, AA_CONTROL])
    }
  }
  for (const v of ['colorLink', 'colorLinkHover', 'colorLinkActive']) text(v, t(v), surfaces)
  // Light menus: the selected item's text in the accent on its tint.
  if (mode !== 'realDark')
    text('selected item', t('colorPrimary'), [t('controlItemBgActive'), t('controlItemBgActiveHover')])
  for (const v of ['colorText', 'colorTextSecondary', 'colorTextTertiary', 'colorTextDescription']) {
    text(v, t(v), surfaces)
  }
  text('colorTextPlaceholder', t('colorTextPlaceholder'), [t('colorBgContainer')])
  for (const key of PRESETS) {
    for (const spelling of [`${key}`, `${key}-`]) {
      text(`${key} tag`, t(`${spelling}7`), [t(`${spelling}1`), ...surfaces])
      text(`solid ${key} tag`, t('colorTextLightSolid'), [t(`${spelling}6`)])
    }
  }
  if (mode === 'dark') {
    // The dark side menu and header: antd's navy, the selected item filled with the accent.
    text('dark menu item', 'rgba(255,255,255,0.65)', ['#001529', '#000c17'])
    text('dark menu selected', t('colorTextLightSolid'), [t('colorPrimary')])
  }
  if (mode === 'realDark') {
    text('menu item', 'rgba(255,255,255,0.65)', [
      menu('darkItemBg'),
      menu('darkSubMenuItemBg'),
      menu('darkPopupBg'),
    ])
    text('menu selected', menu('darkItemSelectedColor'), [t('colorPrimary')])
  }
  return out
}

describe('theme contrast (WCAG 2.1 AA)', () => {
  for (const mode of THEMES) {
    for (const color of THEME_COLORS) {
      it(`${color} in ${mode}`, () => {
        const failing = pairs(color, mode)
          .filter(([, fg, bg, min]) => contrast(fg, bg) < min)
          .map(([what, fg, bg, min]) => `${what}: ${fg} on ${bg} ${contrast(fg, bg).toFixed(2)} < ${min}`)
        expect(failing).toEqual([])
      })
    }
  }

  it('antd defaults fail, so the checks can fail', () => {
    const t = antdTheme.getDesignToken()
    expect(contrast(t.colorPrimary, '#ffffff')).toBeLessThan(AA_TEXT)
    expect(contrast(t.colorError, '#ffffff')).toBeLessThan(AA_TEXT)
    expect(contrast(t.colorTextTertiary, '#ffffff')).toBeLessThan(AA_TEXT)
  })

  it('keeps the hue: a passing colour stays, a failing one only changes lightness', () => {
    expect(shadeFor('#0958D9', ['#ffffff'], 4.5, 'dark')).toBe('#0958D9')
    const blue = shadeFor('#1677FF', ['#ffffff'], 4.5, 'dark')
    expect(contrast(blue, '#ffffff')).toBeGreaterThanOrEqual(4.5)
    expect(blue).not.toBe('#1677FF')
    // Still blue: blue channel dominant.
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => Number.parseInt(blue.slice(i, i + 2), 16))
    expect(b).toBeGreaterThan(r + g)
  })
})
