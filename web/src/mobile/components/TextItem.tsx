import { Form, type FormItemProps, Input, TextArea } from 'antd-mobile'
import { useTexts } from '../core'
import { required as requiredRule } from './Application'

/**
 * A text field of an application form: its label, whether it must be filled, its longest length;
 * `rows` makes it several lines (with a count when `count`). The kit's most common field.
 */
export function TextItem({
  name,
  label,
  max,
  required,
  placeholder,
  testId,
  rows,
  count,
  rules = [],
}: {
  name: FormItemProps['name']
  label: string
  max: number
  required?: boolean
  placeholder?: string
  testId?: string
  /** Several lines: at least `rows[0]`, growing to `rows[1]`. */
  rows?: [number, number]
  count?: boolean
  rules?: FormItemProps['rules']
}) {
  const t = useTexts()
  return (
    <Form.Item name={name} label={label} rules={[...(required ? [requiredRule(t, label)] : []), ...rules]}>
      {rows ? (
        <TextArea
          maxLength={max}
          showCount={count}
          autoSize={{ minRows: rows[0], maxRows: rows[1] }}
          placeholder={placeholder}
          data-testid={testId}
        />
      ) : (
        <Input maxLength={max} placeholder={placeholder} clearable data-testid={testId} />
      )}
    </Form.Item>
  )
}
