import type { ViewTexts } from '../../../i18n/views'

/** Texts of the kitchen's counts page (zh-cn); the English below has the same keys. */
const zhCn = {
  krsMealKitchen: {
    title: '厨房备餐统计',
    day: '日期',
    today: '今天',
    tomorrow: '明天',
    yesterday: '昨天',
    location: '餐厅',
    allLocations: '全部餐厅',
    refresh: '刷新',
    print: '打印',
    BREAKFAST: '早餐',
    LUNCH: '午餐',
    DINNER: '晚餐',
    NIGHT: '夜宵',
    cutoff: '截止 {{time}}',
    closed: '已截止',
    open: '可订餐',
    DRAFT: '未发布',
    orders: '订餐人数',
    portions: '份数',
    dish: '菜品',
    price: '单价',
    amount: '金额',
    total: '合计',
    noMenus: '{{day}} 没有菜单',
    noMenusAt: '{{day}} {{location}}没有菜单',
    noMenusHint: '菜单在“菜单发布”中按日期、餐次和餐厅发布。',
    summary: '{{meals}} 个餐次 · {{orders}} 人订餐 · {{portions}} 份 · 合计 {{amount}}',
    updatedAt: '更新于 {{time}}，窗口回到前台时自动刷新',
    printedAt: '打印时间 {{time}}',
    loadFailed: '备餐统计加载失败',
  },
}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    krsMealKitchen: {
      title: 'Kitchen counts',
      day: 'Day',
      today: 'Today',
      tomorrow: 'Tomorrow',
      yesterday: 'Yesterday',
      location: 'Canteen',
      allLocations: 'All canteens',
      refresh: 'Refresh',
      print: 'Print',
      BREAKFAST: 'Breakfast',
      LUNCH: 'Lunch',
      DINNER: 'Dinner',
      NIGHT: 'Night shift',
      cutoff: 'Cut-off {{time}}',
      closed: 'Closed',
      open: 'Taking orders',
      DRAFT: 'Not published',
      orders: 'Orders',
      portions: 'Portions',
      dish: 'Dish',
      price: 'Price',
      amount: 'Amount',
      total: 'Total',
      noMenus: 'No menus on {{day}}',
      noMenusAt: 'No menus at {{location}} on {{day}}',
      noMenusHint: 'Menus are published under “Menus” by day, meal and canteen.',
      summary: '{{meals}} meals · {{orders}} orders · {{portions}} portions · {{amount}} in all',
      updatedAt: 'Updated {{time}}; refreshed when the window comes back to the front',
      printedAt: 'Printed {{time}}',
      loadFailed: 'The counts could not be loaded',
    },
  },
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}
