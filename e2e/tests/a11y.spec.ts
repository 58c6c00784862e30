import type { Page } from '@playwright/test'
import type { MenuItem } from '@portal/contracts'
import { audit, type Finding, goClient, report, settled } from './a11y-helpers'
import { expect, login, test } from './fixtures'
import { phonePage, signInByPhone } from './phone-helpers'

/**
 * WCAG 2.1 AA on every page (issue 25): axe-core on every page the seeded menu offers the super
 * admin, in Chinese and English, and on the phone pages at 390 px; any serious or critical
 * violation fails, listed by page, rule and element. One sign-in per side, then client-side
 * navigation: the sweep has to stay cheap as pages come.
 */

/** Pages of the menu tree that open inside the shell (not links, iframes or hidden entries). */
function shellPages(items: readonly MenuItem[] | undefined, out: string[] = []): string[] {
  for (const item of items ?? []) {
    if (item.meta.hidden) continue
    if (item.meta.type === 'menu') out.push(item.fullPath || item.path)
    shellPages(item.children, out)
  }
  return out
}

async function menuFromServer(page: Page): Promise<MenuItem[]> {
  return page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('TOKEN') ?? '""') as string
    const res = await fetch('/api/sys/userCenter/loginMenu', { headers: { token } })
    return ((await res.json()) as { data: MenuItem[] }).data
  })
}

async function setShellLang(page: Page, lang: 'zh-cn' | 'en') {
  await page.getByTestId('lang-switch').click()
  await page.getByTestId(`lang-${lang}`).click()
  await expect(page.locator('html')).toHaveAttribute('lang', lang === 'en' ? 'en' : 'zh-CN')
  // The menu's closing animation done: a half-faded menu would be audited too.
  await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveCount(0)
}

test('every page of the menu meets WCAG 2.1 AA in both languages (axe)', async ({ page }) => {
  test.setTimeout(600_000)
  const started = Date.now()
  await login(page)
  const pages = [...new Set(shellPages(await menuFromServer(page)))]
  expect(pages.length).toBeGreaterThan(10)
  const findings: Finding[] = []
  const check = async (name: string) => {
    const found = await audit(page, name)
    findings.push(...found)
    // Listed as found: a run cut short still tells what it saw.
    if (found.length) console.log(report(found))
  }
  // Each page in both languages, switching between them (one navigation a page, not two): the
  // language the last page ended in is the one the next begins with.
  let lang: 'zh-cn' | 'en' = 'zh-cn'
  let previous = ''
  for (const path of pages) {
    const root = `.shell-page[data-page="${path}"]`
    await goClient(page, path)
    await settled(page, root)
    // Close the previous page's tab (not the current one, which would navigate): kept-alive
    // pages would pile up in the document the audit walks.
    const close = page.locator(`.shell-tag[data-path="${previous}"]`).getByTestId('view-tag-close')
    if (previous && (await close.count())) await close.click()
    previous = path
    await check(`${lang} ${path}`)
    lang = lang === 'en' ? 'zh-cn' : 'en'
    await setShellLang(page, lang)
    await settled(page, root)
    await check(`${lang} ${path}`)
  }
  console.log(`a11y: ${pages.length} pages × 2 languages in ${Math.round((Date.now() - started) / 1000)} s`)
  expect(findings, report(findings)).toEqual([])
})

test('the phone pages meet WCAG 2.1 AA at 390 px in both languages (axe)', async ({ browser, baseURL }) => {
  test.setTimeout(180_000)
  const started = Date.now()
  const page = await phonePage(browser, baseURL!)
  const findings: Finding[] = []
  const check = async (name: string) => {
    const found = await audit(page, `phone ${name}`)
    findings.push(...found)
    if (found.length) console.log(report(found))
  }
  const sweep = async (lang: string, paths: string[]) => {
    for (const path of paths) {
      await goClient(page, path)
      await settled(page, `.m-page[data-page="${path}"] .m-main`)
      await check(`${lang} ${path}`)
    }
  }
  // Signed out, every area opens on its sign-in.
  await page.goto('/visitorIndex')
  await settled(page, '.m-page[data-page="signIn"] .m-main')
  await check('zh-cn sign-in')
  await page.getByTestId('m-lang').click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await check('en sign-in')
  await page.getByTestId('m-lang').click()
  // Feedback needs no sign-in.
  await page.goto('/feedback')
  await settled(page, '.m-page[data-page="/feedback"] .m-main')
  await check('zh-cn feedback signed out')
  // A number of its own per run: a retry on the same database signs in afresh.
  await signInByPhone(page, `139${String(Date.now()).slice(-8)}`)
  const signedIn = [
    '/contractor',
    '/contractorsApply',
    '/contractorsApplyRecords',
    '/workApplication',
    '/workApplicationRecords',
    '/visitorIndex',
    '/visitorApply',
    '/vsitorsApplyRecords',
    '/goodsIndex',
    '/releasePermit',
    '/releasePermitRecords',
    '/sentItem',
    '/sentItem1',
    '/sentItemRecords',
    '/examIndex',
    '/feedback',
  ]
  await sweep('zh-cn', signedIn)
  await page.getByTestId('m-lang').click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await sweep('en', signedIn)
  await page.context().close()
  console.log(`a11y: phone pages in ${Math.round((Date.now() - started) / 1000)} s`)
  expect(findings, report(findings)).toEqual([])
})
