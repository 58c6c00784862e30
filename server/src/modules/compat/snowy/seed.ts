import type { DictSeed } from '../../../core/seeds.js'

/** Dictionaries Snowy's client labels its menu page with (its type and "visible" columns). */
export const snowyMenuTypeDict: DictSeed = {
  type: 'MENU_TYPE',
  label: '菜单类型',
  labelEn: 'Menu type',
  sortCode: 90,
  items: [
    ['CATALOG', '目录', 'Catalog', 'blue'],
    ['MENU', '菜单', 'Menu', 'green'],
    ['IFRAME', '内链', 'Embedded page', 'purple'],
    ['LINK', '外链', 'External link', 'orange'],
  ],
}
export const snowyWhetherDict: DictSeed = {
  type: 'COMMON_WHETHER',
  label: '是否',
  labelEn: 'Yes or no',
  sortCode: 91,
  items: [
    ['TRUE', '是', 'Yes', 'green'],
    ['FALSE', '否', 'No', 'default'],
  ],
}
