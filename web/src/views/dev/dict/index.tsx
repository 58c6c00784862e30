import { DICT_LIMITS, type Dict, type DictTreeNode } from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import { AutoComplete, Card, Empty, Form, Input, Spin, Tabs, Tag, Tree } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type DictBody, type DictCategory, dictApi } from '../../../api/dev/dict'
import { AdminSplit, SortCodeItem } from '../../../components/AdminKit'
import CrudTable from '../../../components/AdminKit/CrudTable'
import { type Crud, CrudForm, useCrud } from '../../../components/AdminKit/crud'
import { TextItem } from '../../../components/AdminKit/items'
import { localLabel } from '../../../components/Dict'
import type { STColumn } from '../../../components/SearchTable'

/** A dictionary's parent and category come from where it is added, not from the form. */
type DictValues = Omit<DictBody, 'parentId' | 'category'>
const NO_TYPES: DictTreeNode[] = []

const COLORS = [
  'default',
  'blue',
  'green',
  'red',
  'orange',
  'gold',
  'cyan',
  'purple',
  'magenta',
  'volcano',
  'lime',
  'geekblue',
]

/** Dictionaries: system and business categories; types on the left, their items on the right. */
export default function DictPage() {
  const { t, i18n } = useTranslation()
  const [category, setCategory] = useState<DictCategory>('FRM')
  // A change reloads the types beside the list and the shell's whole tree (DICT_TYPE_TREE_DATA):
  // both reads are under the dictionaries' key.
  const { data: tree = NO_TYPES, isFetching: loading } = useQuery(dictApi.tree.query({ category }))
  const [typeId, setTypeId] = useState<string>()
  const [filter, setFilter] = useState('')

  const type = tree.find((n) => n.id === typeId) ?? null
  const crud = useCrud<Dict, DictBody>(dictApi)

  const types = useMemo(
    () =>
      tree
        .filter(
          (n) =>
            !filter ||
            n.dictLabel.includes(filter) ||
            !!n.dictLabelEn?.toLowerCase().includes(filter.toLowerCase()) ||
            n.dictValue.toLowerCase().includes(filter.toLowerCase()),
        )
        .map((n) => ({ key: n.id, title: `${localLabel(n, i18n.language)}（${n.dictValue}）` })),
    [tree, filter, i18n.language],
  )

  const columns: STColumn<Dict>[] = [
    { title: type ? t('admin.dictPage.itemLabel') : t('admin.dictPage.label'), dataIndex: 'dictLabel' },
    {
      title: type ? t('admin.dictPage.itemLabelEn') : t('admin.dictPage.labelEn'),
      dataIndex: 'dictLabelEn',
    },
    { title: type ? t('admin.dictPage.itemValue') : t('admin.dictPage.value'), dataIndex: 'dictValue' },
    {
      title: t('admin.dictPage.color'),
      dataIndex: 'color',
      render: (v: string | null, r: Dict) =>
        v ? <Tag color={v === 'default' ? undefined : v}>{localLabel(r, i18n.language)}</Tag> : null,
    },
    crud.sortCodeColumn(),
    crud.actionColumn({
      edit: 'devDictEdit',
      remove: 'devDictDelete',
      testId: (r, action) => `dict-${action}-${r.dictValue}`,
    }),
  ]

  return (
    <>
      <AdminSplit
        side={
          <Card size="small" variant="borderless">
            <Tabs
              size="small"
              activeKey={category}
              onChange={(k) => {
                setCategory(k === 'BIZ' ? 'BIZ' : 'FRM')
                setTypeId(undefined)
              }}
              items={[
                { key: 'FRM', label: t('admin.dictPage.FRM') },
                { key: 'BIZ', label: t('admin.dictPage.BIZ') },
              ]}
            />
            <Input.Search
              allowClear
              placeholder={t('admin.dictPage.type')}
              onChange={(e) => setFilter(e.target.value)}
              style={{ marginBottom: 8 }}
            />
            <Spin spinning={loading}>
              {types.length ? (
                <Tree
                  blockNode
                  treeData={types}
                  selectedKeys={typeId ? [typeId] : []}
                  onSelect={(keys) => setTypeId(keys.length ? String(keys[0]) : undefined)}
                  data-testid="dict-types"
                />
              ) : (
                !loading && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
              )}
            </Spin>
          </Card>
        }
      >
        <CrudTable
          id="dev-dict"
          crud={crud}
          printTitle={type ? localLabel(type, i18n.language) : t('admin.dictPage.type')}
          columns={columns}
          params={{ category, parentId: typeId ?? '0' }}
          request={dictApi.page}
          searchFields={[crud.keywordField()]}
          add={{
            code: 'devDictAdd',
            testId: 'dict-add',
            label: type ? t('admin.dictPage.addItem') : t('admin.dictPage.addType'),
            initial: { parentId: type?.id },
          }}
          remove="devDictDelete"
        />
      </AdminSplit>
      <DictForm crud={crud} category={category} types={tree} />
    </>
  )
}

function DictForm({
  crud,
  category,
  types,
}: {
  crud: Crud<Dict, DictBody>
  category: DictCategory
  /** The types of the category (a new item's parent is one of them). */
  types: DictTreeNode[]
}) {
  const { t } = useTranslation()
  const { opening } = crud
  const record = opening?.mode === 'edit' ? opening.record : undefined
  const parentId = opening?.mode === 'add' ? opening.initial.parentId : undefined
  const parent = types.find((n) => n.id === parentId) ?? null
  const isItem = record ? record.parentId !== '0' : !!parent
  const labelText = isItem ? t('admin.dictPage.itemLabel') : t('admin.dictPage.label')
  const labelEnText = isItem ? t('admin.dictPage.itemLabelEn') : t('admin.dictPage.labelEn')
  const valueText = isItem ? t('admin.dictPage.itemValue') : t('admin.dictPage.value')
  return (
    <CrudForm<Dict, DictBody, DictValues>
      crud={crud}
      titles={[t('admin.dictPage.addTitle'), t('admin.dictPage.editTitle')]}
      defaults={{ sortCode: 0 }}
      toBody={(values, r) => ({
        ...values,
        parentId: r ? r.parentId : (parent?.id ?? '0'),
        category: r?.category === 'BIZ' || r?.category === 'FRM' ? r.category : category,
      })}
      width={520}
      data-testid="dict-form"
    >
      {parent && (
        <Form.Item label={t('admin.dictPage.parent')}>
          <Input value={`${parent.dictLabel}（${parent.dictValue}）`} disabled />
        </Form.Item>
      )}
      <TextItem name="dictLabel" label={labelText} max={DICT_LIMITS.label} required testId="dict-label" />
      <TextItem
        name="dictLabelEn"
        label={labelEnText}
        max={DICT_LIMITS.labelEn}
        extra={t('admin.dictPage.labelEnHint')}
        rules={[{ max: DICT_LIMITS.labelEn }]}
        testId="dict-label-en"
      />
      <TextItem name="dictValue" label={valueText} max={DICT_LIMITS.value} required testId="dict-value" />
      {isItem && (
        <Form.Item name="color" label={t('admin.dictPage.color')}>
          <AutoComplete
            allowClear
            options={COLORS.map((c) => ({
              value: c,
              label: <Tag color={c === 'default' ? undefined : c}>{c}</Tag>,
            }))}
            data-testid="dict-color"
          />
        </Form.Item>
      )}
      <SortCodeItem />
    </CrudForm>
  )
}
