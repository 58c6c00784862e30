/**
 * The app's fixed paths. A leaf module: the guard, the session code, the router and the pages all
 * read it, and it imports nothing of theirs.
 */
export const LOGIN_PATH = '/login'
export const FINDPWD_PATH = '/findpwd'
export const USER_CENTER_PATH = '/usercenter'

/** Pages anyone may open (spec §4). Those not built yet show the not-found page, without a login. */
/** The third-party login's return address (spec §4), public. */
export const CALLBACK_PATH = '/callback'
export const PUBLIC_PATHS: readonly string[] = [LOGIN_PATH, FINDPWD_PATH, '/home', CALLBACK_PATH]

/** Where a user whose password has expired is kept: the personal centre's change-password form. */
export const PASSWORD_CHANGE_PATH = `${USER_CENTER_PATH}?tab=password`
/** Where a user whose role requires a one-time password binds it. */
export const OTP_SETUP_PATH = `${USER_CENTER_PATH}?tab=otp`
