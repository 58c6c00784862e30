import { z } from 'zod'
import { booleans, nullableStrings, numbers, strings } from '../answers.js'
import { idSchema, pageQuerySchema } from '../common.js'
import { fields, reqText, searchKey } from '../fields.js'

/**
 * Code generation (issue 28, `/api/dev/codegen/*`): saved configurations of a module, each a table
 * (described here or picked from the live schema) with its columns' labels, types, form widgets,
 * search, list and export settings; from one, the server generates a complete module of this
 * project (contract, migration, service, routes, seed, texts, tests, page), previews it against the
 * tree, zips it or, in development, writes it in. Generated files carry a checksum header: a file
 * edited by hand is never overwritten.
 */

/** What a column holds. */
export const CODEGEN_TYPES = ['string', 'text', 'int', 'decimal', 'boolean', 'date', 'datetime'] as const
export type CodegenType = (typeof CODEGEN_TYPES)[number]
/** How a form edits a column. */
export const CODEGEN_WIDGETS = [
  'input',
  'textarea',
  'number',
  'select',
  'date',
  'switch',
  'upload',
  'person',
  'plate',
] as const
export type CodegenWidget = (typeof CODEGEN_WIDGETS)[number]
/** How the list's search panel filters on a column: not, equal, contains, a range (from / to). */
export const CODEGEN_SEARCHES = ['none', 'eq', 'like', 'range'] as const
export type CodegenSearch = (typeof CODEGEN_SEARCHES)[number]
/** The page's buttons (each a permission code `<code>Add`, …). */
export const CODEGEN_BUTTONS = ['add', 'edit', 'delete', 'export'] as const
export type CodegenButton = (typeof CODEGEN_BUTTONS)[number]
/** A table described on the page (NEW, created by the generated migration) or one the database has. */
export const CODEGEN_SOURCES = ['NEW', 'LIVE'] as const
export type CodegenSource = (typeof CODEGEN_SOURCES)[number]
/**
 * What a configuration generates: a plain CRUD module, or a phone application with an approval
 * declared on the application kit (`core/applicationKit.ts`): phone form and records, staff page,
 * approval view. A configuration saved before kinds existed is a CRUD one.
 */
export const CODEGEN_KINDS = ['CRUD', 'APPLICATION'] as const
export type CodegenKind = (typeof CODEGEN_KINDS)[number]
/** Widgets and types a phone application's form does not offer (no person picker, no file, no instant). */
export const CODEGEN_APPLICATION_WIDGETS_OFF: readonly CodegenWidget[] = ['person', 'upload']
export const CODEGEN_APPLICATION_TYPES_OFF: readonly CodegenType[] = ['datetime']
/** Status of a generated file against the tree. */
export const CODEGEN_FILE_STATUSES = ['new', 'unchanged', 'changed', 'handEdited'] as const
export type CodegenFileStatus = (typeof CODEGEN_FILE_STATUSES)[number]

/** The widgets each type may use (the first is the default). */
export const CODEGEN_TYPE_WIDGETS: Record<CodegenType, readonly CodegenWidget[]> = {
  string: ['input', 'select', 'plate', 'person', 'upload'],
  text: ['textarea', 'input'],
  int: ['number'],
  decimal: ['number'],
  boolean: ['switch'],
  date: ['date'],
  datetime: ['date'],
}
/** The searches each type allows. */
export const CODEGEN_TYPE_SEARCHES: Record<CodegenType, readonly CodegenSearch[]> = {
  string: ['none', 'eq', 'like'],
  text: ['none', 'like'],
  int: ['none', 'eq', 'range'],
  decimal: ['none', 'eq', 'range'],
  boolean: ['none', 'eq'],
  date: ['none', 'eq', 'range'],
  datetime: ['none', 'range'],
}

/** Columns every generated table has, which a configuration does not name. */
export const CODEGEN_RESERVED_COLUMNS = ['id', 'created_at', 'created_user', 'updated_at', 'updated_user']

const NAME_RE = /^[a-z][a-z0-9_]*$/
const CAMEL_RE = /^[a-z][a-zA-Z0-9]*$/
const DICT_RE = /^[A-Za-z][A-Za-z0-9_]*$/
/** Index names join the table and the column: short enough for every engine (63 characters). */
const COLUMN_NAME_MAX = 24
const TABLE_NAME_MAX = 32
const AREA_MAX = 16
const MODULE_MAX = 40
const LABEL_MAX = 32
const LABEL_EN_MAX = 48
const DICT_MAX = 64
/** Longest `string` column (it may be indexed on every engine); a `text` column holds up to `TEXT_MAX`. */
const STRING_MAX = 255
const TEXT_MAX = 4000
const COLUMNS_MAX = 60

export const CODEGEN_LIMITS = {
  columnName: COLUMN_NAME_MAX,
  tableName: TABLE_NAME_MAX,
  area: AREA_MAX,
  moduleName: MODULE_MAX,
  label: LABEL_MAX,
  labelEn: LABEL_EN_MAX,
  dict: DICT_MAX,
  string: STRING_MAX,
  text: TEXT_MAX,
  columns: COLUMNS_MAX,
} as const

const issue = (path: PropertyKey[], msgKey: string, msgParams?: Record<string, string | number>) => ({
  code: 'custom' as const,
  path,
  message: msgKey,
  params: { msgKey, msgParams },
})

export const codegenColumnSchema = z.object({
  /** snake_case, as the table names it. */
  name: z.string().trim().min(1).max(COLUMN_NAME_MAX).regex(NAME_RE),
  labelZh: reqText(LABEL_MAX),
  labelEn: reqText(LABEL_EN_MAX),
  type: z.enum(CODEGEN_TYPES),
  widget: z.enum(CODEGEN_WIDGETS),
  /** The dictionary a `select` offers (its type code). */
  dictCode: z.preprocess(
    (v) => (v === '' ? null : v),
    z.string().trim().max(DICT_MAX).regex(DICT_RE).nullish(),
  ),
  required: z.boolean().default(false),
  /** Longest text (string and text columns). */
  maxLength: z.number().int().min(1).max(TEXT_MAX).nullish(),
  search: z.enum(CODEGEN_SEARCHES).default('none'),
  list: z.boolean().default(true),
  export: z.boolean().default(true),
})
export type CodegenColumn = z.infer<typeof codegenColumnSchema>

const configShape = {
  kind: z.enum(CODEGEN_KINDS).default('CRUD'),
  source: z.enum(CODEGEN_SOURCES),
  /** snake_case; a NEW table is created by the generated migration. */
  tableName: z.string().trim().min(1).max(TABLE_NAME_MAX).regex(NAME_RE),
  /** The module area (`krs`, `sys`, …): `modules/<area>/<moduleName>/`. */
  area: z.string().trim().min(1).max(AREA_MAX).regex(CAMEL_RE),
  moduleName: z.string().trim().min(1).max(MODULE_MAX).regex(CAMEL_RE),
  titleZh: reqText(LABEL_MAX),
  titleEn: reqText(LABEL_EN_MAX),
  /** The catalog (a menu of type catalog) the page appears in. */
  menuParent: idSchema,
  buttons: z.array(z.enum(CODEGEN_BUTTONS)).max(CODEGEN_BUTTONS.length).default([]),
  columns: z.array(codegenColumnSchema).min(1).max(COLUMNS_MAX),
}

/** What makes a configuration generate code that builds: widgets fit types, names are unique, … */
function checkConfig(
  c: { kind: CodegenKind; source: CodegenSource; columns: CodegenColumn[]; buttons: CodegenButton[] },
  ctx: z.RefinementCtx,
) {
  const seen = new Set<string>()
  const application = c.kind === 'APPLICATION'
  // An application's table has the kit's columns (owner, state, approval): the migration creates it.
  if (application && c.source !== 'NEW') ctx.addIssue(issue(['source'], 'codegenApplicationNew'))
  c.columns.forEach((col, i) => {
    if (CODEGEN_RESERVED_COLUMNS.includes(col.name))
      ctx.addIssue(issue(['columns', i, 'name'], 'codegenColumnReserved', { name: col.name }))
    else if (seen.has(col.name))
      ctx.addIssue(issue(['columns', i, 'name'], 'codegenColumnTwice', { name: col.name }))
    seen.add(col.name)
    if (!CODEGEN_TYPE_WIDGETS[col.type].includes(col.widget))
      ctx.addIssue(
        issue(['columns', i, 'widget'], 'codegenWidgetType', {
          widgets: CODEGEN_TYPE_WIDGETS[col.type].join(', '),
        }),
      )
    if (!CODEGEN_TYPE_SEARCHES[col.type].includes(col.search))
      ctx.addIssue(
        issue(['columns', i, 'search'], 'codegenSearchType', {
          searches: CODEGEN_TYPE_SEARCHES[col.type].join(', '),
        }),
      )
    if (application && CODEGEN_APPLICATION_WIDGETS_OFF.includes(col.widget))
      ctx.addIssue(issue(['columns', i, 'widget'], 'codegenApplicationWidget'))
    if (application && CODEGEN_APPLICATION_TYPES_OFF.includes(col.type))
      ctx.addIssue(issue(['columns', i, 'type'], 'codegenApplicationType'))
    if (col.widget === 'select' && !col.dictCode)
      ctx.addIssue(issue(['columns', i, 'dictCode'], 'codegenDictRequired'))
    if (col.type === 'string' && col.maxLength && col.maxLength > STRING_MAX)
      ctx.addIssue(issue(['columns', i, 'maxLength'], 'codegenStringTooLong', { max: STRING_MAX }))
  })
  if (new Set(c.buttons).size !== c.buttons.length) ctx.addIssue(issue(['buttons'], 'codegenButtonTwice'))
}

export const codegenAddSchema = z.object(configShape).superRefine(checkConfig)
export const codegenEditSchema = z.object({ ...configShape, id: idSchema }).superRefine(checkConfig)
export type CodegenConfig = z.infer<typeof codegenAddSchema>
export type CodegenBody = z.input<typeof codegenAddSchema>

export const codegenPageQuerySchema = pageQuerySchema.extend({ searchKey })

export const codegenRowSchema = z.object(
  fields(
    strings('id', 'code', 'area', 'moduleName', 'tableName', 'source', 'titleZh', 'titleEn'),
    numbers('columnCount'),
    nullableStrings('generatedAt', 'createdAt'),
  ),
)
export type CodegenRow = z.infer<typeof codegenRowSchema>

/** A schema version the module's migrations made: the first creates the table, later ones add columns. */
export const codegenVersionSchema = z.object({ columns: z.array(codegenColumnSchema) })
export type CodegenVersion = z.infer<typeof codegenVersionSchema>

export const codegenDetailSchema = z.object({
  ...configShape,
  id: z.string(),
  code: z.string(),
  versions: z.array(codegenVersionSchema),
  generatedAt: z.string().nullable(),
})
export type CodegenDetail = z.infer<typeof codegenDetailSchema>

/** A live table's column as introspection reads it, mapped to a configuration's column. */
export const codegenLiveColumnSchema = z.object({
  ...strings('name', 'dataType', 'type', 'widget'),
  ...booleans('nullable'),
})
export const codegenLiveTableSchema = z.object({
  name: z.string(),
  /** A generated module can list it: it has a string `id` key. */
  usable: z.boolean(),
  columns: z.array(codegenLiveColumnSchema),
})
export type CodegenLiveTable = z.infer<typeof codegenLiveTableSchema>

/** The catalogs a page may be placed in. */
export const codegenCatalogSchema = z.object(strings('id', 'title', 'titleEn'))
export type CodegenCatalog = z.infer<typeof codegenCatalogSchema>

export const codegenFileSchema = z.object({
  path: z.string(),
  status: z.enum(CODEGEN_FILE_STATUSES),
  /** `typescript` or `tsx`, for the highlighter. */
  language: z.string(),
  content: z.string(),
  /** Unified diff of the tree's file against the generated one ('' when unchanged or new). */
  diff: z.string(),
})
export type CodegenFile = z.infer<typeof codegenFileSchema>

export const codegenPreviewSchema = z.object({
  /** Where `write` would write (the target root), relative names below it. */
  root: z.string(),
  /** Whether `write` is possible here (development and a project checkout), and why not. */
  writable: z.boolean(),
  refusal: z.string().nullable(),
  files: z.array(codegenFileSchema),
})
export type CodegenPreview = z.infer<typeof codegenPreviewSchema>

export const codegenWriteResultSchema = z.object({
  written: z.array(z.string()),
  unchanged: z.array(z.string()),
  /** Edited by hand since generated (or never generated): left as they are. */
  handEdited: z.array(z.string()),
})
export type CodegenWriteResult = z.infer<typeof codegenWriteResultSchema>
