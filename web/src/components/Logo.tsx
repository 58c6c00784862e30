import { SysBaseKey } from '@portal/contracts'
import { useState } from 'react'
import { useBaseConfigStore } from '../stores/baseConfig'
import { useSysName } from './useSysName'

/** The built-in logo in web/public, used when none is configured or the configured one fails. */
export const BUILTIN_LOGO = '/logo.svg'

/** The configured system logo (SNOWY_SYS_LOGO), falling back to the built-in one. */
export default function Logo({ size = 32, className }: { size?: number; className?: string }) {
  const configured = useBaseConfigStore((s) => s.config[SysBaseKey.logo])?.trim()
  const name = useSysName()
  const [failed, setFailed] = useState<string | null>(null)
  const src = configured && failed !== configured ? configured : BUILTIN_LOGO
  return (
    <img
      src={src}
      alt={name}
      width={size}
      height={size}
      className={className}
      onError={() => setFailed(configured ?? null)}
      style={{ objectFit: 'contain' }}
    />
  )
}
