import type { PageSeed } from '../../../core/resources.js'
import { CONTRACTOR_MENU, PERSON_FIELDS } from './service.js'

/** Admitted contractors: qualifications, people, assignments, standing, history, export. */
export const krsContractorPage: PageSeed = {
  catalog: 'menu-cat-contractor',
  sortCode: 10,
  id: 'menu-krs-contractor',
  code: CONTRACTOR_MENU,
  title: '承包商资质管理',
  titleEn: 'Contractors',
  path: '/krs/contractor',
  component: 'krs/contractor/index',
  icon: 'safety-certificate-outlined',
  buttons: [
    ['krsContractorEdit', '编辑承包商', 'Edit contractor'],
    ['krsContractorBlacklist', '拉黑 / 解除黑名单', 'Blacklist / lift blacklist'],
    ['krsContractorAssign', '分配承包商', 'Assign contractor'],
    ['krsContractorExport', '导出承包商', 'Export contractors'],
  ],
  fields: PERSON_FIELDS,
}
