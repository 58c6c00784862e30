import type { ViewTexts } from '../../../i18n/views'

/** Texts of the résumés page (zh-cn); the English below has the same keys. */
const zhCn = {
  resumePage: {
    listTitle: '简历管理',
    name: '姓名',
    searchHint: '姓名或手机号码开头',
    position: '应聘职位',
    positionClosed: '已停止',
    gender: '性别',
    MALE: '男',
    FEMALE: '女',
    phone: '手机号码',
    email: '电子邮箱',
    education: '学历',
    message: '留言',
    status: '状态',
    NEW: '新投递',
    REVIEWED: '已查看',
    INTERVIEW: '邀请面试',
    REJECTED: '不合适',
    HIRED: '已录用',
    remark: '备注',
    remarkHint: '例如面试时间、评价（仅内部可见）',
    receivedAt: '投递时间',
    timeRange: '投递时间',
    clientIp: '来源 IP',
    attachment: '简历附件',
    noAttachment: '附件已不存在',
    download: '下载附件',
    detail: '查看',
    detailTitle: '简历详情',
    updated: '最后处理',
    changeStatus: '处理',
    statusTitle: '处理简历',
    status_ok: '已更新状态',
  },
}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    resumePage: {
      listTitle: 'Résumés',
      name: 'Name',
      searchHint: 'Name or start of mobile number',
      position: 'Position',
      positionClosed: 'closed',
      gender: 'Gender',
      MALE: 'Male',
      FEMALE: 'Female',
      phone: 'Mobile',
      email: 'E-mail',
      education: 'Education',
      message: 'Message',
      status: 'Status',
      NEW: 'New',
      REVIEWED: 'Reviewed',
      INTERVIEW: 'Interview',
      REJECTED: 'Rejected',
      HIRED: 'Hired',
      remark: 'Remark',
      remarkHint: 'E.g. interview time, assessment (internal only)',
      receivedAt: 'Received',
      timeRange: 'Received',
      clientIp: 'Source IP',
      attachment: 'Résumé file',
      noAttachment: 'The file no longer exists',
      download: 'Download',
      detail: 'View',
      detailTitle: 'Résumé',
      updated: 'Last reviewed',
      changeStatus: 'Review',
      statusTitle: 'Review résumé',
      status_ok: 'Status updated',
    },
  },
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}
