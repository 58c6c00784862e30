import { barcodes, image as imageSchema, table as tableSchema, text } from '@pdfme/schemas'
import type { PrintElement, PrintOrientation, PrintPaper } from '@portal/contracts'
import { expect } from 'vitest'
import type { api } from './harness.js'
import { readPdf } from './pdf.js'

/** Print layouts of the tests, as the designer saves them, and printing a record with one. */

type Api = ReturnType<typeof api>
type Box = Pick<PrintElement, 'position' | 'width' | 'height'>

/** Where an element stands and how large it is, in millimetres from the page's top left. */
export const at = (x: number, y: number, width: number, height: number): Box => ({
  position: { x, y },
  width,
  height,
})

/** pdfme's defaults for the type, so that an element is as the designer would add it. */
const element = (base: object, type: PrintElement['type'], name: string, box: Box): PrintElement => ({
  ...base,
  name,
  type,
  ...box,
})

const sized = (fontSize?: number) => (fontSize === undefined ? {} : { fontSize })

/** Text printed as written (the document's title), filled from no field. */
export const heading = (content: string, box: Box, fontSize?: number): PrintElement => ({
  ...element(text.propPanel.defaultSchema, 'text', 'heading', box),
  readOnly: true,
  content,
  ...sized(fontSize),
})

/** Text filled from the document's field `name`. */
export const field = (name: string, box: Box, fontSize?: number): PrintElement => ({
  ...element(text.propPanel.defaultSchema, 'text', name, box),
  ...sized(fontSize),
})

/** Fields one under another, the first at `first` and each next `step` mm lower: a pass's details. */
export const column = (
  names: string[],
  first: Box,
  { step, fontSize }: { step: number; fontSize?: number },
): PrintElement[] =>
  names.map((name, i) =>
    field(name, at(first.position.x, first.position.y + i * step, first.width, first.height), fontSize),
  )

/**
 * A QR code of the field `name` names; `field@2` when the field is printed as text too, since names
 * are unique on a page.
 */
export const qr = (name: string, box: Box): PrintElement =>
  element(barcodes.qrcode.propPanel.defaultSchema, 'qrcode', name, box)

/** An image filled from the field `name` (a signature). */
export const image = (name: string, box: Box): PrintElement =>
  element(imageSchema.propPanel.defaultSchema, 'image', name, box)

/** A table filled from the document's rows `name`; `over` sets styles. */
export const table = (
  name: string,
  box: Box,
  head: string[],
  headWidthPercentages: number[],
  over: Record<string, unknown> = {},
): PrintElement => ({
  ...element(tableSchema.propPanel.defaultSchema, 'table', name, box),
  head,
  headWidthPercentages,
  ...over,
})

/** What /api/dev/printTemplate/add takes; `printedWith` makes it portrait and the default unless told. */
export interface TemplateInput {
  name: string
  docType: string
  paper: PrintPaper
  orientation?: PrintOrientation
  pages: PrintElement[][]
  isDefault?: boolean
}

/** Prints record `id` of `docType` as `as` with the type's default template: the raw response. */
export const printRecord = (as: Api, docType: string, id: string) =>
  as.raw(`/api/dev/printTemplate/print/${docType}`, { id })

/**
 * Adds `template` (by `admin`, as its type's default) and prints record `id` with it as `as`: the PDF
 * as a reader gets it (text, QR codes, images) and the response.
 */
export async function printedWith(admin: Api, template: TemplateInput, id: string, as: Api = admin) {
  const added = await admin.post('/api/dev/printTemplate/add', {
    orientation: 'PORTRAIT',
    isDefault: true,
    ...template,
  })
  expect(added.code, added.msg).toBe(200)
  const res = await printRecord(as, template.docType, id)
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200)
  return { ...(await readPdf(res.rawPayload)), res }
}
