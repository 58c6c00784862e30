import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons'
import {
  RESUME_ADMIN_LIMITS,
  RESUME_STATUSES,
  type RecruitOption,
  type ResumeDetail,
  type ResumeRow,
  type ResumeStatus,
} from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import {
  App,
  Button,
  DatePicker,
  Descriptions,
  Drawer,
  Form,
  Input,
  Select,
  Space,
  Spin,
  Tag,
  Typography,
} from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { resumeApi } from '../../../api/biz/resume'
import { ActionLink, useRules } from '../../../components/AdminKit'
import { CrudToolbar, FormDialog, useCrud } from '../../../components/AdminKit/crud'
import { saveDownload } from '../../../components/AdminKit/download'
import { ExportButton } from '../../../components/AdminKit/ExcelButtons'
import Auth from '../../../components/Auth'
import SearchTable, { type STColumn } from '../../../components/SearchTable'
import { dayRangeQuery, formatTime } from '../../../utils/time'

const NO_POSITIONS: RecruitOption[] = []
/** Each status's tag colour: new stands out, hired is good news, rejected is done. */
const STATUS_COLOR: Record<ResumeStatus, string> = {
  NEW: 'blue',
  REVIEWED: 'default',
  INTERVIEW: 'orange',
  REJECTED: 'red',
  HIRED: 'green',
}

const formatBytes = (n: number) =>
  n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`

/** Résumés sent from the site: search, status with a remark, the attachment, export, delete. */
export default function ResumePage() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const crud = useCrud<ResumeRow, object>(resumeApi)
  const { data: positions = NO_POSITIONS } = useQuery(resumeApi.recruitOptions.query())
  const [viewing, setViewing] = useState<string | null>(null)
  const [reviewing, setReviewing] = useState<ResumeRow | ResumeDetail | null>(null)
  const statusText = (s: ResumeStatus) => t(`admin.resumePage.${s}`)
  const statusTag = (s: ResumeStatus) => <Tag color={STATUS_COLOR[s]}>{statusText(s)}</Tag>

  const download = async (r: Pick<ResumeRow, 'id' | 'name'>) => {
    try {
      saveDownload(await resumeApi.download(r.id), `${r.name}-resume`)
    } catch {
      // the request module warned
    }
  }

  const columns: STColumn<ResumeRow>[] = [
    {
      title: t('admin.resumePage.name'),
      dataIndex: 'name',
      width: 110,
      ellipsis: true,
      render: (v: string, r: ResumeRow) => (
        <Typography.Link onClick={() => setViewing(r.id)} data-testid={`resume-view-${v}`}>
          {v}
        </Typography.Link>
      ),
    },
    { title: t('admin.resumePage.position'), dataIndex: 'recruitTitle', ellipsis: true },
    {
      title: t('admin.resumePage.gender'),
      dataIndex: 'gender',
      width: 70,
      render: (v: string | null) => (v === 'MALE' || v === 'FEMALE' ? t(`admin.resumePage.${v}`) : ''),
      printText: (r) =>
        r.gender === 'MALE' || r.gender === 'FEMALE' ? t(`admin.resumePage.${r.gender}`) : '',
    },
    { title: t('admin.resumePage.phone'), dataIndex: 'phone', width: 120 },
    { title: t('admin.resumePage.email'), dataIndex: 'email', width: 200, ellipsis: true, checked: false },
    { title: t('admin.resumePage.education'), dataIndex: 'education', width: 100, ellipsis: true },
    {
      title: t('admin.resumePage.status'),
      dataIndex: 'status',
      width: 100,
      printText: (r) => statusText(r.status),
      render: (v: ResumeStatus) => statusTag(v),
    },
    { title: t('admin.resumePage.remark'), dataIndex: 'remark', ellipsis: true, checked: false },
    {
      title: t('admin.resumePage.receivedAt'),
      dataIndex: 'createdAt',
      width: 170,
      printConfig: { type: 'time' },
      render: (v: string) => formatTime(v),
    },
    crud.actionColumn({
      remove: 'bizResumeDelete',
      testId: (r, action) => `resume-${action}-${r.name}`,
      links: (r) => (
        <>
          <Button type="link" size="small" onClick={() => setViewing(r.id)}>
            {t('admin.resumePage.detail')}
          </Button>
          <ActionLink code="bizResumeEdit" onClick={() => setReviewing(r)} testId={`resume-status-${r.name}`}>
            {t('admin.resumePage.changeStatus')}
          </ActionLink>
          {r.fileId && (
            <Button
              type="link"
              size="small"
              onClick={() => void download(r)}
              aria-label={`${t('admin.resumePage.download')} ${r.name}`}
              data-testid={`resume-download-${r.name}`}
            >
              {t('admin.resumePage.download')}
            </Button>
          )}
        </>
      ),
    }),
  ]

  return (
    <>
      <SearchTable
        id="biz-resume"
        {...crud.tableProps}
        printTitle={t('admin.resumePage.listTitle')}
        columns={columns}
        request={resumeApi.page}
        toQuery={dayRangeQuery}
        searchFields={[
          crud.keywordField(t('admin.resumePage.searchHint')),
          {
            name: 'recruitId',
            label: t('admin.resumePage.position'),
            node: (
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                options={positions.map((p) => ({
                  value: p.id,
                  label: p.published ? p.title : `${p.title}（${t('admin.resumePage.positionClosed')}）`,
                }))}
                data-testid="resume-q-position"
              />
            ),
          },
          {
            name: 'status',
            label: t('admin.resumePage.status'),
            node: (
              <Select
                allowClear
                options={RESUME_STATUSES.map((s) => ({ value: s, label: statusText(s) }))}
                data-testid="resume-q-status"
              />
            ),
          },
          {
            name: 'range',
            label: t('admin.resumePage.timeRange'),
            node: <DatePicker.RangePicker style={{ width: '100%' }} />,
          },
        ]}
        toolbar={
          <CrudToolbar crud={crud} remove="bizResumeDelete">
            <ExportButton
              code="bizResumeExport"
              call={resumeApi.export}
              fileName="resumes.xlsx"
              query={() => dayRangeQuery(crud.table.current?.searchValues() ?? {})}
              testId="resume-export"
            />
          </CrudToolbar>
        }
      />
      <ResumeDrawer
        id={viewing}
        onClose={() => setViewing(null)}
        statusTag={statusTag}
        onDownload={download}
        onReview={setReviewing}
      />
      <StatusDialog
        resume={reviewing}
        onClose={() => setReviewing(null)}
        onSaved={() => {
          void message.success(t('admin.resumePage.status_ok'))
          crud.changed()
        }}
        statusText={statusText}
      />
    </>
  )
}

/** Every field of one résumé, with the attachment and the review button. */
function ResumeDrawer({
  id,
  onClose,
  statusTag,
  onDownload,
  onReview,
}: {
  id: string | null
  onClose: () => void
  statusTag: (s: ResumeStatus) => React.ReactNode
  onDownload: (r: ResumeDetail) => Promise<void>
  onReview: (r: ResumeDetail) => void
}) {
  const { t } = useTranslation()
  const { data: r, isFetching } = useQuery({ ...resumeApi.detail.query({ id: id ?? '' }), enabled: !!id })
  const shown = id && r?.id === id ? r : null
  const item = (label: string, value: React.ReactNode) => (
    <Descriptions.Item label={label}>{value}</Descriptions.Item>
  )
  return (
    <Drawer
      title={t('admin.resumePage.detailTitle')}
      open={!!id}
      onClose={onClose}
      size={640}
      destroyOnHidden
      data-testid="resume-detail"
      footer={
        shown && (
          <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
            {shown.fileId && shown.fileName && (
              <Button
                icon={<DownloadOutlined />}
                onClick={() => void onDownload(shown)}
                data-testid="resume-detail-download"
              >
                {t('admin.resumePage.download')}
              </Button>
            )}
            <Auth code="bizResumeEdit">
              <Button type="primary" onClick={() => onReview(shown)} data-testid="resume-detail-status">
                {t('admin.resumePage.changeStatus')}
              </Button>
            </Auth>
          </Space>
        )
      }
    >
      <Spin spinning={isFetching && !shown}>
        {shown && (
          <Descriptions column={1} bordered size="small">
            {item(t('admin.resumePage.name'), shown.name)}
            {item(t('admin.resumePage.position'), shown.recruitTitle)}
            {item(t('admin.resumePage.status'), statusTag(shown.status))}
            {item(
              t('admin.resumePage.gender'),
              shown.gender === 'MALE' || shown.gender === 'FEMALE'
                ? t(`admin.resumePage.${shown.gender}`)
                : '',
            )}
            {item(t('admin.resumePage.phone'), <a href={`tel:${shown.phone}`}>{shown.phone}</a>)}
            {item(t('admin.resumePage.email'), <a href={`mailto:${shown.email}`}>{shown.email}</a>)}
            {item(t('admin.resumePage.education'), shown.education)}
            {item(
              t('admin.resumePage.message'),
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {shown.message}
              </Typography.Paragraph>,
            )}
            {item(
              t('admin.resumePage.attachment'),
              shown.fileId && shown.fileName ? (
                <Typography.Link onClick={() => void onDownload(shown)}>
                  <PaperClipOutlined /> {shown.fileName}
                  {shown.fileSize !== null && (
                    <Typography.Text type="secondary"> ({formatBytes(shown.fileSize)})</Typography.Text>
                  )}
                </Typography.Link>
              ) : (
                <Typography.Text type="secondary">{t('admin.resumePage.noAttachment')}</Typography.Text>
              ),
            )}
            {item(t('admin.resumePage.receivedAt'), formatTime(shown.createdAt))}
            {item(t('admin.resumePage.clientIp'), shown.clientIp)}
            {item(
              t('admin.resumePage.remark'),
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {shown.remark}
              </Typography.Paragraph>,
            )}
            {shown.updatedAt &&
              item(
                t('admin.resumePage.updated'),
                `${formatTime(shown.updatedAt)}${shown.updatedUserName ? ` · ${shown.updatedUserName}` : ''}`,
              )}
          </Descriptions>
        )}
      </Spin>
    </Drawer>
  )
}

interface StatusValues {
  status: ResumeStatus
  remark?: string | null
}

/** A résumé's new status and the reviewer's remark. */
function StatusDialog({
  resume,
  onClose,
  onSaved,
  statusText,
}: {
  resume: Pick<ResumeRow, 'id' | 'name' | 'status' | 'remark'> | null
  onClose: () => void
  onSaved: () => void
  statusText: (s: ResumeStatus) => string
}) {
  const { t } = useTranslation()
  const rules = useRules()
  const label = t('admin.resumePage.status')
  return (
    <FormDialog<StatusValues>
      opening={resume}
      title={resume ? `${t('admin.resumePage.statusTitle')} · ${resume.name}` : ''}
      onClose={onClose}
      onSubmit={(v) => (resume ? resumeApi.status(resume.id, v.status, v.remark) : Promise.resolve())}
      onSaved={onSaved}
      initialValues={resume ? { status: resume.status, remark: resume.remark ?? '' } : undefined}
      width={520}
      data-testid="resume-status-form"
    >
      <Form.Item name="status" label={label} rules={[rules.required(label, true)]}>
        <Select
          options={RESUME_STATUSES.map((s) => ({ value: s, label: statusText(s) }))}
          data-testid="resume-status-select"
        />
      </Form.Item>
      <Form.Item name="remark" label={t('admin.resumePage.remark')} extra={t('admin.resumePage.remarkHint')}>
        <Input.TextArea
          maxLength={RESUME_ADMIN_LIMITS.remark}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          data-testid="resume-remark"
        />
      </Form.Item>
    </FormDialog>
  )
}
