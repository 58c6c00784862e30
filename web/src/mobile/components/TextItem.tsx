import { isPhone } from '@portal/contracts'
import { Form, type FormItemProps, Input, TextArea } from 'antd-mobile'
import { useTexts } from '../core'
import { required as requiredRule, rule } from './Application'

/**
 * A text field of an application form: its label, whether it must be filled, its longest length;
 * `rows` makes it several lines (with a count when `count`). The kit's most common field; its test
 * id is `m-<name>` unless given.
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
  testId ??= typeof name === 'string' ? `m-${name}` : undefined
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

/** A mainland mobile number (11 digits from 1), required unless `optional`. */
export function PhoneItem({
  name,
  label,
  optional,
  testId,
}: {
  name: FormItemProps['name']
  label: string
  optional?: boolean
  testId: string
}) {
  const t = useTexts()
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[
        ...(optional ? [] : [requiredRule(t, label)]),
        rule<string>((v) => !!v && !isPhone(v.trim()) && t.signIn.phoneInvalid),
      ]}
    >
      <Input type="tel" inputMode="numeric" maxLength={11} clearable data-testid={testId} />
    </Form.Item>
  )
}
