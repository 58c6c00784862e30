import type { ViewTexts } from '../../../i18n/views'

/** Texts of this page (zh-cn); the English below must have the same keys. */
const zhCn = {
  log: {
    name: '名称',
    category: '类别',
    exeStatus: '执行状态',
    SUCCESS: '成功',
    FAIL: '失败',
    opIp: 'IP',
    opBrowser: '浏览器',
    reqMethod: '请求方式',
    reqUrl: '请求地址',
    paramJson: '请求参数',
    resultJson: '返回结果',
    exeMessage: '说明',
    opTime: '时间',
    opUser: '操作人',
    hitCount: '次数',
    timeRange: '时间范围',
    byDay: '近 7 天（按天）',
    byCategory: '按类别',
    clear: '清空',
    clearConfirm: '确定清空全部“{{category}}”日志吗？此操作不可恢复。',
    LOGIN: '登录',
    LOGOUT: '登出',
    OPERATE: '操作',
    EXCEPTION: '异常',
    DENIED: '拒绝',
    detailTitle: '日志详情',
  },
}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    log: {
      name: 'Name',
      category: 'Category',
      exeStatus: 'Result',
      SUCCESS: 'Success',
      FAIL: 'Failure',
      opIp: 'IP',
      opBrowser: 'Browser',
      reqMethod: 'Method',
      reqUrl: 'URL',
      paramJson: 'Parameters',
      resultJson: 'Result',
      exeMessage: 'Message',
      opTime: 'Time',
      opUser: 'User',
      hitCount: 'Count',
      timeRange: 'Time range',
      byDay: 'Last 7 days (by day)',
      byCategory: 'By category',
      clear: 'Clear',
      clearConfirm: 'Clear every "{{category}}" entry? This cannot be undone.',
      LOGIN: 'Login',
      LOGOUT: 'Logout',
      OPERATE: 'Operation',
      EXCEPTION: 'Exception',
      DENIED: 'Denied',
      detailTitle: 'Log entry',
    },
  },
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}
