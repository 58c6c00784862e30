import { PrinterOutlined, ReloadOutlined } from '@ant-design/icons'
import { type KitchenCount, MEAL_LOCATION_DICT, MEALS } from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Empty,
  Flex,
  Row,
  Select,
  Skeleton,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd'
import dayjs from 'dayjs'
import type { TFunction } from 'i18next'
import { type HTMLAttributes, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { mealKitchenApi } from '../../../api/krs/meal'
import { ExportButton } from '../../../components/AdminKit/ExcelButtons'
import { useLabel } from '../../../components/ApplicationKit'
import { localLabel, useDict } from '../../../components/Dict'
import { ListTable } from '../../../components/SearchTable'
import { esc, printDocument } from '../../../components/SearchTable/print'
import { companyToday, companyZone } from '../../../utils/time'

const DAY = 'YYYY-MM-DD'
const EXPORT_BUTTON = 'krsMealKitchenExport'

type MealCount = KitchenCount['meals'][number]
type DishCount = MealCount['dishes'][number]

/** Whole fen as yuan with two decimals: 1200 → ¥12.00. */
const yuan = (cents: number) =>
  `¥${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
const portionsOf = (m: MealCount) => m.dishes.reduce((s, d) => s + d.qty, 0)
const shiftDay = (day: string, days: number) => dayjs(day).add(days, 'day').format(DAY)
/** The company's current minute, `YYYY-MM-DD HH:mm`, as the menus' cut-offs are written. */
const companyMinute = () => dayjs().tz(companyZone()).format('YYYY-MM-DD HH:mm')

/** The words of a meal (a meal the web does not know yet as its code). */
const mealWord = (t: TFunction, meal: string) =>
  (MEALS as readonly string[]).includes(meal) ? t(`admin.krsMealKitchen.${meal as 'LUNCH'}`) : meal

/** The day's name in the interface language: "周三" / "Wed". */
function weekday(day: string, lang: string) {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'zh-CN', { weekday: 'short' }).format(
    dayjs(day).toDate(),
  )
}

/**
 * The kitchen's counts of a day (issue 27): each meal of the day at each canteen (the server's
 * order: breakfast, lunch, dinner, night shift) with its cut-off, its orders and the portions and
 * amount of each dish. A day and a canteen are chosen; the counts grow as people order, so they are
 * asked again whenever the window comes back to the front. Printed as a plain sheet, exported as xlsx.
 */
export default function MealKitchenPage() {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const ids = useId()
  const today = companyToday()
  const tomorrow = shiftDay(today, 1)
  const [day, setDay] = useState(tomorrow)
  const [location, setLocation] = useState('')
  const locations = useDict(MEAL_LOCATION_DICT) ?? []
  const locationLabel = useLabel(MEAL_LOCATION_DICT)
  const query = location ? { day, location } : { day }
  const { data, isLoading, isFetching, error, refetch, dataUpdatedAt } = useQuery({
    ...mealKitchenApi.counts.query(query),
    refetchOnWindowFocus: true,
  })
  const meals = data?.meals ?? []
  const now = companyMinute()

  const quick: Array<[string, string]> = [
    ['today', today],
    ['tomorrow', tomorrow],
  ]
  const dayNote = [
    weekday(day, lang),
    day === today ? t('admin.krsMealKitchen.today') : null,
    day === tomorrow ? t('admin.krsMealKitchen.tomorrow') : null,
    day === shiftDay(today, -1) ? t('admin.krsMealKitchen.yesterday') : null,
  ]
    .filter(Boolean)
    .join(' · ')
  const placeText = location ? locationLabel(location) : t('admin.krsMealKitchen.allLocations')

  const print = () => {
    const title = `${t('admin.krsMealKitchen.title')} · ${day}`
    printDocument(
      title,
      printSheet({ t, title, meals, day: `${day} · ${dayNote}`, place: placeText, locationLabel }),
      PRINT_CSS,
    )
  }

  return (
    <div data-testid="kitchen-page">
      <Card size="small" variant="borderless" style={{ marginBottom: 12 }}>
        <Flex wrap gap={12} align="center" justify="space-between">
          <Flex wrap gap={12} align="center">
            <Flex gap={8} align="center">
              <label htmlFor={`${ids}-day`}>{t('admin.krsMealKitchen.day')}</label>
              <DatePicker
                id={`${ids}-day`}
                allowClear={false}
                value={dayjs(day)}
                format={DAY}
                onChange={(d) => d && setDay(d.format(DAY))}
                style={{ width: 140 }}
                data-testid="kitchen-day"
              />
              <Space.Compact>
                {quick.map(([k, v]) => (
                  <Button
                    key={k}
                    type={day === v ? 'primary' : 'default'}
                    autoInsertSpace={false}
                    aria-pressed={day === v}
                    onClick={() => setDay(v)}
                    data-testid={`kitchen-${k}`}
                  >
                    {t(`admin.krsMealKitchen.${k as 'today'}`)}
                  </Button>
                ))}
              </Space.Compact>
              <Typography.Text type="secondary" data-testid="kitchen-weekday">
                {dayNote}
              </Typography.Text>
            </Flex>
            <Flex gap={8} align="center">
              <label htmlFor={`${ids}-location`}>{t('admin.krsMealKitchen.location')}</label>
              <Select
                id={`${ids}-location`}
                value={location}
                onChange={(v: string) => setLocation(v)}
                options={[
                  { value: '', label: t('admin.krsMealKitchen.allLocations') },
                  ...locations.map((i) => ({ value: i.dictValue, label: localLabel(i, lang) })),
                ]}
                style={{ width: 180 }}
                data-testid="kitchen-location"
              />
            </Flex>
          </Flex>
          <Space wrap>
            <Button
              icon={<ReloadOutlined />}
              loading={isFetching}
              onClick={() => void refetch()}
              data-testid="kitchen-refresh"
            >
              {t('admin.krsMealKitchen.refresh')}
            </Button>
            <Button
              icon={<PrinterOutlined />}
              disabled={!meals.length}
              onClick={print}
              data-testid="kitchen-print"
            >
              {t('admin.krsMealKitchen.print')}
            </Button>
            <ExportButton
              code={EXPORT_BUTTON}
              call={(q) => mealKitchenApi.export(q as typeof query)}
              fileName={`kitchen-${day}.xlsx`}
              query={() => query}
              testId="kitchen-export"
            />
          </Space>
        </Flex>
      </Card>

      {isLoading ? (
        <Card size="small" variant="borderless">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : error && !data ? (
        <Alert
          type="error"
          showIcon
          title={t('admin.krsMealKitchen.loadFailed')}
          description={typeof error === 'object' && 'msg' in error ? String(error.msg) : undefined}
          action={<Button onClick={() => void refetch()}>{t('admin.krsMealKitchen.refresh')}</Button>}
          data-testid="kitchen-error"
        />
      ) : !meals.length ? (
        <Card size="small" variant="borderless">
          <Empty
            description={
              <>
                <div>
                  {location
                    ? t('admin.krsMealKitchen.noMenusAt', { day, location: placeText })
                    : t('admin.krsMealKitchen.noMenus', { day })}
                </div>
                <Typography.Text type="secondary">{t('admin.krsMealKitchen.noMenusHint')}</Typography.Text>
              </>
            }
            data-testid="kitchen-empty"
          />
        </Card>
      ) : (
        <>
          <Flex
            wrap
            gap={8}
            justify="space-between"
            style={{ marginBottom: 12, padding: '0 4px' }}
            aria-live="polite"
          >
            <Typography.Text strong data-testid="kitchen-summary">
              {t('admin.krsMealKitchen.summary', {
                meals: meals.length,
                orders: meals.reduce((s, m) => s + m.orders, 0),
                portions: meals.reduce((s, m) => s + portionsOf(m), 0),
                amount: yuan(meals.reduce((s, m) => s + m.totalCents, 0)),
              })}
            </Typography.Text>
            <Typography.Text type="secondary">
              {t('admin.krsMealKitchen.updatedAt', {
                time: dayjs(dataUpdatedAt).tz(companyZone()).format('HH:mm:ss'),
              })}
            </Typography.Text>
          </Flex>
          <Row gutter={[12, 12]}>
            {meals.map((m) => (
              <Col key={m.menuId} xs={24} xl={12}>
                <MealCard meal={m} now={now} locationLabel={locationLabel} />
              </Col>
            ))}
          </Row>
        </>
      )}
    </div>
  )
}

/** One meal at one canteen: its cut-off, orders, and each dish's portions and amount, with totals. */
function MealCard({
  meal: m,
  now,
  locationLabel,
}: {
  meal: MealCount
  now: string
  locationLabel: (v: unknown) => string
}) {
  const { t } = useTranslation()
  const closed = m.cutoffAt <= now
  const headingId = useId()
  const testId = `kitchen-meal-${m.meal}-${m.location}`
  return (
    <Card
      size="small"
      variant="borderless"
      style={{ height: '100%' }}
      role="region"
      aria-labelledby={headingId}
      data-testid={testId}
      title={
        <Flex wrap gap={8} align="center">
          <Typography.Title level={2} id={headingId} style={{ fontSize: 16, margin: 0 }}>
            {mealWord(t, m.meal)} · {locationLabel(m.location)}
          </Typography.Title>
          {m.status === 'DRAFT' && <Tag color="warning">{t('admin.krsMealKitchen.DRAFT')}</Tag>}
        </Flex>
      }
      extra={
        <Flex gap={8} align="center" wrap>
          <Typography.Text type="secondary">
            {t('admin.krsMealKitchen.cutoff', { time: m.cutoffAt })}
          </Typography.Text>
          <Tag
            color={closed ? 'default' : 'success'}
            style={{ marginInlineEnd: 0 }}
            data-testid={`${testId}-state`}
          >
            {closed ? t('admin.krsMealKitchen.closed') : t('admin.krsMealKitchen.open')}
          </Tag>
        </Flex>
      }
    >
      <Flex gap={24} wrap style={{ marginBottom: 8 }}>
        <Figure label={t('admin.krsMealKitchen.orders')} value={m.orders} testId={`${testId}-orders`} />
        <Figure label={t('admin.krsMealKitchen.portions')} value={portionsOf(m)} />
        <Figure label={t('admin.krsMealKitchen.amount')} value={yuan(m.totalCents)} />
      </Flex>
      <ListTable<DishCount>
        rowKey="dishId"
        size="small"
        pagination={false}
        dataSource={m.dishes}
        onRow={(d) => ({ 'data-testid': `kitchen-dish-${d.name}` }) as HTMLAttributes<HTMLElement>}
        data-testid={`${testId}-dishes`}
        columns={[
          { title: t('admin.krsMealKitchen.dish'), dataIndex: 'name', width: 240 },
          {
            title: t('admin.krsMealKitchen.price'),
            dataIndex: 'priceCents',
            align: 'right',
            render: (v: number) => yuan(v),
          },
          {
            title: t('admin.krsMealKitchen.portions'),
            dataIndex: 'qty',
            align: 'right',
            render: (v: number) =>
              v ? <strong>{v}</strong> : <Typography.Text type="secondary">0</Typography.Text>,
            text: (d) => String(d.qty),
          },
          {
            title: t('admin.krsMealKitchen.amount'),
            key: 'amount',
            align: 'right',
            render: (_: unknown, d) => yuan(d.qty * d.priceCents),
          },
        ]}
        summary={() => (
          <Table.Summary.Row data-testid={`${testId}-total`}>
            <Table.Summary.Cell index={0}>
              <strong>{t('admin.krsMealKitchen.total')}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} />
            <Table.Summary.Cell index={2} align="right">
              <strong>{portionsOf(m)}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              <strong>{yuan(m.totalCents)}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Card>
  )
}

function Figure({ label, value, testId }: { label: string; value: number | string; testId?: string }) {
  return (
    <div>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <div style={{ fontSize: 20, fontWeight: 600, lineHeight: 1.4 }} data-testid={testId}>
        {value}
      </div>
    </div>
  )
}

const PRINT_CSS = `h2{font-size:14px;margin:18px 0 4px}p{margin:4px 0}.meal{break-inside:avoid}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #999;padding:4px 6px;text-align:left}
th{background:#f0f0f0}.n{text-align:right}tfoot td{font-weight:bold}`

/** The counts as a plain sheet: a table per meal (dish, price, portions, amount) with its total. */
function printSheet({
  t,
  title,
  meals,
  day,
  place,
  locationLabel,
}: {
  t: TFunction
  title: string
  meals: MealCount[]
  day: string
  place: string
  locationLabel: (v: unknown) => string
}) {
  const k = (key: string) => esc(t(`admin.krsMealKitchen.${key as 'dish'}`))
  const head = `<tr><th>${k('dish')}</th><th class="n">${k('price')}</th><th class="n">${k('portions')}</th><th class="n">${k('amount')}</th></tr>`
  const sections = meals.map((m) => {
    const rows = m.dishes
      .map(
        (d) =>
          `<tr><td>${esc(d.name)}</td><td class="n">${yuan(d.priceCents)}</td><td class="n">${d.qty}</td><td class="n">${yuan(d.qty * d.priceCents)}</td></tr>`,
      )
      .join('')
    const foot = `<tr><td>${k('total')}</td><td></td><td class="n">${portionsOf(m)}</td><td class="n">${yuan(m.totalCents)}</td></tr>`
    return `<div class="meal"><h2>${esc(mealWord(t, m.meal))} · ${esc(locationLabel(m.location))}</h2>
<p>${esc(t('admin.krsMealKitchen.cutoff', { time: m.cutoffAt }))} · ${k('orders')}: ${m.orders}</p>
<table><thead>${head}</thead><tbody>${rows}</tbody><tfoot>${foot}</tfoot></table></div>`
  })
  return `<h1>${esc(title)}</h1>
<p>${k('day')}: ${esc(day)} · ${k('location')}: ${esc(place)} · ${esc(
    t('admin.krsMealKitchen.printedAt', { time: companyMinute() }),
  )}</p>${sections.join('')}`
}
