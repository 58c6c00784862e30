import { ApartmentOutlined, BankOutlined } from '@ant-design/icons'
import type { OrgTreeNode } from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import { Card, Empty, Input, Spin, Tree } from 'antd'
import type { DataNode } from 'antd/es/tree'
import { type Key, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReadQuery } from '../../api/read'
import { orgApi } from '../../api/sys/org'

/** Nodes whose name (or a descendant's) contains the text. */
export function filterTree(nodes: OrgTreeNode[], text: string): OrgTreeNode[] {
  if (!text) return nodes
  const lower = text.toLowerCase()
  return nodes.flatMap((n) => {
    const children = filterTree(n.children ?? [], text)
    if (n.name.toLowerCase().includes(lower) || children.length) return [{ ...n, children }]
    return []
  })
}

const allKeys = (nodes: OrgTreeNode[]): string[] => nodes.flatMap((n) => [n.id, ...allKeys(n.children ?? [])])

interface OrgTreeProps {
  /** The chosen organisation (undefined: all). */
  value?: string
  onChange: (orgId: string | undefined, node?: OrgTreeNode) => void
  /**
   * The tree's read (default: the selector tree, any logged-in user in their scope). It is cached:
   * a change to the organisations loads it again.
   */
  query?: ReadQuery<OrgTreeNode[]>
}

const NO_NODES: OrgTreeNode[] = []

/** The organisation tree beside a list: click to filter by an organisation, click again for all. */
export default function OrgTree({ value, onChange, query = orgApi.selector.query() }: OrgTreeProps) {
  const { t } = useTranslation()
  const { data = NO_NODES, isFetching: loading } = useQuery(query)
  const [text, setText] = useState('')
  const [expanded, setExpanded] = useState<Key[]>([])

  // The first level opens when the tree first arrives.
  useEffect(() => {
    setExpanded((prev) => (prev.length ? prev : data.map((n) => n.id)))
  }, [data])

  const shown = useMemo(() => filterTree(data, text.trim()), [data, text])

  return (
    <Card size="small" variant="borderless" className="org-tree-card" data-testid="org-tree">
      <Input.Search
        allowClear
        placeholder={t('admin.common.treeSearch')}
        aria-label={t('admin.common.treeSearch')}
        onChange={(e) => {
          setText(e.target.value)
          if (e.target.value) setExpanded(allKeys(data))
        }}
        style={{ marginBottom: 8 }}
      />
      <Spin spinning={loading}>
        {shown.length ? (
          <Tree
            blockNode
            showIcon
            treeData={shown as unknown as DataNode[]}
            fieldNames={{ title: 'name', key: 'id', children: 'children' }}
            expandedKeys={expanded}
            onExpand={setExpanded}
            selectedKeys={value ? [value] : []}
            icon={(n) =>
              (n as unknown as OrgTreeNode).category === 'COMPANY' ? <BankOutlined /> : <ApartmentOutlined />
            }
            onSelect={(keys, info) =>
              onChange(
                keys.length ? String(keys[0]) : undefined,
                keys.length ? (info.node as unknown as OrgTreeNode) : undefined,
              )
            }
            style={{ maxHeight: 'calc(100vh - 260px)', overflow: 'auto' }}
          />
        ) : (
          !loading && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.common.noData')} />
        )}
      </Spin>
    </Card>
  )
}
