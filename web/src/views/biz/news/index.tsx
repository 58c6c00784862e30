import { NEWS_LIMITS, type NewsCategoryOption, type NewsRow } from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import { App, DatePicker, Form, Input, Select, Space, Switch, Tabs, Tag, Typography } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { type NewsBody, newsApi } from '../../../api/biz/news'
import { ActionLink, SortCodeItem, useRules } from '../../../components/AdminKit'
import { type Crud, CrudForm, CrudToolbar, useCrud } from '../../../components/AdminKit/crud'
import ImageInput from '../../../components/ImageInput'
import { RichTextInput } from '../../../components/RichText'
import SearchTable, { type STColumn } from '../../../components/SearchTable'
import { formatTime } from '../../../utils/time'
import {
  bilingualColumn,
  imageColumn,
  publishedColumn,
  publishedFilter,
  useCategoryChoice,
} from '../components/content'

const NO_CATEGORIES: NewsCategoryOption[] = []
const TIME = 'YYYY-MM-DD HH:mm'

/** The form's values: the publish time as a date-time, the rest as the body. */
type NewsValues = Omit<NewsBody, 'publishAt'> & { publishAt?: Dayjs | null }

/**
 * News of the company site: category, texts in two languages, cover, rich text with images, publish
 * time (a later one schedules it), pinned; published and withdrawn from the list.
 */
export default function NewsPage() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const crud = useCrud<NewsRow, NewsBody>(newsApi)
  const { data: categories = NO_CATEGORIES } = useQuery(newsApi.categoryOptions.query())
  const category = useCategoryChoice(categories)
  const categoryOptions = category.options

  const publish = async (ids: string[], published: boolean) => {
    await newsApi.publish(ids, published)
    void message.success(t(published ? 'admin.newsPage.published_ok' : 'admin.newsPage.unpublished_ok'))
    crud.changed()
  }

  const columns: STColumn<NewsRow>[] = [
    imageColumn(t('admin.newsPage.cover'), 'coverId'),
    bilingualColumn(t('admin.newsPage.title'), 'title'),
    category.column(t('admin.newsPage.category'), 130),
    {
      title: t('admin.newsPage.publishAt'),
      dataIndex: 'publishAt',
      width: 190,
      printConfig: { type: 'time', format: TIME },
      render: (v: string | null) =>
        v ? (
          <Space size={4}>
            {formatTime(v, TIME)}
            {dayjs(v).isAfter(dayjs()) && <Tag color="blue">{t('admin.newsPage.scheduled')}</Tag>}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('admin.newsPage.notYet')}</Typography.Text>
        ),
    },
    {
      title: t('admin.newsPage.pinned'),
      dataIndex: 'pinned',
      width: 80,
      printText: (r) => (r.pinned ? t('admin.newsPage.isPinned') : ''),
      render: (v: boolean) => (v ? <Tag color="red">{t('admin.newsPage.isPinned')}</Tag> : null),
    },
    publishedColumn(t),
    { title: t('admin.newsPage.views'), dataIndex: 'viewCount', width: 90, align: 'right' },
    { title: t('admin.newsPage.author'), dataIndex: 'author', width: 110, checked: false },
    { title: t('admin.common.sortCode'), dataIndex: 'sortCode', width: 80, checked: false },
    crud.createdAtColumn(),
    crud.actionColumn({
      edit: 'bizNewsEdit',
      remove: 'bizNewsDelete',
      testId: (r, action) => `news-${action}-${r.title}`,
      links: (r) => (
        <ActionLink
          code="bizNewsPublish"
          onClick={() => void publish([r.id], !r.published).catch(() => undefined)}
          testId={`news-publish-${r.title}`}
        >
          {t(r.published ? 'admin.newsPage.unpublish' : 'admin.newsPage.publish')}
        </ActionLink>
      ),
    }),
  ]

  const yesNo = (yes: string, no: string) => (
    <Select
      allowClear
      options={[
        { value: '1', label: yes },
        { value: '0', label: no },
      ]}
    />
  )

  return (
    <>
      <SearchTable
        id="biz-news"
        {...crud.tableProps}
        printTitle={t('admin.newsPage.listTitle')}
        columns={columns}
        request={newsApi.page}
        searchFields={[
          crud.keywordField(t('admin.newsPage.title')),
          {
            name: 'categoryId',
            label: t('admin.newsPage.category'),
            node: <Select allowClear showSearch optionFilterProp="label" options={categoryOptions} />,
          },
          publishedFilter(t),
          {
            name: 'pinned',
            label: t('admin.newsPage.pinned'),
            node: yesNo(t('admin.newsPage.isPinned'), t('admin.newsPage.notPinned')),
          },
        ]}
        toolbar={
          <CrudToolbar
            crud={crud}
            add={{ code: 'bizNewsAdd', testId: 'news-add', onClick: () => crud.add() }}
            remove="bizNewsDelete"
          />
        }
      />
      <NewsForm crud={crud} categoryOptions={categoryOptions} />
    </>
  )
}

function NewsForm({
  crud,
  categoryOptions,
}: {
  crud: Crud<NewsRow, NewsBody>
  categoryOptions: Array<{ value: string; label: string }>
}) {
  const { t } = useTranslation()
  const rules = useRules()
  const label = (k: 'title') => t(`admin.newsPage.${k}`)
  return (
    <CrudForm<NewsRow, NewsBody, NewsValues>
      crud={crud}
      titles={[t('admin.newsPage.addTitle'), t('admin.newsPage.editTitle')]}
      defaults={{ sortCode: 0, pinned: false, content: '', contentEn: '', publishAt: null }}
      load={async (r, read) => {
        const d = await read(newsApi.detail.query({ id: r.id }))
        return {
          ...d,
          content: d.content ?? '',
          contentEn: d.contentEn ?? '',
          publishAt: d.publishAt ? dayjs(d.publishAt) : null,
        }
      }}
      toBody={(v) => ({ ...v, publishAt: v.publishAt ? v.publishAt.toISOString() : null })}
      width={920}
      data-testid="news-form"
    >
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <Form.Item name="categoryId" label={t('admin.newsPage.category')} style={{ flex: '1 1 220px' }}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            options={categoryOptions}
            placeholder={t('admin.siteContent.noCategory')}
            data-testid="news-category"
          />
        </Form.Item>
        <Form.Item name="author" label={t('admin.newsPage.author')} style={{ flex: '1 1 160px' }}>
          <Input maxLength={NEWS_LIMITS.author} data-testid="news-author" />
        </Form.Item>
        <Form.Item name="source" label={t('admin.newsPage.source')} style={{ flex: '1 1 200px' }}>
          <Input maxLength={NEWS_LIMITS.source} data-testid="news-source" />
        </Form.Item>
      </div>
      <Tabs
        items={[
          {
            key: 'zh',
            label: t('admin.newsPage.zh'),
            forceRender: true,
            children: (
              <>
                <Form.Item name="title" label={label('title')} rules={[rules.required(label('title'))]}>
                  <Input maxLength={NEWS_LIMITS.title} data-testid="news-title" />
                </Form.Item>
                <Form.Item name="summary" label={t('admin.newsPage.summary')}>
                  <Input.TextArea
                    maxLength={NEWS_LIMITS.summary}
                    autoSize={{ minRows: 2, maxRows: 5 }}
                    showCount
                    data-testid="news-summary"
                  />
                </Form.Item>
                <Form.Item name="content" label={t('admin.newsPage.content')}>
                  <RichTextInput uploadImage={newsApi.uploadContentImage} data-testid="news-content" />
                </Form.Item>
              </>
            ),
          },
          {
            key: 'en',
            label: t('admin.newsPage.en'),
            forceRender: true,
            children: (
              <>
                <Typography.Paragraph type="secondary">{t('admin.newsPage.enHint')}</Typography.Paragraph>
                <Form.Item name="titleEn" label={t('admin.newsPage.titleEn')}>
                  <Input maxLength={NEWS_LIMITS.title} data-testid="news-title-en" />
                </Form.Item>
                <Form.Item name="summaryEn" label={t('admin.newsPage.summaryEn')}>
                  <Input.TextArea
                    maxLength={NEWS_LIMITS.summary}
                    autoSize={{ minRows: 2, maxRows: 5 }}
                    showCount
                  />
                </Form.Item>
                <Form.Item name="contentEn" label={t('admin.newsPage.contentEn')}>
                  <RichTextInput uploadImage={newsApi.uploadContentImage} data-testid="news-content-en" />
                </Form.Item>
              </>
            ),
          },
        ]}
      />
      <Form.Item name="coverId" label={t('admin.newsPage.cover')} extra={t('admin.newsPage.coverHint')}>
        <ImageInput upload={newsApi.upload} testId="news-cover" />
      </Form.Item>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <Form.Item
          name="publishAt"
          label={t('admin.newsPage.publishAt')}
          extra={t('admin.newsPage.publishAtHint')}
          style={{ flex: '2 1 320px' }}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format={TIME}
            style={{ width: '100%' }}
            data-testid="news-publish-at"
          />
        </Form.Item>
        <Form.Item
          name="pinned"
          label={t('admin.newsPage.pinned')}
          valuePropName="checked"
          extra={t('admin.newsPage.pinnedHint')}
          style={{ flex: '1 1 200px' }}
        >
          <Switch data-testid="news-pinned" />
        </Form.Item>
      </div>
      <SortCodeItem />
    </CrudForm>
  )
}
