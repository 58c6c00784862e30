import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { contrast } from '../app/contrast'

/**
 * The phone pages' colours (antd-mobile's variables as the page sets them, and every text colour of
 * its own stylesheet) meet WCAG AA on the white cards and the grey page they sit on.
 */
const css = fs.readFileSync(path.join(import.meta.dirname, 'mobile.css'), 'utf8')
const SURFACES = ['#ffffff', '#f5f5f5']

describe('phone colours (WCAG 2.1 AA)', () => {
  it('antd-mobile text colours', () => {
    const vars: Record<string, string> = Object.fromEntries(
      [...css.matchAll(/--adm-color-([a-z]+):\s*(#[0-9a-f]{6})/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
    )
    expect(Object.keys(vars).sort()).toEqual(['danger', 'light', 'primary', 'success', 'warning', 'weak'])
    const failing = Object.entries(vars).flatMap(([name, c]) =>
      SURFACES.filter((bg) => name !== 'light' && contrast(c, bg) < 4.5).map((bg) => `${name} ${c} on ${bg}`),
    )
    // Placeholders (light) sit on the white fields only.
    if (contrast(vars.light ?? '', '#ffffff') < 4.5) failing.push(`light ${vars.light} on #ffffff`)
    // The accent also carries white text (buttons).
    for (const name of ['primary', 'danger', 'success'])
      if (contrast('#ffffff', vars[name] ?? '') < 4.5) failing.push(`white on ${name}`)
    expect(failing).toEqual([])
  })

  it("the stylesheet's own text colours", () => {
    const colors = [...css.matchAll(/(?:^|[\s;{])color:\s*(#[0-9a-f]{3,6})\b/gm)].map((m) => m[1] ?? '')
    expect(colors.length).toBeGreaterThan(5)
    const failing = colors.flatMap((c) =>
      SURFACES.filter((bg) => contrast(c, bg) < 4.5).map((bg) => `${c} on ${bg}`),
    )
    expect(failing).toEqual([])
  })
})
