import { row } from './admin-helpers'
import { expect, login, test } from './fixtures'
import { typePlate } from './phone-helpers'
import { openWeighing, type Scale, startScale } from './weigh-helpers'

/**
 * The weighbridge (issue 26): a bridge and its scale agent set up in the back-office, an agent
 * reading a simulated indicator, a truck weighed loaded and empty, a rocking truck that cannot be
 * weighed, a weight typed by hand marked so; the records page shows them.
 */
test('a truck is weighed twice on a simulated bridge; a rocking truck cannot be; a typed weight is marked', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000)
  let scale: Scale | undefined
  const send = (line: string) => scale?.send(line)
  try {
    await login(page)
    scale = await startScale(page, baseURL!)

    await openWeighing(page)
    await expect(page.getByTestId('live-weight-agent')).toHaveText('在线')
    await typePlate(page, 'weigh-plate', '沪A88888')
    const take = page.getByTestId('weigh-take')

    // A truck rocking on the bridge: the reading moves by more than a division, nothing can be taken.
    send('weight 31000')
    send('rock')
    await expect(page.getByTestId('live-weight-stable')).toHaveText('不稳定')
    await expect(take).toBeDisabled()

    send('weight 32000')
    await expect(page.getByTestId('live-weight-value')).toHaveText('32,000 kg')
    await expect(page.getByTestId('live-weight-stable')).toHaveText('稳定')
    await take.click()
    await expect(page.getByTestId('weigh-open')).toContainText('32,000 kg')

    // Unloaded: the tare, then the net on the record.
    send('weight 11960')
    await expect(page.getByTestId('live-weight-value')).toHaveText('11,960 kg')
    await expect(page.getByTestId('live-weight-stable')).toHaveText('稳定')
    await expect(take).toHaveText(/二次过磅/)
    await take.click()
    await expect(page.getByTestId('weigh-net')).toHaveText('20,040 kg')
    await page.getByTestId('weigh-next').click()

    // A weight typed by hand (the super admin holds the permission): kept, and marked.
    await typePlate(page, 'weigh-plate', '沪B66666')
    await page.getByTestId('weigh-manual').click()
    const dialog = page.getByTestId('weigh-manual-dialog')
    await dialog.getByTestId('weigh-manual-weight').fill('25000')
    await dialog.getByRole('button', { name: /确\s*定/ }).click()
    await expect(dialog.getByText('请输入原因')).toBeVisible()
    await dialog.getByTestId('weigh-manual-reason').fill('仪表通讯中断')
    await dialog.getByRole('button', { name: /确\s*定/ }).click()
    await expect(page.getByTestId('weigh-open')).toContainText('手工')

    await page.goto('/weigh/record')
    await expect(row(page, '沪A88888')).toContainText('20,040')
    await expect(row(page, '沪B66666')).toContainText('手工')
    await page.getByTestId('weigh-q-plate').fill('沪A')
    await page.getByTestId('weigh-q-plate').press('Enter')
    await expect(page.locator('.ant-table-row')).toHaveCount(1)
  } finally {
    scale?.stop()
  }
})

test('a newcomer weighs a truck on the demo’s simulated bridge, as the README says', async ({ page }) => {
  await login(page)
  // The demo bridge sorts first, so a fresh installation's weighing page opens on it.
  await openWeighing(page, '模拟地磅（演示）')
  const sim = page.getByTestId('weigh-sim')
  await expect(sim).toContainText('没有仪表')
  const take = page.getByTestId('weigh-take')
  const driveOn = async (kg: number, shown: string) => {
    await sim.getByTestId('weigh-sim-weight').fill(String(kg))
    await sim.getByTestId('weigh-sim-on').click()
    await expect(page.getByTestId('live-weight-value')).toHaveText(shown)
    await expect(page.getByTestId('live-weight-stable')).toHaveText('稳定')
  }
  await typePlate(page, 'weigh-plate', '浙C20250')
  await driveOn(30_480, '30,480 kg')
  await take.click()
  await expect(page.getByTestId('weigh-open')).toContainText('30,480 kg')
  await driveOn(12_240, '12,240 kg')
  await take.click()
  await expect(page.getByTestId('weigh-net')).toHaveText('18,240 kg')
  await sim.getByTestId('weigh-sim-off').click()
  await expect(page.getByTestId('live-weight-value')).toHaveText('0 kg')
})
