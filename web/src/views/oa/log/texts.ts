import type { ViewTexts } from '../../../i18n/views'

/** Texts of the OA result log (zh-cn); the English below has the same keys. */
const zhCn = {
  oaLog: {
    listTitle: 'OA 结果日志',
    time: '时间',
    direction: '方向',
    OUT: '发往 OA',
    IN: 'OA 回调',
    application: '申请',
    oaRequestId: 'OA 请求号',
    httpStatus: 'HTTP 状态',
    duration: '耗时（毫秒）',
    attempt: '第几次',
    result: '结果',
    ok: '成功',
    failed: '失败',
    error: '错误',
    outboxStatus: '请求状态',
    PENDING: '等待重试',
    SENT: '已送达',
    FAILED: '已放弃',
    view: '查看',
    resend: '重新发送',
    resendConfirm: '立即重新发送这条请求到 OA 吗？',
    resent: '已送达 OA',
    resendFailed: '仍未送达，请查看最新的日志',
    detailTitle: '交换详情',
    url: '地址',
    requestBody: '请求',
    responseBody: '响应',
    // Why a callback was refused (the server logs the reason's key).
    oaSignatureWrong: '签名错误（疑似伪造）',
    oaTimestampOff: '时间戳相差超过 5 分钟',
    oaReplay: '重复的回调（重放）',
    oaUnknownRequest: '没有这个 OA 请求',
    oaNotConfigured: '尚未配置 OA',
  },
}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    oaLog: {
      listTitle: 'OA result log',
      time: 'Time',
      direction: 'Direction',
      OUT: 'To the OA',
      IN: 'OA callback',
      application: 'Application',
      oaRequestId: 'OA request',
      httpStatus: 'HTTP status',
      duration: 'Duration (ms)',
      attempt: 'Attempt',
      result: 'Result',
      ok: 'Succeeded',
      failed: 'Failed',
      error: 'Error',
      outboxStatus: 'Request state',
      PENDING: 'Retry due',
      SENT: 'Delivered',
      FAILED: 'Given up',
      view: 'View',
      resend: 'Send again',
      resendConfirm: 'Send this request to the OA again now?',
      resent: 'The OA has it',
      resendFailed: 'Still not delivered; see the newest log entry',
      detailTitle: 'Exchange',
      url: 'URL',
      requestBody: 'Request',
      responseBody: 'Response',
      oaSignatureWrong: 'Wrong signature (forged?)',
      oaTimestampOff: 'Timestamp more than 5 minutes off',
      oaReplay: 'Callback received before (a replay)',
      oaUnknownRequest: 'No such OA request',
      oaNotConfigured: 'The OA is not set up',
    },
  },
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}
