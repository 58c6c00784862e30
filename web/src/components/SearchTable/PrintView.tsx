import { PrinterOutlined } from '@ant-design/icons'
import { type PageResult, PRINT_PAGE_SIZE_OPTIONS } from '@portal/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Button, Table } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReadQuery } from '../../api/read'
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
  query,
  rowKey,
  testId,
}: {
  open: boolean
  onClose: () => void
  title: string
  columns: PrintColumn<T>[]
  /** The read of a page of the records the table's search matches (or of the whole list). */
  query: (current: number, size: number) => ReadQuery<PageResult<T> | T[]>
  rowKey: string
  testId: string
}) {
  const { t } = useTranslation()
  const first: { current: number; size: number } = { current: 1, size: PRINT_PAGE_SIZE_OPTIONS[0] }
  const [{ current, size }, setPage] = useState(first)
  const { data, isFetching } = useQuery({
    ...query(current, size),
    enabled: open,
    placeholderData: keepPreviousData,
  })
  // A whole list (a tree table) is paged here.
  const all = Array.isArray(data)
  const records = data ? (all ? data.slice((current - 1) * size, current * size) : data.records) : []
  const total = data ? (all ? data.length : data.total) : 0
  // Each opening starts at page 1 with the first print size.
  const close = () => {
    setPage(first)
    onClose()
  }

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
      onCancel={close}
      width={880}
      destroyOnHidden
      data-testid={testId}
      footer={
        <>
          <Button onClick={close}>{t('admin.common.close')}</Button>
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
        loading={isFetching}
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
          onChange: (page, pageSize) => setPage({ current: pageSize !== size ? 1 : page, size: pageSize }),
        }}
      />
    </DragModal>
  )
}
