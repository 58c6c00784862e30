import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of krs/meal (menus, meal users, orders). */
export const texts = defineTexts({
  'zh-cn': {
    krsMealStatementNotFound: '结算记录不存在或已被删除',
    krsMealCostCentreUnknown: '成本中心“{value}”不在成本中心字典中',
    krsMealUserAccountRequired: '员工就餐人员请选择其系统账号',
    krsMealUserPhoneTaken: '该手机号已登记为就餐人员“{name}”',
    krsMealUserNotFound: '就餐人员不存在',
    krsMealUserHasOrders: '“{name}”已有订餐记录，不能删除（可停用）',
    krsMealLocationUnknown: '餐厅“{value}”不在餐厅字典中',
    krsMealCutoffInvalid: '截止时间格式应为 YYYY-MM-DD HH:mm',
    krsMealCutoffLate: '截止时间不能晚于用餐当天结束',
    krsMealDishTwice: '菜品“{name}”重复了',
    krsMealMenuTaken: '该餐厅当天的这一餐已有菜单',
    krsMealMenuNotFound: '菜单不存在',
    krsMealMenuOrderedMove: '已有人订餐，不能再改日期、餐次或餐厅',
    krsMealDishOrdered: '菜品“{name}”已有人订，不能删除',
    krsMealDishUnknown: '菜品不在这份菜单上',
    krsMealMenuOrdered: '{day} {location} 的菜单已有人订餐，不能删除或撤回',
    krsMealNotADiner: '您还不是就餐人员，请联系食堂或人事登记后再订餐',
    krsMealMenuNotOpen: '这份菜单未发布或已撤回',
    krsMealCutoffPassed: '已过订餐截止时间（{time}），不能再订、改或取消',
    krsMealNothingToCancel: '这一餐您没有订',
  },
  en: {
    krsMealStatementNotFound: 'The statement does not exist or has been deleted',
    krsMealCostCentreUnknown: 'Cost centre “{value}” is not in the cost centre dictionary',
    krsMealUserAccountRequired: 'Choose the employee’s account',
    krsMealUserPhoneTaken: 'This phone number is already meal user “{name}”',
    krsMealUserNotFound: 'The meal user does not exist',
    krsMealUserHasOrders: '“{name}” has orders and cannot be deleted (disable instead)',
    krsMealLocationUnknown: 'Canteen “{value}” is not in the canteen dictionary',
    krsMealCutoffInvalid: 'The cut-off must be YYYY-MM-DD HH:mm',
    krsMealCutoffLate: 'The cut-off cannot be after the meal’s day ends',
    krsMealDishTwice: 'Dish “{name}” is listed twice',
    krsMealMenuTaken: 'This canteen already has a menu for that meal on that day',
    krsMealMenuNotFound: 'The menu does not exist',
    krsMealMenuOrderedMove: 'People have ordered: the day, meal and canteen can no longer change',
    krsMealDishOrdered: 'Dish “{name}” has been ordered and cannot be removed',
    krsMealDishUnknown: 'The dish is not on this menu',
    krsMealMenuOrdered: 'The menu of {day} at {location} has orders: it cannot be deleted or taken back',
    krsMealNotADiner: 'You are not registered to order meals yet: ask the canteen or HR to add you',
    krsMealMenuNotOpen: 'This menu is not published or was taken back',
    krsMealCutoffPassed: 'Ordering closed at {time}: orders can no longer be placed, changed or cancelled',
    krsMealNothingToCancel: 'You have not ordered this meal',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}
