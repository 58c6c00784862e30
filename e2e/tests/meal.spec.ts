import type { Page } from '@playwright/test'
import { addUserWithPassword, pickOption, row } from './admin-helpers'
import { expect, login, serverSees, sql, test } from './fixtures'
import { phonePage, signInByPhone } from './phone-helpers'

/**
 * Meal ordering (issue 27): the canteen registers an employee as a meal user; on the phone the
 * employee orders tomorrow's lunch, changes it, and is refused once the cut-off has passed; the
 * kitchen's counts and the month's statement show the order.
 */

/** Tomorrow on the company's calendar (the server's), `YYYY-MM-DD`. */
const tomorrow = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() + 86_400_000))

const lunchMenu = (day: string) =>
  sql<{ id: string }>(
    "SELECT id FROM krs_meal_menu WHERE day = ? AND meal = 'LUNCH' AND location = 'CANTEEN_1'",
    day,
  )[0]!.id
const portions = (menuId: string, dish: string) =>
  sql<{ ordered: number }>(
    'SELECT ordered FROM krs_meal_dish WHERE menu_id = ? AND name = ?',
    menuId,
    dish,
  )[0]!.ordered

async function setPortions(phone: Page, dish: string, n: number) {
  const stepper = phone.getByTestId('m-meal-LUNCH-CANTEEN_1').getByTestId(`m-meal-qty-${dish}`)
  const input = stepper.locator('input')
  // One step at a time, each seen before the next: a loaded machine shows a click late.
  for (let now = Number(await input.inputValue()); now !== n; now += now < n ? 1 : -1) {
    await stepper.locator(now < n ? '.adm-stepper-plus' : '.adm-stepper-minus').click()
    await expect(input).toHaveValue(String(now < n ? now + 1 : now - 1))
  }
}

test('an employee orders tomorrow’s lunch on the phone, changes it, is refused after the cut-off; the kitchen and the statement show it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  // Fresh for each attempt: a retry must not find the first attempt's meal user.
  const PHONE = `137${String(Date.now()).slice(-8)}`
  const NAME = `订餐员工${String(Date.now()).slice(-4)}`
  const day = tomorrow()
  const menuId = lunchMenu(day)
  const tomatoBefore = portions(menuId, '番茄炒蛋')

  // The canteen registers a new employee as a meal user, by their account.
  await login(page)
  await addUserWithPassword(page, 'meal', NAME)
  await page.goto('/krs/mealUser')
  await page.getByTestId('meal-user-add').click()
  const dialog = page.getByRole('dialog')
  // The account is found by name (the selector pages through every employee).
  await dialog.getByTestId('meal-user-account').click()
  await page.keyboard.type(NAME)
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
      hasText: NAME,
    })
    .first()
    .click()
  await expect(dialog.getByTestId('meal-user-name')).toHaveValue(NAME)
  await dialog.getByTestId('meal-user-phone').fill(PHONE)
  await pickOption(page, dialog.getByTestId('meal-user-cost-centre'), '行政部')
  await dialog
    .getByRole('button', { name: /确\s?定|OK|保\s?存/ })
    .last()
    .click()
  await expect(row(page, NAME)).toBeVisible()

  // On the phone: tomorrow's lunch at canteen 1, ordered, then changed.
  const phone = await phonePage(browser, baseURL as string)
  await signInByPhone(phone, PHONE)
  await phone.getByTestId('m-go-meal').click()
  await expect(phone.getByTestId('m-meal-me')).toContainText(NAME)
  await phone.getByTestId(`m-meal-day-${day}`).click()
  const card = phone.getByTestId('m-meal-LUNCH-CANTEEN_1')
  await setPortions(phone, '红烧肉', 1)
  await setPortions(phone, '米饭', 2)
  await expect(card.getByTestId('m-meal-total')).toContainText('¥14.00')
  await card.getByTestId('m-meal-submit').click()
  await expect(phone.locator('.adm-toast-main')).toContainText('已下单')
  await expect(card).toContainText('已订')
  await setPortions(phone, '红烧肉', 0)
  await setPortions(phone, '番茄炒蛋', 1)
  await expect(card.getByTestId('m-meal-total')).toContainText('¥10.00')
  await card.getByTestId('m-meal-submit').click()
  await expect(phone.locator('.adm-toast-main')).toContainText('订单已修改')

  // The kitchen sees the portions; the month's statement the meal and its amount.
  await page.goto('/krs/mealKitchen')
  await page.getByTestId('kitchen-tomorrow').click()
  const kitchen = page.getByTestId('kitchen-meal-LUNCH-CANTEEN_1')
  await expect(kitchen.getByTestId('kitchen-dish-番茄炒蛋').locator('td').nth(2)).toHaveText(
    String(tomatoBefore + 1),
  )
  await page.goto('/krs/mealStatement')
  if (
    day.slice(0, 7) !==
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date()).slice(0, 7)
  ) {
    const month = page.getByTestId('statement-month')
    await month.click()
    await month.fill(day.slice(0, 7))
    await month.press('Enter')
  }
  await page.getByTestId('statement-tab-people').click()
  await page.getByTestId('statement-q-name').fill(NAME)
  await page.getByTestId('st-search').click()
  await expect(row(page, NAME)).toContainText('¥10.00')
  await expect(row(page, NAME).locator('td').nth(2)).toHaveText('1')

  // The cut-off passes while the page is open: the change is refused, saying when it closed.
  const past = sql<{ m: string }>(
    "SELECT strftime('%Y-%m-%d %H:%M', 'now', '+8 hours', '-1 minutes') AS m",
  )[0]!.m
  sql('UPDATE krs_meal_menu SET cutoff_at = ? WHERE id = ?', past, menuId)
  await card.scrollIntoViewIfNeeded()
  await setPortions(phone, '番茄炒蛋', 2)
  await card.getByTestId('m-meal-submit').click()
  await expect(phone.locator('.adm-toast-main')).toContainText(`已过订餐截止时间（${past}）`)
  await serverSees()
  await phone.reload()
  await phone.getByTestId(`m-meal-day-${day}`).click()
  await expect(card).toContainText('已截止')
  await expect(card.getByTestId('m-meal-submit')).toHaveCount(0)
  expect(portions(menuId, '番茄炒蛋')).toBe(tomatoBefore + 1)
  // My orders, below the menus, load as they come into view.
  await phone.getByTestId('m-meal-mine').scrollIntoViewIfNeeded()
  await expect(phone.getByTestId('m-meal-mine-row').first()).toContainText('番茄炒蛋×1')
  await phone.context().close()
})
