import { crud, type PageSeed } from '../../../core/resources.js'
import { PRINT_MENU } from './service.js'

/** The page (templates, their designer and the print log), its buttons. */
export const devPrintPage: PageSeed = {
  catalog: 'menu-cat-base',
  sortCode: 6,
  id: 'menu-dev-print-template',
  code: PRINT_MENU,
  title: '打印模板',
  titleEn: 'Print templates',
  path: '/dev/printTemplate',
  component: 'dev/printTemplate/index',
  icon: 'printer-outlined',
  buttons: [...crud(PRINT_MENU, '打印模板', 'print template')],
}
