import { z } from 'zod'
import { booleans, nullableStrings, numbers, strings } from '../answers.js'
import { idSchema, pageQuerySchema } from '../common.js'
import { fields, optText, reqText, searchKey } from '../fields.js'

/** Paper sizes a template is drawn on: A4, A5 and an 80 mm receipt slip (weighing slips, passes). */
export const PRINT_PAPERS = ['A4', 'A5', 'SLIP'] as const
export type PrintPaper = (typeof PRINT_PAPERS)[number]
export const PRINT_ORIENTATIONS = ['PORTRAIT', 'LANDSCAPE'] as const
export type PrintOrientation = (typeof PRINT_ORIENTATIONS)[number]

/** Width and height in millimetres, portrait. */
export const PAPER_MM: Record<PrintPaper, readonly [number, number]> = {
  A4: [210, 297],
  A5: [148, 210],
  SLIP: [80, 160],
}
/** Page margin in millimetres (top, right, bottom, left): the designer keeps elements inside it. */
export const PRINT_PADDING_MM = 8

/** The blank page (pdfme's `basePdf`) a paper size and orientation give. */
export function basePdfOf(paper: PrintPaper, orientation: PrintOrientation) {
  const [w, h] = PAPER_MM[paper]
  const landscape = orientation === 'LANDSCAPE'
  const p = PRINT_PADDING_MM
  return {
    width: landscape ? h : w,
    height: landscape ? w : h,
    padding: [p, p, p, p] as [number, number, number, number],
  }
}

/** Element types the designer offers (pdfme plugins, `core/print.ts`). */
export const PRINT_ELEMENTS = [
  'text',
  'image',
  'table',
  'line',
  'rectangle',
  'ellipse',
  'qrcode',
  'code128',
] as const

/** Longest saved template (JSON, static images such as a logo included). */
export const PRINT_TEMPLATE_MAX_CHARS = 2_000_000
const MAX_PAGES = 10
const MAX_ELEMENTS = 200

/** One element of a page: pdfme's schema (name, type, position, size and the type's own settings). */
export const printElementSchema = z.looseObject({
  name: z.string().trim().min(1).max(64),
  type: z.enum(PRINT_ELEMENTS),
  position: z.object({ x: z.number().min(0).max(1000), y: z.number().min(0).max(1000) }),
  width: z.number().min(0).max(1000),
  height: z.number().min(0).max(1000),
})
export type PrintElement = z.infer<typeof printElementSchema>

const pagesSchema = z
  .array(z.array(printElementSchema).max(MAX_ELEMENTS))
  .min(1)
  .max(MAX_PAGES)
  .refine((pages) => JSON.stringify(pages).length <= PRINT_TEMPLATE_MAX_CHARS, {
    message: 'too large',
    params: { msgKey: 'printTemplateTooLarge' },
  })

/** What the designer draws: the paper and the elements of each page. */
export const printLayoutSchema = z.object({
  paper: z.enum(PRINT_PAPERS),
  orientation: z.enum(PRINT_ORIENTATIONS),
  pages: pagesSchema,
})
export type PrintLayout = z.infer<typeof printLayoutSchema>

export const PRINT_TEMPLATE_LIMITS = { name: 64, remark: 255 } as const

export const printTemplateAddSchema = printLayoutSchema.extend({
  name: reqText(64),
  /** The document type it prints (`printDocs`). */
  docType: z.string().trim().min(1).max(32),
  /** The template a document type prints with unless another is chosen; one per type. */
  isDefault: z.boolean().default(false),
  remark: optText(255),
})
export const printTemplateEditSchema = printTemplateAddSchema.extend({ id: idSchema })
export const printTemplatePageQuerySchema = pageQuerySchema.extend({
  searchKey,
  docType: z.string().max(32).optional(),
})

export const printTemplateRowSchema = z.object(
  fields(
    strings('id', 'name', 'docType', 'paper', 'orientation', 'updatedAt'),
    nullableStrings('remark', 'updatedByName'),
    numbers('version'),
    booleans('isDefault'),
  ),
)
export const printTemplateDetailSchema = printTemplateRowSchema.extend({
  pages: z.array(z.array(printElementSchema)),
})
export type PrintTemplateRow = z.infer<typeof printTemplateRowSchema>
export type PrintTemplateDetail = z.infer<typeof printTemplateDetailSchema>

export const printVersionSchema = z.object(
  fields(
    strings('id', 'createdAt', 'paper', 'orientation'),
    nullableStrings('createdByName'),
    numbers('version'),
  ),
)
export type PrintVersion = z.infer<typeof printVersionSchema>
export const printRestoreSchema = z.object({ id: idSchema, version: z.number().int().min(1) })

/** A field a document type fills: text (also what a QR code or barcode encodes) or an image. */
export const printFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(['text', 'image']),
})
export const printTableSchema = z.object({
  key: z.string(),
  label: z.string(),
  columns: z.array(z.string()),
})
/** A record's print data: its fields' values (images as data URLs) and its tables' rows. */
export const printDataSchema = z.object({
  label: z.string(),
  values: z.record(z.string(), z.string()),
  tables: z.record(z.string(), z.array(z.array(z.string()))),
})
export type PrintData = z.infer<typeof printDataSchema>
/** A document type as the designer sees it, in the caller's language, with its sample data. */
export const printDocSchema = z.object({
  type: z.string(),
  title: z.string(),
  fields: z.array(printFieldSchema),
  tables: z.array(printTableSchema),
  sample: printDataSchema,
})
export type PrintDoc = z.infer<typeof printDocSchema>

/** The designer's live preview: the layout filled with the document type's sample data. */
export const printPreviewSchema = printLayoutSchema.extend({ docType: z.string().trim().min(1).max(32) })
/** Print one record of a document type, with a chosen template or the type's default. */
export const printRecordQuerySchema = z.object({ id: idSchema, templateId: idSchema.optional() })

export const printLogPageQuerySchema = pageQuerySchema.extend({
  /** The document's label (its number, its holder). */
  searchKey,
  docType: z.string().max(32).optional(),
  /** Who printed. */
  userId: idSchema.optional(),
})
export const printLogRowSchema = z.object(
  fields(
    strings('id', 'docType', 'recordId', 'userName', 'createdAt'),
    nullableStrings('templateName', 'recordLabel'),
    numbers('templateVersion'),
  ),
)
export type PrintLogRow = z.infer<typeof printLogRowSchema>

/** Print list (spec §3, §9): the searchable table's printable columns, as a PDF. */
export const PRINT_LIST_MAX_ROWS = 2000
export const PRINT_LIST_MAX_COLUMNS = 30
export const printListSchema = z.object({
  title: z.string().trim().min(1).max(128),
  subtitle: z.string().max(255).default(''),
  /** Landscape paper ("horizontal"): wide tables. */
  landscape: z.boolean().default(false),
  columns: z
    .array(z.object({ title: z.string().max(64), width: z.number().min(10).max(800).optional() }))
    .min(1)
    .max(PRINT_LIST_MAX_COLUMNS),
  rows: z.array(z.array(z.string().max(1000)).max(PRINT_LIST_MAX_COLUMNS)).max(PRINT_LIST_MAX_ROWS),
})
export type PrintList = z.input<typeof printListSchema>
