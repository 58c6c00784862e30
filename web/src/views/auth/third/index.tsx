import type { ThirdBinding } from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { thirdBindingApi, thirdProviderApi } from '../../../api/auth/third'
import { ConfirmLink } from '../../../components/AdminKit'
import { useCrud } from '../../../components/AdminKit/crud'
import SearchTable, { type STColumn } from '../../../components/SearchTable'
import { selectField } from '../../../components/SearchTable/fields'

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
        <ConfirmLink
          code="authThirdUnbind"
          title={t('admin.third.confirmUnbind')}
          onConfirm={() => crud.remove([r.id])}
          testId={`third-unbind-${r.subject}`}
          danger
        >
          {t('admin.third.unbind')}
        </ConfirmLink>
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
        selectField(
          'platform',
          t('admin.third.platform'),
          providers.map((p) => ({ value: p.platform, label: providerName(p.platform) })),
          'third-platform-filter',
        ),
        crud.keywordField(t('admin.third.subject')),
      ]}
      data-testid="third-bindings"
    />
  )
}
