import {
  MOBILE_RESOURCE_LIMITS,
  type MobileResourceCategory,
  type MobileResourceNode,
} from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import { Alert, Form, Input, Space, Tag } from 'antd'
import { type Key, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type MobileResourceBody, mobileResourceApi } from '../../../api/mobile/resource'
import { ActionLink, SortCodeItem, useRules } from '../../../components/AdminKit'
import { type Crud, CrudForm, CrudToolbar, useCrud } from '../../../components/AdminKit/crud'
import ColorSwatch from '../../../components/ColorSwatch'
import SearchTable, { type STColumn } from '../../../components/SearchTable'
import { useSettingsStore } from '../../../stores/settings'

const CATEGORY_COLORS: Record<string, string> = { MODULE: 'purple', MENU: 'green', BUTTON: 'orange' }
/** What may be added under a row: a menu under a module, a button under a menu. */
const CHILD: Record<string, MobileResourceCategory | undefined> = { MODULE: 'MENU', MENU: 'BUTTON' }

/** The optional texts of a node, on the categories that have them, each with an example. */
const TEXT_FIELDS: {
  name: 'icon' | 'color' | 'path' | 'component'
  max: number
  example: string
  of: MobileResourceCategory[]
}[] = [
  { name: 'icon', max: MOBILE_RESOURCE_LIMITS.icon, example: 'AppOutline', of: ['MODULE', 'MENU'] },
  { name: 'color', max: MOBILE_RESOURCE_LIMITS.color, example: '#1677FF', of: ['MODULE', 'MENU'] },
  { name: 'path', max: MOBILE_RESOURCE_LIMITS.path, example: '/mobile/meal', of: ['MENU'] },
  { name: 'component', max: MOBILE_RESOURCE_LIMITS.path, example: 'mobile/meal/index', of: ['MENU'] },
]

/** The phone app's tree: modules > menus > buttons, with code, titles, icon, colour and sort. */
export default function MobileResourcePage() {
  const { t } = useTranslation()
  const crud = useCrud<MobileResourceNode, MobileResourceBody>(mobileResourceApi)
  const en = useSettingsStore((st) => st.lang) === 'en'
  const category = (v: string) => t(`admin.mobileResource.${v as MobileResourceCategory}`)
  // Every row starts expanded, also rows that arrive later (the table only expands its first data).
  const { data: tree } = useQuery(mobileResourceApi.tree.query({}))
  const parents = useMemo(() => {
    const out: string[] = []
    const walk = (nodes: MobileResourceNode[] | undefined) => {
      for (const n of nodes ?? [])
        if (n.children?.length) {
          out.push(n.id)
          walk(n.children)
        }
    }
    walk(tree)
    return out
  }, [tree])
  const [collapsed, setCollapsed] = useState<ReadonlySet<Key>>(new Set())

  const columns: STColumn<MobileResourceNode>[] = [
    {
      title: t('admin.common.title'),
      dataIndex: 'title',
      render: (v: string, r) => (en && r.titleEn ? r.titleEn : v),
    },
    {
      title: t('admin.mobileResource.category'),
      dataIndex: 'category',
      width: 90,
      render: (v: string) => <Tag color={CATEGORY_COLORS[v]}>{category(v)}</Tag>,
    },
    { title: t('admin.mobileResource.code'), dataIndex: 'code' },
    { title: t('admin.mobileResource.icon'), dataIndex: 'icon' },
    {
      title: t('admin.mobileResource.color'),
      dataIndex: 'color',
      width: 100,
      render: (v: string | null) => (v ? <ColorSwatch color={v} /> : null),
    },
    { title: t('admin.mobileResource.path'), dataIndex: 'path', ellipsis: true },
    { title: t('admin.common.sortCode'), dataIndex: 'sortCode', width: 70 },
    crud.actionColumn({
      edit: 'mobileResourceEdit',
      remove: 'mobileResourceDelete',
      testId: (r, action) => `mres-${action}-${r.code}`,
      links: (r) => {
        const child = CHILD[r.category]
        return (
          child && (
            <ActionLink
              code="mobileResourceAdd"
              testId={`mres-add-${r.code}`}
              onClick={() => crud.add({ parentId: r.id, category: child })}
            >
              {t('admin.mobileResource.addChild')}
            </ActionLink>
          )
        )
      },
    }),
  ]

  return (
    <>
      <Alert type="info" showIcon title={t('admin.mobileResource.hint')} style={{ marginBottom: 12 }} />
      <SearchTable
        id="mobile-resource"
        ref={crud.table}
        printTitle={t('admin.mobileResource.title')}
        columns={columns}
        request={mobileResourceApi.tree}
        list
        expandable={{
          expandedRowKeys: parents.filter((id) => !collapsed.has(id)),
          onExpand: (open, r) =>
            setCollapsed((prev) => {
              const next = new Set(prev)
              if (open) next.delete(r.id)
              else next.add(r.id)
              return next
            }),
        }}
        toolbar={
          <CrudToolbar
            crud={crud}
            add={{
              code: 'mobileResourceAdd',
              testId: 'mres-add',
              label: t('admin.mobileResource.addModule'),
              onClick: () => crud.add({ parentId: '0', category: 'MODULE' }),
            }}
          />
        }
      />
      <MobileResourceForm crud={crud} />
    </>
  )
}

function MobileResourceForm({ crud }: { crud: Crud<MobileResourceNode, MobileResourceBody> }) {
  const { t } = useTranslation()
  const rules = useRules()
  const { opening } = crud
  const record = opening?.mode === 'edit' ? opening.record : undefined
  const initial = opening?.mode === 'add' ? opening.initial : undefined
  const category = (record?.category ?? initial?.category ?? 'MODULE') as MobileResourceCategory
  const parentId = record?.parentId ?? initial?.parentId ?? '0'
  const titleText = t('admin.common.title')
  const codeText = t('admin.mobileResource.code')
  return (
    <CrudForm<MobileResourceNode, MobileResourceBody, Omit<MobileResourceBody, 'parentId' | 'category'>>
      crud={crud}
      titles={[t('admin.mobileResource.addTitle'), t('admin.mobileResource.editTitle')]}
      defaults={{ sortCode: 0 }}
      toBody={(values) => ({ ...values, parentId, category })}
      width={560}
      data-testid="mres-form"
    >
      <Form.Item label={t('admin.mobileResource.category')}>
        <Space>
          <Tag color={CATEGORY_COLORS[category]}>{t(`admin.mobileResource.${category}`)}</Tag>
        </Space>
      </Form.Item>
      <Form.Item name="title" label={titleText} rules={[rules.required(titleText)]}>
        <Input maxLength={MOBILE_RESOURCE_LIMITS.title} data-testid="mres-title" />
      </Form.Item>
      <Form.Item name="titleEn" label={t('admin.common.titleEn')}>
        <Input maxLength={MOBILE_RESOURCE_LIMITS.title} data-testid="mres-title-en" />
      </Form.Item>
      <Form.Item
        name="code"
        label={codeText}
        extra={t('admin.mobileResource.codeHint')}
        rules={[rules.required(codeText), rules.code(codeText)]}
      >
        <Input maxLength={MOBILE_RESOURCE_LIMITS.code} data-testid="mres-code" />
      </Form.Item>
      {TEXT_FIELDS.filter((f) => f.of.includes(category)).map((f) => (
        <Form.Item key={f.name} name={f.name} label={t(`admin.mobileResource.${f.name}`)}>
          <Input maxLength={f.max} placeholder={f.example} />
        </Form.Item>
      ))}
      <SortCodeItem />
    </CrudForm>
  )
}
