import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of flow/task. */
export const texts = defineTexts({
  'zh-cn': { figureApprovalTodo: '待我审批' },
  en: { figureApprovalTodo: 'Approvals to do' },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
