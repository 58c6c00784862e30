import { FileOutlined } from '@ant-design/icons'
import {
  APPLICATION_STATUS,
  APPROVAL_STATUSES,
  type ApplicationStatus,
  statusLabel,
  type TrailEntry,
} from '@portal/contracts'
import {
  Alert,
  Button,
  Descriptions,
  Empty,
  Image,
  Table,
  type TableColumnsType,
  Tag,
  Timeline,
  Typography,
} from 'antd'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fileUrl } from '../../api/fileUrl'
import { formatTime, useFormatTime } from '../../utils/time'
import { localLabel, useDict } from '../Dict'
import type { STColumn } from '../SearchTable'

/**
 * The pieces every application's back-office pages are made of: a saved form's values, its state,
 * stored files, dictionary labels, field lists and sub-tables, its trail, a failed load.
 */

const THUMB = 64
/** A sub-table pages beyond this many rows. */
const SUB_PAGE = 20

/** A saved form as the detail carries it (typed loosely: a record of what was sent). */
export type Fields = Record<string, unknown>

/** A text of the saved form (a number as its digits); undefined when blank. */
export const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() ? v : typeof v === 'number' ? String(v) : undefined
/** A list of the saved form's records (its people, documents, companions…). */
export const rows = (v: unknown): Fields[] =>
  Array.isArray(v) ? v.filter((r): r is Fields => typeof r === 'object' && r !== null) : []
/** A list of the saved form's texts. */
export const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(text).filter((s): s is string => s !== undefined) : []

/** A list's column of a stored instant, shown and printed on the company's clock. */
export function timeColumn<T>(field: keyof T & string, title: string, width = 170): STColumn<T> {
  return {
    title,
    dataIndex: field,
    width,
    printText: (r) => formatTime(r[field] as string | null),
    render: (v: string | null) => formatTime(v),
  }
}

/** The states a staff list offers: a draft is the applicant's own. */
export const LISTED_STATUSES = APPROVAL_STATUSES.filter((s) => s !== 'DRAFT')

/** An application's state in words (both languages live in the contracts), and as its coloured tag. */
export function useStatus() {
  const { i18n } = useTranslation()
  const label = (s: ApplicationStatus) => statusLabel(s, i18n.language)
  return {
    label,
    tag: (s: ApplicationStatus) => <Tag color={APPLICATION_STATUS[s]?.color}>{label(s)}</Tag>,
  }
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

/** A stored file as a thumbnail (click to enlarge); a file that is no image (a PDF) as a link. */
export function FileThumb({ id, label }: { id: unknown; label: string }) {
  const { t } = useTranslation()
  const [notImage, setNotImage] = useState(false)
  const fid = text(id)
  if (!fid) return null
  if (notImage)
    return (
      <Typography.Link href={fileUrl(fid, 'preview')} target="_blank" rel="noopener noreferrer">
        <FileOutlined /> {t('admin.appKit.openFile')}
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

/** A section's heading inside a drawer or an approval view. */
export const Section = ({ title }: { title: ReactNode }) => (
  <Typography.Title level={5} style={{ marginTop: 20 }}>
    {title}
  </Typography.Title>
)

/** "None", quietly. */
export function None() {
  const { t } = useTranslation()
  return <Typography.Text type="secondary">{t('admin.appKit.none')}</Typography.Text>
}

/** Long text as typed (its line breaks kept); undefined when blank (a field list shows "none"). */
export const prose = (value: unknown) =>
  text(value) ? <span style={{ whiteSpace: 'pre-wrap' }}>{text(value)}</span> : undefined

/**
 * One labelled value of a field list: an empty one (undefined, null, false, '') reads "none";
 * `hidden` leaves it out, `span: 'filled'` takes the rest of the row.
 */
export interface Field {
  label: string
  value: ReactNode
  span?: 'filled'
  hidden?: boolean
}

/** Labelled values in bordered columns; an empty value reads "none". */
export function FieldList({
  fields,
  columns = 2,
  testId,
  style,
}: {
  fields: Field[]
  columns?: 2 | 3
  testId?: string
  style?: React.CSSProperties
}) {
  const shown = fields.filter((f) => !f.hidden)
  return (
    <Descriptions column={{ xs: 1, md: columns }} size="small" bordered style={style} data-testid={testId}>
      {shown.map((f) => (
        <Descriptions.Item key={f.label} label={f.label} span={f.span}>
          {f.value === undefined || f.value === null || f.value === false || f.value === '' ? (
            <None />
          ) : (
            f.value
          )}
        </Descriptions.Item>
      ))}
    </Descriptions>
  )
}

/** Each time a pass's holder went in or out, with the guard who let them. */
export function GateLog({
  gate,
  testId,
}: {
  gate: ReadonlyArray<{ id: string; direction: 'IN' | 'OUT'; at: string; guardName: string }>
  testId: string
}) {
  const { t } = useTranslation()
  const time = useFormatTime()
  return (
    <>
      <Section title={t('admin.appKit.gateLog')} />
      {gate.length ? (
        <Timeline
          data-testid={testId}
          items={gate.map((g) => ({
            key: g.id,
            color: g.direction === 'IN' ? 'green' : 'gray',
            children: `${time(g.at)} · ${t(g.direction === 'IN' ? 'admin.appKit.gateIn' : 'admin.appKit.gateOut')} · ${g.guardName}`,
          }))}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.appKit.noGate')} />
      )}
    </>
  )
}

/** The records of a form (people, documents, passes) as a small table, paged when long. */
export function SubTable<T extends object>({
  columns,
  data,
  rowKey,
  testId,
  empty,
}: {
  columns: TableColumnsType<T>
  data: T[]
  rowKey: string | ((r: T, i?: number) => string)
  testId: string
  empty?: ReactNode
}) {
  return (
    <Table<T>
      size="small"
      bordered
      pagination={data.length > SUB_PAGE ? { pageSize: SUB_PAGE, size: 'small' } : false}
      rowKey={rowKey}
      columns={columns}
      dataSource={data}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
      data-testid={testId}
    />
  )
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
  const time = useFormatTime()
  if (!trail.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.appKit.noTrail')} />
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
      title={t('admin.appKit.loadFailed')}
      description={
        error && typeof error === 'object' && 'msg' in error
          ? String((error as { msg: unknown }).msg)
          : undefined
      }
      action={
        <Button size="small" onClick={retry} loading={retrying}>
          {t('admin.appKit.retry')}
        </Button>
      }
      data-testid={testId}
    />
  )
}
