import { DatePicker, Input, Select } from 'antd'
import type { ReactNode } from 'react'
import type { SearchField } from '.'

/** Search fields most list pages build alike. */

export interface FieldOption {
  value: string
  label: ReactNode
}

/** The options of `values`, each labelled by `labelOf`. */
export const optionsOf = <V extends string>(values: readonly V[], labelOf: (value: V) => ReactNode) =>
  values.map((value) => ({ value, label: labelOf(value) }))

/** A text search field. */
export function textField(name: string, label: string, testId?: string): SearchField {
  return { name, label, node: <Input allowClear data-testid={testId} /> }
}

/** A search field choosing one of `options` (cleared: no filter). */
export function selectField(
  name: string,
  label: string,
  options: FieldOption[],
  testId?: string,
): SearchField {
  return { name, label, node: <Select allowClear options={options} data-testid={testId} /> }
}

/** A day range (field `range`: the page's `toQuery` is `dayRangeQuery`, which sends its bounds). */
export function dayRangeField(label: string): SearchField {
  return { name: 'range', label, node: <DatePicker.RangePicker style={{ width: '100%' }} /> }
}
