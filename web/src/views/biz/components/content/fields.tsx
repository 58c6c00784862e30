import { Form, Input, Select, Tag } from 'antd'
import type { ReactNode } from 'react'
import { useRules } from '../../../../components/AdminKit'
import ImageInput, { type ImageInputProps } from '../../../../components/ImageInput'
import type { SearchField, STColumn } from '../../../../components/SearchTable'
import { BilingualInput, BilingualRichText, checkRule, useContentForm } from '.'

/** Form fields the site-content pages share beyond the bilingual texts. */

/**
 * An image field (cover, picture, logo) uploaded through the entity's own upload route: by default
 * the content page's.
 */
export function ImageItem({
  name,
  label,
  extra,
  required,
  upload,
  multiple,
  max,
  testId,
}: { name: string; label: string; extra?: ReactNode; required?: boolean; testId: string } & Partial<
  Pick<ImageInputProps, 'upload' | 'multiple' | 'max'>
>) {
  const rules = useRules()
  const page = useContentForm()
  const uploadTo = upload ?? page?.api.upload
  if (!uploadTo) throw new Error(`ImageItem ${name}: no upload outside a content page`)
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      rules={required ? [rules.required(label, true)] : undefined}
    >
      <ImageInput upload={uploadTo} multiple={multiple} max={max} testId={testId} />
    </Form.Item>
  )
}

/**
 * The code a content page is found by on the site (a single page, a company section): required and
 * checked, labelled by the page's texts `code`, `codeHint` and `codeInvalid`.
 */
export function CodeItem({
  max,
  valid,
  testId,
}: {
  max: number
  /** Whether a trimmed code is well formed. */
  valid: (code: string) => boolean
  testId: string
}) {
  const rules = useRules()
  const page = useContentForm()
  if (!page) throw new Error('CodeItem: outside a content page')
  const { text } = page
  const label = text('code')
  return (
    <Form.Item
      name="code"
      label={label}
      extra={text('codeHint')}
      rules={[rules.required(label), checkRule(valid, text('codeInvalid'))]}
    >
      <Input maxLength={max} style={{ maxWidth: 320 }} data-testid={testId} />
    </Form.Item>
  )
}

/**
 * The fields of a text found on the site by its code (a single page, a company section): the code,
 * title, summary and rich content; test ids `<testId>-code|title|content` (and `…-en`).
 */
export function SectionFields({
  limits,
  valid,
  testId,
}: {
  limits: { code: number; title: number; summary: number }
  /** Whether a trimmed code is well formed. */
  valid: (code: string) => boolean
  testId: string
}) {
  return (
    <>
      <CodeItem max={limits.code} valid={valid} testId={`${testId}-code`} />
      <BilingualInput name="title" max={limits.title} required testId={`${testId}-title`} />
      <BilingualInput name="summary" max={limits.summary} area />
      <BilingualRichText name="content" testId={`${testId}-content`} />
    </>
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
