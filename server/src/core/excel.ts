import { PassThrough } from 'node:stream'
import ExcelJS from 'exceljs'
import type { FastifyBaseLogger, FastifyReply } from 'fastify'
import type { SelectQueryBuilder } from 'kysely'
import { AppError, badRequest } from './errors.js'
import { contentDisposition } from './files.js'
import { type Lang, type MsgKey, t } from './i18n.js'
import { afterRow, bare, type Dir } from './list.js'

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
/** Rows read per query while exporting: enough to be quick, few enough to stay small in memory. */
export const EXPORT_BATCH = 1000

export interface XlsxColumn {
  key: string
  header: string
  width?: number
}

/** `reply` will carry an `.xlsx` download named `name` (without the extension). */
export function xlsxAttachment(reply: FastifyReply, name: string) {
  reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', contentDisposition('attachment', `${name}.xlsx`))
    .header('cache-control', 'no-store')
}

/**
 * Pages through a query by its key: `next(last)` reads the rows after `last` (the first ones when
 * null), `EXPORT_BATCH` at most; stops at a short batch.
 */
export async function* keysetBatches<R>(next: (last: R | null) => Promise<R[]>): AsyncGenerator<R[]> {
  let last: R | null = null
  for (;;) {
    const rows = await next(last)
    if (rows.length) yield rows
    if (rows.length < EXPORT_BATCH) return
    last = rows[rows.length - 1]!
  }
}

/**
 * Every row of `q` (its columns selected, the order's among them) in the order `by`, a batch at a
 * time: each batch continues after the last row of the one before by the order's columns, so a
 * million rows are read in a thousand indexed queries and never held at once. The one export loop.
 */
export function orderedBatches<R>(
  // biome-ignore lint/suspicious/noExplicitAny: a query over any schema
  q: SelectQueryBuilder<any, any, R>,
  by: ReadonlyArray<readonly [string, Dir]>,
): AsyncGenerator<R[]> {
  const ordered = by.reduce((acc, [c, d]) => acc.orderBy(c, d), q).limit(EXPORT_BATCH)
  return keysetBatches((last: R | null) => {
    if (!last) return ordered.execute()
    const row = last as Record<string, unknown>
    return ordered
      .where(
        afterRow(
          by,
          by.map(([c]) => row[bare(c)]),
        ),
      )
      .execute()
  })
}

/**
 * Streams one sheet to `reply` batch by batch, so a million rows never sit in memory. The answer
 * has started when the rows are read: a failure then ends the download broken (and is logged)
 * rather than answering an error.
 */
export async function streamXlsx<R extends object>(
  reply: FastifyReply,
  log: FastifyBaseLogger,
  opts: {
    fileName: string
    sheet: string
    columns: readonly XlsxColumn[]
    batches: AsyncIterable<readonly R[]>
    /** A row's cells by column key (the row itself when not given). */
    cells?: (row: R) => Record<string, unknown>
  },
) {
  const cells = opts.cells ?? ((r: R) => r as Record<string, unknown>)
  const stream = new PassThrough()
  xlsxAttachment(reply, opts.fileName)
  reply.send(stream)
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false })
  const ws = wb.addWorksheet(opts.sheet)
  ws.columns = opts.columns.map((c) => ({ key: c.key, header: c.header, width: c.width ?? 18 }))
  try {
    for await (const rows of opts.batches) for (const r of rows) ws.addRow(cells(r)).commit()
    ws.commit()
    await wb.commit()
  } catch (err) {
    log.error({ err, file: opts.fileName }, 'export failed')
    stream.destroy(err as Error)
  }
  return reply
}

// ---- Imports: a sheet read whole, checked row by row, written all or nothing ----

export const IMPORT_MAX_BYTES = 10 * 1024 * 1024
export const IMPORT_MAX_ROWS = 5000

/** A column of an import sheet: its key, and the header that names it (in either language). */
export interface ImportColumn {
  key: string
  title: string
  titleEn?: string
  required: boolean
}

/** The file of an import: base64 or a data URL, at most 10 MB, and an .xlsx (zip) by its magic bytes. */
export function decodeXlsx(fileBase64: string): Buffer {
  const b64 = fileBase64.replace(/^data:[^;,]*;base64,/, '')
  const buf = Buffer.from(b64, 'base64')
  if (buf.length > IMPORT_MAX_BYTES)
    throw new AppError(413, 'importTooLarge', { mb: IMPORT_MAX_BYTES / 1024 / 1024 })
  if (buf.length < 4 || buf.readUInt32BE(0) !== 0x504b0304) throw badRequest('importBadFile')
  return buf
}

/** What a cell shows, as text (dates as `YYYY-MM-DD`, formulas by their result). */
export const cellText = (v: ExcelJS.CellValue): string => {
  if (v === null || v === undefined) return ''
  if (v instanceof Date) return v.toISOString().slice(0, 10)
  if (typeof v === 'object') {
    if ('text' in v && typeof v.text === 'string') return v.text.trim()
    if ('richText' in v)
      return v.richText
        .map((p) => p.text)
        .join('')
        .trim()
    if ('result' in v) return String(v.result ?? '').trim()
    if ('hyperlink' in v) return String((v as { hyperlink: string }).hyperlink).trim()
  }
  return String(v).trim()
}

/**
 * The first sheet's rows as text by column key, each with its row number (the header is row 1);
 * blank rows are skipped. Refuses a file that is not an .xlsx, a header missing a required column,
 * no rows, or more than `maxRows`.
 */
export async function readSheet(
  fileBase64: string,
  columns: readonly ImportColumn[],
  maxRows = IMPORT_MAX_ROWS,
): Promise<Array<{ row: number; v: Record<string, string> }>> {
  const wb = new ExcelJS.Workbook()
  try {
    await wb.xlsx.load(decodeXlsx(fileBase64) as unknown as ArrayBuffer)
  } catch (err) {
    if (err instanceof AppError) throw err
    throw badRequest('importBadFile')
  }
  const ws = wb.worksheets[0]
  if (!ws) throw badRequest('importEmpty')
  const header = new Map<string, number>()
  ws.getRow(1).eachCell((cell, col) => {
    header.set(cellText(cell.value), col)
  })
  const colOf = (c: ImportColumn) => header.get(c.title) ?? (c.titleEn ? header.get(c.titleEn) : undefined)
  for (const c of columns)
    if (c.required && colOf(c) === undefined) throw badRequest('importHeaderInvalid', { column: c.title })
  const rows: Array<{ row: number; v: Record<string, string> }> = []
  ws.eachRow((row, n) => {
    if (n === 1) return
    const v: Record<string, string> = {}
    for (const c of columns) {
      const col = colOf(c)
      v[c.key] = col ? cellText(row.getCell(col).value) : ''
    }
    if (Object.values(v).some((x) => x)) rows.push({ row: n, v })
  })
  if (!rows.length) throw badRequest('importEmpty')
  if (rows.length > maxRows) throw badRequest('importTooMany', { max: maxRows })
  return rows
}

/** An import's per-row errors: collected while checking, thrown together (nothing is written then). */
export function importErrors(lang: Lang, titleOf: (key: string) => string) {
  const errors: Array<{ row: number; field: string; message: string }> = []
  return {
    errors,
    add(row: number, field: string, key: MsgKey, params: Record<string, string | number> = {}) {
      errors.push({ row, field, message: t(lang, key, { field: titleOf(field), ...params }) })
    },
    /** Refuses the whole import when any row was wrong. */
    check() {
      if (errors.length)
        throw new AppError(
          400,
          'importRowErrors',
          { count: errors.length },
          { errors: errors.slice(0, 1000) },
        )
    },
  }
}

/** An import template: the header row of `columns` in one language. */
export async function importTemplate(
  reply: FastifyReply,
  name: string,
  columns: ReadonlyArray<{ key: string; header: string }>,
) {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet(name)
  ws.columns = columns.map((c) => ({ header: c.header, key: c.key, width: 18 }))
  ws.getRow(1).font = { bold: true }
  const buf = await wb.xlsx.writeBuffer()
  xlsxAttachment(reply, name)
  return reply.send(Buffer.from(buf as ArrayBuffer))
}
