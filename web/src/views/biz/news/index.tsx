import { NEWS_LIMITS, type NewsRow } from '@portal/contracts'
import { DatePicker, Form, Input, Space, Switch, Tag, Typography } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { type NewsBody, newsApi } from '../../../api/biz/news'
import { SortCodeItem } from '../../../components/AdminKit'
import { type Crud, CrudForm } from '../../../components/AdminKit/crud'
import ImageInput from '../../../components/ImageInput'
import SearchTable, { type STColumn } from '../../../components/SearchTable'
import { selectField } from '../../../components/SearchTable/fields'
import { yesNoOptions } from '../../../components/yesNoOptions'
import { formatTime } from '../../../utils/time'
import {
  ArticleTabs,
  articleValues,
  bilingualColumn,
  imageColumn,
  publishedColumn,
  publishedFilter,
  useCategoryChoice,
  usePublishList,
} from '../components/content'

const TIME = 'YYYY-MM-DD HH:mm'

/** The form's values: the publish time as a date-time, the rest as the body. */
type NewsValues = Omit<NewsBody, 'publishAt'> & { publishAt?: Dayjs | null }

/**
 * News of the company site: category, texts in two languages, cover, rich text with images, publish
 * time (a later one schedules it), pinned; published and withdrawn from the list.
 */
export default function NewsPage() {
  const { t } = useTranslation()
  const list = usePublishList<NewsRow, NewsBody>(newsApi, {
    code: 'bizNews',
    prefix: 'news',
    name: (r) => r.title,
  })
  const { crud } = list
  const category = useCategoryChoice(newsApi.categoryOptions)

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
    crud.sortCodeColumn({ checked: false }),
    crud.createdAtColumn(),
    list.actionColumn(),
  ]

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
          category.filter(t('admin.newsPage.category')),
          publishedFilter(t),
          selectField(
            'pinned',
            t('admin.newsPage.pinned'),
            yesNoOptions(t('admin.newsPage.isPinned'), t('admin.newsPage.notPinned')),
          ),
        ]}
        toolbar={list.toolbar()}
      />
      <NewsForm crud={crud} categorySelect={category.select('news-category')} />
    </>
  )
}

function NewsForm({ crud, categorySelect }: { crud: Crud<NewsRow, NewsBody>; categorySelect: ReactNode }) {
  const { t } = useTranslation()
  return (
    <CrudForm<NewsRow, NewsBody, NewsValues>
      crud={crud}
      titles={[t('admin.newsPage.addTitle'), t('admin.newsPage.editTitle')]}
      defaults={{ sortCode: 0, pinned: false, content: '', contentEn: '', publishAt: null }}
      load={async (r, read) => {
        const d = articleValues(await read(newsApi.detail.query({ id: r.id })))
        return { ...d, publishAt: d.publishAt ? dayjs(d.publishAt) : null }
      }}
      toBody={(v) => ({ ...v, publishAt: v.publishAt ? v.publishAt.toISOString() : null })}
      width={920}
      data-testid="news-form"
    >
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <Form.Item name="categoryId" label={t('admin.newsPage.category')} style={{ flex: '1 1 220px' }}>
          {categorySelect}
        </Form.Item>
        <Form.Item name="author" label={t('admin.newsPage.author')} style={{ flex: '1 1 160px' }}>
          <Input maxLength={NEWS_LIMITS.author} data-testid="news-author" />
        </Form.Item>
        <Form.Item name="source" label={t('admin.newsPage.source')} style={{ flex: '1 1 200px' }}>
          <Input maxLength={NEWS_LIMITS.source} data-testid="news-source" />
        </Form.Item>
      </div>
      <ArticleTabs
        texts="admin.newsPage"
        field="title"
        limits={NEWS_LIMITS}
        uploadImage={newsApi.uploadContentImage}
        testId="news"
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
