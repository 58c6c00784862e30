import { PERMIT_PROGRESS, type PermitDetail, type PermitProgress } from '@portal/contracts'
import { type TableColumnsType, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  type ApplicationColumns,
  type ApplicationRow,
  type Field,
  GateLog,
  Section,
  SubTable,
} from '../../../components/ApplicationKit'
import type { STColumn } from '../../../components/SearchTable'
import { optionsOf, selectField } from '../../../components/SearchTable/fields'
import { formatTime } from '../../../utils/time'

type Weighing = PermitDetail['weighings'][number]
type Refusal = PermitDetail['refusals'][number]

const PROGRESS_COLOR: Record<PermitProgress, string> = {
  OPEN: 'processing',
  WEIGHED: 'gold',
  LEFT: 'success',
}
export const kg = (v: number | null) => (v === null ? '' : v.toLocaleString())

/** A permit's or delivery note's progress as a tag (waiting, weighed, left), in the page's words. */
export function ProgressTag({
  value,
  label,
}: {
  value: PermitProgress | null
  label: (p: PermitProgress) => string
}) {
  return value && <Tag color={PROGRESS_COLOR[value]}>{label(value)}</Tag>
}

/** Weighed net against declared, as the lists show it ("10,100 / 10,000"). */
export const netOfDeclared = (r: { weighedNet: number | null; expectedWeight: number | null }) =>
  r.expectedWeight === null && r.weighedNet === null
    ? ''
    : `${kg(r.weighedNet) || '—'} / ${kg(r.expectedWeight) || '—'}`

/**
 * The weighings done for a permit or delivery note, the ones refused for a load over it (when any),
 * then its passages through the gate.
 */
export function VehicleDocSections({
  weighings,
  refusals,
  gate,
  name,
}: {
  weighings: Weighing[]
  refusals: Refusal[]
  gate: PermitDetail['gate']
  /** The test ids' prefix (`permit` → `permit-weighings`, `permit-gate`). */
  name: string
}) {
  const { t } = useTranslation()
  const columns: TableColumnsType<Weighing> = [
    { title: t('admin.weigh.recordNo'), dataIndex: 'recordNo', width: 170 },
    {
      title: t('admin.weighPermit.weighedAt'),
      dataIndex: 'finishedAt',
      width: 170,
      render: (v: string | null, r) => formatTime(v ?? r.createdAt),
    },
    { title: t('admin.weighPermit.tare'), dataIndex: 'tare', align: 'right', render: kg },
    { title: t('admin.weighPermit.gross'), dataIndex: 'gross', align: 'right', render: kg },
    { title: t('admin.weighPermit.net'), dataIndex: 'net', align: 'right', render: kg },
    {
      title: t('admin.weighPermit.weighStatus'),
      dataIndex: 'status',
      width: 110,
      render: (v: string) => t(`admin.weighPermit.weigh${v as 'DONE'}`),
    },
  ]
  const refusalColumns: TableColumnsType<Refusal> = [
    {
      title: t('admin.weighPermit.refusedAt'),
      dataIndex: 'at',
      width: 170,
      render: (v: string) => formatTime(v),
    },
    {
      title: t('admin.weighPermit.refusedWeight'),
      dataIndex: 'weight',
      align: 'right',
      render: (v: number, r) => (
        <>
          {kg(v)} {r.manual && <Tag>{t('admin.weighPermit.refusedManual')}</Tag>}
        </>
      ),
    },
    {
      title: t('admin.weighPermit.refusedNet'),
      key: 'net',
      align: 'right',
      render: (_: unknown, r) => `${kg(r.net)} / ${kg(r.expected)}`,
    },
    {
      title: t('admin.weighPermit.refusedOver'),
      key: 'pct',
      align: 'right',
      render: (_: unknown, r) => `+${r.pct}% (${r.tolerance}%)`,
    },
    { title: t('admin.weighPermit.refusedBridge'), dataIndex: 'bridgeName', ellipsis: true },
    { title: t('admin.weighPermit.refusedBy'), dataIndex: 'userName', width: 110 },
  ]
  return (
    <>
      <Section title={`${t('admin.weighPermit.weighings')} (${weighings.length})`} />
      <SubTable<Weighing>
        columns={columns}
        data={weighings}
        rowKey="id"
        testId={`${name}-weighings`}
        empty={t('admin.weighPermit.noWeighing')}
      />
      {refusals.length > 0 && (
        <>
          <Section title={`${t('admin.weighPermit.refusals')} (${refusals.length})`} />
          <SubTable<Refusal>
            columns={refusalColumns}
            data={refusals}
            rowKey="id"
            testId={`${name}-refusals`}
            empty=""
          />
        </>
      )}
      <GateLog gate={gate} testId={`${name}-gate`} />
    </>
  )
}

interface VehicleRow {
  plate: string | null
  refusedCount: number
  lastRefusedAt: string | null
  progress: PermitProgress | null
  weighedNet: number | null
  expectedWeight: number | null
  leftAt: string | null
}

/**
 * What a permit's and a delivery note's pages share: the plate, weighed against declared, the state
 * with the progress, the submission; the drawer's number, progress and exit; the progress filter.
 * `progressText` names a progress in the page's words.
 */
export function useVehicleDocKit(progressText: (p: PermitProgress) => string) {
  const { t } = useTranslation()
  return {
    plate: <R extends VehicleRow>(title: string): STColumn<R> => ({
      title,
      dataIndex: 'plate',
      width: 100,
      render: (v: string | null) => (v ? <Tag style={{ fontFamily: 'monospace' }}>{v}</Tag> : ''),
    }),
    tail: <R extends VehicleRow & ApplicationRow>(c: ApplicationColumns<R>): STColumn<R>[] => [
      {
        title: t('admin.weighPermit.weightShort'),
        key: 'weight',
        width: 130,
        align: 'right',
        printText: (r: R) =>
          r.refusedCount
            ? `${netOfDeclared(r)} (${t('admin.weighPermit.refusedTag', { count: r.refusedCount })})`
            : netOfDeclared(r),
        render: (_: unknown, r: R) => (
          <>
            {netOfDeclared(r)}
            {r.refusedCount > 0 && (
              <div>
                <Tag
                  color="error"
                  style={{ marginInlineEnd: 0 }}
                  title={t('admin.weighPermit.refusedTitle', {
                    count: r.refusedCount,
                    at: formatTime(r.lastRefusedAt),
                  })}
                  data-testid="vehicle-doc-refused"
                >
                  {t('admin.weighPermit.refusedTag', { count: r.refusedCount })}
                </Tag>
              </div>
            )}
          </>
        ),
      },
      c.status({ width: 160, extra: (r) => <ProgressTag value={r.progress} label={progressText} /> }),
      // Left out below 1200 px, where the row would not fit.
      { ...c.submittedAt, responsive: ['xl'] },
    ],
    progressFilter: (label: string) =>
      selectField('progress', label, optionsOf(PERMIT_PROGRESS, progressText)),
    state: (
      d: VehicleRow,
      labels: { no: string; progress: string; leftAt: string },
      no: string | null,
    ): Field[] => [
      { label: labels.no, value: no, hidden: !no },
      {
        label: labels.progress,
        value: <ProgressTag value={d.progress} label={progressText} />,
        hidden: !d.progress,
      },
      { label: labels.leftAt, value: d.leftAt && formatTime(d.leftAt), hidden: !d.leftAt },
    ],
  }
}
