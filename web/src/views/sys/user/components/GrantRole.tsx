import type { Role, User } from '@portal/contracts'
import { Checkbox, Empty, Input, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { allPages } from '../../../../api/request'
import { roleApi } from '../../../../api/sys/role'
import { userApi } from '../../../../api/sys/user'
import { SubjectDialog } from '../../../../components/AdminKit/crud'
import { grantTitle } from '../../components/SubjectGrants'

/** Grant roles to a user: every role the caller may see, checked where the user holds them. */
export default function GrantRole({
  user,
  onClose,
}: {
  user: Pick<User, 'id' | 'name'> | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [roles, setRoles] = useState<Role[]>([])
  const [checked, setChecked] = useState<string[]>([])
  const [search, setSearch] = useState('')

  const shown = roles.filter((r) => !search || r.name.includes(search) || r.code.includes(search))
  return (
    <SubjectDialog
      subjectId={user?.id}
      title={grantTitle(t('admin.user.grantRole'), user)}
      width={560}
      data-testid="grant-role"
      load={(id) => {
        setSearch('')
        return Promise.all([
          allPages((current) => roleApi.selector({ current, size: 100 })),
          userApi.ownRole({ id }),
        ])
      }}
      onLoaded={([all, own]) => {
        setRoles(all)
        setChecked(own)
      }}
      onSave={(id) => userApi.grantRole(id, checked)}
      onClose={onClose}
    >
      {(loading) => (
        <>
          <Input.Search
            allowClear
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('admin.common.keywordPlaceholder')}
            style={{ marginBottom: 12 }}
          />
          {shown.length ? (
            <Checkbox.Group
              value={checked}
              onChange={(v) => setChecked(v as string[])}
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            >
              {shown.map((r) => (
                <Checkbox key={r.id} value={r.id} data-testid={`role-option-${r.code}`}>
                  {r.name} <Tag>{r.code}</Tag>
                  {r.orgName && <Tag color="blue">{r.orgName}</Tag>}
                </Checkbox>
              ))}
            </Checkbox.Group>
          ) : (
            !loading && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
          )}
        </>
      )}
    </SubjectDialog>
  )
}
