/**
 * WCAG 2.1 contrast (relative luminance, ratio) and the shade of a colour that reaches a ratio
 * against given backgrounds, keeping its hue and saturation. Plain functions: the theme, its test
 * and the phone pages use them.
 */

type Rgb = [number, number, number]

/** `rgb` at opacity `a` over `under`. */
const blend = (rgb: Rgb, a: number, under: Rgb): Rgb => [
  Math.round(rgb[0] * a + under[0] * (1 - a)),
  Math.round(rgb[1] * a + under[1] * (1 - a)),
  Math.round(rgb[2] * a + under[2] * (1 - a)),
]

/** `#rgb`, `#rrggbb` or `#rrggbbaa` (alpha composited on `under`, white by default). */
export function parseHex(hex: string, under: Rgb = [255, 255, 255]): Rgb {
  let h = hex.trim().replace(/^#/, '')
  if (h.length === 3) h = [...h].map((c) => c + c).join('')
  const n = (i: number) => Number.parseInt(h.slice(i, i + 2), 16)
  const rgb: Rgb = [n(0), n(2), n(4)]
  if (h.length !== 8) return rgb
  return blend(rgb, n(6) / 255, under)
}

/** `rgba(r, g, b, a)` or a hex colour, composited on `under` (a hex colour). */
export function toRgb(color: string, under = '#ffffff'): Rgb {
  const base = parseHex(under)
  const m = /^rgba?\(([^)]+)\)$/.exec(color.replace(/\s+/g, ''))
  if (!m?.[1]) return parseHex(color, base)
  const [r = 0, g = 0, b = 0, a = 1] = m[1].split(',').map(Number)
  return blend([r, g, b], a, base)
}

export const toHex = ([r, g, b]: Rgb) =>
  `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase()

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/** The contrast ratio of `fg` over `bg` (1 to 21); `fg` may be translucent (composited on `bg`). */
export function contrast(fg: string, bg: string): number {
  const back = toRgb(bg)
  const front = toRgb(fg, toHex(back))
  const [a, b] = [luminance(front), luminance(back)]
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255]
  const max = Math.max(rr, gg, bb)
  const min = Math.min(rr, gg, bb)
  const l = (max + min) / 2
  if (max === min) return [0, 0, l]
  const d = max - min
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min)
  const h =
    max === rr ? (gg - bb) / d + (gg < bb ? 6 : 0) : max === gg ? (bb - rr) / d + 2 : (rr - gg) / d + 4
  return [h / 6, s, l]
}

function fromHsl([h, s, l]: [number, number, number]): Rgb {
  if (s === 0) return [l * 255, l * 255, l * 255]
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s
  const p = 2 * l - q
  const channel = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t
    if (x < 1 / 6) return p + (q - p) * 6 * x
    if (x < 1 / 2) return q
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6
    return p
  }
  return [channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255]
}

/** `color` with its HSL lightness moved by `delta` (-1 to 1), hue and saturation kept. */
export function shift(color: string, delta: number): string {
  const [h, s, l] = toHsl(parseHex(color))
  return toHex(fromHsl([h, s, Math.min(1, Math.max(0, l + delta))]))
}

/**
 * The shade of `color` nearest to it (same hue and saturation, HSL lightness moved `toward` dark or
 * light) whose contrast reaches `min` against every one of `backgrounds`; `color` itself when it does.
 * With `paint`, what is measured is `paint(shade)` (a colour that something else turns into another).
 */
export function shadeFor(
  color: string,
  backgrounds: readonly string[],
  min: number,
  toward: 'dark' | 'light',
  paint: (c: string) => string = (c) => c,
): string {
  const passes = (c: string) => backgrounds.every((bg) => contrast(paint(c), bg) >= min)
  const start = toHex(parseHex(color))
  if (passes(start)) return start
  const [h, s, l] = toHsl(parseHex(color))
  // Lightness is monotonic in luminance along the way: bisect between the colour and black or white.
  let near = l
  let far = toward === 'dark' ? 0 : 1
  for (let i = 0; i < 24; i++) {
    const mid = (near + far) / 2
    if (passes(toHex(fromHsl([h, s, mid])))) far = mid
    else near = mid
  }
  return toHex(fromHsl([h, s, far]))
}
