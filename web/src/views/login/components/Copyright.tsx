import { SysBaseKey } from '@portal/contracts'
import { useTranslation } from 'react-i18next'
import { useBaseConfigStore } from '../../../stores/baseConfig'

/** Copyright (a link only when SNOWY_SYS_COPYRIGHT_URL is set, spec §2) and version. */
export default function Copyright({ className }: { className?: string }) {
  const { t } = useTranslation()
  const config = useBaseConfigStore((s) => s.config)
  const copyright = config[SysBaseKey.copyright]?.trim()
  const url = config[SysBaseKey.copyrightUrl]?.trim()
  const version = config[SysBaseKey.version]?.trim()
  return (
    <div className={`login-copyright ${className ?? ''}`} data-testid="login-copyright">
      {copyright &&
        (url ? (
          <a href={url} target="_blank" rel="noopener noreferrer" data-testid="copyright">
            {copyright}
          </a>
        ) : (
          <span data-testid="copyright">{copyright}</span>
        ))}
      {version && (
        <span className="login-version" data-testid="version">
          {t('login.version')} {version}
        </span>
      )}
    </div>
  )
}
