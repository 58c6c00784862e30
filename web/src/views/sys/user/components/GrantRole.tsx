import type { Role, User } from '@portal/contracts'
import { Checkbox, Empty, Input, Spin, Tag } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { roleApi } from '../../../../api/sys/role'
import { userApi } from '../../../../api/sys/user'
import { FormFooter } from '../../../../components/AdminKit'
import FormContainer from '../../../../components/FormContainer'

/** Grant roles to a user: the roles the caller may see, checked where the user holds them. */
export default function GrantRole({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useTranslation()
  const [roles, setRoles] = useState<Role[]>([])
  const [checked, setChecked] = useState<string[]>([])
  const [loading, setLoading] = useState(false)
  const [saving, setSaving] = useState(false)
  const [search, setSearch] = useState('')

  useEffect(() => {
    if (!user) return
    let alive = true
    setLoading(true)
    setSearch('')
    Promise.all([roleApi.selector({ current: 1, size: 100 }), userApi.ownRole(user.id)])
      .then(([page, own]) => {
        if (!alive) return
        setRoles(page.records)
        setChecked(own)
      })
      .catch(() => undefined)
      .finally(() => alive && setLoading(false))
    return () => {
      alive = false
    }
  }, [user])

  const submit = async () => {
    if (!user) return
    setSaving(true)
    try {
      await userApi.grantRole(user.id, checked)
      onClose()
    } catch {
      // shown by the request module
    } finally {
      setSaving(false)
    }
  }

  const shown = roles.filter((r) => !search || r.name.includes(search) || r.code.includes(search))
  return (
    <FormContainer
      title={`${t('admin.user.grantRole')} - ${user?.name ?? ''}`}
      open={!!user}
      onClose={onClose}
      width={560}
      data-testid="grant-role"
      footer={<FormFooter onCancel={onClose} onOk={() => void submit()} loading={saving} />}
    >
      <Spin spinning={loading}>
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
      </Spin>
    </FormContainer>
  )
}
