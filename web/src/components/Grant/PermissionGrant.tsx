import { DATA_SCOPES, type DataScopeKind, type PermissionGrant as Grant } from '@portal/contracts'
import { Checkbox, Input, Select, Table, Tag, Tooltip, Typography } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type PermissionApi, roleApi } from '../../api/sys/role'
import { SubjectDialog } from '../AdminKit/crud'
import { OrgTreeSelect } from '../Selectors'
import type { GrantDialogProps } from './types'

/**
 * Grant permissions: each permission code (the APIs it opens) with a data scope — all, self, own
 * organisation, own organisation and below, or chosen organisations. A checked row stores its scope;
 * an unchecked one falls back to "own organisation and below" for holders of the code.
 */
export default function PermissionGrant({ loadOwned, save, ...dialog }: GrantDialogProps<Grant>) {
  const { t } = useTranslation()
  const [apis, setApis] = useState<PermissionApi[]>([])
  const [grants, setGrants] = useState<Record<string, Grant['scope']>>({})
  const [search, setSearch] = useState('')

  const shown = useMemo(() => {
    const s = search.trim().toLowerCase()
    if (!s) return apis
    return apis.filter(
      (a) =>
        a.code.toLowerCase().includes(s) ||
        (a.title ?? '').toLowerCase().includes(s) ||
        a.apis.some((x) => x.url.toLowerCase().includes(s)),
    )
  }, [apis, search])

  const set = (code: string, scope: Grant['scope'] | null) =>
    setGrants((g) => {
      const next = { ...g }
      if (scope) next[code] = scope
      else delete next[code]
      return next
    })

  const columns = [
    {
      title: t('admin.role.permission'),
      key: 'code',
      render: (_: unknown, r: PermissionApi) => (
        <Checkbox
          checked={!!grants[r.code]}
          onChange={(e) => set(r.code, e.target.checked ? { scope: 'ORG_AND_BELOW' } : null)}
          data-testid={`perm-${r.code}`}
        >
          <span>{r.title ?? r.code}</span>{' '}
          <Typography.Text type="secondary" code>
            {r.code}
          </Typography.Text>{' '}
          <Tag color={r.kind === 'menu' ? 'blue' : 'orange'}>
            {r.kind === 'menu' ? t('admin.role.kindMenu') : t('admin.role.kindButton')}
          </Tag>
        </Checkbox>
      ),
    },
    {
      title: t('admin.role.apis'),
      key: 'apis',
      width: 90,
      render: (_: unknown, r: PermissionApi) => (
        <Tooltip
          title={
            <div>
              {r.apis.map((a) => (
                <div key={a.method + a.url}>
                  {a.method} {a.url}
                </div>
              ))}
            </div>
          }
        >
          <Tag>{r.apis.length}</Tag>
        </Tooltip>
      ),
    },
    {
      title: t('admin.role.scope'),
      key: 'scope',
      width: 380,
      render: (_: unknown, r: PermissionApi) => {
        const g = grants[r.code]
        if (!g) return <Typography.Text type="secondary">{t('admin.role.notGranted')}</Typography.Text>
        return (
          <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
            <Select<DataScopeKind>
              size="small"
              value={g.scope}
              style={{ width: 200 }}
              data-testid={`scope-${r.code}`}
              aria-label={t('admin.role.scope')}
              onChange={(scope) =>
                set(r.code, scope === 'DEFINE' ? { scope, orgIds: g.orgIds ?? [] } : { scope })
              }
              options={DATA_SCOPES.map((s) => ({ value: s, label: t(`admin.role.scopes.${s}`) }))}
            />
            {g.scope === 'DEFINE' && (
              <OrgTreeSelect
                multiple
                value={g.orgIds ?? []}
                onChange={(v) => set(r.code, { scope: 'DEFINE', orgIds: (v as string[] | null) ?? [] })}
                placeholder={t('admin.role.scopeOrgs')}
                data-testid={`scope-orgs-${r.code}`}
              />
            )}
          </div>
        )
      },
    },
  ]

  return (
    <SubjectDialog
      {...dialog}
      width={1000}
      data-testid="grant-permission"
      load={(id) => {
        setSearch('')
        return Promise.all([roleApi.permissionTreeSelector(), loadOwned(id)])
      }}
      onLoaded={([list, owned]) => {
        setApis(list)
        setGrants(Object.fromEntries(owned.map((g) => [g.code, g.scope])))
      }}
      onSave={(id) =>
        save(
          id,
          Object.entries(grants).map(([code, scope]) => ({ code, scope })),
        )
      }
    >
      <Input.Search
        allowClear
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t('admin.common.keyword')}
        style={{ marginBottom: 12, maxWidth: 320 }}
      />
      <Table<PermissionApi>
        rowKey="code"
        size="small"
        columns={columns}
        dataSource={shown}
        pagination={false}
        scroll={{ y: 520 }}
      />
    </SubjectDialog>
  )
}
