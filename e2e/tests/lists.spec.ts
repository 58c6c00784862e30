import type { Page } from '@playwright/test'
import { expect, login, test } from './fixtures'

/**
 * Every list page the seeded menu offers, at 1440 and 1000 px: the actions of the first row (or the
 * action column's header, when there is no row) and the table's toolbar lie inside the viewport and
 * are not scrolled away inside the table. The pages come from the login's menu, so new ones are
 * covered as they are added.
 */

const WIDTHS = [1440, 1000]

/** What this test reads of the login menu's entries. */
interface MenuItem {
  path: string
  meta: { type?: string; hidden?: boolean }
  children?: MenuItem[]
}

/** The menu's pages (not catalogs, links or frames), depth first. */
const pagesOf = (items: readonly MenuItem[]): string[] =>
  items.flatMap((m) => [
    ...(m.meta.type === 'menu' && !m.meta.hidden ? [m.path] : []),
    ...pagesOf(m.children ?? []),
  ])

/**
 * Client-side navigation (the shell stays loaded; a full load per page would double the time). The
 * tables shown so far are marked, so that the old page, kept while the new one loads, is not judged.
 */
const open = (page: Page, path: string) =>
  page.evaluate((p) => {
    for (const t of document.querySelectorAll('.ant-table-wrapper')) t.setAttribute('data-judged', '')
    window.history.pushState(null, '', p)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)

/** Waits until the page's tables have loaded; false when it shows none for 1.5 s. */
async function settle(page: Page): Promise<boolean> {
  let last = ''
  let since = Date.now()
  for (const deadline = Date.now() + 8_000; Date.now() < deadline; ) {
    await page.waitForTimeout(50)
    const state = await page.evaluate(() => {
      const shown = (e: Element) => e.getClientRects().length > 0
      const tables = [...document.querySelectorAll('.ant-table-wrapper:not([data-judged])')].filter(shown)
      const loading = [...document.querySelectorAll('.ant-spin-spinning, .page-loading')].some(shown)
      const filled = tables.every((t) => t.querySelector('.ant-table-row, .ant-table-placeholder'))
      return tables.length ? (filled && !loading ? 'ready' : 'loading') : loading ? 'none-loading' : 'none'
    })
    if (state === 'ready') return true
    if (state !== last) [last, since] = [state, Date.now()]
    if (state === 'none' && Date.now() - since > 1_500) return false
  }
  // Still loading after 8 s: judge what is there (a table that never fills is a failure of its own).
  return last === 'loading'
}

/** What lies outside the viewport (or is scrolled away inside its table): one line each. */
function outside(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth
    const shown = (e: Element) => e.getClientRects().length > 0
    const bad: string[] = []
    const check = (e: Element, what: string) => {
      const r = e.getBoundingClientRect()
      if (!r.width) return
      const clip = e
        .closest('.ant-table-content, .ant-table-body, .ant-table-header')
        ?.getBoundingClientRect()
      const right = Math.min(width, clip ? clip.right : width)
      const left = Math.max(0, clip ? clip.left : 0)
      if (r.left < left - 1 || r.right > right + 1)
        bad.push(`${what} "${(e.textContent ?? '').trim()}" at ${Math.round(r.left)}–${Math.round(r.right)}`)
    }
    for (const table of [...document.querySelectorAll('.ant-table-wrapper')].filter(shown)) {
      for (const b of table.closest('.search-table')?.querySelectorAll('.st-toolbar button') ?? [])
        check(b, 'toolbar')
      const head = [...table.querySelectorAll('thead th')].find(
        (th) => th.textContent?.trim() === '操作' && shown(th),
      ) as HTMLTableCellElement | undefined
      if (!head) continue
      check(head, 'action header')
      const row = table.querySelector('tbody tr.ant-table-row') as HTMLTableRowElement | null
      const cell = row?.cells[head.cellIndex]
      for (const a of cell?.querySelectorAll('button, a') ?? []) check(a, 'row action')
    }
    return bad
  })
}

test('every list keeps its actions in view at 1440 and 1000 px', async ({ page }) => {
  test.setTimeout(240_000)
  const menu = page.waitForResponse((r) => r.url().includes('/api/sys/userCenter/loginMenu'))
  await login(page)
  const paths = [...new Set(pagesOf(((await (await menu).json()) as { data: MenuItem[] }).data))]
  expect(paths.length).toBeGreaterThan(10)

  const problems: string[] = []
  let lists = 0
  let widths = WIDTHS
  for (const path of paths) {
    await open(page, path)
    if (!(await settle(page))) continue
    lists++
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 })
      // The fixed column's offsets follow the table's resize observer.
      await page.waitForTimeout(150)
      for (const p of await outside(page)) problems.push(`${path} @${width}: ${p}`)
    }
    // The next page starts at the width this one ended with.
    widths = [...widths].reverse()
  }
  expect(lists).toBeGreaterThan(10)
  expect(problems).toEqual([])
})
