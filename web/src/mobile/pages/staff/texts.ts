import { useLang } from '../../core'

/** The staff pages' own texts (their titles are in `mobile/texts.ts`): loaded with the pages. */
const zhCn = {
  welcome: '您好，{name}',
  noEntries: '您还没有手机端的功能权限，请联系管理员分配。',
  notOnPhone: '手机端暂不支持，请在电脑上办理',
  todoCount: '{n} 件待办',
  hints: {
    '/staff/approve': '待我审批与我已审批的申请',
    '/staff/apply': '我提交的申请及审批进度',
    '/repastorder': '预订近几天的餐食，截止前可修改或取消',
    '/mealquestionnaireFrom': '评价用餐体验，每份问卷提交一次',
    '/examIndex': '参加安全知识考试，查看成绩',
    '/feedback': '对食堂、环境、安全或服务提出意见',
  } as Record<string, string>,
  todo: '待我审批',
  done: '我已审批',
  applicant: '申请人',
  submittedAt: '提交于 {time}',
  step: '当前环节',
  status: {
    RUNNING: '审批中',
    RETURNED: '已退回',
    APPROVED: '已通过',
    REJECTED: '已驳回',
    WITHDRAWN: '已撤回',
  } as Record<string, string>,
  summary: '申请内容',
  comment: '审批意见',
  commentHint: '驳回和退回须填写意见',
  commentRequired: '驳回或退回请填写审批意见',
  decide: { APPROVE: '同意', RETURN: '退回', REJECT: '驳回' } as Record<string, string>,
  confirm: {
    APPROVE: '确定同意这份申请吗？',
    RETURN: '确定退回给申请人修改吗？',
    REJECT: '确定驳回这份申请吗？驳回后申请结束。',
  } as Record<string, string>,
  decided: '已提交审批意见',
  notYours: '这份申请已不在您的待办中',
  yourDecision: '我的意见：{action}',
}
export type StaffTexts = typeof zhCn

const en: StaffTexts = {
  welcome: 'Hello, {name}',
  noEntries: 'No phone functions are granted to you yet; ask an administrator.',
  notOnPhone: 'Not on the phone yet; please use a computer',
  todoCount: '{n} to decide',
  hints: {
    '/staff/approve': 'Applications waiting for me, and those I decided',
    '/staff/apply': 'What I applied for, and how far it got',
    '/repastorder': 'Order meals for the coming days; change or cancel before the cut-off',
    '/mealquestionnaireFrom': 'Tell the canteen how your meals were',
    '/examIndex': 'Take the safety exams, see your results',
    '/feedback': 'Tell us about the canteen, the site, safety or our service',
  },
  todo: 'Waiting for me',
  done: 'Decided by me',
  applicant: 'Applicant',
  submittedAt: 'Submitted {time}',
  step: 'Step',
  status: {
    RUNNING: 'In approval',
    RETURNED: 'Returned',
    APPROVED: 'Approved',
    REJECTED: 'Rejected',
    WITHDRAWN: 'Withdrawn',
  },
  summary: 'The application',
  comment: 'Comment',
  commentHint: 'Required to reject or return',
  commentRequired: 'Write a comment to reject or return',
  decide: { APPROVE: 'Approve', RETURN: 'Return', REJECT: 'Reject' },
  confirm: {
    APPROVE: 'Approve this application?',
    RETURN: 'Return it to the applicant for changes?',
    REJECT: 'Reject this application? It ends here.',
  },
  decided: 'Your decision is in',
  notYours: 'This application no longer waits for you',
  yourDecision: 'My decision: {action}',
}

export const useStaffTexts = (): StaffTexts => (useLang() === 'en' ? en : zhCn)
