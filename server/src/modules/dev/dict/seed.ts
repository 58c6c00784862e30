import { crud, type PageSeed } from '../../../core/resources.js'

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
