import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of dev/job; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    figureFailedJobRuns: '24 小时内失败的任务',
    jobNotFound: '定时任务不存在或已被删除',
    jobNameDuplicate: '定时任务“{name}”已存在',
    jobActionUnknown: '没有这个任务动作',
    jobCronInvalid: '不是有效的 cron 表达式（5 段，或首段为秒的 6 段）',
    jobCronNever: '该 cron 表达式以后不会再触发',
    jobTimezoneInvalid: '不是有效的时区名称（如 Asia/Shanghai）',
  },
  en: {
    figureFailedJobRuns: 'Failed job runs (24 h)',
    jobNotFound: 'The job does not exist or has been deleted',
    jobNameDuplicate: 'A job named "{name}" already exists',
    jobActionUnknown: 'No such job action',
    jobCronInvalid: 'Not a valid cron expression (5 fields, or 6 with seconds first)',
    jobCronNever: 'This cron expression never fires again',
    jobTimezoneInvalid: 'Not a valid time zone name (e.g. Asia/Shanghai)',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
