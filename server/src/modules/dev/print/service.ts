import type {
  PrintLayout,
  PrintLogRow,
  PrintTemplateDetail,
  PrintTemplateRow,
  PrintVersion,
  printTemplateAddSchema,
  SchemaOutput,
  SiteLang,
} from '@portal/contracts'
import type { Kysely } from 'kysely'
import { badRequest, notFound } from '../../../core/errors.js'
import { newId } from '../../../core/ids.js'
import { defineList, type ListQuery, listPage, listView } from '../../../core/list.js'
import { newestFirst } from '../../../core/listOrders.js'
import { type PrintDocDef, printDocOf, renderPdf } from '../../../core/print.js'
import { bool, created, updated } from '../../../core/rows.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import { nowIso } from '../../../core/time.js'
import type { DB } from '../../../db/schema.js'
import './texts.js'

export const PRINT_MENU = 'devPrintTemplate'

type TemplateBody = SchemaOutput<typeof printTemplateAddSchema>

/** A document type by its code; an unknown one is refused naming the field. */
function docOf(type: string): PrintDocDef {
  const doc = printDocOf(type)
  if (!doc) throw badRequest('printDocTypeUnknown', { type })
  return doc
}

const rowColumns = [
  't.id',
  't.name',
  't.docType',
  't.paper',
  't.orientation',
  't.version',
  't.isDefault',
  't.remark',
  't.updatedByName',
  't.updatedAt',
] as const
const base = (db: Kysely<DB>) => db.selectFrom('devPrintTemplate as t')
const templateRows = listView((q: ReturnType<typeof base>) => q.select(rowColumns))
const templateListing = defineList({
  ...newestFirst('dev_print_template', 't', 'updatedAt', 'dev_print_template_updated'),
  search: { name: search.contains('t.name') },
  sort: { updatedAt: { by: ['t.updatedAt', 't.id'], index: 'dev_print_template_updated' } },
})

type Selected = { isDefault: number; updatedAt: string | null } & Omit<
  PrintTemplateRow,
  'isDefault' | 'updatedAt'
>
const asRow = (r: Selected): PrintTemplateRow => ({
  ...r,
  isDefault: bool(r.isDefault),
  updatedAt: r.updatedAt ?? '',
})

export async function templatePage(db: Kysely<DB>, user: AuthUser, query: ListQuery & { docType?: string }) {
  let q = base(db)
  if (query.docType) q = q.where('t.docType', '=', query.docType)
  const page = await listPage(db, user, templateListing, query, q, templateRows)
  return { ...page, records: page.records.map((r) => asRow(r as Selected)) }
}

async function templateRow(db: Kysely<DB>, id: string) {
  const row = await db.selectFrom('devPrintTemplate').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound('printTemplateNotFound')
  return row
}

export async function templateDetail(db: Kysely<DB>, id: string): Promise<PrintTemplateDetail> {
  const { pagesJson, createdAt: _c, createdUser: _u, updatedUser: _w, ...row } = await templateRow(db, id)
  return { ...asRow(row), pages: JSON.parse(pagesJson) }
}

const layoutColumns = (b: PrintLayout) => ({
  paper: b.paper,
  orientation: b.orientation,
  pagesJson: JSON.stringify(b.pages),
})

/** Keeps one default per document type: making `id` the default clears the others'. */
async function soleDefault(trx: Kysely<DB>, docType: string, id: string) {
  await trx
    .updateTable('devPrintTemplate')
    .set({ isDefault: 0 })
    .where('docType', '=', docType)
    .where('id', '!=', id)
    .execute()
}

async function addVersion(
  trx: Kysely<DB>,
  user: AuthUser,
  templateId: string,
  version: number,
  b: PrintLayout,
) {
  await trx
    .insertInto('devPrintTemplateVersion')
    .values({
      id: newId(),
      templateId,
      version,
      ...layoutColumns(b),
      createdByName: user.name,
      createdAt: nowIso(),
    })
    .execute()
}

export async function templateAdd(db: Kysely<DB>, user: AuthUser, b: TemplateBody): Promise<string> {
  docOf(b.docType)
  const id = newId()
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('devPrintTemplate')
      .values({
        id,
        name: b.name,
        docType: b.docType,
        ...layoutColumns(b),
        version: 1,
        isDefault: b.isDefault ? 1 : 0,
        remark: b.remark ?? null,
        updatedByName: user.name,
        ...created(user),
        updatedAt: nowIso(),
      })
      .execute()
    await addVersion(trx, user, id, 1, b)
    if (b.isDefault) await soleDefault(trx, b.docType, id)
  })
  return id
}

/** Saves a new version of the layout (the earlier ones stay, to look at and restore). */
export async function templateEdit(db: Kysely<DB>, user: AuthUser, b: TemplateBody & { id: string }) {
  docOf(b.docType)
  await db.transaction().execute(async (trx) => {
    const t = await templateRow(trx, b.id)
    const layoutChanged =
      t.paper !== b.paper || t.orientation !== b.orientation || t.pagesJson !== JSON.stringify(b.pages)
    const version = layoutChanged ? t.version + 1 : t.version
    await trx
      .updateTable('devPrintTemplate')
      .set({
        name: b.name,
        docType: b.docType,
        ...layoutColumns(b),
        version,
        isDefault: b.isDefault ? 1 : 0,
        remark: b.remark ?? null,
        updatedByName: user.name,
        ...updated(user),
      })
      .where('id', '=', b.id)
      .execute()
    if (layoutChanged) await addVersion(trx, user, b.id, version, b)
    if (b.isDefault) await soleDefault(trx, b.docType, b.id)
  })
}

export async function templateDelete(db: Kysely<DB>, list: Array<{ id: string }>) {
  const ids = list.map((x) => x.id)
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('devPrintTemplateVersion').where('templateId', 'in', ids).execute()
    await trx.deleteFrom('devPrintTemplate').where('id', 'in', ids).execute()
  })
}

export async function templateVersions(db: Kysely<DB>, id: string): Promise<PrintVersion[]> {
  await templateRow(db, id)
  return db
    .selectFrom('devPrintTemplateVersion')
    .select(['id', 'version', 'paper', 'orientation', 'createdByName', 'createdAt'])
    .where('templateId', '=', id)
    .orderBy('version', 'desc')
    .execute()
}

/** Makes an earlier version's layout the current one, as a new version. */
export async function templateRestore(db: Kysely<DB>, user: AuthUser, b: { id: string; version: number }) {
  const t = await templateRow(db, b.id)
  const v = await db
    .selectFrom('devPrintTemplateVersion')
    .selectAll()
    .where('templateId', '=', b.id)
    .where('version', '=', b.version)
    .executeTakeFirst()
  if (!v) throw notFound('printVersionNotFound')
  await templateEdit(db, user, {
    id: t.id,
    name: t.name,
    docType: t.docType,
    isDefault: bool(t.isDefault),
    remark: t.remark,
    paper: v.paper as PrintLayout['paper'],
    orientation: v.orientation as PrintLayout['orientation'],
    pages: JSON.parse(v.pagesJson),
  })
}

/** The designer's preview: the layout filled with the document type's sample data. */
export function previewPdf(b: PrintLayout & { docType: string }) {
  return renderPdf(b, docOf(b.docType).sample)
}

/** The template a record prints with: the one asked for (of its type), else the type's default, else its newest. */
async function templateFor(db: Kysely<DB>, docType: string, templateId?: string) {
  let q = db.selectFrom('devPrintTemplate').selectAll().where('docType', '=', docType)
  q = templateId
    ? q.where('id', '=', templateId)
    : q.orderBy('isDefault', 'desc').orderBy('updatedAt', 'desc')
  const t = await q.executeTakeFirst()
  if (!t) throw notFound(templateId ? 'printTemplateNotFound' : 'printNoTemplate')
  return t
}

/** Prints one record of a document type and records who printed it. */
export async function printRecord(
  db: Kysely<DB>,
  ctx: { user: AuthUser; dataDir: string; lang: SiteLang },
  doc: PrintDocDef,
  query: { id: string; templateId?: string },
) {
  const t = await templateFor(db, doc.type, query.templateId)
  const data = await doc.load(db, { id: query.id, user: ctx.user, dataDir: ctx.dataDir, lang: ctx.lang })
  const pdf = await renderPdf(
    {
      paper: t.paper as PrintLayout['paper'],
      orientation: t.orientation as PrintLayout['orientation'],
      pages: JSON.parse(t.pagesJson),
    },
    data,
  )
  await db
    .insertInto('devPrintLog')
    .values({
      id: newId(),
      docType: doc.type,
      recordId: query.id,
      recordLabel: data.label.slice(0, 128),
      templateId: t.id,
      templateName: t.name,
      templateVersion: t.version,
      userId: ctx.user.id,
      userName: ctx.user.name,
      createdAt: nowIso(),
    })
    .execute()
  return { pdf, name: data.label }
}

const logRows = listView((q: ReturnType<typeof logBase>) =>
  q.select([
    'l.id',
    'l.docType',
    'l.recordId',
    'l.recordLabel',
    'l.templateName',
    'l.templateVersion',
    'l.userName',
    'l.createdAt',
  ]),
)
const logBase = (db: Kysely<DB>) => db.selectFrom('devPrintLog as l')
const logListing = defineList({
  ...newestFirst('dev_print_log', 'l', 'createdAt', 'dev_print_log_created'),
  // One text field: a second one OR'd in would make every count a scan of the whole log.
  search: { recordLabel: search.text('l.recordLabel', 'dev_print_log') },
  sort: { createdAt: { by: ['l.createdAt', 'l.id'], index: 'dev_print_log_created' } },
})

export async function printLogPage(
  db: Kysely<DB>,
  user: AuthUser,
  query: ListQuery & { docType?: string; userId?: string },
) {
  let q = logBase(db)
  if (query.docType) q = q.where('l.docType', '=', query.docType)
  if (query.userId) q = q.where('l.userId', '=', query.userId)
  const page = await listPage(db, user, logListing, query, q, logRows)
  return { ...page, records: page.records as PrintLogRow[] }
}
