import { DownloadOutlined, UploadOutlined } from '@ant-design/icons'
import type { User } from '@portal/contracts'
import { App, Button, Input, Switch, Typography } from 'antd'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type UserBody, userApi } from '../../../api/sys/user'
import { AdminSplit } from '../../../components/AdminKit'
import { CrudToolbar, useCrud } from '../../../components/AdminKit/crud'
import { useExport } from '../../../components/AdminKit/download'
import Auth from '../../../components/Auth'
import { DictSelect, DictTag } from '../../../components/Dict'
import PermissionGrant from '../../../components/Grant/PermissionGrant'
import ResourceGrant from '../../../components/Grant/ResourceGrant'
import OrgTree from '../../../components/OrgTree'
import SearchTable, { type STColumn } from '../../../components/SearchTable'
import { usePerm } from '../../../utils/perm'
import GrantRole from './components/GrantRole'
import ImportUsers from './components/ImportUsers'
import UserForm, { USER_MENU } from './components/UserForm'

/** Users: the organisation tree beside the list; add, edit, status, reset, grants, import, export. */
export default function UserPage() {
  const { t } = useTranslation()
  const { modal } = App.useApp()
  const [orgId, setOrgId] = useState<string>()
  const crud = useCrud<User, UserBody>(userApi)
  const [grantRole, setGrantRole] = useState<User | null>(null)
  const [grantResource, setGrantResource] = useState<User | null>(null)
  const [grantPermission, setGrantPermission] = useState<User | null>(null)
  const [importing, setImporting] = useState(false)
  const exporter = useExport(userApi.export, 'users.xlsx', t('admin.user.exporting'))
  const canStatus = usePerm('sysUserStatus')

  const reset = (u: User) =>
    modal.confirm({
      title: t('admin.user.confirmReset'),
      okText: t('admin.common.ok'),
      cancelText: t('admin.common.cancel'),
      onOk: async () => {
        try {
          const res = await userApi.resetPassword(u.id)
          modal.success({
            title: t('admin.user.newPasswordTitle'),
            width: 480,
            content: (
              <div data-testid="reset-result">
                <p>{t('admin.user.newPasswordOnce', { account: u.account })}</p>
                <Typography.Paragraph copyable={{ text: res.password }} code data-testid="new-password">
                  {res.password}
                </Typography.Paragraph>
                {res.mailed && <p>{t('admin.user.newPasswordMailed')}</p>}
              </div>
            ),
          })
        } catch {
          // shown by the request module
        }
      },
    })

  const setStatus = async (u: User, on: boolean) => {
    try {
      await userApi.updateStatus(u.id, on ? 'ENABLE' : 'DISABLE')
      crud.changed()
    } catch {
      // shown by the request module
    }
  }

  // The search fields are named like the export's parameters.
  const doExport = () => exporter.run(crud.table.current?.searchValues() ?? {})

  const columns: STColumn<User>[] = [
    // Each width is the most the column takes (the list rule); gender is left out below 1200 px.
    { title: t('admin.user.account'), dataIndex: 'account', width: 100, ellipsis: true },
    { title: t('admin.user.name'), dataIndex: 'name', width: 90, ellipsis: true },
    {
      title: t('admin.user.gender'),
      dataIndex: 'gender',
      width: 70,
      dict: 'GENDER',
      responsive: ['xl'],
    },
    { title: t('admin.user.phone'), dataIndex: 'phone', field: true, width: 115 },
    { title: t('admin.user.email'), dataIndex: 'email', field: true, checked: false, ellipsis: true },
    { title: t('admin.user.empNo'), dataIndex: 'empNo', field: true, width: 115, ellipsis: true },
    { title: t('admin.user.org'), dataIndex: 'orgName', width: 120, ellipsis: true },
    { title: t('admin.user.position'), dataIndex: 'positionName', width: 100, ellipsis: true },
    {
      title: t('admin.user.status'),
      dataIndex: 'userStatus',
      width: 70,
      dict: 'COMMON_STATUS',
      render: (v: string, r: User) =>
        canStatus ? (
          <Switch
            size="small"
            checked={v === 'ENABLE'}
            onChange={(on) => void setStatus(r, on)}
            aria-label={t('admin.user.status')}
            data-testid={`user-status-${r.account}`}
          />
        ) : (
          <DictTag type="COMMON_STATUS" value={v} />
        ),
    },
    crud.createdAtColumn(),
    crud.actionColumn({
      edit: 'sysUserEdit',
      remove: 'sysUserDelete',
      testId: (r, action) => `user-${action}-${r.account}`,
      more: (r) => [
        {
          label: t('admin.user.resetPassword'),
          code: 'sysUserResetPwd',
          onClick: () => reset(r),
        },
        {
          label: t('admin.user.grantRole'),
          code: 'sysUserGrantRole',
          onClick: () => setGrantRole(r),
        },
        {
          label: t('admin.user.grantResource'),
          code: 'sysUserGrantResource',
          onClick: () => setGrantResource(r),
        },
        {
          label: t('admin.user.grantPermission'),
          code: 'sysUserGrantPermission',
          onClick: () => setGrantPermission(r),
        },
      ],
    }),
  ]

  const loadOwnRes = useCallback((id: string) => userApi.ownResource({ id }), [])
  const loadOwnPerm = useCallback((id: string) => userApi.ownPermission({ id }), [])

  return (
    <>
      <AdminSplit side={<OrgTree value={orgId} onChange={(id) => setOrgId(id)} />}>
        <SearchTable
          id="sys-user"
          fieldMenu={USER_MENU}
          {...crud.tableProps}
          printTitle={t('admin.user.listTitle')}
          columns={columns}
          params={{ orgId }}
          request={userApi.page}
          searchFields={[
            {
              name: 'account',
              label: t('admin.user.account'),
              node: <Input allowClear data-testid="q-account" />,
            },
            { name: 'name', label: t('admin.user.name'), node: <Input allowClear data-testid="q-name" /> },
            { name: 'phone', label: t('admin.user.phone'), node: <Input allowClear data-testid="q-phone" /> },
            {
              name: 'userStatus',
              label: t('admin.user.status'),
              node: <DictSelect type="COMMON_STATUS" data-testid="q-status" />,
            },
          ]}
          toolbar={
            <CrudToolbar
              crud={crud}
              add={{ code: 'sysUserAdd', testId: 'user-add', onClick: () => crud.add({ orgId }) }}
              remove="sysUserDelete"
            >
              <Auth code="sysUserImport">
                <Button
                  icon={<UploadOutlined />}
                  onClick={() => setImporting(true)}
                  data-testid="user-import"
                >
                  {t('admin.user.import')}
                </Button>
              </Auth>
              <Auth code="sysUserExport">
                <Button
                  icon={<DownloadOutlined />}
                  loading={exporter.exporting}
                  onClick={() => void doExport()}
                  data-testid="user-export"
                >
                  {t('admin.user.export')}
                </Button>
              </Auth>
            </CrudToolbar>
          }
        />
      </AdminSplit>
      <UserForm crud={crud} />
      <GrantRole user={grantRole} onClose={() => setGrantRole(null)} />
      <ResourceGrant
        subjectId={grantResource?.id ?? null}
        title={`${t('admin.user.grantResource')} - ${grantResource?.name ?? ''}`}
        loadOwned={loadOwnRes}
        save={userApi.grantResource}
        onClose={() => setGrantResource(null)}
      />
      <PermissionGrant
        subjectId={grantPermission?.id ?? null}
        title={`${t('admin.user.grantPermission')} - ${grantPermission?.name ?? ''}`}
        loadOwned={loadOwnPerm}
        save={userApi.grantPermission}
        onClose={() => setGrantPermission(null)}
      />
      <ImportUsers
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => crud.table.current?.reload()}
      />
    </>
  )
}
