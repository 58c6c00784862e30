import { PassThrough } from 'node:stream'
import ExcelJS from 'exceljs'
import type { FastifyBaseLogger, FastifyReply } from 'fastify'
import type { SelectQueryBuilder } from 'kysely'
import { contentDisposition } from './files.js'
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
