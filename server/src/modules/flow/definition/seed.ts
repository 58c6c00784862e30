import { APPROVAL_MONITOR_MENU } from '../../../core/approval.js'
import type { PageSeed } from '../../../core/resources.js'

/** The approval steps of each kind of application; its holders may also read every trail. */
export const flowDefinitionPage: PageSeed = {
  catalog: 'menu-cat-flow',
  sortCode: 20,
  id: 'menu-flow-definition',
  code: APPROVAL_MONITOR_MENU,
  title: '审批流程',
  titleEn: 'Approval steps',
  path: '/flow/definition',
  component: 'flow/definition/index',
  icon: 'deployment-unit-outlined',
  buttons: [['flowDefinitionEdit', '配置审批流程', 'Set up approval steps']],
}
