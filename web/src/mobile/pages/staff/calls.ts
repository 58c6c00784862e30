import type { FlowDecide, FlowDecideResult, FlowInstanceDetail, MobileMenuModule } from '@portal/contracts'
import { api } from '../../core'

/**
 * The employees' phone pages. Not under `/mobile`, the phone menus' own paths (`ROUTE_OF`): the
 * back-office has its mobile resources page there.
 */
export const STAFF_HOME = '/staff'
export const APPROVALS = '/staff/approve'
export const APPLICATIONS = '/staff/apply'
/** One application: with `taskId`, my open task on it, decided here. */
export const instancePath = (instanceId: string, taskId?: string) =>
  `${APPROVALS}/${encodeURIComponent(instanceId)}${taskId ? `/${encodeURIComponent(taskId)}` : ''}`

/** The lists' urls (the phone's paged list reads them). */
export const WAITING_URL = '/flow/task/todoPage'
export const DECIDED_URL = '/flow/task/donePage'
export const MINE_URL = '/flow/task/minePage'

export const staffCalls = {
  menu: () => api.get<MobileMenuModule[]>('/mobile/menu'),
  todoCount: () => api.get<number>('/flow/task/todoCount'),
  detail: (id: string) => api.get<FlowInstanceDetail>('/flow/instance/detail', { id }),
  decide: (body: FlowDecide) => api.post<FlowDecideResult>('/flow/task/decide', body),
}

/**
 * Where each phone menu (`mobile_resource.path`) opens in this app; a menu not here is a page the
 * phone does not have (it shows, greyed, with a hint to use a computer).
 */
export const ROUTE_OF: Record<string, string> = {
  '/mobile/approve': APPROVALS,
  '/mobile/apply': APPLICATIONS,
  '/mobile/meal': '/repastorder',
  '/mobile/survey': '/mealquestionnaireFrom',
  '/mobile/exam': '/examIndex',
  '/mobile/feedback': '/feedback',
}
