import { EXPIRY_WARN_DAYS } from '@portal/contracts'
import { Space, Tag, Typography } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { text } from '../../../components/ApplicationKit'
import { companyToday } from '../../../utils/time'

/**
 * What the contractor pages add to the application kit: expiry days against the company's today
 * (ID numbers arrive masked from the server unless a field permission lifts it).
 */

/** Where a day stands against today on the company's calendar: past, within `EXPIRY_WARN_DAYS`, or fine. */
export function expiryState(day: string | undefined): 'expired' | 'soon' | null {
  if (!day) return null
  const d = dayjs(day)
  if (!d.isValid()) return null
  const today = dayjs(companyToday())
  if (d.isBefore(today)) return 'expired'
  return d.diff(today, 'day') <= EXPIRY_WARN_DAYS ? 'soon' : null
}

/** An expiry day, red when past and orange when close. */
export function Expiry({ day }: { day: unknown }) {
  const { t } = useTranslation()
  const v = text(day)
  const state = expiryState(v)
  if (!v) return null
  if (!state) return <span>{v}</span>
  return (
    <Space size={4} wrap data-expiry={state}>
      <Typography.Text type={state === 'expired' ? 'danger' : 'warning'} strong>
        {v}
      </Typography.Text>
      <Tag color={state === 'expired' ? 'error' : 'warning'}>
        {t(state === 'expired' ? 'admin.krsAdmission.expired' : 'admin.krsAdmission.expiresSoon')}
      </Tag>
    </Space>
  )
}
