import { defineWorkbenchFigure } from '../../../core/workbench.js'
import { todayVisitCount, VISIT_MENU } from './service.js'
import './texts.js'

/** Approved visits whose window touches today, on the workbench (opens the reservations page). */
export const todayVisitorsFigure = defineWorkbenchFigure({
  key: 'todayVisitors',
  order: 95,
  title: 'krsVisitFigureToday',
  path: '/krs/visit?day=today&status=APPROVED',
  visible: (user) => user.superAdmin || user.menuCodes.has(VISIT_MENU),
  value: ({ db }) => todayVisitCount(db),
})
