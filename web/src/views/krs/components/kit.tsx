import { FileOutlined } from '@ant-design/icons'
import {
  ADMISSION_STATUSES,
  DATE_FORMAT,
  EXPIRY_WARN_DAYS,
  type TrailEntry,
  type VisitStatus,
} from '@portal/contracts'
import { Alert, Button, Empty, Image, Space, Tag, Timeline, Typography } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fileUrl } from '../../../api/fileUrl'
import { localLabel, useDict } from '../../../components/Dict'

/**
 * Pieces the contractor pages share: expiry days, stored files, ID cards, dictionary labels, and
 * what every phone application shows (its state, its trail, a failed load).
 */

const THUMB = 64

export type Fields = Record<string, unknown>

/** A text of the saved form (which is typed loosely: a record of what was sent). */
export const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() ? v : typeof v === 'number' ? String(v) : undefined
export const rows = (v: unknown): Fields[] =>
  Array.isArray(v) ? v.filter((r): r is Fields => typeof r === 'object' && r !== null) : []

/** An ID-card number with all but its first 6 and last 4 characters hidden. */
export const maskIdCard = (v: string | undefined) =>
  !v ? '' : v.length <= 10 ? v : `${v.slice(0, 6)}${'*'.repeat(v.length - 10)}${v.slice(-4)}`

/** Where a day stands against today: past, within `EXPIRY_WARN_DAYS`, or fine. */
export function expiryState(day: string | undefined): 'expired' | 'soon' | null {
  if (!day) return null
  const d = dayjs(day)
  if (!d.isValid()) return null
  const today = dayjs().startOf('day')
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

/** A stored file as a thumbnail (click to enlarge); a file that is no image (a PDF) as a link. */
export function FileThumb({ id, label }: { id: unknown; label: string }) {
  const { t } = useTranslation()
  const [notImage, setNotImage] = useState(false)
  const fid = text(id)
  if (!fid) return null
  if (notImage)
    return (
      <Typography.Link href={fileUrl(fid, 'preview')} target="_blank" rel="noopener noreferrer">
        <FileOutlined /> {t('admin.krsAdmission.openFile')}
      </Typography.Link>
    )
  return (
    <Image
      width={THUMB}
      height={THUMB}
      style={{ objectFit: 'cover' }}
      src={fileUrl(fid, 'thumbnail')}
      alt={label}
      preview={{ src: fileUrl(fid, 'preview') }}
      onError={() => setNotImage(true)}
    />
  )
}

/** A dictionary's label of `value` in the interface language (the value itself when unknown). */
export function useLabel(type: string) {
  const { i18n } = useTranslation()
  const items = useDict(type)
  return (value: unknown) => {
    const v = text(value)
    if (!v) return ''
    const item = items?.find((i) => i.dictValue === v)
    return item ? localLabel(item, i18n.language) : v
  }
}

/** A stored instant as the back-office shows it. */
export const time = (v: string | null | undefined) => (v ? dayjs(v).format(DATE_FORMAT) : '')

/** Each state's tag colour: running stands out, approved is good news, rejected is done. */
const STATUS_COLOR: Record<VisitStatus, string> = {
  DRAFT: 'default',
  RUNNING: 'processing',
  RETURNED: 'warning',
  APPROVED: 'success',
  REJECTED: 'error',
  WITHDRAWN: 'default',
  CANCELLED: 'default',
}
/** The states a records page lists: a draft is the applicant's own. */
export const LISTED_STATUSES = ADMISSION_STATUSES.filter((s) => s !== 'DRAFT')

/** An application's state in words, and as a tag. */
export function useStatus() {
  const { t } = useTranslation()
  const label = (s: VisitStatus) => t(`admin.krsKit.${s}`)
  return { label, tag: (s: VisitStatus) => <Tag color={STATUS_COLOR[s]}>{label(s)}</Tag> }
}

/** The trail's actions, named by the approval page's texts. */
const ACTIONS = [
  'SUBMIT',
  'RESUBMIT',
  'APPROVE',
  'REJECT',
  'RETURN',
  'TRANSFER',
  'COMMENT',
  'WITHDRAW',
  'REMIND',
  'TIMEOUT',
] as const
const isAction = (v: string): v is (typeof ACTIONS)[number] => (ACTIONS as readonly string[]).includes(v)

/** An application's trail, oldest first: who did what at which step, with their comment. */
export function Trail({ trail, testId }: { trail: TrailEntry[]; testId: string }) {
  const { t } = useTranslation()
  if (!trail.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.krsKit.noTrail')} />
  return (
    <Timeline
      data-testid={testId}
      items={trail.map((h) => ({
        key: h.id,
        children: (
          <>
            <div>
              {h.actorName} · {isAction(h.action) ? t(`admin.flowTask.${h.action}`) : h.action}
              {h.nodeName ? ` · ${h.nodeName}` : ''}
            </div>
            {h.comment && (
              <Typography.Text type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
                {h.comment}
              </Typography.Text>
            )}
            <div style={{ fontSize: 12, color: 'var(--ant-color-text-tertiary)' }}>{time(h.createdAt)}</div>
          </>
        ),
      }))}
    />
  )
}

/** An application that could not be read: the server's reason and a retry. */
export function LoadFailed({
  error,
  retry,
  retrying,
  testId,
}: {
  error: unknown
  retry: () => void
  retrying: boolean
  testId: string
}) {
  const { t } = useTranslation()
  return (
    <Alert
      type="error"
      showIcon
      title={t('admin.krsKit.loadFailed')}
      description={
        error && typeof error === 'object' && 'msg' in error
          ? String((error as { msg: unknown }).msg)
          : undefined
      }
      action={
        <Button size="small" onClick={retry} loading={retrying}>
          {t('admin.krsKit.retry')}
        </Button>
      }
      data-testid={testId}
    />
  )
}
