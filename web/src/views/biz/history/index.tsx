import { HISTORY_LIMITS, type HistoryRow, isHistoryDate } from '@portal/contracts'
import { Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import { type HistoryBody, historyApi } from '../../../api/biz/history'
import { useRules } from '../../../components/AdminKit'
import { BilingualInput, bilingualColumn, ContentPage, checkRule, imageColumn } from '../components/content'
import { ImageItem } from '../components/content/fields'

/** The events of the company's history timeline: a date, a title, a short text, a picture. */
export default function HistoryPage() {
  const { t } = useTranslation()
  const rules = useRules()
  const label = (k: 'eventDate' | 'title' | 'image') => t(`admin.bizHistory.${k}`)
  return (
    <ContentPage<HistoryRow, HistoryBody>
      api={historyApi}
      name={(r) => r.title}
      keyword="title"
      columns={[
        { title: label('eventDate'), dataIndex: 'eventDate', width: 120 },
        bilingualColumn(label('title'), 'title'),
        imageColumn(label('image'), 'imageId'),
      ]}
      form={
        <>
          <Form.Item
            name="eventDate"
            label={label('eventDate')}
            extra={t('admin.bizHistory.eventDateHint')}
            rules={[
              rules.required(label('eventDate')),
              checkRule(isHistoryDate, t('admin.bizHistory.eventDateInvalid')),
            ]}
          >
            <Input
              maxLength={10}
              placeholder="2025-03"
              style={{ maxWidth: 220 }}
              data-testid="history-date"
            />
          </Form.Item>
          <BilingualInput name="title" max={HISTORY_LIMITS.title} required testId="history-title" />
          <BilingualInput name="content" max={HISTORY_LIMITS.content} area />
          <ImageItem name="imageId" label={label('image')} testId="history-image" />
        </>
      }
    />
  )
}
