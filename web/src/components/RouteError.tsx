import { CloseCircleFilled } from '@ant-design/icons'
import { Button } from 'antd'
import { lazy, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, useRouteError } from 'react-router'

const NotFound = lazy(() => import('../views/error/404'))

/** Router error boundary: logs the error and offers a reload (a 404 response shows the 404 page). */
export default function RouteError() {
  const error = useRouteError()
  const { t } = useTranslation()
  useEffect(() => {
    console.error('router error', error)
  }, [error])
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense>
        <NotFound />
      </Suspense>
    )
  }
  return (
    <div className="route-error" role="alert">
      <CloseCircleFilled className="route-error-icon" />
      <h1>{t('error.unexpected')}</h1>
      <p>{t('error.unexpectedHint')}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </Button>
    </div>
  )
}
