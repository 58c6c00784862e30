import { DownloadOutlined, DownOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons'
import type { User } from '@portal/contracts'
import { App, Button, Dropdown, Input, type MenuProps, Space, Switch, Typography } from 'antd'
import { useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { userApi } from '../../../api/sys/user'
import { ActionLink, BatchDeleteButton, DeleteLink } from '../../../components/AdminKit'
import { saveDownload } from '../../../components/AdminKit/download'
import Auth from '../../../components/Auth'
import { DictSelect, DictTag } from '../../../components/Dict'
import PermissionGrant from '../../../components/Grant/PermissionGrant'
import ResourceGrant from '../../../components/Grant/ResourceGrant'
import OrgTree from '../../../components/OrgTree'
import SearchTable, { type SearchTableRef, type STColumn } from '../../../components/SearchTable'
import { usePerm } from '../../../utils/perm'
import GrantRole from './components/GrantRole'
import ImportUsers from './components/ImportUsers'
import UserForm, { USER_MENU, type UserEditing } from './components/UserForm'

/** Users: the organisation tree beside the list; add, edit, status, reset, grants, import, export. */
export default function UserPage() {
  const { t } = useTranslation()
  const { modal, message } = App.useApp()
  const table = useRef<SearchTableRef>(null)
  const [orgId, setOrgId] = useState<string>()
  const [editing, setEditing] = useState<UserEditing>(null)
  const [selected, setSelected] = useState<React.Key[]>([])
  const [grantRole, setGrantRole] = useState<User | null>(null)
  const [grantResource, setGrantResource] = useState<User | null>(null)
  const [grantPermission, setGrantPermission] = useState<User | null>(null)
  const [importing, setImporting] = useState(false)
  const [exporting, setExporting] = useState(false)
  const canStatus = usePerm('sysUserStatus')
  const canReset = usePerm('sysUserResetPwd')
  const canGrantRole = usePerm('sysUserGrantRole')
  const canGrantResource = usePerm('sysUserGrantResource')
  const canGrantPermission = usePerm('sysUserGrantPermission')

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
      table.current?.refresh()
    } catch {
      // shown by the request module
    }
  }

  const doExport = async () => {
    setExporting(true)
    const hide = message.loading(t('admin.user.exporting'), 0)
    try {
      const filter = table.current?.searchValues() ?? {}
      const res = await userApi.export(
        Object.fromEntries(
          Object.entries(filter).filter(([, v]) => v !== undefined && v !== null && v !== ''),
        ),
      )
      saveDownload(res, 'users.xlsx')
    } catch {
      // the request module warned
    } finally {
      hide()
      setExporting(false)
    }
  }

  const columns: STColumn<User>[] = [
    { title: t('admin.user.account'), dataIndex: 'account', width: 130 },
    { title: t('admin.user.name'), dataIndex: 'name', width: 110 },
    {
      title: t('admin.user.gender'),
      dataIndex: 'gender',
      width: 80,
      render: (v: string | null) => <DictTag type="GENDER" value={v} />,
    },
    { title: t('admin.user.phone'), dataIndex: 'phone', field: true, width: 130 },
    { title: t('admin.user.email'), dataIndex: 'email', field: true, checked: false },
    { title: t('admin.user.empNo'), dataIndex: 'empNo', field: true, width: 100 },
    { title: t('admin.user.org'), dataIndex: 'orgName' },
    { title: t('admin.user.position'), dataIndex: 'positionName' },
    {
      title: t('admin.user.status'),
      dataIndex: 'userStatus',
      width: 90,
      printText: (r) => r.userStatus,
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
    {
      title: t('admin.common.createdAt'),
      dataIndex: 'createdAt',
      printConfig: { type: 'time' },
      checked: false,
    },
    {
      title: t('admin.common.action'),
      key: 'action',
      isPrint: false,
      width: 170,
      fixed: 'right',
      render: (_: unknown, r: User) => {
        const items: MenuProps['items'] = [
          canReset && { key: 'reset', label: t('admin.user.resetPassword') },
          canGrantRole && { key: 'role', label: t('admin.user.grantRole') },
          canGrantResource && { key: 'resource', label: t('admin.user.grantResource') },
          canGrantPermission && { key: 'permission', label: t('admin.user.grantPermission') },
        ].filter((x): x is { key: string; label: string } => !!x)
        const onMenu: MenuProps['onClick'] = ({ key }) => {
          if (key === 'reset') reset(r)
          else if (key === 'role') setGrantRole(r)
          else if (key === 'resource') setGrantResource(r)
          else if (key === 'permission') setGrantPermission(r)
        }
        return (
          <Space size={0}>
            <ActionLink
              code="sysUserEdit"
              onClick={() => setEditing({ mode: 'edit', id: r.id })}
              testId={`user-edit-${r.account}`}
            >
              {t('admin.common.edit')}
            </ActionLink>
            <DeleteLink
              code="sysUserDelete"
              testId={`user-delete-${r.account}`}
              onConfirm={() => userApi.delete([r.id]).then(() => table.current?.refresh())}
            />
            {items.length > 0 && (
              <Dropdown menu={{ items, onClick: onMenu }} trigger={['click']}>
                <Button type="link" size="small" data-testid={`user-more-${r.account}`}>
                  {t('admin.common.more')} <DownOutlined />
                </Button>
              </Dropdown>
            )}
          </Space>
        )
      },
    },
  ]

  const loadOwnRes = useCallback((id: string) => userApi.ownResource(id), [])
  const loadOwnPerm = useCallback((id: string) => userApi.ownPermission(id), [])

  return (
    <div className="admin-split">
      <div className="admin-split-side">
        <OrgTree value={orgId} onChange={(id) => setOrgId(id)} />
      </div>
      <div className="admin-split-main">
        <SearchTable<User>
          id="sys-user"
          fieldMenu={USER_MENU}
          ref={table}
          printTitle={t('admin.user.account')}
          columns={columns}
          params={{ orgId }}
          request={(p) => userApi.page(p as Parameters<typeof userApi.page>[0])}
          selectable
          onSelectionChange={setSelected}
          scrollX={1100}
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
            <>
              <Auth code="sysUserAdd">
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => setEditing({ mode: 'add', orgId })}
                  data-testid="user-add"
                >
                  {t('admin.common.add')}
                </Button>
              </Auth>
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
                  loading={exporting}
                  onClick={() => void doExport()}
                  data-testid="user-export"
                >
                  {t('admin.user.export')}
                </Button>
              </Auth>
              <BatchDeleteButton
                code="sysUserDelete"
                keys={selected}
                onDelete={(ids) =>
                  userApi.delete(ids).then(() => {
                    table.current?.clearSelection()
                    table.current?.refresh()
                  })
                }
              />
            </>
          }
        />
      </div>
      <UserForm editing={editing} onClose={() => setEditing(null)} onSaved={() => table.current?.refresh()} />
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
        onImported={() => table.current?.reload()}
      />
    </div>
  )
}
