import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of mobile/resource; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    mobileResourceNotFound: '移动端资源不存在或已被删除',
    mobileResourceCodeDuplicate: '编码“{code}”已被使用',
    mobileResourceParentWrong: '上级不对：模块在最上层，菜单在模块下，按钮在菜单下',
    mobileResourceHasChildren: '该资源下还有子项，不能改变其类别',
  },
  en: {
    mobileResourceNotFound: 'The mobile resource does not exist or has been deleted',
    mobileResourceCodeDuplicate: 'Code "{code}" is already used',
    mobileResourceParentWrong:
      'Wrong parent: modules are at the top, menus under a module, buttons under a menu',
    mobileResourceHasChildren: 'This resource has children: its category cannot change',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
