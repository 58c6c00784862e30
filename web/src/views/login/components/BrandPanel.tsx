import CheckCircleFilled from '@ant-design/icons-svg/lib/asn/CheckCircleFilled'
import { SysBaseKey } from '@portal/contracts'
import { useTranslation } from 'react-i18next'
import Logo from '../../../components/Logo'
import { useSysName } from '../../../components/useSysName'
import { useBaseConfigStore } from '../../../stores/baseConfig'
import SvgIcon from './SvgIcon'

/** The branded left half of the login page (desktop only). */
export default function BrandPanel() {
  const { t } = useTranslation()
  const sysName = useSysName()
  const description = useBaseConfigStore((s) => s.config[SysBaseKey.description])?.trim()
  const points = [t('login.brandPoints.one'), t('login.brandPoints.two'), t('login.brandPoints.three')]
  return (
    <aside className="login-brand">
      <div className="login-brand-top">
        <Logo size={40} className="login-brand-logo" />
        <span className="login-brand-name" data-testid="brand-sys-name">
          {sysName}
        </span>
      </div>
      <div className="login-brand-body">
        <p className="login-brand-tagline">{t('login.brandTagline')}</p>
        <h2 className="login-brand-title">{sysName}</h2>
        {description && (
          <p className="login-brand-desc" data-testid="sys-description">
            {description}
          </p>
        )}
        <ul className="login-brand-points">
          {points.map((p) => (
            <li key={p}>
              <SvgIcon icon={CheckCircleFilled} /> {p}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  )
}
