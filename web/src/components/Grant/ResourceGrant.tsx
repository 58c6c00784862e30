import type { GrantResourceNode } from '@portal/contracts'
import { Alert, Checkbox, Empty, Table, Tabs } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { roleApi } from '../../api/sys/role'
import { useSettingsStore } from '../../stores/settings'
import { SubjectDialog } from '../AdminKit/crud'
import type { GrantDialogProps } from './types'

interface MenuRow {
  id: string
  title: string
  node: GrantResourceNode
  buttons: GrantResourceNode[]
  fields: GrantResourceNode[]
  children?: MenuRow[]
}

const titleOf = (n: GrantResourceNode, en: boolean) => (en && n.titleEn ? n.titleEn : n.title)

function toRows(nodes: GrantResourceNode[] | undefined, en: boolean): MenuRow[] {
  return (nodes ?? [])
    .filter((n) => n.category === 'MENU')
    .map((n) => {
      const kids = n.children ?? []
      const children = toRows(kids, en)
      return {
        id: n.id,
        title: titleOf(n, en),
        node: n,
        buttons: kids.filter((k) => k.category === 'BUTTON'),
        fields: kids.filter((k) => k.category === 'FIELD'),
        children: children.length ? children : undefined,
      }
    })
}

/** Every id below a row: its buttons, fields and sub-menus. */
const idsBelow = (row: MenuRow): string[] => [
  ...row.buttons.map((b) => b.id),
  ...row.fields.map((f) => f.id),
  ...(row.children ?? []).flatMap((c) => [c.id, ...idsBelow(c)]),
]

/**
 * Grant resources (spec issue §4): per module, the menu tree with each menu's buttons and fields.
 * Checking a button or field checks its menu and the menus above; unchecking a menu clears it all.
 */
export default function ResourceGrant({ loadOwned, save, ...dialog }: GrantDialogProps<string>) {
  const { t } = useTranslation()
  const en = useSettingsStore((s) => s.lang) === 'en'
  const [modules, setModules] = useState<GrantResourceNode[]>([])
  const [checked, setChecked] = useState<Set<string>>(new Set())
  // Parent menu of every menu, to check the path above a checked item.
  const parents = useMemo(() => {
    const map = new Map<string, string>()
    const walk = (nodes: GrantResourceNode[] | undefined, parent?: string) => {
      for (const n of nodes ?? []) {
        if (parent && n.category !== 'MODULE') map.set(n.id, parent)
        walk(n.children, n.category === 'MODULE' ? undefined : n.id)
      }
    }
    walk(modules)
    return map
  }, [modules])

  const update = (ids: string[], on: boolean, withParentsOf?: string) => {
    setChecked((prev) => {
      const next = new Set(prev)
      for (const id of ids) {
        if (on) next.add(id)
        else next.delete(id)
      }
      if (on && withParentsOf)
        for (let p = parents.get(withParentsOf); p; p = parents.get(p)) if (!next.has(p)) next.add(p)
      return next
    })
  }

  /** A menu's buttons or fields, each checked on its own (test ids `grant-<kind>-<code>`). */
  const leaves = (kind: 'button' | 'field', nodes: GrantResourceNode[]) => (
    <div className="grant-leaves">
      {nodes.map((n) => (
        <Checkbox
          key={n.id}
          checked={checked.has(n.id)}
          onChange={(e) => update([n.id], e.target.checked, n.id)}
          data-testid={`grant-${kind}-${n.code}`}
        >
          {titleOf(n, en)}
        </Checkbox>
      ))}
    </div>
  )

  const columns = [
    {
      title: t('admin.role.menu'),
      key: 'menu',
      width: 260,
      render: (_: unknown, r: MenuRow) => (
        <Checkbox
          checked={checked.has(r.id)}
          onChange={(e) =>
            e.target.checked ? update([r.id], true, r.id) : update([r.id, ...idsBelow(r)], false)
          }
          data-testid={`grant-menu-${r.node.code ?? r.id}`}
        >
          {r.title}
        </Checkbox>
      ),
    },
    {
      title: t('admin.role.buttons'),
      key: 'buttons',
      render: (_: unknown, r: MenuRow) => leaves('button', r.buttons),
    },
    {
      title: t('admin.role.fields'),
      key: 'fields',
      width: 220,
      render: (_: unknown, r: MenuRow) => leaves('field', r.fields),
    },
  ]

  return (
    <SubjectDialog
      {...dialog}
      width={960}
      data-testid="grant-resource"
      load={(id) => Promise.all([roleApi.resourceTreeSelector(), loadOwned(id)])}
      onLoaded={([tree, owned]) => {
        setModules(tree)
        setChecked(new Set(owned))
      }}
      onSave={(id) => save(id, [...checked])}
    >
      {(loading) => (
        <>
          <Alert type="info" showIcon title={t('admin.role.grantHint')} style={{ marginBottom: 12 }} />
          {modules.length ? (
            <Tabs
              items={modules.map((m) => ({
                key: m.id,
                label: titleOf(m, en),
                children: (
                  <Table<MenuRow>
                    rowKey="id"
                    size="small"
                    pagination={false}
                    columns={columns}
                    dataSource={toRows(m.children, en)}
                    expandable={{ defaultExpandAllRows: true, indentSize: 16 }}
                  />
                ),
              }))}
            />
          ) : (
            !loading && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
          )}
        </>
      )}
    </SubjectDialog>
  )
}
