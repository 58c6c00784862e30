import { PrinterOutlined } from '@ant-design/icons'
import { type PageResult, PRINT_PAGE_SIZE_OPTIONS } from '@portal/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { App, Button, Table } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { printTemplateApi } from '../../api/dev/printTemplate'
import type { ReadQuery } from '../../api/read'
import DragModal from '../DragModal'
import { printErrorText, printPdf } from '../Print'

export interface PrintColumn<T> {
  key: string
  title: string
  text: (r: T) => string
  /** The column's width on screen (px): printed in proportion, 800 px at most in all. */
  width?: number
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
  landscape,
  onError,
}: {
  open: boolean
  onClose: () => void
  title: string
  columns: PrintColumn<T>[]
  /** The read of a page of the records the table's search matches (or of the whole list). */
  query: (current: number, size: number) => ReadQuery<PageResult<T> | T[]>
  rowKey: string
  testId: string
  /** Printed on landscape paper (spec §9: "horizontal"). */
  landscape?: boolean
  /** Told when printing fails (spec §8), after the message the user sees. */
  onError?: (err: unknown) => void
}) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [printing, setPrinting] = useState(false)
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

  // The same path as every printed document: the server renders the PDF (time formats, dictionary
  // labels and masked values are the text the table shows).
  const print = async () => {
    setPrinting(true)
    try {
      const pdf = await printTemplateApi.printList({
        title,
        subtitle: t('admin.table.printSubtitle', {
          title,
          total,
          current,
          pages: Math.max(1, Math.ceil(total / size)),
          size,
        }),
        landscape: !!landscape,
        columns: columns.map((c) => ({
          title: c.title,
          ...(c.width ? { width: Math.min(800, Math.max(10, c.width)) } : {}),
        })),
        rows: records.map((r) => columns.map((c) => c.text(r))),
      })
      printPdf(pdf, title)
    } catch (err) {
      message.error(printErrorText(err, t('admin.print.failed')))
      onError?.(err)
    } finally {
      setPrinting(false)
    }
  }

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
            loading={printing}
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
