import { useQueryClient } from '@tanstack/react-query'
import { Badge, Button, Card } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { messageApi } from '../../../api/dev/message'
import { userCenterApi } from '../../../api/sys/userCenter'
import { UnreadList, useUnread } from '../../../layout/components/MessageBell'

/** The workbench's unread messages (the same read as the user bar's badge); a subject opens the list. */
export default function UnreadCard() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { data } = useUnread()
  return (
    <Card
      title={
        <span>
          {t('admin.noticeCard.unreadTitle')} <Badge count={data?.count ?? 0} showZero color="blue" />
        </span>
      }
      extra={
        <Button type="link" onClick={() => void navigate('/usercenter?tab=messages')}>
          {t('admin.noticeCard.more')}
        </Button>
      }
      variant="borderless"
      data-testid="wb-unread"
    >
      <UnreadList
        data={data}
        onRead={() => void navigate('/usercenter?tab=messages')}
        onMark={(id) =>
          void messageApi
            .markRead([id])
            .then(() => {
              void queryClient.invalidateQueries({ queryKey: messageApi.unread.key })
              void queryClient.invalidateQueries({ queryKey: userCenterApi.messagePage.key })
            })
            .catch(() => undefined)
        }
      />
    </Card>
  )
}
