import { UNREAD_CAP } from '@portal/contracts'
import { defineWorkbenchFigure } from '../../../core/workbench.js'
import { unreadCount } from './service.js'
import './texts.js'

/** The caller's unread messages, on the workbench (the bell and the user centre list them). */
export const unreadMessagesFigure = defineWorkbenchFigure({
  key: 'unreadMessages',
  order: 100,
  title: 'figureUnreadMessages',
  path: '/usercenter?tab=messages',
  visible: () => true,
  value: ({ db }, user) => unreadCount(db, user),
  cap: UNREAD_CAP,
})
