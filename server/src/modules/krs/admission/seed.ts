import { KRS_DICT } from '@portal/contracts'
import type { PageSeed } from '../../../core/resources.js'
import type { DictSeed } from '../../../core/seeds.js'
import { admissionApp } from './service.js'

/** The admission applications contractors submitted, with their forms and trails. */
export const krsAdmissionPage: PageSeed = admissionApp.page

/** What the contractor's phone form offers (`/api/auth/c/dict`): qualifications and its people's trades. */
export const admissionDicts: DictSeed[] = [
  {
    type: KRS_DICT.qualification,
    label: '承包商资质类型',
    labelEn: 'Contractor qualification',
    sortCode: 6,
    items: [
      ['BUSINESS_LICENSE', '营业执照', 'Business licence', null],
      ['SAFETY_LICENSE', '安全生产许可证', 'Work safety licence', null],
      ['CONSTRUCTION_QUALIFICATION', '建筑业企业资质证书', 'Construction qualification', null],
      ['ISO45001', '职业健康安全管理体系认证', 'ISO 45001 certificate', null],
      ['OTHER', '其他资质', 'Other', null],
    ],
  },
  {
    type: KRS_DICT.jobType,
    label: '承包商工种',
    labelEn: 'Contractor job type',
    sortCode: 7,
    items: [
      ['MANAGER', '项目负责人', 'Project manager', null],
      ['SAFETY_OFFICER', '安全员', 'Safety officer', null],
      ['WELDER', '焊工', 'Welder', null],
      ['ELECTRICIAN', '电工', 'Electrician', null],
      ['SCAFFOLDER', '架子工', 'Scaffolder', null],
      ['RIGGER', '起重工', 'Rigger', null],
      ['LABOURER', '普工', 'General labourer', null],
    ],
  },
]
