import { SafetyCertificateOutlined, SearchOutlined } from '@ant-design/icons'
import type { PassCheck, WorkPass, WorkRow } from '@portal/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { Alert, Button, Card, Descriptions, Input, Space, type TableColumnsType, Tag, Typography } from 'antd'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { workApi } from '../../../api/krs/work'
import {
  ApplicationPage,
  ReasonDialog,
  type Reasoning,
  Section,
  SubTable,
} from '../../../components/ApplicationKit'
import Auth from '../../../components/Auth'
import { PrintButton } from '../../../components/Print'
import WorkApproval, { WorkTypeTag } from './approval'

/** The button that takes a pass back. */
const REVOKE_BUTTON = 'krsWorkPassRevoke'
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
  const hazardText = (h: boolean) => t(h ? 'admin.krsWork.hazardousYes' : 'admin.krsWork.hazardousNo')
  return (
    <ApplicationPage
      app={{
        name: 'work',
        tableId: 'krs-work',
        api: workApi,
        title: t('admin.krsWork.listTitle'),
        detailTitle: t('admin.krsWork.detailTitle'),
        rowTitle: {
          field: 'contractorName',
          label: t('admin.krsWork.contractorName'),
          hint: t('admin.krsWork.searchHint'),
        },
        columns: (c) => [
          { title: t('admin.krsWork.project'), dataIndex: 'project', ellipsis: true },
          c.status(),
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
          c.submittedAt,
          c.finishedAt,
        ],
        header: (open) => <PassChecker onOpen={open} />,
        approval: WorkApproval,
        sections: (d) => (
          <>
            <Section title={`${t('admin.krsWork.passes')} (${d.passes.length})`} />
            <Passes workId={d.id} passes={d.passes} />
          </>
        ),
      }}
    />
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

/** The workers' passes: each one's days and state, and (with the button) taking an active one back. */
function Passes({ workId, passes }: { workId: string; passes: WorkPass[] }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [revoking, setRevoking] = useState<Reasoning | null>(null)
  const revoke = (p: WorkPass) =>
    setRevoking({
      action: {
        title: t('admin.krsWork.revokeTitle'),
        hint: t('admin.krsWork.revokeHint'),
        run: (id, reason) => workApi.revokePass({ id, reason }),
      },
      subject: { id: p.id, name: p.personName },
    })
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
      render: (_, r) =>
        // A revoked pass no longer opens the gate: nothing to print or take back.
        r.status === 'ACTIVE' && (
          <Space size={0}>
            <PrintButton
              compact
              docType="entryPass"
              id={r.id}
              label={t('admin.krsWork.print')}
              testId={`work-print-${r.personName}`}
            />
            <Auth code={REVOKE_BUTTON}>
              <Button
                type="link"
                size="small"
                danger
                onClick={() => revoke(r)}
                data-testid={`work-revoke-${r.personName}`}
              >
                {t('admin.krsWork.revoke')}
              </Button>
            </Auth>
          </Space>
        ),
    },
  ]
  return (
    <>
      <SubTable<WorkPass>
        columns={columns}
        data={passes}
        rowKey="id"
        empty={t('admin.krsWork.noPasses')}
        testId="work-passes"
      />
      <ReasonDialog
        open={revoking}
        onClose={() => setRevoking(null)}
        // The request layer shows the server's success message (a `revoke` call, spec §8).
        onSaved={() =>
          void queryClient.invalidateQueries({ queryKey: workApi.detail.query({ id: workId }).queryKey })
        }
        testId="work-revoke-form"
        fieldTestId="work-revoke-reason"
      />
    </>
  )
}
