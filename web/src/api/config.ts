import type { ConfigRecord } from '@portal/contracts'
import { request } from './request'

/** Public system base configuration (name, logo, captcha switch, SM2 public key, …). */
export const sysBaseList = () => request.get<ConfigRecord[]>('/dev/config/sysBaseList')
