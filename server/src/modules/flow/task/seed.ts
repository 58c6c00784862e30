import type { PageSeed } from '../../../core/resources.js'

/** "My approvals": its routes need only a login (anyone may be asked); the page needs the grant. */
export const flowTaskPage: PageSeed = {
  catalog: 'menu-cat-flow',
  sortCode: 10,
  id: 'menu-flow-task',
  code: 'flowTask',
  title: '我的审批',
  titleEn: 'My approvals',
  path: '/flow/task',
  component: 'flow/task/index',
  icon: 'profile-outlined',
  buttons: [],
}
