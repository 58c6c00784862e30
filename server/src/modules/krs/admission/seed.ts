import type { PageSeed } from '../../../core/resources.js'
import { ADMISSION_MENU } from './service.js'

/** The admission applications contractors submitted, with their forms and trails. */
export const krsAdmissionPage: PageSeed = {
  catalog: 'menu-cat-contractor',
  sortCode: 20,
  id: 'menu-krs-admission',
  code: ADMISSION_MENU,
  title: '准入申请记录',
  titleEn: 'Admission applications',
  path: '/krs/admission',
  component: 'krs/admission/index',
  icon: 'file-protect-outlined',
  buttons: [],
}
