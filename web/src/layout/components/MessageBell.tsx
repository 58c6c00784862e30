import { BellOutlined } from '@ant-design/icons'
import { MESSAGE_CATEGORY_DICT, mustChangePassword, UNREAD_CAP, type UnreadSummary } from '@portal/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Button, Drawer, Empty, List, Modal, Space } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { messageApi } from '../../api/dev/message'
import { type MessageRow, userCenterApi } from '../../api/sys/userCenter'
import { DictTag } from '../../components/Dict'
import { RichTextView } from '../../components/RichText'
import { useUserStore } from '../../stores/user'
import { formatTime } from '../../utils/time'
import { CountIcon, HeaderButton } from './HeaderButton'

/** How often the badge asks again while the page is open (it also asks when the window regains focus). */
export const POLL_MS = 30_000

/**
 * The caller's unread count, shared by the bell and the workbench's card. Not asked while the
 * password must be changed first (the server refuses everything else then); asked at once after.
 */
export function useUnread() {
  const user = useUserStore((s) => s.userInfo)
  return useQuery({
    ...messageApi.unread.query(),
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
    enabled: !!user && !mustChangePassword(user),
  })
}

/** The user bar's message bell: the unread count as a badge, a drawer of the newest unread messages. */
export default function MessageBell() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { data } = useUnread()
  const [open, setOpen] = useState(false)
  const [reading, setReading] = useState<MessageRow | null>(null)
  const count = data?.count ?? 0
  const label = count
    ? t('admin.messageBell.badge', { count: count >= UNREAD_CAP ? `${UNREAD_CAP - 1}+` : count })
    : t('admin.messageBell.title')
  // Reads and marks change the count, the user centre's list and the workbench's card.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: messageApi.unread.key })
    void queryClient.invalidateQueries({ queryKey: userCenterApi.messagePage.key })
  }
  const markRead = (ids?: string[]) =>
    messageApi
      .markRead(ids)
      .then(refresh)
      .catch(() => undefined)
  const read = (id: string) =>
    userCenterApi
      .messageDetail(id)
      .then((m) => {
        setReading(m)
        refresh()
      })
      .catch(() => undefined)

  return (
    <>
      <HeaderButton
        tip={t('admin.messageBell.title')}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="message-bell"
      >
        <CountIcon icon={BellOutlined} count={count} cap={UNREAD_CAP} testId="message-badge" />
      </HeaderButton>
      <Drawer
        title={t('admin.messageBell.title')}
        open={open}
        onClose={() => setOpen(false)}
        size={380}
        closable={{ 'aria-label': t('admin.messageBell.close') }}
        extra={
          <Button
            size="small"
            disabled={!count}
            onClick={() => void markRead()}
            data-testid="message-mark-all"
          >
            {t('admin.messageBell.markAll')}
          </Button>
        }
        footer={
          <Button
            type="link"
            onClick={() => {
              setOpen(false)
              void navigate('/usercenter?tab=messages')
            }}
            data-testid="message-more"
          >
            {t('admin.messageBell.more')}
          </Button>
        }
        data-testid="message-drawer"
      >
        <UnreadList data={data} onRead={read} onMark={(id) => void markRead([id])} />
      </Drawer>
      <Modal
        open={!!reading}
        title={reading?.subject}
        onCancel={() => setReading(null)}
        footer={null}
        width={640}
        data-testid="message-reading"
      >
        <p style={{ color: 'var(--ant-color-text-secondary)' }}>
          {reading ? formatTime(reading.createdAt) : ''}
        </p>
        <RichTextView html={reading?.content} />
      </Modal>
    </>
  )
}

/** The newest unread messages: a subject opens it (and marks it read). */
export function UnreadList({
  data,
  onRead,
  onMark,
}: {
  data: UnreadSummary | undefined
  onRead: (id: string) => void
  onMark?: (id: string) => void
}) {
  const { t } = useTranslation()
  if (!data?.latest.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.messageBell.empty')} />
  return (
    <List
      size="small"
      dataSource={data.latest}
      renderItem={(m) => (
        <List.Item
          key={m.id}
          actions={
            onMark
              ? [
                  <Button key="mark" type="link" size="small" onClick={() => onMark(m.id)}>
                    {t('admin.messageBell.markRead')}
                  </Button>,
                ]
              : undefined
          }
        >
          <List.Item.Meta
            title={
              <Button
                type="link"
                size="small"
                style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
                onClick={() => onRead(m.id)}
                data-testid="unread-message"
              >
                {m.subject}
              </Button>
            }
            description={
              <Space size={4}>
                <DictTag type={MESSAGE_CATEGORY_DICT} value={m.category} />
                {formatTime(m.createdAt)}
              </Space>
            }
          />
        </List.Item>
      )}
    />
  )
}
