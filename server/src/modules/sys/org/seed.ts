import { crud, type PageSeed } from '../../../core/resources.js'
import type { DictSeed } from '../../../core/seeds.js'

/** The page, its buttons (the permission codes of its routes) and its hideable fields. */
export const sysOrgPage: PageSeed = {
  catalog: 'menu-cat-org',
  sortCode: 0,
  id: 'menu-sys-org',
  code: 'sysOrg',
  title: '组织机构',
  titleEn: 'Organisations',
  path: '/sys/org',
  component: 'sys/org/index',
  icon: 'cluster-outlined',
  buttons: [...crud('sysOrg', '组织', 'organisation'), ['sysOrgCopy', '复制组织', 'Copy organisations']],
}

export const orgCategoryDict: DictSeed = {
  type: 'ORG_CATEGORY',
  label: '组织分类',
  labelEn: 'Organisation category',
  sortCode: 3,
  items: [
    ['COMPANY', '公司', 'Company', 'blue'],
    ['DEPT', '部门', 'Department', 'cyan'],
  ],
}
