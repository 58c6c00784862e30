import type { Page } from '@playwright/test'
import { expect, login, openSettings, test } from './fixtures'

/** Collects every Content-Security-Policy violation and CSP console error of the page. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content.Security.Policy/i.test(msg.text())) consoleErrors.push(msg.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __csp: string[] }).__csp = seen
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`)
    })
  })
  return async () => [
    ...consoleErrors,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ]
}

test('the pages run under the Content-Security-Policy without a violation', async ({ page }) => {
  // Seven pages, a dialog, the drawer, the search and the API reference: a long journey.
  test.setTimeout(90_000)
  const violations = await watchCsp(page)
  const response = await page.goto('/login')
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
  await expect(page.getByTestId('login-password')).toBeVisible()
  await login(page)
  expect(await violations()).toEqual([])

  // A few pages with tables, trees, forms in dialogs, dropdowns and the settings drawer.
  for (const path of ['/sys/user', '/sys/org', '/sys/role', '/dev/config', '/dev/dict']) {
    await page.goto(path)
    await expect(page.locator('.ant-table, .ant-tree, .ant-form').first()).toBeVisible()
    expect(await violations(), path).toEqual([])
  }
  await page.goto('/sys/user')
  await page
    .getByRole('button', { name: /新\s?增/ })
    .first()
    .click()
  await expect(page.locator('.ant-modal, .ant-drawer').first()).toBeVisible()
  await page.keyboard.press('Escape')
  await openSettings(page)
  // Escape reaches the drawer once it holds the focus: on a loaded machine, press until it closes.
  await expect(async () => {
    await page.keyboard.press('Escape')
    await expect(page.locator('.ant-drawer-mask')).toBeHidden({ timeout: 1_000 })
  }).toPass()
  await page.getByTestId('search-open').click()
  await page.keyboard.type('yonghu')
  await expect(page.getByTestId('search-result').first()).toBeVisible()
  await page.keyboard.press('Escape')
  expect(await violations()).toEqual([])

  // The API reference (swagger-ui) works under the same policy (opened with the login's cookie).
  const docs = await page.goto('/api/docs')
  expect(docs?.headers()['x-frame-options']).toBe('DENY')
  await expect(page.locator('.swagger-ui .title').first()).toContainText('Portal API')
  expect(await violations()).toEqual([])
})
