import { Form, Input, Select, Tag } from 'antd'
import type { ReactNode } from 'react'
import { useRules } from '../../../../components/AdminKit'
import ImageInput, { type ImageInputProps } from '../../../../components/ImageInput'
import type { SearchField, STColumn } from '../../../../components/SearchTable'
import { checkRule } from '.'

/** Form fields the site-content pages share beyond the bilingual texts. */

/** An image field (cover, picture, logo) uploaded through the entity's own upload route. */
export function ImageItem({
  name,
  label,
  extra,
  required,
  upload,
  multiple,
  max,
  testId,
}: { name: string; label: string; extra?: ReactNode; required?: boolean; testId: string } & Pick<
  ImageInputProps,
  'upload' | 'multiple' | 'max'
>) {
  const rules = useRules()
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      rules={required ? [rules.required(label, true)] : undefined}
    >
      <ImageInput upload={upload} multiple={multiple} max={max} testId={testId} />
    </Form.Item>
  )
}

/** The code a page is found by on the site (a single page, a company section): required and checked. */
export function CodeItem({
  label,
  hint,
  max,
  valid,
  invalid,
  testId,
}: {
  label: string
  hint: string
  max: number
  /** Whether a trimmed code is well formed. */
  valid: (code: string) => boolean
  /** The message for one that is not. */
  invalid: string
  testId: string
}) {
  const rules = useRules()
  return (
    <Form.Item
      name="code"
      label={label}
      extra={hint}
      rules={[rules.required(label), checkRule(valid, invalid)]}
    >
      <Input maxLength={max} style={{ maxWidth: 320 }} data-testid={testId} />
    </Form.Item>
  )
}

/**
 * A field chosen from a fixed list (a contact's kind, a slide's place): its column (a tag), its
 * list filter and its required form choice.
 */
export function useChoice(
  name: string,
  label: string,
  options: Array<{ value: string; label: string }>,
  { color, width = 110 }: { color?: string; width?: number } = {},
) {
  const rules = useRules()
  return {
    column: <T extends object>(): STColumn<T> => ({
      title: label,
      dataIndex: name,
      width,
      render: (v: string) => <Tag color={color}>{options.find((o) => o.value === v)?.label ?? v}</Tag>,
    }),
    filter: { name, label, node: <Select allowClear options={options} /> } satisfies SearchField,
    item: (testId: string) => (
      <Form.Item name={name} label={label} rules={[rules.required(label, true)]}>
        <Select options={options} data-testid={testId} />
      </Form.Item>
    ),
  }
}
