import { DownOutlined, PlusOutlined } from '@ant-design/icons'
import type { Role } from '@portal/contracts'
import { Button, Dropdown, Form, Input, InputNumber, type MenuProps, Radio, Select, Space, Tag } from 'antd'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { roleApi } from '../../../api/sys/role'
import {
  ActionLink,
  BatchDeleteButton,
  DeleteLink,
  FormFooter,
  HiddenSubmit,
  useRules,
} from '../../../components/AdminKit'
import Auth from '../../../components/Auth'
import FormContainer from '../../../components/FormContainer'
import PermissionGrant from '../../../components/Grant/PermissionGrant'
import ResourceGrant from '../../../components/Grant/ResourceGrant'
import OrgTree from '../../../components/OrgTree'
import PersonSelect from '../../../components/PersonSelect'
import SearchTable, { type SearchTableRef, type STColumn } from '../../../components/SearchTable'
import { OrgTreeSelect } from '../../../components/Selectors'
import { usePerm } from '../../../utils/perm'

type Editing = { mode: 'add'; orgId?: string } | { mode: 'edit'; record: Role } | null

/** Roles: add, edit, delete; grant resources, permissions (data scope) and users. */
export default function RolePage() {
  const { t } = useTranslation()
  const table = useRef<SearchTableRef>(null)
  const [orgId, setOrgId] = useState<string>()
  const [editing, setEditing] = useState<Editing>(null)
  const [selected, setSelected] = useState<React.Key[]>([])
  const [grantResource, setGrantResource] = useState<Role | null>(null)
  const [grantPermission, setGrantPermission] = useState<Role | null>(null)
  const [grantUser, setGrantUser] = useState<Role | null>(null)
  const canRes = usePerm('sysRoleGrantResource')
  const canPerm = usePerm('sysRoleGrantPermission')
  const canUser = usePerm('sysRoleGrantUser')

  const columns: STColumn<Role>[] = [
    { title: t('admin.role.name'), dataIndex: 'name' },
    { title: t('admin.role.code'), dataIndex: 'code' },
    {
      title: t('admin.role.category'),
      dataIndex: 'category',
      render: (v: string) => (
        <Tag color={v === 'GLOBAL' ? 'gold' : 'blue'}>
          {v === 'GLOBAL' ? t('admin.role.GLOBAL') : t('admin.role.ORG')}
        </Tag>
      ),
    },
    { title: t('admin.role.org'), dataIndex: 'orgName' },
    { title: t('admin.common.sortCode'), dataIndex: 'sortCode', width: 80 },
    { title: t('admin.common.remark'), dataIndex: 'remark', checked: false },
    {
      title: t('admin.common.action'),
      key: 'action',
      isPrint: false,
      width: 200,
      render: (_: unknown, r: Role) => {
        const items: MenuProps['items'] = [
          canRes && { key: 'res', label: t('admin.role.grantResource') },
          canPerm && { key: 'perm', label: t('admin.role.grantPermission') },
          canUser && { key: 'user', label: t('admin.role.grantUser') },
        ].filter((x): x is { key: string; label: string } => !!x)
        return (
          <Space size={0}>
            <ActionLink
              code="sysRoleEdit"
              onClick={() => setEditing({ mode: 'edit', record: r })}
              testId={`role-edit-${r.code}`}
            >
              {t('admin.common.edit')}
            </ActionLink>
            <DeleteLink
              code="sysRoleDelete"
              testId={`role-delete-${r.code}`}
              onConfirm={() => roleApi.delete([r.id]).then(() => table.current?.refresh())}
            />
            {items.length > 0 && (
              <Dropdown
                trigger={['click']}
                menu={{
                  items,
                  onClick: ({ key }) => {
                    if (key === 'res') setGrantResource(r)
                    else if (key === 'perm') setGrantPermission(r)
                    else setGrantUser(r)
                  },
                }}
              >
                <Button type="link" size="small" data-testid={`role-more-${r.code}`}>
                  {t('admin.common.more')} <DownOutlined />
                </Button>
              </Dropdown>
            )}
          </Space>
        )
      },
    },
  ]

  const loadRes = useCallback((id: string) => roleApi.ownResource(id), [])
  const loadPerm = useCallback((id: string) => roleApi.ownPermission(id), [])

  return (
    <div className="admin-split">
      <div className="admin-split-side">
        <OrgTree value={orgId} onChange={(id) => setOrgId(id)} />
      </div>
      <div className="admin-split-main">
        <SearchTable<Role>
          id="sys-role"
          ref={table}
          printTitle={t('admin.role.title')}
          columns={columns}
          params={{ orgId }}
          request={(p) => roleApi.page(p as Parameters<typeof roleApi.page>[0])}
          selectable
          onSelectionChange={setSelected}
          searchFields={[
            {
              name: 'searchKey',
              label: t('admin.common.keyword'),
              node: <Input allowClear placeholder={t('admin.common.keywordPlaceholder')} />,
            },
            {
              name: 'category',
              label: t('admin.role.category'),
              node: (
                <Select
                  allowClear
                  options={[
                    { value: 'GLOBAL', label: t('admin.role.GLOBAL') },
                    { value: 'ORG', label: t('admin.role.ORG') },
                  ]}
                />
              ),
            },
          ]}
          toolbar={
            <>
              <Auth code="sysRoleAdd">
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => setEditing({ mode: 'add', orgId })}
                  data-testid="role-add"
                >
                  {t('admin.common.add')}
                </Button>
              </Auth>
              <BatchDeleteButton
                code="sysRoleDelete"
                keys={selected}
                onDelete={(ids) =>
                  roleApi.delete(ids).then(() => {
                    table.current?.clearSelection()
                    table.current?.refresh()
                  })
                }
              />
            </>
          }
        />
      </div>
      <RoleForm editing={editing} onClose={() => setEditing(null)} onSaved={() => table.current?.refresh()} />
      <ResourceGrant
        subjectId={grantResource?.id ?? null}
        title={`${t('admin.role.grantResource')} - ${grantResource?.name ?? ''}`}
        loadOwned={loadRes}
        save={roleApi.grantResource}
        onClose={() => setGrantResource(null)}
      />
      <PermissionGrant
        subjectId={grantPermission?.id ?? null}
        title={`${t('admin.role.grantPermission')} - ${grantPermission?.name ?? ''}`}
        loadOwned={loadPerm}
        save={roleApi.grantPermission}
        onClose={() => setGrantPermission(null)}
      />
      <GrantUsers role={grantUser} onClose={() => setGrantUser(null)} />
    </div>
  )
}

function RoleForm({
  editing,
  onClose,
  onSaved,
}: {
  editing: Editing
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
  const category = Form.useWatch('category', form) as string | undefined
  const initial = record
    ? { ...record }
    : {
        category: editing?.mode === 'add' && editing.orgId ? 'ORG' : 'GLOBAL',
        orgId: editing?.mode === 'add' ? editing.orgId : undefined,
        sortCode: 0,
      }

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true)
    try {
      const body = {
        ...values,
        orgId: values.category === 'ORG' ? values.orgId : null,
      } as Parameters<typeof roleApi.add>[0]
      if (record) await roleApi.edit({ ...body, id: record.id })
      else await roleApi.add(body)
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
      title={record ? t('admin.role.editTitle') : t('admin.role.addTitle')}
      open={!!editing}
      onClose={onClose}
      data-testid="role-form"
      footer={<FormFooter onCancel={onClose} onOk={() => form.submit()} loading={saving} />}
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} preserve={false}>
        <Form.Item name="name" label={t('admin.role.name')} rules={[rules.required(t('admin.role.name'))]}>
          <Input maxLength={64} data-testid="role-name" />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('admin.role.code')}
          rules={[rules.required(t('admin.role.code')), rules.code(t('admin.role.code'))]}
        >
          <Input maxLength={64} data-testid="role-code" />
        </Form.Item>
        <Form.Item name="category" label={t('admin.role.category')}>
          <Radio.Group
            options={[
              { value: 'GLOBAL', label: t('admin.role.GLOBAL') },
              { value: 'ORG', label: t('admin.role.ORG') },
            ]}
          />
        </Form.Item>
        {category === 'ORG' && (
          <Form.Item
            name="orgId"
            label={t('admin.role.org')}
            rules={[rules.required(t('admin.role.org'), true)]}
          >
            <OrgTreeSelect data-testid="role-org" />
          </Form.Item>
        )}
        <Form.Item name="sortCode" label={t('admin.common.sortCode')}>
          <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="remark" label={t('admin.common.remark')}>
          <Input.TextArea maxLength={255} rows={3} />
        </Form.Item>
        <HiddenSubmit />
      </Form>
    </FormContainer>
  )
}

function GrantUsers({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const { t } = useTranslation()
  const [ids, setIds] = useState<string[]>([])
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (!role) return
    let alive = true
    setIds([])
    roleApi
      .ownUser(role.id)
      .then((v) => alive && setIds(v))
      .catch(() => undefined)
    return () => {
      alive = false
    }
  }, [role])

  const submit = async () => {
    if (!role) return
    setSaving(true)
    try {
      await roleApi.grantUser(role.id, ids)
      onClose()
    } catch {
      // shown by the request module
    } finally {
      setSaving(false)
    }
  }
  return (
    <FormContainer
      title={`${t('admin.role.grantUser')} - ${role?.name ?? ''}`}
      open={!!role}
      onClose={onClose}
      width={560}
      data-testid="grant-user"
      footer={<FormFooter onCancel={onClose} onOk={() => void submit()} loading={saving} />}
    >
      <Form layout="vertical">
        <Form.Item label={t('admin.role.chosenUsers')}>
          <PersonSelect
            multiple
            value={ids}
            onChange={(v) => setIds((v as string[] | null) ?? [])}
            data-testid="grant-user-select"
          />
        </Form.Item>
      </Form>
    </FormContainer>
  )
}
