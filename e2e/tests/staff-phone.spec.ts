import { audit, type Finding, report } from './a11y-helpers'
import { expect, sql, test } from './fixtures'
import { phonePage, signInByPhone } from './phone-helpers'

/**
 * Staff on the phone (issue 27): an employee signs in with their account's mobile number, finds
 * the entries their roles grant, and decides an approval waiting for them; their meal ordering
 * opens from the same home.
 */

// 张伟 (user-emp-01): heads the office; visitors may ask to see him.
const EMPLOYEE = { id: 'user-emp-01', phone: '13810001001', name: '张伟' }

test('an employee signs in on the phone, sees their entries and approves a visit waiting for them', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  // The web's first login asks him to change the initial password; the phone sign-in waits for that.
  sql('UPDATE sys_user SET password_must_change = 0 WHERE id = ?', EMPLOYEE.id)
  const visitorName = `访客${Date.now().toString(36).slice(-5)}`

  // A visitor asks to see him tomorrow.
  const visitor = await phonePage(browser, baseURL!)
  const visitorPhone = `137${String(Date.now()).slice(-8)}`
  await signInByPhone(visitor, visitorPhone, '/visitorIndex')
  const token = await visitor.evaluate(() => localStorage.getItem('CLIENT_TOKEN') ?? '')
  const { today } = (
    await (await visitor.request.get('/api/auth/c/getLoginUser', { headers: { token } })).json()
  ).data as { today: string }
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  const sent = await (
    await visitor.request.post('/api/krs/visitor/addOaFrom', {
      headers: { token },
      data: {
        submit: true,
        form: {
          visitorName,
          phone: visitorPhone,
          idType: 'ID_CARD',
          idNo: '11010519491231002X',
          company: '江苏恒力机电设备有限公司',
          reason: 'BUSINESS',
          hostUserId: EMPLOYEE.id,
          visitStart: `${tomorrow} 09:00`,
          visitEnd: `${tomorrow} 11:00`,
          safetyAccepted: true,
        },
      },
    })
  ).json()
  expect(sent.code, sent.msg).toBe(200)
  await visitor.context().close()

  // He signs in at /staff with the code sent to his number.
  const phone = await phonePage(browser, baseURL!)
  await signInByPhone(phone, EMPLOYEE.phone, '/staff', undefined, EMPLOYEE.name)
  await expect(phone.locator('h1')).toHaveText('员工服务')
  const approvals = phone.getByTestId('m-go-mobileApprove')
  await expect(approvals).toContainText('件待办')
  await expect(phone.getByTestId('m-go-mobileMeal')).toBeVisible()
  await expect(phone.getByTestId('m-go-mobileExam')).toBeVisible()
  // Each staff page meets WCAG 2.1 AA (axe), as the others do.
  const findings: Finding[] = [...(await audit(phone, 'staff home'))]

  await approvals.click()
  const item = phone.getByTestId('m-approve-todo').locator('a', { hasText: visitorName })
  await item.click()
  await expect(phone.getByTestId('m-flow-detail')).toContainText(visitorName)
  findings.push(...(await audit(phone, 'staff approval')))
  // Returning needs a comment.
  await phone.getByTestId('m-flow-RETURN').click()
  await expect(phone.getByTestId('m-flow-comment-error')).toHaveText('驳回或退回请填写审批意见')
  await phone.getByTestId('m-flow-comment').fill('欢迎来访，请携带身份证')
  await phone.getByTestId('m-flow-APPROVE').click()
  await phone.locator('.adm-dialog-button', { hasText: '同意' }).click()
  await expect(phone.locator('.adm-toast-main')).toContainText('已提交审批意见')
  await expect(phone.getByTestId('m-approve-todo').locator('a', { hasText: visitorName })).toHaveCount(0)
  expect(
    sql<{ status: string }>('SELECT status FROM krs_visit WHERE visitor_name = ?', visitorName)[0]?.status,
  ).toBe('APPROVED')
  // What he decided is under 我已审批, with his comment.
  await phone.getByText('我已审批').click()
  await expect(phone.getByTestId('m-approve-done').locator('a', { hasText: visitorName })).toContainText(
    '欢迎来访，请携带身份证',
  )
  findings.push(...(await audit(phone, 'staff approvals decided')))
  expect(findings, report(findings)).toEqual([])

  // Meals from the same home, as the employee he is (no second sign-in).
  await phone.getByTestId('m-back').click()
  await phone.getByTestId('m-back').click()
  await phone.getByTestId('m-go-mobileMeal').click()
  await expect(phone.locator('h1')).toHaveText('食堂订餐')
  await expect(phone.getByTestId('m-phone')).toHaveCount(0)
  await phone.context().close()
})
