import { useTranslation } from 'react-i18next'

/** Centred dots while a page (or the first route) loads; plain CSS, so it needs no antd. */
export default function PageLoading() {
  const { t } = useTranslation()
  return (
    <div className="page-loading" role="status" aria-label={t('common.loading')}>
      <div className="app-boot" aria-hidden="true">
        <i />
        <i />
        <i />
      </div>
    </div>
  )
}
