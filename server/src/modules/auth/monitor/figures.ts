import { holdsMenu } from '../../../core/holdsMenu.js'
import { defineWorkbenchFigure } from '../../../core/workbench.js'
import { monitorFigures } from './service.js'
import './texts.js'

/** Users online now, for those who hold the sessions monitor. */
export const onlineUsersFigure = defineWorkbenchFigure({
  key: 'onlineUsers',
  order: 900,
  title: 'figureOnlineUsers',
  path: '/auth/monitor',
  visible: holdsMenu('authMonitor'),
  value: async ({ db, sessions }) => (await monitorFigures(db, sessions)).onlineUsers,
})
