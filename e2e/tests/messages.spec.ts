import {
  ADMIN_SET_WARNING,
  addUserWithPassword,
  apiCaller,
  changePasswordFirst,
  form,
  loginAdmin,
  loginAs,
  pickOption,
  row,
  submitForm,
  toast,
} from './admin-helpers'
import { expect, logoutViaMenu, test } from './fixtures'

const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString()

test('the super admin sends a message to a role; its member sees the badge, reads it, and the count drops', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await loginAdmin(page)
  const call = await apiCaller(page)
  const stamp = Date.now().toString(36).slice(-5)
  const roleName = `收信角色${stamp}`
  const roleId = (await call('/api/sys/role/add', {
    name: roleName,
    code: `msg${stamp}`,
    category: 'GLOBAL',
  })) as string
  const member = await addUserWithPassword(page, 'msg', '收信人', [roleId])

  // The message page: a draft to the role, with rich content, then sent from the list.
  await page.goto('/dev/message')
  await page.getByTestId('message-add').click()
  const f = form(page, 'message-form')
  const subject = `安全例会${stamp}`
  await f.getByTestId('message-subject').fill(subject)
  await f.locator('.ant-radio-button-wrapper', { hasText: '角色' }).click()
  await pickOption(page, f.getByTestId('message-receivers'), roleName)
  // A multiple select stays open: closing it by clicking elsewhere in the form.
  await f.getByText('接收对象', { exact: true }).click()
  const editor = f.getByTestId('message-content')
  await editor.click()
  await page.keyboard.type('周五下午三点')
  await page.keyboard.press('Control+b')
  await page.keyboard.type('准时')
  await submitForm(page, f)
  await expect(row(page, subject)).toContainText('草稿')
  await page.getByTestId(`message-send-${subject}`).click()
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s?定|OK/ })
    .click()
  await expect(toast(page).filter({ hasText: '已发送给 1 人' })).toBeVisible()
  await expect(row(page, subject)).toContainText('已发送')
  await expect(row(page, subject)).toContainText('0 / 1')

  // The member: the badge shows one unread, the drawer lists it, reading it drops the count.
  await logoutViaMenu(page)
  await expect(page).toHaveURL(/\/login/)
  await loginAs(page, member.account, member.password)
  await changePasswordFirst(page, member.password, 'Member#2468', ADMIN_SET_WARNING)
  const bell = page.getByTestId('message-bell')
  await expect(bell).toHaveAccessibleName('未读消息 1 条')
  // Keyboard: the bell is a button that opens the drawer.
  await bell.focus()
  await page.keyboard.press('Enter')
  const drawer = page.getByTestId('message-drawer')
  await expect(drawer).toBeVisible()
  await drawer.getByTestId('unread-message').filter({ hasText: subject }).click()
  const reading = page.getByTestId('message-reading')
  await expect(reading).toContainText('周五下午三点')
  await expect(reading.locator('strong')).toHaveText('准时')
  await expect(bell).toHaveAccessibleName('消息')
  await page.keyboard.press('Escape')
  await expect(drawer).toContainText('没有未读消息')
  // The user centre's list shows it read.
  await drawer.getByTestId('message-more').click()
  await expect(page).toHaveURL(/\/usercenter\?tab=messages/)
  await expect(row(page, subject)).toContainText('已读')

  // The administrator sees the read count.
  await logoutViaMenu(page)
  await loginAdmin(page)
  await page.goto('/dev/message')
  await expect(row(page, subject)).toContainText('1 / 1')
})

test('a notice shows on the workbench and the login page inside its window only', async ({ page }) => {
  test.setTimeout(180_000)
  await loginAdmin(page)
  const call = await apiCaller(page)
  const stamp = Date.now().toString(36).slice(-5)
  const now = `停电通知${stamp}`
  const later = `下周通知${stamp}`
  const past = `过期通知${stamp}`

  // Through the page: a notice for the workbench and the login page, then published from its row.
  await page.goto('/dev/notice')
  await page.getByTestId('notice-add').click()
  const f = form(page, 'notice-form')
  await f.getByTestId('notice-title').fill(now)
  await f.getByRole('checkbox', { name: '登录页' }).check()
  await f.getByTestId('notice-content').click()
  await page.keyboard.type('今晚十点至十一点停电')
  await submitForm(page, f)
  await expect(row(page, now)).toContainText('未发布')
  await page.getByTestId(`notice-publish-${now}`).click()
  await expect(row(page, now)).toContainText('已发布')

  // Two more with windows that do not hold now, published too.
  const laterId = await call('/api/dev/notice/add', {
    title: later,
    content: '',
    placeList: ['WORKBENCH'],
    startAt: hours(24 * 7),
  })
  const pastId = await call('/api/dev/notice/add', {
    title: past,
    content: '',
    placeList: ['WORKBENCH', 'LOGIN'],
    startAt: hours(-48),
    endAt: hours(-24),
  })
  await call('/api/dev/notice/publish', { idList: [laterId, pastId], published: true })

  await page.goto('/index')
  const card = page.getByTestId('wb-notices')
  await expect(card).toContainText(now)
  await expect(card).not.toContainText(later)
  await expect(card).not.toContainText(past)
  await card.getByText(now).click()
  await expect(card).toContainText('今晚十点至十一点停电')

  // The login page (no session) shows the login-page notice, and not the one whose window has closed.
  await logoutViaMenu(page)
  await expect(page).toHaveURL(/\/login/)
  const notices = page.getByTestId('login-notices')
  await expect(notices).toContainText(now)
  await expect(notices).not.toContainText(past)

  // Withdrawn: gone from the login page at once.
  await loginAdmin(page)
  await page.goto('/dev/notice')
  await page.getByTestId(`notice-publish-${now}`).click()
  await expect(row(page, now)).toContainText('未发布')
  await logoutViaMenu(page)
  await expect(page.getByTestId('login-account')).toBeVisible()
  await expect(page.getByTestId('login-notices')).toHaveCount(0)
})
