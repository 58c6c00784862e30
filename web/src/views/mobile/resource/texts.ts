import type { ViewTexts } from '../../../i18n/views'

/** Texts of this page (zh-cn); the English below must have the same keys. */
const zhCn = {
  mobileResource: {
    title: '移动端资源',
    hint: '手机端的模块、菜单和按钮；在“角色管理”中授予角色，手机端按授权显示入口和按钮。',
    category: '类别',
    MODULE: '模块',
    MENU: '菜单',
    BUTTON: '按钮',
    code: '编码',
    codeHint: '字母开头，字母、数字或下划线，全局唯一；手机端按编码判断按钮权限',
    icon: '图标',
    color: '颜色',
    path: '路由',
    component: '组件',
    parent: '上级',
    addModule: '新增模块',
    addChild: '新增下级',
    addTitle: '新增移动端资源',
    editTitle: '编辑移动端资源',
  },
}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    mobileResource: {
      title: 'Mobile resources',
      hint: 'Modules, menus and buttons of the phone app; granted to roles under Roles, and the phone shows the entries and buttons granted.',
      category: 'Category',
      MODULE: 'Module',
      MENU: 'Menu',
      BUTTON: 'Button',
      code: 'Code',
      codeHint:
        'A letter first, then letters, digits or underscores; unique. The phone checks buttons by code',
      icon: 'Icon',
      color: 'Colour',
      path: 'Route',
      component: 'Component',
      parent: 'Parent',
      addModule: 'Add module',
      addChild: 'Add child',
      addTitle: 'Add mobile resource',
      editTitle: 'Edit mobile resource',
    },
  },
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}
