import { ApartmentOutlined } from '@ant-design/icons'
import type { OrgTreeNode } from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import { Card, Empty, List, Spin, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { userCenterApi } from '../../../api/sys/userCenter'

/** The user's organisation with the chain above it, as a small chart, and the user's posts. */
export default function OrgChart() {
  const { t } = useTranslation()
  const orgs = useQuery(userCenterApi.loginOrgTree.query())
  const postInfo = useQuery(userCenterApi.loginPositionInfo.query())
  const tree = orgs.data ?? []
  const posts = postInfo.data ?? []
  const loading = orgs.isPending || postInfo.isPending
  const chain: OrgTreeNode[] = []
  for (let n = tree[0]; n; n = n.children?.[0]) chain.push(n)
  return (
    <Spin spinning={loading}>
      {chain.length ? (
        <div
          style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}
          data-testid="org-chart"
        >
          {chain.map((n, i) => (
            <div key={n.id} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
              {i > 0 && <div style={{ width: 2, height: 16, background: 'var(--ant-color-border)' }} />}
              <Card size="small" style={{ minWidth: 200, textAlign: 'center' }}>
                <ApartmentOutlined /> {n.name}
              </Card>
            </div>
          ))}
        </div>
      ) : (
        !loading && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
      <h4 style={{ marginTop: 24 }}>{t('admin.center.posts')}</h4>
      <List
        size="small"
        dataSource={posts}
        renderItem={(p) => (
          <List.Item>
            <Tag color={p.main ? 'blue' : 'default'}>
              {p.main ? t('admin.center.main') : t('admin.center.concurrent')}
            </Tag>
            {[p.orgName, p.positionName].filter(Boolean).join(' · ')}
          </List.Item>
        )}
      />
    </Spin>
  )
}
