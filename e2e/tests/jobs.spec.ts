import { confirmPop, loginAdmin, pickOption, row, submitForm, toast } from './admin-helpers'
import { expect, sql, test } from './fixtures'

test('jobs: add a per-minute job with a checked cron, run it now, see its scheduled run in the log, pause, delete', async ({
  page,
}) => {
  // A per-minute cron fires at most a minute after it is saved.
  test.setTimeout(180_000)
  const stamp = Date.now().toString(36).slice(-5)
  const name = `心跳${stamp}`
  await loginAdmin(page)
  await page.goto('/dev/job')
  // The seeded jobs, with their next run time.
  await expect(row(page, '清理过期会话与验证码')).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)

  await page.getByTestId('job-add').click()
  const f = page.getByTestId('job-form').last()
  await f.getByTestId('job-name').fill(name)
  await pickOption(page, f.getByTestId('job-action'), 'dev.heartbeat')
  await expect(f.getByTestId('job-params')).toHaveValue(/"seconds": 0/)
  await f.getByTestId('job-cron').fill('61 * * * *')
  await expect(f.getByText('不是有效的 cron 表达式').first()).toBeVisible()
  await f.getByTestId('job-cron').fill('* * * * *')
  await expect(f.getByTestId('job-cron-preview')).toContainText('每分钟')
  await f.getByTestId('job-form-enabled').click()
  await submitForm(page, f)
  await expect(row(page, name)).toContainText('* * * * *')
  await expect(row(page, name)).toContainText(/\d{2}:\d{2}:00/)

  // Run now: one manual run, logged with its result.
  await page.getByTestId(`job-run-${name}`).click()
  await expect(toast(page).last()).toContainText('已开始执行')
  await page.getByTestId(`job-runs-${name}`).click()
  const runs = page.getByTestId('job-runs')
  await expect(runs.locator('.ant-table-row', { hasText: '手动' })).toContainText('成功')

  // Within a minute and a bit the scheduler fires it, and the log (refreshed by itself) shows it.
  await expect(runs.locator('.ant-table-row', { hasText: '定时' }).first()).toContainText('成功', {
    timeout: 80_000,
  })
  await runs.locator('.ant-drawer-close').click()

  // Pausing clears the next run.
  await page.getByTestId(`job-enabled-${name}`).click()
  await expect(page.getByTestId(`job-enabled-${name}`)).not.toBeChecked()
  const [job] = sql<{ id: string; enabled: number; next_run_at: string | null }>(
    'SELECT id, enabled, next_run_at FROM dev_job WHERE name = ?',
    name,
  )
  expect(job).toMatchObject({ enabled: 0, next_run_at: null })

  await page.getByTestId(`job-delete-${name}`).click()
  await confirmPop(page)
  await expect(page.locator('.ant-table-row', { hasText: name })).toHaveCount(0)
  expect(sql('SELECT id FROM dev_job_run WHERE job_id = ?', job!.id)).toEqual([])
  // Every change is in the operation log.
  const ops = sql<{ req_url: string }>(
    "SELECT req_url FROM dev_log WHERE category = 'OPERATE' AND req_url LIKE '/api/dev/job/%'",
  ).map((r) => r.req_url)
  for (const url of ['add', 'runNow', 'updateStatus', 'delete']) expect(ops).toContain(`/api/dev/job/${url}`)
})
