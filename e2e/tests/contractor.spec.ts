import type { Browser, Page } from '@playwright/test'
import { form, pickOption, row, staffPage, staffPasswords, submitForm } from './admin-helpers'
import { expect, sql, test } from './fixtures'
import {
  fillCompany,
  fillLicence,
  fillPerson,
  phoneInput,
  phonePage,
  pick,
  pickDate,
  searchPick,
  signForm,
  signInByPhone,
  submitApplication,
  typePlate,
  upload,
} from './phone-helpers'

/**
 * Contractor admission end to end (issue 10): a contractor signs in on a phone with an SMS code,
 * applies with documents, two workers and a signature; the host department's head sees the task
 * (badge, message), returns it; the contractor fixes and resubmits; the head and both safety
 * reviewers (an all-must-approve step) approve; the contractor is admitted. It applies for hot
 * work: refused while a worker's certificate has run out, approved for the other, whose pass shows
 * as a QR code and opens the gate until revoked. A safety reviewer then
 * assigns it to a department's project and blacklists it with a reason, both in its history.
 */

const PHONE = '13987650001'
/** Sample employees: the production head and the two safety reviewers. */
const DIRECTOR = 'liuyang'
const SAFETY = ['huangmin', 'zhouqiang']
const COMPANY = '华建安装工程有限公司'
const WORK_PROJECT = '2 号炉检修'
async function openTask(page: Page) {
  await page.goto('/flow/task')
  await page.getByTestId(`flow-open-${COMPANY}`).first().click()
  await expect(page.getByTestId('flow-form-view')).toContainText('张三')
}

test.describe('contractor admission', () => {
  test.beforeAll(async () => {
    await staffPasswords([DIRECTOR, ...SAFETY])
  })

  test('a contractor applies by phone, is returned, resubmits and is admitted after every approval', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000)
    const phone = await phonePage(browser, baseURL!)
    await signInByPhone(phone, PHONE)

    // The form: company, one document, two workers (one welder with a hot-work certificate), signature.
    await phone.getByTestId('m-go-apply').click()
    await fillCompany(phone, {
      name: COMPANY,
      creditCode: '91110000600037341L',
      phone: PHONE,
      hostOrg: '生产运营部',
      scope: '管道安装与检修',
    })
    // The number field keeps digits and one point, two decimals.
    await phoneInput(phone, 'm-insuranceAmount').pressSequentially('50a0.125')
    await expect(phoneInput(phone, 'm-insuranceAmount')).toHaveValue('500.12')
    await fillLicence(phone, 'BL-2020-001')
    await fillPerson(phone, 0, {
      name: '张三',
      idCard: '11010519491231002X',
      phone: '13800001111',
      job: '焊工',
    })
    await pick(phone, 'm-person-0-certType', '动火作业')
    await phoneInput(phone, 'm-person-0-certNo').fill('T-HOT-001')
    await pickDate(phone, 'm-person-0-certExpiry', '2028-06-30')
    await upload(phone, 'm-person-0-certPhoto')
    await phone.getByTestId('m-add-person').click()
    // A wrong check digit is named at once.
    await phoneInput(phone, 'm-person-1-idCard').fill('110105194912310021')
    await phoneInput(phone, 'm-person-1-idCard').blur()
    await fillPerson(phone, 1, {
      name: '李四',
      idCard: '110105194912310021',
      phone: '13800002222',
      job: '普工',
    })
    await phone.getByTestId('m-submit').click()
    await expect(phone.getByText('身份证号码不正确（18 位，校验位不符）')).toBeVisible()
    await phoneInput(phone, 'm-person-1-idCard').fill('110101199003070310')

    await signForm(phone)

    await submitApplication(phone, /\/contractorsApplyRecords$/)
    await expect(phone.getByTestId('m-record').first()).toContainText('审批中')

    // The host department's head: the badge, the message, the task with the whole form; returns it.
    const director = await staffPage(browser, baseURL!, DIRECTOR)
    await expect(director.getByTestId('approval-badge')).toContainText('1')
    expect(
      sql(
        "SELECT m.id FROM sys_message m JOIN sys_message_user u ON u.message_id = m.id JOIN sys_user s ON s.id = u.user_id WHERE s.account = ? AND m.subject LIKE '%华建%'",
        DIRECTOR,
      ).length,
    ).toBe(1)
    await openTask(director)
    await director.getByTestId('flow-comment').fill('请补充作业范围：含焊接')
    await director.getByTestId('flow-return').click()
    await expect(director.getByTestId('flow-return')).toBeHidden()

    // The contractor sees why, fixes it and submits again.
    await phone.reload()
    await phone.getByTestId('m-record').first().click()
    await expect(phone.getByTestId('m-returned')).toContainText('请补充作业范围：含焊接')
    await phone.getByTestId('m-edit').click()
    await phoneInput(phone, 'm-scope').fill('管道安装与检修（含焊接）')
    await submitApplication(phone, /\/contractorsApplyRecords$/)

    // The head approves; then both safety reviewers must.
    await openTask(director)
    await director.getByTestId('flow-approve').click()
    await expect(director.getByTestId('flow-approve')).toBeHidden()
    for (const account of SAFETY) {
      const reviewer = await staffPage(browser, baseURL!, account)
      await openTask(reviewer)
      await reviewer.getByTestId('flow-approve').click()
      await expect(reviewer.getByTestId('flow-approve')).toBeHidden()
      await reviewer.context().close()
    }

    await phone.reload()
    await expect(phone.getByTestId('m-record').first()).toContainText('已通过')
    await phone.getByTestId('m-record').first().click()
    await expect(phone.getByTestId('m-apply-state')).toContainText('准入有效期至')
    await expect(phone.getByTestId('m-trail')).toContainText('退回修改')
    expect(
      sql<{ status: string }>("SELECT status FROM krs_contractor WHERE credit_code = '91110000600037341L'"),
    ).toEqual([{ status: 'ADMITTED' }])

    // Entry work. 李四's hot-work certificate has since run out; 张三's holds.
    sql(
      "UPDATE krs_contractor_person SET cert_type = 'HOT_WORK', cert_no = 'T-HOT-002', cert_expiry = '2024-01-31' WHERE name = '李四'",
    )
    await phone.goto('/contractor')
    await phone.getByTestId('m-go-work').click()
    // The only admitted company is chosen already.
    await expect(phone.getByTestId('m-contractor')).toHaveText(COMPANY)
    await phoneInput(phone, 'm-project').fill(WORK_PROJECT)
    await phoneInput(phone, 'm-area').fill('锅炉房二层')
    await phone.getByTestId('m-workTypes').getByText('动火作业', { exact: true }).click()
    await phone.locator('[data-name="张三"] .adm-checkbox').click()
    await phone.locator('[data-name="李四"] .adm-checkbox').click()
    await expect(phone.locator('[data-name="李四"]')).toContainText('早于作业结束日期')
    // Plates only by the plate keyboard: it opens on the provinces; I and O are nowhere; a key that
    // cannot come next is off.
    await phone.getByTestId('m-add-vehicle').click()
    await phone.getByTestId('m-vehicle-0').click()
    const kb = phone.getByTestId('plate-keyboard')
    await expect(kb.getByTestId('plate-toggle')).toHaveText('ABC')
    await expect(kb.getByTestId('plate-toggle')).toBeDisabled()
    await expect(kb.getByTestId('plate-key-京')).toBeEnabled()
    await expect(kb.getByTestId('plate-key-警')).toBeDisabled()
    await kb.getByTestId('plate-key-浙').click()
    await expect(kb.getByTestId('plate-key-A')).toBeEnabled()
    await expect(kb.getByTestId('plate-key-1')).toBeDisabled()
    await expect(kb.getByTestId('plate-key-I')).toHaveCount(0)
    await expect(kb.getByTestId('plate-key-O')).toHaveCount(0)
    // Emptied, it is back on the provinces.
    await kb.getByTestId('plate-backspace').click()
    await expect(kb.getByTestId('plate-key-浙')).toBeEnabled()
    for (const c of '浙AD12345') await kb.getByTestId(`plate-key-${c}`).click()
    // A new-energy plate is full at eight.
    await expect(kb.locator('.plate-key:not(.plate-key-wide):enabled')).toHaveCount(0)
    await kb.getByTestId('plate-done').click()
    await expect(phone.getByTestId('m-vehicle-0')).toHaveAttribute('data-value', '浙AD12345')
    await phone.getByTestId('m-add-vehicle').click()
    await typePlate(phone, 'm-vehicle-1', '苏A12346')
    // Clear empties it and closes; then the plate the job brings.
    await phone.getByTestId('m-vehicle-1').click()
    await kb.getByTestId('plate-clear').click()
    await expect(kb).toBeHidden()
    await expect(phone.getByTestId('m-vehicle-1')).toHaveAttribute('data-value', '')
    await typePlate(phone, 'm-vehicle-1', '苏A12345')
    await searchPick(phone, 'm-responsible', '刘洋', '生产运营部')
    await expect(phone.getByTestId('m-responsible')).toHaveText('刘洋')
    // Refused while 李四 is in: the form names him.
    await phone.getByTestId('m-submit').click()
    await expect(phone.getByText('李四 不能从事所选作业，请调整作业类型或取消勾选')).toBeVisible()
    await phone.locator('[data-name="李四"] .adm-checkbox').click()
    await submitApplication(phone, /\/workApplication\/view\//)
    await expect(phone.getByTestId('m-work-state')).toContainText('审批中')

    // The host department's head, then a safety reviewer (hot work), approve it.
    await director.goto('/flow/task')
    await director.getByTestId(`flow-open-${COMPANY} · ${WORK_PROJECT}`).first().click()
    await expect(director.getByTestId('flow-form-view')).toContainText('张三')
    await expect(director.getByTestId('flow-form-view')).toContainText('苏A12345')
    await expect(director.getByTestId('flow-form-view')).toContainText('浙AD12345')
    await director.getByTestId('flow-approve').click()
    await expect(director.getByTestId('flow-approve')).toBeHidden()
    const safety = await staffPage(browser, baseURL!, SAFETY[0]!)
    await safety.goto('/flow/task')
    await safety.getByTestId(`flow-open-${COMPANY} · ${WORK_PROJECT}`).first().click()
    // Decided on the form read, not on a drawer still loading it.
    await expect(safety.getByTestId('flow-form-view')).toContainText('张三')
    await safety.getByTestId('flow-approve').click()
    await expect(safety.getByTestId('flow-approve')).toBeHidden()

    // The approved worker has a pass, a QR code on the phone.
    await phone.reload()
    await expect(phone.getByTestId('m-work-state')).toContainText('已通过')
    await expect(phone.getByTestId('m-pass')).toHaveCount(1)
    await expect(phone.getByTestId('m-pass')).toHaveAttribute('data-name', '张三')
    await phone.getByTestId('m-pass').click()
    await expect(phone.getByTestId('m-pass-big').locator('svg')).toBeVisible()

    // The gate reads the code and lets 张三 in; once revoked, it refuses.
    const [pass] = sql<{ code: string }>("SELECT code FROM krs_work_pass WHERE person_name = '张三'")
    await safety.goto('/krs/work')
    await safety.getByTestId('work-check-code').fill(pass!.code)
    await safety.getByTestId('work-check-submit').click()
    await expect(safety.getByTestId('work-check-result')).toContainText('张三')
    await safety.getByTestId(`work-name-${COMPANY}`).first().click()
    await expect(safety.getByTestId('work-passes')).toContainText('张三')
    await safety.getByTestId('work-revoke-张三').click()
    await safety.getByTestId('work-revoke-reason').fill('已离场')
    await submitForm(safety, form(safety, 'work-revoke-form'))
    await expect(safety.getByTestId('work-passes')).toContainText('已离场')
    await safety.locator('.ant-drawer-close').click()
    await expect(safety.getByTestId('work-detail')).toBeHidden()
    await safety.getByTestId('work-check-submit').click()
    await expect(safety.getByTestId('work-check-result')).toContainText('已被收回')
    await safety.context().close()
    await director.context().close()
    await phone.context().close()

    // The safety department keeps the register: it assigns the contractor, then blacklists it.
    const keeper = await staffPage(browser, baseURL!, SAFETY[1]!)
    await keeper.goto('/krs/contractor')
    await expect(row(keeper, COMPANY)).toContainText('已准入')
    await keeper.getByTestId(`contractor-assign-${COMPANY}`).click()
    const assignForm = form(keeper, 'contractor-assign-form')
    await pickOption(keeper, assignForm.getByTestId('contractor-a-org'), '采购物流部')
    await assignForm.getByTestId('contractor-a-project').fill('二号仓库改造')
    await submitForm(keeper, assignForm)

    await keeper.getByTestId(`contractor-blacklist-${COMPANY}`).click()
    const reasonForm = form(keeper, 'contractor-reason-form')
    // A reason is required.
    await reasonForm.getByTestId('form-submit').click()
    await expect(reasonForm).toContainText('请输入原因')
    await reasonForm.getByTestId('contractor-reason').fill('违章动火，未办动火证')
    await submitForm(keeper, reasonForm)
    await expect(row(keeper, COMPANY)).toContainText('黑名单')

    // Corrected details are kept in the history with what they were.
    await keeper.getByTestId(`contractor-edit-${COMPANY}`).click()
    const editForm = form(keeper, 'contractor-edit-form')
    await expect(editForm.getByTestId('contractor-f-phone')).toHaveValue(PHONE)
    await editForm.getByTestId('contractor-f-phone').fill('13987650002')
    await submitForm(keeper, editForm)

    await keeper.getByTestId(`contractor-name-${COMPANY}`).click()
    const drawer = keeper.getByTestId('contractor-detail')
    await expect(drawer.getByTestId('contractor-basics')).toContainText('违章动火，未办动火证')
    await drawer.getByRole('tab', { name: /分配/ }).click()
    await expect(drawer.getByTestId('contractor-assignments')).toContainText('二号仓库改造')
    await drawer.getByRole('tab', { name: '变更记录' }).click()
    const history = drawer.getByTestId('contractor-history')
    await expect(history.locator('.ant-table-row')).toHaveCount(4)
    await expect(history.locator('.ant-table-row').first()).toContainText('周强')
    await expect(history.locator('.ant-table-row').first()).toContainText(`${PHONE} → 13987650002`)
    await expect(history.locator('.ant-table-row').nth(1)).toContainText('违章动火，未办动火证')
    await expect(history.locator('.ant-table-row').last()).toContainText('系统')
    await keeper.context().close()
  })
})
