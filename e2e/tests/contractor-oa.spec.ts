import type { Page } from '@playwright/test'
import { type FakeOaRequest, fakeOa } from '../../server/src/test/fakeOa'
import { pickOption } from './admin-helpers'
import { expect, login, sql, test, toast } from './fixtures'
import {
  fillCompany,
  fillLicence,
  fillPerson,
  phonePage,
  signForm,
  signInByPhone,
  submitApplication,
} from './phone-helpers'

/**
 * Contractor admission through the external OA (issue 10): the administrator sets the OA up and
 * sends admission to it, in the back-office; the contractor applies on a phone; the OA (a real
 * local HTTP server speaking our documented shape) is down for the first send, which is sent again
 * from the OA result log; a forged callback is refused; the OA's first callback is lost and its
 * retry decides; the phone shows the OA's decision, also by its OA request id; the log shows every
 * exchange, each with its reason.
 */

const SECRET = 'e2e-oa-shared-secret'
const PHONE = '13987650009'
const COMPANY = '恒通机电设备有限公司'

const logRows = (page: Page) => page.locator('.ant-table-row')
const definitionRow = (page: Page) =>
  page.locator('.ant-table-row', { has: page.getByTestId('flow-def-edit-CONTRACTOR_ADMISSION') })

async function setTarget(page: Page, label: string) {
  await page.goto('/flow/definition')
  await page.getByTestId('flow-def-edit-CONTRACTOR_ADMISSION').click()
  await pickOption(page, page.getByTestId('flow-def-target'), label)
  await page.getByTestId('flow-def-save').click()
  await expect(toast(page).last()).toBeVisible()
  await expect(definitionRow(page)).toContainText(label)
}

test.describe('contractor admission through the OA', () => {
  let oa: Awaited<ReturnType<typeof fakeOa>>
  test.beforeAll(async () => {
    oa = await fakeOa(SECRET)
  })
  test.afterAll(async () => {
    await oa?.close()
    // Whatever happened above, the other journeys approve admissions in the product.
    sql(
      "UPDATE flow_definition SET target = 'BUILTIN' WHERE form_type = 'CONTRACTOR_ADMISSION' AND latest = 1",
    )
  })

  test('an admission goes through the OA: a failed send is sent again, a forged callback is refused, a lost one is retried', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    await login(page)

    // The OA tab of the configuration: its address, the shared secret and our address for it.
    await page.goto('/dev/config')
    await page.getByRole('tab', { name: 'OA 对接' }).click()
    const input = (key: string) => page.locator(`[id="${key}"]`)
    await input('OA_BASE_URL').fill('oa.example.com')
    await page.getByTestId('config-save-OA').click()
    await expect(page.locator('.ant-form-item', { has: input('OA_BASE_URL') })).toContainText(
      '请输入以 http:// 或 https:// 开头的网址',
    )
    await input('OA_BASE_URL').fill(oa.url)
    await input('OA_SECRET').fill(SECRET)
    await input('OA_PUBLIC_URL').fill(baseURL!)
    await page.getByTestId('config-save-OA').click()
    await expect(toast(page).filter({ hasText: '操作成功' })).toBeVisible()
    await expect(page.getByTestId('config-secret-state-OA_SECRET')).toHaveText('已设置')

    // Admission is decided in the OA from now on.
    await setTarget(page, '外部 OA')

    // The OA is down when the application is first sent.
    oa.failNext(1)
    const phone = await phonePage(browser, baseURL!)
    await signInByPhone(phone, PHONE)
    await phone.getByTestId('m-go-apply').click()
    await fillCompany(phone, {
      name: COMPANY,
      creditCode: '91110105MA00043212',
      phone: PHONE,
      hostOrg: '生产运营部',
      scope: '电气设备安装',
    })
    await fillLicence(phone, 'BL-OA-001')
    await fillPerson(phone, 0, {
      name: '赵六',
      idCard: '110105198505120075',
      phone: '13800006666',
      job: '电工',
    })
    await signForm(phone)
    await submitApplication(phone, /\/contractorsApplyRecords$/)
    await expect(phone.getByTestId('m-record').first()).toContainText('审批中')
    await expect.poll(() => oa.creates()).toBe(1)
    expect(oa.requests()).toHaveLength(0)

    // The log shows the failed send, waiting for its retry; sent again from here, the OA has it.
    await page.goto('/oa/log')
    await expect(logRows(page)).toHaveCount(1)
    const failedSend = logRows(page).first()
    await expect(failedSend).toContainText('发往 OA')
    await expect(failedSend).toContainText('HTTP 500')
    await expect(failedSend).toContainText('等待重试')
    await failedSend.getByRole('button', { name: '重新发送' }).click()
    await page.locator('.ant-popconfirm-buttons .ant-btn-primary').click()
    await expect(toast(page).filter({ hasText: '已送达 OA' })).toBeVisible()
    await expect(logRows(page)).toHaveCount(2)
    await expect(logRows(page).first()).toContainText('OA-1001')
    await expect(logRows(page).first()).toContainText('已送达')
    const [request] = oa.requests() as [FakeOaRequest]
    expect(request.body).toMatchObject({ formType: 'CONTRACTOR_ADMISSION', title: COMPANY })

    // A forged callback (a rejection carrying an approval's signature) is refused.
    const genuine = oa.callback(request, 'APPROVED')
    const forged = await fetch(genuine.url, {
      method: 'POST',
      headers: genuine.headers,
      body: genuine.body.replace('APPROVED', 'REJECTED'),
    })
    expect(forged.status).toBe(401)
    await phone.reload()
    await expect(phone.getByTestId('m-record').first()).toContainText('审批中')

    // The OA approves; its first callback is lost on the way, and its retry decides.
    const answers = await oa.decide(request, 'APPROVED', { lose: 1, comment: '资料齐全，同意准入' })
    expect(answers.map((a) => a.status)).toEqual([0, 200])
    await phone.reload()
    await expect(phone.getByTestId('m-record').first()).toContainText('已通过')
    await phone.getByTestId('m-record').first().click()
    await expect(phone.getByTestId('m-apply-state')).toContainText('准入有效期至')
    await expect(phone.getByTestId('m-trail')).toContainText('OA · 王总')
    await expect(phone.getByTestId('m-trail')).toContainText('资料齐全，同意准入')
    // The link the OA gives the applicant opens the same application.
    await phone.goto('/appointmentRecordInfo/OA-1001')
    await expect(phone).toHaveURL(/\/contractorsApply\/view\//)
    await expect(phone.getByTestId('m-apply-state')).toContainText('准入有效期至')
    await phone.context().close()
    expect(
      sql<{ status: string }>("SELECT status FROM krs_contractor WHERE credit_code = '91110105MA00043212'"),
    ).toEqual([{ status: 'ADMITTED' }])

    // Every exchange is in the log: two sends, the refused callback with its reason, the one applied.
    await page.reload()
    await expect(logRows(page)).toHaveCount(4)
    const [applied, refused] = [logRows(page).nth(0), logRows(page).nth(1)]
    await expect(applied).toContainText('OA 回调')
    await expect(applied).toContainText('成功')
    await expect(refused).toContainText('OA 回调')
    await expect(refused).toContainText('401')
    await expect(refused).toContainText('签名错误（疑似伪造）')
    await refused.getByRole('button', { name: '查看' }).click()
    const exchange = page.getByTestId('oa-exchange')
    await expect(exchange).toContainText('/api/oa/callback')
    await expect(exchange).toContainText('"result": "REJECTED"')
    await exchange.locator('.ant-drawer-close').click()
    await expect(exchange).toBeHidden()

    // Back to the built-in approval.
    await setTarget(page, '内置审批')
  })
})
