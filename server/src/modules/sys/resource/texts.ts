import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of sys/resource; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    resourceNotFound: '资源不存在或已被删除',
    resourceCodeDuplicate: '编码“{code}”已存在',
    moduleHasMenus: '模块“{title}”下存在菜单，无法删除',
    menuParentInvalid: '上级菜单不能是自身、其下级或其他模块的菜单',
    parentNotMenu: '按钮和字段只能添加在菜单下',
  },
  en: {
    resourceNotFound: 'The resource does not exist or has been deleted',
    resourceCodeDuplicate: 'Code "{code}" already exists',
    moduleHasMenus: 'Module "{title}" still has menus and cannot be deleted',
    menuParentInvalid: 'The parent menu cannot be the menu itself, one below it, or a menu of another module',
    parentNotMenu: 'Buttons and fields can only be added under a menu',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
