import { hasPerm as hasPermIn } from '@portal/contracts'
import { useUserStore } from '../stores/user'

export type PermMode = 'or' | 'and'

/**
 * Button permission (spec §6): one code or several; 'or' (default) wants any, 'and' wants all. False
 * without user info, without a code list or without a code.
 */
export function hasPerm(code: string | readonly string[] | null | undefined, mode: PermMode = 'or'): boolean {
  const { userInfo, permissions } = useUserStore.getState()
  if (!userInfo) return false
  return hasPermIn(permissions ?? userInfo.buttonCodeList, code, mode)
}

/** `hasPerm` that re-renders when the user's codes change. */
export function usePerm(code: string | readonly string[] | null | undefined, mode: PermMode = 'or'): boolean {
  const userInfo = useUserStore((s) => s.userInfo)
  const permissions = useUserStore((s) => s.permissions)
  if (!userInfo) return false
  return hasPermIn(permissions ?? userInfo.buttonCodeList, code, mode)
}

const NONE: readonly string[] = []

/**
 * Field permission: the FIELD codes of the menu `menuCode` the user is not granted (from
 * getLoginUser), for hiding columns and form fields. The server leaves those fields out of its
 * responses anyway; this only keeps the page from showing empty columns and inputs.
 */
export function useHiddenFields(menuCode: string | undefined): readonly string[] {
  const hidden = useUserStore((s) => (menuCode ? s.userInfo?.hiddenFieldCodes?.[menuCode] : undefined))
  return hidden ?? NONE
}
