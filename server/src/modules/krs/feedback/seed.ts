import type { PageSeed } from '../../../core/resources.js'
import { FEEDBACK_MENU } from './service.js'

/** The back-office's feedback page (people leave it at `/feedback`). */
export const feedbackPage: PageSeed = {
  catalog: 'menu-cat-feedback',
  sortCode: 10,
  id: 'menu-krs-feedback',
  code: FEEDBACK_MENU,
  title: '意见反馈',
  titleEn: 'Feedback',
  path: '/krs/feedback',
  component: 'krs/feedback/index',
  icon: 'message-outlined',
  buttons: [
    ['krsFeedbackAssign', '指派反馈', 'Assign feedback'],
    ['krsFeedbackReply', '答复反馈', 'Reply to feedback'],
    ['krsFeedbackClose', '关闭反馈', 'Close feedback'],
    ['krsFeedbackDelete', '删除反馈', 'Delete feedback'],
    ['krsFeedbackExport', '导出反馈', 'Export feedback'],
  ],
  fields: [['contactPhone', '完整手机号码', 'Phone numbers in full']],
}
