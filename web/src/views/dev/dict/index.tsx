import type { Dict } from '@portal/contracts'
import { AutoComplete, Card, Empty, Form, Input, Spin, Tabs, Tag, Tree } from 'antd'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type DictTreeRecord, dictApi } from '../../../api/dev/dict'
import { refreshDict } from '../../../app/session'
import { AdminSplit, SortCodeItem, useRules } from '../../../components/AdminKit'
import { type Crud, CrudForm, CrudToolbar, useCrud } from '../../../components/AdminKit/crud'
import { localLabel } from '../../../components/Dict'
import SearchTable, { type STColumn } from '../../../components/SearchTable'

type Category = 'FRM' | 'BIZ'
type Extra = { parent: DictTreeRecord | null }

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
  const [category, setCategory] = useState<Category>('FRM')
  const [tree, setTree] = useState<DictTreeRecord[]>([])
  const [loading, setLoading] = useState(false)
  const [typeId, setTypeId] = useState<string>()
  const [filter, setFilter] = useState('')

  const loadTree = useCallback(async () => {
    setLoading(true)
    try {
      setTree(await dictApi.tree(category))
    } catch {
      // shown by the request module
    } finally {
      setLoading(false)
    }
  }, [category])
  useEffect(() => {
    setTypeId(undefined)
    void loadTree()
  }, [loadTree])

  const type = tree.find((n) => n.id === typeId) ?? null
  const crud = useCrud<Dict, Extra>(dictApi, {
    onChanged: () => {
      void loadTree()
      // DICT_TYPE_TREE_DATA follows every edit.
      void refreshDict()
    },
  })

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
    { title: t('admin.common.sortCode'), dataIndex: 'sortCode', width: 80 },
    crud.actionColumn({
      width: 140,
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
              onChange={(k) => setCategory(k as Category)}
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
        <SearchTable<Dict>
          id="dev-dict"
          {...crud.tableProps}
          printTitle={type ? localLabel(type, i18n.language) : t('admin.dictPage.type')}
          columns={columns}
          params={{ category, parentId: typeId ?? '0' }}
          request={(p) => dictApi.page(p as Parameters<typeof dictApi.page>[0])}
          searchFields={[crud.keywordField()]}
          toolbar={
            <CrudToolbar
              crud={crud}
              add={{
                code: 'devDictAdd',
                testId: 'dict-add',
                label: type ? t('admin.dictPage.addItem') : t('admin.dictPage.addType'),
                onClick: () => crud.add({ parent: type }),
              }}
              remove="devDictDelete"
            />
          }
        />
      </AdminSplit>
      <DictForm crud={crud} category={category} />
    </>
  )
}

function DictForm({ crud, category }: { crud: Crud<Dict, Extra>; category: Category }) {
  const { t } = useTranslation()
  const rules = useRules()
  const { opening } = crud
  const record = opening?.mode === 'edit' ? opening.record : undefined
  const parent = opening?.mode === 'add' ? opening.parent : null
  const isItem = record ? record.parentId !== '0' : !!parent
  const labelText = isItem ? t('admin.dictPage.itemLabel') : t('admin.dictPage.label')
  const labelEnText = isItem ? t('admin.dictPage.itemLabelEn') : t('admin.dictPage.labelEn')
  const valueText = isItem ? t('admin.dictPage.itemValue') : t('admin.dictPage.value')
  return (
    <CrudForm
      crud={crud}
      titles={[t('admin.dictPage.addTitle'), t('admin.dictPage.editTitle')]}
      defaults={{ sortCode: 0 }}
      toBody={(values, r) => ({
        ...values,
        parentId: r ? r.parentId : (parent?.id ?? '0'),
        category: r ? r.category : category,
      })}
      width={520}
      data-testid="dict-form"
    >
      {parent && (
        <Form.Item label={t('admin.dictPage.parent')}>
          <Input value={`${parent.dictLabel}（${parent.dictValue}）`} disabled />
        </Form.Item>
      )}
      <Form.Item name="dictLabel" label={labelText} rules={[rules.required(labelText)]}>
        <Input maxLength={128} data-testid="dict-label" />
      </Form.Item>
      <Form.Item
        name="dictLabelEn"
        label={labelEnText}
        extra={t('admin.dictPage.labelEnHint')}
        rules={[{ max: 128 }]}
      >
        <Input maxLength={128} data-testid="dict-label-en" />
      </Form.Item>
      <Form.Item name="dictValue" label={valueText} rules={[rules.required(valueText)]}>
        <Input maxLength={128} data-testid="dict-value" />
      </Form.Item>
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
