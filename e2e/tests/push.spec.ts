import { peerWebhooks, pushPeer } from '../../server/src/test/pushPeers'
import { confirmPop, form, row, submitForm } from './admin-helpers'
import { expect, login, sql, test, toast } from './fixtures'

/**
 * Push to staff where they work (issue 40): the administrator adds a signed DingTalk robot on the
 * push channels page (the webhook and secret are never shown again), tests it (a local peer
 * checking DingTalk's signature takes it), finds the message in the push log, and deletes the robot.
 */
test('an administrator adds a signed DingTalk robot, tests it and finds the message in the push log', async ({
  page,
}) => {
  const peer = await pushPeer()
  const token = `e2eding${Date.now()}`
  const secret = 'SECe2eDingTalkSecret2026'
  peer.robots.set(token, secret)
  const name = `值班群${Date.now() % 100000}`
  try {
    await login(page)
    await page.goto('/dev/pushChannel')
    await page.getByTestId('push-channel-add').click()
    const dialog = form(page, 'push-channel-form')
    await dialog.getByTestId('push-channel-name').fill(name)
    // A Feishu address for a DingTalk robot is refused by name.
    await dialog.getByTestId('push-channel-webhook').fill(peerWebhooks(peer, token).FEISHU)
    await dialog.getByTestId('form-submit').click()
    await expect(toast(page).filter({ hasText: 'Webhook 地址不是 DINGTALK 机器人的地址' })).toBeVisible()
    await dialog.getByTestId('push-channel-webhook').fill(peerWebhooks(peer, token).DINGTALK)
    await dialog.getByTestId('push-channel-secret').fill(secret)
    await submitForm(page, dialog)

    const channel = row(page, name)
    await expect(channel).toContainText('钉钉')
    await expect(channel).toContainText('审批待办')
    await expect(channel).toContainText('已设置')
    await expect(channel).not.toContainText(token)

    await page.getByTestId(`push-channel-test-${name}`).click()
    await expect(toast(page).filter({ hasText: '测试消息已送达' })).toBeVisible()
    expect(peer.hits.map((h) => [h.robot, h.signatureValid])).toEqual([[token, true]])

    await page.goto('/dev/push')
    const logged = row(page, name)
    await expect(logged).toContainText('测试消息')
    await expect(logged).toContainText('已发送')
    await logged.getByText('详情').click()
    await expect(page.getByTestId('push-detail')).toContainText(`群机器人“${name}”已接通`)
    await expect(page.getByTestId('push-detail')).not.toContainText(token)
  } finally {
    // Lanes share the server: the robot is removed whatever happened.
    if (sql('SELECT id FROM dev_push_channel WHERE name = ?', name).length) {
      await page.goto('/dev/pushChannel')
      await page.getByTestId(`push-channel-delete-${name}`).click()
      await confirmPop(page)
      await expect(row(page, name)).toBeHidden()
    }
    expect(sql('SELECT id FROM dev_push_channel WHERE name = ?', name)).toEqual([])
    await peer.close()
  }
})
