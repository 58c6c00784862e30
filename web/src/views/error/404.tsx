import { Button, Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import './404.css'

/** Not-found page: any unknown path, and menu entries whose page does not exist. */
export default function NotFound() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const back = () => {
    // React Router numbers its history entries: go back when there is somewhere to go back to.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0
    if (idx > 0) void navigate(-1)
    else void navigate('/', { replace: true })
  }
  return (
    <div className="not-found" data-testid="not-found">
      <Result
        status="404"
        title={t('error.notFoundTitle')}
        subTitle={t('error.notFound')}
        extra={
          <Button type="primary" onClick={back} data-testid="not-found-back">
            {t('common.back')}
          </Button>
        }
      />
    </div>
  )
}
