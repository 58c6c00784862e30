import { crud, type PageSeed } from '../../../core/resources.js'

/** The page and its buttons (the permission codes of its routes). */
export const devJobPage: PageSeed = {
  catalog: 'menu-cat-base',
  sortCode: 4,
  id: 'menu-dev-job',
  code: 'devJob',
  title: '定时任务',
  titleEn: 'Scheduled jobs',
  path: '/dev/job',
  component: 'dev/job/index',
  icon: 'calendar-outlined',
  buttons: [
    ...crud('devJob', '定时任务', 'job'),
    ['devJobStatus', '启停定时任务', 'Enable or pause jobs'],
    ['devJobRun', '立即执行任务', 'Run jobs now'],
  ],
}
