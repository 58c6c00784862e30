import type { ViewTexts } from '../../../i18n/views'

/** Texts of the meal orders page (zh-cn); the English below has the same keys. */
const zhCn = {
  krsRepastOrder: {
    title: '订餐记录',
    day: '日期',
    meal: '餐次',
    BREAKFAST: '早餐',
    LUNCH: '午餐',
    DINNER: '晚餐',
    NIGHT: '夜宵',
    location: '餐厅',
    name: '姓名',
    nameHint: '订餐人姓名',
    costCentre: '成本中心',
    dishes: '菜品',
    amount: '金额',
    status: '状态',
    ORDERED: '已订',
    CANCELLED: '已取消',
    updatedAt: '最后修改',
  },
}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    krsRepastOrder: {
      title: 'Meal orders',
      day: 'Day',
      meal: 'Meal',
      BREAKFAST: 'Breakfast',
      LUNCH: 'Lunch',
      DINNER: 'Dinner',
      NIGHT: 'Night shift',
      location: 'Canteen',
      name: 'Name',
      nameHint: 'Name of who ordered',
      costCentre: 'Cost centre',
      dishes: 'Dishes',
      amount: 'Amount',
      status: 'Status',
      ORDERED: 'Ordered',
      CANCELLED: 'Cancelled',
      updatedAt: 'Last changed',
    },
  },
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}
