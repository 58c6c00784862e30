import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of sys/position; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    positionNotFound: '职位不存在或已被删除',
    positionNameDuplicate: '该组织下已存在名为“{name}”的职位',
    positionHasUsers: '职位“{name}”下存在用户，无法删除',
  },
  en: {
    positionNotFound: 'The position does not exist or has been deleted',
    positionNameDuplicate: 'A position named "{name}" already exists in this organisation',
    positionHasUsers: 'Position "{name}" still has users and cannot be deleted',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
