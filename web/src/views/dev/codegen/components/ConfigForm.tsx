import { ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import {
  CODEGEN_BUTTONS,
  CODEGEN_LIMITS,
  CODEGEN_SEARCHES,
  CODEGEN_TYPE_SEARCHES,
  CODEGEN_TYPE_WIDGETS,
  CODEGEN_TYPES,
  CODEGEN_WIDGETS,
  type CodegenColumn,
  type CodegenDetail,
  type CodegenLiveTable,
  type CodegenRow,
  type CodegenType,
} from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import {
  Button,
  Checkbox,
  Empty,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Radio,
  Select,
  Tooltip,
} from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { type CodegenBody, codegenApi } from '../../../../api/dev/codegen'
import { useRules } from '../../../../components/AdminKit'
import { type Crud, CrudForm } from '../../../../components/AdminKit/crud'
import { FormGrid, TextItem } from '../../../../components/AdminKit/items'
import { useSettingsStore } from '../../../../stores/settings'

/** The editor's values: the body, with the columns as the grid edits them. */
type Values = CodegenBody & { columns: CodegenColumn[] }

const RESERVED = ['id', 'created_at', 'created_user', 'updated_at', 'updated_user']
const NAME_RE = /^[a-z][a-z0-9_]*$/
const CAMEL_RE = /^[a-z][a-zA-Z0-9]*$/

/** A new column: text, an input, in the list and the export. */
const newColumn = (name = ''): CodegenColumn => ({
  name,
  labelZh: '',
  labelEn: '',
  type: 'string',
  widget: 'input',
  dictCode: null,
  required: false,
  maxLength: null,
  search: 'none',
  list: true,
  export: true,
})

/** A live table's columns as a configuration's (its key and audit columns are the generator's). */
const fromLive = (table: CodegenLiveTable): CodegenColumn[] =>
  table.columns
    .filter((c) => !RESERVED.includes(c.name))
    .map((c) => ({
      ...newColumn(c.name),
      labelZh: c.name,
      labelEn: c.name,
      type: c.type as CodegenType,
      widget: c.widget as CodegenColumn['widget'],
      required: !c.nullable,
    }))

/** The add / edit dialog of a configuration: the module, then its columns in an editable grid. */
export default function ConfigForm({ crud }: { crud: Crud<CodegenRow, CodegenBody> }) {
  const { t } = useTranslation()
  const rules = useRules()
  const [form] = Form.useForm<Values>()
  const lang = useSettingsStore((s) => s.lang)
  const source = Form.useWatch('source', form)
  const catalogs = useQuery({ ...codegenApi.catalogs.query(), enabled: !!crud.opening })
  const tables = useQuery({ ...codegenApi.tables.query(), enabled: !!crud.opening && source === 'LIVE' })
  const label = (k: 'tableName' | 'area' | 'moduleName' | 'titleZh' | 'titleEn' | 'menuParent') =>
    t(`admin.codegen.${k}`)

  const pickTable = (name: string) => {
    const table = tables.data?.find((x) => x.name === name)
    if (!table) return
    form.setFieldsValue({ tableName: table.name, columns: fromLive(table) })
  }

  return (
    <CrudForm<CodegenRow, CodegenBody, Values>
      crud={crud}
      form={form}
      titles={[t('admin.codegen.addTitle'), t('admin.codegen.editTitle')]}
      width={980}
      defaults={{
        kind: 'CRUD',
        source: 'NEW',
        area: 'krs',
        menuParent: 'menu-cat-base',
        buttons: [...CODEGEN_BUTTONS],
        columns: [],
      }}
      load={(r, read) => read(codegenApi.detail.query({ id: r.id }))}
      toBody={(v) => {
        const {
          id: _i,
          code: _c,
          versions: _v,
          generatedAt: _g,
          ...body
        } = v as Values & Partial<CodegenDetail>
        return body
      }}
      data-testid="codegen-form"
    >
      <Form.Item name="kind" label={t('admin.codegen.kind')} extra={t('admin.codegen.kindHint')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'CRUD', label: t('admin.codegen.CRUD') },
            { value: 'APPLICATION', label: t('admin.codegen.APPLICATION') },
          ]}
          data-testid="codegen-kind"
        />
      </Form.Item>
      <Form.Item name="source" label={t('admin.codegen.source')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'NEW', label: t('admin.codegen.NEW') },
            { value: 'LIVE', label: t('admin.codegen.LIVE') },
          ]}
          data-testid="codegen-source"
        />
      </Form.Item>
      <FormGrid>
        {source === 'LIVE' ? (
          <Form.Item label={t('admin.codegen.liveTable')} extra={t('admin.codegen.liveTableHint')}>
            <Select
              showSearch
              loading={tables.isFetching}
              onChange={pickTable}
              options={(tables.data ?? []).map((x) => ({
                value: x.name,
                disabled: !x.usable,
                label: x.usable ? x.name : `${x.name}（${t('admin.codegen.noUsableKey')}）`,
              }))}
              data-testid="codegen-live-table"
            />
          </Form.Item>
        ) : null}
        <Form.Item
          name="tableName"
          label={label('tableName')}
          rules={[
            rules.required(label('tableName')),
            { pattern: NAME_RE, message: t('admin.common.invalidCode', { label: label('tableName') }) },
          ]}
        >
          <Input
            maxLength={CODEGEN_LIMITS.tableName}
            disabled={source === 'LIVE'}
            data-testid="codegen-table"
          />
        </Form.Item>
        <Form.Item
          name="area"
          label={label('area')}
          extra={t('admin.codegen.areaHint')}
          rules={[rules.required(label('area')), { pattern: CAMEL_RE, message: label('area') }]}
        >
          <Input maxLength={CODEGEN_LIMITS.area} data-testid="codegen-area" />
        </Form.Item>
        <Form.Item
          name="moduleName"
          label={label('moduleName')}
          rules={[rules.required(label('moduleName')), { pattern: CAMEL_RE, message: label('moduleName') }]}
        >
          <Input
            maxLength={CODEGEN_LIMITS.moduleName}
            placeholder="vehicleBlacklist"
            data-testid="codegen-module"
          />
        </Form.Item>
        <Form.Item
          name="menuParent"
          label={label('menuParent')}
          rules={[rules.required(label('menuParent'), true)]}
        >
          <Select
            loading={catalogs.isFetching}
            options={(catalogs.data ?? []).map((c) => ({
              value: c.id,
              label: lang === 'en' ? c.titleEn : c.title,
            }))}
            data-testid="codegen-menu-parent"
          />
        </Form.Item>
        <TextItem
          name="titleZh"
          label={label('titleZh')}
          max={CODEGEN_LIMITS.label}
          required
          testId="codegen-title-zh"
        />
        <TextItem
          name="titleEn"
          label={label('titleEn')}
          max={CODEGEN_LIMITS.labelEn}
          required
          testId="codegen-title-en"
        />
      </FormGrid>
      <Form.Item name="buttons" label={t('admin.codegen.buttons')}>
        <Checkbox.Group
          options={CODEGEN_BUTTONS.map((b) => ({ value: b, label: t(`admin.codegen.${b}`) }))}
          data-testid="codegen-buttons"
        />
      </Form.Item>
      <ColumnsGrid form={form} />
    </CrudForm>
  )
}

type Label =
  | 'colName'
  | 'labelZh'
  | 'labelEn'
  | 'type'
  | 'widget'
  | 'dictCode'
  | 'required'
  | 'maxLength'
  | 'search'
  | 'list'
  | 'exportCol'
type Field = { name: number; key: number }

interface GridColumn {
  title: string
  width: number
  align?: 'center'
  render: (value: unknown, f: Field, i: number) => ReactNode
}

/**
 * The columns' rows, a plain table of form cells (antd's table keeps its cells from following the
 * form's values); the header names each cell, and Tab walks them row by row.
 */
function Grid({ fields, columns, empty }: { fields: Field[]; columns: GridColumn[]; empty: string }) {
  const pad = { padding: '4px 2px', verticalAlign: 'top' } as const
  return (
    <table
      style={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse', fontSize: 12 }}
      data-testid="codegen-columns"
    >
      <colgroup>
        {columns.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the columns' order is their identity
          <col key={i} style={{ width: c.width }} />
        ))}
      </colgroup>
      <thead>
        <tr style={{ borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
          {columns.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns' order is their identity
            <th key={i} style={{ ...pad, textAlign: c.align ?? 'left', fontWeight: 600 }}>
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {fields.length ? (
          fields.map((f, i) => (
            <tr key={f.key}>
              {columns.map((c, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns' order is their identity
                <td key={j} style={{ ...pad, textAlign: c.align }}>
                  {c.render(undefined, f, i)}
                </td>
              ))}
            </tr>
          ))
        ) : (
          <tr>
            <td colSpan={columns.length}>
              <Empty description={empty} />
            </td>
          </tr>
        )}
      </tbody>
    </table>
  )
}

/** The columns, one row each: every setting a cell, reachable by Tab, no horizontal scroll at 1000 px. */
function ColumnsGrid({ form }: { form: FormInstance<Values> }) {
  const { t } = useTranslation()
  const rules = useRules()
  const at = <K extends keyof CodegenColumn>(i: number, k: K) => ['columns', i, k] as ['columns', number, K]
  const typeAt = (i: number) => (form.getFieldValue(at(i, 'type')) ?? 'string') as CodegenType
  const title = (k: Label) => t(`admin.codegen.${k}`)
  const cell = { style: { margin: 0 } }
  /** A text cell; `required` ones name their label when empty. */
  const text = (
    k: 'name' | 'labelZh' | 'labelEn',
    label: Label,
    max: number,
    width: number,
    testId: string,
  ) => ({
    title: title(label),
    width,
    render: (_: unknown, f: Field) => (
      <Form.Item
        {...cell}
        name={[f.name, k]}
        rules={[
          rules.required(title(label)),
          ...(k === 'name'
            ? [{ pattern: NAME_RE, message: t('admin.common.invalidCode', { label: title(label) }) }]
            : []),
        ]}
      >
        <Input
          size="small"
          maxLength={max}
          aria-label={title(label)}
          data-testid={`codegen-col-${f.name}-${testId}`}
        />
      </Form.Item>
    ),
  })
  /** A check box cell. */
  const check = (k: 'required' | 'list' | 'export', label: Label) => ({
    title: title(label),
    width: 40,
    align: 'center' as const,
    render: (_: unknown, f: Field) => (
      <Form.Item {...cell} name={[f.name, k]} valuePropName="checked">
        <Checkbox aria-label={title(label)} data-testid={`codegen-col-${f.name}-${k}`} />
      </Form.Item>
    ),
  })
  /** A drop-down cell whose options follow the row's type (read again on every change). */
  const choice = (
    k: 'type' | 'widget' | 'search',
    width: number,
    options: (i: number) => Array<{ value: string; label: string }>,
    onChange?: (i: number, value: string) => void,
  ) => ({
    title: title(k),
    width,
    render: (_: unknown, f: Field) => (
      <Form.Item noStyle shouldUpdate>
        {() => (
          <Form.Item {...cell} name={[f.name, k]}>
            <Select
              size="small"
              aria-label={title(k)}
              data-testid={`codegen-col-${f.name}-${k}`}
              options={options(f.name)}
              onChange={onChange && ((v: string) => onChange(f.name, v))}
            />
          </Form.Item>
        )}
      </Form.Item>
    ),
  })
  // Keep the widget and the search among those the new type allows.
  const typeChanged = (i: number, value: string) => {
    const type = value as CodegenType
    if (!CODEGEN_TYPE_WIDGETS[type].includes(form.getFieldValue(at(i, 'widget'))))
      form.setFieldValue(at(i, 'widget'), CODEGEN_TYPE_WIDGETS[type][0])
    if (!CODEGEN_TYPE_SEARCHES[type].includes(form.getFieldValue(at(i, 'search'))))
      form.setFieldValue(at(i, 'search'), 'none')
  }
  return (
    <Form.List name="columns">
      {(fields, { add, remove, move }) => (
        <>
          <div
            style={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              marginBottom: 8,
            }}
          >
            <strong>{t('admin.codegen.columns')}</strong>
            <Button icon={<PlusOutlined />} onClick={() => add(newColumn())} data-testid="codegen-add-column">
              {t('admin.codegen.addColumn')}
            </Button>
          </div>
          <Grid
            fields={fields}
            empty={t('admin.codegen.noColumns')}
            columns={[
              text('name', 'colName', CODEGEN_LIMITS.columnName, 100, 'name'),
              text('labelZh', 'labelZh', CODEGEN_LIMITS.label, 80, 'label-zh'),
              text('labelEn', 'labelEn', CODEGEN_LIMITS.labelEn, 90, 'label-en'),
              choice(
                'type',
                88,
                () => CODEGEN_TYPES.map((x) => ({ value: x, label: t(`admin.codegen.types.${x}`) })),
                typeChanged,
              ),
              choice('widget', 100, (i) =>
                CODEGEN_WIDGETS.filter((w) => CODEGEN_TYPE_WIDGETS[typeAt(i)].includes(w)).map((w) => ({
                  value: w,
                  label: t(`admin.codegen.widgets.${w}`),
                })),
              ),
              {
                title: title('dictCode'),
                width: 90,
                render: (_, f) => (
                  <Form.Item noStyle shouldUpdate>
                    {() => (
                      <Form.Item {...cell} name={[f.name, 'dictCode']}>
                        <Input
                          size="small"
                          maxLength={CODEGEN_LIMITS.dict}
                          disabled={form.getFieldValue(at(f.name, 'widget')) !== 'select'}
                          aria-label={title('dictCode')}
                          data-testid={`codegen-col-${f.name}-dict`}
                        />
                      </Form.Item>
                    )}
                  </Form.Item>
                ),
              },
              check('required', 'required'),
              {
                title: title('maxLength'),
                width: 60,
                render: (_, f) => (
                  <Form.Item {...cell} name={[f.name, 'maxLength']}>
                    <InputNumber
                      size="small"
                      min={1}
                      max={CODEGEN_LIMITS.text}
                      precision={0}
                      style={{ width: '100%' }}
                      aria-label={title('maxLength')}
                      data-testid={`codegen-col-${f.name}-max`}
                    />
                  </Form.Item>
                ),
              },
              choice('search', 80, (i) =>
                CODEGEN_SEARCHES.filter((x) => CODEGEN_TYPE_SEARCHES[typeAt(i)].includes(x)).map((x) => ({
                  value: x,
                  label: t(`admin.codegen.searches.${x}`),
                })),
              ),
              check('list', 'list'),
              check('export', 'exportCol'),
              {
                title: '',
                width: 56,
                render: (_, f, i) => (
                  <span style={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={t('admin.codegen.moveUp')}>
                      <Button
                        type="text"
                        size="small"
                        icon={<ArrowUpOutlined />}
                        disabled={i === 0}
                        aria-label={t('admin.codegen.moveUp')}
                        onClick={() => move(i, i - 1)}
                      />
                    </Tooltip>
                    <Tooltip title={t('admin.codegen.remove')}>
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('admin.codegen.remove')}
                        onClick={() => remove(f.name)}
                        data-testid={`codegen-col-${f.name}-remove`}
                      />
                    </Tooltip>
                  </span>
                ),
              },
            ]}
          />
        </>
      )}
    </Form.List>
  )
}
