import type { ViewTexts } from '../../../i18n/views'

/** Texts of this page (zh-cn); the English below must have the same keys. */
const zhCn = {
  resource: {
    module: '模块',
    moduleAddTitle: '新增模块',
    moduleEditTitle: '编辑模块',
    menu: '菜单',
    menuAddTitle: '新增菜单',
    menuEditTitle: '编辑菜单',
    menuType: '类型',
    types: { catalog: '目录', menu: '菜单', link: '外链', iframe: '内嵌' },
    parent: '上级',
    routeName: '路由名称',
    permCode: '权限编码',
    path: '路由地址',
    component: '组件',
    redirect: '重定向',
    url: '链接地址',
    hidden: '隐藏',
    affix: '固定标签',
    fullpage: '全屏页',
    breadcrumb: '面包屑',
    hiddenBreadcrumb: '隐藏面包屑',
    changeModule: '更改模块',
    targetModule: '目标模块',
    buttons: '按钮',
    fields: '字段',
    buttonAddTitle: '新增按钮',
    buttonEditTitle: '编辑按钮',
    fieldAddTitle: '新增字段',
    fieldEditTitle: '编辑字段',
    fieldCodeHint: '字段编码即接口返回的字段名',
    componentHint: '如 sys/user/index，对应 web/src/views/sys/user/index.tsx',
    menuRefreshHint: '修改会在用户下次刷新菜单时生效，无需重新登录。',
  },
}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    resource: {
      module: 'Module',
      moduleAddTitle: 'Add module',
      moduleEditTitle: 'Edit module',
      menu: 'Menu',
      menuAddTitle: 'Add menu',
      menuEditTitle: 'Edit menu',
      menuType: 'Type',
      types: { catalog: 'Catalog', menu: 'Menu', link: 'Link', iframe: 'Iframe' },
      parent: 'Parent',
      routeName: 'Route name',
      permCode: 'Permission code',
      path: 'Path',
      component: 'Component',
      redirect: 'Redirect',
      url: 'URL',
      hidden: 'Hidden',
      affix: 'Affix tab',
      fullpage: 'Full page',
      breadcrumb: 'Breadcrumb',
      hiddenBreadcrumb: 'Hide breadcrumb',
      changeModule: 'Move to module',
      targetModule: 'Target module',
      buttons: 'Buttons',
      fields: 'Fields',
      buttonAddTitle: 'Add button',
      buttonEditTitle: 'Edit button',
      fieldAddTitle: 'Add field',
      fieldEditTitle: 'Edit field',
      fieldCodeHint: 'The field code is the field name in API responses',
      componentHint: 'e.g. sys/user/index for web/src/views/sys/user/index.tsx',
      menuRefreshHint: 'Changes reach users at their next menu refresh, without logging in again.',
    },
  },
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}
