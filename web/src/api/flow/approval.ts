import type {
  FlowDecide,
  FlowDecideResult,
  FlowDefinitionDetail,
  FlowDefinitionRow,
  FlowDefinitionSave,
  FlowDoneRow,
  FlowInstanceDetail,
  FlowMineRow,
  FlowTodoRow,
  PageResult,
} from '@portal/contracts'
import { read } from '../read'
import { request } from '../request'

type PageQ = { current?: number; size?: number; searchKey?: string; formType?: string }

/** My approvals: tasks to do, decisions made, applications submitted, one application's trail. */
export const flowTaskApi = {
  todoPage: read<PageResult<FlowTodoRow>, PageQ>('/flow/task/todoPage'),
  todoCount: read<number>('/flow/task/todoCount'),
  donePage: read<PageResult<FlowDoneRow>, PageQ>('/flow/task/donePage'),
  minePage: read<PageResult<FlowMineRow>, PageQ>('/flow/task/minePage'),
  detail: read<FlowInstanceDetail, { id: string }>('/flow/instance/detail'),
  decide: (body: FlowDecide) => request.post<FlowDecideResult>('/flow/task/decide', body),
  withdraw: (id: string) => request.post<unknown>('/flow/instance/withdraw', { id }),
}

/** The approval steps of each kind of application. */
export const flowDefinitionApi = {
  list: read<FlowDefinitionRow[], object>('/flow/definition/list'),
  detail: read<FlowDefinitionDetail | null, { formType: string }>('/flow/definition/detail'),
  save: (body: FlowDefinitionSave) => request.post<string>('/flow/definition/save', body),
}
