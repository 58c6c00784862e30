import type { ViewTexts } from '../../../i18n/views'

/** Texts of this page (zh-cn); the English below must have the same keys. */
const zhCn = {
  role: {
    title: '角色',
    name: '角色名称',
    code: '角色编码',
    category: '角色分类',
    org: '所属组织',
    GLOBAL: '全局',
    ORG: '组织',
    addTitle: '新增角色',
    editTitle: '编辑角色',
    grantResource: '授权资源',
    grantPermission: '授权权限',
    grantUser: '授权用户',
    grantMobileResource: '授权移动端资源',
    mobileGrantHint: '勾选按钮会同时勾选其菜单和模块；取消菜单会取消其下的按钮。',
    module: '模块',
    menu: '菜单',
    buttons: '按钮',
    fields: '字段',
    permission: '权限（接口）',
    scope: '数据范围',
    apis: '接口',
    scopes: {
      ALL: '全部',
      SELF: '仅本人',
      ORG: '本组织',
      ORG_AND_BELOW: '本组织及以下',
      DEFINE: '自定义组织',
    },
    scopeOrgs: '选择组织',
    kindMenu: '查看',
    kindButton: '操作',
    notGranted: '未授权',
    users: '用户',
    chosenUsers: '已选用户',
    grantHint: '勾选菜单即授予其查看权限；勾选按钮和字段决定可做的操作和可见的列。',
  },
}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    role: {
      title: 'Role',
      name: 'Name',
      code: 'Code',
      category: 'Category',
      org: 'Organisation',
      GLOBAL: 'Global',
      ORG: 'Organisation',
      addTitle: 'Add role',
      editTitle: 'Edit role',
      grantResource: 'Grant resources',
      grantPermission: 'Grant permissions',
      grantUser: 'Grant users',
      grantMobileResource: 'Grant mobile resources',
      mobileGrantHint:
        'Checking a button checks its menu and module too; unchecking a menu unchecks its buttons.',
      module: 'Module',
      menu: 'Menu',
      buttons: 'Buttons',
      fields: 'Fields',
      permission: 'Permission (APIs)',
      scope: 'Data scope',
      apis: 'APIs',
      scopes: {
        ALL: 'All',
        SELF: 'Self only',
        ORG: 'Own organisation',
        ORG_AND_BELOW: 'Own organisation and below',
        DEFINE: 'Chosen organisations',
      },
      scopeOrgs: 'Choose organisations',
      kindMenu: 'View',
      kindButton: 'Change',
      notGranted: 'Not granted',
      users: 'Users',
      chosenUsers: 'Chosen users',
      grantHint:
        'A checked menu may be viewed; its checked buttons and fields decide the actions and columns.',
    },
  },
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}
