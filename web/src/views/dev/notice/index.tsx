import { NOTICE_LIMITS, NOTICE_PLACES, type NoticeRow } from '@portal/contracts'
import { App, Checkbox, DatePicker, type DatePickerProps, Form, Switch, Tabs, Tag, Typography } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { type NoticeBody, noticeApi } from '../../../api/dev/notice'
import { ActionLink, SortCodeItem, useRules } from '../../../components/AdminKit'
import CrudTable from '../../../components/AdminKit/CrudTable'
import { type Crud, CrudForm, useCrud } from '../../../components/AdminKit/crud'
import { TextItem } from '../../../components/AdminKit/items'
import { RichTextInput } from '../../../components/RichText'
import type { STColumn } from '../../../components/SearchTable'
import { optionsOf, selectField } from '../../../components/SearchTable/fields'
import { yesNoOptions } from '../../../components/yesNoOptions'
import { formatTime } from '../../../utils/time'

/** The form's values: the window as date-times, the rest as the body. */
type NoticeValues = Omit<NoticeBody, 'startAt' | 'endAt'> & { startAt?: Dayjs | null; endAt?: Dayjs | null }
const TIME = 'YYYY-MM-DD HH:mm'

/** A bound of the publish window: a date and a time to the minute. */
function MinutePicker(props: DatePickerProps) {
  return <DatePicker showTime={{ format: 'HH:mm' }} format={TIME} style={{ width: '100%' }} {...props} />
}

/** Notices (announcements): where they show, their publish window, pinned; published from the list. */
export default function NoticePage() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const crud = useCrud<NoticeRow, NoticeBody>(noticeApi)
  const placeText = (p: string) =>
    p === 'WORKBENCH' || p === 'LOGIN' || p === 'SITE' ? t(`admin.noticePage.${p}`) : p

  const publish = async (ids: string[], published: boolean) => {
    await noticeApi.publish(ids, published)
    void message.success(t(published ? 'admin.noticePage.published_ok' : 'admin.noticePage.unpublished_ok'))
    crud.changed()
  }
  const time = (v: string | null) => formatTime(v, TIME)

  const columns: STColumn<NoticeRow>[] = [
    {
      title: t('admin.noticePage.title'),
      dataIndex: 'title',
      ellipsis: true,
      render: (v: string, r: NoticeRow) => (
        <>
          {r.pinned && <Tag color="red">{t('admin.noticePage.pinned')}</Tag>}
          {v}
          {r.titleEn && (
            <div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {r.titleEn}
              </Typography.Text>
            </div>
          )}
        </>
      ),
    },
    {
      title: t('admin.noticePage.place'),
      dataIndex: 'placeList',
      width: 200,
      render: (v: string[]) => v.map((p) => <Tag key={p}>{placeText(p)}</Tag>),
    },
    {
      title: t('admin.noticePage.window'),
      key: 'window',
      width: 260,
      render: (_: unknown, r: NoticeRow) =>
        r.startAt || r.endAt ? `${time(r.startAt) || '…'} ~ ${time(r.endAt) || '…'}` : '-',
    },
    {
      title: t('admin.noticePage.published'),
      dataIndex: 'published',
      width: 100,
      render: (v: boolean) => (
        <Tag color={v ? 'green' : 'default'}>
          {t(v ? 'admin.noticePage.isPublished' : 'admin.noticePage.unpublished')}
        </Tag>
      ),
    },
    crud.sortCodeColumn({ checked: false }),
    crud.createdAtColumn(),
    crud.actionColumn({
      edit: 'devNoticeEdit',
      remove: 'devNoticeDelete',
      testId: (r, action) => `notice-${action}-${r.title}`,
      links: (r) => (
        <ActionLink
          code="devNoticePublish"
          onClick={() => void publish([r.id], !r.published).catch(() => undefined)}
          testId={`notice-publish-${r.title}`}
        >
          {t(r.published ? 'admin.noticePage.unpublish' : 'admin.noticePage.publish')}
        </ActionLink>
      ),
    }),
  ]

  return (
    <>
      <CrudTable
        id="dev-notice"
        crud={crud}
        printTitle={t('admin.noticeCard.title')}
        columns={columns}
        request={noticeApi.page}
        searchFields={[
          crud.keywordField(t('admin.noticePage.title')),
          selectField('place', t('admin.noticePage.place'), optionsOf(NOTICE_PLACES, placeText)),
          selectField(
            'published',
            t('admin.noticePage.published'),
            yesNoOptions(t('admin.noticePage.isPublished'), t('admin.noticePage.unpublished')),
          ),
        ]}
        add={{ code: 'devNoticeAdd', testId: 'notice-add' }}
        remove="devNoticeDelete"
      />
      <NoticeForm crud={crud} placeText={placeText} />
    </>
  )
}

function NoticeForm({
  crud,
  placeText,
}: {
  crud: Crud<NoticeRow, NoticeBody>
  placeText: (p: string) => string
}) {
  const { t } = useTranslation()
  const rules = useRules()
  const label = (k: 'title' | 'place') => t(`admin.noticePage.${k}`)
  return (
    <CrudForm<NoticeRow, NoticeBody, NoticeValues>
      crud={crud}
      titles={[t('admin.noticePage.addTitle'), t('admin.noticePage.editTitle')]}
      defaults={{ placeList: ['WORKBENCH'], pinned: false, sortCode: 0, content: '', contentEn: '' }}
      load={async (r, read) => {
        const d = await read(noticeApi.detail.query({ id: r.id }))
        return {
          ...d,
          content: d.content ?? '',
          contentEn: d.contentEn ?? '',
          placeList: d.placeList,
          startAt: d.startAt ? dayjs(d.startAt) : null,
          endAt: d.endAt ? dayjs(d.endAt) : null,
        }
      }}
      toBody={(v) => ({
        ...v,
        startAt: v.startAt ? v.startAt.toISOString() : null,
        endAt: v.endAt ? v.endAt.toISOString() : null,
      })}
      width={760}
      data-testid="notice-form"
    >
      <Tabs
        items={[
          {
            key: 'zh',
            label: t('admin.noticePage.zh'),
            forceRender: true,
            children: (
              <>
                <TextItem
                  name="title"
                  label={label('title')}
                  max={NOTICE_LIMITS.title}
                  required
                  testId="notice-title"
                />
                <Form.Item name="content" label={t('admin.noticePage.content')}>
                  <RichTextInput data-testid="notice-content" />
                </Form.Item>
              </>
            ),
          },
          {
            key: 'en',
            label: t('admin.noticePage.en'),
            forceRender: true,
            children: (
              <>
                <Typography.Paragraph type="secondary">{t('admin.noticePage.enHint')}</Typography.Paragraph>
                <TextItem
                  name="titleEn"
                  label={t('admin.noticePage.titleEn')}
                  max={NOTICE_LIMITS.title}
                  testId="notice-title-en"
                />
                <Form.Item name="contentEn" label={t('admin.noticePage.contentEn')}>
                  <RichTextInput data-testid="notice-content-en" />
                </Form.Item>
              </>
            ),
          },
        ]}
      />
      <Form.Item
        name="placeList"
        label={label('place')}
        rules={[{ ...rules.required(label('place'), true), type: 'array' }]}
      >
        <Checkbox.Group options={optionsOf(NOTICE_PLACES, placeText)} data-testid="notice-places" />
      </Form.Item>
      <Form.Item
        label={t('admin.noticePage.window')}
        extra={t('admin.noticePage.windowHint')}
        style={{ marginBottom: 0 }}
      >
        <div style={{ display: 'flex', gap: 8 }}>
          <Form.Item name="startAt" style={{ flex: 1 }}>
            <MinutePicker placeholder={t('admin.noticePage.startAt')} data-testid="notice-start" />
          </Form.Item>
          <Form.Item
            name="endAt"
            style={{ flex: 1 }}
            dependencies={['startAt']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, end: Dayjs | null) => {
                  const start: Dayjs | null = getFieldValue('startAt')
                  return !end || !start || end.isAfter(start)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('admin.noticePage.endBeforeStart')))
                },
              }),
            ]}
          >
            <MinutePicker placeholder={t('admin.noticePage.endAt')} data-testid="notice-end" />
          </Form.Item>
        </div>
      </Form.Item>
      <Form.Item name="pinned" label={t('admin.noticePage.pinned')} valuePropName="checked">
        <Switch data-testid="notice-pinned" />
      </Form.Item>
      <TextItem name="remark" label={t('admin.noticePage.remark')} max={255} />
      <SortCodeItem />
    </CrudForm>
  )
}
