import { APPROVAL_TODO_CAP } from '@portal/contracts'
import { holdsMenu } from '../../../core/holdsMenu.js'
import { defineWorkbenchFigure } from '../../../core/workbench.js'
import { todoCount } from './service.js'
import './texts.js'

/** Approval tasks waiting for the caller, on the workbench (opens "My approvals"). */
export const approvalTodoFigure = defineWorkbenchFigure({
  key: 'approvalTodo',
  order: 90,
  title: 'figureApprovalTodo',
  path: '/flow/task',
  visible: holdsMenu('flowTask'),
  value: ({ db }, user) => todoCount(db, user),
  cap: APPROVAL_TODO_CAP,
})
