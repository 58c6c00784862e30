import { MOBILE_BREAKPOINT } from '@portal/contracts'
import { useSyncExternalStore } from 'react'
import { create } from 'zustand'

/** Transient state of the shell (not persisted). */
interface ShellUiState {
  /** Content maximised: header, menus and tabs hidden. */
  maximized: boolean
  settingsOpen: boolean
  searchOpen: boolean
  mobileMenuOpen: boolean
  set: (patch: Partial<Omit<ShellUiState, 'set'>>) => void
}

export const useShellUi = create<ShellUiState>()((set) => ({
  maximized: false,
  settingsOpen: false,
  searchOpen: false,
  mobileMenuOpen: false,
  set: (patch) => set(patch),
}))

const mobileQuery = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`

function subscribe(onChange: () => void) {
  const mql = window.matchMedia(mobileQuery)
  mql.addEventListener('change', onChange)
  return () => mql.removeEventListener('change', onChange)
}

/** Below 992 px (spec §9): side menus hidden, menu in a drawer, no module menu, no search. */
export const useIsMobile = () => useSyncExternalStore(subscribe, () => window.matchMedia(mobileQuery).matches)
