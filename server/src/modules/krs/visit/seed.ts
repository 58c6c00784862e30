import type { PageSeed } from '../../../core/resources.js'
import {
  VISIT_BLACKLIST_BUTTON,
  VISIT_CANCEL_BUTTON,
  VISIT_EXPORT_BUTTON,
  VISIT_MENU,
  VISIT_SETTINGS_BUTTON,
} from './service.js'

/** Visitor reservations with their trails and gate logs, the blacklist and the safety rules. */
export const krsVisitPage: PageSeed = {
  catalog: 'menu-cat-visitor',
  sortCode: 10,
  id: 'menu-krs-visit',
  code: VISIT_MENU,
  title: '访客预约',
  titleEn: 'Visitor reservations',
  path: '/krs/visit',
  component: 'krs/visit/index',
  icon: 'contacts-outlined',
  buttons: [
    [VISIT_CANCEL_BUTTON, '取消预约', 'Cancel reservation'],
    [VISIT_BLACKLIST_BUTTON, '访客黑名单', 'Visitor blacklist'],
    [VISIT_EXPORT_BUTTON, '导出访客', 'Export visitors'],
    [VISIT_SETTINGS_BUTTON, '安全须知设置', 'Safety settings'],
  ],
}
