import { SafetyCertificateOutlined, SearchOutlined } from '@ant-design/icons'
import type { PassCheck, WorkPass, WorkRow, WorkStatus } from '@portal/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Drawer,
  Empty,
  Form,
  Input,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { workApi } from '../../../api/krs/work'
import { useRules } from '../../../components/AdminKit'
import { FormDialog } from '../../../components/AdminKit/crud'
import Auth from '../../../components/Auth'
import SearchTable, { type STColumn } from '../../../components/SearchTable'
import { LISTED_STATUSES, Trail, time, useStatus } from '../components/kit'
import WorkApproval, { WorkTypeTag } from './approval'

/** The button that takes a pass back. */
const REVOKE_BUTTON = 'krsWorkPassRevoke'
/** What a revocation's reason may hold (the contract's). */
const REASON_MAX = 255
/** What a pass code may hold (the contract's). */
const CODE_MAX = 64

const days = (from: string | null | undefined, to: string | null | undefined) =>
  from && to ? `${from} ~ ${to}` : (from ?? '')

/**
 * The entry-work applications contractors submitted: search, state, each one with its workers,
 * passes and trail; and the gate's check of a pass code.
 */
export default function WorkPage() {
  const { t } = useTranslation()
  const [viewing, setViewing] = useState<string | null>(null)
  const status = useStatus()
  const hazardText = (h: boolean) => t(h ? 'admin.krsWork.hazardousYes' : 'admin.krsWork.hazardousNo')

  const columns: STColumn<WorkRow>[] = [
    {
      title: t('admin.krsWork.contractorName'),
      dataIndex: 'contractorName',
      ellipsis: true,
      render: (v: string, r: WorkRow) => (
        <Typography.Link onClick={() => setViewing(r.id)} data-testid={`work-name-${v}`}>
          {v}
        </Typography.Link>
      ),
    },
    { title: t('admin.krsWork.project'), dataIndex: 'project', ellipsis: true },
    {
      title: t('admin.krsWork.status'),
      dataIndex: 'status',
      width: 100,
      printText: (r) => status.label(r.status),
      render: (v: WorkStatus) => status.tag(v),
    },
    {
      title: t('admin.krsWork.hazardous'),
      dataIndex: 'hazardous',
      width: 100,
      printText: (r) => hazardText(r.hazardous),
      render: (v: boolean) => <Tag color={v ? 'error' : 'default'}>{hazardText(v)}</Tag>,
    },
    {
      title: t('admin.krsWork.days'),
      key: 'days',
      width: 210,
      printText: (r) => days(r.startDay, r.endDay),
      render: (_: unknown, r: WorkRow) => days(r.startDay, r.endDay),
    },
    { title: t('admin.krsWork.workerCount'), dataIndex: 'workerCount', width: 80, align: 'right' },
    {
      title: t('admin.krsWork.submittedAt'),
      dataIndex: 'submittedAt',
      width: 170,
      printConfig: { type: 'time' },
      render: time,
    },
    {
      title: t('admin.krsWork.finishedAt'),
      dataIndex: 'finishedAt',
      width: 170,
      printConfig: { type: 'time' },
      render: time,
    },
    {
      title: t('admin.common.action'),
      key: 'action',
      width: 80,
      isPrint: false,
      render: (_: unknown, r: WorkRow) => (
        <Button
          type="link"
          size="small"
          onClick={() => setViewing(r.id)}
          data-testid={`work-view-${r.contractorName}`}
        >
          {t('admin.krsWork.view')}
        </Button>
      ),
    },
  ]

  return (
    <>
      <PassChecker onOpen={setViewing} />
      <SearchTable
        id="krs-work"
        printTitle={t('admin.krsWork.listTitle')}
        columns={columns}
        request={workApi.page}
        searchFields={[
          {
            name: 'searchKey',
            label: t('admin.krsWork.contractorName'),
            node: <Input allowClear placeholder={t('admin.krsWork.searchHint')} data-testid="work-q-name" />,
          },
          {
            name: 'status',
            label: t('admin.krsWork.status'),
            node: (
              <Select
                allowClear
                options={LISTED_STATUSES.map((s) => ({ value: s, label: status.label(s) }))}
                data-testid="work-q-status"
              />
            ),
          },
        ]}
      />
      {viewing && <WorkDrawer id={viewing} onClose={() => setViewing(null)} statusTag={status.tag} />}
    </>
  )
}

/**
 * The gate's check, for staff: a pass code typed or pasted (a scanner types it and presses Enter)
 * answers whether the pass opens today and, if not, why.
 */
function PassChecker({ onOpen }: { onOpen: (workId: string) => void }) {
  const { t } = useTranslation()
  const [code, setCode] = useState('')
  const [checking, setChecking] = useState(false)
  const [result, setResult] = useState<PassCheck | null>(null)

  const check = async (value: string) => {
    const v = value.trim()
    if (!v) return
    setChecking(true)
    try {
      setResult(await workApi.checkPass({ code: v }))
    } catch {
      // The request layer has told what went wrong.
      setResult(null)
    } finally {
      setChecking(false)
    }
  }

  return (
    <Card size="small" variant="borderless" style={{ marginBottom: 12 }} data-testid="work-check">
      <Space wrap align="center">
        <Typography.Text strong>
          <SafetyCertificateOutlined /> {t('admin.krsWork.checkTitle')}
        </Typography.Text>
        <Space.Compact style={{ width: 440, maxWidth: '100%' }}>
          <Input
            value={code}
            onChange={(e) => {
              setCode(e.target.value)
              if (!e.target.value) setResult(null)
            }}
            onPressEnter={() => void check(code)}
            placeholder={t('admin.krsWork.checkHint')}
            maxLength={CODE_MAX}
            allowClear
            data-testid="work-check-code"
          />
          <Button
            type="primary"
            icon={<SearchOutlined />}
            loading={checking}
            onClick={() => void check(code)}
            data-testid="work-check-submit"
          >
            {t('admin.krsWork.checkButton')}
          </Button>
        </Space.Compact>
      </Space>
      {result && <CheckResult result={result} onOpen={onOpen} onClose={() => setResult(null)} />}
    </Card>
  )
}

/** What the gate sees: green when the pass opens, red with the reason when it does not. */
function CheckResult({
  result,
  onOpen,
  onClose,
}: {
  result: PassCheck
  onOpen: (workId: string) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const pass = result.pass
  const reason = result.refusal ? t(`admin.krsWork.refusal${result.refusal}`) : ''
  const item = (label: string, value: ReactNode) => (
    <Descriptions.Item label={label}>{value}</Descriptions.Item>
  )
  return (
    <Alert
      type={result.ok ? 'success' : 'error'}
      showIcon
      closable={{ onClose }}
      style={{ marginTop: 12 }}
      title={
        <Typography.Text strong style={{ fontSize: 16 }}>
          {result.ok ? t('admin.krsWork.checkOk') : t('admin.krsWork.checkRefused', { reason })}
        </Typography.Text>
      }
      description={
        pass && (
          <Descriptions column={{ xs: 1, md: 3 }} size="small" style={{ marginTop: 8 }}>
            {item(t('admin.krsWork.personName'), <Typography.Text strong>{pass.personName}</Typography.Text>)}
            {item(
              t('admin.krsWork.contractorName'),
              result.workId ? (
                <Typography.Link onClick={() => onOpen(result.workId!)}>
                  {result.contractorName}
                </Typography.Link>
              ) : (
                result.contractorName
              ),
            )}
            {item(t('admin.krsWork.project'), result.project)}
            {item(t('admin.krsWork.area'), result.area)}
            {item(t('admin.krsWork.workType'), <WorkTypeTag value={pass.workType} />)}
            {item(t('admin.krsWork.days'), days(pass.validFrom, pass.validUntil))}
            {pass.revokedReason && item(t('admin.krsWork.revokedReason'), pass.revokedReason)}
          </Descriptions>
        )
      }
      data-testid="work-check-result"
      data-ok={result.ok}
      data-refusal={result.refusal ?? ''}
    />
  )
}

/** One application: its state, the whole form as approvers read it, its passes and its trail. */
function WorkDrawer({
  id,
  onClose,
  statusTag,
}: {
  id: string
  onClose: () => void
  statusTag: (s: WorkStatus) => ReactNode
}) {
  const { t } = useTranslation()
  // The same read as the form below: one request, shared through the cache.
  const { data } = useQuery(workApi.detail.query({ id }))
  const section = (title: string) => (
    <Typography.Title level={5} style={{ marginTop: 20 }}>
      {title}
    </Typography.Title>
  )
  return (
    <Drawer
      open
      title={
        data ? `${t('admin.krsWork.detailTitle')} · ${data.contractorName}` : t('admin.krsWork.detailTitle')
      }
      onClose={onClose}
      size={960}
      destroyOnHidden
      data-testid="work-detail"
    >
      {data && (
        <Descriptions column={{ xs: 1, md: 3 }} size="small" bordered data-testid="work-state">
          <Descriptions.Item label={t('admin.krsWork.status')}>{statusTag(data.status)}</Descriptions.Item>
          <Descriptions.Item label={t('admin.krsWork.submittedAt')}>
            {time(data.submittedAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('admin.krsWork.finishedAt')}>{time(data.finishedAt)}</Descriptions.Item>
          {data.pending.length > 0 && (
            <Descriptions.Item label={t('admin.krsWork.pending')} span="filled">
              {data.pending.map((p) => (
                <div key={`${p.stepName}-${p.assigneeName}`}>
                  {p.stepName} · {p.assigneeName}
                </div>
              ))}
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
      <WorkApproval formId={id} />
      {data && (
        <>
          {section(`${t('admin.krsWork.passes')} (${data.passes.length})`)}
          <Passes workId={id} passes={data.passes} />
          {section(t('admin.krsWork.trail'))}
          <Trail trail={data.trail} testId="work-trail" />
        </>
      )}
    </Drawer>
  )
}

/** The workers' passes: each one's days and state, and (with the button) taking an active one back. */
function Passes({ workId, passes }: { workId: string; passes: WorkPass[] }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [revoking, setRevoking] = useState<WorkPass | null>(null)
  const columns: TableColumnsType<WorkPass> = [
    { title: t('admin.krsWork.personName'), dataIndex: 'personName', width: 110 },
    {
      title: t('admin.krsWork.workType'),
      key: 'workType',
      render: (_, r) => <WorkTypeTag value={r.workType} />,
    },
    { title: t('admin.krsWork.validFrom'), dataIndex: 'validFrom', width: 110 },
    { title: t('admin.krsWork.validUntil'), dataIndex: 'validUntil', width: 110 },
    {
      title: t('admin.krsWork.passStatus'),
      key: 'status',
      render: (_, r) =>
        r.status === 'ACTIVE' ? (
          <Tag color="success">{t('admin.krsWork.passACTIVE')}</Tag>
        ) : (
          <Space size={4} wrap>
            <Tag color="error">{t('admin.krsWork.passREVOKED')}</Tag>
            {r.revokedReason && (
              <Typography.Text type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
                {r.revokedReason}
              </Typography.Text>
            )}
          </Space>
        ),
    },
    {
      title: t('admin.common.action'),
      key: 'action',
      width: 80,
      render: (_, r) =>
        r.status === 'ACTIVE' && (
          <Auth code={REVOKE_BUTTON}>
            <Button
              type="link"
              size="small"
              danger
              onClick={() => setRevoking(r)}
              data-testid={`work-revoke-${r.personName}`}
            >
              {t('admin.krsWork.revoke')}
            </Button>
          </Auth>
        ),
    },
  ]
  return (
    <>
      <div data-testid="work-passes">
        {passes.length ? (
          <Table<WorkPass>
            size="small"
            bordered
            pagination={passes.length > 20 ? { pageSize: 20, size: 'small' } : false}
            rowKey="id"
            columns={columns}
            dataSource={passes}
            scroll={{ x: 'max-content' }}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.krsWork.noPasses')} />
        )}
      </div>
      <RevokeDialog
        pass={revoking}
        onClose={() => setRevoking(null)}
        // The request layer shows the server's success message (a `revoke` call, spec §8).
        onSaved={() =>
          void queryClient.invalidateQueries({ queryKey: workApi.detail.query({ id: workId }).queryKey })
        }
      />
    </>
  )
}

/** Taking a pass back, with the reason the gate shows from then on. */
function RevokeDialog({
  pass,
  onClose,
  onSaved,
}: {
  pass: WorkPass | null
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useTranslation()
  const rules = useRules()
  const label = t('admin.krsWork.reason')
  return (
    <FormDialog<{ reason: string }>
      opening={pass}
      title={pass ? `${t('admin.krsWork.revokeTitle')} · ${pass.personName}` : ''}
      onClose={onClose}
      onSubmit={(v) => (pass ? workApi.revokePass({ id: pass.id, reason: v.reason }) : Promise.resolve())}
      onSaved={onSaved}
      width={520}
      data-testid="work-revoke-form"
    >
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('admin.krsWork.revokeHint')} />
      <Form.Item name="reason" label={label} rules={[rules.required(label)]}>
        <Input.TextArea
          maxLength={REASON_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
          data-testid="work-revoke-reason"
        />
      </Form.Item>
    </FormDialog>
  )
}
