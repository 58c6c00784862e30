import { DATE_FORMAT } from '@portal/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { App, Button, Divider, List, Popconfirm } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { thirdBindingApi } from '../../../../api/auth/third'

/** The user centre's third-party accounts: the caller's own bindings, each removable. */
export default function OwnBindings() {
  const { t, i18n } = useTranslation()
  const { message } = App.useApp()
  const queryClient = useQueryClient()
  const { data, isFetching } = useQuery(thirdBindingApi.own.query({ current: 1, size: 50 }))
  const unbind = async (id: string) => {
    await thirdBindingApi.ownUnbind([id])
    void message.success(t('admin.third.unbound'), 1)
    void queryClient.invalidateQueries({ queryKey: thirdBindingApi.key })
  }
  return (
    <>
      <Divider titlePlacement="start">{t('admin.third.ownTitle')}</Divider>
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
              title={`${(i18n.language === 'en' && b.platformNameEn) || b.platformName || b.platform} · ${b.subjectName ?? b.subject}`}
              description={`${t('admin.third.boundAt')}: ${dayjs(b.createdAt).format(DATE_FORMAT)}`}
            />
          </List.Item>
        )}
      />
    </>
  )
}
