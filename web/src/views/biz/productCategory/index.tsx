import { PRODUCT_CATEGORY_LIMITS, type ProductCategoryRow } from '@portal/contracts'
import { Alert, App, Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import { type ProductCategoryBody, productCategoryApi } from '../../../api/biz/productCategory'
import { ActionLink, SortCodeItem, useRules } from '../../../components/AdminKit'
import { type Crud, CrudForm, CrudToolbar, useCrud } from '../../../components/AdminKit/crud'
import SearchTable, { type STColumn } from '../../../components/SearchTable'
import { publishedColumn, publishedFilter } from '../components/content'

/** Product categories of the company site: names in two languages, order, publish state. */
export default function ProductCategoryPage() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const crud = useCrud<ProductCategoryRow, ProductCategoryBody>(productCategoryApi)

  const publish = async (ids: string[], published: boolean) => {
    await productCategoryApi.publish(ids, published)
    void message.success(
      t(published ? 'admin.productCategoryPage.published_ok' : 'admin.productCategoryPage.unpublished_ok'),
    )
    crud.changed()
  }

  const columns: STColumn<ProductCategoryRow>[] = [
    { title: t('admin.productCategoryPage.name'), dataIndex: 'name', ellipsis: true },
    { title: t('admin.productCategoryPage.nameEn'), dataIndex: 'nameEn', ellipsis: true },
    { title: t('admin.productCategoryPage.productCount'), dataIndex: 'productCount', width: 100 },
    publishedColumn(t),
    { title: t('admin.common.sortCode'), dataIndex: 'sortCode', width: 80 },
    crud.createdAtColumn(),
    crud.actionColumn({
      edit: 'bizProductCategoryEdit',
      remove: 'bizProductCategoryDelete',
      testId: (r, action) => `product-category-${action}-${r.name}`,
      links: (r) => (
        <ActionLink
          code="bizProductCategoryPublish"
          onClick={() => void publish([r.id], !r.published).catch(() => undefined)}
          testId={`product-category-publish-${r.name}`}
        >
          {t(r.published ? 'admin.productCategoryPage.unpublish' : 'admin.productCategoryPage.publish')}
        </ActionLink>
      ),
    }),
  ]

  return (
    <>
      <Alert
        type="info"
        showIcon
        title={t('admin.productCategoryPage.publishHint')}
        style={{ marginBottom: 12 }}
      />
      <SearchTable
        id="biz-product-category"
        {...crud.tableProps}
        printTitle={t('admin.productCategoryPage.title')}
        columns={columns}
        request={productCategoryApi.page}
        searchFields={[crud.keywordField(t('admin.productCategoryPage.name')), publishedFilter(t)]}
        toolbar={
          <CrudToolbar
            crud={crud}
            add={{ code: 'bizProductCategoryAdd', testId: 'product-category-add', onClick: () => crud.add() }}
            remove="bizProductCategoryDelete"
          />
        }
      />
      <CategoryForm crud={crud} />
    </>
  )
}

function CategoryForm({ crud }: { crud: Crud<ProductCategoryRow, ProductCategoryBody> }) {
  const { t } = useTranslation()
  const rules = useRules()
  const name = t('admin.productCategoryPage.name')
  return (
    <CrudForm<ProductCategoryRow, ProductCategoryBody>
      crud={crud}
      titles={[t('admin.productCategoryPage.addTitle'), t('admin.productCategoryPage.editTitle')]}
      defaults={{ sortCode: 0 }}
      fromRecord={(r) => ({ name: r.name, nameEn: r.nameEn, sortCode: r.sortCode })}
      data-testid="product-category-form"
    >
      <Form.Item name="name" label={name} rules={[rules.required(name)]}>
        <Input maxLength={PRODUCT_CATEGORY_LIMITS.name} data-testid="product-category-name" />
      </Form.Item>
      <Form.Item
        name="nameEn"
        label={t('admin.productCategoryPage.nameEn')}
        extra={t('admin.productCategoryPage.nameEnHint')}
      >
        <Input maxLength={PRODUCT_CATEGORY_LIMITS.name} data-testid="product-category-name-en" />
      </Form.Item>
      <SortCodeItem />
    </CrudForm>
  )
}
