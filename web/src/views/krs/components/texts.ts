import type { ViewTexts } from '../../../i18n/views'

/** Texts of the pieces every application page of the contractor area shares (zh-cn; en has the same keys). */
const zhCn = {
  krsKit: {
    DRAFT: '草稿',
    RUNNING: '审批中',
    RETURNED: '已退回',
    APPROVED: '已通过',
    REJECTED: '已驳回',
    WITHDRAWN: '已撤回',
    CANCELLED: '已取消',
    noTrail: '暂无审批记录',
    loadFailed: '申请加载失败',
    retry: '重试',
  },
}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    krsKit: {
      DRAFT: 'Draft',
      RUNNING: 'In approval',
      RETURNED: 'Returned',
      APPROVED: 'Approved',
      REJECTED: 'Rejected',
      WITHDRAWN: 'Withdrawn',
      CANCELLED: 'Cancelled',
      noTrail: 'No decisions yet',
      loadFailed: 'The application could not be loaded',
      retry: 'Retry',
    },
  },
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}
