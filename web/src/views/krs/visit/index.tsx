import {
  CANCELLABLE_STATUSES,
  KRS_DICT,
  VISIT_ID_TYPES,
  VISIT_SAFETY,
  type VisitBlacklistRow,
  type VisitIdType,
  type VisitRow,
  type VisitSafety,
} from '@portal/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Alert, App, Button, Card, DatePicker, Form, Input, Select, Table, Tabs, Tag } from 'antd'
import type { Dayjs } from 'dayjs'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { visitApi } from '../../../api/krs/visit'
import { ActionLink } from '../../../components/AdminKit'
import { ApplicationPage, GateLog, useLabel } from '../../../components/ApplicationKit'
import Auth from '../../../components/Auth'
import { localLabel, useDict } from '../../../components/Dict'
import SearchTable, { type STColumn } from '../../../components/SearchTable'
import { formatTime } from '../../../utils/time'
import VisitApproval from './approval'

const CANCEL_BUTTON = 'krsVisitCancel'
const BLACKLIST_BUTTON = 'krsVisitBlacklist'
const EXPORT_BUTTON = 'krsVisitExport'
const SETTINGS_BUTTON = 'krsVisitSettings'
const NOTICE_MAX = 5000
/** The states the list offers (drafts are the visitors' own). */
const LISTED = CANCELLABLE_STATUSES.filter((s) => s !== 'DRAFT')

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
  const reasonLabel = useLabel(KRS_DICT.visitReason)
  // The workbench's "visitors today" opens the list filtered as it counts.
  const fromLink = {
    day: params.get('day') === 'today' ? 'today' : undefined,
    status: (LISTED as string[]).includes(params.get('status') ?? '') ? params.get('status') : undefined,
  }
  return (
    <ApplicationPage
      app={{
        name: 'visit',
        tableId: 'krs-visit',
        api: visitApi,
        title: t('admin.krsVisit.listTitle'),
        detailTitle: t('admin.krsVisit.detailTitle'),
        rowTitle: {
          field: 'visitorName',
          label: t('admin.krsVisit.visitorName'),
          hint: t('admin.krsVisit.searchHint'),
          width: 110,
        },
        columns: (c) => [
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
          c.status({
            width: 150,
            extra: (r) => insideNow(r) && <Tag color="green">{t('admin.krsVisit.inside')}</Tag>,
          }),
          c.time('checkedInAt', t('admin.krsVisit.checkedIn'), 160),
          c.time('checkedOutAt', t('admin.krsVisit.checkedOut'), 160),
        ],
        statuses: LISTED,
        filters: [{ name: 'day', label: t('admin.krsVisit.day'), node: <DayInput /> }],
        toQuery,
        initialSearch: fromLink,
        actions: [
          {
            key: 'cancel',
            code: CANCEL_BUTTON,
            label: t('admin.krsVisit.cancel'),
            title: t('admin.krsVisit.cancelTitle'),
            hint: t('admin.krsVisit.cancelHint'),
            when: (r) => r.status === 'APPROVED' && !insideNow(r),
            run: (id, reason) => visitApi.cancel({ id, reason }),
          },
          {
            key: 'blacklist',
            code: BLACKLIST_BUTTON,
            label: t('admin.krsVisit.blacklist'),
            title: t('admin.krsVisit.blacklistTitle'),
            hint: t('admin.krsVisit.blacklistHint'),
            danger: true,
            whenDetail: (d) => !d.blacklisted,
            run: (id, reason) => visitApi.blacklist({ id, reason }),
          },
        ],
        exporter: {
          code: EXPORT_BUTTON,
          file: 'visitors.xlsx',
          busy: t('admin.krsVisit.exporting'),
          run: visitApi.export,
        },
        approval: VisitApproval,
        print: {
          docType: 'visitorPass',
          label: t('admin.krsVisit.print'),
          when: (d) => d.status === 'APPROVED',
        },
        state: (d) => [
          {
            label: t('admin.krsVisit.cancelReason'),
            value: d.cancelReason,
            span: 'filled',
            hidden: !d.cancelReason,
          },
        ],
        sections: (d) => <GateLog gate={d.gate} testId="visit-gate" />,
      }}
    />
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
      printText: (r) => formatTime(r.createdAt),
      render: (v: string | null) => formatTime(v),
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
