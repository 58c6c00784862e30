import { useSyncExternalStore } from 'react'

/**
 * The system's "reduce motion" setting (WCAG 2.3.3): the back-office turns antd's motion off and the
 * phone pages antd-mobile's with it. The browser suite asks for it too, so drawers and dialogs open
 * and close at once instead of painting a few hundred milliseconds of frames each.
 */
const query = () =>
  typeof window === 'undefined' ? null : window.matchMedia('(prefers-reduced-motion: reduce)')

export const motionReduced = () => query()?.matches ?? false

export function onMotionSetting(change: () => void): () => void {
  const q = query()
  q?.addEventListener('change', change)
  return () => q?.removeEventListener('change', change)
}

export const useMotionReduced = () => useSyncExternalStore(onMotionSetting, motionReduced, () => false)
