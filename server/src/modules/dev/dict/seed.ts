import { crud, type PageSeed } from '../../../core/resources.js'
import type { DictSeed } from '../../../core/seeds.js'

/** The page, its buttons (the permission codes of its routes) and its hideable fields. */
export const devDictPage: PageSeed = {
  catalog: 'menu-cat-base',
  sortCode: 0,
  id: 'menu-dev-dict',
  code: 'devDict',
  title: '数据字典',
  titleEn: 'Dictionaries',
  path: '/dev/dict',
  component: 'dev/dict/index',
  icon: 'book-outlined',
  buttons: crud('devDict', '字典', 'dictionary'),
}

/** The general-purpose dictionaries every form may use. */
export const commonDicts: DictSeed[] = [
  {
    type: 'GENDER',
    label: '性别',
    labelEn: 'Gender',
    sortCode: 0,
    items: [
      ['MALE', '男', 'Male', null],
      ['FEMALE', '女', 'Female', null],
      ['UNKNOWN', '未知', 'Unknown', null],
    ],
  },
  {
    type: 'COMMON_STATUS',
    label: '通用状态',
    labelEn: 'Common status',
    sortCode: 1,
    items: [
      ['ENABLE', '正常', 'Enabled', 'green'],
      ['DISABLE', '停用', 'Disabled', 'red'],
    ],
  },
  {
    type: 'YES_OR_NO',
    label: '是否',
    labelEn: 'Yes or no',
    sortCode: 2,
    items: [
      ['YES', '是', 'Yes', 'blue'],
      ['NO', '否', 'No', 'default'],
    ],
  },
]
