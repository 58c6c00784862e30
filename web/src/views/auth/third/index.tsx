import type { ThirdBinding } from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import { Button, Popconfirm, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { thirdBindingApi, thirdProviderApi } from '../../../api/auth/third'
import { useCrud } from '../../../components/AdminKit/crud'
import Auth from '../../../components/Auth'
import SearchTable, { type STColumn } from '../../../components/SearchTable'

/**
 * Third-party login bindings (provider, subject, account, time) with search and unbind. The
 * providers themselves are edited in the configuration page's third-party tab.
 */
export default function ThirdBindingPage() {
  const { t, i18n } = useTranslation()
  const crud = useCrud<ThirdBinding, object>(thirdBindingApi)
  const { data: providers = [] } = useQuery(thirdProviderApi.list.query({}))
  const providerName = (platform: string) => {
    const p = providers.find((x) => x.platform === platform)
    return p ? (i18n.language === 'en' && p.nameEn) || p.name : platform
  }

  const columns: STColumn<ThirdBinding>[] = [
    {
      title: t('admin.third.platform'),
      dataIndex: 'platform',
      width: 140,
      render: (v: string) => providerName(v),
    },
    { title: t('admin.third.subject'), dataIndex: 'subject' },
    { title: t('admin.third.subjectName'), dataIndex: 'subjectName' },
    { title: t('admin.third.user'), dataIndex: 'userAccount' },
    { title: t('admin.third.userName'), dataIndex: 'userName' },
    { title: t('admin.third.boundAt'), dataIndex: 'createdAt', width: 180, printConfig: { type: 'time' } },
    {
      title: t('admin.common.action'),
      key: 'action',
      isPrint: false,
      width: 100,
      render: (_: unknown, r: ThirdBinding) => (
        <Auth code="authThirdUnbind">
          <Popconfirm
            title={t('admin.third.confirmUnbind')}
            onConfirm={() => crud.remove([r.id]).catch(() => undefined)}
            okText={t('admin.common.ok')}
            cancelText={t('admin.common.cancel')}
          >
            <Button type="link" size="small" danger data-testid={`third-unbind-${r.subject}`}>
              {t('admin.third.unbind')}
            </Button>
          </Popconfirm>
        </Auth>
      ),
    },
  ]

  return (
    <SearchTable
      id="auth-third"
      ref={crud.table}
      printTitle={t('admin.third.bindings')}
      columns={columns}
      request={thirdBindingApi.page}
      searchFields={[
        {
          name: 'platform',
          label: t('admin.third.platform'),
          node: (
            <Select
              allowClear
              options={providers.map((p) => ({ value: p.platform, label: providerName(p.platform) }))}
              data-testid="third-platform-filter"
            />
          ),
        },
        crud.keywordField(t('admin.third.subject')),
      ]}
      data-testid="third-bindings"
    />
  )
}
