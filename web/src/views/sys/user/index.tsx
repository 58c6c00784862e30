import type { User } from '@portal/contracts'
import { App, Switch, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { type UserBody, userApi } from '../../../api/sys/user'
import { useCrud } from '../../../components/AdminKit/crud'
import { ExportButton, ImportButton } from '../../../components/AdminKit/ExcelButtons'
import { DictSelect, DictTag } from '../../../components/Dict'
import type { STColumn } from '../../../components/SearchTable'
import { textField } from '../../../components/SearchTable/fields'
import { usePerm } from '../../../utils/perm'
import OrgCrudTable from '../components/OrgCrudTable'
import SubjectGrants, { useGrantDialogs } from '../components/SubjectGrants'
import GrantRole from './components/GrantRole'
import UserForm, { USER_MENU } from './components/UserForm'

/** The row's grant dialogs ("more", after resetting the password), each with its button code. */
const GRANTS = [
  ['grantRole', 'sysUserGrantRole'],
  ['grantResource', 'sysUserGrantResource'],
  ['grantPermission', 'sysUserGrantPermission'],
] as const

/** Users: the organisation tree beside the list; add, edit, status, reset, grants, import, export. */
export default function UserPage() {
  const { t } = useTranslation()
  const { modal, message } = App.useApp()
  const crud = useCrud<User, UserBody>(userApi)
  const dialogs = useGrantDialogs(GRANTS, (kind) => t(`admin.user.${kind}`))
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

  const resetOtp = (u: User) =>
    modal.confirm({
      title: t('admin.user.confirmResetOtp', { account: u.account }),
      content: t('admin.user.resetOtpHint'),
      okText: t('admin.common.ok'),
      cancelText: t('admin.common.cancel'),
      onOk: async () => {
        try {
          await userApi.resetOtp(u.id)
          void message.success(t('admin.user.otpReset'))
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
          label: t('admin.user.resetOtp'),
          code: 'sysUserResetOtp',
          onClick: () => resetOtp(r),
        },
        ...dialogs.more(r),
      ],
    }),
  ]

  return (
    <>
      <OrgCrudTable
        id="sys-user"
        crud={crud}
        fieldMenu={USER_MENU}
        printTitle={t('admin.user.listTitle')}
        columns={columns}
        request={userApi.page}
        searchFields={[
          textField('account', t('admin.user.account'), 'q-account'),
          textField('name', t('admin.user.name'), 'q-name'),
          textField('phone', t('admin.user.phone'), 'q-phone'),
          {
            name: 'userStatus',
            label: t('admin.user.status'),
            node: <DictSelect type="COMMON_STATUS" data-testid="q-status" />,
          },
        ]}
        add={{ code: 'sysUserAdd', testId: 'user-add' }}
        remove="sysUserDelete"
        tools={
          <>
            <ImportButton
              code="sysUserImport"
              name="user"
              title={t('admin.user.importTitle')}
              upload={async (file) => t('admin.user.imported', await userApi.import(file))}
              template={userApi.downloadImportTemplate}
              onImported={() => crud.table.current?.reload()}
            />
            <ExportButton
              code="sysUserExport"
              call={userApi.export}
              fileName="users.xlsx"
              query={() => crud.table.current?.searchValues() ?? {}}
              testId="user-export"
            />
          </>
        }
      />
      <UserForm crud={crud} />
      <GrantRole user={dialogs.subjectOf('grantRole')} onClose={dialogs.close} />
      <SubjectGrants api={userApi} dialogs={dialogs} />
    </>
  )
}
