/**
 * The calls of the login page and of the session code (login, logout, the user, the menu). Part of
 * the login page's entry chunk: keep it to plain calls.
 */
import type { LoginBody, LoginUser, MenuItem, PicCaptcha } from '@portal/contracts'
import { type Kept, request } from './request'

/** Picture captcha for the login page (public). */
export const getPicCaptcha = () => request.get<PicCaptcha>('/auth/b/getPicCaptcha')

/** Log in with account and SM2-encrypted password; resolves with the token. */
export const doLogin = (body: LoginBody) => request.post<string>('/auth/b/doLogin', body)

/** End the session of the token in the header. */
export const doLogout = () => request.get<unknown>('/auth/b/doLogout')

const LOGIN_USER_URL = '/auth/b/getLoginUser'

/** The logged-in user (id, account, name, buttonCodeList, …). */
export const getLoginUser = () => request.get<LoginUser>(LOGIN_USER_URL)

/** The same, revalidating the kept copy (a 304 keeps it); resolves with the user and its ETag. */
export const reloadLoginUser = (kept: Kept<LoginUser> | null) => request.revalidate(LOGIN_USER_URL, kept)

/** The user's modules, each with its menu tree, revalidating the kept copy (a 304 keeps it). */
export const loginMenu = (kept: Kept<MenuItem[]> | null) =>
  request.revalidate<MenuItem[]>('/sys/userCenter/loginMenu', kept)
