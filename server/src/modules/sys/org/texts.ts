import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of sys/org; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    orgNotFound: '组织不存在或已被删除',
    orgParentNotFound: '上级组织不存在',
    orgParentInvalid: '上级组织不能是自身或其下级',
    orgNameDuplicate: '同一上级下已存在名为“{name}”的组织',
    orgHasUsers: '组织“{name}”下存在用户，无法删除',
    orgHasPositions: '组织“{name}”下存在职位，无法删除',
    orgHasRoles: '组织“{name}”下存在角色，无法删除',
  },
  en: {
    orgNotFound: 'The organisation does not exist or has been deleted',
    orgParentNotFound: 'The parent organisation does not exist',
    orgParentInvalid: 'The parent organisation cannot be the organisation itself or one below it',
    orgNameDuplicate: 'An organisation named "{name}" already exists under the same parent',
    orgHasUsers: 'Organisation "{name}" still has users and cannot be deleted',
    orgHasPositions: 'Organisation "{name}" still has positions and cannot be deleted',
    orgHasRoles: 'Organisation "{name}" still has roles and cannot be deleted',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
