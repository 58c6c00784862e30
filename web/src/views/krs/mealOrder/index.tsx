import {
  COST_CENTRE_DICT,
  MEAL_LOCATION_DICT,
  MEAL_ORDER_STATUSES,
  MEALS,
  type Meal,
  type MealOrderRow,
} from '@portal/contracts'
import { DatePicker, Grid, Input, Tag } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { mealOrderApi } from '../../../api/krs/meal'
import { ExportButton } from '../../../components/AdminKit/ExcelButtons'
import { DictSelect } from '../../../components/Dict'
import SearchTable, { type SearchTableRef, type STColumn } from '../../../components/SearchTable'
import { optionsOf, selectField } from '../../../components/SearchTable/fields'

const MEAL_COLOR: Record<Meal, string> = {
  BREAKFAST: 'gold',
  LUNCH: 'green',
  DINNER: 'blue',
  NIGHT: 'purple',
}

/** Whole fen as yuan: ¥12.00. */
const yuan = (cents: number) => `¥${(cents / 100).toFixed(2)}`

/** The search form's values as the list's query: the day as `YYYY-MM-DD`. */
const toQuery = ({ day, ...rest }: Record<string, unknown>) => ({
  ...rest,
  day: dayjs.isDayjs(day) ? day.format('YYYY-MM-DD') : day,
})

/**
 * Meal orders (`/repastorder`, issue 27): every order by day, meal, canteen, state and name, with
 * its dishes and amount; cancelled ones stay listed; the export of what the filter matches.
 */
export default function MealOrderPage() {
  const { t } = useTranslation()
  const [table, setTable] = useState<SearchTableRef | null>(null)
  const wide = Grid.useBreakpoint().xl ?? true
  const word = (k: string) => t(`admin.krsRepastOrder.${k as Meal}`)

  const columns: STColumn<MealOrderRow>[] = [
    { title: t('admin.krsRepastOrder.day'), dataIndex: 'day', width: 110 },
    {
      title: t('admin.krsRepastOrder.meal'),
      dataIndex: 'meal',
      width: 90,
      render: (v: string) => <Tag color={MEAL_COLOR[v as Meal]}>{word(v)}</Tag>,
      printText: (r) => word(r.meal),
    },
    {
      title: t('admin.krsRepastOrder.location'),
      dataIndex: 'location',
      width: 120,
      dict: MEAL_LOCATION_DICT,
    },
    { title: t('admin.krsRepastOrder.name'), dataIndex: 'userName', width: 110 },
    {
      title: t('admin.krsRepastOrder.costCentre'),
      dataIndex: 'costCentre',
      width: 140,
      dict: COST_CENTRE_DICT,
      responsive: ['xl'],
    },
    // The dishes take what the row leaves: less below 1200 px.
    { title: t('admin.krsRepastOrder.dishes'), dataIndex: 'itemsText', width: wide ? 320 : 200 },
    {
      title: t('admin.krsRepastOrder.amount'),
      dataIndex: 'totalCents',
      width: 100,
      align: 'right',
      render: (v: number) => yuan(v),
      printText: (r) => yuan(r.totalCents),
    },
    {
      title: t('admin.krsRepastOrder.status'),
      dataIndex: 'status',
      width: 90,
      render: (v: string) => (
        <Tag color={v === 'ORDERED' ? 'success' : 'default'} data-testid="order-status">
          {word(v)}
        </Tag>
      ),
      printText: (r) => word(r.status),
    },
    {
      title: t('admin.krsRepastOrder.updatedAt'),
      dataIndex: 'updatedAt',
      width: 170,
      printConfig: { type: 'time' },
      responsive: ['xl'],
    },
  ]

  return (
    <SearchTable
      id="krs-meal-order"
      ref={setTable}
      printTitle={t('admin.krsRepastOrder.title')}
      columns={columns}
      request={mealOrderApi.page}
      toQuery={toQuery}
      searchFields={[
        {
          name: 'userName',
          label: t('admin.krsRepastOrder.name'),
          node: (
            <Input allowClear placeholder={t('admin.krsRepastOrder.nameHint')} data-testid="order-q-name" />
          ),
        },
        {
          name: 'day',
          label: t('admin.krsRepastOrder.day'),
          node: <DatePicker style={{ width: '100%' }} data-testid="order-q-day" />,
        },
        selectField('meal', t('admin.krsRepastOrder.meal'), optionsOf(MEALS, word), 'order-q-meal'),
        {
          name: 'location',
          label: t('admin.krsRepastOrder.location'),
          node: <DictSelect type={MEAL_LOCATION_DICT} data-testid="order-q-location" />,
        },
        selectField(
          'status',
          t('admin.krsRepastOrder.status'),
          optionsOf(MEAL_ORDER_STATUSES, word),
          'order-q-status',
        ),
      ]}
      toolbar={
        <ExportButton
          code="krsRepastOrderExport"
          call={mealOrderApi.export}
          fileName="meal-orders.xlsx"
          query={() => toQuery(table?.searchValues() ?? {})}
          testId="order-export"
        />
      }
      data-testid="order-table"
    />
  )
}
