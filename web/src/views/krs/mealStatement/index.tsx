import { COST_CENTRE_DICT, type CostCentreRow, type StatementRow } from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import { Button, Card, DatePicker, Empty, Flex, Input, Progress, Select, Space, Table, Tabs } from 'antd'
import dayjs from 'dayjs'
import { type HTMLAttributes, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { mealStatementApi } from '../../../api/krs/meal'
import { useActionColumn } from '../../../components/AdminKit/actionColumn'
import { ExportButton } from '../../../components/AdminKit/ExcelButtons'
import { useLabel } from '../../../components/ApplicationKit'
import { localLabel, useDict } from '../../../components/Dict'
import { PrintButton } from '../../../components/Print'
import SearchTable, { ListTable, type SearchTableRef, type STColumn } from '../../../components/SearchTable'
import { companyToday } from '../../../utils/time'

const MONTH = 'YYYY-MM'
const EXPORT_BUTTON = 'krsMealStatementExport'

/** Whole fen as yuan with two decimals: 1200 → ¥12.00. */
const yuan = (cents: number) =>
  `¥${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
const count = (n: number) => n.toLocaleString('en-US')

/** A search's values without the empty ones (what the export is asked with). */
const given = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''))

/**
 * A month's meal statements (issue 27): per cost centre (people, meals, amount and its share of the
 * month's) and per person (by name and cost centre); the export is the month's statement per person
 * with the filters of the per-person list.
 */
export default function MealStatementPage() {
  const { t } = useTranslation()
  const ids = useId()
  const thisMonth = companyToday().slice(0, 7)
  const lastMonth = dayjs(`${thisMonth}-01`).subtract(1, 'month').format(MONTH)
  const [month, setMonth] = useState(thisMonth)
  const [tab, setTab] = useState('centres')
  const [table, setTable] = useState<SearchTableRef | null>(null)
  const quick: Array<[string, string]> = [
    ['thisMonth', thisMonth],
    ['lastMonth', lastMonth],
  ]

  return (
    <div data-testid="statement-page">
      <Card size="small" variant="borderless" style={{ marginBottom: 12 }}>
        <Flex wrap gap={12} align="center" justify="space-between">
          <Flex wrap gap={8} align="center">
            <label htmlFor={`${ids}-month`}>{t('admin.krsMealStatement.month')}</label>
            <DatePicker
              id={`${ids}-month`}
              picker="month"
              allowClear={false}
              value={dayjs(`${month}-01`)}
              format={MONTH}
              onChange={(d) => d && setMonth(d.format(MONTH))}
              style={{ width: 130 }}
              data-testid="statement-month"
            />
            <Space.Compact>
              {quick.map(([k, v]) => (
                <Button
                  key={k}
                  type={month === v ? 'primary' : 'default'}
                  autoInsertSpace={false}
                  aria-pressed={month === v}
                  onClick={() => setMonth(v)}
                  data-testid={`statement-${k}`}
                >
                  {t(`admin.krsMealStatement.${k as 'thisMonth'}`)}
                </Button>
              ))}
            </Space.Compact>
          </Flex>
          <ExportButton
            code={EXPORT_BUTTON}
            call={mealStatementApi.export}
            fileName={`meal-statement-${month}.xlsx`}
            query={() => given({ ...(table?.searchValues() ?? {}), month })}
            testId="statement-export"
          />
        </Flex>
      </Card>
      <Card size="small" variant="borderless" styles={{ body: { paddingTop: 0 } }}>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'centres',
              label: (
                <span data-testid="statement-tab-centres">{t('admin.krsMealStatement.tabCostCentres')}</span>
              ),
              children: <CostCentres month={month} />,
            },
            {
              key: 'people',
              label: <span data-testid="statement-tab-people">{t('admin.krsMealStatement.tabPeople')}</span>,
              children: <People month={month} setTable={setTable} />,
            },
          ]}
          data-testid="statement-tabs"
        />
      </Card>
    </div>
  )
}

/** The month per cost centre: people, meals, amount, and a bar of its share of the month's amount. */
function CostCentres({ month }: { month: string }) {
  const { t } = useTranslation()
  const label = useLabel(COST_CENTRE_DICT)
  const { data, isFetching } = useQuery({
    ...mealStatementApi.costCentres.query({ month }),
    refetchOnWindowFocus: true,
  })
  // Largest share first.
  const rows = [...(data ?? [])].sort((a, b) => b.totalCents - a.totalCents)
  const sum = (f: (r: CostCentreRow) => number) => rows.reduce((s, r) => s + f(r), 0)
  const total = sum((r) => r.totalCents)
  const share = (r: CostCentreRow) => (total ? Math.round((r.totalCents / total) * 1000) / 10 : 0)

  return (
    <ListTable<CostCentreRow>
      rowKey="costCentre"
      size="middle"
      loading={isFetching}
      dataSource={rows}
      pagination={false}
      onRow={(r) => ({ 'data-testid': `statement-centre-${r.costCentre}` }) as HTMLAttributes<HTMLElement>}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('admin.krsMealStatement.noData', { month })}
          />
        ),
      }}
      data-testid="statement-centres"
      columns={[
        {
          title: t('admin.krsMealStatement.costCentre'),
          dataIndex: 'costCentre',
          width: 220,
          render: (v: string) => label(v),
          text: (r) => label(r.costCentre),
        },
        {
          title: t('admin.krsMealStatement.people'),
          dataIndex: 'people',
          align: 'right',
          render: count,
        },
        {
          title: t('admin.krsMealStatement.meals'),
          dataIndex: 'meals',
          align: 'right',
          render: count,
        },
        {
          title: t('admin.krsMealStatement.amount'),
          dataIndex: 'totalCents',
          align: 'right',
          render: yuan,
        },
        {
          title: t('admin.krsMealStatement.share'),
          key: 'share',
          width: 300,
          text: (r) => `${share(r)}%`,
          render: (_: unknown, r) => (
            <Progress
              percent={share(r)}
              size="small"
              status="normal"
              format={(p) => `${p}%`}
              style={{ width: 240, maxWidth: '100%', marginBottom: 0 }}
              aria-label={t('admin.krsMealStatement.shareOf', {
                name: label(r.costCentre),
                percent: share(r),
              })}
            />
          ),
        },
      ]}
      summary={() =>
        rows.length ? (
          <Table.Summary.Row data-testid="statement-centres-total">
            <Table.Summary.Cell index={0}>
              <strong>{t('admin.krsMealStatement.total')}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <strong>{count(sum((r) => r.people))}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              <strong>{count(sum((r) => r.meals))}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              <strong>{yuan(total)}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4}>
              <strong>100%</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        ) : null
      }
    />
  )
}

/** The month per person: name, cost centre, meals, amount; filtered by name and cost centre. */
function People({ month, setTable }: { month: string; setTable: (ref: SearchTableRef | null) => void }) {
  const { t, i18n } = useTranslation()
  const centres = useDict(COST_CENTRE_DICT) ?? []
  const actionColumn = useActionColumn()
  const columns: STColumn<StatementRow>[] = [
    { title: t('admin.krsMealStatement.name'), dataIndex: 'userName', width: 160 },
    {
      title: t('admin.krsMealStatement.costCentre'),
      dataIndex: 'costCentre',
      width: 220,
      dict: COST_CENTRE_DICT,
    },
    {
      title: t('admin.krsMealStatement.meals'),
      dataIndex: 'meals',
      align: 'right',
      render: count,
    },
    {
      title: t('admin.krsMealStatement.amount'),
      dataIndex: 'totalCents',
      align: 'right',
      render: yuan,
      printText: (r) => yuan(r.totalCents),
    },
    actionColumn(90, (r) => (
      <PrintButton
        compact
        docType="mealStatement"
        id={r.id}
        label={t('admin.krsMealStatement.print')}
        testId={`statement-print-${r.userName}`}
      />
    )),
  ]
  return (
    <SearchTable
      id="krs-meal-statement"
      ref={setTable}
      printTitle={`${t('admin.krsMealStatement.title')} · ${month}`}
      columns={columns}
      request={mealStatementApi.page}
      params={{ month }}
      searchFields={[
        {
          name: 'userName',
          label: t('admin.krsMealStatement.name'),
          node: (
            <Input
              allowClear
              placeholder={t('admin.krsMealStatement.nameHint')}
              data-testid="statement-q-name"
            />
          ),
        },
        {
          name: 'costCentre',
          label: t('admin.krsMealStatement.costCentre'),
          node: (
            <Select
              allowClear
              placeholder={t('admin.krsMealStatement.allCostCentres')}
              options={centres.map((i) => ({ value: i.dictValue, label: localLabel(i, i18n.language) }))}
              data-testid="statement-q-centre"
            />
          ),
        },
      ]}
      data-testid="statement-people"
    />
  )
}
