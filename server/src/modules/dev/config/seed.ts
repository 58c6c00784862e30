import { crud, type PageSeed } from '../../../core/resources.js'

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
