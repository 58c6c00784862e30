import { COST_CENTRE_DICT, MEAL_LOCATION_DICT } from '@portal/contracts'
import { crud, type PageSeed } from '../../../core/resources.js'
import type { DictSeed } from '../../../core/seeds.js'
import { KITCHEN_MENU, ORDER_MENU, STATEMENT_MENU } from './kitchen.js'
import { MENU_MENU } from './menus.js'
import { MEAL_USER_MENU } from './users.js'

const catalog = 'menu-cat-meal'

export const menuPage: PageSeed = {
  catalog,
  sortCode: 10,
  id: 'menu-krs-meal-menu',
  code: MENU_MENU,
  title: '菜单发布',
  titleEn: 'Menus',
  path: '/krs/mealMenu',
  component: 'krs/mealMenu/index',
  icon: 'calendar-outlined',
  buttons: [
    ...crud(MENU_MENU, '菜单', 'menu'),
    ['krsMealMenuPublish', '发布/撤回菜单', 'Publish or take back menus'],
  ],
}

/** Spec §2: `/repastorder`, the orders (people order on their phones, at `/repastorder` too). */
export const orderPage: PageSeed = {
  catalog,
  sortCode: 20,
  id: 'menu-krs-repast-order',
  code: ORDER_MENU,
  title: '订餐记录',
  titleEn: 'Meal orders',
  path: '/krs/mealOrder',
  component: 'krs/mealOrder/index',
  icon: 'file-text-outlined',
  buttons: [['krsRepastOrderExport', '导出订餐记录', 'Export orders']],
}

export const kitchenPage: PageSeed = {
  catalog,
  sortCode: 30,
  id: 'menu-krs-meal-kitchen',
  code: KITCHEN_MENU,
  title: '厨房备餐统计',
  titleEn: 'Kitchen counts',
  path: '/krs/mealKitchen',
  component: 'krs/mealKitchen/index',
  icon: 'dashboard-outlined',
  buttons: [['krsMealKitchenExport', '导出备餐统计', 'Export counts']],
}

export const statementPage: PageSeed = {
  catalog,
  sortCode: 40,
  id: 'menu-krs-meal-statement',
  code: STATEMENT_MENU,
  title: '月度结算',
  titleEn: 'Monthly statements',
  path: '/krs/mealStatement',
  component: 'krs/mealStatement/index',
  icon: 'bar-chart-outlined',
  buttons: [['krsMealStatementExport', '导出结算单', 'Export statements']],
}

/** Spec §2's admin view "meal users". */
export const mealUserPage: PageSeed = {
  catalog,
  sortCode: 50,
  id: 'menu-krs-meal-user',
  code: MEAL_USER_MENU,
  title: '就餐人员',
  titleEn: 'Meal users',
  path: '/krs/mealUser',
  component: 'krs/mealUser/index',
  icon: 'team-outlined',
  buttons: crud(MEAL_USER_MENU, '就餐人员', 'meal user'),
  fields: [['phone', '完整手机号码', 'Phone numbers in full']],
}

export const locationDict: DictSeed = {
  type: MEAL_LOCATION_DICT,
  label: '餐厅',
  labelEn: 'Canteen',
  sortCode: 22,
  items: [
    ['CANTEEN_1', '一号食堂', 'Canteen 1', 'blue'],
    ['CANTEEN_2', '二号食堂', 'Canteen 2', 'green'],
  ],
}

export const costCentreDict: DictSeed = {
  type: COST_CENTRE_DICT,
  label: '成本中心',
  labelEn: 'Cost centre',
  sortCode: 23,
  items: [
    ['CC-ADMIN', '行政部', 'Administration', 'blue'],
    ['CC-PROD', '生产部', 'Production', 'green'],
    ['CC-SAFETY', '安全环保部', 'Safety and environment', 'gold'],
    ['CC-LOGISTICS', '物流部', 'Logistics', 'purple'],
    ['CC-CONTRACTOR', '承包商', 'Contractors', 'volcano'],
  ],
}
