import type { Job } from '@portal/contracts'
import { Drawer, Tag, Tooltip, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { type JobRunRow, jobApi } from '../../../../api/dev/job'
import SearchTable, { type STColumn } from '../../../../components/SearchTable'

const STATUS_COLOR: Record<string, string> = {
  RUNNING: 'processing',
  SUCCESS: 'green',
  FAIL: 'red',
  LOST: 'orange',
}

/** "1.2 s", "850 ms", "3 min 5 s". */
export function duration(ms: number | null): string {
  if (ms === null) return ''
  if (ms < 1000) return `${ms} ms`
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`
  return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`
}

/** An action's result (`{"deleted":12}`) as `deleted: 12`. */
export function resultText(json: string | null): string {
  if (!json) return ''
  try {
    return Object.entries(JSON.parse(json) as Record<string, unknown>)
      .map(([k, v]) => `${k}: ${String(v)}`)
      .join(', ')
  } catch {
    return json
  }
}

/** A job's runs, newest first: start, end, duration, result or error, and takeovers. */
export default function RunLog({ job, onClose }: { job: Job | null; onClose: () => void }) {
  const { t } = useTranslation()
  const columns: STColumn<JobRunRow>[] = [
    { title: t('admin.job.startedAt'), dataIndex: 'startedAt', width: 170, printConfig: { type: 'time' } },
    { title: t('admin.job.endedAt'), dataIndex: 'endedAt', width: 170, printConfig: { type: 'time' } },
    {
      title: t('admin.job.duration'),
      dataIndex: 'durationMs',
      width: 100,
      render: (v: number | null) => duration(v),
    },
    {
      title: t('admin.job.source'),
      dataIndex: 'source',
      width: 80,
      render: (v: string) => t(`admin.job.${v === 'MANUAL' ? 'MANUAL' : 'SCHEDULE'}`),
    },
    {
      title: t('admin.job.status'),
      dataIndex: 'status',
      width: 100,
      render: (v: string) => {
        const tag = (
          <Tag color={STATUS_COLOR[v]} data-testid="job-run-status">
            {t(`admin.job.${v as 'SUCCESS'}`)}
          </Tag>
        )
        return v === 'LOST' ? <Tooltip title={t('admin.job.lostHint')}>{tag}</Tooltip> : tag
      },
    },
    {
      title: t('admin.job.result'),
      key: 'result',
      ellipsis: true,
      render: (_: unknown, r) =>
        r.error ? (
          <Typography.Text type="danger">{r.error}</Typography.Text>
        ) : r.takenOverFrom ? (
          <span>
            {t('admin.job.takenOver', { owner: r.takenOverFrom })}
            {r.result ? ` · ${resultText(r.result)}` : ''}
          </span>
        ) : (
          resultText(r.result)
        ),
    },
    { title: t('admin.job.attempt'), dataIndex: 'attempt', width: 70, checked: false },
    { title: t('admin.job.owner'), dataIndex: 'owner', ellipsis: true, checked: false },
  ]
  return (
    <Drawer
      open={!!job}
      onClose={onClose}
      size={1000}
      title={job ? t('admin.job.runsOf', { name: job.name }) : ''}
      destroyOnHidden
      data-testid="job-runs"
    >
      {job && (
        <SearchTable
          id="dev-job-run"
          columns={columns}
          request={jobApi.runPage}
          params={{ jobId: job.id }}
          data-testid="job-run-table"
        />
      )}
    </Drawer>
  )
}
