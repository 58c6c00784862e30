import { RESOURCE_LIMITS, type ResourceRecord, type ResourceTreeNode } from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import { Alert, Col, Form, Radio, Row, Segmented, Select, Switch, Tag, TreeSelect } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type MenuBody, resourceApi } from '../../../../api/sys/resource'
import { ActionLink, SortCodeItem, useRules } from '../../../../components/AdminKit'
import CrudTable from '../../../../components/AdminKit/CrudTable'
import { type Crud, CrudForm, FormDialog, useCrud } from '../../../../components/AdminKit/crud'
import { FormGrid, TextItem } from '../../../../components/AdminKit/items'
import type { STColumn } from '../../../../components/SearchTable'
import { MenuIcon } from '../../../../layout/icons'
import { useTitleColumn, useTitleOf } from '../components/titles'
import ChildList from './components/ChildList'

/** The form shows "breadcrumb" (the body's `hiddenBreadcrumb` turned round); the module is the page's. */
type MenuValues = Omit<MenuBody, 'moduleId' | 'hiddenBreadcrumb'> & { breadcrumb?: boolean }

const TYPE_COLORS: Record<string, string> = {
  catalog: 'blue',
  menu: 'green',
  link: 'orange',
  iframe: 'purple',
}

/** Menus of a module as a tree table; buttons and fields per menu; move to another module. */
export default function MenuPage() {
  const { t } = useTranslation()
  const crud = useCrud<ResourceTreeNode, MenuBody>(resourceApi.menu)
  const { data: modules = [] } = useQuery(resourceApi.menu.moduleSelector.query())
  const [chosenModule, setModuleId] = useState<string>()
  const moduleId = chosenModule ?? modules[0]?.id
  const [children, setChildren] = useState<{ kind: 'button' | 'field'; menu: ResourceTreeNode } | null>(null)
  const [moving, setMoving] = useState<ResourceTreeNode | null>(null)
  const titleOf = useTitleOf()
  const titleColumn = useTitleColumn<ResourceTreeNode>()

  const columns: STColumn<ResourceTreeNode>[] = [
    titleColumn,
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
    crud.actionColumn({
      edit: 'sysMenuEdit',
      remove: 'sysMenuDelete',
      testId: (r, action) => (action === 'more' ? `menu-more-${r.code ?? r.id}` : undefined),
      links: (r) =>
        r.menuType === 'catalog' && (
          <ActionLink code="sysMenuAdd" onClick={() => crud.add({ parentId: r.id })}>
            {t('admin.common.add')}
          </ActionLink>
        ),
      more: (r) => [
        {
          key: 'button',
          label: t('admin.resource.buttons'),
          onClick: () => setChildren({ kind: 'button', menu: r }),
        },
        {
          key: 'field',
          label: t('admin.resource.fields'),
          onClick: () => setChildren({ kind: 'field', menu: r }),
        },
        ...(r.parentId === r.moduleId
          ? [
              {
                key: 'move',
                label: t('admin.resource.changeModule'),
                code: 'sysMenuChangeModule',
                onClick: () => setMoving(r),
              },
            ]
          : []),
      ],
    }),
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
        <CrudTable
          id="sys-menu"
          crud={crud}
          printTitle={t('admin.resource.menu')}
          columns={columns}
          params={{ moduleId }}
          request={resourceApi.menu.tree}
          list
          expandable={{ defaultExpandAllRows: true }}
          searchFields={[crud.keywordField()]}
          add={{ code: 'sysMenuAdd', testId: 'menu-add', initial: { parentId: moduleId } }}
        />
      )}
      <MenuForm crud={crud} moduleId={moduleId} />
      <ChildList
        kind={children?.kind ?? 'button'}
        menu={children?.menu ?? null}
        onClose={() => setChildren(null)}
      />
      <MoveForm menu={moving} modules={modules} onClose={() => setMoving(null)} onSaved={crud.changed} />
    </>
  )
}

type Parent = { title: string; value: string; children?: Parent[] }
const parents = (nodes: ResourceTreeNode[], exclude?: string): Parent[] =>
  nodes
    .filter((n) => n.menuType === 'catalog' && n.id !== exclude)
    .map((n) => ({ title: n.title, value: n.id, children: parents(n.children ?? [], exclude) }))

function MenuForm({ crud, moduleId }: { crud: Crud<ResourceTreeNode, MenuBody>; moduleId?: string }) {
  const { t } = useTranslation()
  const rules = useRules()
  const [form] = Form.useForm<MenuValues>()
  // The parents offered: the module's catalogs (the table's own read when it shows the whole tree;
  // menu changes invalidate it).
  const { data: tree = [] } = useQuery({
    ...resourceApi.menu.tree.query({ moduleId }),
    enabled: !!crud.opening && !!moduleId,
    staleTime: Number.POSITIVE_INFINITY,
  })
  const record = crud.opening?.mode === 'edit' ? crud.opening.record : undefined
  const type = (Form.useWatch('menuType', form) as string | undefined) ?? record?.menuType ?? 'menu'
  const parentOptions = [
    { title: t('admin.org.root'), value: moduleId ?? '', children: parents(tree, record?.id) },
  ]
  return (
    <CrudForm<ResourceTreeNode, MenuBody, MenuValues>
      crud={crud}
      form={form}
      titles={[t('admin.resource.menuAddTitle'), t('admin.resource.menuEditTitle')]}
      defaults={({ parentId }) => ({
        parentId: parentId ?? moduleId,
        menuType: 'menu',
        sortCode: 0,
        hidden: false,
        affix: false,
        fullpage: false,
        breadcrumb: true,
      })}
      fromRecord={(r) => ({ ...r, breadcrumb: !r.hiddenBreadcrumb })}
      toBody={({ breadcrumb, ...rest }, r) => ({
        ...rest,
        moduleId: r?.moduleId ?? moduleId ?? '',
        hiddenBreadcrumb: !breadcrumb,
      })}
      width={760}
      data-testid="menu-form"
    >
      <FormGrid>
        <Form.Item name="menuType" label={t('admin.resource.menuType')}>
          <Radio.Group
            optionType="button"
            options={(['catalog', 'menu', 'link', 'iframe'] as const).map((v) => ({
              value: v,
              label: t(`admin.resource.types.${v}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="parentId"
          label={t('admin.resource.parent')}
          rules={[rules.required(t('admin.resource.parent'), true)]}
        >
          <TreeSelect treeData={parentOptions} treeDefaultExpandAll />
        </Form.Item>
        <TextItem
          name="title"
          label={t('admin.common.title')}
          max={RESOURCE_LIMITS.title}
          required
          testId="menu-title"
        />
        <TextItem name="titleEn" label={t('admin.common.titleEn')} max={RESOURCE_LIMITS.titleEn} />
        <TextItem name="name" label={t('admin.resource.routeName')} max={RESOURCE_LIMITS.name} />
        <TextItem
          name="code"
          label={t('admin.resource.permCode')}
          max={RESOURCE_LIMITS.code}
          rules={[rules.code(t('admin.resource.permCode'))]}
        />
        <TextItem
          name="path"
          label={t('admin.resource.path')}
          max={RESOURCE_LIMITS.path}
          required={type !== 'link'}
          placeholder="/sys/example"
          testId="menu-path"
        />
        {type === 'menu' && (
          <TextItem
            name="component"
            label={t('admin.resource.component')}
            max={RESOURCE_LIMITS.component}
            extra={t('admin.resource.componentHint')}
          />
        )}
        {type === 'catalog' && (
          <TextItem name="redirect" label={t('admin.resource.redirect')} max={RESOURCE_LIMITS.redirect} />
        )}
        {(type === 'link' || type === 'iframe') && (
          <TextItem
            name="url"
            label={t('admin.resource.url')}
            max={RESOURCE_LIMITS.url}
            required
            placeholder="https://"
          />
        )}
        <TextItem
          name="icon"
          label={t('admin.common.icon')}
          max={RESOURCE_LIMITS.icon}
          placeholder="appstore-outlined"
        />
        <SortCodeItem />
      </FormGrid>
      {/* How the menu shows: four switches to a row. */}
      <Row gutter={16}>
        {(['hidden', 'affix', 'fullpage', 'breadcrumb'] as const).map((k) => (
          <Col xs={12} md={6} key={k}>
            <Form.Item name={k} label={t(`admin.resource.${k}`)} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </CrudForm>
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
  return (
    <FormDialog
      opening={menu}
      title={`${t('admin.resource.changeModule')} - ${menu?.title ?? ''}`}
      onClose={onClose}
      onSubmit={({ moduleId }: { moduleId: string }) =>
        resourceApi.menu.changeModule(menu?.id ?? '', moduleId)
      }
      onSaved={onSaved}
      width={460}
    >
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
    </FormDialog>
  )
}
