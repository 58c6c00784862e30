import { PRODUCT_CATEGORY_LIMITS, type ProductCategoryRow } from '@portal/contracts'
import { useTranslation } from 'react-i18next'
import { type ProductCategoryBody, productCategoryApi } from '../../../api/biz/productCategory'
import { CategoryPage } from '../components/content/CategoryPage'

/** Product categories of the company site: names in two languages, order, publish state. */
export default function ProductCategoryPage() {
  const { t } = useTranslation()
  return (
    <CategoryPage<ProductCategoryRow, ProductCategoryBody>
      code="bizProductCategory"
      api={productCategoryApi}
      texts="admin.productCategoryPage"
      title={t('admin.productCategoryPage.title')}
      count={{ title: t('admin.productCategoryPage.productCount'), dataIndex: 'productCount', width: 100 }}
      max={PRODUCT_CATEGORY_LIMITS.name}
      hint="list"
    />
  )
}
