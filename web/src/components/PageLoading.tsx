import { Spin } from 'antd'
import { useTranslation } from 'react-i18next'

/** Centred spinner while a page (or the first route) loads. */
export default function PageLoading() {
  const { t } = useTranslation()
  return (
    <div className="page-loading">
      <Spin size="large" description={t('common.loading')} />
    </div>
  )
}
