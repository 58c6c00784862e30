import { defineWorkbenchFigure } from '../../../core/workbench.js'
import './texts.js'

/** The caller's unread messages, on the workbench (the drawer and the user centre list them). */
export const unreadMessagesFigure = defineWorkbenchFigure({
  key: 'unreadMessages',
  order: 100,
  title: 'figureUnreadMessages',
  path: '/usercenter?tab=messages',
  visible: () => true,
  value: async ({ db }, user) => {
    const row = await db
      .selectFrom('sysMessageUser')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('userId', '=', user.id)
      .where('readFlag', '=', 0)
      .executeTakeFirst()
    return Number(row?.n ?? 0)
  },
})
