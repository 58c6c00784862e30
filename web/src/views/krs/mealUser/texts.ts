import type { ViewTexts } from '../../../i18n/views'

/** Texts of the meal users page (zh-cn); the English below has the same keys. */
const zhCn = {
  krsMealUser: {
    title: '就餐人员',
    addTitle: '新增就餐人员',
    editTitle: '编辑就餐人员',
    keyword: '姓名',
    keywordHint: '姓名或手机号开头',
    name: '姓名',
    kind: '类别',
    STAFF: '员工',
    CONTRACTOR: '承包商人员',
    kindHint: '员工用系统账号登录或手机号登录订餐；承包商人员用手机号登录订餐',
    account: '系统账号',
    accountHint: '选择后自动带出姓名',
    phone: '手机号',
    phoneHint: '订餐时用这个手机号登录；一个手机号只能登记一人',
    phoneMasked: '手机号对您隐藏：保存前请输入完整的手机号',
    costCentre: '成本中心',
    costCentreHint: '餐费记到这个成本中心；已下的订单保持原来的成本中心',
    enabled: '启用',
    disabled: '停用',
    enabledHint: '停用后不能再订餐（已下的订单和结算不受影响）',
    remark: '备注',
  },
}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    krsMealUser: {
      title: 'Meal users',
      addTitle: 'Add meal user',
      editTitle: 'Edit meal user',
      keyword: 'Name',
      keywordHint: 'Name or start of phone',
      name: 'Name',
      kind: 'Kind',
      STAFF: 'Employee',
      CONTRACTOR: 'Contractor',
      kindHint:
        'Employees order signed in with their account or their phone; contractors order with their phone',
      account: 'Account',
      accountHint: 'Choosing one fills in the name',
      phone: 'Phone',
      phoneHint: 'The number they sign in with to order; one person per number',
      phoneMasked: 'The number is hidden from you: enter it in full before saving',
      costCentre: 'Cost centre',
      costCentreHint: 'Meals are charged to this cost centre; orders already made keep theirs',
      enabled: 'Enabled',
      disabled: 'Disabled',
      enabledHint: 'A disabled meal user can no longer order (orders and statements stay)',
      remark: 'Remark',
    },
  },
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}
