import { fakeSap, product } from '../../server/src/test/fakeSap'
import { row } from './admin-helpers'
import { expect, login, serverSees, setConfig, test } from './fixtures'

/**
 * SAP over OData (issue 26): with the settings pointing at a local SAP Gateway, "sync now" imports
 * its materials and logs the run; a second run fetches only what changed since, and the new
 * material is on the materials page.
 */
test('the SAP sync imports materials from the OData server, and a second run only fetches changes', async ({
  page,
}) => {
  const sap = await fakeSap({ user: 'RFC_PORTAL', password: 'Sap#2026' })
  try {
    sap.data.products.push(
      product('900000001', '测试废钢', 'Test scrap', '2026-11-01T08:00:00Z'),
      product('900000002', '测试铸铁', 'Test cast iron', '2026-11-02T08:00:00Z'),
    )
    setConfig('SAP_ODATA_URL', sap.url)
    setConfig('SAP_ODATA_USER', 'RFC_PORTAL')
    setConfig('SAP_ODATA_PASSWORD', 'Sap#2026')
    await serverSees()
    await login(page)
    await page.goto('/weigh/sapSync')
    // The newest run first: two fetched, two inserted.
    const newest = page.locator('.ant-table-row').first()
    await page.getByTestId('sap-sync-MATERIAL').click()
    await expect(newest).toContainText('成功')
    await expect(newest.locator('td').filter({ hasText: /^2$/ })).toHaveCount(2)

    // One changed since: only it comes back.
    sap.data.products.push(product('900000003', '测试废铜', 'Test scrap copper', new Date().toISOString()))
    await page.getByTestId('sap-sync-MATERIAL').click()
    await expect(newest.locator('td').filter({ hasText: /^1$/ })).toHaveCount(2)
    expect(sap.requests.at(-1)).toContain('LastChangeDateTime')

    await page.goto('/weigh/material')
    await page.getByTestId('material-q-key').fill('9000000')
    await page.getByTestId('material-q-key').press('Enter')
    await expect(row(page, '900000003')).toContainText('测试废铜')
  } finally {
    setConfig('SAP_ODATA_URL', '')
    await sap.close()
  }
})
