import { Col, Form, type FormItemProps, type FormRule, Input, Row } from 'antd'
import { Children, type ReactNode } from 'react'
import { useRules } from '.'

/**
 * A text field of an admin form: its label, whether it must be filled (the message names the
 * label), its longest length (a contract limit); `rows` makes it a text area.
 */
export function TextItem({
  name,
  label,
  max,
  required,
  rules = [],
  extra,
  rows,
  placeholder,
  autoComplete,
  testId,
}: {
  name: FormItemProps['name']
  label: string
  max: number
  required?: boolean
  /** Checks besides "required". */
  rules?: FormRule[]
  extra?: ReactNode
  rows?: number
  placeholder?: string
  autoComplete?: string
  testId?: string
}) {
  const rule = useRules()
  const input = { maxLength: max, placeholder, autoComplete, 'data-testid': testId }
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      rules={required ? [rule.required(label), ...rules] : rules}
    >
      {rows ? <Input.TextArea rows={rows} {...input} /> : <Input {...input} />}
    </Form.Item>
  )
}

/** A wide form's items two to a row (one on a phone). */
export function FormGrid({ children }: { children: ReactNode }) {
  return (
    <Row gutter={16}>
      {Children.map(
        children,
        (item) =>
          item && (
            <Col xs={24} md={12}>
              {item}
            </Col>
          ),
      )}
    </Row>
  )
}
