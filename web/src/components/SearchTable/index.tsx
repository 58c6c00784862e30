import { DownOutlined, PrinterOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons'
import {
  DATE_FORMAT,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_OPTIONS,
  type PageResult,
  SEARCH_FIELD_SPAN,
} from '@portal/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import {
  Button,
  Card,
  Checkbox,
  Col,
  Empty,
  Form,
  type FormInstance,
  Popover,
  Row,
  Space,
  Table,
  type TableProps,
  Tooltip,
} from 'antd'

import {
  type Key,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react'
import { useTranslation } from 'react-i18next'
import type { Read } from '../../api/read'
import { useHiddenFields } from '../../utils/perm'
import { formatTime } from '../../utils/time'
import { DictTag, dictLabel } from '../Dict'
import { useColumnPrefs } from './columnPrefs'
import ListTable, { ACTION_KEY, type ListColumn } from './ListTable'
import PrintView, { type PrintColumn } from './PrintView'
import './index.css'

export { ACTION_KEY, default as ListTable, type ListColumn } from './ListTable'

/**
 * A column (spec §3 'Table column'): `checked` (default true), `needTotal`, `isPrint`, `printConfig`.
 * Sized by the list rule (ListTable): `width` is the most it takes; the `action` column is fixed right.
 */
export interface STColumn<T> extends Omit<ListColumn<T>, 'dataIndex' | 'key' | 'text'> {
  key?: string
  dataIndex?: string
  title: ReactNode
  /** Shown unless the user's column settings say otherwise (default true). */
  checked?: boolean
  /** Summed over the page in a summary row. */
  needTotal?: boolean
  /** Printed with "Print list" (default true; the action column never is). */
  isPrint?: boolean
  printConfig?: { type: 'time'; format?: string }
  /**
   * A FIELD-permission column: hidden when its `dataIndex` is one of the user's ungranted field
   * codes of the table's `fieldMenu` (the server leaves that field out of every record anyway).
   */
  field?: boolean
  /** Text for printing (defaults to the raw value, or its dictionary label). */
  printText?: (record: T) => string
  /** A coded value: shown as the dictionary's coloured tag (unless `render` is given) and printed as its label. */
  dict?: string
}

export interface SearchField {
  /** The query parameter; with the table's `fieldMenu`, hidden when it names a field not granted. */
  name: string
  label: string
  node: ReactNode
  /** Column span of 24 (spec §9: 6). */
  span?: number
}

export interface SearchTableRef {
  /** Reload from page 1. */
  reload: () => void
  /** Reload the current page (steps back one page if it empties). */
  refresh: () => void
  clearSelection: () => void
  selectedRowKeys: Key[]
  /** The search form's values (for exports of everything the filter matches). */
  searchValues: () => Record<string, unknown>
}

type Loaded<T> = PageResult<T> | T[]

export interface SearchTableProps<T, Q extends object> {
  /** Names the table for the saved column settings. */
  id: string
  /** The page's MENU code whose FIELD resources may hide the `field` columns. */
  fieldMenu?: string
  columns: STColumn<T>[]
  /**
   * The read of a page of what the search matches (or of the whole list: no pager), cached under its
   * key: a change to the entity (`invalidateQueries` of its key) reloads the page shown. Failures end
   * the loading (the request module has shown them) and keep the rows shown.
   */
  request: Read<Q, Loaded<T>>
  /** The read answers the whole list: `current` and `size` are not sent. */
  list?: boolean
  /** The query parameters of the search form's values (default: the values, by field name). */
  toQuery?: (values: Record<string, unknown>) => Record<string, unknown>
  searchFields?: SearchField[]
  /** Extra parameters (e.g. the organisation chosen in a tree); a change reloads from page 1. */
  params?: Partial<Q>
  rowKey?: string
  selectable?: boolean
  /** Follows the checked rows (for toolbar buttons). */
  onSelectionChange?: (keys: Key[]) => void
  /** Buttons left of the toolbar (add, delete selected, import…). */
  toolbar?: ReactNode
  /** Title in the print-out. */
  printTitle?: string
  /** Print the list on landscape paper (spec §9: "horizontal"): wide tables. */
  printHorizontal?: boolean
  /** Told when printing the list fails (spec §8), after the message the user sees. */
  onPrintError?: (err: unknown) => void
  ref?: Ref<SearchTableRef>
  expandable?: TableProps<T>['expandable']
  /** Initial values of the search form. */
  initialSearch?: Record<string, unknown>
  'data-testid'?: string
}

const isPage = <T,>(v: Loaded<T>): v is PageResult<T> => !Array.isArray(v)

const colKey = <T,>(c: STColumn<T>, i: number) => c.key ?? c.dataIndex ?? String(i)

/** Query parameters without the empty ones. */
const given = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''))

/** The searchable table of every list page (spec §2, §4, §8, §9). */
export default function SearchTable<T extends object, Q extends object>({
  id,
  fieldMenu,
  columns,
  request,
  list,
  toQuery,
  searchFields,
  params,
  rowKey = 'id',
  selectable,
  onSelectionChange,
  toolbar,
  printTitle,
  printHorizontal,
  onPrintError,
  ref,
  expandable,
  initialSearch,
  ...rest
}: SearchTableProps<T, Q>) {
  const { t } = useTranslation()
  const [form] = Form.useForm()
  const [selectedRowKeys, setSelectedKeys] = useState<Key[]>([])
  const selectionCb = useRef(onSelectionChange)
  selectionCb.current = onSelectionChange
  const setSelectedRowKeys = useCallback((keys: Key[]) => {
    setSelectedKeys(keys)
    selectionCb.current?.(keys)
  }, [])
  const [prefs, setPrefs] = useColumnPrefs(id)
  const hiddenFields = useHiddenFields(fieldMenu)
  const [search, setSearch] = useState<Record<string, unknown>>(initialSearch ?? {})
  const paramsKey = JSON.stringify(params ?? {})
  // The page shown belongs to the extra parameters it was chosen with: new ones start at page 1.
  const [paging, setPaging] = useState({ current: 1, size: PAGE_SIZE_DEFAULT, params: paramsKey })
  if (paging.params !== paramsKey) setPaging({ ...paging, current: 1, params: paramsKey })
  const current = paging.params === paramsKey ? paging.current : 1
  const size = paging.size
  const goTo = (page: number, pageSize = size) =>
    setPaging({ current: page, size: pageSize, params: paramsKey })

  // The search form's values with the page's extra parameters, without empty ones. The form's
  // fields are named like the read's query parameters (that is what makes this `Q`).
  const filterOf = (values: Record<string, unknown>) =>
    given({ ...(toQuery ? toQuery(values) : values), ...(JSON.parse(paramsKey) as object) })
  const queryOf = (values: Record<string, unknown>, page: number, pageSize: number) =>
    (list ? filterOf(values) : { ...filterOf(values), current: page, size: pageSize }) as Q
  const query = queryOf(search, current, size)
  const { data, isFetching, isPlaceholderData, refetch } = useQuery({
    ...request.query(query),
    placeholderData: keepPreviousData,
  })
  // A failed load keeps what was shown (spec §8: table data failures are swallowed).
  const lastLoaded = useRef<Loaded<T> | undefined>(undefined)
  if (data) lastLoaded.current = data
  const loaded = lastLoaded.current
  const paged = loaded ? isPage(loaded) : !list
  const records = loaded ? (isPage(loaded) ? loaded.records : loaded) : []
  const total = loaded ? (isPage(loaded) ? loaded.total : loaded.length) : 0

  // Spec §4: a page that comes back empty and is not page 1 steps back one page.
  useEffect(() => {
    if (data && !isPlaceholderData && isPage(data) && !data.records.length && current > 1 && data.total > 0)
      setPaging((p) => ({ ...p, current: current - 1, params: paramsKey }))
  }, [data, isPlaceholderData, current, paramsKey])

  /** Shows page `page` of `values`; asked again when that is what is shown already. */
  const show = (values: Record<string, unknown>, page: number) => {
    const same = page === current && JSON.stringify(queryOf(values, page, size)) === JSON.stringify(query)
    setSearch(values)
    goTo(page)
    if (same) void refetch()
  }

  const latest = useRef({ show, search, refetch })
  latest.current = { show, search, refetch }
  useImperativeHandle(
    ref,
    () => ({
      reload: () => latest.current.show(latest.current.search, 1),
      refresh: () => void latest.current.refetch(),
      clearSelection: () => setSelectedRowKeys([]),
      selectedRowKeys,
      searchValues: () => ({ ...latest.current.search, ...(JSON.parse(paramsKey) as object) }),
    }),
    [selectedRowKeys, paramsKey, setSelectedRowKeys],
  )

  const onSearch = (values: Record<string, unknown>) => {
    setSelectedRowKeys([])
    show(values, 1)
  }
  const onReset = () => {
    form.resetFields()
    setSelectedRowKeys([])
    show(initialSearch ?? {}, 1)
  }

  const permitted = columns.filter((c) => !(c.field && c.dataIndex && hiddenFields.includes(c.dataIndex)))
  const isShown = (c: STColumn<T>, i: number) => prefs[colKey(c, i)] ?? c.checked ?? true
  const shown = permitted.filter((c) => isShown(c, columns.indexOf(c)))

  // The column's value as text: printed, and the title of a cell the list rule cuts short.
  const textOf =
    (c: STColumn<T>) =>
    (r: T): string => {
      if (c.printText) return c.printText(r)
      const v = c.dataIndex ? (r as Record<string, unknown>)[c.dataIndex] : ''
      if (c.printConfig?.type === 'time' && v)
        return formatTime(v as string, c.printConfig.format ?? DATE_FORMAT)
      if (c.dict && v !== null && v !== undefined && v !== '') return dictLabel(c.dict, String(v))
      return v === null || v === undefined || typeof v === 'object' ? '' : String(v)
    }

  const tableColumns: ListColumn<T>[] = shown.map((c) => {
    const {
      checked: _c,
      needTotal: _n,
      isPrint: _p,
      printConfig,
      field: _f,
      printText: _pt,
      dict,
      ...col
    } = c
    const out: ListColumn<T> = { ...col, key: colKey(c, columns.indexOf(c)), text: textOf(c) }
    if (!col.render && dict) out.render = (v: string | null) => <DictTag type={dict} value={v} />
    if (!col.render && printConfig?.type === 'time')
      out.render = (v: unknown) => formatTime(v as string, printConfig.format ?? DATE_FORMAT)
    return out
  })

  const totals = shown.some((c) => c.needTotal)
  const summary = totals
    ? (rows: readonly T[]) => (
        <Table.Summary.Row>
          {shown.map((c, i) => (
            <Table.Summary.Cell key={colKey(c, i)} index={i + (selectable ? 1 : 0)}>
              {i === 0 && !c.needTotal
                ? t('admin.table.sum')
                : c.needTotal && c.dataIndex
                  ? rows
                      .reduce(
                        (sum, r) =>
                          sum + (Number((r as Record<string, unknown>)[c.dataIndex as string]) || 0),
                        0,
                      )
                      .toLocaleString('en-US')
                  : null}
            </Table.Summary.Cell>
          ))}
        </Table.Summary.Row>
      )
    : undefined

  // Only the table's present columns are kept, so settings of columns since removed drop out.
  const setColumnShown = (key: string, value: boolean) => {
    const keys = new Set(columns.map(colKey))
    setPrefs(Object.fromEntries(Object.entries({ ...prefs, [key]: value }).filter(([k]) => keys.has(k))))
  }
  const resetColumns = () => setPrefs({})

  const columnSettings = (
    <div className="st-colset" data-testid={`${id}-columns-panel`}>
      {permitted.map((c) => {
        const i = columns.indexOf(c)
        const key = colKey(c, i)
        return (
          <div key={key}>
            <Checkbox checked={isShown(c, i)} onChange={(e) => setColumnShown(key, e.target.checked)}>
              {c.title}
            </Checkbox>
          </div>
        )
      })}
      <Button size="small" type="link" onClick={resetColumns}>
        {t('admin.table.columnsReset')}
      </Button>
    </div>
  )

  const [printing, setPrinting] = useState(false)
  const printColumns: PrintColumn<T>[] = shown
    .filter((c) => c.isPrint !== false && c.key !== ACTION_KEY)
    .map((c) => ({
      key: colKey(c, columns.indexOf(c)),
      title: typeof c.title === 'string' ? c.title : String(c.dataIndex ?? ''),
      text: textOf(c),
      width: typeof c.width === 'number' ? c.width : undefined,
    }))
  const printButton = (
    <Button icon={<PrinterOutlined />} onClick={() => setPrinting(true)} data-testid={`${id}-print`}>
      {t('admin.table.print')}
    </Button>
  )
  // A field the user may not see is not searched by either (the server refuses it): the search
  // parameter is named like the field, as its column's dataIndex is.
  const permittedSearch = searchFields?.filter((f) => !hiddenFields.includes(f.name)) ?? []
  const hasSearch = permittedSearch.length > 0

  return (
    <div className="search-table" data-testid={rest['data-testid'] ?? id}>
      {hasSearch && (
        <Card size="small" className="st-search" variant="borderless">
          <SearchForm
            form={form}
            fields={permittedSearch}
            onSearch={onSearch}
            onReset={onReset}
            initial={initialSearch}
            print={printButton}
          />
        </Card>
      )}
      <Card size="small" variant="borderless" className="st-body">
        <div className="st-toolbar">
          <Space wrap>{toolbar}</Space>
          <Space>
            <Tooltip title={t('admin.table.reload')}>
              <Button
                icon={<ReloadOutlined />}
                onClick={() => void refetch()}
                aria-label={t('admin.table.reload')}
              />
            </Tooltip>
            {!hasSearch && printButton}
            <Popover
              content={columnSettings}
              trigger="click"
              placement="bottomRight"
              title={t('admin.table.columns')}
            >
              <Button
                icon={<SettingOutlined />}
                aria-label={t('admin.table.columns')}
                data-testid={`${id}-columns`}
              />
            </Popover>
          </Space>
        </div>
        <ListTable<T>
          rowKey={rowKey}
          size="middle"
          loading={isFetching}
          columns={tableColumns}
          dataSource={records}
          expandable={expandable}
          summary={summary}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.table.empty')} />,
          }}
          rowSelection={
            selectable
              ? {
                  selectedRowKeys,
                  onChange: (keys) => setSelectedRowKeys(keys),
                  preserveSelectedRowKeys: false,
                }
              : undefined
          }
          pagination={
            paged
              ? {
                  current,
                  pageSize: size,
                  total,
                  showSizeChanger: true,
                  pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
                  hideOnSinglePage: total <= PAGE_SIZE_OPTIONS[0],
                  showTotal: (n, [from, to]) => t('admin.table.total', { from, to, total: n }),
                  onChange: (page, pageSize) => {
                    setSelectedRowKeys([])
                    goTo(pageSize !== size ? 1 : page, pageSize)
                  },
                }
              : false
          }
        />
      </Card>
      <PrintView<T>
        open={printing}
        onClose={() => setPrinting(false)}
        title={printTitle ?? ''}
        columns={printColumns}
        query={(page, pageSize) => request.query(queryOf(search, page, pageSize))}
        rowKey={rowKey}
        testId={`${id}-print-view`}
        landscape={printHorizontal}
        onError={onPrintError}
      />
    </div>
  )
}

/** How many fields fit in the first row beside the buttons (at least one). */
function firstRow(fields: SearchField[]) {
  let used = SEARCH_FIELD_SPAN
  let n = 0
  for (const f of fields) {
    used += f.span ?? SEARCH_FIELD_SPAN
    if (used > 24) break
    n++
  }
  return Math.max(1, n)
}

/**
 * The search panel (spec §2, §9): fields at span 6, then Search, Reset and Print list; with more
 * fields than fit in one row, a toggle folds the panel to its first row (folded fields keep their
 * values and still filter).
 */
function SearchForm({
  form,
  fields,
  onSearch,
  onReset,
  initial,
  print,
}: {
  form: FormInstance
  fields: SearchField[]
  onSearch: (v: Record<string, unknown>) => void
  onReset: () => void
  initial?: Record<string, unknown>
  print: ReactNode
}) {
  const { t } = useTranslation()
  const [expanded, setExpanded] = useState(false)
  const visible = firstRow(fields)
  const foldable = fields.length > visible
  // The buttons take the rest of the last row (a whole row when it is full), on the right.
  const used = (foldable && !expanded ? fields.slice(0, visible) : fields).reduce(
    (sum, f) => sum + (f.span ?? SEARCH_FIELD_SPAN),
    0,
  )
  const rest = 24 - (used % 24)
  const buttonSpan = rest < SEARCH_FIELD_SPAN ? 24 : rest
  return (
    <Form form={form} onFinish={onSearch} initialValues={initial} className="st-search-form">
      <Row gutter={16}>
        {fields.map((f, i) => (
          <Col
            key={f.name}
            xs={24}
            sm={12}
            lg={f.span ?? SEARCH_FIELD_SPAN}
            style={foldable && !expanded && i >= visible ? { display: 'none' } : undefined}
          >
            <Form.Item name={f.name} label={f.label}>
              {f.node}
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} sm={12} lg={buttonSpan} className="st-search-buttons">
          <Space wrap size={8}>
            <Button type="primary" htmlType="submit" data-testid="st-search">
              {t('admin.table.search')}
            </Button>
            <Button onClick={onReset} data-testid="st-reset">
              {t('admin.table.reset')}
            </Button>
            {print}
            {foldable && (
              <Button
                type="link"
                onClick={() => setExpanded((v) => !v)}
                aria-expanded={expanded}
                data-testid="st-fold"
              >
                {expanded ? t('admin.table.fold') : t('admin.table.expand')}
                <DownOutlined rotate={expanded ? 180 : 0} />
              </Button>
            )}
          </Space>
        </Col>
      </Row>
    </Form>
  )
}
