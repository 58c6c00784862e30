import type { MenuItem, PicCaptcha } from '@portal/contracts'
import { request } from './request'

/** The user's modules, each with its menu tree. */
export const loginMenu = () => request.get<MenuItem[]>('/sys/userCenter/loginMenu')

/** Picture captcha of the password-recovery page (public). */
export const getRecoveryCaptcha = () => request.get<PicCaptcha>('/sys/userCenter/getPicCaptcha')

/** Send a recovery code by e-mail; resolves with the request number kept for the reset. */
export const findPasswordGetEmailValidCode = (params: {
  email: string
  validCode: string
  validCodeReqNo: string
}) => request.get<string>('/sys/userCenter/findPasswordGetEmailValidCode', params)

/** Send a recovery code by SMS; resolves with the request number kept for the reset. */
export const findPasswordGetPhoneValidCode = (params: {
  phone: string
  validCode: string
  validCodeReqNo: string
}) => request.get<string>('/sys/userCenter/findPasswordGetPhoneValidCode', params)

interface ResetBody {
  validCode: string
  validCodeReqNo: string
  newPassword: string
}

export const findPasswordByEmail = (body: ResetBody & { email: string }) =>
  request.post<unknown>('/sys/userCenter/findPasswordByEmail', body)

export const findPasswordByPhone = (body: ResetBody & { phone: string }) =>
  request.post<unknown>('/sys/userCenter/findPasswordByPhone', body)

/** Update the caller's own details. */
export const updateUserInfo = (body: { name: string; nickname?: string; gender?: string }) =>
  request.post<unknown>('/sys/userCenter/updateUserInfo', body)
