/**
 * The calls of the login page and of the session code (login, logout, the user, the menu). Part of
 * the login page's entry chunk: keep it to plain calls.
 */
import type { LoginBody, LoginUser, MenuItem, PicCaptcha } from '@portal/contracts'
import { request } from './request'

/** Picture captcha for the login page (public). */
export const getPicCaptcha = () => request.get<PicCaptcha>('/auth/b/getPicCaptcha')

/** Log in with account and SM2-encrypted password; resolves with the token. */
export const doLogin = (body: LoginBody) => request.post<string>('/auth/b/doLogin', body)

/** End the session of the token in the header. */
export const doLogout = () => request.get<unknown>('/auth/b/doLogout')

/** The logged-in user (id, account, name, buttonCodeList, …). */
export const getLoginUser = () => request.get<LoginUser>('/auth/b/getLoginUser')

/** The user's modules, each with its menu tree. */
export const loginMenu = () => request.get<MenuItem[]>('/sys/userCenter/loginMenu')
