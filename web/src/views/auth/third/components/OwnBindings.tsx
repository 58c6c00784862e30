import { useQuery, useQueryClient } from '@tanstack/react-query'
import { App, Button, Divider, List, Popconfirm, Space, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  thirdBindingApi,
  thirdBindMark,
  thirdBindRender,
  thirdLoginOptions,
} from '../../../../api/auth/third'
import { formatTime } from '../../../../utils/time'

/**
 * The user centre's third-party accounts: the caller's own bindings, each removable, and a button
 * per enabled provider not bound yet, which goes to the provider to bind the account signed in there.
 */
export default function OwnBindings() {
  const { t, i18n } = useTranslation()
  const { message } = App.useApp()
  const queryClient = useQueryClient()
  const { data, isFetching } = useQuery(thirdBindingApi.own.query({ current: 1, size: 50 }))
  const { data: providers } = useQuery({ queryKey: ['third', 'options'], queryFn: thirdLoginOptions })
  const [leaving, setLeaving] = useState<string | null>(null)
  const unbind = async (id: string) => {
    await thirdBindingApi.ownUnbind([id])
    void message.success(t('admin.third.unbound'), 1)
    void queryClient.invalidateQueries({ queryKey: thirdBindingApi.key })
  }
  const bindTo = async (platform: string) => {
    setLeaving(platform)
    try {
      const url = await thirdBindRender(platform)
      thirdBindMark.set()
      window.location.assign(url)
    } catch {
      // The request module has shown the server's message.
      setLeaving(null)
    }
  }
  const nameOf = (p: { name?: string | null; nameEn?: string | null; platform: string }) =>
    (i18n.language === 'en' && p.nameEn) || p.name || p.platform
  const bound = new Set((data?.records ?? []).map((b) => b.platform))
  const unbound = (providers ?? []).filter((p) => !bound.has(p.platform))
  return (
    <>
      <Divider titlePlacement="start">{t('admin.third.ownTitle')}</Divider>
      {unbound.length > 0 && (
        <Space wrap style={{ marginBottom: 12 }} data-testid="third-bind-buttons">
          {unbound.map((p) => (
            <Button key={p.platform} loading={leaving === p.platform} onClick={() => void bindTo(p.platform)}>
              {t('admin.third.bindWith', { name: nameOf(p) })}
            </Button>
          ))}
          <Typography.Text type="secondary">{t('admin.third.bindHint')}</Typography.Text>
        </Space>
      )}
      <List
        size="small"
        loading={isFetching}
        dataSource={data?.records ?? []}
        locale={{ emptyText: t('admin.third.ownNone') }}
        data-testid="own-third-bindings"
        renderItem={(b) => (
          <List.Item
            actions={[
              <Popconfirm
                key="unbind"
                title={t('admin.third.confirmUnbind')}
                onConfirm={() => unbind(b.id).catch(() => undefined)}
                okText={t('admin.common.ok')}
                cancelText={t('admin.common.cancel')}
              >
                <Button type="link" size="small" danger>
                  {t('admin.third.unbind')}
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={`${nameOf({ name: b.platformName, nameEn: b.platformNameEn, platform: b.platform })} · ${b.subjectName ?? b.subject}`}
              description={`${t('admin.third.boundAt')}: ${formatTime(b.createdAt)}`}
            />
          </List.Item>
        )}
      />
    </>
  )
}
