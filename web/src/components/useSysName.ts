import { SysBaseKey } from '@portal/contracts'
import { useTranslation } from 'react-i18next'
import { useBaseConfigStore } from '../stores/baseConfig'

/** The configured system name, or the built-in application name. */
export function useSysName(): string {
  const { t } = useTranslation()
  const name = useBaseConfigStore((s) => s.config[SysBaseKey.name])
  return name?.trim() || t('common.appName')
}
