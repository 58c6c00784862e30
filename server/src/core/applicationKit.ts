import { type ApplicationStatus, statusLabel } from '@portal/contracts'
import type { FastifyReply } from 'fastify'
import type { Kysely, SelectQueryBuilder } from 'kysely'
import type { z } from 'zod'
import type { DB } from '../db/schema.js'
import {
  type ApplicationColumns,
  deleteDraft,
  ownApplication,
  returnedTo,
  saveApplication,
  withdrawApplication,
} from './application.js'
import {
  type Actor,
  applicantTrail,
  type FormType,
  isAskedAbout,
  registerFormType,
  type Submission,
} from './approval.js'
import type { ClientUser } from './clientSession.js'
import type { Deps } from './deps.js'
import { notFound } from './errors.js'
import { orderedBatches, streamXlsx } from './excel.js'
import { registerFormFileMenu } from './files.js'
import { type Lang, type MsgKey, t } from './i18n.js'
import {
  type Dir,
  defineList,
  filterList,
  type ListQuery,
  listPage,
  listView,
  type Order,
  shownBatches,
} from './list.js'
import { maskFor, type Sensitive, type SensitiveFields } from './mask.js'
import { type PassSpec, registerPass } from './passes.js'
import type { ButtonSeed, PageSeed } from './resources.js'
import type { SearchField } from './search.js'
import type { AuthUser } from './session.js'
import { companyDay, nowIso } from './time.js'

/**
 * A phone application with an approval, declared once (`docs/decisions.md`, "Phone applications
 * share one core"): the form module says what is its own — table, columns, checks, what the
 * approval is told, what approval does, what its detail adds, what it exports — and the kit makes
 * the rest: the phone routes (save or submit, my list, one of mine, withdraw, delete a draft), the
 * staff routes (page, detail, and export and cancel when declared), the approval-engine
 * registration, the gate's reading of its passes, the page's menu, button and field seed rows,
 * and the bench's paths.
 */

// biome-ignore lint/suspicious/noExplicitAny: the kit runs over any application table
type AnyQuery = SelectQueryBuilder<any, any, any>
// biome-ignore lint/suspicious/noExplicitAny: the kit runs over any application table
type AnyDb = Kysely<any>

/** What a submission hands the approval engine besides the form's type and id. */
export type ApprovalOf = Omit<Submission, 'formType' | 'formId' | 'applicant'>

export interface Submitted {
  /** The table's own columns, all of them. */
  columns: Record<string, unknown>
  approval: ApprovalOf
  /** How the applicant is named in the trail. */
  applicantName: string
}

/** Who reads a detail: its applicant (on the phone) or staff (masked where declared). */
export interface Viewer {
  applicant: boolean
}

export interface ApplicationSpec<R extends ApplicationColumns, F> {
  /** The table as Kysely names it (`krsVisit`), with the application columns of `core/application.ts`. */
  table: string
  /** Its alias in list queries (`v`): `list.columns` are `alias.column`. */
  alias: string
  formType: string
  /**
   * The approval engine's registration: names, approver view, default steps, and what task lists
   * show (each key of the submission's `summary`, labelled in both languages).
   */
  approval: Pick<FormType, 'name' | 'nameEn' | 'view' | 'defaults'> & Required<Pick<FormType, 'summary'>>
  words: { notFound: MsgKey; notEditable: MsgKey }
  /** The records page; its code is the menu whose holders read every application of the kind. */
  page: Omit<PageSeed, 'buttons'> & { buttons?: ButtonSeed[] }
  tags: string[]
  phone: {
    /** `/api/krs/…` (spec §7's names). */
    base: string
    /** The detail's last segment (spec §7 names it differently per kind). */
    detailPath: string
    summaries: { save: string; page: string; detail: string; withdraw: string }
  }
  staff: { base: string; summaries: { page: string; detail: string } }
  schemas: {
    save: z.ZodType<{ id?: string; submit: boolean; form: Record<string, unknown> }>
    row: z.ZodType
    detail: z.ZodType
    /** The staff page's query: the page's, `searchKey`, `status` and the kind's own filters. */
    pageQuery: z.ZodType<ListQuery & { status?: string }>
    /** The same without paging: what the export reads. */
    filter?: z.ZodType
  }
  list: {
    /** What a list row shows (`alias.column`), `id`, `status` and `createdAt` among them. */
    columns: readonly string[]
    /** A row as the contract has it (booleans, typed states), when the columns are not. */
    row?: (r: Record<string, unknown>) => Record<string, unknown>
    search?: Record<string, SearchField>
    /** Named orders beyond `createdAt` (newest first, the default). */
    sort?: Record<string, Order>
    /** The indexes of (openId, createdAt, id) and of (createdAt, id). */
    indexes: { mine: string; staff: string }
    /** The staff page's own filters beyond the state. */
    filter?(q: AnyQuery, query: Record<string, unknown>): AnyQuery
  }
  /** The applicant's name in the trail when they withdraw. */
  applicantName(db: Kysely<DB>, client: ClientUser, row: R): Promise<string> | string
  /** A draft's columns: whatever was typed (the lists show its name). */
  draft(db: Kysely<DB>, client: ClientUser, form: Record<string, unknown>): Promise<Record<string, unknown>>
  /**
   * Everything a submission must satisfy beyond its shape (refusals name their field), and what it
   * stores; `id`: the application resubmitted (a draft or a returned one), if any.
   */
  submit(db: Kysely<DB>, client: ClientUser, form: F, id?: string): Promise<Submitted>
  /** What the detail shows beyond the common columns and the trail. */
  detail(db: Kysely<DB>, row: R, viewer: Viewer): Promise<Record<string, unknown>>
  /**
   * Where the application identifies a person (ID numbers, phones of the applicant, companions,
   * workers): paths of its row and of its form (`phone`, `form.companions.*.phone`). Each kind is
   * lifted by one FIELD of the page (`idNo`, `phone`, or as `liftedBy` names it), which the kit
   * seeds; without it these values, and every copy of them, show masked to staff in the page and
   * its search, the detail, the export, the print and the approver's task.
   */
  sensitive?: Readonly<Record<string, Sensitive>>
  liftedBy?: Partial<Record<Sensitive, string>>
  /**
   * What approval (or rejection) brings beyond the state, which the kit has set with `finishedAt`
   * (in the engine's transaction; `row` as it was before): a pass, an admitted contractor.
   */
  onFinished?(trx: Kysely<DB>, row: R, status: 'APPROVED' | 'REJECTED'): Promise<void>
  /** The ids of the files an OA receives with the form. */
  attachments?(row: R): string[]
  /** The passes it issues (QR codes the gate reads): each kind's lookup, holder, validity (`core/passes.ts`). */
  // biome-ignore lint/suspicious/noExplicitAny: each pass is typed by its own `definePass`
  passes?: ReadonlyArray<PassSpec<any>>
  /** The staff export of every application the page's filter matches. */
  export?: {
    button: ButtonSeed
    summary: string
    /** The file's name before the day. */
    fileName: string
    sheet: MsgKey
    columns: ReadonlyArray<readonly [key: string, title: MsgKey, width: number]>
    /** A row's cells beyond its columns and its state in words. */
    cells?(r: Record<string, unknown>, lang: Lang): Record<string, unknown>
  }
  /** Staff call an application off (with the body's reason). */
  cancel?: {
    button: ButtonSeed
    summary: string
    schema: z.ZodType<{ id: string }>
    run(db: Kysely<DB>, user: AuthUser, row: R, body: { id: string } & Record<string, unknown>): Promise<void>
  }
}

export interface Application<R extends ApplicationColumns, F> {
  spec: ApplicationSpec<R, F>
  /** The page's seed rows: menu, buttons (export, cancel, the kind's own), fields. */
  page: PageSeed
  menu: string
  /** The paths the bench measures. */
  bench: { page: string; mine: string; detail: string }
  /** The caller's own application (another's is "not found"). */
  own(db: Kysely<DB>, client: ClientUser, id: string): Promise<R>
  /** A submitted application for staff (drafts are their applicants'). */
  submitted(db: Kysely<DB>, id: string): Promise<R>
  save(
    db: Kysely<DB>,
    client: ClientUser,
    body: { id?: string; submit: boolean; form: unknown },
  ): Promise<string>
  withdraw(db: Kysely<DB>, client: ClientUser, id: string): Promise<void>
  deleteDraft(db: Kysely<DB>, client: ClientUser, id: string): Promise<void>
  mine(db: Kysely<DB>, client: ClientUser, query: ListQuery): Promise<unknown>
  myDetail(db: Kysely<DB>, client: ClientUser, id: string): Promise<unknown>
  staffPage(db: Kysely<DB>, user: AuthUser, query: ListQuery & { status?: string }): Promise<unknown>
  staffDetail(db: Kysely<DB>, user: AuthUser, id: string): Promise<unknown>
  /** The filtered staff query (never drafts): the page's, the export's, a workbench figure's. */
  filtered(db: Kysely<DB>, query: Record<string, unknown>): AnyQuery
  exportXlsx(
    deps: Deps,
    user: AuthUser,
    filter: Record<string, unknown>,
    reply: FastifyReply,
    lang: Lang,
  ): Promise<unknown>
}

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/** The FIELD resource a page gets for each kind of sensitive value it declares. */
const LIFT_LABELS: Record<Sensitive, [string, string]> = {
  idNo: ['完整证件号码', 'ID numbers in full'],
  phone: ['完整手机号码', 'Phone numbers in full'],
}

/** The stored row with its form parsed (`form`): where the declared sensitive paths are read. */
const withForm = (row: object) => {
  const json = (row as { formJson?: unknown }).formJson
  let form: unknown = {}
  try {
    form = typeof json === 'string' ? JSON.parse(json) : {}
  } catch {}
  return { ...row, form }
}

/** Declares an application kind: registers its form type now, and gives what its routes and seed use. */
export function defineApplication<R extends ApplicationColumns, F>(
  spec: ApplicationSpec<R, F>,
): Application<R, F> {
  const { alias: a, words } = spec
  const kind = {
    table: spec.table,
    formType: spec.formType,
    notFound: words.notFound,
    notEditable: words.notEditable,
  }
  const menu = spec.page.code
  const from = (db: AnyDb) => db.selectFrom(`${spec.table} as ${a}`)
  const newest = (index: string): Order => ({
    by: [
      [`${a}.createdAt`, 'desc'],
      [`${a}.id`, 'desc'],
    ],
    index,
  })
  const byCreated = (index: string) => ({ by: [`${a}.createdAt`, `${a}.id`], index })
  const mineListing = defineList({
    table: snake(spec.table),
    alias: a,
    key: `${a}.id`,
    order: newest(spec.list.indexes.mine),
    sort: { createdAt: byCreated(spec.list.indexes.mine) },
  })
  const lifts: Record<Sensitive, string> = { idNo: 'idNo', phone: 'phone', ...spec.liftedBy }
  const sensitive: SensitiveFields = Object.fromEntries(
    Object.entries(spec.sensitive ?? {}).map(([path, kind]) => [path, { kind, field: lifts[kind] }]),
  )
  const liftFields = [...new Set(Object.values(spec.sensitive ?? {}))]
    .filter((kind) => !spec.page.fields?.some(([code]) => code === lifts[kind]))
    .map((kind): ButtonSeed => [lifts[kind], ...LIFT_LABELS[kind]])
  const staffListing = defineList({
    table: snake(spec.table),
    alias: a,
    key: `${a}.id`,
    order: newest(spec.list.indexes.staff),
    sort: { createdAt: byCreated(spec.list.indexes.staff), ...spec.list.sort },
    search: spec.list.search,
    fieldMenu: menu,
    // The row's own columns among the sensitive paths: masked in the page and the export.
    masked: Object.fromEntries(Object.entries(sensitive).filter(([path]) => !path.includes('.'))),
  })
  const rows = listView((q: AnyQuery) => q.select(spec.list.columns as readonly string[]))
  const toRow = spec.list.row ?? ((r: Record<string, unknown>) => r)
  const asRows = (page: { total: number; records: unknown[] }) => ({
    ...page,
    records: page.records.map((r) => toRow(r as Record<string, unknown>)),
  })
  const actor = (client: ClientUser, name: string): Actor => ({ side: 'C', id: client.openId, name })
  const own = (db: Kysely<DB>, client: ClientUser, id: string) =>
    ownApplication(db, kind as never, client.openId, id) as unknown as Promise<R>
  const byId = async (db: Kysely<DB>, id: string) =>
    (await from(db).selectAll().where(`${a}.id`, '=', id).executeTakeFirst()) as R | undefined
  const submitted = async (db: Kysely<DB>, id: string) => {
    const row = await byId(db, id)
    if (!row || row.status === 'DRAFT') throw notFound(words.notFound)
    return row
  }
  const filtered = (db: Kysely<DB>, query: Record<string, unknown>) => {
    // Drafts are their applicants' own, even when asked for by state.
    let q = from(db).where(`${a}.status`, '!=', 'DRAFT') as AnyQuery
    if (typeof query.status === 'string') q = q.where(`${a}.status`, '=', query.status)
    return spec.list.filter ? spec.list.filter(q, query) : q
  }
  const detailOf = async (db: Kysely<DB>, row: R, viewer: Viewer) => {
    const [own, trail] = await Promise.all([spec.detail(db, row, viewer), applicantTrail(db, row.instanceId)])
    return {
      id: row.id,
      openId: row.openId,
      instanceId: row.instanceId,
      status: row.status as ApplicationStatus,
      submittedAt: row.submittedAt,
      finishedAt: row.finishedAt,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      ...own,
      ...trail,
    }
  }

  registerFormFileMenu(menu)
  for (const pass of spec.passes ?? []) registerPass(pass)
  // A summary value the form declares sensitive (`contactPhone` for `form.contactPhone`) is masked
  // in task lists as everywhere else.
  const summary = Object.fromEntries(
    Object.entries(spec.approval.summary).map(([key, f]) => {
      const kind = spec.sensitive?.[key] ?? spec.sensitive?.[`form.${key}`]
      return [key, kind && !f.mask ? { ...f, mask: kind } : f]
    }),
  )
  registerFormType({
    type: spec.formType,
    ...spec.approval,
    summary,
    menu,
    liftedBy: spec.liftedBy,
    issuesPass: !!spec.passes?.length,
    async onFinished(trx, formId, status) {
      const row = await byId(trx, formId)
      if (!row) return
      await (trx as AnyDb)
        .updateTable(spec.table)
        .set({ status, finishedAt: nowIso() })
        .where('id', '=', formId)
        .execute()
      await spec.onFinished?.(trx, row, status)
    },
    onReturned: returnedTo(kind as never),
    attachments: spec.attachments
      ? async (trx, formId) => {
          const row = await byId(trx, formId)
          return row ? spec.attachments!(row) : []
        }
      : undefined,
  })

  const buttons = [
    ...(spec.cancel ? [spec.cancel.button] : []),
    ...(spec.export ? [spec.export.button] : []),
    ...(spec.page.buttons ?? []),
  ]
  return {
    spec,
    menu,
    page: {
      ...spec.page,
      buttons,
      fields: [...(spec.page.fields ?? []), ...liftFields],
    },
    bench: {
      page: `${spec.staff.base}/page`,
      mine: `${spec.phone.base}/pageByOpenId`,
      detail: `${spec.staff.base}/detail`,
    },
    own,
    submitted,
    filtered,
    async save(db, client, body) {
      const prev = body.id ? await own(db, client, body.id) : null
      if (!body.submit) {
        const columns = await spec.draft(db, client, body.form as Record<string, unknown>)
        return saveApplication(db, kind as never, client.openId, prev as never, columns)
      }
      const s = await spec.submit(db, client, body.form as F, prev?.id)
      return saveApplication(db, kind as never, client.openId, prev as never, s.columns, {
        ...s.approval,
        applicant: actor(client, s.applicantName),
      })
    },
    async withdraw(db, client, id) {
      const row = await own(db, client, id)
      await withdrawApplication(db, row, actor(client, await spec.applicantName(db, client, row)))
    },
    async deleteDraft(db, client, id) {
      await deleteDraft(db, kind as never, await own(db, client, id))
    },
    async mine(db, client, query) {
      const q = from(db).where(`${a}.openId`, '=', client.openId)
      return asRows(await listPage(db, null, mineListing, query, q, rows))
    },
    async myDetail(db, client, id) {
      return detailOf(db, await own(db, client, id), { applicant: true })
    },
    async staffPage(db, user, query) {
      return asRows(await listPage(db, user, staffListing, query, filtered(db, query), rows))
    },
    /** The page's holders, anyone asked to approve it, the approvals monitor; anyone else: not found. */
    async staffDetail(db, user, id) {
      const row = await submitted(db, id)
      const holder = user.superAdmin || user.menuCodes.has(menu)
      if (!holder && !(await isAskedAbout(db, user, spec.formType, row.id))) throw notFound(words.notFound)
      const detail = await detailOf(db, row, { applicant: false })
      return maskFor(db, user, menu, sensitive, detail, [withForm(row), detail])
    },
    async exportXlsx(deps, user, filter, reply, lang) {
      const x = spec.export
      if (!x) throw notFound(words.notFound)
      const { query, hidden } = await filterList(
        deps.db,
        user,
        staffListing,
        filter,
        filtered(deps.db, filter),
      )
      const order = staffListing.order.cols as Array<[string, Dir]>
      return streamXlsx(reply, deps.log, {
        fileName: `${x.fileName}-${companyDay()}`,
        sheet: t(lang, x.sheet),
        columns: x.columns.map(([key, title, width]) => ({ key, header: t(lang, title), width })),
        batches: shownBatches(
          staffListing,
          hidden,
          orderedBatches(query.select(spec.list.columns as readonly string[]), order),
        ),
        cells: (r: Record<string, unknown>) => ({
          ...r,
          ...x.cells?.(r, lang),
          status: statusLabel(String(r.status), lang),
        }),
      })
    },
  }
}
