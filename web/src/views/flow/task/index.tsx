import type { APPROVAL_ACTIONS, FlowDoneRow, FlowMineRow, FlowTodoRow } from '@portal/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  App,
  Button,
  Descriptions,
  Drawer,
  Form,
  Input,
  Skeleton,
  Space,
  Tabs,
  Tag,
  Timeline,
  Typography,
} from 'antd'
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react'
import { useTranslation } from 'react-i18next'
import { flowTaskApi } from '../../../api/flow/approval'
import PersonSelect from '../../../components/PersonSelect'
import SearchTable, { type STColumn } from '../../../components/SearchTable'
import { formatTime } from '../../../utils/time'

const TIME = 'YYYY-MM-DD HH:mm'
const time = (v: string | null) => formatTime(v, TIME)
const STATUS_COLOR: Record<string, string> = {
  RUNNING: 'processing',
  RETURNED: 'warning',
  APPROVED: 'success',
  REJECTED: 'error',
  WITHDRAWN: 'default',
}

type FormViewProps = { formId: string }
type FormView = LazyExoticComponent<ComponentType<FormViewProps>>

/**
 * The forms approvers read (`views/<formView>.tsx`, named by the instance detail's `formView`, e.g.
 * 'krs/admission/approval'): each module's `approval.tsx`, loaded when first shown.
 */
const formViewModules = import.meta.glob<{ default: ComponentType<FormViewProps> }>([
  '../../**/approval.tsx',
  '!../../**/components/**',
])
const formViews = new Map<string, FormView>()

/** The lazy component of `formView` (null when no such view exists: the summary is shown instead). */
function formViewOf(formView: string | null | undefined): FormView | null {
  const name = (formView ?? '')
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .replace(/\.tsx$/, '')
  if (!name || name.split('/').includes('..')) return null
  const cached = formViews.get(name)
  if (cached) return cached
  const load = formViewModules[`../../${name}.tsx`]
  if (!load) return null
  const view = lazy(load)
  formViews.set(name, view)
  return view
}

/** Shows `fallback` instead of a form view that failed to load or to render. */
class FormViewBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('form view failed', error, info.componentStack)
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/** "My approvals": what waits for me, what I decided, what I submitted; one application's trail. */
export default function FlowTaskPage() {
  const { t, i18n } = useTranslation()
  const [open, setOpen] = useState<{ instanceId: string; taskId?: string } | null>(null)
  const count = useQuery(flowTaskApi.todoCount.query()).data ?? 0
  const status = (v: string) => (
    <Tag color={STATUS_COLOR[v]}>{t(`admin.flowTask.${v}` as 'admin.flowTask.RUNNING')}</Tag>
  )
  // The server labels the summary in the reader's language: "来访时间：…　被访人：…".
  const en = i18n.language === 'en'
  const summary = (r: { summary: Record<string, string> }) =>
    Object.entries(r.summary)
      .map(([k, v]) => (en ? `${k}: ${v}` : `${k}：${v}`))
      .join(en ? ' · ' : '　')
  const titleColumn = <T extends { title: string; summary: Record<string, string> }>(): STColumn<T> => ({
    title: t('admin.flowTask.title'),
    dataIndex: 'title',
    // Wider than the kit's cap: the summary is labelled sentences; cut off, it shows whole on hover.
    width: 460,
    render: (v: string, r: T) => (
      <>
        <div>{v}</div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }} title={summary(r)}>
          {summary(r)}
        </Typography.Text>
      </>
    ),
  })

  /** The last column: a link opening the application. */
  const openColumn = <T extends { instanceId: string; title: string }>(
    label: string,
    taskOf?: (r: T) => string,
  ): STColumn<T> => ({
    title: '',
    key: 'actions',
    width: 90,
    isPrint: false,
    render: (_: unknown, r: T) => (
      <Button
        type="link"
        onClick={() => setOpen({ instanceId: r.instanceId, taskId: taskOf?.(r) })}
        data-testid={`flow-open-${r.title}`}
      >
        {label}
      </Button>
    ),
  })

  const todoColumns: STColumn<FlowTodoRow>[] = [
    titleColumn<FlowTodoRow>(),
    { title: t('admin.flowTask.applicant'), dataIndex: 'applicantName', width: 140 },
    {
      title: t('admin.flowTask.step'),
      dataIndex: 'stepName',
      width: 160,
      render: (v: string, r: FlowTodoRow) => (en && r.stepNameEn) || v,
    },
    { title: t('admin.flowTask.receivedAt'), dataIndex: 'createdAt', width: 160, render: time },
    openColumn<FlowTodoRow>(t('admin.flowTask.open'), (r) => r.taskId),
  ]
  const doneColumns: STColumn<FlowDoneRow>[] = [
    titleColumn<FlowDoneRow>(),
    { title: t('admin.flowTask.applicant'), dataIndex: 'applicantName', width: 140 },
    {
      title: t('admin.flowTask.action'),
      dataIndex: 'action',
      width: 110,
      render: (v: string) => t(`admin.flowTask.${v}` as 'admin.flowTask.APPROVE'),
    },
    { title: t('admin.flowTask.comment'), dataIndex: 'comment', ellipsis: true },
    { title: t('admin.flowTask.status'), dataIndex: 'status', width: 100, render: status },
    { title: t('admin.flowTask.decidedAt'), dataIndex: 'createdAt', width: 160, render: time },
    openColumn<FlowDoneRow>(t('admin.flowTask.view')),
  ]
  const mineColumns: STColumn<FlowMineRow>[] = [
    titleColumn<FlowMineRow>(),
    { title: t('admin.flowTask.status'), dataIndex: 'status', width: 100, render: status },
    { title: t('admin.flowTask.submittedAt'), dataIndex: 'createdAt', width: 160, render: time },
    openColumn<FlowMineRow>(t('admin.flowTask.view')),
  ]

  return (
    <>
      <Tabs
        items={[
          {
            key: 'todo',
            label: `${t('admin.flowTask.todo')}${count ? ` (${count >= 100 ? '99+' : count})` : ''}`,
            children: (
              <SearchTable
                id="flow-todo"
                rowKey="taskId"
                columns={todoColumns}
                request={flowTaskApi.todoPage}
              />
            ),
          },
          {
            key: 'done',
            label: t('admin.flowTask.done'),
            children: <SearchTable id="flow-done" columns={doneColumns} request={flowTaskApi.donePage} />,
          },
          {
            key: 'mine',
            label: t('admin.flowTask.mine'),
            children: (
              <SearchTable
                id="flow-mine"
                rowKey="instanceId"
                columns={mineColumns}
                request={flowTaskApi.minePage}
              />
            ),
          },
        ]}
      />
      {open && <InstanceDrawer {...open} onClose={() => setOpen(null)} />}
    </>
  )
}

type Decision = (typeof APPROVAL_ACTIONS)[number]

/** An approver's decisions on a task, in the order of their buttons (text `admin.flowTask.<text>`). */
const DECISIONS: { action: Decision; text: `${Lowercase<Decision>}` | 'addComment'; testId?: string }[] = [
  { action: 'APPROVE', text: 'approve', testId: 'flow-approve' },
  { action: 'REJECT', text: 'reject', testId: 'flow-reject' },
  { action: 'RETURN', text: 'return', testId: 'flow-return' },
  { action: 'TRANSFER', text: 'transfer' },
  { action: 'COMMENT', text: 'addComment' },
]

/** One application: its summary, its trail, and my decision when a task of mine is open. */
function InstanceDrawer({
  instanceId,
  taskId,
  onClose,
}: {
  instanceId: string
  taskId?: string
  onClose: () => void
}) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const client = useQueryClient()
  const { data } = useQuery(flowTaskApi.detail.query({ id: instanceId }))
  const [form] = Form.useForm<{ comment?: string; transferTo?: string }>()
  const [busy, setBusy] = useState<Decision | null>(null)
  const mine = taskId && data?.tasks.find((k) => k.id === taskId && k.status === 'PENDING')
  // The module's own view of the form when it has one; otherwise the summary it gave the engine.
  const FormView = formViewOf(data?.formView)
  const summaryItems =
    data &&
    Object.entries(data.summary).map(([k, v]) => (
      <Descriptions.Item key={k} label={k}>
        {v}
      </Descriptions.Item>
    ))
  const act = async (action: Decision) => {
    const v = form.getFieldsValue()
    setBusy(action)
    try {
      await flowTaskApi.decide({ taskId: taskId!, action, comment: v.comment, transferTo: v.transferTo })
      void message.success(t('admin.flowTask.done_ok'))
      await client.invalidateQueries({ queryKey: ['flow'] })
      if (action !== 'COMMENT') onClose()
      else form.resetFields()
    } catch {
      // The request module has shown the refusal.
    } finally {
      setBusy(null)
    }
  }
  return (
    <Drawer
      open
      size={FormView ? 960 : 640}
      title={t('admin.flowTask.detailTitle')}
      onClose={onClose}
      data-testid="flow-detail"
    >
      {data && (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('admin.flowTask.title')}>{data.title}</Descriptions.Item>
            <Descriptions.Item label={t('admin.flowTask.applicant')}>{data.applicantName}</Descriptions.Item>
            <Descriptions.Item label={t('admin.flowTask.status')}>
              <Tag color={STATUS_COLOR[data.status]}>
                {t(`admin.flowTask.${data.status}` as 'admin.flowTask.RUNNING')}
              </Tag>
            </Descriptions.Item>
            {!FormView && summaryItems}
          </Descriptions>
          {FormView && (
            <div style={{ marginTop: 16 }} data-testid="flow-form-view">
              <FormViewBoundary
                fallback={
                  <Descriptions column={1} size="small" bordered>
                    {summaryItems}
                  </Descriptions>
                }
              >
                <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
                  <FormView formId={data.formId} />
                </Suspense>
              </FormViewBoundary>
            </div>
          )}
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('admin.flowTask.trail')}
          </Typography.Title>
          <Timeline
            items={data.history.map((h) => ({
              children: (
                <>
                  <div>
                    {h.actorName} · {t(`admin.flowTask.${h.action}` as 'admin.flowTask.SUBMIT')}
                    {h.nodeName ? ` · ${h.nodeName}` : ''}
                  </div>
                  {h.comment && <Typography.Text type="secondary">{h.comment}</Typography.Text>}
                  <div style={{ fontSize: 12, color: 'var(--ant-color-text-tertiary)' }}>
                    {time(h.createdAt)}
                  </div>
                </>
              ),
            }))}
          />
          {mine && (
            <Form form={form} layout="vertical">
              <Form.Item
                name="comment"
                label={t('admin.flowTask.comment')}
                extra={t('admin.flowTask.commentHint')}
              >
                <Input.TextArea
                  maxLength={1000}
                  showCount
                  autoSize={{ minRows: 2, maxRows: 5 }}
                  data-testid="flow-comment"
                />
              </Form.Item>
              <Form.Item name="transferTo" label={t('admin.flowTask.transferTo')}>
                <PersonSelect />
              </Form.Item>
              <Space wrap>
                {DECISIONS.map((d) => (
                  <Button
                    key={d.action}
                    type={d.action === 'APPROVE' ? 'primary' : undefined}
                    danger={d.action === 'REJECT'}
                    loading={busy === d.action}
                    onClick={() => void act(d.action)}
                    data-testid={d.testId}
                  >
                    {t(`admin.flowTask.${d.text}`)}
                  </Button>
                ))}
              </Space>
            </Form>
          )}
        </>
      )}
    </Drawer>
  )
}
