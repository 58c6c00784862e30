import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of dev/notice; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    noticeNotFound: '通知公告不存在或已被删除',
    noticeWindowInvalid: '结束时间（endAt）必须晚于开始时间',
  },
  en: {
    noticeNotFound: 'The notice does not exist or has been deleted',
    noticeWindowInvalid: 'The end time (endAt) must be later than the start time',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
