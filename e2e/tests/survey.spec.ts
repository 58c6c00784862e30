import type { Browser } from '@playwright/test'
import { apiCaller } from './admin-helpers'
import { expect, login, test } from './fixtures'
import { phonePage, signInByPhone } from './phone-helpers'

/**
 * Meal questionnaires (issue 27): the canteen publishes a questionnaire; three meal users answer it
 * on their phones (the demo's three contractors); its results show how many chose each option.
 */

const day = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
    new Date(Date.now() + offset * 86_400_000),
  )

/** One person answers: the canteen they eat at, a rating, and (the first) a remark. */
async function answer(
  browser: Browser,
  baseURL: string,
  title: string,
  phone: string,
  canteen: 'a' | 'b',
  stars: number,
  remark?: string,
) {
  const page = await phonePage(browser, baseURL)
  await signInByPhone(page, phone)
  await page.getByTestId('m-go-survey').click()
  await page.getByTestId('m-survey-item').filter({ hasText: title }).click()
  await page.getByTestId(`m-survey-option-1-${canteen}`).click()
  await page.getByTestId(`m-survey-rate-2-${stars}`).click()
  if (remark) await page.getByTestId('m-survey-text-3').fill(remark)
  await page.getByTestId('m-survey-submit').click()
  await page.locator('.adm-dialog-button', { hasText: '提交问卷' }).click()
  await expect(page.getByTestId('m-survey-thanks')).toBeVisible()
  await page.context().close()
}

test('a questionnaire is answered by three people on their phones and its results show the distribution', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000)
  // Fresh for each attempt: a retry's people have answered the first attempt's questionnaire.
  const TITLE = `食堂问卷${String(Date.now()).slice(-5)}`
  await login(page)
  const call = await apiCaller(page)
  const id = (await call('/api/krs/mealSurvey/add', {
    title: TITLE,
    startDay: day(0),
    endDay: day(7),
    questions: [
      {
        key: 'q1',
        type: 'SINGLE',
        title: '您常去哪个餐厅？',
        required: true,
        options: [
          { key: 'a', text: '一号食堂' },
          { key: 'b', text: '二号食堂' },
        ],
      },
      { key: 'q2', type: 'RATING', title: '口味评分', required: true },
      { key: 'q3', type: 'TEXT', title: '建议', required: false },
    ],
  })) as string
  await call('/api/krs/mealSurvey/publish', { id })

  await answer(browser, baseURL as string, TITLE, '13900001001', 'a', 5, '希望多些面食')
  await answer(browser, baseURL as string, TITLE, '13900001002', 'a', 4)
  await answer(browser, baseURL as string, TITLE, '13900001003', 'b', 4)

  // The results: two chose canteen 1 and one canteen 2; the rating averages 4.3.
  await page.goto('/krs/mealSurvey')
  await page.getByTestId(`survey-results-${id}`).click()
  const results = page.getByTestId('survey-results')
  await expect(results.getByTestId('survey-answers')).toHaveText('3')
  await expect(results.getByTestId('survey-bar-q1-a')).toHaveAttribute('data-count', '2')
  await expect(results.getByTestId('survey-bar-q1-b')).toHaveAttribute('data-count', '1')
  await expect(results.getByTestId('survey-bar-q2-4')).toHaveAttribute('data-count', '2')
  await expect(results.getByTestId('survey-bar-count-q1-a')).toContainText('66.7%')
  await expect(results.getByTestId('survey-average-q2')).toContainText('4.3')
  await expect(results.getByTestId('survey-texts-q3')).toContainText('希望多些面食')
})
