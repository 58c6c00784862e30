import type { MobileResourceNode } from '@portal/contracts'
import { Alert, Tag, Tree } from 'antd'
import { type ReactNode, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { roleApi } from '../../api/sys/role'
import { useSettingsStore } from '../../stores/settings'
import { SubjectDialog } from '../AdminKit/crud'

const COLORS: Record<string, string> = { MODULE: 'purple', MENU: 'green', BUTTON: 'orange' }

/**
 * A role's mobile resources: the phone app's tree, checked node by node. Checking a node checks
 * the nodes above it (a button needs its menu and module); unchecking one clears everything below.
 */
export default function MobileGrant({
  subjectId,
  title,
  onClose,
}: {
  subjectId: string | null
  title: string
  onClose: () => void
}) {
  const { t } = useTranslation()
  const en = useSettingsStore((s) => s.lang) === 'en'
  const [tree, setTree] = useState<MobileResourceNode[]>([])
  const [checked, setChecked] = useState<Set<string>>(new Set())
  const { parents, below } = useMemo(() => {
    const parents = new Map<string, string>()
    const below = new Map<string, string[]>()
    const walk = (nodes: MobileResourceNode[] | undefined): string[] =>
      (nodes ?? []).flatMap((n) => {
        for (const c of n.children ?? []) parents.set(c.id, n.id)
        const ids = walk(n.children)
        below.set(n.id, ids)
        return [n.id, ...ids]
      })
    walk(tree)
    return { parents, below }
  }, [tree])

  type TreeItem = { key: string; title: ReactNode; children?: TreeItem[] }
  const items = useMemo(() => {
    const toItems = (nodes: MobileResourceNode[] | undefined): TreeItem[] =>
      (nodes ?? []).map((n) => ({
        key: n.id,
        title: (
          <span data-testid={`mgrant-${n.code}`}>
            <Tag color={COLORS[n.category]}>{t(`admin.mobileResource.${n.category as 'MENU'}`)}</Tag>
            {en && n.titleEn ? n.titleEn : n.title}
          </span>
        ),
        children: n.children?.length ? toItems(n.children) : undefined,
      }))
    return toItems(tree)
  }, [tree, en, t])

  const toggle = (id: string, on: boolean) =>
    setChecked((prev) => {
      const next = new Set(prev)
      if (on) for (let p: string | undefined = id; p; p = parents.get(p)) next.add(p)
      else for (const x of [id, ...(below.get(id) ?? [])]) next.delete(x)
      return next
    })

  return (
    <SubjectDialog
      subjectId={subjectId}
      title={title}
      width={560}
      load={(id) => Promise.all([roleApi.mobileResourceTreeSelector(), roleApi.ownMobileResource({ id })])}
      onLoaded={([nodes, owned]) => {
        setTree(nodes)
        setChecked(new Set(owned))
      }}
      onSave={(id) => roleApi.grantMobileResource(id, [...checked])}
      onClose={onClose}
      data-testid="grant-mobile"
    >
      <Alert type="info" showIcon title={t('admin.role.mobileGrantHint')} style={{ marginBottom: 12 }} />
      {tree.length > 0 && (
        <Tree
          checkable
          checkStrictly
          defaultExpandAll
          selectable={false}
          treeData={items}
          checkedKeys={{ checked: [...checked], halfChecked: [] }}
          onCheck={(_keys, info) => toggle(String(info.node.key), info.checked)}
        />
      )}
    </SubjectDialog>
  )
}
