import type { Group, OrgTreeNode, Position, Role } from '@portal/contracts'
import { Select, type SelectProps, TreeSelect } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { groupApi } from '../../api/sys/group'
import { orgApi } from '../../api/sys/org'
import { positionApi } from '../../api/sys/position'
import { roleApi } from '../../api/sys/role'

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
  /** Loads the tree (default: the selector tree of the caller's scope). */
  load?: () => Promise<OrgTreeNode[]>
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
  load = orgApi.selector,
  placeholder,
  ...rest
}: OrgTreeSelectProps) {
  const { t } = useTranslation()
  const [tree, setTree] = useState<OrgTreeNode[]>([])
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once
  useEffect(() => {
    load()
      .then(setTree)
      .catch(() => undefined)
  }, [])
  const options = toOptions(tree, excludeId)
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

/** Position picker: the positions of an organisation (and below), or all in scope. */
export function PositionSelect({
  orgId,
  value,
  onChange,
  multiple,
  ...rest
}: IdSelectProps & { orgId?: string }) {
  const { t } = useTranslation()
  const [list, setList] = useState<Position[]>([])
  useEffect(() => {
    positionApi
      .selector({ current: 1, size: 100, orgId })
      .then((p) => setList(p.records))
      .catch(() => undefined)
  }, [orgId])
  return (
    <IdSelect
      {...rest}
      value={value}
      onChange={onChange}
      multiple={multiple}
      placeholder={rest.placeholder ?? t('admin.common.choose', { label: t('admin.position.title') })}
      options={list.map((p) => ({ value: p.id, label: p.orgName ? `${p.name}（${p.orgName}）` : p.name }))}
    />
  )
}

/** Role picker (roles in the caller's scope). */
export function RoleSelect({ value, onChange, multiple, ...rest }: IdSelectProps) {
  const { t } = useTranslation()
  const [list, setList] = useState<Role[]>([])
  useEffect(() => {
    roleApi
      .selector({ current: 1, size: 100 })
      .then((p) => setList(p.records))
      .catch(() => undefined)
  }, [])
  return (
    <IdSelect
      {...rest}
      value={value}
      onChange={onChange}
      multiple={multiple}
      placeholder={rest.placeholder ?? t('admin.common.choose', { label: t('admin.role.title') })}
      options={list.map((r) => ({ value: r.id, label: r.name }))}
    />
  )
}

/** User-group picker. */
export function GroupSelect({ value, onChange, multiple, ...rest }: IdSelectProps) {
  const { t } = useTranslation()
  const [list, setList] = useState<Group[]>([])
  useEffect(() => {
    groupApi
      .selector()
      .then(setList)
      .catch(() => undefined)
  }, [])
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
