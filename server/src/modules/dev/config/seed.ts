import { EmailKey, SysBaseKey } from '@portal/contracts'
import { crud, type PageSeed } from '../../../core/resources.js'
import { configSeeds } from '../../../core/seeds.js'

/** The page, its buttons (the permission codes of its routes) and its hideable fields. */
export const devConfigPage: PageSeed = {
  catalog: 'menu-cat-base',
  sortCode: 1,
  id: 'menu-dev-config',
  code: 'devConfig',
  title: '系统配置',
  titleEn: 'Configuration',
  path: '/dev/config',
  component: 'dev/config/index',
  icon: 'setting-outlined',
  buttons: [
    ...crud('devConfig', '配置', 'configuration'),
    ['devConfigEditBatch', '批量保存配置', 'Save settings'],
  ],
}

/** The base configuration (spec §3, defaults of spec §9) and the mail server the settings page edits. */
export const devConfigSettings = [
  ...configSeeds('SYS_BASE', [
    [SysBaseKey.name, '宏远实业集团', '系统名称'],
    [SysBaseKey.logo, '/logo.svg', '系统LOGO'],
    [SysBaseKey.description, '企业门户与综合管理平台', '系统描述'],
    [SysBaseKey.copyright, '宏远实业集团 ©2026 版权所有', '版权信息'],
    [SysBaseKey.copyrightUrl, '', '版权链接'],
    [SysBaseKey.version, '2.0', '系统版本'],
    [SysBaseKey.fileEngine, 'LOCAL', '默认文件引擎'],
    [SysBaseKey.captchaOpen, 'false', '登录验证码开关'],
  ]),
  ...configSeeds('EMAIL', [
    [EmailKey.host, '', 'SMTP 服务器'],
    [EmailKey.port, '465', 'SMTP 端口'],
    [EmailKey.secure, 'true', '使用 SSL/TLS'],
    [EmailKey.user, '', 'SMTP 账号'],
    [EmailKey.password, '', 'SMTP 密码'],
    [EmailKey.from, '', '发件人地址'],
  ]),
]
