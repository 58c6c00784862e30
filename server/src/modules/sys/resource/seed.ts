import { crud, type PageSeed } from '../../../core/resources.js'

/** The page, its buttons (the permission codes of its routes) and its hideable fields. */
export const sysModulePage: PageSeed = {
  catalog: 'menu-cat-auth',
  sortCode: 1,
  id: 'menu-sys-module',
  code: 'sysModule',
  title: '模块管理',
  titleEn: 'Modules',
  path: '/sys/resource/module',
  component: 'sys/resource/module/index',
  icon: 'appstore-outlined',
  buttons: crud('sysModule', '模块', 'module'),
}

/** The page, its buttons (the permission codes of its routes) and its hideable fields. */
export const sysMenuPage: PageSeed = {
  catalog: 'menu-cat-auth',
  sortCode: 2,
  id: 'menu-sys-menu',
  code: 'sysMenu',
  title: '菜单管理',
  titleEn: 'Menus',
  path: '/sys/resource/menu',
  component: 'sys/resource/menu/index',
  icon: 'menu-outlined',
  buttons: [
    ...crud('sysMenu', '菜单', 'menu'),
    ['sysMenuChangeModule', '更改所属模块', 'Move to module'],
    ...crud('sysButton', '按钮', 'button'),
    ...crud('sysField', '字段', 'field'),
  ],
}
