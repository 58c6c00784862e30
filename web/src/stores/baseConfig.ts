import { configMap, StorageKey, SysBaseKey } from '@portal/contracts'
import { create } from 'zustand'
import { sysBaseList } from '../api/config'
import { isObject, persisted } from './persisted'

interface BaseConfigState {
  /** System base configuration, configKey -> configValue (SNOWY_SYS_BASE_CONFIG). */
  config: Record<string, string>
  /** Fetch the public base configuration (once per page load unless `force`) and keep it. */
  load: (force?: boolean) => Promise<Record<string, string>>
}

let pending: Promise<Record<string, string>> | null = null

export const useBaseConfigStore = create<BaseConfigState>()(
  persisted({ config: { key: StorageKey.sysBaseConfig, valid: isObject } }, (set, get) => ({
    config: {},
    load: (force = false) => {
      if (!pending || force) {
        const current = sysBaseList().then((records) => {
          const config = configMap(records)
          set({ config })
          return config
        })
        current.catch(() => {
          if (pending === current) pending = null
        })
        pending = current
      }
      return pending.then(
        (config) => config,
        () => get().config,
      )
    },
  })),
)

/** The system name, or the built-in application name when none is configured. */
export const selectSysName = (s: BaseConfigState) => s.config[SysBaseKey.name] ?? ''
