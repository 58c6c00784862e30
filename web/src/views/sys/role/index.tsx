import { ROLE_CATEGORIES, ROLE_LIMITS, type Role } from '@portal/contracts'
import { Form, Radio, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { type RoleBody, roleApi } from '../../../api/sys/role'
import { SortCodeItem, useRules } from '../../../components/AdminKit'
import { type Crud, CrudForm, useCrud } from '../../../components/AdminKit/crud'
import { TextItem } from '../../../components/AdminKit/items'
import MobileGrant from '../../../components/Grant/MobileGrant'
import UserGrant from '../../../components/Grant/UserGrant'
import type { STColumn } from '../../../components/SearchTable'
import { optionsOf, selectField } from '../../../components/SearchTable/fields'
import { OrgTreeSelect } from '../../../components/Selectors'
import OrgCrudTable from '../components/OrgCrudTable'
import SubjectGrants, { useGrantDialogs } from '../components/SubjectGrants'

/** The row's grant dialogs ("more"), each with its button code. */
const GRANTS = [
  ['grantResource', 'sysRoleGrantResource'],
  ['grantPermission', 'sysRoleGrantPermission'],
  ['grantUser', 'sysRoleGrantUser'],
  ['grantMobileResource', 'sysRoleGrantMobileResource'],
] as const

/** Roles: add, edit, delete; grant resources, permissions (data scope) and users. */
export default function RolePage() {
  const { t } = useTranslation()
  const crud = useCrud<Role, RoleBody>(roleApi)
  const categoryOptions = optionsOf(ROLE_CATEGORIES, (c) => t(`admin.role.${c}`))
  const dialogs = useGrantDialogs(GRANTS, (kind) => t(`admin.role.${kind}`))
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
      more: dialogs.more,
    }),
  ]

  return (
    <>
      <OrgCrudTable
        id="sys-role"
        crud={crud}
        printTitle={t('admin.role.title')}
        columns={columns}
        request={roleApi.page}
        searchFields={[
          crud.keywordField(t('admin.common.keywordPlaceholder')),
          selectField('category', t('admin.role.category'), categoryOptions),
        ]}
        add={{ code: 'sysRoleAdd', testId: 'role-add' }}
        remove="sysRoleDelete"
      />
      <RoleForm crud={crud} />
      <SubjectGrants api={roleApi} dialogs={dialogs} />
      <MobileGrant
        subjectId={dialogs.subjectOf('grantMobileResource')?.id ?? null}
        title={dialogs.titleOf('grantMobileResource')}
        onClose={dialogs.close}
      />
      <UserGrant
        subject={dialogs.subjectOf('grantUser')}
        title={dialogs.titleOf('grantUser')}
        label={t('admin.role.chosenUsers')}
        loadOwned={(id) => roleApi.ownUser({ id })}
        save={roleApi.grantUser}
        onClose={dialogs.close}
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
  const categoryOptions = optionsOf(ROLE_CATEGORIES, (c) => t(`admin.role.${c}`))
  return (
    <CrudForm
      crud={crud}
      form={form}
      titles={[t('admin.role.addTitle'), t('admin.role.editTitle')]}
      defaults={({ orgId }) => ({ category: orgId ? 'ORG' : 'GLOBAL', orgId, sortCode: 0 })}
      toBody={(values) => ({ ...values, orgId: values.category === 'ORG' ? values.orgId : null })}
      data-testid="role-form"
    >
      <TextItem name="name" label={t('admin.role.name')} max={ROLE_LIMITS.name} required testId="role-name" />
      <TextItem
        name="code"
        label={t('admin.role.code')}
        max={ROLE_LIMITS.code}
        required
        rules={[rules.code(t('admin.role.code'))]}
        testId="role-code"
      />
      <Form.Item name="category" label={t('admin.role.category')}>
        <Radio.Group options={categoryOptions} />
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
      <TextItem name="remark" label={t('admin.common.remark')} max={ROLE_LIMITS.remark} rows={3} />
    </CrudForm>
  )
}
