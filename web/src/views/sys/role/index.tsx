import { ROLE_LIMITS, type Role } from '@portal/contracts'
import { Form, Input, Radio, Select, Tag } from 'antd'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type RoleBody, roleApi } from '../../../api/sys/role'
import { AdminSplit, SortCodeItem, useRules } from '../../../components/AdminKit'
import { type Crud, CrudForm, CrudToolbar, useCrud } from '../../../components/AdminKit/crud'
import MobileGrant from '../../../components/Grant/MobileGrant'
import PermissionGrant from '../../../components/Grant/PermissionGrant'
import ResourceGrant from '../../../components/Grant/ResourceGrant'
import UserGrant from '../../../components/Grant/UserGrant'
import OrgTree from '../../../components/OrgTree'
import SearchTable, { type STColumn } from '../../../components/SearchTable'
import { OrgTreeSelect } from '../../../components/Selectors'

/** Roles: add, edit, delete; grant resources, permissions (data scope) and users. */
export default function RolePage() {
  const { t } = useTranslation()
  const [orgId, setOrgId] = useState<string>()
  const crud = useCrud<Role, RoleBody>(roleApi)
  const [grantResource, setGrantResource] = useState<Role | null>(null)
  const [grantPermission, setGrantPermission] = useState<Role | null>(null)
  const [grantUser, setGrantUser] = useState<Role | null>(null)
  const [grantMobile, setGrantMobile] = useState<Role | null>(null)

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
    crud.sortCodeColumn(),
    { title: t('admin.common.remark'), dataIndex: 'remark', checked: false },
    crud.actionColumn({
      edit: 'sysRoleEdit',
      remove: 'sysRoleDelete',
      testId: (r, action) => `role-${action}-${r.code}`,
      more: (r) => [
        {
          label: t('admin.role.grantResource'),
          code: 'sysRoleGrantResource',
          onClick: () => setGrantResource(r),
        },
        {
          label: t('admin.role.grantPermission'),
          code: 'sysRoleGrantPermission',
          onClick: () => setGrantPermission(r),
        },
        {
          label: t('admin.role.grantUser'),
          code: 'sysRoleGrantUser',
          onClick: () => setGrantUser(r),
        },
        {
          label: t('admin.role.grantMobileResource'),
          code: 'sysRoleGrantMobileResource',
          onClick: () => setGrantMobile(r),
        },
      ],
    }),
  ]

  const loadRes = useCallback((id: string) => roleApi.ownResource({ id }), [])
  const loadPerm = useCallback((id: string) => roleApi.ownPermission({ id }), [])

  return (
    <>
      <AdminSplit side={<OrgTree value={orgId} onChange={(id) => setOrgId(id)} />}>
        <SearchTable
          id="sys-role"
          {...crud.tableProps}
          printTitle={t('admin.role.title')}
          columns={columns}
          params={{ orgId }}
          request={roleApi.page}
          searchFields={[
            crud.keywordField(t('admin.common.keywordPlaceholder')),
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
            <CrudToolbar
              crud={crud}
              add={{ code: 'sysRoleAdd', testId: 'role-add', onClick: () => crud.add({ orgId }) }}
              remove="sysRoleDelete"
            />
          }
        />
      </AdminSplit>
      <RoleForm crud={crud} />
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
      <MobileGrant
        subjectId={grantMobile?.id ?? null}
        title={`${t('admin.role.grantMobileResource')} - ${grantMobile?.name ?? ''}`}
        onClose={() => setGrantMobile(null)}
      />
      <UserGrant
        subject={grantUser}
        title={`${t('admin.role.grantUser')} - ${grantUser?.name ?? ''}`}
        label={t('admin.role.chosenUsers')}
        loadOwned={(id) => roleApi.ownUser({ id })}
        save={roleApi.grantUser}
        onClose={() => setGrantUser(null)}
        data-testid="grant-user"
        selectTestId="grant-user-select"
      />
    </>
  )
}

function RoleForm({ crud }: { crud: Crud<Role, RoleBody> }) {
  const { t } = useTranslation()
  const rules = useRules()
  const [form] = Form.useForm<RoleBody>()
  const category = Form.useWatch('category', form) as string | undefined
  return (
    <CrudForm
      crud={crud}
      form={form}
      titles={[t('admin.role.addTitle'), t('admin.role.editTitle')]}
      defaults={({ orgId }) => ({ category: orgId ? 'ORG' : 'GLOBAL', orgId, sortCode: 0 })}
      toBody={(values) => ({ ...values, orgId: values.category === 'ORG' ? values.orgId : null })}
      data-testid="role-form"
    >
      <Form.Item name="name" label={t('admin.role.name')} rules={[rules.required(t('admin.role.name'))]}>
        <Input maxLength={ROLE_LIMITS.name} data-testid="role-name" />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('admin.role.code')}
        rules={[rules.required(t('admin.role.code')), rules.code(t('admin.role.code'))]}
      >
        <Input maxLength={ROLE_LIMITS.code} data-testid="role-code" />
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
      <SortCodeItem />
      <Form.Item name="remark" label={t('admin.common.remark')}>
        <Input.TextArea maxLength={ROLE_LIMITS.remark} rows={3} />
      </Form.Item>
    </CrudForm>
  )
}
