import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { PRODUCT_LIMITS, type ProductRow } from '@portal/contracts'
import { Button, Empty, Form, Input, Space, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { type ProductBody, productApi } from '../../../api/biz/product'
import { SortCodeItem, useRules } from '../../../components/AdminKit'
import { type Crud, CrudForm } from '../../../components/AdminKit/crud'
import SearchTable, { type STColumn } from '../../../components/SearchTable'
import {
  ArticleTabs,
  articleValues,
  bilingualColumn,
  imageColumn,
  publishedFilter,
  useCategoryChoice,
  usePublishList,
} from '../components/content'
import { ImageItem } from '../components/content/fields'

/** Products of the company site: category, texts in two languages, images, specifications, rich text. */
export default function ProductPage() {
  const { t } = useTranslation()
  const list = usePublishList<ProductRow, ProductBody>(productApi, {
    code: 'bizProduct',
    prefix: 'product',
    name: (r) => r.name,
  })
  const { crud } = list
  const category = useCategoryChoice(productApi.categoryOptions)

  const columns: STColumn<ProductRow>[] = [
    imageColumn(t('admin.productPage.cover'), 'coverId'),
    bilingualColumn(t('admin.productPage.name'), 'name'),
    { title: t('admin.productPage.model'), dataIndex: 'model', width: 140 },
    category.column(t('admin.productPage.category'), 160),
    ...list.tailColumns(),
  ]

  return (
    <>
      <SearchTable
        id="biz-product"
        {...crud.tableProps}
        printTitle={t('admin.productPage.title')}
        columns={columns}
        request={productApi.page}
        searchFields={[
          crud.keywordField(t('admin.productPage.name')),
          category.filter(t('admin.productPage.category')),
          publishedFilter(t),
        ]}
        toolbar={list.toolbar()}
      />
      <ProductForm crud={crud} categorySelect={category.select('product-category')} />
    </>
  )
}

function ProductForm({
  crud,
  categorySelect,
}: {
  crud: Crud<ProductRow, ProductBody>
  categorySelect: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <CrudForm<ProductRow, ProductBody>
      crud={crud}
      titles={[t('admin.productPage.addTitle'), t('admin.productPage.editTitle')]}
      defaults={{ sortCode: 0, imageIds: [], specs: [], content: '', contentEn: '' }}
      load={async (r, read) => articleValues(await read(productApi.detail.query({ id: r.id })))}
      width={920}
      data-testid="product-form"
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 16 }}>
        <Form.Item name="categoryId" label={t('admin.productPage.category')} style={{ flex: '1 1 240px' }}>
          {categorySelect}
        </Form.Item>
        <Form.Item name="model" label={t('admin.productPage.model')} style={{ flex: '1 1 200px' }}>
          <Input maxLength={PRODUCT_LIMITS.model} data-testid="product-model" />
        </Form.Item>
      </div>
      <ArticleTabs
        texts="admin.productPage"
        field="name"
        limits={{ title: PRODUCT_LIMITS.name, summary: PRODUCT_LIMITS.summary }}
        uploadImage={productApi.uploadContentImage}
        testId="product"
      />
      <ImageItem
        name="imageIds"
        label={t('admin.productPage.images')}
        extra={t('admin.productPage.imagesHint', { max: PRODUCT_LIMITS.images })}
        upload={productApi.upload}
        multiple
        max={PRODUCT_LIMITS.images}
        testId="product-images"
      />
      <SpecsInput />
      <SortCodeItem />
    </CrudForm>
  )
}

/** A specification's inputs, in order: its name and value in Chinese (required), then in English. */
const SPEC_INPUTS = [
  { name: 'name', text: 'specName', max: PRODUCT_LIMITS.specName, zh: true },
  { name: 'value', text: 'specValue', max: PRODUCT_LIMITS.specValue, zh: true },
  { name: 'nameEn', text: 'specNameEn', max: PRODUCT_LIMITS.specName, zh: false },
  { name: 'valueEn', text: 'specValueEn', max: PRODUCT_LIMITS.specValue, zh: false },
] as const

/** The specifications as an editable table: a row per specification, in order, added, moved and removed. */
function SpecsInput() {
  const { t } = useTranslation()
  const rules = useRules()
  const col = (k: 'specName' | 'specNameEn' | 'specValue' | 'specValueEn') => t(`admin.productPage.${k}`)
  return (
    <Form.Item
      label={t('admin.productPage.specs')}
      extra={t('admin.productPage.specsHint', { max: PRODUCT_LIMITS.specs })}
      data-testid="product-specs"
    >
      <Form.List name="specs">
        {(fields, { add, remove, move }) => (
          <>
            {fields.length === 0 && (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t('admin.productPage.noSpecs')}
                style={{ margin: '8px 0' }}
              />
            )}
            {fields.length > 0 && (
              <div
                className="product-specs-head"
                style={{ display: 'flex', gap: 8, marginBottom: 4 }}
                aria-hidden="true"
              >
                {SPEC_INPUTS.map(({ text }) => (
                  <Typography.Text key={text} type="secondary" style={{ flex: 1, fontSize: 12 }}>
                    {col(text)}
                  </Typography.Text>
                ))}
                <span style={{ width: 104 }} />
              </div>
            )}
            {/* Rows keep their values when (re)mounted: the form drops a field's value as it unmounts
                (`preserve={false}`), and a row mounting after its values arrived must not lose them. */}
            {fields.map((field, i) => {
              const n = i + 1
              return (
                <div key={field.key} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
                  {SPEC_INPUTS.map(({ name, text, max, zh }) => (
                    <Form.Item
                      key={name}
                      name={[field.name, name]}
                      preserve
                      rules={zh ? [rules.required(col(text))] : undefined}
                      style={{ flex: 1, marginBottom: 8 }}
                    >
                      <Input
                        maxLength={max}
                        placeholder={col(text)}
                        aria-label={`${col(text)} ${n}`}
                        data-testid={zh ? `product-spec-${name}-${i}` : undefined}
                      />
                    </Form.Item>
                  ))}
                  <Space.Compact style={{ width: 104 }}>
                    <Button
                      icon={<ArrowUpOutlined />}
                      disabled={i === 0}
                      onClick={() => move(i, i - 1)}
                      aria-label={t('admin.productPage.moveUp', { n })}
                      title={t('admin.productPage.moveUp', { n })}
                    />
                    <Button
                      icon={<ArrowDownOutlined />}
                      disabled={i === fields.length - 1}
                      onClick={() => move(i, i + 1)}
                      aria-label={t('admin.productPage.moveDown', { n })}
                      title={t('admin.productPage.moveDown', { n })}
                    />
                    <Button
                      danger
                      icon={<DeleteOutlined />}
                      onClick={() => remove(field.name)}
                      aria-label={t('admin.productPage.removeSpec', { n })}
                      title={t('admin.productPage.removeSpec', { n })}
                      data-testid={`product-spec-remove-${i}`}
                    />
                  </Space.Compact>
                </div>
              )
            })}
            {fields.length < PRODUCT_LIMITS.specs && (
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ name: '', value: '' })}
                block
                data-testid="product-spec-add"
              >
                {t('admin.productPage.addSpec')}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </Form.Item>
  )
}
