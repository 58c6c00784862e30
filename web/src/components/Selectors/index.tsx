import type { OrgTreeNode, Position, Role } from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import { Select, type SelectProps, TreeSelect } from 'antd'
import { useTranslation } from 'react-i18next'
import type { ReadQuery } from '../../api/read'
import { groupApi } from '../../api/sys/group'
import { orgApi } from '../../api/sys/org'
import { positionApi } from '../../api/sys/position'
import { roleApi } from '../../api/sys/role'
import { userCenterApi } from '../../api/sys/userCenter'
import PagedSelect from './PagedSelect'

type Common = {
  id?: string
  placeholder?: string
  disabled?: boolean
  'data-testid'?: string
  'aria-label'?: string
}

interface OrgTreeSelectProps extends Common {
  value?: string | string[] | null
  onChange?: (value: string | string[] | null) => void
  multiple?: boolean
  /** Offer the top level ('0') as a choice (parent of a new root organisation). */
  withRoot?: boolean
  /** Organisations that may not be chosen (an organisation cannot be its own parent). */
  excludeId?: string
  /** The tree's read (default: the selector tree of the caller's scope), cached and shared. */
  query?: ReadQuery<OrgTreeNode[]>
}

type OrgOption = {
  title: string
  value: string
  category: string
  disabled?: boolean
  children?: OrgOption[]
}
const toOptions = (nodes: OrgTreeNode[], excludeId?: string, off = false): OrgOption[] =>
  nodes.map((n) => {
    const disabled = off || n.id === excludeId
    return {
      title: n.name,
      value: n.id,
      category: n.category,
      disabled,
      children: n.children ? toOptions(n.children, excludeId, disabled) : undefined,
    }
  })

/** Organisation picker (a tree), limited to the caller's scope. */
export function OrgTreeSelect({
  value,
  onChange,
  multiple,
  withRoot,
  excludeId,
  query = orgApi.selector.query(),
  placeholder,
  ...rest
}: OrgTreeSelectProps) {
  const { t } = useTranslation()
  const { data: tree } = useQuery(query)
  const options = toOptions(tree ?? [], excludeId)
  const data = withRoot
    ? [{ title: t('admin.org.root'), value: '0', category: 'ROOT', children: options }]
    : options
  return (
    <TreeSelect
      {...rest}
      value={value ?? undefined}
      onChange={(v) => onChange?.((v as string | string[] | undefined) ?? null)}
      treeData={data}
      multiple={multiple}
      treeCheckable={multiple}
      showCheckedStrategy={TreeSelect.SHOW_ALL}
      treeCheckStrictly={multiple}
      labelInValue={false}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      placeholder={placeholder ?? t('admin.common.choose', { label: t('admin.org.title') })}
      popupMatchSelectWidth={false}
      styles={{ popup: { root: { maxHeight: 400, overflow: 'auto', minWidth: 240 } } }}
    />
  )
}

interface IdSelectProps extends Common {
  value?: string | string[] | null
  onChange?: (value: string | string[] | null) => void
  multiple?: boolean
}

/**
 * Position picker: the positions of an organisation (and below), or all in scope; searched by name
 * on the server and paged like the person selector.
 */
export function PositionSelect({ orgId, placeholder, ...rest }: IdSelectProps & { orgId?: string }) {
  const { t } = useTranslation()
  return (
    <PagedSelect<Position>
      {...rest}
      placeholder={placeholder ?? t('admin.common.choose', { label: t('admin.position.title') })}
      read={(current, size, searchKey) =>
        positionApi.selector.query({ current, size, orgId, searchKey: searchKey || undefined })
      }
      toOption={(p) => ({ value: p.id, label: p.orgName ? `${p.name}（${p.orgName}）` : p.name })}
      resolve={userCenterApi.positionListByIds}
    />
  )
}

/** Role picker (roles in the caller's scope), searched by name or code on the server and paged. */
export function RoleSelect({ placeholder, ...rest }: IdSelectProps) {
  const { t } = useTranslation()
  return (
    <PagedSelect<Role>
      {...rest}
      placeholder={placeholder ?? t('admin.common.choose', { label: t('admin.role.title') })}
      read={(current, size, searchKey) =>
        roleApi.selector.query({ current, size, searchKey: searchKey || undefined })
      }
      toOption={(r) => ({ value: r.id, label: r.name, desc: r.code })}
      resolve={userCenterApi.roleListByIds}
    />
  )
}

/** User-group picker. */
export function GroupSelect({ value, onChange, multiple, ...rest }: IdSelectProps) {
  const { t } = useTranslation()
  const { data: list = [] } = useQuery(groupApi.selector.query())
  return (
    <IdSelect
      {...rest}
      value={value}
      onChange={onChange}
      multiple={multiple}
      placeholder={rest.placeholder ?? t('admin.common.choose', { label: t('admin.group.title') })}
      options={list.map((g) => ({ value: g.id, label: g.name }))}
    />
  )
}

function IdSelect({
  value,
  onChange,
  multiple,
  options,
  ...rest
}: IdSelectProps & { options: NonNullable<SelectProps['options']> }) {
  return (
    <Select
      {...rest}
      mode={multiple ? 'multiple' : undefined}
      value={value ?? undefined}
      onChange={(v) => onChange?.((v as string | string[] | undefined) ?? null)}
      options={options}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
    />
  )
}
