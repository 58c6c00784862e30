import { JOB_LIMITS, type Job } from '@portal/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { App, Form, Input, Select, Switch, Tag, Tooltip, Typography } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type JobBody, jobApi } from '../../../api/dev/job'
import { ActionLink, useRules } from '../../../components/AdminKit'
import CrudTable from '../../../components/AdminKit/CrudTable'
import { type Crud, CrudForm, useCrud } from '../../../components/AdminKit/crud'
import { TextItem } from '../../../components/AdminKit/items'
import type { STColumn } from '../../../components/SearchTable'
import { selectField } from '../../../components/SearchTable/fields'
import { yesNoOptions } from '../../../components/yesNoOptions'
import { usePerm } from '../../../utils/perm'
import CronPreview, { describeCron } from './components/CronPreview'
import RunLog from './components/RunLog'

/** The form's values: the parameters are edited as JSON text. */
type JobValues = Omit<JobBody, 'params'> & { paramsText: string }

const REFRESH_MS = 5_000
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

/** Scheduled jobs: schedule, enable / pause, run now, and each job's run log. */
export default function JobPage() {
  const { t, i18n } = useTranslation()
  const { message } = App.useApp()
  const queryClient = useQueryClient()
  const crud = useCrud<Job, JobBody>(jobApi)
  const [runsOf, setRunsOf] = useState<Job | null>(null)
  const canToggle = usePerm('devJobStatus')
  const { data: actions = [] } = useQuery(jobApi.actions.query())
  const actionTitle = (name: string) => {
    const a = actions.find((x) => x.name === name)
    return a ? (i18n.language === 'en' ? a.titleEn : a.title) : name
  }

  // Runs happen on the server whatever this page does: it asks again every few seconds.
  useEffect(() => {
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey: jobApi.key }), REFRESH_MS)
    return () => clearInterval(timer)
  }, [queryClient])

  const toggle = (r: Job, enabled: boolean) =>
    jobApi
      .setEnabled(r.id, enabled)
      .then(crud.changed)
      .catch(() => undefined)
  const runNow = (r: Job) =>
    jobApi
      .runNow(r.id)
      .then(() => {
        message.success(t('admin.job.runStarted'))
        crud.changed()
      })
      .catch(() => undefined)

  const columns: STColumn<Job>[] = [
    { title: t('admin.job.name'), dataIndex: 'name', width: 180 },
    {
      title: t('admin.job.action'),
      dataIndex: 'action',
      width: 180,
      render: (v: string) => <Tooltip title={v}>{actionTitle(v)}</Tooltip>,
      printText: (r) => actionTitle(r.action),
    },
    {
      title: t('admin.job.cron'),
      dataIndex: 'cron',
      width: 150,
      render: (v: string, r) => (
        <Tooltip title={describeCron(v, r.timezone, i18n.language)?.words}>
          <Typography.Text code>{v}</Typography.Text>
        </Tooltip>
      ),
    },
    { title: t('admin.job.timezone'), dataIndex: 'timezone', width: 140, checked: false },
    {
      title: t('admin.job.enabled'),
      dataIndex: 'enabled',
      width: 80,
      render: (v: boolean, r) => (
        <Switch
          size="small"
          checked={v}
          disabled={!canToggle}
          onChange={(on) => toggle(r, on)}
          aria-label={`${t('admin.job.enabled')}: ${r.name}`}
          data-testid={`job-enabled-${r.name}`}
        />
      ),
      printText: (r) => t(r.enabled ? 'admin.job.running' : 'admin.job.paused'),
    },
    { title: t('admin.job.nextRunAt'), dataIndex: 'nextRunAt', width: 170, printConfig: { type: 'time' } },
    { title: t('admin.job.lastRunAt'), dataIndex: 'lastRunAt', width: 170, printConfig: { type: 'time' } },
    {
      title: t('admin.job.lastStatus'),
      dataIndex: 'lastStatus',
      width: 100,
      render: (v: string | null, r) =>
        v ? (
          <Tooltip title={r.lastMessage}>
            <Tag color={v === 'SUCCESS' ? 'green' : 'red'}>
              {t(`admin.job.${v === 'SUCCESS' ? 'SUCCESS' : 'FAIL'}`)}
            </Tag>
          </Tooltip>
        ) : null,
    },
    crud.actionColumn({
      edit: 'devJobEdit',
      remove: 'devJobDelete',
      testId: (r, action) => `job-${action}-${r.name}`,
      links: (r) => (
        <>
          <ActionLink code="devJobRun" onClick={() => runNow(r)} testId={`job-run-${r.name}`}>
            {t('admin.job.runNow')}
          </ActionLink>
          <Typography.Link
            style={{ padding: '0 7px', fontSize: 14 }}
            onClick={() => setRunsOf(r)}
            data-testid={`job-runs-${r.name}`}
          >
            {t('admin.job.runs')}
          </Typography.Link>
        </>
      ),
    }),
  ]

  return (
    <>
      <CrudTable
        id="dev-job"
        crud={crud}
        printTitle={t('admin.job.title')}
        columns={columns}
        request={jobApi.page}
        searchFields={[
          crud.keywordField(),
          selectField(
            'enabled',
            t('admin.job.status'),
            yesNoOptions(t('admin.job.running'), t('admin.job.paused')),
          ),
        ]}
        add={{ code: 'devJobAdd', testId: 'job-add' }}
        remove="devJobDelete"
        data-testid="job-table"
      />
      <JobForm crud={crud} actions={actions} />
      <RunLog job={runsOf} onClose={() => setRunsOf(null)} />
    </>
  )
}

const toText = (params: object) => JSON.stringify(params, null, 2)

function JobForm({
  crud,
  actions,
}: {
  crud: Crud<Job, JobBody>
  actions: Array<{ name: string; title: string; titleEn: string; defaults: Record<string, unknown> }>
}) {
  const { t, i18n } = useTranslation()
  const rules = useRules()
  const [form] = Form.useForm<JobValues>()
  const cron = Form.useWatch('cron', form)
  const timezone = Form.useWatch('timezone', form)
  const zones = useMemo(
    () => (Intl.supportedValuesOf?.('timeZone') ?? [browserZone()]).map((z) => ({ value: z, label: z })),
    [],
  )
  const parseParams = (text: string) => {
    const v: unknown = JSON.parse(text || '{}')
    if (!v || typeof v !== 'object' || Array.isArray(v)) throw new Error('not an object')
    return v as Record<string, unknown>
  }
  return (
    <CrudForm<Job, JobBody, JobValues>
      crud={crud}
      form={form}
      width={640}
      titles={[t('admin.job.addTitle'), t('admin.job.editTitle')]}
      defaults={{ timezone: browserZone(), enabled: false, paramsText: '{}', cron: '0 * * * *' }}
      fromRecord={({ params, ...r }) => ({ ...r, paramsText: toText(params) })}
      toBody={({ paramsText, ...v }) => ({ ...v, params: parseParams(paramsText) })}
      data-testid="job-form"
    >
      <TextItem name="name" label={t('admin.job.name')} max={JOB_LIMITS.name} required testId="job-name" />
      <Form.Item name="action" label={t('admin.job.action')} rules={[rules.required(t('admin.job.action'))]}>
        <Select
          data-testid="job-action"
          options={actions.map((a) => ({
            value: a.name,
            label: `${i18n.language === 'en' ? a.titleEn : a.title} (${a.name})`,
          }))}
          // A new action starts from its own default parameters.
          onChange={(name: string) => {
            const a = actions.find((x) => x.name === name)
            if (a) form.setFieldValue('paramsText', toText(a.defaults))
          }}
        />
      </Form.Item>
      <Form.Item
        name="cron"
        label={t('admin.job.cron')}
        tooltip={t('admin.job.cronHelp')}
        extra={<CronPreview cron={cron} timezone={timezone} />}
        rules={[
          rules.required(t('admin.job.cron')),
          {
            validator: (_, v: string) =>
              !v || describeCron(v.trim(), form.getFieldValue('timezone') || 'UTC', 'en')
                ? Promise.resolve()
                : Promise.reject(new Error(t('admin.job.cronInvalid'))),
          },
        ]}
      >
        <Input maxLength={JOB_LIMITS.cron} placeholder="*/5 * * * *" data-testid="job-cron" />
      </Form.Item>
      <Form.Item
        name="timezone"
        label={t('admin.job.timezone')}
        rules={[rules.required(t('admin.job.timezone'))]}
      >
        <Select showSearch options={zones} data-testid="job-timezone" />
      </Form.Item>
      <Form.Item
        name="paramsText"
        label={t('admin.job.params')}
        rules={[
          {
            validator: (_, v: string) => {
              try {
                parseParams(v)
                return Promise.resolve()
              } catch {
                return Promise.reject(new Error(t('admin.job.paramsInvalid')))
              }
            },
          },
        ]}
      >
        <Input.TextArea rows={4} style={{ fontFamily: 'monospace' }} data-testid="job-params" />
      </Form.Item>
      <Form.Item name="enabled" label={t('admin.job.enabled')} valuePropName="checked">
        <Switch data-testid="job-form-enabled" />
      </Form.Item>
      <TextItem name="remark" label={t('admin.common.remark')} max={JOB_LIMITS.remark} rows={2} />
    </CrudForm>
  )
}
