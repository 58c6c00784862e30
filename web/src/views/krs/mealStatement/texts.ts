import type { ViewTexts } from '../../../i18n/views'

/** Texts of the monthly statements page (zh-cn); the English below has the same keys. */
const zhCn = {
  krsMealStatement: {
    title: '月度结算',
    month: '月份',
    thisMonth: '本月',
    lastMonth: '上月',
    tabCostCentres: '按成本中心',
    tabPeople: '按人员',
    costCentre: '成本中心',
    allCostCentres: '全部成本中心',
    people: '人数',
    meals: '餐数',
    amount: '金额',
    share: '金额占比',
    shareOf: '{{name}} 占金额的 {{percent}}%',
    total: '合计',
    name: '姓名',
    nameHint: '姓名或其中的字',
    noData: '{{month}} 没有订餐',
    exportHint: '导出所选月份的人员结算单（按人员页的查询条件）',
    print: '打印结算单',
  },
}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    krsMealStatement: {
      title: 'Monthly statements',
      month: 'Month',
      thisMonth: 'This month',
      lastMonth: 'Last month',
      tabCostCentres: 'By cost centre',
      tabPeople: 'By person',
      costCentre: 'Cost centre',
      allCostCentres: 'All cost centres',
      people: 'People',
      meals: 'Meals',
      amount: 'Amount',
      share: 'Share of amount',
      shareOf: '{{name}}: {{percent}}% of the amount',
      total: 'Total',
      name: 'Name',
      nameHint: 'Name or part of it',
      noData: 'No meals in {{month}}',
      exportHint: 'Exports the statement per person of the chosen month (with the filters of “By person”)',
      print: 'Print statement',
    },
  },
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}
