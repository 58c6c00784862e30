import type { PageSeed } from '../../../core/resources.js'
import { WORK_MENU, WORK_REVOKE_BUTTON } from './service.js'

/** Entry-work applications with their workers, trails and passes ("vendor access and admission records"). */
export const krsWorkPage: PageSeed = {
  catalog: 'menu-cat-contractor',
  sortCode: 30,
  id: 'menu-krs-work',
  code: WORK_MENU,
  title: '进场作业申请记录',
  titleEn: 'Entry-work applications',
  path: '/krs/work',
  component: 'krs/work/index',
  icon: 'idcard-outlined',
  buttons: [[WORK_REVOKE_BUTTON, '收回通行证', 'Revoke pass']],
}
