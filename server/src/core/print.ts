import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Font, Plugin, Schema, Template } from '@pdfme/common'
import { generate } from '@pdfme/generator'
import { barcodes, ellipse, image, line, rectangle, table, text } from '@pdfme/schemas'
import {
  basePdfOf,
  isFileId,
  type PrintData,
  type PrintDoc,
  type PrintElement,
  type PrintLayout,
  type PrintList,
  type SiteLang,
} from '@portal/contracts'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { fileDataUrl } from './files.js'
import { fitColumns, measuringFont } from './printColumns.js'
import type { AuthUser } from './session.js'

/**
 * Printing (issue 28): a layout drawn in the designer (pdfme's schemas) filled with a record's
 * data and rendered to a PDF here, in a CJK font shipped by an npm package so Chinese prints on a
 * fresh machine. Modules declare the document types they print (`definePrintDoc`); the print
 * templates module stores layouts per type and prints records through it.
 */

/** The element types a layout may use; each is a pdfme plugin. */
export const PRINT_PLUGINS: Record<PrintElement['type'], Plugin<Schema>> = {
  text,
  image,
  table,
  line,
  rectangle,
  ellipse,
  qrcode: barcodes.qrcode,
  code128: barcodes.code128,
} as Record<PrintElement['type'], Plugin<Schema>>

const FONT_NAME = 'NotoSansSC'

/** Noto Sans SC (Latin and Chinese in one TrueType file; pdfme reads no `.ttc` collections). */
export function printFontFile(): string {
  const pkg = createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans-sc/package.json')
  return join(dirname(pkg), '400Regular', 'NotoSansSC_400Regular.ttf')
}

let fontBytes: Uint8Array<ArrayBuffer> | undefined
/** The font's bytes, read once (10 MB). */
function printFontBytes(): Uint8Array<ArrayBuffer> {
  fontBytes ??= new Uint8Array(readFileSync(printFontFile()))
  return fontBytes
}
/** The font; pdfme embeds only the glyphs a document uses. */
function printFont(): Font {
  return { [FONT_NAME]: { data: printFontBytes(), fallback: true, subset: true } }
}

/** The pdfme template of a layout. */
export function templateOf(layout: Pick<PrintLayout, 'paper' | 'orientation' | 'pages'>): Template {
  return {
    basePdf: basePdfOf(layout.paper, layout.orientation),
    schemas: layout.pages as Schema[][],
  } as Template
}

/**
 * The generator's input for a layout. An element named after one of the record's fields (or
 * `field@n`: a field shown again, its number as text and as a QR code) gets the field's value, a
 * table its rows as JSON. Any other element is fixed: it prints what the designer shows in it (a
 * heading, a logo).
 */
export function inputsOf(layout: Pick<PrintLayout, 'pages'>, data: PrintData): Record<string, string> {
  const input: Record<string, string> = {}
  for (const el of layout.pages.flat()) {
    if ((el as { readOnly?: boolean }).readOnly) continue
    const key = el.name.split('@')[0]!
    const rows = data.tables[key]
    const value = data.values[key]
    const fixed = (el as { content?: unknown }).content
    input[el.name] = rows
      ? JSON.stringify(rows)
      : value !== undefined
        ? value
        : typeof fixed === 'string'
          ? fixed
          : ''
  }
  return input
}

/** A PDF of a layout filled with `data`. */
export async function renderPdf(
  layout: Pick<PrintLayout, 'paper' | 'orientation' | 'pages'>,
  data: PrintData,
): Promise<Buffer> {
  // An empty QR code or barcode cannot be drawn: it is left out rather than failing the print.
  const input = inputsOf(layout, data)
  const pages = layout.pages.map((page) =>
    page.filter(
      (el) => !((el.type === 'qrcode' || el.type === 'code128') && !el.readOnly && !input[el.name]),
    ),
  )
  const pdf = await generate({
    template: templateOf({ ...layout, pages }),
    inputs: [input],
    plugins: PRINT_PLUGINS,
    options: { font: printFont(), title: data.label },
  })
  return Buffer.from(pdf)
}

// ---- Document types --------------------------------------------------------------------------

/** A field a document type fills, in both languages. */
export interface PrintFieldDef {
  key: string
  label: string
  labelEn: string
  /** `image`: a data URL (a signature, a photo); `text` also feeds QR codes and barcodes. */
  kind?: 'text' | 'image'
}
export interface PrintTableDef {
  key: string
  label: string
  labelEn: string
  columns: Array<[zh: string, en: string]>
}

/** A document type a module prints (goods release permit, visitor pass, weighing slip, …). */
export interface PrintDocDef {
  /** Stable code, stored with templates and the print log. */
  type: string
  title: string
  titleEn: string
  /** The page whose holders may print its records (the route's permission). */
  menu: string
  fields: PrintFieldDef[]
  tables?: PrintTableDef[]
  /** What the designer previews with. */
  sample: PrintData
  /** A record's print data; throws the module's not-found error when the caller may not see it. */
  load(
    db: Kysely<DB>,
    ctx: { id: string; user: AuthUser; dataDir: string; lang: SiteLang },
  ): Promise<PrintData>
}

const docs = new Map<string, PrintDocDef>()

/** Declares a document type (from the module's `print.ts`, which its `module.ts` names). */
export function definePrintDoc(def: PrintDocDef): PrintDocDef {
  if (docs.has(def.type)) throw new Error(`print document type ${def.type} defined twice`)
  docs.set(def.type, def)
  return def
}
export const printDocOf = (type: string): PrintDocDef | undefined => docs.get(type)
export const allPrintDocs = (): PrintDocDef[] => [...docs.values()]

/** A document type as the designer sees it, in a language. */
export function printDocView(def: PrintDocDef, lang: SiteLang): PrintDoc {
  const en = lang === 'en'
  return {
    type: def.type,
    title: en ? def.titleEn : def.title,
    fields: def.fields.map((f) => ({ key: f.key, label: en ? f.labelEn : f.label, kind: f.kind ?? 'text' })),
    tables: (def.tables ?? []).map((t) => ({
      key: t.key,
      label: en ? t.labelEn : t.label,
      columns: t.columns.map(([zh, e]) => (en ? e : zh)),
    })),
    sample: def.sample,
  }
}

// ---- Print list ------------------------------------------------------------------------------

/** Spec §9: a printed list is at most 800 px wide; px to mm at the CSS 96 dpi. */
const LIST_MAX_PX = 800
const PX_MM = 25.4 / 96
/** A list's type (pt): the body's size, the smallest it shrinks to before a word breaks. */
const LIST_BODY_PT = 8
const LIST_FLOOR_PT = 6
/** A cell's padding (mm): little, so narrow columns keep their width for text. */
const LIST_PAD = { top: 1, right: 1.2, bottom: 1, left: 1.2 }

/**
 * The searchable table's "print list": its printable columns over as many pages as the rows take,
 * A4, landscape when asked, at most 800 px wide. Columns are sized from what they hold
 * (`core/printColumns.ts`): lines break between words, and the type shrinks before a word would.
 */
export function renderListPdf(list: PrintList): Promise<Buffer> {
  const orientation = list.landscape ? 'LANDSCAPE' : 'PORTRAIT'
  const page = basePdfOf('A4', orientation)
  const [top, , , left] = page.padding
  const inner = page.width - 2 * left
  const width = Math.min(inner, LIST_MAX_PX * PX_MM * (list.landscape ? 1.4 : 1))
  const head = list.columns.map((c) => c.title)
  const rows = list.rows.map((r) => list.columns.map((_, i) => r[i] ?? ''))
  const fit = fitColumns(measuringFont(printFontBytes()), head, rows, width, {
    bodyPt: LIST_BODY_PT,
    floorPt: LIST_FLOOR_PT,
    paddingMm: LIST_PAD.left + LIST_PAD.right,
    maxColumnMm: width / 2,
  })
  const used = fit.widths.reduce((a, b) => a + b, 0)
  const heading = (name: string, y: number, size: number) => ({
    ...text.propPanel.defaultSchema,
    name,
    type: 'text' as const,
    position: { x: left, y },
    width: inner,
    height: size * 0.6,
    fontSize: size,
    readOnly: false,
  })
  const tableEl = {
    ...table.propPanel.defaultSchema,
    name: 'rows',
    type: 'table' as const,
    position: { x: left, y: top + 16 },
    width: used,
    height: 20,
    showHead: true,
    head,
    headWidthPercentages: fit.widths.map((w) => (w / used) * 100),
    tableStyles: { borderColor: '#666666', borderWidth: 0.2 },
    headStyles: {
      ...table.propPanel.defaultSchema.headStyles,
      fontSize: fit.bodyPt + 1,
      padding: LIST_PAD,
      backgroundColor: '#eeeeee',
      fontColor: '#000000',
    },
    bodyStyles: {
      ...table.propPanel.defaultSchema.bodyStyles,
      fontSize: fit.bodyPt,
      padding: LIST_PAD,
      alternateBackgroundColor: '#ffffff',
    },
  }
  return renderPdf(
    {
      paper: 'A4',
      orientation,
      pages: [[heading('title', top, 14), heading('subtitle', top + 9, 9), tableEl]] as PrintElement[][],
    },
    {
      label: list.title,
      values: { title: list.title, subtitle: list.subtitle ?? '' },
      tables: { rows: fit.rows },
    },
  )
}

/** An employee's stored handwritten signature as an image to print, or '' when they have none. */
export async function userSignature(db: Kysely<DB>, dataDir: string, userId: string): Promise<string> {
  const u = await db.selectFrom('sysUser').select('signature').where('id', '=', userId).executeTakeFirst()
  const s = u?.signature
  if (!s) return ''
  // A signature saved before files were stored is the data URL itself.
  if (s.startsWith('data:image/')) return s
  if (!isFileId(s)) return ''
  return (await fileDataUrl(db, dataDir, s)) ?? ''
}

/** A handwritten-looking signature for sample data (designer previews), PNG. */
export const SAMPLE_SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAMgAAABGBAMAAAB7zMYFAAAAMFBMVEVMaXEZKWsdKGwZKWwZKmsZKWsZKWwZKWsZKWsZKWsZKWsZKWwZKWsZKWsZKWsaKmwjxM4mAAAAD3RSTlMA9AnnTHAX0q0oXzfAh5hLiI6jAAAACXBIWXMAAAsTAAALEwEAmpwYAAAEFUlEQVRYhe1YTWvUQBgeY5Jmu+0iolIUTEsPiqioiPiBxOJND9WL4GmtKL0IfoB4XMGjh7iKJw9b8SJettCLiLDqzVPUP7CexFtZVt2qbR+ZpMnOvDO7rrsJXvocNtlMMu/M+/E8b8LYOtbRE4zLLHPseYvb4xnbyJcAHM7YyFNwnMvUxjAAF/iVqZFp4ItdB+YztGF72M6Y6eLQoDN1SdER4FS4n6XBTFwNMMYn0qKK7/wwGtnqG/tcAMuX9IO2h7v8aJRwYwAbeS9M0WP60QIakflKtKMByuAg0HygHa3FcxfQ7L/qLaB5gb0GbmmH/fi67Q5Qj0XgE2OsjlXdaL4d73r/SWwBW/ixoK82B8vx6Uz/RT+NRrhUoxRlEUEF3+LTAlp92si52BFb+6kZ99uJm+u7UmYTLw3pgpITJ/a1e+0BQZL9JqDW46joohq29TLlaSo9FvA5Pi9pUnRSDPZQT+Vou01ypYzlpMKKeKM8UcVmcUW9RN4BNRIIHqjgh/JE0N4oY3ZPmjJN92sBc928kQNEsvFFkx1ge9QhZVEkLFUxRtulGC3ywF+NOGgQEvRxRFx2o2vcGZtoVybHlRcaTq1iRb5git5izFNcXpXpqiCV0kugpVRnzqVEu0v2hq/kcIAP8qIEtt/PRUip312Kt4oykxRpRZO4872eIlJHM2GRsqjtyvfUaFxJ3PkUyQNTQOurS6e0QBdaQFMikg20UEjcxfQaDgPyiDqnihaRT6raQ3Ly8Dk3yxcm8DuZjUsdDbPpKq2CQONrO/vepd45nDg/h9fa1qoc+ik05jsqawSLJEuexp0Nx+wVS50DMf9MJUbMoXxnkjgXaNw5e4VRzLuRZnM9FXZfVHv/Gg2BTUp+ht7AHRjOUk6c8EjYym5N6x8o1O7KslVXe8ZIDnJeMlvexdLaQ6YnE0g4rBJ3IAXJ8FQVq4T5Niu4ZQo4HmZt3gdOdGl2YixKs1qalnGIe9AoCSTIK//kPGOPS0BL0e9KkvMJilLKTlI+ZZwDVhnbK5X1NQCNOzf5L28SZfiq2takIBQ1fUMezXG7hCVxi+dDEgPwXrld10Vdx6b2H8OTKTiCh7kF4B0TYH+MbNxnCnT94EbRg1b8ziChjjEIzUcI47kHjF1kKnSdrSNWli4kjM3wNUsbCc08eai5V9+jSypf17ZyFoCVnt9TNEUgqXzO1YWEsfMaze1sRPfeJKj8SIcXK/vMP7zPKx0rh99e/bRKXCmhmiifofRoqaGtfI6iJanBSWRL6dHSgxkXoNqjpYeESmaVHi1FrJGiEWT5eWsyqvndSo+WJqxQ8+yAcmC6KHFmetbpG0hKKANH7+mENE2Y/NuXhszTxQK3sZVlC/sjsDNTZ3EYr85m/cl8Hf8HfwA7j1btvouSOQAAAABJRU5ErkJggg=='
