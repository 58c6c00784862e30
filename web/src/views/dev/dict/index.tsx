import { PlusOutlined } from '@ant-design/icons'
import type { Dict } from '@portal/contracts'
import {
  AutoComplete,
  Button,
  Card,
  Empty,
  Form,
  Input,
  InputNumber,
  Space,
  Spin,
  Tabs,
  Tag,
  Tree,
} from 'antd'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type DictTreeRecord, dictApi } from '../../../api/dev/dict'
import { refreshDict } from '../../../app/session'
import {
  ActionLink,
  BatchDeleteButton,
  DeleteLink,
  FormFooter,
  HiddenSubmit,
  useRules,
} from '../../../components/AdminKit'
import Auth from '../../../components/Auth'
import { localLabel } from '../../../components/Dict'
import FormContainer from '../../../components/FormContainer'
import SearchTable, { type SearchTableRef, type STColumn } from '../../../components/SearchTable'

type Category = 'FRM' | 'BIZ'
type Editing = { mode: 'add'; parent: DictTreeRecord | null } | { mode: 'edit'; record: Dict } | null

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
  const table = useRef<SearchTableRef>(null)
  const [category, setCategory] = useState<Category>('FRM')
  const [tree, setTree] = useState<DictTreeRecord[]>([])
  const [loading, setLoading] = useState(false)
  const [typeId, setTypeId] = useState<string>()
  const [editing, setEditing] = useState<Editing>(null)
  const [selected, setSelected] = useState<React.Key[]>([])
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
  const changed = () => {
    table.current?.refresh()
    void loadTree()
    // DICT_TYPE_TREE_DATA follows every edit.
    void refreshDict()
  }

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
    {
      title: t('admin.common.action'),
      key: 'action',
      isPrint: false,
      width: 140,
      render: (_: unknown, r: Dict) => (
        <Space size={0}>
          <ActionLink
            code="devDictEdit"
            onClick={() => setEditing({ mode: 'edit', record: r })}
            testId={`dict-edit-${r.dictValue}`}
          >
            {t('admin.common.edit')}
          </ActionLink>
          <DeleteLink
            code="devDictDelete"
            testId={`dict-delete-${r.dictValue}`}
            onConfirm={() => dictApi.delete([r.id]).then(changed)}
          />
        </Space>
      ),
    },
  ]

  return (
    <div className="admin-split">
      <div className="admin-split-side">
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
      </div>
      <div className="admin-split-main">
        <SearchTable<Dict>
          id="dev-dict"
          ref={table}
          printTitle={type ? localLabel(type, i18n.language) : t('admin.dictPage.type')}
          columns={columns}
          params={{ category, parentId: typeId ?? '0' }}
          request={(p) => dictApi.page(p as Parameters<typeof dictApi.page>[0])}
          selectable
          onSelectionChange={setSelected}
          searchFields={[{ name: 'searchKey', label: t('admin.common.keyword'), node: <Input allowClear /> }]}
          toolbar={
            <>
              <Auth code="devDictAdd">
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => setEditing({ mode: 'add', parent: type })}
                  data-testid="dict-add"
                >
                  {type ? t('admin.dictPage.addItem') : t('admin.dictPage.addType')}
                </Button>
              </Auth>
              <BatchDeleteButton
                code="devDictDelete"
                keys={selected}
                onDelete={(ids) =>
                  dictApi.delete(ids).then(() => {
                    table.current?.clearSelection()
                    changed()
                  })
                }
              />
            </>
          }
        />
      </div>
      <DictForm editing={editing} category={category} onClose={() => setEditing(null)} onSaved={changed} />
    </div>
  )
}

function DictForm({
  editing,
  category,
  onClose,
  onSaved,
}: {
  editing: Editing
  category: Category
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useTranslation()
  const rules = useRules()
  const [form] = Form.useForm()
  // Each opening starts from that opening's initial values.
  useEffect(() => {
    if (editing) form.resetFields()
  }, [editing, form])
  const [saving, setSaving] = useState(false)
  const record = editing?.mode === 'edit' ? editing.record : undefined
  const parent = editing?.mode === 'add' ? editing.parent : null
  const isItem = record ? record.parentId !== '0' : !!parent
  const labelText = isItem ? t('admin.dictPage.itemLabel') : t('admin.dictPage.label')
  const labelEnText = isItem ? t('admin.dictPage.itemLabelEn') : t('admin.dictPage.labelEn')
  const valueText = isItem ? t('admin.dictPage.itemValue') : t('admin.dictPage.value')

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true)
    try {
      const body = {
        ...values,
        parentId: record ? record.parentId : (parent?.id ?? '0'),
        category: record ? record.category : category,
      } as Parameters<typeof dictApi.add>[0]
      if (record) await dictApi.edit({ ...body, id: record.id })
      else await dictApi.add(body)
      onClose()
      onSaved()
    } catch {
      // shown by the request module
    } finally {
      setSaving(false)
    }
  }

  return (
    <FormContainer
      title={record ? t('admin.dictPage.editTitle') : t('admin.dictPage.addTitle')}
      open={!!editing}
      onClose={onClose}
      width={520}
      data-testid="dict-form"
      footer={<FormFooter onCancel={onClose} onOk={() => form.submit()} loading={saving} />}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={record ?? { sortCode: 0 }}
        onFinish={submit}
        preserve={false}
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
        <Form.Item name="sortCode" label={t('admin.common.sortCode')}>
          <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <HiddenSubmit />
      </Form>
    </FormContainer>
  )
}
