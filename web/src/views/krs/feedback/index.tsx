import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_LIMITS,
  FEEDBACK_STATUSES,
  type FeedbackChannel,
  type FeedbackDetail,
  type FeedbackRow,
  type FeedbackStatus,
} from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import {
  App,
  Button,
  Descriptions,
  Drawer,
  Form,
  Image,
  Input,
  Radio,
  Select,
  Space,
  Spin,
  Tag,
  Typography,
  theme,
} from 'antd'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fileUrl } from '../../../api/fileUrl'
import { feedbackApi } from '../../../api/krs/feedback'
import { ActionLink, useRules } from '../../../components/AdminKit'
import { CrudToolbar, FormDialog, useCrud } from '../../../components/AdminKit/crud'
import { ExportButton } from '../../../components/AdminKit/ExcelButtons'
import Auth from '../../../components/Auth'
import SearchTable, { type STColumn } from '../../../components/SearchTable'
import { dayRangeField, optionsOf, selectField } from '../../../components/SearchTable/fields'
import { dayRangeQuery, formatTime } from '../../../utils/time'

/** Each state's tag colour: new stands out, in hand is under way, replied is good news, closed is done. */
const STATUS_COLOR: Record<FeedbackStatus, string> = {
  NEW: 'blue',
  ASSIGNED: 'orange',
  REPLIED: 'green',
  CLOSED: 'default',
}
const PHOTO_SIZE = 96
/** The list's times to the minute (the drawer has the seconds). */
const LIST_TIME = 'YYYY-MM-DD HH:mm'

const isOneOf = <V extends string>(values: readonly V[], v: string | null | undefined): v is V =>
  !!v && (values as readonly string[]).includes(v)

/** What the row actions and the dialogs need of an item: a list row or its detail. */
type Item = FeedbackRow | FeedbackDetail

/**
 * Replying is open while the item is new or in hand, and again when the reply did not arrive (the
 * list's rows do not say how a reply went: their detail does).
 */
const canReply = (r: Item) =>
  r.status === 'NEW' ||
  r.status === 'ASSIGNED' ||
  (r.status === 'REPLIED' && 'replyDelivery' in r && r.replyDelivery === 'FAILED')
const isOpen = (r: Item) => r.status !== 'CLOSED'

/** The labels of the page's codes, and the state's tag. */
function useWords() {
  const { t } = useTranslation()
  const word = (code: string | null | undefined) =>
    isOneOf(FEEDBACK_CATEGORIES, code) ||
    isOneOf(FEEDBACK_STATUSES, code) ||
    isOneOf(['SMS', 'EMAIL', 'NONE', 'SENT', 'FAILED'] as const, code)
      ? t(`admin.feedbackPage.${code}`)
      : (code ?? '')
  const statusTag = (s: string) => <Tag color={STATUS_COLOR[s as FeedbackStatus] ?? 'default'}>{word(s)}</Tag>
  return { word, statusTag }
}

/**
 * Feedback left on the site or the phone (issue 27): search it, read it with its photos, assign it
 * to a colleague, reply by SMS or e-mail (or record the reply only), close it, export, delete.
 */
export default function FeedbackPage() {
  const { t } = useTranslation()
  const { modal } = App.useApp()
  const crud = useCrud<FeedbackRow, object>(feedbackApi)
  const { word, statusTag } = useWords()
  const [viewing, setViewing] = useState<string | null>(null)
  const [replying, setReplying] = useState<Item | null>(null)
  const [assigning, setAssigning] = useState<Item | null>(null)
  const [closing, setClosing] = useState<Item | null>(null)
  // Delete sits in the row's "more" menu: it asks first, as the delete link does.
  const confirmDelete = (r: FeedbackRow) =>
    modal.confirm({
      title: t('admin.common.confirmDelete'),
      okType: 'danger',
      okText: t('admin.common.ok'),
      cancelText: t('admin.common.cancel'),
      onOk: () => crud.remove([r.id]).catch(() => undefined),
    })

  const columns: STColumn<FeedbackRow>[] = [
    {
      title: t('admin.feedbackPage.receivedAt'),
      dataIndex: 'createdAt',
      width: 140,
      printConfig: { type: 'time' },
      render: (v: string) => formatTime(v, LIST_TIME),
    },
    {
      title: t('admin.feedbackPage.category'),
      dataIndex: 'category',
      width: 90,
      printText: (r) => word(r.category),
      render: (v: string) => word(v),
    },
    {
      title: t('admin.feedbackPage.content'),
      dataIndex: 'content',
      width: 150,
      ellipsis: true,
      printText: (r) => r.content,
      render: (v: string, r: FeedbackRow) => (
        <Typography.Link onClick={() => setViewing(r.id)} data-testid={`feedback-content-${r.id}`}>
          {v}
        </Typography.Link>
      ),
    },
    { title: t('admin.feedbackPage.contactName'), dataIndex: 'contactName', width: 90, ellipsis: true },
    { title: t('admin.feedbackPage.contactPhone'), dataIndex: 'contactPhone', width: 120 },
    {
      title: t('admin.feedbackPage.contactEmail'),
      dataIndex: 'contactEmail',
      width: 200,
      ellipsis: true,
      checked: false,
    },
    {
      title: t('admin.feedbackPage.status'),
      dataIndex: 'status',
      width: 90,
      printText: (r) => word(r.status),
      render: (v: string) => statusTag(v),
    },
    { title: t('admin.feedbackPage.assignee'), dataIndex: 'assigneeName', width: 100, ellipsis: true },
    {
      title: t('admin.feedbackPage.photoCount'),
      dataIndex: 'photoCount',
      width: 60,
      checked: false,
      render: (v: number) => v || '',
    },
    {
      title: t('admin.feedbackPage.repliedAt'),
      dataIndex: 'repliedAt',
      width: 140,
      checked: false,
      printConfig: { type: 'time' },
      render: (v: string | null) => formatTime(v, LIST_TIME),
    },
    crud.actionColumn({
      testId: (r, action) => `feedback-${action}-${r.id}`,
      links: (r) => (
        <>
          <Button
            type="link"
            size="small"
            onClick={() => setViewing(r.id)}
            data-testid={`feedback-detail-${r.id}`}
          >
            {t('admin.feedbackPage.detail')}
          </Button>
          {canReply(r) && (
            <ActionLink
              code="krsFeedbackReply"
              onClick={() => setReplying(r)}
              testId={`feedback-reply-${r.id}`}
            >
              {t('admin.feedbackPage.doReply')}
            </ActionLink>
          )}
        </>
      ),
      // The rarer ones, so that the list keeps every column in view at 1000 px.
      more: (r) => [
        ...(isOpen(r)
          ? [
              {
                code: 'krsFeedbackAssign',
                label: <span data-testid={`feedback-assign-${r.id}`}>{t('admin.feedbackPage.assign')}</span>,
                onClick: () => setAssigning(r),
              },
              {
                code: 'krsFeedbackClose',
                label: <span data-testid={`feedback-close-${r.id}`}>{t('admin.feedbackPage.close')}</span>,
                onClick: () => setClosing(r),
              },
            ]
          : []),
        {
          code: 'krsFeedbackDelete',
          label: <span data-testid={`feedback-delete-${r.id}`}>{t('admin.common.delete')}</span>,
          onClick: () => confirmDelete(r),
        },
      ],
    }),
  ]

  return (
    <>
      <SearchTable
        id="krs-feedback"
        {...crud.tableProps}
        printTitle={t('admin.feedbackPage.listTitle')}
        columns={columns}
        request={feedbackApi.page}
        toQuery={dayRangeQuery}
        searchFields={[
          crud.keywordField(t('admin.feedbackPage.searchHint'), 'feedback-q-keyword'),
          selectField(
            'category',
            t('admin.feedbackPage.category'),
            optionsOf(FEEDBACK_CATEGORIES, word),
            'feedback-q-category',
          ),
          selectField(
            'status',
            t('admin.feedbackPage.status'),
            optionsOf(FEEDBACK_STATUSES, word),
            'feedback-q-status',
          ),
          selectField(
            'assignee',
            t('admin.feedbackPage.assignee'),
            [{ value: 'me', label: t('admin.feedbackPage.assignedToMe') }],
            'feedback-q-assignee',
          ),
          dayRangeField(t('admin.feedbackPage.timeRange')),
        ]}
        toolbar={
          <CrudToolbar crud={crud} remove="krsFeedbackDelete">
            <ExportButton
              code="krsFeedbackExport"
              call={feedbackApi.export}
              fileName="feedback.xlsx"
              query={() => dayRangeQuery(crud.table.current?.searchValues() ?? {})}
              testId="feedback-export"
            />
          </CrudToolbar>
        }
      />
      <FeedbackDrawer
        id={viewing}
        onClose={() => setViewing(null)}
        onReply={setReplying}
        onAssign={setAssigning}
        onCloseItem={setClosing}
      />
      <ReplyDialog item={replying} onClose={() => setReplying(null)} onSaved={crud.changed} />
      <AssignDialog item={assigning} onClose={() => setAssigning(null)} onSaved={crud.changed} />
      <CloseDialog item={closing} onClose={() => setClosing(null)} onSaved={crud.changed} />
    </>
  )
}

/** Long text as it was typed (its line breaks kept). */
const Prose = ({ children }: { children: ReactNode }) => (
  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{children}</Typography.Paragraph>
)

/** A number the server masked (the page's `contactPhone` field is not granted) is no number to call. */
const isMasked = (phone: string) => phone.includes('*')

/** Every field of one item, its photos, and the buttons of what may be done with it. */
function FeedbackDrawer({
  id,
  onClose,
  onReply,
  onAssign,
  onCloseItem,
}: {
  id: string | null
  onClose: () => void
  onReply: (r: FeedbackDetail) => void
  onAssign: (r: FeedbackDetail) => void
  onCloseItem: (r: FeedbackDetail) => void
}) {
  const { t } = useTranslation()
  const { word, statusTag } = useWords()
  const { data: r, isFetching } = useQuery({ ...feedbackApi.detail.query({ id: id ?? '' }), enabled: !!id })
  const shown = id && r?.id === id ? r : null
  const item = (label: string, value: ReactNode) => (
    <Descriptions.Item label={label}>{value}</Descriptions.Item>
  )
  const none = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>
  const replied = !!shown?.repliedAt
  return (
    <Drawer
      title={t('admin.feedbackPage.detailTitle')}
      open={!!id}
      onClose={onClose}
      size={640}
      destroyOnHidden
      data-testid="feedback-detail"
      footer={
        shown && (
          <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
            {isOpen(shown) && (
              <Auth code="krsFeedbackClose">
                <Button onClick={() => onCloseItem(shown)} data-testid="feedback-detail-close">
                  {t('admin.feedbackPage.closeItem')}
                </Button>
              </Auth>
            )}
            {isOpen(shown) && (
              <Auth code="krsFeedbackAssign">
                <Button onClick={() => onAssign(shown)} data-testid="feedback-detail-assign">
                  {t('admin.feedbackPage.assign')}
                </Button>
              </Auth>
            )}
            {canReply(shown) && (
              <Auth code="krsFeedbackReply">
                <Button type="primary" onClick={() => onReply(shown)} data-testid="feedback-detail-reply">
                  {shown.status === 'REPLIED'
                    ? t('admin.feedbackPage.replyAgain')
                    : t('admin.feedbackPage.doReply')}
                </Button>
              </Auth>
            )}
          </Space>
        )
      }
    >
      <Spin spinning={isFetching && !shown}>
        {shown && (
          <Descriptions column={1} bordered size="small" styles={{ label: { width: 120 } }}>
            {item(t('admin.feedbackPage.category'), word(shown.category))}
            {item(t('admin.feedbackPage.status'), statusTag(shown.status))}
            {item(t('admin.feedbackPage.content'), <Prose>{shown.content}</Prose>)}
            {item(
              t('admin.feedbackPage.photos'),
              shown.photoIds.length ? (
                <Image.PreviewGroup>
                  <Space wrap size={8}>
                    {shown.photoIds.map((p, i) => (
                      <Image
                        key={p}
                        width={PHOTO_SIZE}
                        height={PHOTO_SIZE}
                        style={{ objectFit: 'cover', borderRadius: 4 }}
                        src={fileUrl(p, 'thumbnail')}
                        alt={t('admin.feedbackPage.photoAlt', { n: i + 1 })}
                        preview={{ src: fileUrl(p, 'preview') }}
                      />
                    ))}
                  </Space>
                </Image.PreviewGroup>
              ) : (
                none(t('admin.feedbackPage.noPhotos'))
              ),
            )}
            {item(t('admin.feedbackPage.contactName'), shown.contactName)}
            {item(
              t('admin.feedbackPage.contactPhone'),
              shown.contactPhone &&
                (isMasked(shown.contactPhone) ? (
                  shown.contactPhone
                ) : (
                  <a href={`tel:${shown.contactPhone}`}>{shown.contactPhone}</a>
                )),
            )}
            {item(
              t('admin.feedbackPage.contactEmail'),
              shown.contactEmail && <a href={`mailto:${shown.contactEmail}`}>{shown.contactEmail}</a>,
            )}
            {item(
              t('admin.feedbackPage.fromPhoneSession'),
              shown.fromPhoneSession ? t('admin.feedbackPage.yes') : t('admin.feedbackPage.no'),
            )}
            {item(t('admin.feedbackPage.receivedAt'), formatTime(shown.createdAt))}
            {item(t('admin.feedbackPage.assignee'), shown.assigneeName)}
            {item(
              t('admin.feedbackPage.reply'),
              shown.reply ? <Prose>{shown.reply}</Prose> : none(t('admin.feedbackPage.notReplied')),
            )}
            {replied && item(t('admin.feedbackPage.replyChannel'), word(shown.replyChannel))}
            {replied &&
              item(
                t('admin.feedbackPage.delivery'),
                shown.replyDelivery === 'SENT' ? (
                  <Tag color="success">{t('admin.feedbackPage.SENT')}</Tag>
                ) : shown.replyDelivery === 'FAILED' ? (
                  <Space orientation="vertical" size={4}>
                    <Tag color="error">{t('admin.feedbackPage.FAILED')}</Tag>
                    {shown.replyError && <Typography.Text type="danger">{shown.replyError}</Typography.Text>}
                  </Space>
                ) : (
                  none(t('admin.feedbackPage.notSent'))
                ),
              )}
            {replied && item(t('admin.feedbackPage.repliedBy'), shown.repliedByName)}
            {replied && item(t('admin.feedbackPage.repliedAt'), formatTime(shown.repliedAt))}
            {shown.closedAt && item(t('admin.feedbackPage.closedAt'), formatTime(shown.closedAt))}
            {shown.closedAt &&
              item(
                t('admin.feedbackPage.closeRemark'),
                shown.closeRemark && <Prose>{shown.closeRemark}</Prose>,
              )}
          </Descriptions>
        )}
      </Spin>
    </Drawer>
  )
}

/** The item's text, read-only, above a dialog's fields. */
function Quoted({ item }: { item: Item }) {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  return (
    <Form.Item label={t('admin.feedbackPage.content')}>
      <Typography.Paragraph
        style={{
          whiteSpace: 'pre-wrap',
          margin: 0,
          maxHeight: 160,
          overflow: 'auto',
          padding: '8px 12px',
          background: token.colorFillAlter,
          borderRadius: token.borderRadius,
        }}
        data-testid="feedback-quoted"
      >
        {item.content}
      </Typography.Paragraph>
    </Form.Item>
  )
}

interface ReplyValues {
  reply: string
  channel: FeedbackChannel
}

/** The channel a reply goes by unless chosen otherwise: e-mail, else SMS, else recorded only. */
const defaultChannel = (r: Item): FeedbackChannel =>
  r.contactEmail ? 'EMAIL' : r.contactPhone ? 'SMS' : 'NONE'

/** A reply, and how it reaches its person: SMS, e-mail, or recorded only. */
function ReplyDialog({
  item,
  onClose,
  onSaved,
}: {
  item: Item | null
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const rules = useRules()
  const label = t('admin.feedbackPage.replyText')
  const submit = async (id: string, v: ReplyValues) => {
    const { delivery } = await feedbackApi.reply({ id, reply: v.reply, channel: v.channel })
    if (delivery === 'SENT') void message.success(t('admin.feedbackPage.reply_sent'))
    else if (delivery === 'FAILED') void message.warning(t('admin.feedbackPage.reply_failed'))
    else void message.success(t('admin.feedbackPage.reply_recorded'))
  }
  return (
    <FormDialog<ReplyValues>
      opening={item}
      title={t('admin.feedbackPage.replyTitle')}
      onClose={onClose}
      onSubmit={(v) => (item ? submit(item.id, v) : Promise.resolve())}
      onSaved={onSaved}
      initialValues={
        item
          ? {
              // Replying again (the reply did not arrive) starts from the reply recorded.
              reply: ('reply' in item && item.reply) || '',
              channel: defaultChannel(item),
            }
          : undefined
      }
      width={560}
      data-testid="feedback-reply-form"
    >
      {item && <Quoted item={item} />}
      <Form.Item name="reply" label={label} rules={[rules.required(label)]}>
        <Input.TextArea
          maxLength={FEEDBACK_LIMITS.reply}
          showCount
          autoSize={{ minRows: 4, maxRows: 10 }}
          data-testid="feedback-reply-text"
        />
      </Form.Item>
      <Form.Item name="channel" label={t('admin.feedbackPage.channel')}>
        <Radio.Group data-testid="feedback-reply-channel">
          <Space orientation="vertical" size={4}>
            <Radio value="EMAIL" disabled={!item?.contactEmail}>
              {item?.contactEmail
                ? t('admin.feedbackPage.channelEmail', { email: item.contactEmail })
                : t('admin.feedbackPage.channelEmailNone')}
            </Radio>
            <Radio value="SMS" disabled={!item?.contactPhone}>
              {item?.contactPhone
                ? t('admin.feedbackPage.channelSms', { phone: item.contactPhone })
                : t('admin.feedbackPage.channelSmsNone')}
            </Radio>
            <Radio value="NONE">{t('admin.feedbackPage.channelNone')}</Radio>
          </Space>
        </Radio.Group>
      </Form.Item>
    </FormDialog>
  )
}

const NO_ASSIGNEES: never[] = []

/** Assigns an item to a holder of the page (the current one chosen to start with). */
function AssignDialog({
  item,
  onClose,
  onSaved,
}: {
  item: Item | null
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const rules = useRules()
  const label = t('admin.feedbackPage.assignTo')
  const { data: people = NO_ASSIGNEES, isFetching } = useQuery({
    ...feedbackApi.assignees.query(),
    enabled: !!item,
  })
  const options = people.map((p) => ({ value: p.id, label: `${p.name} (${p.account})` }))
  // Someone who no longer holds the page still shows by name while the item is theirs.
  if (item?.assigneeId && !people.some((p) => p.id === item.assigneeId))
    options.unshift({ value: item.assigneeId, label: item.assigneeName ?? item.assigneeId })
  return (
    <FormDialog<{ assigneeId: string }>
      opening={item}
      title={t('admin.feedbackPage.assignTitle')}
      onClose={onClose}
      onSubmit={(v) => (item ? feedbackApi.assign(item.id, v.assigneeId) : Promise.resolve())}
      onSaved={() => {
        void message.success(t('admin.feedbackPage.assign_ok'))
        onSaved()
      }}
      initialValues={item ? { assigneeId: item.assigneeId ?? undefined } : undefined}
      width={520}
      data-testid="feedback-assign-form"
    >
      {item && <Quoted item={item} />}
      <Form.Item name="assigneeId" label={label} rules={[rules.required(label, true)]}>
        <Select
          showSearch
          optionFilterProp="label"
          loading={isFetching}
          options={options}
          data-testid="feedback-assign-select"
        />
      </Form.Item>
    </FormDialog>
  )
}

/** Closes an item, with an optional remark. */
function CloseDialog({
  item,
  onClose,
  onSaved,
}: {
  item: Item | null
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  return (
    <FormDialog<{ remark?: string }>
      opening={item}
      title={t('admin.feedbackPage.closeTitle')}
      onClose={onClose}
      onSubmit={(v) => (item ? feedbackApi.close(item.id, v.remark?.trim() || null) : Promise.resolve())}
      onSaved={() => {
        void message.success(t('admin.feedbackPage.close_ok'))
        onSaved()
      }}
      initialValues={item ? { remark: '' } : undefined}
      width={520}
      data-testid="feedback-close-form"
    >
      {item && <Quoted item={item} />}
      <Form.Item
        name="remark"
        label={t('admin.feedbackPage.remark')}
        extra={t('admin.feedbackPage.closeHint')}
      >
        <Input.TextArea
          maxLength={FEEDBACK_LIMITS.remark}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
          data-testid="feedback-close-remark"
        />
      </Form.Item>
    </FormDialog>
  )
}
