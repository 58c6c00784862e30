import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import {
  type Actor,
  resubmitApproval,
  type Submission,
  submitApproval,
  withdrawApproval,
} from './approval.js'
import { badRequest, notFound } from './errors.js'
import type { MsgKey } from './i18n.js'
import { newId } from './ids.js'
import { inTransaction } from './notify.js'
import { nowIso } from './time.js'

/**
 * What every phone application (contractor admission, entry work, later the visitor forms) does
 * the same way: it is its applicant's own, saved as a draft or submitted into the approval engine
 * (a returned one into its own approval again), withdrawn before a decision, its draft deleted.
 * The form module keeps its columns, its checks and what its lists show.
 */

/** The columns every application table has. */
export interface ApplicationColumns {
  id: string
  openId: string
  status: string
  instanceId: string | null
  submittedAt: string | null
  finishedAt: string | null
  createdAt: string
  updatedAt: string | null
}
/** The tables holding phone applications. */
export type ApplicationTable = {
  [K in keyof DB]: DB[K] extends ApplicationColumns ? K : never
}[keyof DB]

/** States in which the applicant may still change it. */
export const EDITABLE_STATES = ['DRAFT', 'RETURNED', 'WITHDRAWN']

export interface ApplicationKind<T extends ApplicationTable> {
  table: T
  formType: string
  notFound: MsgKey
  notEditable: MsgKey
}

// The tables share the columns above; Kysely cannot see that through a union of table names.
const as = (db: Kysely<DB>) => db as unknown as Kysely<{ app: ApplicationColumns & Record<string, unknown> }>

/** The caller's own application (another's is "not found": its existence is not told). */
export async function ownApplication<T extends ApplicationTable>(
  db: Kysely<DB>,
  kind: ApplicationKind<T>,
  openId: string,
  id: string,
): Promise<DB[T]> {
  const row = await as(db)
    .selectFrom(kind.table as 'app')
    .selectAll()
    .where('id', '=', id)
    .where('openId', '=', openId)
    .executeTakeFirst()
  if (!row) throw notFound(kind.notFound)
  return row as unknown as DB[T]
}

/**
 * Saves a draft (`submission` absent) or submits. `columns` are the table's own columns (all of
 * them: a draft leaves unknown ones null). A returned application stays RETURNED as a draft, and
 * submitted goes into its own approval again; a new one or a draft starts one. The submission is
 * one transaction, claimed by the state it was read in: of two at once, the second is refused.
 */
export async function saveApplication<T extends ApplicationTable>(
  db: Kysely<DB>,
  kind: ApplicationKind<T>,
  openId: string,
  prev: DB[T] | null,
  columns: Record<string, unknown>,
  submission?: Omit<Submission, 'formType' | 'formId'>,
): Promise<string> {
  if (prev && !EDITABLE_STATES.includes(prev.status)) throw badRequest(kind.notEditable)
  const now = nowIso()
  const table = as(db)
  if (!submission) {
    const status = prev?.status === 'RETURNED' ? 'RETURNED' : 'DRAFT'
    if (prev) {
      await table
        .updateTable(kind.table as 'app')
        .set({ ...columns, status, updatedAt: now })
        .where('id', '=', prev.id)
        .execute()
      return prev.id
    }
    const id = newId()
    await table
      .insertInto(kind.table as 'app')
      .values({
        ...columns,
        id,
        openId,
        status,
        instanceId: null,
        submittedAt: null,
        finishedAt: null,
        createdAt: now,
        updatedAt: null,
      })
      .execute()
    return id
  }
  return inTransaction(db, async (trx) => {
    const t = as(trx)
    const id = prev?.id ?? newId()
    const set = { ...columns, status: 'RUNNING', submittedAt: now, finishedAt: null, updatedAt: now }
    if (prev) {
      const res = await t
        .updateTable(kind.table as 'app')
        .set(set)
        .where('id', '=', id)
        .where('status', '=', prev.status)
        .executeTakeFirst()
      if (Number(res.numUpdatedRows) !== 1) throw badRequest(kind.notEditable)
    } else
      await t
        .insertInto(kind.table as 'app')
        .values({ ...set, id, openId, instanceId: null, createdAt: now })
        .execute()
    if (prev?.status === 'RETURNED' && prev.instanceId) {
      await resubmitApproval(trx, submission.applicant, prev.instanceId, submission)
    } else {
      const instanceId = await submitApproval(trx, { ...submission, formType: kind.formType, formId: id })
      await t
        .updateTable(kind.table as 'app')
        .set({ instanceId })
        .where('id', '=', id)
        .execute()
    }
    return id
  })
}

/** The applicant takes a running application back before anyone decided on it. */
export async function withdrawApplication(db: Kysely<DB>, row: ApplicationColumns, actor: Actor) {
  if (row.status !== 'RUNNING' || !row.instanceId) throw badRequest('approvalNotWithdrawable')
  await withdrawApproval(db, actor, row.instanceId)
}

/** A draft the applicant no longer wants (submitted ones stay: they have a trail). */
export async function deleteDraft<T extends ApplicationTable>(
  db: Kysely<DB>,
  kind: ApplicationKind<T>,
  row: ApplicationColumns,
) {
  if (row.status !== 'DRAFT') throw badRequest(kind.notEditable)
  await as(db)
    .deleteFrom(kind.table as 'app')
    .where('id', '=', row.id)
    .where('status', '=', 'DRAFT')
    .execute()
}

/** What the engine calls when an application is returned to its applicant or withdrawn by them. */
export const returnedTo =
  <T extends ApplicationTable>(kind: ApplicationKind<T>) =>
  async (trx: Kysely<DB>, formId: string, status: 'RETURNED' | 'WITHDRAWN') => {
    await as(trx)
      .updateTable(kind.table as 'app')
      .set({ status, updatedAt: nowIso() })
      .where('id', '=', formId)
      .execute()
  }
