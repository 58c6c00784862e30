import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of sys/group; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    groupNotFound: '用户组不存在或已被删除',
    groupNameDuplicate: '用户组“{name}”已存在',
  },
  en: {
    groupNotFound: 'The group does not exist or has been deleted',
    groupNameDuplicate: 'Group "{name}" already exists',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
