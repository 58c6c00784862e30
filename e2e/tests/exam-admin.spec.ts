import type { Page } from '@playwright/test'
import { confirmPop, form, pickOption, row, submitForm } from './admin-helpers'
import { expect, login, test } from './fixtures'

/** Calls the API with the token of the user logged in on `page`; expects success and returns `data`. */
async function api(page: Page) {
  const token = JSON.parse((await page.evaluate(() => localStorage.getItem('TOKEN'))) ?? '""') as string
  return async <T>(method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> => {
    const res = await page.request.fetch(url, { method, data, headers: { token } })
    const body = await res.json()
    expect(body.code, `${url}: ${body.msg}`).toBe(200)
    return body.data as T
  }
}

/**
 * The exam back-office (issue 27): an administrator adds a single-choice question to the bank,
 * builds a paper that draws it at random (the bank's count beside the rule; a rule asking for more
 * than the bank holds is refused on the form), publishes it; once someone has handed it in, the
 * results page filtered by the paper shows the attempt, its answer sheet and the paper's figures.
 */
test('an administrator adds a question, draws a paper from it, publishes it and reads its results', async ({
  page,
}) => {
  // One journey through three pages and a dozen saves.
  test.setTimeout(120_000)
  const stamp = Date.now().toString(36).slice(-5)
  const stem = `E2E ${stamp}：灭火器压力表的指针应在哪个区域？`
  const paperName = `E2E 随机试卷 ${stamp}`
  await login(page)

  // The bank: a hard single-choice fire-safety question with three options, the right one B.
  await page.goto('/krs/examQuestion')
  await page.getByTestId('question-add').click()
  const question = form(page, 'question-form')
  await pickOption(page, question.getByTestId('question-category'), '消防安全')
  await question.getByTestId('question-difficulty').getByText('难', { exact: true }).click()
  await question.getByTestId('question-stem').fill(stem)
  await question.getByTestId('question-option-0').fill('红色区域')
  await question.getByTestId('question-option-1').fill('绿色区域')
  await question.getByTestId('question-option-2').fill('黄色区域')
  await question.getByTestId('question-option-remove-3').click()
  await expect(question.getByTestId('question-option-3')).toHaveCount(0)
  await question.getByTestId('question-answer-single').getByText('B', { exact: true }).click()
  await submitForm(page, question)
  await page.getByTestId('question-q-key').fill(stamp)
  await page.getByTestId('question-q-key').press('Enter')
  await expect(row(page, stem)).toContainText('单选题')
  await expect(row(page, stem)).toContainText('B')
  // Edited, then a new one: the new one starts blank, not from the question just opened.
  await row(page, stem)
    .getByRole('button', { name: /编\s?辑/ })
    .click()
  await expect(question.getByTestId('question-stem')).toHaveValue(stem)
  await question.getByRole('button', { name: /取\s?消/ }).click()
  await page.getByTestId('question-add').click()
  await expect(question.getByTestId('question-stem')).toHaveValue('')
  await question.getByRole('button', { name: /取\s?消/ }).click()

  // A paper drawing every hard single-choice fire-safety question the bank holds, 10 points each.
  await page.goto('/krs/examPaper')
  await page.getByTestId('paper-add').click()
  const paper = form(page, 'paper-form')
  await paper.getByTestId('paper-name').fill(paperName)
  await paper.getByTestId('paper-rule-add').click()
  await pickOption(page, paper.getByTestId('paper-rule-category-0'), '消防安全')
  await pickOption(page, paper.getByTestId('paper-rule-difficulty-0'), '难')
  await pickOption(page, paper.getByTestId('paper-rule-type-0'), '单选题')
  const available = paper.getByTestId('paper-rule-available-0')
  await expect(available).toHaveText(/\d+ 道/)
  const have = Number(/(\d+)/.exec((await available.textContent()) ?? '')![1])
  expect(have).toBeGreaterThanOrEqual(1)
  await paper.getByTestId('paper-rule-points-0').fill('10')
  await paper.getByTestId('paper-pass-mark').fill('10')

  // One more than the bank holds: marked beside the rule, and the server's refusal stays on the form.
  await paper.getByTestId('paper-rule-count-0').fill(String(have + 1))
  await expect(available).toContainText(`题库只有 ${have} 道`)
  await paper.getByTestId('form-submit').click()
  await expect(paper.getByTestId('form-refused')).toContainText(`规则需要 ${have + 1} 道`)
  await expect(paper.getByTestId('paper-name')).toBeVisible()

  await paper.getByTestId('paper-rule-count-0').fill(String(have))
  await expect(paper.getByTestId('paper-rules-total')).toHaveText(`共 ${have} 题，总分 ${have * 10} 分`)
  await expect(paper.getByTestId('paper-total')).toContainText(`试卷总分 ${have * 10} 分`)
  await submitForm(page, paper)
  const paperRow = row(page, paperName)
  await expect(paperRow).toContainText('随机抽题')
  await expect(paperRow.getByTestId('paper-status')).toHaveText('草稿')

  await page.getByTestId(`paper-publish-${paperName}`).click()
  await confirmPop(page, `确定发布“${paperName}”吗？`)
  await expect(paperRow.getByTestId('paper-status')).toHaveText('已发布')

  // Someone (the administrator, as staff) takes it: the new question answered right, the rest left blank.
  const call = await api(page)
  const papers = await call<{ records: Array<{ id: string; name: string }> }>(
    'GET',
    `/api/krs/examPaper/page?current=1&size=10&searchKey=${encodeURIComponent(paperName)}`,
  )
  const paperId = papers.records.find((p) => p.name === paperName)!.id
  const { attemptId } = await call<{ attemptId: string }>('POST', '/api/krs/exam/draw', { paperId })
  const attempt = await call<{ questions: Array<{ questionId: string; stem: string }> }>(
    'GET',
    `/api/krs/exam/attempt?id=${attemptId}`,
  )
  expect(attempt.questions.map((q) => q.stem)).toContain(stem)
  const mineDrawn = attempt.questions.find((q) => q.stem === stem)!
  await call('POST', '/api/krs/exam/answer', { attemptId, questionId: mineDrawn.questionId, answer: 'B' })
  await call('POST', '/api/krs/exam/submit', { attemptId })

  // The results, filtered by the paper: the attempt, its answer sheet, the paper's figures.
  await page.goto('/krsTestResult')
  await pickOption(page, page.getByTestId('result-paper'), paperName)
  const attemptRow = row(page, paperName)
  await expect(attemptRow).toContainText('超级管理员')
  await expect(attemptRow).toContainText(`10 / ${have * 10}`)
  await expect(attemptRow).toContainText('主动交卷')
  await expect(attemptRow.locator('.ant-tag', { hasText: /^合格$/ })).toBeVisible()
  await expect(page.getByTestId('result-table').locator('.ant-table-row')).toHaveCount(1)

  const stats = page.getByTestId('result-stats')
  await expect(stats.getByTestId('result-stat-attempts')).toContainText('1')
  await expect(stats.getByTestId('result-stat-passedCount')).toContainText('1')
  await expect(stats.getByTestId('result-stat-passRate')).toContainText('100')
  // Highest wrong rate first: the blank ones (all wrong), the new question (right) last.
  await expect(stats.getByTestId('result-stats-questions').locator('.ant-table-row').first()).toContainText(
    have > 1 ? '100%' : '0%',
  )

  await page.getByTestId('result-view-超级管理员').click()
  const sheet = page.getByTestId('result-detail')
  await expect(sheet.getByTestId('result-summary')).toContainText(paperName)
  const mine = sheet.locator('.ant-table-row', { hasText: stem })
  await expect(mine).toContainText('答对')
  await expect(mine).toContainText('10 / 10')
  await expect(sheet.locator('.ant-table-row', { hasText: '答错' })).toHaveCount(have - 1)
})
