import { NEWS_LIMITS, type NewsCategoryRow } from '@portal/contracts'
import { useTranslation } from 'react-i18next'
import { type NewsCategoryBody, newsCategoryApi } from '../../../api/biz/newsCategory'
import { CategoryPage } from '../components/content/CategoryPage'

/**
 * The categories of the site's news: names in two languages, order, published (offered as filters
 * on the site). One still holding news cannot be deleted (the server says which and how many).
 */
export default function NewsCategoryPage() {
  const { t } = useTranslation()
  return (
    <CategoryPage<NewsCategoryRow, NewsCategoryBody>
      code="bizNewsCategory"
      api={newsCategoryApi}
      texts="admin.newsCategoryPage"
      title={t('admin.newsCategoryPage.listTitle')}
      count={{
        title: t('admin.newsCategoryPage.newsCount'),
        dataIndex: 'newsCount',
        width: 100,
        align: 'right',
      }}
      max={NEWS_LIMITS.categoryName}
      width={520}
      hint="form"
    />
  )
}
