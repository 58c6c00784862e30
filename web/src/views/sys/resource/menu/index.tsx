import { DownOutlined, PlusOutlined } from '@ant-design/icons'
import type { ResourceRecord, ResourceTreeNode } from '@portal/contracts'
import {
  Alert,
  Button,
  Col,
  Dropdown,
  Form,
  Input,
  InputNumber,
  type MenuProps,
  Radio,
  Row,
  Segmented,
  Select,
  Space,
  Switch,
  Tag,
  TreeSelect,
} from 'antd'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { resourceApi } from '../../../../api/sys/resource'
import { ActionLink, DeleteLink, FormFooter, HiddenSubmit, useRules } from '../../../../components/AdminKit'
import Auth from '../../../../components/Auth'
import FormContainer from '../../../../components/FormContainer'
import SearchTable, { type SearchTableRef, type STColumn } from '../../../../components/SearchTable'
import { MenuIcon } from '../../../../layout/icons'
import { useSettingsStore } from '../../../../stores/settings'
import { usePerm } from '../../../../utils/perm'
import ChildList from './components/ChildList'

type Editing = { mode: 'add'; parentId: string } | { mode: 'edit'; record: ResourceTreeNode } | null

const TYPE_COLORS: Record<string, string> = {
  catalog: 'blue',
  menu: 'green',
  link: 'orange',
  iframe: 'purple',
}

/** Menus of a module as a tree table; buttons and fields per menu; move to another module. */
export default function MenuPage() {
  const { t } = useTranslation()
  const table = useRef<SearchTableRef>(null)
  const [modules, setModules] = useState<ResourceRecord[]>([])
  const [moduleId, setModuleId] = useState<string>()
  const [tree, setTree] = useState<ResourceTreeNode[]>([])
  const [editing, setEditing] = useState<Editing>(null)
  const [children, setChildren] = useState<{ kind: 'button' | 'field'; menu: ResourceTreeNode } | null>(null)
  const [moving, setMoving] = useState<ResourceTreeNode | null>(null)
  const canMove = usePerm('sysMenuChangeModule')
  const en = useSettingsStore((st) => st.lang) === 'en'
  const titleOf = (r: { title: string; titleEn: string | null }) => (en && r.titleEn ? r.titleEn : r.title)

  useEffect(() => {
    resourceApi
      .moduleSelector()
      .then((list) => {
        setModules(list)
        setModuleId((m) => m ?? list[0]?.id)
      })
      .catch(() => undefined)
  }, [])

  const columns: STColumn<ResourceTreeNode>[] = [
    {
      title: t('admin.common.title'),
      dataIndex: 'title',
      render: (v: string, r: ResourceTreeNode) => (
        <Space>
          <MenuIcon name={r.icon} />
          {en && r.titleEn ? r.titleEn : v}
        </Space>
      ),
    },
    {
      title: t('admin.resource.menuType'),
      dataIndex: 'menuType',
      width: 90,
      render: (v: string) => (
        <Tag color={TYPE_COLORS[v]}>{v ? t(`admin.resource.types.${v as 'menu'}`) : ''}</Tag>
      ),
    },
    { title: t('admin.resource.permCode'), dataIndex: 'code', width: 140 },
    { title: t('admin.resource.path'), dataIndex: 'path', ellipsis: true },
    { title: t('admin.resource.component'), dataIndex: 'component', ellipsis: true },
    {
      title: t('admin.resource.hidden'),
      dataIndex: 'hidden',
      width: 70,
      render: (v: boolean) => (v ? <Tag>{t('admin.common.yes')}</Tag> : null),
    },
    { title: t('admin.common.sortCode'), dataIndex: 'sortCode', width: 70 },
    {
      title: t('admin.common.action'),
      key: 'action',
      isPrint: false,
      width: 230,
      render: (_: unknown, r: ResourceTreeNode) => {
        const items: MenuProps['items'] = [
          { key: 'button', label: t('admin.resource.buttons') },
          { key: 'field', label: t('admin.resource.fields') },
          ...(canMove && r.parentId === r.moduleId
            ? [{ key: 'move', label: t('admin.resource.changeModule') }]
            : []),
        ]
        return (
          <Space size={0}>
            {r.menuType === 'catalog' && (
              <ActionLink code="sysMenuAdd" onClick={() => setEditing({ mode: 'add', parentId: r.id })}>
                {t('admin.common.add')}
              </ActionLink>
            )}
            <ActionLink code="sysMenuEdit" onClick={() => setEditing({ mode: 'edit', record: r })}>
              {t('admin.common.edit')}
            </ActionLink>
            <DeleteLink
              code="sysMenuDelete"
              onConfirm={() => resourceApi.menuDelete([r.id]).then(() => table.current?.refresh())}
            />
            <Dropdown
              trigger={['click']}
              menu={{
                items,
                onClick: ({ key }) => {
                  if (key === 'move') setMoving(r)
                  else setChildren({ kind: key as 'button' | 'field', menu: r })
                },
              }}
            >
              <Button type="link" size="small" data-testid={`menu-more-${r.code ?? r.id}`}>
                {t('admin.common.more')} <DownOutlined />
              </Button>
            </Dropdown>
          </Space>
        )
      },
    },
  ]

  return (
    <>
      <Alert type="info" showIcon title={t('admin.resource.menuRefreshHint')} style={{ marginBottom: 12 }} />
      {modules.length > 0 && (
        <Segmented
          style={{ marginBottom: 12 }}
          value={moduleId}
          onChange={(v) => setModuleId(String(v))}
          options={modules.map((m) => ({ value: m.id, label: titleOf(m), icon: <MenuIcon name={m.icon} /> }))}
        />
      )}
      {moduleId && (
        <SearchTable<ResourceTreeNode>
          id="sys-menu"
          ref={table}
          printTitle={t('admin.resource.menu')}
          columns={columns}
          params={{ moduleId }}
          request={async (p) => {
            const data = await resourceApi.menuTree({
              moduleId: p.moduleId as string,
              searchKey: p.searchKey as string,
            })
            setTree(data)
            return data
          }}
          expandable={{ defaultExpandAllRows: true }}
          searchFields={[{ name: 'searchKey', label: t('admin.common.keyword'), node: <Input allowClear /> }]}
          toolbar={
            <Auth code="sysMenuAdd">
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setEditing({ mode: 'add', parentId: moduleId })}
                data-testid="menu-add"
              >
                {t('admin.common.add')}
              </Button>
            </Auth>
          }
        />
      )}
      <MenuForm
        editing={editing}
        moduleId={moduleId}
        tree={tree}
        onClose={() => setEditing(null)}
        onSaved={() => table.current?.refresh()}
      />
      <ChildList
        kind={children?.kind ?? 'button'}
        menu={children?.menu ?? null}
        onClose={() => setChildren(null)}
      />
      <MoveForm
        menu={moving}
        modules={modules}
        onClose={() => setMoving(null)}
        onSaved={() => table.current?.refresh()}
      />
    </>
  )
}

type Parent = { title: string; value: string; children?: Parent[] }
const parents = (nodes: ResourceTreeNode[], exclude?: string): Parent[] =>
  nodes
    .filter((n) => n.menuType === 'catalog' && n.id !== exclude)
    .map((n) => ({ title: n.title, value: n.id, children: parents(n.children ?? [], exclude) }))

function MenuForm({
  editing,
  moduleId,
  tree,
  onClose,
  onSaved,
}: {
  editing: Editing
  moduleId?: string
  tree: ResourceTreeNode[]
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
  const type = (Form.useWatch('menuType', form) as string | undefined) ?? record?.menuType ?? 'menu'
  const initial = record
    ? { ...record, breadcrumb: !record.hiddenBreadcrumb }
    : {
        parentId: editing?.mode === 'add' ? editing.parentId : moduleId,
        menuType: 'menu',
        sortCode: 0,
        hidden: false,
        affix: false,
        fullpage: false,
        breadcrumb: true,
      }
  const submit = async (values: Record<string, unknown>) => {
    setSaving(true)
    try {
      const { breadcrumb, ...rest } = values
      const body = {
        ...rest,
        moduleId: record?.moduleId ?? moduleId,
        hiddenBreadcrumb: !breadcrumb,
      } as unknown as Parameters<typeof resourceApi.menuAdd>[0]
      if (record) await resourceApi.menuEdit({ ...body, id: record.id })
      else await resourceApi.menuAdd(body)
      onClose()
      onSaved()
    } catch {
      // shown by the request module
    } finally {
      setSaving(false)
    }
  }
  const parentOptions = [
    { title: t('admin.org.root'), value: moduleId ?? '', children: parents(tree, record?.id) },
  ]
  return (
    <FormContainer
      title={record ? t('admin.resource.menuEditTitle') : t('admin.resource.menuAddTitle')}
      open={!!editing}
      onClose={onClose}
      width={760}
      data-testid="menu-form"
      footer={<FormFooter onCancel={onClose} onOk={() => form.submit()} loading={saving} />}
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} preserve={false}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="menuType" label={t('admin.resource.menuType')}>
              <Radio.Group
                optionType="button"
                options={(['catalog', 'menu', 'link', 'iframe'] as const).map((v) => ({
                  value: v,
                  label: t(`admin.resource.types.${v}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="parentId"
              label={t('admin.resource.parent')}
              rules={[rules.required(t('admin.resource.parent'), true)]}
            >
              <TreeSelect treeData={parentOptions} treeDefaultExpandAll />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="title"
              label={t('admin.common.title')}
              rules={[rules.required(t('admin.common.title'))]}
            >
              <Input maxLength={64} data-testid="menu-title" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="titleEn" label={t('admin.common.titleEn')}>
              <Input maxLength={64} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t('admin.resource.routeName')}>
              <Input maxLength={128} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="code"
              label={t('admin.resource.permCode')}
              rules={[rules.code(t('admin.resource.permCode'))]}
            >
              <Input maxLength={128} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="path"
              label={t('admin.resource.path')}
              rules={type === 'link' ? [] : [rules.required(t('admin.resource.path'))]}
            >
              <Input maxLength={255} placeholder="/sys/example" data-testid="menu-path" />
            </Form.Item>
          </Col>
          {type === 'menu' && (
            <Col xs={24} md={12}>
              <Form.Item
                name="component"
                label={t('admin.resource.component')}
                extra={t('admin.resource.componentHint')}
              >
                <Input maxLength={255} />
              </Form.Item>
            </Col>
          )}
          {type === 'catalog' && (
            <Col xs={24} md={12}>
              <Form.Item name="redirect" label={t('admin.resource.redirect')}>
                <Input maxLength={255} />
              </Form.Item>
            </Col>
          )}
          {(type === 'link' || type === 'iframe') && (
            <Col xs={24} md={12}>
              <Form.Item
                name="url"
                label={t('admin.resource.url')}
                rules={[rules.required(t('admin.resource.url'))]}
              >
                <Input maxLength={1024} placeholder="https://" />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={12}>
            <Form.Item name="icon" label={t('admin.common.icon')}>
              <Input maxLength={64} placeholder="appstore-outlined" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="sortCode" label={t('admin.common.sortCode')}>
              <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {(['hidden', 'affix', 'fullpage', 'breadcrumb'] as const).map((k) => (
            <Col xs={12} md={6} key={k}>
              <Form.Item name={k} label={t(`admin.resource.${k}`)} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <HiddenSubmit />
      </Form>
    </FormContainer>
  )
}

function MoveForm({
  menu,
  modules,
  onClose,
  onSaved,
}: {
  menu: ResourceTreeNode | null
  modules: ResourceRecord[]
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useTranslation()
  const rules = useRules()
  const [form] = Form.useForm()
  // Each opening starts from that opening's initial values.
  useEffect(() => {
    if (menu) form.resetFields()
  }, [menu, form])
  const [saving, setSaving] = useState(false)
  const submit = async ({ moduleId }: { moduleId: string }) => {
    if (!menu) return
    setSaving(true)
    try {
      await resourceApi.menuChangeModule(menu.id, moduleId)
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
      title={`${t('admin.resource.changeModule')} - ${menu?.title ?? ''}`}
      open={!!menu}
      onClose={onClose}
      width={460}
      footer={<FormFooter onCancel={onClose} onOk={() => form.submit()} loading={saving} />}
    >
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item
          name="moduleId"
          label={t('admin.resource.targetModule')}
          rules={[rules.required(t('admin.resource.targetModule'), true)]}
        >
          <Select
            options={modules
              .filter((m) => m.id !== menu?.moduleId)
              .map((m) => ({ value: m.id, label: m.title }))}
          />
        </Form.Item>
        <HiddenSubmit />
      </Form>
    </FormContainer>
  )
}
