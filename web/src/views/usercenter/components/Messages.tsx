import { useQueryClient } from '@tanstack/react-query'
import { Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { messageApi } from '../../../api/dev/message'
import { type MessageRow, userCenterApi } from '../../../api/sys/userCenter'
import { DetailLink, useActionColumn } from '../../../components/AdminKit/actionColumn'
import FormContainer from '../../../components/FormContainer'
import { RichTextView } from '../../../components/RichText'
import SearchTable, { type STColumn } from '../../../components/SearchTable'
import { formatTime } from '../../../utils/time'

/** The user's messages, newest first; opening one marks it read. */
export default function Messages() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const actionColumn = useActionColumn()
  const [open, setOpen] = useState<MessageRow | null>(null)
  const columns: STColumn<MessageRow>[] = [
    { title: t('admin.center.subject'), dataIndex: 'subject' },
    {
      title: t('admin.common.status'),
      dataIndex: 'read',
      width: 90,
      render: (v: boolean) => (
        <Tag color={v ? 'default' : 'blue'}>{v ? t('admin.center.read') : t('admin.center.unread')}</Tag>
      ),
    },
    { title: t('admin.common.createdAt'), dataIndex: 'createdAt', width: 180, printConfig: { type: 'time' } },
    actionColumn(90, (r) => (
      <DetailLink
        onClick={() =>
          userCenterApi
            .messageDetail(r.id)
            .then((m) => {
              setOpen(m)
              // Opening marks it read: the list shows that.
              void queryClient.invalidateQueries({ queryKey: userCenterApi.messagePage.key })
              void queryClient.invalidateQueries({ queryKey: messageApi.unread.key })
            })
            .catch(() => undefined)
        }
      />
    )),
  ]
  return (
    <>
      <SearchTable id="center-messages" columns={columns} request={userCenterApi.messagePage} />
      <FormContainer title={open?.subject ?? ''} open={!!open} onClose={() => setOpen(null)} width={600}>
        <p style={{ color: 'var(--ant-color-text-secondary)' }}>{open ? formatTime(open.createdAt) : ''}</p>
        <RichTextView html={open?.content} data-testid="center-message-content" />
      </FormContainer>
    </>
  )
}
