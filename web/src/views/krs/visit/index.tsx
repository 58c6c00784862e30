import { ExportOutlined } from '@ant-design/icons'
import {
  KRS_DICT,
  VISIT_ID_TYPES,
  VISIT_SAFETY,
  type VisitBlacklistRow,
  type VisitDetail,
  type VisitIdType,
  type VisitRow,
  type VisitSafety,
  type VisitStatus,
} from '@portal/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Drawer,
  Empty,
  Form,
  Input,
  Select,
  Space,
  Table,
  Tabs,
  Tag,
  Timeline,
  Typography,
} from 'antd'
import type { Dayjs } from 'dayjs'
import { type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { visitApi } from '../../../api/krs/visit'
import { ActionLink, useRules } from '../../../components/AdminKit'
import { FormDialog } from '../../../components/AdminKit/crud'
import { useExport } from '../../../components/AdminKit/download'
import Auth from '../../../components/Auth'
import { localLabel, useDict } from '../../../components/Dict'
import SearchTable, { type SearchTableRef, type STColumn } from '../../../components/SearchTable'
import { Trail, time, useLabel, useStatus } from '../components/kit'
import VisitApproval from './approval'

const CANCEL_BUTTON = 'krsVisitCancel'
const BLACKLIST_BUTTON = 'krsVisitBlacklist'
const EXPORT_BUTTON = 'krsVisitExport'
const SETTINGS_BUTTON = 'krsVisitSettings'
/** What a reason may hold (the contract's). */
const REASON_MAX = 255
const NOTICE_MAX = 5000
/** The states the list offers (drafts are the visitors' own). */
const LISTED: VisitStatus[] = ['RUNNING', 'RETURNED', 'APPROVED', 'REJECTED', 'WITHDRAWN', 'CANCELLED']

const windowOf = (r: Pick<VisitRow, 'visitStart' | 'visitEnd'>) => {
  if (!r.visitStart) return ''
  const end = r.visitEnd ?? ''
  // The same day once: "2026-11-26 09:00 ~ 11:00".
  return `${r.visitStart} ~ ${end.slice(0, 10) === r.visitStart.slice(0, 10) ? end.slice(11) : end}`
}
const insideNow = (r: Pick<VisitRow, 'checkedInAt' | 'checkedOutAt'>) => !!r.checkedInAt && !r.checkedOutAt

/** The search form's values as the list's query: the day as `YYYY-MM-DD`. */
const toQuery = (v: Record<string, unknown>) => {
  const { day, ...rest } = v
  return { ...rest, day: day && typeof day === 'object' ? (day as Dayjs).format('YYYY-MM-DD') : day }
}

type Reasoning = { kind: 'cancel' | 'blacklist'; row: Pick<VisitRow, 'id' | 'visitorName'> }

/**
 * Visitor reservations: the list (by name, phone, host, state and day) with each one's form, trail
 * and gate log; cancelling and blacklisting with a reason; the export; the blacklist; and what each
 * visit reason asks before entry, with the safety notice.
 */
export default function VisitPage() {
  const { t } = useTranslation()
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'visits', label: t('admin.krsVisit.tabVisits'), children: <Visits /> },
        { key: 'blacklist', label: t('admin.krsVisit.tabBlacklist'), children: <Blacklist /> },
        { key: 'settings', label: t('admin.krsVisit.tabSettings'), children: <Settings /> },
      ]}
      data-testid="visit-tabs"
    />
  )
}

function Visits() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const queryClient = useQueryClient()
  const [table, setTable] = useState<SearchTableRef | null>(null)
  const [viewing, setViewing] = useState<string | null>(null)
  const [reasoning, setReasoning] = useState<Reasoning | null>(null)
  const status = useStatus()
  const reasonLabel = useLabel(KRS_DICT.visitReason)
  const exporter = useExport(visitApi.export, 'visitors.xlsx', t('admin.krsVisit.exporting'))
  const changed = () => void queryClient.invalidateQueries({ queryKey: visitApi.key })

  // The workbench's "visitors today" opens the list filtered as it counts.
  const fromLink = {
    day: params.get('day') === 'today' ? 'today' : undefined,
    status: (LISTED as string[]).includes(params.get('status') ?? '') ? params.get('status') : undefined,
  }

  const actions = (r: VisitRow) => (
    <>
      <Button
        type="link"
        size="small"
        onClick={() => setViewing(r.id)}
        data-testid={`visit-view-${r.visitorName}`}
      >
        {t('admin.krsVisit.view')}
      </Button>
      {r.status === 'APPROVED' && !insideNow(r) && (
        <ActionLink
          code={CANCEL_BUTTON}
          onClick={() => setReasoning({ kind: 'cancel', row: r })}
          testId={`visit-cancel-${r.visitorName}`}
        >
          {t('admin.krsVisit.cancel')}
        </ActionLink>
      )}
      <ActionLink
        code={BLACKLIST_BUTTON}
        onClick={() => setReasoning({ kind: 'blacklist', row: r })}
        testId={`visit-blacklist-${r.visitorName}`}
      >
        {t('admin.krsVisit.blacklist')}
      </ActionLink>
    </>
  )

  const columns: STColumn<VisitRow>[] = [
    {
      title: t('admin.krsVisit.visitorName'),
      dataIndex: 'visitorName',
      width: 110,
      render: (v: string, r: VisitRow) => (
        <Typography.Link onClick={() => setViewing(r.id)} data-testid={`visit-name-${v}`}>
          {v}
        </Typography.Link>
      ),
    },
    { title: t('admin.krsVisit.phone'), dataIndex: 'phone', width: 120 },
    { title: t('admin.krsVisit.company'), dataIndex: 'company', width: 200, ellipsis: true },
    {
      title: t('admin.krsVisit.reason'),
      dataIndex: 'reason',
      width: 100,
      printText: (r) => reasonLabel(r.reason),
      render: (v: string | null) => reasonLabel(v),
    },
    { title: t('admin.krsVisit.host'), dataIndex: 'hostName', width: 90 },
    {
      title: t('admin.krsVisit.window'),
      key: 'window',
      width: 200,
      printText: windowOf,
      render: (_: unknown, r: VisitRow) => windowOf(r),
    },
    {
      title: t('admin.krsVisit.plate'),
      dataIndex: 'plate',
      width: 100,
      render: (v: string | null) => (v ? <Tag style={{ fontFamily: 'monospace' }}>{v}</Tag> : ''),
    },
    {
      title: t('admin.krsVisit.status'),
      dataIndex: 'status',
      width: 150,
      printText: (r) => status.label(r.status),
      render: (v: VisitStatus, r: VisitRow) => (
        <Space size={4} wrap>
          {status.tag(v)}
          {insideNow(r) && <Tag color="green">{t('admin.krsVisit.inside')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('admin.krsVisit.checkedIn'),
      dataIndex: 'checkedInAt',
      width: 160,
      printConfig: { type: 'time' },
      render: time,
    },
    {
      title: t('admin.krsVisit.checkedOut'),
      dataIndex: 'checkedOutAt',
      width: 160,
      printConfig: { type: 'time' },
      render: time,
    },
    {
      title: t('admin.common.action'),
      key: 'action',
      width: 210,
      isPrint: false,
      render: (_: unknown, r: VisitRow) => actions(r),
    },
  ]

  return (
    <>
      <SearchTable
        id="krs-visit"
        ref={setTable}
        printTitle={t('admin.krsVisit.listTitle')}
        columns={columns}
        request={visitApi.page}
        toQuery={toQuery}
        initialSearch={fromLink}
        searchFields={[
          {
            name: 'searchKey',
            label: t('admin.krsVisit.visitorName'),
            node: (
              <Input allowClear placeholder={t('admin.krsVisit.searchHint')} data-testid="visit-q-name" />
            ),
          },
          {
            name: 'status',
            label: t('admin.krsVisit.status'),
            node: (
              <Select
                allowClear
                options={LISTED.map((s) => ({ value: s, label: status.label(s) }))}
                data-testid="visit-q-status"
              />
            ),
          },
          {
            name: 'day',
            label: t('admin.krsVisit.day'),
            node: <DayInput />,
          },
        ]}
        toolbar={
          <Auth code={EXPORT_BUTTON}>
            <Button
              icon={<ExportOutlined />}
              loading={exporter.exporting}
              onClick={() => void exporter.run(toQuery(table?.searchValues() ?? {}))}
              data-testid="visit-export"
            >
              {t('admin.krsVisit.export')}
            </Button>
          </Auth>
        }
        data-testid="visit-table"
      />
      {viewing && (
        <VisitDrawer
          id={viewing}
          onClose={() => setViewing(null)}
          statusTag={status.tag}
          onReason={(kind, row) => setReasoning({ kind, row })}
        />
      )}
      <ReasonDialog reasoning={reasoning} onClose={() => setReasoning(null)} onSaved={changed} />
    </>
  )
}

/** A day, or "today" as the company's calendar has it (the workbench's link). */
function DayInput({
  value,
  onChange,
}: {
  value?: Dayjs | string | null
  onChange?: (v: Dayjs | string | null) => void
}) {
  const { t } = useTranslation()
  if (value === 'today')
    return (
      <Tag closable onClose={() => onChange?.(null)} color="blue" data-testid="visit-q-today">
        {t('admin.krsVisit.todayOnly')}
      </Tag>
    )
  return (
    <DatePicker
      style={{ width: '100%' }}
      value={typeof value === 'string' ? null : value}
      onChange={(d) => onChange?.(d)}
      data-testid="visit-q-day"
    />
  )
}

/** One reservation: its state, the form, the gate log and the trail; cancel and blacklist beside. */
function VisitDrawer({
  id,
  onClose,
  statusTag,
  onReason,
}: {
  id: string
  onClose: () => void
  statusTag: (s: VisitStatus) => ReactNode
  onReason: (kind: Reasoning['kind'], row: Reasoning['row']) => void
}) {
  const { t } = useTranslation()
  const { data } = useQuery(visitApi.detail.query({ id }))
  const section = (title: string) => (
    <Typography.Title level={5} style={{ marginTop: 20 }}>
      {title}
    </Typography.Title>
  )
  return (
    <Drawer
      open
      title={
        data ? `${t('admin.krsVisit.detailTitle')} · ${data.visitorName}` : t('admin.krsVisit.detailTitle')
      }
      onClose={onClose}
      size={900}
      destroyOnHidden
      extra={data && <DrawerActions visit={data} onReason={onReason} />}
      data-testid="visit-detail"
    >
      {data && (
        <Descriptions
          column={{ xs: 1, md: 3 }}
          size="small"
          bordered
          style={{ marginBottom: 16 }}
          data-testid="visit-state"
        >
          <Descriptions.Item label={t('admin.krsVisit.status')}>{statusTag(data.status)}</Descriptions.Item>
          <Descriptions.Item label={t('admin.krsVisit.submittedAt')}>
            {time(data.submittedAt)}
          </Descriptions.Item>
          {data.pending.length > 0 && (
            <Descriptions.Item label={t('admin.krsVisit.pending')}>
              {data.pending.map((p) => `${p.stepName} · ${p.assigneeName}`).join('；')}
            </Descriptions.Item>
          )}
          {data.cancelReason && (
            <Descriptions.Item label={t('admin.krsVisit.cancelReason')} span="filled">
              {data.cancelReason}
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
      <VisitApproval formId={id} />
      {data && (
        <>
          {section(t('admin.krsVisit.gateLog'))}
          {data.gate.length ? (
            <Timeline
              data-testid="visit-gate"
              items={data.gate.map((g) => ({
                key: g.id,
                color: g.direction === 'IN' ? 'green' : 'gray',
                children: `${time(g.at)} · ${t(`admin.krsVisit.${g.direction}`)} · ${g.guardName}`,
              }))}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.krsVisit.noGate')} />
          )}
          {section(t('admin.krsVisit.trail'))}
          <Trail trail={data.trail} testId="visit-trail" />
        </>
      )}
    </Drawer>
  )
}

function DrawerActions({
  visit,
  onReason,
}: {
  visit: VisitDetail
  onReason: (kind: Reasoning['kind'], row: Reasoning['row']) => void
}) {
  const { t } = useTranslation()
  return (
    <Space>
      {visit.status === 'APPROVED' && !insideNow(visit) && (
        <Auth code={CANCEL_BUTTON}>
          <Button onClick={() => onReason('cancel', visit)} data-testid="visit-detail-cancel">
            {t('admin.krsVisit.cancel')}
          </Button>
        </Auth>
      )}
      {!visit.blacklisted && (
        <Auth code={BLACKLIST_BUTTON}>
          <Button danger onClick={() => onReason('blacklist', visit)} data-testid="visit-detail-blacklist">
            {t('admin.krsVisit.blacklist')}
          </Button>
        </Auth>
      )}
    </Space>
  )
}

/** Cancelling a visit or blacklisting its visitor, with the reason. */
function ReasonDialog({
  reasoning,
  onClose,
  onSaved,
}: {
  reasoning: Reasoning | null
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useTranslation()
  const rules = useRules()
  const label = t('admin.krsVisit.reasonLabel')
  const kind = reasoning?.kind ?? 'cancel'
  return (
    <FormDialog<{ reason: string }>
      opening={reasoning}
      title={
        reasoning
          ? `${t(kind === 'cancel' ? 'admin.krsVisit.cancelTitle' : 'admin.krsVisit.blacklistTitle')} · ${reasoning.row.visitorName}`
          : ''
      }
      onClose={onClose}
      onSubmit={(v) =>
        reasoning
          ? (kind === 'cancel' ? visitApi.cancel : visitApi.blacklist)({
              id: reasoning.row.id,
              reason: v.reason,
            })
          : Promise.resolve()
      }
      onSaved={onSaved}
      width={520}
      data-testid="visit-reason-form"
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={t(kind === 'cancel' ? 'admin.krsVisit.cancelHint' : 'admin.krsVisit.blacklistHint')}
      />
      <Form.Item name="reason" label={label} rules={[rules.required(label)]}>
        <Input.TextArea
          maxLength={REASON_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
          data-testid="visit-reason"
        />
      </Form.Item>
    </FormDialog>
  )
}

/** Blacklisted visitors: by name or document number; taken off with the blacklist button. */
function Blacklist() {
  const { t } = useTranslation()
  const { modal } = App.useApp()
  const queryClient = useQueryClient()
  const idType = (v: string) =>
    (VISIT_ID_TYPES as readonly string[]).includes(v) ? t(`admin.krsVisit.${v as VisitIdType}`) : v
  const remove = (r: VisitBlacklistRow) =>
    modal.confirm({
      title: t('admin.krsVisit.unblacklistConfirm', { name: r.name }),
      okText: t('admin.common.ok'),
      cancelText: t('admin.common.cancel'),
      onOk: () =>
        visitApi
          .unblacklist(r.id)
          .then(() => queryClient.invalidateQueries({ queryKey: visitApi.key }))
          .catch(() => undefined),
    })
  const columns: STColumn<VisitBlacklistRow>[] = [
    { title: t('admin.krsVisit.blName'), dataIndex: 'name', width: 110 },
    {
      title: t('admin.krsVisit.idType'),
      dataIndex: 'idType',
      width: 160,
      printText: (r) => idType(r.idType),
      render: (v: string) => idType(v),
    },
    { title: t('admin.krsVisit.idNo'), dataIndex: 'idNo', width: 190 },
    { title: t('admin.krsVisit.phone'), dataIndex: 'phone', width: 120 },
    { title: t('admin.krsVisit.blReason'), dataIndex: 'reason', ellipsis: true },
    { title: t('admin.krsVisit.blBy'), dataIndex: 'createdByName', width: 90 },
    {
      title: t('admin.krsVisit.blAt'),
      dataIndex: 'createdAt',
      width: 160,
      printConfig: { type: 'time' },
      render: time,
    },
    {
      title: t('admin.common.action'),
      key: 'action',
      width: 110,
      isPrint: false,
      render: (_: unknown, r: VisitBlacklistRow) => (
        <ActionLink code={BLACKLIST_BUTTON} onClick={() => remove(r)} testId={`visit-unblacklist-${r.name}`}>
          {t('admin.krsVisit.unblacklist')}
        </ActionLink>
      ),
    },
  ]
  return (
    <SearchTable
      id="krs-visit-blacklist"
      printTitle={t('admin.krsVisit.tabBlacklist')}
      columns={columns}
      request={visitApi.blacklistPage}
      searchFields={[
        {
          name: 'searchKey',
          label: t('admin.krsVisit.blName'),
          node: <Input allowClear placeholder={t('admin.krsVisit.blSearchHint')} data-testid="visit-bl-q" />,
        },
      ]}
      data-testid="visit-blacklist"
    />
  )
}

type SettingsValues = { rules: Record<string, VisitSafety>; noticeZh?: string; noticeEn?: string }

/** What each visit reason asks before entry, and the notice visitors confirm (in both languages). */
function Settings() {
  const { t, i18n } = useTranslation()
  const { message } = App.useApp()
  const queryClient = useQueryClient()
  const [form] = Form.useForm<SettingsValues>()
  const [saving, setSaving] = useState(false)
  const reasons = useDict(KRS_DICT.visitReason) ?? []
  const { data } = useQuery(visitApi.settings.query())

  useEffect(() => {
    if (!data) return
    form.setFieldsValue({
      rules: Object.fromEntries(data.rules.map((r) => [r.reason, r.safety])),
      noticeZh: data.noticeZh ?? '',
      noticeEn: data.noticeEn ?? '',
    })
  }, [data, form])

  const save = async () => {
    const v = await form.validateFields()
    setSaving(true)
    try {
      await visitApi.saveSettings({
        rules: reasons.map((r) => ({ reason: r.dictValue, safety: v.rules?.[r.dictValue] ?? 'NONE' })),
        noticeZh: v.noticeZh ?? null,
        noticeEn: v.noticeEn ?? null,
      })
      message.success(t('admin.krsVisit.saved'))
      void queryClient.invalidateQueries({ queryKey: visitApi.settings.key })
    } catch {
      // The request layer has told what went wrong.
    } finally {
      setSaving(false)
    }
  }

  const options = VISIT_SAFETY.map((s) => ({
    value: s,
    label:
      s === 'EXAM' && !data?.examAvailable
        ? `${t('admin.krsVisit.EXAM')}（${t('admin.krsVisit.examUnavailable')}）`
        : t(`admin.krsVisit.${s}`),
    disabled: s === 'EXAM' && !data?.examAvailable,
  }))

  return (
    <Card variant="borderless" data-testid="visit-settings">
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('admin.krsVisit.settingsHint')} />
      <Form form={form} layout="vertical" disabled={!data}>
        <Table
          size="small"
          bordered
          pagination={false}
          rowKey="dictValue"
          dataSource={reasons}
          style={{ marginBottom: 16, maxWidth: 640 }}
          columns={[
            {
              title: t('admin.krsVisit.ruleReason'),
              key: 'reason',
              render: (_, r) => localLabel(r, i18n.language),
            },
            {
              title: t('admin.krsVisit.ruleSafety'),
              key: 'safety',
              width: 320,
              render: (_, r) => (
                <Form.Item name={['rules', r.dictValue]} initialValue="NONE" noStyle>
                  <Select
                    options={options}
                    style={{ width: '100%' }}
                    data-testid={`visit-rule-${r.dictValue}`}
                  />
                </Form.Item>
              ),
            },
          ]}
        />
        <Form.Item name="noticeZh" label={t('admin.krsVisit.noticeZh')}>
          <Input.TextArea
            maxLength={NOTICE_MAX}
            showCount
            autoSize={{ minRows: 5, maxRows: 14 }}
            data-testid="visit-notice-zh"
          />
        </Form.Item>
        <Form.Item name="noticeEn" label={t('admin.krsVisit.noticeEn')}>
          <Input.TextArea
            maxLength={NOTICE_MAX}
            showCount
            autoSize={{ minRows: 5, maxRows: 14 }}
            data-testid="visit-notice-en"
          />
        </Form.Item>
        <Auth code={SETTINGS_BUTTON}>
          <Button
            type="primary"
            loading={saving}
            onClick={() => void save()}
            data-testid="visit-settings-save"
          >
            {t('admin.krsVisit.save')}
          </Button>
        </Auth>
      </Form>
    </Card>
  )
}
