import type { PageSeed } from '../../../core/resources.js'

/** The page, its buttons (the permission codes of its routes) and its hideable fields. */
export const authMonitorPage: PageSeed = {
  catalog: 'menu-cat-log',
  sortCode: 2,
  id: 'menu-auth-monitor',
  code: 'authMonitor',
  title: '会话监控',
  titleEn: 'Sessions',
  path: '/auth/monitor',
  component: 'auth/monitor/index',
  icon: 'desktop-outlined',
  buttons: [
    ['authMonitorKick', '踢出会话', 'Kick out session'],
    ['authMonitorKickUser', '踢出用户', "Kick out user's sessions"],
  ],
}
