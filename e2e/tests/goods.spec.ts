import type { Page } from '@playwright/test'
import { loginAdmin, row, staffPage, staffPasswords } from './admin-helpers'
import { expect, test } from './fixtures'
import {
  phoneInput,
  phonePage,
  pick,
  searchPick,
  signInByPhone,
  submitApplication,
  typePlate,
} from './phone-helpers'
import { openWeighing, type Scale, startScale, steady } from './weigh-helpers'

/**
 * Goods release (issue 26): an employee asks on the phone to take 10 t of scrap steel out, naming
 * the responsible employee (found by name) and the SAP material (found by number or name); the
 * responsible employee approves; the permit's QR code lets the truck in; on the simulated bridge
 * it is weighed empty, then loaded 5% over the permit (refused, and kept on the record), then
 * within it; the gate lets it out and the permit is used up, as the goods-release page shows.
 */

/** The guard reads `code` on the gate page and, when asked, lets its vehicle in or out. */
async function atGate(page: Page, code: string, action?: 'gate-checkin' | 'gate-checkout') {
  await page.goto('/krs/gate')
  await page.getByTestId('gate-code').fill(code)
  await page.getByTestId('gate-code').press('Enter')
  if (action) await page.getByTestId(action).click()
  return page.getByTestId('gate-result')
}

const PHONE = '13755550031'
const RESPONSIBLE = 'liuyang'
const PLATE = '苏ED3481'

test('a scrap permit is approved, weighed out (5% over refused) and used up at the gate', async ({
  browser,
  baseURL,
  page,
}) => {
  test.setTimeout(180_000)
  await staffPasswords([RESPONSIBLE])
  let scale: Scale | undefined
  try {
    // The applicant's phone.
    const phone = await phonePage(browser, baseURL!)
    await signInByPhone(phone, PHONE, '/goodsIndex')
    await phone.getByTestId('m-go-permit').click()
    await phoneInput(phone, 'm-applicantName').fill('王建国')
    await expect(phoneInput(phone, 'm-applicantPhone')).toHaveValue(PHONE)
    await pick(phone, 'm-org', '生产运营部')
    await searchPick(phone, 'm-responsible', '刘洋', '生产运营部')
    await expect(phone.getByTestId('m-responsible')).toHaveText('刘洋')
    await pick(phone, 'm-reason', '废料出售')
    await searchPick(phone, 'm-line-0-material', '重型', '100000101')
    await expect(phoneInput(phone, 'm-line-0-name')).toHaveValue('重型废钢')
    await phoneInput(phone, 'm-line-0-quantity').fill('10')
    await phoneInput(phone, 'm-line-0-unit').fill('t')
    await phoneInput(phone, 'm-line-0-weight').fill('10000')
    await expect(phone.getByTestId('m-permit-total')).toContainText('10,000 kg')
    await typePlate(phone, 'm-plate', PLATE)
    await submitApplication(phone, /\/releasePermit\/view\//)
    await expect(phone.getByTestId('m-permit-state')).toContainText('审批中')

    // The responsible employee approves it from "My approvals".
    const responsible = await staffPage(browser, baseURL!, RESPONSIBLE)
    await responsible.goto('/flow/task')
    await responsible.getByTestId('flow-open-王建国 · 废料出售').first().click()
    await expect(responsible.getByTestId('flow-form-view')).toContainText('重型废钢')
    await responsible.getByTestId('flow-approve').click()
    await expect(responsible.getByTestId('flow-approve')).toBeHidden()

    // The applicant's QR code carries the permit's number.
    await phone.reload()
    await expect(phone.getByTestId('m-permit-pass')).toBeVisible()
    const no = /GR\d{6}[A-Z2-9]{6}/.exec((await phone.getByTestId('m-pass-code').textContent()) ?? '')![0]
    await expect(phone.getByTestId('m-pass-progress')).toHaveText('待出厂')

    // The truck comes in empty.
    await loginAdmin(page)
    await expect(await atGate(page, no)).toContainText(PLATE)
    await page.getByTestId('gate-checkin').click()
    await expect(page.getByTestId('gate-checkin')).toBeDisabled()

    // Weighed empty, then loaded 10.5 t: 5% over the permit's 10 t, refused.
    scale = await startScale(page, baseURL!)
    await openWeighing(page)
    // The plate finds the permit: its number filled in, tare first (goods out).
    await typePlate(page, 'weigh-plate', PLATE)
    await expect(page.getByTestId('weigh-doc')).toHaveValue(no)
    await expect(page.getByTestId('weigh-kind').locator('.ant-radio-button-wrapper-checked')).toHaveText(
      '皮重',
    )
    await steady(page, scale, 14_000)
    const take = page.getByTestId('weigh-take')
    await take.click()
    await expect(page.getByTestId('weigh-open')).toContainText('14,000 kg')
    await steady(page, scale, 24_500)
    await take.click()
    await expect(page.locator('.ant-message-notice').last()).toContainText('超出单据 10000 kg 的 5%')
    await expect(page.getByTestId('weigh-open')).toBeVisible()

    // Part of it unloaded: within the tolerance, it goes.
    await steady(page, scale, 24_100)
    await take.click()
    await expect(page.getByTestId('weigh-net')).toHaveText('10,100 kg')

    // Out through the gate: the permit is used up.
    // What the gate shows after the exit is the permit as it is now: used up.
    await expect(await atGate(page, no, 'gate-checkout')).toContainText('单据已使用')

    // The goods-release view: left, with its weighing and passages.
    await page.goto('/weigh/permit')
    await expect(row(page, '王建国')).toContainText('已出厂')
    await expect(row(page, '王建国')).toContainText('10,100 / 10,000')
    await expect(row(page, '王建国').getByTestId('vehicle-doc-refused')).toHaveText('被拒 1 次')
    await page.getByTestId('permit-name-王建国').click()
    await expect(page.getByTestId('permit-weighings')).toContainText('10,100')
    // The refused attempt: its weight, against the permit, and who weighed it.
    await expect(page.getByTestId('permit-refusals')).toContainText('24,500')
    await expect(page.getByTestId('permit-refusals')).toContainText('10,500 / 10,000')
    await expect(page.getByTestId('permit-refusals')).toContainText('超级管理员')
    await expect(page.getByTestId('permit-gate')).toContainText('离场')

    await phone.reload()
    await expect(phone.getByTestId('m-pass-progress')).toContainText('出厂，放行单已使用')
  } finally {
    scale?.stop()
  }
})

test('a delivery note filled from a SAP order is weighed in loaded, then empty: the net lands in storage', async ({
  browser,
  baseURL,
  page,
}) => {
  test.setTimeout(180_000)
  await staffPasswords([RESPONSIBLE])
  let scale: Scale | undefined
  try {
    // The vendor's phone: the order's lines from SAP (the demo's delivery of 60 t of cement).
    const phone = await phonePage(browser, baseURL!)
    await signInByPhone(phone, '13755550041', '/goodsIndex')
    await phone.getByTestId('m-go-delivery').click()
    await phoneInput(phone, 'm-orderNo').fill('4500012001')
    await phone.getByTestId('m-lookup').click()
    await expect(phone.getByTestId('m-dline-0')).toContainText('未交 60 T')
    await expect(phoneInput(phone, 'm-vendorName')).toHaveValue('华东建材有限公司')
    // More than is open is refused on the phone already.
    await phoneInput(phone, 'm-dline-0-quantity').fill('61')
    await searchPick(phone, 'm-receiver', '刘洋', '生产运营部')
    await typePlate(phone, 'm-plate', '苏A7K392')
    await phoneInput(phone, 'm-driverName').fill('赵师傅')
    await phone.getByTestId('m-submit').click()
    await expect(phone.getByText('不能超过未交数量 60')).toBeVisible()
    await phoneInput(phone, 'm-dline-0-quantity').fill('20')
    await submitApplication(phone, /\/sentItem\/view\//)
    await expect(phone.getByTestId('m-delivery-state')).toContainText('审批中')

    // The receiver approves it.
    const receiver = await staffPage(browser, baseURL!, RESPONSIBLE)
    await receiver.goto('/flow/task')
    await receiver.getByTestId('flow-open-华东建材有限公司 · 4500012001').first().click()
    await expect(receiver.getByTestId('flow-form-view')).toContainText('20 T')
    await receiver.getByTestId('flow-approve').click()
    await expect(receiver.getByTestId('flow-approve')).toBeHidden()

    await phone.reload()
    const no = /DN\d{6}[A-Z2-9]{6}/.exec((await phone.getByTestId('m-pass-code').textContent()) ?? '')![0]

    // In through the gate, weighed loaded, unloaded, weighed empty.
    await loginAdmin(page)
    await expect(await atGate(page, no)).toContainText('华东建材有限公司')
    await page.getByTestId('gate-checkin').click()
    await expect(page.getByTestId('gate-checkin')).toBeDisabled()

    scale = await startScale(page, baseURL!)
    await openWeighing(page)
    await typePlate(page, 'weigh-plate', '苏A7K392')
    await page.getByTestId('weigh-doc').fill(no)
    await steady(page, scale, 32_000)
    const take = page.getByTestId('weigh-take')
    await take.click()
    await expect(page.getByTestId('weigh-open')).toContainText('32,000 kg')
    await steady(page, scale, 12_100)
    await take.click()
    await expect(page.getByTestId('weigh-net')).toHaveText('19,900 kg')

    await page.goto('/weigh/stock')
    await expect(row(page, '200000101')).toContainText('19,900')
    await page.goto('/weigh/delivery')
    await expect(row(page, '华东建材有限公司')).toContainText('已过磅')
    await expect(row(page, '华东建材有限公司')).toContainText('19,900 / 20,000')
  } finally {
    scale?.stop()
  }
})
