import { crud, type PageSeed } from '../../../core/resources.js'

/** The page, its buttons (the permission codes of its routes). */
export const bizCompanyInfoPage: PageSeed = {
  catalog: 'menu-cat-content',
  sortCode: 10,
  id: 'menu-biz-company-info',
  code: 'bizCompanyInfo',
  title: '公司信息',
  titleEn: 'Company information',
  path: '/biz/companyInfo',
  component: 'biz/companyInfo/index',
  icon: 'bank-outlined',
  buttons: [
    ...crud('bizCompanyInfo', '公司信息', 'company information'),
    ['bizCompanyInfoPublish', '发布公司信息', 'Publish company information'],
  ],
}
