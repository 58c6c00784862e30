import { PrinterOutlined } from '@ant-design/icons'
import { type PageResult, PRINT_PAGE_SIZE_OPTIONS } from '@portal/contracts'
import { Button, Table } from 'antd'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import DragModal from '../DragModal'
import { printTable } from './print'

export interface PrintColumn<T> {
  key: string
  title: string
  text: (r: T) => string
}

/**
 * The print view of a searchable table: the printable columns of what the search matches, paged
 * on its own (spec §9: 10, 20, 30 or 50 a page); "Print" prints the page shown.
 */
export default function PrintView<T extends object>({
  open,
  onClose,
  title,
  columns,
  load,
  rowKey,
  testId,
}: {
  open: boolean
  onClose: () => void
  title: string
  columns: PrintColumn<T>[]
  /** A page of the records the table's search matches (or the whole list). */
  load: (current: number, size: number) => Promise<PageResult<T> | T[]>
  rowKey: string
  testId: string
}) {
  const { t } = useTranslation()
  const [records, setRecords] = useState<T[]>([])
  const [total, setTotal] = useState(0)
  const [current, setCurrent] = useState(1)
  const [size, setSize] = useState<number>(PRINT_PAGE_SIZE_OPTIONS[0])
  const [loading, setLoading] = useState(false)
  const seq = useRef(0)
  const loader = useRef(load)
  loader.current = load

  const fetchPage = useCallback(async (page: number, pageSize: number) => {
    const mine = ++seq.current
    setLoading(true)
    try {
      const res = await loader.current(page, pageSize)
      if (mine !== seq.current) return
      // A whole list (a tree table) is paged here.
      const all = Array.isArray(res)
      setRecords(all ? res.slice((page - 1) * pageSize, page * pageSize) : res.records)
      setTotal(all ? res.length : res.total)
      setCurrent(page)
      setSize(pageSize)
    } catch {
      // the request module has shown the server's message
    } finally {
      if (mine === seq.current) setLoading(false)
    }
  }, [])

  // Each opening starts at page 1 with the first print size.
  useEffect(() => {
    if (open) void fetchPage(1, PRINT_PAGE_SIZE_OPTIONS[0])
  }, [open, fetchPage])

  const print = () =>
    printTable({
      title,
      subtitle: t('admin.table.printSubtitle', {
        title,
        total,
        current,
        pages: Math.max(1, Math.ceil(total / size)),
        size,
      }),
      columns,
      records,
    })

  return (
    <DragModal
      title={`${t('admin.table.print')} - ${title}`}
      open={open}
      onCancel={onClose}
      width={880}
      destroyOnHidden
      data-testid={testId}
      footer={
        <>
          <Button onClick={onClose}>{t('admin.common.close')}</Button>
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            disabled={!records.length}
            onClick={print}
            data-testid={`${testId}-go`}
          >
            {t('admin.table.printNow')}
          </Button>
        </>
      }
    >
      <Table<T>
        rowKey={rowKey}
        size="small"
        bordered
        loading={loading}
        dataSource={records}
        columns={columns.map((c) => ({
          key: c.key,
          title: c.title,
          render: (_: unknown, r: T) => c.text(r),
        }))}
        scroll={{ y: 480 }}
        pagination={{
          current,
          pageSize: size,
          total,
          showSizeChanger: true,
          pageSizeOptions: PRINT_PAGE_SIZE_OPTIONS.map(String),
          showTotal: (n, [from, to]) => t('admin.table.total', { from, to, total: n }),
          onChange: (page, pageSize) => void fetchPage(pageSize !== size ? 1 : page, pageSize),
        }}
      />
    </DragModal>
  )
}
