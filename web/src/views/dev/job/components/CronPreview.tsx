import { DATE_FORMAT } from '@portal/contracts'
import { Cron } from 'croner'
import cronstrue from 'cronstrue'
import 'cronstrue/locales/zh_CN'
import { Typography } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'

/** The schedule of a cron in words and its next fire times, or null when it does not parse. */
export function describeCron(cron: string, timezone: string, lang: string) {
  try {
    const next = new Cron(cron, { timezone, paused: true }).nextRuns(3)
    const words = cronstrue.toString(cron, {
      locale: lang === 'en' ? 'en' : 'zh_CN',
      use24HourTimeFormat: true,
      verbose: false,
    })
    return { words, next }
  } catch {
    return null
  }
}

/** Under the cron field: what the expression means and when it fires next, in this browser's time. */
export default function CronPreview({ cron, timezone }: { cron?: string; timezone?: string }) {
  const { t, i18n } = useTranslation()
  if (!cron?.trim()) return null
  const d = describeCron(cron.trim(), timezone || 'UTC', i18n.language)
  if (!d) return <Typography.Text type="danger">{t('admin.job.cronInvalid')}</Typography.Text>
  return (
    <div data-testid="job-cron-preview">
      <div>{d.words}</div>
      <Typography.Text type="secondary">
        {t('admin.job.nextTimes')}:{' '}
        {d.next.map((n) => dayjs(n).format(DATE_FORMAT)).join(i18n.language === 'en' ? ', ' : '，')}
      </Typography.Text>
    </div>
  )
}
