import type { DemoContent } from '../../../core/demo.js'
import { newId } from '../../../core/ids.js'
import { menuHolders } from '../../../core/permissions.js'
import { FEEDBACK_MENU } from './service.js'

type Sample = [
  category: string,
  content: string,
  name: string | null,
  phone: string | null,
  email: string | null,
]
const SAMPLES: Sample[] = [
  ['CANTEEN', '二号食堂午餐的米饭偏硬，希望改进一下。', '王师傅', '13800138011', null],
  ['ENVIRONMENT', '3 号仓库门口的路灯坏了，夜班进出不太安全。', null, '13800138012', null],
  [
    'SAFETY',
    '东门卸货区的地面有油污，容易滑倒，建议尽快清理并设置警示牌。',
    '李工',
    null,
    'li.gong@example.com',
  ],
  ['SERVICE', '访客登记处的工作人员很耐心，点赞！', null, null, null],
  ['WEBSITE', '手机上预约访客时，选择日期的控件有时不好点。', 'Chen', null, 'chen@example.com'],
  ['OTHER', '希望在停车场增加电动车充电桩。', '赵女士', '13800138015', null],
]

/**
 * Feedback of the last days in every state, so the page shows new, assigned, replied and closed
 * items (the replies are recorded, not sent: the demo has no mail server).
 */
export const feedbackDemo: DemoContent = {
  key: 'KRS_FEEDBACK',
  async run({ db, daysAgo }) {
    const admin = await db
      .selectFrom('sysUser')
      .select(['id', 'name'])
      .where('id', 'in', [...(await menuHolders(db, FEEDBACK_MENU)), ''])
      .executeTakeFirst()
    const states = ['NEW', 'NEW', 'ASSIGNED', 'REPLIED', 'CLOSED', 'NEW']
    for (const [i, [category, content, name, phone, email]] of SAMPLES.entries()) {
      const status = states[i]!
      const at = daysAgo(SAMPLES.length - i)
      const handled = status !== 'NEW' && admin
      const replied = status === 'REPLIED' || status === 'CLOSED'
      await db
        .insertInto('krsFeedback')
        .values({
          id: newId(),
          category,
          content,
          photosJson: '[]',
          photoCount: 0,
          contactName: name,
          contactPhone: phone,
          contactEmail: email,
          clientId: null,
          clientIp: null,
          lang: 'zh-cn',
          status,
          assigneeId: handled ? admin.id : null,
          assigneeName: handled ? admin.name : null,
          reply: replied ? '感谢反馈，已安排相关部门处理，预计本周内完成。' : null,
          replyChannel: replied ? 'NONE' : null,
          replyDelivery: null,
          replyError: null,
          repliedAt: replied ? daysAgo(SAMPLES.length - i - 1) : null,
          repliedByName: replied && admin ? admin.name : null,
          closedAt: status === 'CLOSED' ? daysAgo(0) : null,
          closeRemark: null,
          createdAt: at,
          createdUser: null,
          updatedAt: handled ? at : null,
          updatedUser: handled ? admin.id : null,
        })
        .execute()
    }
  },
}
