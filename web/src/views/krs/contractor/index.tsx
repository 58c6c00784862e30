import {
  CONTRACTOR_LIMITS,
  CONTRACTOR_STATUSES,
  type ContractorDetail,
  type ContractorHistory,
  type ContractorRow,
  type ContractorStatus,
  EXPIRY_WARN_DAYS,
  KRS_DICT,
} from '@portal/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  Alert,
  App,
  Button,
  DatePicker,
  Descriptions,
  Drawer,
  Empty,
  Form,
  Input,
  Popconfirm,
  Select,
  Skeleton,
  Space,
  Table,
  type TableColumnsType,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { contractorApi } from '../../../api/krs/contractor'
import { ActionLink, useRules } from '../../../components/AdminKit'
import { FormDialog } from '../../../components/AdminKit/crud'
import { ExportButton } from '../../../components/AdminKit/ExcelButtons'
import {
  FileThumb,
  ReasonDialog,
  type Reasoning,
  timeColumn,
  useLabel,
} from '../../../components/ApplicationKit'
import Auth from '../../../components/Auth'
import SearchTable, { type SearchTableRef, type STColumn } from '../../../components/SearchTable'
import { formatTime as time } from '../../../utils/time'
import { Expiry } from '../components/kit'
import { texts } from './texts'

/** A text of this page by its key. */
type Key = keyof (typeof texts)['zh-cn']['krsContractor']
const isKey = (k: string): k is Key => k in texts['zh-cn'].krsContractor

const STATUS_COLOR: Record<ContractorStatus, string> = {
  ADMITTED: 'success',
  EXPIRED: 'warning',
  BLACKLISTED: 'error',
}
const day = (v: Dayjs | null | undefined) => (v ? v.format('YYYY-MM-DD') : null)
const HISTORY_PAGE = 10

/** What the search panel holds, as the list's query. */
const toQuery = ({ expiring, ...values }: Record<string, unknown>) => ({
  ...values,
  expiring: expiring === 'true' ? 'true' : undefined,
})

/** The contractor register: search, standing, each contractor with its documents, people, assignments and history. */
export default function ContractorPage() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const queryClient = useQueryClient()
  const [table, setTable] = useState<SearchTableRef | null>(null)
  const [viewing, setViewing] = useState<string | null>(null)
  const [editing, setEditing] = useState<string | null>(null)
  const [reasoning, setReasoning] = useState<Reasoning | null>(null)
  const [assigning, setAssigning] = useState<Pick<ContractorRow, 'id' | 'name'> | null>(null)
  // Blacklisting, or lifting it, with the reason the history keeps.
  const reason = (r: Pick<ContractorRow, 'id' | 'name' | 'status'>) => {
    const lift = r.status === 'BLACKLISTED'
    setReasoning({
      action: {
        title: t(`admin.krsContractor.${lift ? 'unblacklistTitle' : 'blacklistTitle'}`),
        hint: t(`admin.krsContractor.${lift ? 'unblacklistHint' : 'blacklistHint'}`),
        tone: lift ? 'info' : 'warning',
        maxLength: CONTRACTOR_LIMITS.reason,
        run: async (id, why) => {
          await (lift ? contractorApi.unblacklist : contractorApi.blacklist)({ id, reason: why })
          void message.success(t(`admin.krsContractor.${lift ? 'unblacklisted' : 'blacklisted'}`))
        },
      },
      subject: { id: r.id, name: r.name },
    })
  }
  const { data: depts } = useQuery(contractorApi.depts.query())
  const statusText = (s: ContractorStatus) => t(`admin.krsContractor.${s}`)
  const statusTag = (s: ContractorStatus, reason?: string | null) => {
    const tag = (
      <Tag color={STATUS_COLOR[s]} data-testid="contractor-status">
        {statusText(s)}
      </Tag>
    )
    return reason ? <Tooltip title={reason}>{tag}</Tooltip> : tag
  }
  // Lists, the open contractor and its history load again after a change.
  const changed = () => void queryClient.invalidateQueries({ queryKey: contractorApi.key })
  const deptOptions = (depts ?? []).map((d) => ({
    value: d.id,
    label: d.parentName ? `${d.name}（${d.parentName}）` : d.name,
  }))

  const actions = (r: Pick<ContractorRow, 'id' | 'name' | 'status'>) => (
    <>
      <ActionLink
        code="krsContractorEdit"
        onClick={() => setEditing(r.id)}
        testId={`contractor-edit-${r.name}`}
      >
        {t('admin.krsContractor.edit')}
      </ActionLink>
      <ActionLink
        code="krsContractorAssign"
        onClick={() => setAssigning(r)}
        testId={`contractor-assign-${r.name}`}
      >
        {t('admin.krsContractor.assign')}
      </ActionLink>
      <ActionLink
        code="krsContractorBlacklist"
        onClick={() => reason(r)}
        testId={`contractor-blacklist-${r.name}`}
      >
        {t(`admin.krsContractor.${r.status === 'BLACKLISTED' ? 'unblacklist' : 'blacklist'}`)}
      </ActionLink>
    </>
  )

  const columns: STColumn<ContractorRow>[] = [
    {
      title: t('admin.krsContractor.name'),
      dataIndex: 'name',
      ellipsis: true,
      render: (v: string, r: ContractorRow) => (
        <Typography.Link onClick={() => setViewing(r.id)} data-testid={`contractor-name-${v}`}>
          {v}
        </Typography.Link>
      ),
    },
    { title: t('admin.krsContractor.creditCode'), dataIndex: 'creditCode', width: 190 },
    { title: t('admin.krsContractor.hostOrg'), dataIndex: 'hostOrgName', width: 130, ellipsis: true },
    {
      title: t('admin.krsContractor.contact'),
      dataIndex: 'contactName',
      width: 170,
      printText: (r) => `${r.contactName} ${r.contactPhone}`,
      render: (_: unknown, r: ContractorRow) => `${r.contactName} ${r.contactPhone}`,
    },
    {
      title: t('admin.krsContractor.status'),
      dataIndex: 'status',
      width: 100,
      printText: (r) => statusText(r.status),
      render: (v: ContractorStatus, r: ContractorRow) => statusTag(v, r.blacklistReason),
    },
    {
      title: t('admin.krsContractor.validUntil'),
      dataIndex: 'validUntil',
      width: 190,
      render: (v: string, r: ContractorRow) => (r.status === 'BLACKLISTED' ? v : <Expiry day={v} />),
    },
    { ...timeColumn('admittedAt', t('admin.krsContractor.admittedAt')), checked: false },
    {
      title: t('admin.common.action'),
      key: 'action',
      width: 230,
      isPrint: false,
      render: (_: unknown, r: ContractorRow) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            onClick={() => setViewing(r.id)}
            data-testid={`contractor-view-${r.name}`}
          >
            {t('admin.krsContractor.detail')}
          </Button>
          {actions(r)}
        </Space>
      ),
    },
  ]

  return (
    <>
      <SearchTable
        id="krs-contractor"
        ref={setTable}
        printTitle={t('admin.krsContractor.listTitle')}
        columns={columns}
        request={contractorApi.page}
        toQuery={toQuery}
        searchFields={[
          {
            name: 'searchKey',
            label: t('admin.krsContractor.name'),
            node: (
              <Input
                allowClear
                placeholder={t('admin.krsContractor.searchHint')}
                data-testid="contractor-q-name"
              />
            ),
          },
          {
            name: 'status',
            label: t('admin.krsContractor.status'),
            node: (
              <Select
                allowClear
                options={CONTRACTOR_STATUSES.map((s) => ({ value: s, label: statusText(s) }))}
                data-testid="contractor-q-status"
              />
            ),
          },
          {
            name: 'hostOrgId',
            label: t('admin.krsContractor.hostOrg'),
            node: (
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                options={deptOptions}
                data-testid="contractor-q-host"
              />
            ),
          },
          {
            name: 'expiring',
            label: t('admin.krsContractor.expiring'),
            node: (
              <Select
                allowClear
                options={[
                  { value: 'true', label: t('admin.krsContractor.expiringOnly', { days: EXPIRY_WARN_DAYS }) },
                ]}
                data-testid="contractor-q-expiring"
              />
            ),
          },
        ]}
        toolbar={
          <ExportButton
            code="krsContractorExport"
            call={contractorApi.export}
            fileName="contractors.xlsx"
            query={() => toQuery(table?.searchValues() ?? {})}
            testId="contractor-export"
          />
        }
      />
      {viewing && (
        <ContractorDrawer
          id={viewing}
          onClose={() => setViewing(null)}
          statusTag={statusTag}
          actions={actions}
          onChanged={changed}
        />
      )}
      <EditDialog id={editing} deptOptions={deptOptions} onClose={() => setEditing(null)} onSaved={changed} />
      <ReasonDialog
        open={reasoning}
        onClose={() => setReasoning(null)}
        onSaved={changed}
        testId="contractor-reason-form"
        fieldTestId="contractor-reason"
      />
      <AssignDialog
        contractor={assigning}
        deptOptions={deptOptions}
        onClose={() => setAssigning(null)}
        onSaved={() => {
          void message.success(t('admin.krsContractor.assigned'))
          changed()
        }}
      />
    </>
  )
}

type Options = Array<{ value: string; label: string }>

/** One contractor: details, qualification documents, people, assignments and every change. */
function ContractorDrawer({
  id,
  onClose,
  statusTag,
  actions,
  onChanged,
}: {
  id: string
  onClose: () => void
  statusTag: (s: ContractorStatus, reason?: string | null) => ReactNode
  actions: (r: ContractorDetail) => ReactNode
  onChanged: () => void
}) {
  const { t } = useTranslation()
  const query = useQuery(contractorApi.detail.query({ id }))
  const data = query.data
  return (
    <Drawer
      open
      title={
        data ? `${t('admin.krsContractor.detailTitle')} · ${data.name}` : t('admin.krsContractor.detailTitle')
      }
      onClose={onClose}
      size={1000}
      destroyOnHidden
      data-testid="contractor-detail"
      extra={data && <Space size={0}>{actions(data)}</Space>}
    >
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : !data ? (
        <Alert
          type="error"
          showIcon
          title={t('admin.krsContractor.loadFailed')}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {t('admin.krsContractor.retry')}
            </Button>
          }
        />
      ) : (
        <Tabs
          items={[
            {
              key: 'basic',
              label: t('admin.krsContractor.tabBasic'),
              children: <Basics data={data} statusTag={statusTag} />,
            },
            {
              key: 'docs',
              label: `${t('admin.krsContractor.tabDocs')} (${data.docs.length})`,
              children: <Docs data={data} />,
            },
            {
              key: 'persons',
              label: `${t('admin.krsContractor.tabPersons')} (${data.persons.length})`,
              children: <Persons data={data} />,
            },
            {
              key: 'assignments',
              label: `${t('admin.krsContractor.tabAssignments')} (${data.assignments.length})`,
              children: <Assignments data={data} onChanged={onChanged} />,
            },
            { key: 'history', label: t('admin.krsContractor.tabHistory'), children: <History id={id} /> },
          ]}
        />
      )}
    </Drawer>
  )
}

function Basics({
  data,
  statusTag,
}: {
  data: ContractorDetail
  statusTag: (s: ContractorStatus, reason?: string | null) => ReactNode
}) {
  const { t } = useTranslation()
  const item = (key: Key, value: ReactNode, span?: 'filled') => (
    <Descriptions.Item label={t(`admin.krsContractor.${key}`)} span={span}>
      {value}
    </Descriptions.Item>
  )
  return (
    <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered data-testid="contractor-basics">
      {item('name', data.name)}
      {item('creditCode', data.creditCode)}
      {item('status', statusTag(data.status))}
      {item('validUntil', data.status === 'BLACKLISTED' ? data.validUntil : <Expiry day={data.validUntil} />)}
      {data.blacklistReason && item('blacklistReason', data.blacklistReason, 'filled')}
      {item('legalRep', data.legalRep)}
      {item('hostOrg', data.hostOrgName)}
      {item('contactName', data.contactName)}
      {item('contactPhone', <a href={`tel:${data.contactPhone}`}>{data.contactPhone}</a>)}
      {item('address', data.address, 'filled')}
      {item('scope', <span style={{ whiteSpace: 'pre-wrap' }}>{data.scope}</span>, 'filled')}
      {item('insuranceCompany', data.insuranceCompany)}
      {item('insurancePolicyNo', data.insurancePolicyNo)}
      {item('insuranceExpiry', <Expiry day={data.insuranceExpiry} />)}
      {item('admittedAt', time(data.admittedAt))}
    </Descriptions>
  )
}

function Docs({ data }: { data: ContractorDetail }) {
  const { t } = useTranslation()
  const docType = useLabel(KRS_DICT.qualification)
  const columns: TableColumnsType<ContractorDetail['docs'][number]> = [
    { title: t('admin.krsAdmission.docType'), key: 'docType', render: (_, r) => docType(r.docType) },
    { title: t('admin.krsAdmission.docNo'), dataIndex: 'docNo' },
    { title: t('admin.krsAdmission.issueDate'), dataIndex: 'issueDate', width: 110 },
    {
      title: t('admin.krsAdmission.expiryDate'),
      key: 'expiryDate',
      width: 190,
      render: (_, r) => <Expiry day={r.expiryDate} />,
    },
    {
      title: t('admin.krsAdmission.scan'),
      key: 'fileId',
      width: 100,
      render: (_, r) => <FileThumb id={r.fileId} label={docType(r.docType)} />,
    },
  ]
  return (
    <Table
      size="small"
      bordered
      rowKey="id"
      pagination={false}
      columns={columns}
      dataSource={data.docs}
      scroll={{ x: 'max-content' }}
      data-testid="contractor-docs"
    />
  )
}

function Persons({ data }: { data: ContractorDetail }) {
  const { t } = useTranslation()
  const jobType = useLabel(KRS_DICT.jobType)
  const workType = useLabel(KRS_DICT.workType)
  const columns: TableColumnsType<ContractorDetail['persons'][number]> = [
    { title: t('admin.krsAdmission.personName'), dataIndex: 'name', width: 90 },
    {
      title: t('admin.krsAdmission.idCard'),
      key: 'idCard',
      width: 180,
      render: (_, r) => <span style={{ fontFamily: 'monospace' }}>{r.idCard}</span>,
    },
    { title: t('admin.krsAdmission.phone'), dataIndex: 'phone', width: 120 },
    { title: t('admin.krsAdmission.jobType'), key: 'jobType', render: (_, r) => jobType(r.jobType) },
    { title: t('admin.krsAdmission.certType'), key: 'certType', render: (_, r) => workType(r.certType) },
    { title: t('admin.krsAdmission.certNo'), dataIndex: 'certNo' },
    {
      title: t('admin.krsAdmission.certExpiry'),
      key: 'certExpiry',
      width: 190,
      render: (_, r) => <Expiry day={r.certExpiry} />,
    },
    {
      title: t('admin.krsAdmission.certPhoto'),
      key: 'certPhotoId',
      width: 90,
      render: (_, r) => <FileThumb id={r.certPhotoId} label={r.certNo ?? ''} />,
    },
  ]
  return (
    <Table
      size="small"
      bordered
      rowKey="id"
      pagination={data.persons.length > 20 ? { pageSize: 20, size: 'small' } : false}
      columns={columns}
      dataSource={data.persons}
      scroll={{ x: 'max-content' }}
      data-testid="contractor-persons"
    />
  )
}

function Assignments({ data, onChanged }: { data: ContractorDetail; onChanged: () => void }) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const end = async (id: string) => {
    try {
      await contractorApi.unassign(id)
      void message.success(t('admin.krsContractor.unassigned'))
      onChanged()
    } catch {
      // the request module warned
    }
  }
  const columns: TableColumnsType<ContractorDetail['assignments'][number]> = [
    { title: t('admin.krsContractor.assignOrg'), dataIndex: 'orgName', width: 140 },
    { title: t('admin.krsContractor.project'), dataIndex: 'project' },
    { title: t('admin.krsContractor.startDay'), dataIndex: 'startDay', width: 110 },
    {
      title: t('admin.krsContractor.endDay'),
      key: 'endDay',
      width: 110,
      render: (_, r) => r.endDay ?? t('admin.krsContractor.openEnded'),
    },
    { title: t('admin.krsContractor.remark'), dataIndex: 'remark', ellipsis: true },
    {
      title: t('admin.common.action'),
      key: 'action',
      width: 100,
      render: (_, r) => (
        <Auth code="krsContractorAssign">
          <Popconfirm
            title={t('admin.krsContractor.unassignConfirm')}
            onConfirm={() => end(r.id)}
            okText={t('admin.common.ok')}
            cancelText={t('admin.common.cancel')}
          >
            <Button type="link" size="small" danger data-testid={`contractor-unassign-${r.project}`}>
              {t('admin.krsContractor.unassign')}
            </Button>
          </Popconfirm>
        </Auth>
      ),
    },
  ]
  return (
    <Table
      size="small"
      bordered
      rowKey="id"
      pagination={false}
      columns={columns}
      dataSource={data.assignments}
      locale={{
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.krsContractor.noAssignments')} />
        ),
      }}
      data-testid="contractor-assignments"
    />
  )
}

/** Every change, newest first, paged on the server. */
function History({ id }: { id: string }) {
  const { t } = useTranslation()
  const [current, setCurrent] = useState(1)
  const { data, isFetching } = useQuery(
    contractorApi.history.query({ contractorId: id, current, size: HISTORY_PAGE }),
  )
  const shown = (field: string, v: string | null) =>
    v === null || v === ''
      ? t('admin.krsContractor.empty')
      : field === 'status' && (CONTRACTOR_STATUSES as readonly string[]).includes(v)
        ? t(`admin.krsContractor.${v as ContractorStatus}`)
        : v
  const fieldLabel = (f: string) => (isKey(f) ? t(`admin.krsContractor.${f}`) : f)
  const columns: TableColumnsType<ContractorHistory> = [
    {
      title: t('admin.krsContractor.when'),
      key: 'createdAt',
      width: 170,
      render: (_, r) => time(r.createdAt),
    },
    {
      title: t('admin.krsContractor.event'),
      key: 'event',
      width: 110,
      render: (_, r) => <Tag>{t(`admin.krsContractor.ev_${r.event}`)}</Tag>,
    },
    {
      title: t('admin.krsContractor.who'),
      key: 'userName',
      width: 100,
      render: (_, r) =>
        r.userName ?? <Typography.Text type="secondary">{t('admin.krsContractor.system')}</Typography.Text>,
    },
    {
      title: t('admin.krsContractor.changes'),
      key: 'changes',
      render: (_, r) => (
        <div>
          {r.note && <div style={{ whiteSpace: 'pre-wrap' }}>{r.note}</div>}
          {r.changes.map((c) => (
            <div key={c.field}>
              <Typography.Text strong>{fieldLabel(c.field)}</Typography.Text>
              {': '}
              {/* A first value has nothing before it worth striking out. */}
              {c.before !== null && (
                <>
                  <Typography.Text delete type="secondary">
                    {shown(c.field, c.before)}
                  </Typography.Text>
                  {' → '}
                </>
              )}
              <Typography.Text>{shown(c.field, c.after)}</Typography.Text>
            </div>
          ))}
        </div>
      ),
    },
  ]
  return (
    <Table
      size="small"
      bordered
      rowKey="id"
      loading={isFetching}
      columns={columns}
      dataSource={data?.records ?? []}
      pagination={{
        current,
        pageSize: HISTORY_PAGE,
        total: data?.total ?? 0,
        size: 'small',
        showSizeChanger: false,
        onChange: setCurrent,
      }}
      locale={{
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.krsContractor.noHistory')} />
        ),
      }}
      data-testid="contractor-history"
    />
  )
}

interface EditValues {
  name: string
  legalRep: string
  address: string
  contactName: string
  contactPhone: string
  hostOrgId: string
  scope: string
  insuranceCompany?: string | null
  insurancePolicyNo?: string | null
  insuranceExpiry?: Dayjs | null
  validUntil: Dayjs
}

/** Corrects a contractor's details or validity; the history keeps what it was. */
function EditDialog({
  id,
  deptOptions,
  onClose,
  onSaved,
}: {
  id: string | null
  deptOptions: Options
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useTranslation()
  const rules = useRules()
  const label = (k: Key) => t(`admin.krsContractor.${k}`)
  const req = (k: Key, choose = false) => [rules.required(label(k), choose)]
  return (
    <FormDialog<EditValues>
      opening={id}
      title={t('admin.krsContractor.editTitle')}
      onClose={onClose}
      load={async () => {
        const d = await contractorApi.detail({ id: id ?? '' })
        return {
          ...d,
          insuranceExpiry: d.insuranceExpiry ? dayjs(d.insuranceExpiry) : null,
          validUntil: dayjs(d.validUntil),
        }
      }}
      onSubmit={(v) =>
        contractorApi.edit({
          ...v,
          id: id ?? '',
          insuranceExpiry: day(v.insuranceExpiry),
          validUntil: day(v.validUntil) ?? '',
        })
      }
      onSaved={onSaved}
      width={640}
      data-testid="contractor-edit-form"
    >
      <Form.Item name="name" label={label('name')} rules={req('name')}>
        <Input maxLength={CONTRACTOR_LIMITS.name} data-testid="contractor-f-name" />
      </Form.Item>
      <Form.Item name="legalRep" label={label('legalRep')} rules={req('legalRep')}>
        <Input maxLength={CONTRACTOR_LIMITS.person} />
      </Form.Item>
      <div style={{ display: 'flex', gap: 12 }}>
        <Form.Item
          name="contactName"
          label={label('contactName')}
          rules={req('contactName')}
          style={{ flex: 1 }}
        >
          <Input maxLength={CONTRACTOR_LIMITS.person} />
        </Form.Item>
        <Form.Item
          name="contactPhone"
          label={label('contactPhone')}
          rules={[...req('contactPhone'), rules.phone()]}
          style={{ flex: 1 }}
        >
          <Input maxLength={11} inputMode="tel" data-testid="contractor-f-phone" />
        </Form.Item>
      </div>
      <Form.Item name="hostOrgId" label={label('hostOrg')} rules={req('hostOrg', true)}>
        <Select showSearch optionFilterProp="label" options={deptOptions} data-testid="contractor-f-host" />
      </Form.Item>
      <Form.Item name="address" label={label('address')} rules={req('address')}>
        <Input maxLength={CONTRACTOR_LIMITS.address} />
      </Form.Item>
      <Form.Item name="scope" label={label('scope')} rules={req('scope')}>
        <Input.TextArea maxLength={CONTRACTOR_LIMITS.scope} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item
        name="validUntil"
        label={label('validUntil')}
        rules={[rules.requiredDay(label('validUntil'))]}
      >
        <DatePicker style={{ width: '100%' }} data-testid="contractor-f-valid" />
      </Form.Item>
      <div style={{ display: 'flex', gap: 12 }}>
        <Form.Item name="insuranceCompany" label={label('insuranceCompany')} style={{ flex: 1 }}>
          <Input maxLength={CONTRACTOR_LIMITS.name} />
        </Form.Item>
        <Form.Item name="insurancePolicyNo" label={label('insurancePolicyNo')} style={{ flex: 1 }}>
          <Input maxLength={CONTRACTOR_LIMITS.no} />
        </Form.Item>
      </div>
      <Form.Item name="insuranceExpiry" label={label('insuranceExpiry')}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  )
}

interface AssignValues {
  orgId: string
  project: string
  startDay: Dayjs
  endDay?: Dayjs | null
  remark?: string | null
}

/** A department takes the contractor on for a project, from a day (until a day, or open). */
function AssignDialog({
  contractor,
  deptOptions,
  onClose,
  onSaved,
}: {
  contractor: Pick<ContractorRow, 'id' | 'name'> | null
  deptOptions: Options
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useTranslation()
  const rules = useRules()
  const label = (k: Key) => t(`admin.krsContractor.${k}`)
  return (
    <FormDialog<AssignValues>
      opening={contractor}
      title={contractor ? `${t('admin.krsContractor.assignTitle')} · ${contractor.name}` : ''}
      onClose={onClose}
      initialValues={{ startDay: dayjs() }}
      onSubmit={(v) =>
        contractorApi.assign({
          contractorId: contractor?.id ?? '',
          orgId: v.orgId,
          project: v.project,
          startDay: day(v.startDay) ?? '',
          endDay: day(v.endDay),
          remark: v.remark ?? null,
        })
      }
      onSaved={onSaved}
      width={560}
      data-testid="contractor-assign-form"
    >
      <Form.Item name="orgId" label={label('assignOrg')} rules={[rules.required(label('assignOrg'), true)]}>
        <Select showSearch optionFilterProp="label" options={deptOptions} data-testid="contractor-a-org" />
      </Form.Item>
      <Form.Item name="project" label={label('project')} rules={[rules.required(label('project'))]}>
        <Input maxLength={CONTRACTOR_LIMITS.project} data-testid="contractor-a-project" />
      </Form.Item>
      <div style={{ display: 'flex', gap: 12 }}>
        <Form.Item
          name="startDay"
          label={label('startDay')}
          rules={[rules.requiredDay(label('startDay'))]}
          style={{ flex: 1 }}
        >
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="endDay"
          label={label('endDay')}
          dependencies={['startDay']}
          style={{ flex: 1 }}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, v: Dayjs | null) => {
                const start = getFieldValue('startDay') as Dayjs | null
                return !v || !start || !v.isBefore(start, 'day')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('admin.krsContractor.endBeforeStart')))
              },
            }),
          ]}
        >
          <DatePicker style={{ width: '100%' }} placeholder={label('openEnded')} />
        </Form.Item>
      </div>
      <Form.Item name="remark" label={label('remark')}>
        <Input maxLength={CONTRACTOR_LIMITS.remark} />
      </Form.Item>
    </FormDialog>
  )
}
