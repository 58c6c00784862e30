import { DATE_FORMAT } from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import { Card, Collapse, Empty, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { noticeApi } from '../../../api/dev/notice'
import { RichTextView } from '../../../components/RichText'
import { formatTime } from '../../../utils/time'

/** The workbench's notices: published, inside their window, pinned first; each opens in place. */
export default function NoticesCard() {
  const { t } = useTranslation()
  const { data = [] } = useQuery(noticeApi.workbench.query())
  return (
    <Card title={t('admin.noticeCard.title')} variant="borderless" data-testid="wb-notices">
      {data.length ? (
        <Collapse
          ghost
          size="small"
          items={data.map((n) => ({
            key: n.id,
            label: (
              <span data-testid="wb-notice">
                {n.pinned && <Tag color="red">{t('admin.noticeCard.pinned')}</Tag>}
                {n.title}
              </span>
            ),
            extra: (
              <span style={{ color: 'var(--ant-color-text-tertiary)', fontSize: 12 }}>
                {formatTime(n.startAt ?? n.createdAt, DATE_FORMAT.slice(0, 10))}
              </span>
            ),
            children: <RichTextView html={n.content} />,
          }))}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.noticeCard.empty')} />
      )}
    </Card>
  )
}
