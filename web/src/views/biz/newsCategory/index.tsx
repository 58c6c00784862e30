import { NEWS_LIMITS, type NewsCategoryRow } from '@portal/contracts'
import { App, Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import { type NewsCategoryBody, newsCategoryApi } from '../../../api/biz/newsCategory'
import { ActionLink, SortCodeItem, useRules } from '../../../components/AdminKit'
import { type Crud, CrudForm, CrudToolbar, useCrud } from '../../../components/AdminKit/crud'
import SearchTable, { type STColumn } from '../../../components/SearchTable'
import { publishedColumn, publishedFilter } from '../components/content'

/**
 * The categories of the site's news: names in two languages, order, published (offered as filters
 * on the site). One still holding news cannot be deleted (the server says which and how many).
 */
export default function NewsCategoryPage() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const crud = useCrud<NewsCategoryRow, NewsCategoryBody>(newsCategoryApi)

  const publish = async (ids: string[], published: boolean) => {
    await newsCategoryApi.publish(ids, published)
    void message.success(
      t(published ? 'admin.newsCategoryPage.published_ok' : 'admin.newsCategoryPage.unpublished_ok'),
    )
    crud.changed()
  }

  const columns: STColumn<NewsCategoryRow>[] = [
    { title: t('admin.newsCategoryPage.name'), dataIndex: 'name', ellipsis: true },
    { title: t('admin.newsCategoryPage.nameEn'), dataIndex: 'nameEn', ellipsis: true },
    { title: t('admin.newsCategoryPage.newsCount'), dataIndex: 'newsCount', width: 100, align: 'right' },
    publishedColumn(t),
    { title: t('admin.common.sortCode'), dataIndex: 'sortCode', width: 80 },
    crud.createdAtColumn(),
    crud.actionColumn({
      edit: 'bizNewsCategoryEdit',
      remove: 'bizNewsCategoryDelete',
      testId: (r, action) => `news-category-${action}-${r.name}`,
      links: (r) => (
        <ActionLink
          code="bizNewsCategoryPublish"
          onClick={() => void publish([r.id], !r.published).catch(() => undefined)}
          testId={`news-category-publish-${r.name}`}
        >
          {t(r.published ? 'admin.newsCategoryPage.unpublish' : 'admin.newsCategoryPage.publish')}
        </ActionLink>
      ),
    }),
  ]

  return (
    <>
      <SearchTable
        id="biz-news-category"
        {...crud.tableProps}
        printTitle={t('admin.newsCategoryPage.listTitle')}
        columns={columns}
        request={newsCategoryApi.page}
        searchFields={[crud.keywordField(t('admin.newsCategoryPage.name')), publishedFilter(t)]}
        toolbar={
          <CrudToolbar
            crud={crud}
            add={{ code: 'bizNewsCategoryAdd', testId: 'news-category-add', onClick: () => crud.add() }}
            remove="bizNewsCategoryDelete"
          />
        }
      />
      <NewsCategoryForm crud={crud} />
    </>
  )
}

function NewsCategoryForm({ crud }: { crud: Crud<NewsCategoryRow, NewsCategoryBody> }) {
  const { t } = useTranslation()
  const rules = useRules()
  const name = t('admin.newsCategoryPage.name')
  return (
    <CrudForm<NewsCategoryRow, NewsCategoryBody>
      crud={crud}
      titles={[t('admin.newsCategoryPage.addTitle'), t('admin.newsCategoryPage.editTitle')]}
      defaults={{ sortCode: 0 }}
      fromRecord={(r) => ({ name: r.name, nameEn: r.nameEn, sortCode: r.sortCode })}
      width={520}
      data-testid="news-category-form"
    >
      <Form.Item name="name" label={name} rules={[rules.required(name)]}>
        <Input maxLength={NEWS_LIMITS.categoryName} data-testid="news-category-name" />
      </Form.Item>
      <Form.Item
        name="nameEn"
        label={t('admin.newsCategoryPage.nameEn')}
        extra={t('admin.newsCategoryPage.nameEnHint')}
      >
        <Input maxLength={NEWS_LIMITS.categoryName} data-testid="news-category-name-en" />
      </Form.Item>
      <SortCodeItem />
      <Form.Item noStyle>
        <div style={{ color: 'var(--ant-color-text-tertiary)', fontSize: 12 }}>
          {t('admin.newsCategoryPage.publishHint')}
        </div>
      </Form.Item>
    </CrudForm>
  )
}
