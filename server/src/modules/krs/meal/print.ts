import { COST_CENTRE_DICT, MEAL_LOCATION_DICT, MEALS } from '@portal/contracts'
import { dictItems } from '../../../core/dicts.js'
import { notFound } from '../../../core/errors.js'
import { definePrintDoc } from '../../../core/print.js'
import { MEAL_WORDS, STATEMENT_MENU } from './kitchen.js'
import './texts.js'

const MEAL_RANK = new Map<string, number>(MEALS.map((m, i) => [m, i]))
const yuan = (cents: number) => (cents / 100).toFixed(2)

/**
 * The meal statement of one person for a month: one row of the monthly statements page (a person
 * and a cost centre in a month, `krsMealStatement`), with every dish of the meals they ordered in it
 * — day, meal, canteen, dish, portions, price, amount — and the totals the statement keeps.
 */
export const mealStatementPrint = definePrintDoc({
  type: 'mealStatement',
  title: '用餐结算单',
  titleEn: 'Meal statement',
  menu: STATEMENT_MENU,
  fields: [
    { key: 'month', label: '结算月份', labelEn: 'Month' },
    { key: 'period', label: '结算期间', labelEn: 'Period' },
    { key: 'userName', label: '就餐人', labelEn: 'Name' },
    { key: 'costCentre', label: '成本中心', labelEn: 'Cost centre' },
    { key: 'meals', label: '用餐次数', labelEn: 'Meals' },
    { key: 'portions', label: '份数合计', labelEn: 'Portions' },
    { key: 'totalAmount', label: '金额合计（元）', labelEn: 'Total (yuan)' },
  ],
  tables: [
    {
      key: 'lines',
      label: '用餐明细',
      labelEn: 'Meals ordered',
      columns: [
        ['日期', 'Day'],
        ['餐次', 'Meal'],
        ['餐厅', 'Canteen'],
        ['菜品', 'Dish'],
        ['份数', 'Portions'],
        ['单价（元）', 'Price (yuan)'],
        ['金额（元）', 'Amount (yuan)'],
      ],
    },
  ],
  sample: {
    label: '王芳 2026-11',
    values: {
      month: '2026-11',
      period: '2026-11-01 ~ 2026-11-30',
      userName: '王芳',
      costCentre: '行政部',
      meals: '3',
      portions: '6',
      totalAmount: '58.00',
    },
    tables: {
      lines: [
        ['2026-11-02', '午餐', '一号食堂', '红烧肉', '1', '12.00', '12.00'],
        ['2026-11-02', '午餐', '一号食堂', '米饭', '2', '1.00', '2.00'],
        ['2026-11-03', '午餐', '一号食堂', '番茄炒蛋', '1', '8.00', '8.00'],
        ['2026-11-03', '晚餐', '二号食堂', '清蒸鲈鱼', '1', '28.00', '28.00'],
        ['2026-11-03', '晚餐', '二号食堂', '米饭', '1', '1.00', '1.00'],
        ['2026-11-03', '晚餐', '二号食堂', '紫菜蛋花汤', '1', '7.00', '7.00'],
      ],
    },
  },
  async load(db, { id, lang }) {
    const s = await db
      .selectFrom('krsMealStatement')
      .select(['id', 'month', 'mealUserId', 'userName', 'costCentre', 'meals', 'totalCents'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!s) throw notFound('krsMealStatementNotFound')
    // The orders the statement adds up: the person's, at that cost centre, in that month, not cancelled.
    const orders = await db
      .selectFrom('krsMealOrder')
      .select(['id', 'day', 'meal', 'location'])
      .where('mealUserId', '=', s.mealUserId)
      .where('day', '>=', `${s.month}-01`)
      .where('day', '<=', `${s.month}-31`)
      .where('costCentre', '=', s.costCentre)
      .where('status', '=', 'ORDERED')
      .execute()
    const items = orders.length
      ? await db
          .selectFrom('krsMealOrderItem')
          .select(['orderId', 'dishName', 'qty', 'priceCents'])
          .where(
            'orderId',
            'in',
            orders.map((o) => o.id),
          )
          .orderBy('id')
          .execute()
      : []
    const en = lang === 'en'
    const [centres, canteens] = await Promise.all([
      dictItems(db, COST_CENTRE_DICT),
      dictItems(db, MEAL_LOCATION_DICT),
    ])
    const label = (dict: typeof centres, value: string) => {
      const d = dict.find((i) => i.value === value)
      return (en ? d?.labelEn || d?.label : d?.label) ?? value
    }
    orders.sort(
      (a, b) => a.day.localeCompare(b.day) || (MEAL_RANK.get(a.meal) ?? 9) - (MEAL_RANK.get(b.meal) ?? 9),
    )
    const lines = orders.flatMap((o) =>
      items
        .filter((i) => i.orderId === o.id)
        .map((i) => [
          o.day,
          MEAL_WORDS[o.meal]?.[en ? 1 : 0] ?? o.meal,
          label(canteens, o.location),
          i.dishName,
          String(i.qty),
          yuan(i.priceCents),
          yuan(i.qty * i.priceCents),
        ]),
    )
    const [y, m] = s.month.split('-').map(Number)
    const lastDay = new Date(Date.UTC(y!, m!, 0)).getUTCDate()
    return {
      label: `${s.userName} ${s.month}`,
      values: {
        month: s.month,
        period: `${s.month}-01 ~ ${s.month}-${String(lastDay).padStart(2, '0')}`,
        userName: s.userName,
        costCentre: label(centres, s.costCentre),
        meals: String(s.meals),
        portions: String(items.reduce((n, i) => n + i.qty, 0)),
        totalAmount: yuan(s.totalCents),
      },
      tables: { lines },
    }
  },
})
