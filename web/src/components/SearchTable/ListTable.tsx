import { Table, type TableColumnType, type TableProps } from 'antd'
import { isValidElement, type ReactNode, useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import './index.css'

/** The key of a list's action column: fixed to the right, never printed. */
export const ACTION_KEY = 'action'
/** The most a column takes when it names no `width` (px of content). */
export const COLUMN_CAP = 320

/** A list column: `text` is its whole value as text, shown as the title of a cut cell. */
export type ListColumn<T> = TableColumnType<T> & { text?: (record: T) => string }

const plain = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined)

/**
 * The rule that keeps every list's actions in view (docs/decisions.md, "Lists size their columns
 * from their content"): columns take their content's width on one line, a column's `width` is the
 * most it takes (default `COLUMN_CAP`) and longer content ends in an ellipsis with the whole text as
 * its title; the action column takes its links' width and stays fixed on the right; the table is
 * as wide as its content (at least its container) and scrolls inside itself.
 */
export function listColumns<T>(columns: readonly ListColumn<T>[]): TableColumnType<T>[] {
  return columns.map(({ text, width, ellipsis: _e, ...c }) => {
    if (c.key === ACTION_KEY)
      return {
        ...c,
        fixed: c.fixed ?? 'right',
        className: c.className ? `${c.className} st-action` : 'st-action',
      }
    const render = c.render
    return {
      ...c,
      render: (value: unknown, record: T, index: number) => {
        const node = (render ? render(value, record, index) : value) as ReactNode
        // antd's `{ children, props }` cell (spans) is left as it is.
        if (node && typeof node === 'object' && !isValidElement(node) && 'props' in node) return node
        const title = text?.(record) ?? plain(node) ?? (render ? undefined : plain(value))
        return (
          <div className="st-clip" style={{ maxWidth: width ?? COLUMN_CAP }} title={title || undefined}>
            {node}
          </div>
        )
      },
    }
  })
}

/**
 * antd's Table with the kit's column rule: every list (and every table of records) uses it. Two
 * accessibility repairs of antd's: the select-all box is named in the page's language (antd names
 * it in English), and the hidden row antd measures column widths with (a copy of the header, the
 * select-all box included, under aria-hidden) is made inert, so that nothing in it takes focus.
 */
export default function ListTable<T extends object>({
  columns,
  rowSelection,
  ...props
}: Omit<TableProps<T>, 'columns' | 'scroll'> & { columns: readonly ListColumn<T>[] }) {
  const { t } = useTranslation()
  const box = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    for (const row of box.current?.querySelectorAll('.ant-table-measure-row:not([inert])') ?? [])
      row.setAttribute('inert', '')
  })
  return (
    <div ref={box} className="st-table">
      <Table<T>
        {...props}
        rowSelection={
          rowSelection && {
            ...rowSelection,
            getTitleCheckboxProps: () => ({
              'aria-label': t('admin.table.selectAll'),
              ...rowSelection.getTitleCheckboxProps?.(),
            }),
          }
        }
        columns={listColumns(columns)}
        scroll={{ x: 'max-content' }}
      />
    </div>
  )
}
