// biome-ignore-all lint/suspicious/noTemplateCurlyInString: this file writes code, template literals included, as strings
import { type Import, imports, jsx, key, list, oneLine, prop, str, WIDTH } from './format.js'
import type { Column, Model } from './model.js'
import { constant, kebab } from './model.js'

/**
 * The web side of a generated module: its calls (`web/src/api/<area>/<name>.ts`) and its page with
 * texts in both languages (`web/src/views/<area>/<name>/`), which the router and the texts find by
 * themselves (`app/views.ts`, `i18n/views.ts`). The page is the CRUD kit's: CrudTable with the
 * search panel, the export button, and the add / edit form.
 */

export const apiPath = (m: Model) => `web/src/api/${m.area}/${m.name}.ts`
export const viewDir = (m: Model) => `web/src/views/${m.area}/${m.name}`

const uploads = (m: Model) =>
  m.columns.some((c) => c.widget === 'upload') && (m.buttons.has('add') || m.buttons.has('edit'))

/** \`head<arg>\` on one line when it fits, else the argument on a line of its own. */
const typeArg = (head: string, arg: string, close: string) =>
  `${head}${arg}${close}`.length <= WIDTH ? `${head}${arg}${close}` : `${head}\n  ${arg}\n${close}`

export function apiFile(m: Model): string {
  const n = m.name
  const found: Import[] = [
    { from: '@portal/contracts', names: [`${n}AddSchema`, 'SchemaInput'], typeOnly: true },
    { from: '../crudApi', names: ['crudApi'] },
    { from: '../entitySchemas', names: ['PlainEntitySchemas'], typeOnly: true },
  ]
  const calls = [`  ...crudApi<PlainEntitySchemas<${str(n)}>>(base),`]
  if (m.buttons.has('export')) {
    found.push({ from: '../request', names: ['request'] })
    calls.push('  export: (query: Record<string, unknown>) => request.download(`${base}/export`, query),')
  }
  if (uploads(m)) {
    found.push({ from: '../dev/file', names: ['type OnProgress', 'uploadTo'] })
    calls.push(
      '  upload: (file: File, onProgress?: OnProgress) =>\n    uploadTo<{ id: string; name: string }>(`${base}/upload`, file, onProgress),',
    )
  }
  return `${imports(found)}

/** What the form sends (\`add\`; \`edit\` adds the id). */
${typeArg(`export type ${m.Name}Body = SchemaInput<`, `typeof ${n}AddSchema`, '>')}

const base = ${str(`/${m.key}`)}

/** ${oneLine(m.config.titleZh)} (\`${m.key}\`, generated): the list, one row, and what the buttons allow. */
export const ${n}Api = {
${calls.join('\n')}
}
`
}

/** A column's label, by the page's own texts (\`l\`, under the page's key prefix). */
const label = (c: Column) => `l(${str(`columns.${c.field}`)})`
const pageText = (k: string) => `l(${str(k)})`

export function textsFile(m: Model): string {
  const lang = (which: 'zh' | 'en') => {
    const zh = which === 'zh'
    const title = zh ? m.config.titleZh : m.config.titleEn
    const cols = m.columns.map((c) => `        ${key(c.field)}: ${str(zh ? c.labelZh : c.labelEn)},`)
    return `{
    ${m.code}: {
      title: ${str(title)},
      addTitle: ${str(zh ? `新增${title}` : `Add ${title}`)},
      editTitle: ${str(zh ? `编辑${title}` : `Edit ${title}`)},
      keyword: ${str(zh ? '关键词' : 'Keyword')},
      from: ${str(zh ? '起' : 'from')},
      to: ${str(zh ? '止' : 'to')},
      download: ${str(zh ? '下载' : 'Download')},
      columns: {
${cols.join('\n')}
      },
    },
  }`
  }
  return `${imports([{ from: '../../../i18n/views', names: ['ViewTexts'], typeOnly: true }])}

/** Texts of the page ${m.key} (generated; zh-cn, and the English below with the same keys). */
const zhCn = ${lang('zh').replace(/\n {2}/g, '\n')}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: ${lang('en')},
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}
`
}

/** What the search panel's values become in the query (days, instants, ranges); null when as they are. */
function toQueryFn(m: Model): string | null {
  const entries: string[] = []
  const names: string[] = []
  for (const c of m.columns) {
    const fmt = c.type === 'date' ? 'day' : c.type === 'datetime' ? 'instant' : null
    if (c.search === 'range' && fmt) {
      names.push(`${c.field}Range`)
      entries.push(`    ${c.field}From: ${fmt}(range(${c.field}Range)[0]),`)
      entries.push(`    ${c.field}To: ${fmt}(range(${c.field}Range)[1]),`)
    } else if (c.search === 'eq' && fmt) {
      names.push(c.field)
      entries.push(`    ${c.field}: ${fmt}(${c.field}),`)
    }
  }
  if (!entries.length) return null
  const used = (f: string) => entries.some((e) => e.includes(`${f}(`))
  const helpers = [
    used('day') && "const day = (d: unknown) => (dayjs.isDayjs(d) ? d.format('YYYY-MM-DD') : undefined)",
    used('instant') && 'const instant = (d: unknown) => (dayjs.isDayjs(d) ? d.toISOString() : undefined)',
    entries.some((e) => e.includes('range(')) &&
      'const range = (v: unknown): unknown[] => (Array.isArray(v) ? v : [])',
  ].filter(Boolean)
  const head = `  const ${list(2, '{ ', [...names, '...values'], ' }', ' = filled')} = filled`
  return `${helpers.join('\n')}

/** The search panel's values as the page's query: days as \`YYYY-MM-DD\`, times as instants. */
function toQuery(filled: Record<string, unknown>): Record<string, unknown> {
${head}
  return {
    ...values,
${entries.join('\n')}
  }
}`
}

/** An object written expanded (the formatter keeps it so): `{` + one entry a line + `}`. */
const expanded = (indent: number, entries: string[]) =>
  `{\n${entries.map((e) => `${' '.repeat(indent + 2)}${e},`).join('\n')}\n${' '.repeat(indent)}}`

export function viewFile(m: Model): string {
  const n = m.name
  const N = m.Name
  const found: Import[] = [
    { from: '@portal/contracts', names: [`type ${N}`] },
    { from: 'react-i18next', names: ['useTranslation'] },
    { from: `../../../api/${m.key}`, names: [`type ${N}Body`, `${n}Api`] },
    { from: '../../../components/AdminKit/CrudTable', default: 'CrudTable' },
    { from: '../../../components/AdminKit/crud', names: ['useCrud'] },
    { from: '../../../components/SearchTable', names: ['type STColumn'] },
  ]
  const use = (from: string, ...names: string[]) => found.push({ from, names })
  const useDefault = (from: string, name: string) => found.push({ from, default: name })

  // The list's columns.
  const cols: string[] = []
  for (const c of m.columns.filter((x) => x.list)) {
    const parts = [`title: ${label(c)}`]
    parts.push(`dataIndex: ${str(c.widget === 'person' ? `${c.field}Name` : c.field)}`)
    if (c.widget === 'select') parts.push(`dict: ${str(c.dictCode ?? '')}`)
    if (c.type === 'boolean') {
      parts.push('render: (v: boolean) => yesNo(v)')
      parts.push(`printText: (r) => yesNo(r.${c.field})`)
    }
    if (c.type === 'datetime') {
      use('../../../utils/time', 'formatTime')
      parts.push("printConfig: { type: 'time' }")
      parts.push('render: (v: string | null) => formatTime(v)')
    }
    if (c.numeric) parts.push("align: 'right'")
    if (c.type === 'text') parts.push('ellipsis: true')
    if (c.widget === 'upload') {
      use('../../../api/fileUrl', 'fileUrl')
      parts.push(
        'render: (v: string | null) =>\n        v ? (\n          <a href={fileUrl(v, \'download\')} target="_blank" rel="noreferrer">\n            {l(\'download\')}\n          </a>\n        ) : null',
      )
      parts.push("printText: () => ''")
    }
    const one = `    { ${parts.join(', ')} },`
    cols.push(one.length <= WIDTH && !one.includes('\n') ? one : `    ${expanded(4, parts)},`)
  }
  if (m.audit) cols.push('    crud.createdAtColumn(),')
  const actions: string[] = []
  if (m.buttons.has('edit')) actions.push('edit: `${CODE}Edit`')
  if (m.buttons.has('delete')) actions.push('remove: `${CODE}Delete`')
  if (actions.length) {
    actions.push('testId: (r, action) => `${ID}-${action}-${r.id}`')
    cols.push(`    crud.actionColumn(${expanded(4, actions)}),`)
  }

  // The search panel.
  const fields: string[] = []
  const call = (fn: string, args: string[]) => fields.push(list(10, `${fn}(`, args, ')', ','))
  const node = (name: string, lbl: string, control: string) =>
    fields.push(expanded(10, [`name: ${str(name)}`, `label: ${lbl}`, `node: ${control}`]))
  const full = "style={{ width: '100%' }}"
  if (m.columns.some((c) => c.search === 'like'))
    call('crud.keywordField', [pageText('keyword'), '`${ID}-q-key`'])
  for (const c of m.columns) {
    if (c.search === 'none') continue
    const lbl = label(c)
    const testId = `\`\${ID}-q-${c.field}\``
    if (c.search === 'like') {
      use('../../../components/SearchTable/fields', 'textField')
      call('textField', [str(c.field), lbl, testId])
    } else if (c.search === 'eq') {
      if (c.widget === 'select') {
        use('../../../components/Dict', 'DictSelect')
        node(c.field, lbl, `<DictSelect type=${dq(c.dictCode ?? '')} allowClear />`)
      } else if (c.type === 'boolean') {
        use('../../../components/SearchTable/fields', 'selectField')
        use('../../../components/yesNoOptions', 'yesNoOptions')
        call('selectField', [
          str(c.field),
          lbl,
          "yesNoOptions(t('admin.common.yes'), t('admin.common.no'))",
          testId,
        ])
      } else if (c.numeric) {
        use('antd', 'InputNumber')
        node(c.field, lbl, `<InputNumber ${full} />`)
      } else if (c.type === 'date') {
        use('antd', 'DatePicker')
        node(c.field, lbl, `<DatePicker ${full} />`)
      } else {
        use('../../../components/SearchTable/fields', 'textField')
        call('textField', [str(c.field), lbl, testId])
      }
    } else if (c.search === 'range') {
      if (c.numeric) {
        use('antd', 'InputNumber')
        node(`${c.field}From`, `\`\${${lbl}} \${${pageText('from')}}\``, `<InputNumber ${full} />`)
        node(`${c.field}To`, `\`\${${lbl}} \${${pageText('to')}}\``, `<InputNumber ${full} />`)
      } else {
        use('antd', 'DatePicker')
        const time = c.type === 'datetime' ? ' showTime' : ''
        node(`${c.field}Range`, lbl, `<DatePicker.RangePicker${time} ${full} />`)
      }
    }
  }
  const toQuery = toQueryFn(m)
  if (toQuery) useDefault('dayjs', 'dayjs')

  // The table.
  const attrs = [
    `id={ID}`,
    'crud={crud}',
    `printTitle={${pageText('title')}}`,
    'columns={columns}',
    'request={api.page}',
  ]
  if (toQuery) attrs.push('toQuery={toQuery}')
  if (fields.length)
    attrs.push(`searchFields={[\n${fields.map((f) => `          ${f},`).join('\n')}\n        ]}`)
  if (m.buttons.has('add')) attrs.push('add={{ code: `${CODE}Add`, testId: `${ID}-add` }}')
  if (m.buttons.has('delete')) attrs.push('remove={`${CODE}Delete`}')
  if (m.buttons.has('export')) {
    use('../../../components/AdminKit/ExcelButtons', 'ExportButton')
    const query = toQuery
      ? '() => toQuery(crud.table.current?.searchValues() ?? {})'
      : '() => crud.table.current?.searchValues() ?? {}'
    const button = jsx(10, 'ExportButton', [
      'code={`${CODE}Export`}',
      'call={api.export}',
      `fileName=${dq(`${m.name}.xlsx`)}`,
      `query={${query}}`,
      'testId={`${ID}-export`}',
    ])
    attrs.push(`tools={\n${button}\n        }`)
  }
  const table = jsx(6, 'CrudTable', attrs)
  const form = m.buttons.has('add') || m.buttons.has('edit')
  const yesNo = m.columns.some((c) => c.list && c.type === 'boolean')
  const page = `/** ${oneLine(m.config.titleZh)} (\`${m.key}\`, generated by dev/codegen): the list, its search${m.buttons.has('export') ? ', the export' : ''} and the form. */
export default function ${N}Page() {
  const { t } = useTranslation()
  const { t: l } = useTranslation('translation', { keyPrefix: TEXTS })
  const crud = useCrud<Row, Body>(api)${yesNo ? "\n  const yesNo = (v: unknown) => (v ? t('admin.common.yes') : t('admin.common.no'))" : ''}

  const columns: STColumn<Row>[] = [
${cols.join('\n')}
  ]

  return (
    <>
${table}${form ? '\n      <EditForm crud={crud} />' : ''}
    </>
  )
}`
  const parts = [page]
  if (form) parts.push(formFn(m, use, useDefault))
  const [testIdBase, code] = [kebab(m.code), m.code]
  return `${imports(found)}

type Row = ${N}
type Body = ${N}Body
const api = ${n}Api
/** The page's menu code (its buttons' prefix), test ids' prefix and texts' key. */
const CODE = ${str(code)}
const ID = ${str(testIdBase)}
const TEXTS = ${str(`admin.${code}`)}
${toQuery ? `\n${toQuery}\n` : ''}
${parts.join('\n\n')}
`
}

function formFn(
  m: Model,
  use: (from: string, ...names: string[]) => void,
  useDefault: (from: string, name: string) => void,
): string {
  use('../../../components/AdminKit/crud', 'type Crud', 'CrudForm')
  const items: string[] = []
  const dates = m.columns.filter((c) => c.widget === 'date')
  let rulesUsed = false
  const rule = (c: Column, kind: 'required' | 'requiredNumber' | 'requiredDay', choose = false) => {
    if (!c.required) return []
    rulesUsed = true
    return [`rules={[rules.${kind}(${label(c)}${choose ? ', true' : ''})]}`]
  }
  const item = (c: Column, extra: string[], control: (indent: number) => string) =>
    items.push(jsx(6, 'Form.Item', [`name=${dq(c.field)}`, `label={${label(c)}}`, ...extra], [control(8)]))
  const full = "style={{ width: '100%' }}"
  for (const c of m.columns) {
    const testId = `data-testid={\`\${ID}-${kebab(c.field)}\`}`
    switch (c.widget) {
      case 'input':
      case 'textarea':
        use('../../../components/AdminKit/items', 'TextItem')
        use('@portal/contracts', `${constant(m.name)}_LIMITS`)
        items.push(
          jsx(6, 'TextItem', [
            `name=${dq(c.field)}`,
            `label={${label(c)}}`,
            `max={${constant(m.name)}_LIMITS.${c.field}}`,
            ...(c.required ? ['required'] : []),
            ...(c.widget === 'textarea' ? ['rows={3}'] : []),
            `testId={\`\${ID}-${kebab(c.field)}\`}`,
          ]),
        )
        break
      case 'number':
        use('antd', 'Form', 'InputNumber')
        item(c, rule(c, 'requiredNumber'), (i) =>
          jsx(i, 'InputNumber', [...(c.type === 'int' ? ['precision={0}'] : []), full, testId]),
        )
        break
      case 'select':
        use('antd', 'Form')
        use('../../../components/Dict', 'DictSelect')
        item(c, rule(c, 'required', true), (i) =>
          jsx(i, 'DictSelect', [`type=${dq(c.dictCode ?? '')}`, testId]),
        )
        break
      case 'date':
        use('antd', 'Form', 'DatePicker')
        item(c, rule(c, 'requiredDay'), (i) =>
          jsx(i, 'DatePicker', [...(c.type === 'datetime' ? ['showTime'] : []), full, testId]),
        )
        break
      case 'switch':
        use('antd', 'Form', 'Switch')
        item(c, ['valuePropName="checked"'], (i) => jsx(i, 'Switch', [testId]))
        break
      case 'plate':
        use('antd', 'Form')
        use('../../../components/PlateInput', 'PlateInput')
        item(c, rule(c, 'required'), (i) =>
          jsx(i, 'PlateInput', [
            "lang={i18n.language === 'en' ? 'en' : 'zh-cn'}",
            `testId={\`\${ID}-${kebab(c.field)}\`}`,
          ]),
        )
        break
      case 'person':
        use('antd', 'Form')
        useDefault('../../../components/PersonSelect', 'PersonSelect')
        item(c, rule(c, 'required', true), (i) => jsx(i, 'PersonSelect', [testId]))
        break
      case 'upload':
        use('antd', 'Form')
        useDefault('../../../components/FileIdInput', 'FileIdInput')
        item(c, rule(c, 'required', true), (i) =>
          jsx(i, 'FileIdInput', ['upload={api.upload}', `testId={\`\${ID}-${kebab(c.field)}\`}`]),
        )
        break
    }
  }
  if (rulesUsed) use('../../../components/AdminKit', 'useRules')
  const plates = m.columns.some((c) => c.widget === 'plate')
  const defaults = m.columns.filter((c) => c.type === 'boolean').map((c) => `${c.field}: false`)
  const attrs = ['crud={crud}', `titles={[${pageText('addTitle')}, ${pageText('editTitle')}]}`]
  let tag = 'CrudForm'
  let values = ''
  // Dates travel as text and the picker holds dayjs values; a cleared optional number is sent as nothing.
  const numbers = m.columns.filter((c) => c.widget === 'number' && !c.required)
  if (dates.length || numbers.length) {
    tag = 'CrudForm<Row, Body, Values>'
    const fmt = (c: Column) => (c.type === 'date' ? ".format('YYYY-MM-DD')" : '.toISOString()')
    const names = [...dates, ...numbers].map((c) => str(c.field)).join(' | ')
    const omitted = list(0, 'type Values = Omit<Body, ', [names], '> & {')
    const fields = [
      ...dates.map((c) => `  ${c.field}?: Dayjs | null`),
      ...numbers.map((c) => `  ${c.field}?: number | null`),
    ]
    const toValues = dates.length
      ? `
const toValues = (r: Row) => ({
  ...r,
${dates.map((c) => prop(2, `${c.field}:`, `r.${c.field} ? dayjs(r.${c.field}) : null`)).join('\n')}
})`
      : ''
    const bodyLines = [
      ...dates.map((c) =>
        prop(2, `${c.field}:`, `v.${c.field} ? v.${c.field}${fmt(c)} : ${c.required ? "''" : 'null'}`),
      ),
      ...numbers.map((c) => prop(2, `${c.field}:`, `v.${c.field} ?? undefined`)),
    ]
    values = `

/** The form's values: dates as the date picker holds them, numbers as the number box does. */
${omitted}
${fields.join('\n')}
}${toValues}
const toBody = (v: Values): Body => ({
  ...v,
${bodyLines.join('\n')}
})`
    if (dates.length) {
      use('dayjs', 'type Dayjs')
      useDefault('dayjs', 'dayjs')
      attrs.push('fromRecord={toValues}')
    }
    attrs.push('toBody={toBody}')
  }
  if (defaults.length) attrs.push(`defaults={{ ${defaults.join(', ')} }}`)
  attrs.push('data-testid={`${ID}-form`}')
  return `function EditForm({ crud }: { crud: Crud<Row, Body> }) {
  const { t: l${plates ? ', i18n' : ''} } = useTranslation('translation', { keyPrefix: TEXTS })${rulesUsed ? '\n  const rules = useRules()' : ''}
  return (
${jsx(4, tag, attrs, items)}
  )
}${values}`
}

/** A JSX attribute's string, in double quotes. */
const dq = (text: string) => `"${text.replace(/"/g, '&quot;')}"`
