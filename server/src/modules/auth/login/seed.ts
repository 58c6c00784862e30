import { LoginSecurityKey } from '@portal/contracts'
import { configSeeds } from '../../../core/seeds.js'

/** The login-security policy: failed sign-ins in a window lock the account for a while. */
export const loginSettings = configSeeds('LOGIN_SECURITY', [
  [LoginSecurityKey.failWindowMinutes, '15', '登录失败计数窗口（分钟）'],
  [LoginSecurityKey.failMaxTimes, '5', '窗口内允许的失败次数'],
  [LoginSecurityKey.lockMinutes, '15', '锁定时长（分钟）'],
  [LoginSecurityKey.otpRequiredRoles, '', '必须绑定动态口令的角色编码（英文逗号分隔，留空不强制）'],
])
