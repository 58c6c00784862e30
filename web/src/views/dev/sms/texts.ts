import type { ViewTexts } from '../../../i18n/views'

/** Texts of the SMS log page (zh-cn); the English below must have the same keys. */
const zhCn = {
  sms: {
    listTitle: '短信日志',
    phone: '手机号',
    kind: '用途',
    CLIENT_LOGIN: '手机号登录验证码',
    STAFF_LOGIN: '员工手机登录验证码',
    PHONE: '找回密码验证码',
    BIND_PHONE: '绑定手机验证码',
    other: '其他',
    content: '内容',
    masked: '验证码已隐藏：已配置真实短信服务商，或本条经真实服务商发送',
    provider: '通道',
    fallbackFrom: '首选通道（已改用备用）',
    messageId: '服务商消息编号',
    receiptAt: '回执时间',
    status: '状态',
    SENT: '已提交',
    DELIVERED: '已送达',
    UNDELIVERED: '未送达',
    FAIL: '失败',
    error: '失败原因',
    createdAt: '发送时间',
    timeRange: '时间范围',
    detailTitle: '短信详情',
    resend: '重发',
    resendConfirm: '用当前配置的短信通道重新发送这条短信？',
    resent: '已重新发送',
  },
}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    sms: {
      listTitle: 'SMS log',
      phone: 'Phone',
      kind: 'Purpose',
      CLIENT_LOGIN: 'Phone sign-in code',
      STAFF_LOGIN: 'Staff phone sign-in code',
      PHONE: 'Password recovery code',
      BIND_PHONE: 'Phone binding code',
      other: 'Other',
      content: 'Content',
      masked: 'Code hidden: a real SMS provider is configured or carried this message',
      provider: 'Channel',
      fallbackFrom: 'First channel (fallback used)',
      messageId: 'Vendor message id',
      receiptAt: 'Receipt at',
      status: 'State',
      SENT: 'Accepted',
      DELIVERED: 'Delivered',
      UNDELIVERED: 'Not delivered',
      FAIL: 'Failed',
      error: 'Reason',
      createdAt: 'Sent at',
      timeRange: 'Time range',
      detailTitle: 'SMS',
      resend: 'Resend',
      resendConfirm: 'Send this message again through the channel configured now?',
      resent: 'Sent again',
    },
  },
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}
