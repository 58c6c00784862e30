import { type Browser, expect, type Page, type Response } from '@playwright/test'
import { sqlIn } from './fixtures'

/** The phone pages (antd-mobile) as a contractor or visitor uses them. */

// 1×1 PNG: small enough to be sent as it is.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

export const phoneInput = (page: Page, id: string) => page.getByTestId(id).locator('input, textarea').first()
const codeOf = (id: string, dataDir: string) =>
  sqlIn<{ code: string }>(dataDir, 'SELECT code FROM sys_code WHERE id = ?', id)[0]?.code ?? ''

/** A page in a new phone-sized, touch context. */
export async function phonePage(browser: Browser, baseURL: string) {
  const ctx = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    // Far behind the company's zone, so that most hours the phone's today is the company's yesterday:
    // the forms must go by the company's calendar.
    timezoneId: 'Pacific/Honolulu',
  })
  return ctx.newPage()
}

/**
 * Signs in on `home` (a phone area's home) with the picture code and the SMS code the SMS log has:
 * read on the back-office's SMS log page when `staff` (a logged-in staff page) is given, as the
 * README tells a newcomer, else from the table.
 */
export async function signInByPhone(
  page: Page,
  phone: string,
  home = '/contractor',
  staff?: Page,
  /** What the home greets with (an employee's name at `/staff`); the masked number otherwise. */
  welcome?: string,
  /** The data folder of the server `page` talks to (another than this worker's, e.g. a built copy's). */
  dataDir = process.env.E2E_DATA_DIR ?? '',
) {
  const sql = <T>(query: string, ...params: unknown[]) => sqlIn<T>(dataDir, query, ...params)
  // A sign-in that goes right asks nothing the server refuses (no 401 in the phone's console).
  const refused: string[] = []
  const watch = (r: Response) => {
    if (r.status() >= 400 && r.url().includes('/api/')) refused.push(`${r.status()} ${r.url()}`)
  }
  page.on('response', watch)
  await page.goto(home)
  await phoneInput(page, 'm-phone').fill(phone)
  const reqNo = (await page.getByTestId('m-captcha-img').getAttribute('data-reqno')) ?? ''
  await phoneInput(page, 'm-captcha').fill(codeOf(reqNo, dataDir))
  // A test run again after a failure finds its first try's code there too: this one is the new one.
  const before = sql('SELECT id FROM dev_sms WHERE phone = ?', phone).length
  await page.getByTestId('m-send-code').click()
  let content = ''
  if (staff) {
    await staff.goto('/dev/sms')
    await staff.getByTestId('sms-q-phone').fill(phone)
    await staff.getByTestId('st-search').click()
    content = (await staff.getByTestId(`sms-content-${phone}`).textContent()) ?? ''
  } else {
    await expect.poll(() => sql('SELECT id FROM dev_sms WHERE phone = ?', phone).length).toBe(before + 1)
    content =
      sql<{ content: string }>(
        'SELECT content FROM dev_sms WHERE phone = ? ORDER BY created_at DESC, id DESC',
        phone,
      )[0]?.content ?? ''
  }
  await phoneInput(page, 'm-code').fill(/\d{6}/.exec(content)?.[0] ?? '')
  await page.getByTestId('m-signin-submit').click()
  await expect(page.getByTestId('m-welcome')).toContainText(
    welcome ?? `${phone.slice(0, 3)}****${phone.slice(-4)}`,
  )
  page.off('response', watch)
  expect(refused).toEqual([])
}

/** Picks `label` in a picker field. */
export async function pick(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).click()
  await page.getByTestId(`${testId}-options`).getByText(label, { exact: true }).click()
  await expect(page.getByTestId(testId)).toHaveText(label)
}

/** Uploads a small image into a photo field. */
export async function upload(page: Page, testId: string) {
  await page.getByTestId(testId).locator('input[type=file]').setInputFiles({
    name: 'scan.png',
    mimeType: 'image/png',
    buffer: PNG,
  })
  await expect(page.getByTestId(testId).locator('.adm-image-uploader-cell img')).toBeVisible()
}

/** The admission form's company part (the contact phone is the signed-in one). */
export async function fillCompany(
  page: Page,
  c: { name: string; creditCode: string; phone: string; hostOrg: string; scope: string },
) {
  await phoneInput(page, 'm-companyName').fill(c.name)
  await phoneInput(page, 'm-creditCode').fill(c.creditCode)
  await phoneInput(page, 'm-legalRep').fill('王建国')
  await phoneInput(page, 'm-address').fill('北京市朝阳区建国路 1 号')
  await phoneInput(page, 'm-contactName').fill('李工')
  await phoneInput(page, 'm-contactPhone').fill(c.phone)
  await pick(page, 'm-hostOrg', c.hostOrg)
  await phoneInput(page, 'm-scope').fill(c.scope)
}

/** The admission form's first document: a business licence with its scan. */
export async function fillLicence(page: Page, no: string) {
  await pick(page, 'm-doc-0-type', '营业执照')
  await phoneInput(page, 'm-doc-0-no').fill(no)
  await pickDate(page, 'm-doc-0-expiry', '2030-12-31')
  await upload(page, 'm-doc-0-file')
}

/** One worker of the admission form. */
export async function fillPerson(
  page: Page,
  i: number,
  p: { name: string; idCard: string; phone: string; job: string },
) {
  await phoneInput(page, `m-person-${i}-name`).fill(p.name)
  await phoneInput(page, `m-person-${i}-idCard`).fill(p.idCard)
  await phoneInput(page, `m-person-${i}-phone`).fill(p.phone)
  await pick(page, `m-person-${i}-jobType`, p.job)
}

/** Draws a stroke on the signature pad and keeps it. */
export async function signForm(page: Page) {
  await page.getByTestId('m-signature-open').click()
  const canvas = page.getByTestId('m-signature-canvas')
  await expect(canvas).toBeVisible()
  // The sheet slides up: measure the canvas once it has stopped.
  await page.waitForTimeout(700)
  const box = (await canvas.boundingBox())!
  await page.mouse.move(box.x + 40, box.y + 60)
  await page.mouse.down()
  await page.mouse.move(box.x + 120, box.y + 110, { steps: 8 })
  await page.mouse.move(box.x + 200, box.y + 50, { steps: 8 })
  await page.mouse.up()
  await page.getByTestId('m-signature-done').click()
  await expect(page.getByTestId('m-signature').locator('img')).toBeVisible()
  // Read back with the sign-in's cookie (no token in its URL): drawn, not a broken image.
  await expect
    .poll(() =>
      page
        .getByTestId('m-signature')
        .locator('img')
        .evaluate((el: HTMLImageElement) => el.naturalWidth),
    )
    .toBeGreaterThan(0)
}

/** Finds `query` in the search sheet of field `testId` and taps the match showing `row`. */
export async function searchPick(page: Page, testId: string, query: string, row: string) {
  await page.getByTestId(testId).click()
  await phoneInput(page, `${testId}-search`).fill(query)
  await phoneInput(page, `${testId}-search`).press('Enter')
  await page.getByTestId(`${testId}-options`).locator('.adm-list-item', { hasText: row }).first().click()
}

/** Submits the open application form, confirming, and waits for `landing`. */
export async function submitApplication(page: Page, landing: RegExp) {
  await page.getByTestId('m-submit').click()
  await page.locator('.adm-dialog-button', { hasText: '提交申请' }).click()
  await expect(page).toHaveURL(landing)
}

/** Types `plate` on the plate keyboard of the field `testId`, only by its keys, and keeps it. */
export async function typePlate(page: Page, testId: string, plate: string) {
  await page.getByTestId(testId).click()
  const keyboard = page.getByTestId('plate-keyboard')
  await expect(keyboard).toBeVisible()
  for (const c of plate) await keyboard.getByTestId(`plate-key-${c}`).click()
  await keyboard.getByTestId('plate-done').click()
  await expect(keyboard).toBeHidden()
  await expect(page.getByTestId(testId)).toHaveAttribute('data-value', plate)
}

/**
 * Picks `value` (`YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`) in a date field: a tap on each wheel's entry
 * (year, month, day, hour, minute), then OK.
 */
export async function pickDate(page: Page, testId: string, value: string) {
  await page.getByTestId(testId).click()
  const columns = page.getByTestId(`${testId}-picker`).locator('.adm-picker-view-column')
  for (const [i, n] of value.split(/[-T:]/).entries()) {
    const label = i < 3 ? String(Number(n)) : n
    const column = columns.nth(i)
    // A wheel re-renders its entries when the one before it changes (the range of days or minutes
    // follows), which can swallow a tap made meanwhile: tap again until the wheel shows it.
    await expect(async () => {
      await column
        .locator('.adm-picker-view-column-item', { hasText: new RegExp(`^${label}$`) })
        .dispatchEvent('click')
      await expect(column.locator('.adm-picker-view-column-item-active')).toHaveText(label, {
        timeout: 2_000,
      })
    }).toPass({ timeout: 15_000 })
  }
  await page.getByTestId(`${testId}-picker`).locator('.adm-picker-header-button').last().click()
  await expect(page.getByTestId(testId)).toHaveAttribute('data-value', value)
}
