import type { ThemeConfig } from 'antd'
import { parseHex, shadeFor, shift, toHex } from './contrast'

/**
 * The theme the user picks (one of 11 colours, light / dark / real dark) made to meet WCAG 2.1 AA:
 * 4.5:1 for text, 3:1 for controls. The stored colour stays the one chosen (spec §3, §9); what is
 * painted is its nearest shade that passes, same hue. In light pages the accent is darkened until
 * white text on it and it as text on white, grey and tinted surfaces pass; in real dark it is
 * lightened until it passes as text on the dark surfaces, and text on it turns dark (as in Material's
 * dark scheme), since no shade carries white text and also reads on near-black.
 * Type-only antd import: the login page reads `radiusOf` without loading antd.
 */

export const THEMES = ['dark', 'light', 'realDark'] as const
export type Theme = (typeof THEMES)[number]

/**
 * The 11 theme colours of the settings drawer, as chosen and stored; the first is the default
 * (spec §9). What is painted is `accent(colour)`.
 */
export const THEME_COLORS = [
  '#1677FF',
  '#2F54EB',
  '#722ED1',
  '#EB2F96',
  '#F5222D',
  '#FA541C',
  '#FA8C16',
  '#D4B106',
  '#52C41A',
  '#13C2C2',
  '#1F2937',
] as const

/** Rounded corners on: radius 6, else 2 (spec §9). */
export const radiusOf = (rounded: boolean) => (rounded ? 6 : 2)

/** WCAG AA for normal text, with a little room for rounding in the browser. */
export const TEXT_MIN = 4.6

/** Surfaces text sits on: containers, the layout grey, the shell body, hover and tinted rows. */
export const LIGHT_SURFACES = ['#ffffff', '#f5f5f5', '#f5f7fa', '#f0f0f0', '#e6f4ff'] as const
/** Real dark: the layout, containers, elevated surfaces (popups, drawers) and hover fills. */
export const DARK_SURFACES = ['#000000', '#141414', '#1f1f1f', '#262626', '#303030'] as const

/** Text on the accent in real dark (its light shade): near-black. */
const ON_LIGHT_ACCENT = '#000000'

/** The status colours' seeds (antd's): error, success, warning; info is the theme colour. */
const STATUS = { Error: '#FF4D4F', Success: '#52C41A', Warning: '#FAAD14' } as const

/** antd's preset colours (tags, badges and the like with `color="green"`). */
export const PRESETS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'gold',
  'lime',
] as const

export interface Accent {
  /** What antd is given for it (a seed goes through its algorithm). */
  seed: string
  /** Fills (primary buttons, selected items) and accent text, as painted. */
  base: string
  hover: string
  active: string
  /** Text on a fill of `base`, `hover` or `active`. */
  on: string
}

/** What antd's dark algorithm paints for a seed: the seed 85% over #141414 (its sixth shade). */
export function darkPaint(seed: string): string {
  const bg = parseHex('#141414')
  const [r, g, b] = parseHex(seed)
  return toHex([bg[0] + (r - bg[0]) * 0.85, bg[1] + (g - bg[1]) * 0.85, bg[2] + (b - bg[2]) * 0.85])
}

/** The accessible shades of `color`: for light pages (white text on it) or for real dark. */
export function accent(color: string, realDark: boolean): Accent {
  if (realDark) {
    // Seeds cannot be overridden after the algorithm: the seed is chosen so that what it paints passes.
    const seed = shadeFor(color, DARK_SURFACES, TEXT_MIN, 'light', darkPaint)
    const base = darkPaint(seed)
    // Hover and press go lighter still: more contrast both ways.
    return { seed, base, hover: shift(base, 0.06), active: shift(base, 0.12), on: ON_LIGHT_ACCENT }
  }
  const base = shadeFor(color, LIGHT_SURFACES, TEXT_MIN, 'dark')
  return { seed: base, base, hover: shift(base, -0.06), active: shift(base, -0.12), on: '#FFFFFF' }
}

/** The status colours' seeds (antd's) with the theme colour as info: their families' names. */
const seedsOf = (color: string) => ({ Primary: color, Info: color, ...STATUS })

/**
 * antd's tokens and component tokens for the theme colour and mode. `derive` is antd's derivation
 * for the mode (`theme.getDesignToken` with its algorithm): from the chosen colours as they are it
 * gives the tints (backgrounds, borders of alerts, tags, selected rows), kept as antd makes them;
 * the text and fill shades are replaced by the accessible ones. A preset colour's text shade (7) is
 * moved until it passes on its tint (1), its solid shade (6) until the text on it passes.
 */
export function themeOverrides(
  color: string,
  realDark: boolean,
  derive: (token: Record<string, string>) => object,
): Pick<ThemeConfig, 'token' | 'components'> {
  const seeds = seedsOf(color)
  const all = derive(Object.fromEntries(Object.entries(seeds).map(([n, c]) => [`color${n}`, c])))
  const derived = all as Readonly<Record<string, unknown>>
  const surfaces = realDark ? DARK_SURFACES : LIGHT_SURFACES
  const toward = realDark ? 'light' : 'dark'
  const primary = accent(color, realDark)
  const token: Record<string, string> = {}
  for (const [name, seed] of Object.entries(seeds)) {
    const a = accent(seed, realDark)
    token[`color${name}`] = a.seed
    Object.assign(token, {
      [`color${name}Hover`]: a.hover,
      [`color${name}Active`]: a.active,
      [`color${name}Text`]: a.base,
      [`color${name}TextHover`]: a.hover,
      [`color${name}TextActive`]: a.active,
    })
    // Tints under accent text (alerts, status tags, selected items) made pale (or deep) enough for
    // it; antd's tints of a dark colour such as slate come out mid-grey.
    for (const tint of ['Bg', 'BgHover'])
      token[`color${name}${tint}`] = shadeFor(
        String(derived[`color${name}${tint}`]),
        [a.base, a.hover, a.active],
        TEXT_MIN,
        realDark ? 'dark' : 'light',
      )
    for (const tint of ['Border', 'BorderHover'])
      token[`color${name}${tint}`] = String(derived[`color${name}${tint}`])
  }
  for (const key of PRESETS) {
    const tint = String(derived[`${key}1`])
    const text = shadeFor(String(derived[`${key}7`]), [tint, ...surfaces], TEXT_MIN, toward)
    const solid = shadeFor(String(derived[`${key}6`]), [primary.on], TEXT_MIN, toward)
    // Both spellings: the CSS variables (`--ant-green-7`) are made from the dashed one.
    Object.assign(token, { [`${key}7`]: text, [`${key}-7`]: text, [`${key}6`]: solid, [`${key}-6`]: solid })
  }
  // Secondary text (descriptions, hints, placeholders) at 0.6 instead of 0.45 / 0.25: 4.5:1 and up.
  const ink = realDark ? '255,255,255' : '0,0,0'
  Object.assign(token, {
    colorLink: primary.seed,
    colorLinkHover: primary.hover,
    colorLinkActive: primary.active,
    colorTextLightSolid: primary.on,
    colorTextTertiary: `rgba(${ink},0.6)`,
    colorTextDescription: `rgba(${ink},0.6)`,
    colorTextPlaceholder: `rgba(${ink},0.6)`,
    // Selected rows and options: the accent's own tint.
    controlItemBgActive: token.colorPrimaryBg,
    controlItemBgActiveHover: token.colorPrimaryBgHover,
  })
  if (!realDark) return { token }
  // Components whose solid fill is a dark neutral, not the accent: their text stays white.
  const white = { colorTextLightSolid: '#FFFFFF' }
  return {
    token,
    components: {
      Layout: { siderBg: '#141414', headerBg: '#141414', triggerBg: '#1f1f1f', ...white },
      Menu: {
        ...white,
        darkItemBg: '#141414',
        darkSubMenuItemBg: '#0a0a0a',
        darkPopupBg: '#1f1f1f',
        darkItemSelectedColor: primary.on,
        darkDangerItemSelectedColor: primary.on,
      },
      Tooltip: white,
      Image: white,
      Spin: white,
      Avatar: white,
      Tour: white,
      FloatButton: white,
      Upload: white,
    },
  }
}

/** The shell's own CSS variables for the accent (header in the theme colour, progress bar, focus). */
export function shellColors(color: string, realDark: boolean) {
  const a = accent(color, realDark)
  return { '--shell-primary': a.base, '--shell-on-primary': a.on, '--shell-focus': a.base }
}
