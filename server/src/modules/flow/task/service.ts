import { APPROVAL_TODO_CAP, type PageResult } from '@portal/contracts'
import type { Kysely } from 'kysely'
import {
  type Actor,
  APPROVAL_MONITOR_MENU,
  decide,
  formTypeOf,
  instanceHistory,
  withdrawApproval,
} from '../../../core/approval.js'
import { summaryReader } from '../../../core/approvalSummary.js'
import { notFound } from '../../../core/errors.js'
import { holdsMenu } from '../../../core/holdsMenu.js'
import type { Lang } from '../../../core/i18n.js'
import { defineList, type From, type ListQuery, listPage, listView } from '../../../core/list.js'
import { newestFirst, sortFields } from '../../../core/listOrders.js'
import { search } from '../../../core/search.js'
import type { AuthUser } from '../../../core/session.js'
import type { DB } from '../../../db/schema.js'

export const staffActor = (user: AuthUser): Actor => ({ side: 'B', id: user.id, name: user.name })

/** A list newest first (and sortable by time only), on `index`, which ends with created_at and id. */
const newest = (table: string, alias: string, index: string) => ({
  ...newestFirst(table, alias, 'createdAt', index),
  sort: sortFields(alias, { createdAt: index }),
})

/** A page of applications' rows, each with its summary as the reader may see it (`core/approvalSummary.ts`). */
async function withSummaries<R extends { formType: string; summaryJson: string | null }>(
  db: Kysely<DB>,
  user: AuthUser,
  lang: Lang,
  page: PageResult<R>,
) {
  const read = summaryReader(db, user, lang)
  const records = []
  for (const { summaryJson, ...r } of page.records)
    records.push({ ...r, summary: await read(r.formType, summaryJson) })
  return { ...page, records }
}

// ---- To do: my pending tasks, newest first like an inbox ----

const todoListing = defineList(newest('flow_task', 'k', 'flow_task_assignee'))
const todoRows = listView((q: From<'flowTask', 'k'>) =>
  q
    .innerJoin('flowInstance as i', 'i.id', 'k.instanceId')
    .innerJoin('flowNode as n', 'n.id', 'k.nodeId')
    .select([
      'k.id as taskId',
      'k.version',
      'k.createdAt',
      'i.id as instanceId',
      'i.formType',
      'i.title',
      'i.summaryJson',
      'i.applicantName',
      'i.createdAt as submittedAt',
      'n.name as stepName',
      'n.nameEn as stepNameEn',
    ]),
)

export async function todoPage(
  db: Kysely<DB>,
  user: AuthUser,
  query: ListQuery & { formType?: string },
  lang: Lang,
) {
  let q = db.selectFrom('flowTask as k').where('k.assigneeId', '=', user.id).where('k.status', '=', 'PENDING')
  if (query.formType)
    q = q.where('k.instanceId', 'in', (eb) =>
      eb.selectFrom('flowInstance').select('id').where('formType', '=', query.formType!),
    )
  return withSummaries(db, user, lang, await listPage(db, user, todoListing, query, q, todoRows))
}

/** The badge: how many tasks wait for me (at most `APPROVAL_TODO_CAP`, like unread messages). */
export async function todoCount(db: Kysely<DB>, user: AuthUser) {
  const rows = await db
    .selectFrom('flowTask')
    .select('id')
    .where('assigneeId', '=', user.id)
    .where('status', '=', 'PENDING')
    .limit(APPROVAL_TODO_CAP)
    .execute()
  return rows.length
}

// ---- Done: what I decided ----

const DECISIONS = ['APPROVE', 'REJECT', 'RETURN', 'TRANSFER']
const doneListing = defineList(newest('flow_history', 'h', 'flow_history_actor'))
const doneRows = listView((q: From<'flowHistory', 'h'>) =>
  q
    .innerJoin('flowInstance as i', 'i.id', 'h.instanceId')
    .select([
      'h.id',
      'h.action',
      'h.comment',
      'h.nodeName as stepName',
      'h.createdAt',
      'i.id as instanceId',
      'i.formType',
      'i.title',
      'i.summaryJson',
      'i.applicantName',
      'i.status',
    ]),
)

/** The decisions of a staff member (not the steps an application went through without one). */
const decidedBy = (db: Kysely<DB>, user: AuthUser) =>
  db
    .selectFrom('flowHistory as h')
    .where('h.actorId', '=', user.id)
    .where('h.actorSide', '=', 'B')
    .where('h.action', 'in', DECISIONS)

export const donePage = async (db: Kysely<DB>, user: AuthUser, query: ListQuery, lang: Lang) =>
  withSummaries(db, user, lang, await listPage(db, user, doneListing, query, decidedBy(db, user), doneRows))

// ---- Submitted by me (staff applicants) ----

const mineListing = defineList({
  ...newest('flow_instance', 'i', 'flow_instance_applicant'),
  search: { title: search.contains('i.title') },
})
const mineRows = listView((q: From<'flowInstance', 'i'>) =>
  q.select([
    'i.id as instanceId',
    'i.formType',
    'i.title',
    'i.summaryJson',
    'i.status',
    'i.createdAt',
    'i.finishedAt',
  ]),
)

/** The applications a staff member made (a client's on a phone are theirs alone). */
const appliedBy = (db: Kysely<DB>, user: AuthUser) =>
  db.selectFrom('flowInstance as i').where('i.applicantId', '=', user.id).where('i.applicantSide', '=', 'B')

export const minePage = async (db: Kysely<DB>, user: AuthUser, query: ListQuery, lang: Lang) =>
  withSummaries(db, user, lang, await listPage(db, user, mineListing, query, appliedBy(db, user), mineRows))

// ---- One application's trail ----

/**
 * An application with its steps' tasks and its history, for its applicant, anyone it asked, or a
 * holder of the flow-monitor page; anyone else: not found (its existence is not told).
 */
export async function instanceDetail(db: Kysely<DB>, id: string, user: AuthUser, lang: Lang) {
  const inst = await db
    .selectFrom('flowInstance')
    .select(['id', 'formType', 'formId', 'title', 'summaryJson', 'applicantSide', 'applicantId'])
    .select(['applicantName', 'status', 'createdAt', 'finishedAt'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!inst) throw notFound('approvalInstanceNotFound')
  const tasks = await db
    .selectFrom('flowTask as k')
    .innerJoin('sysUser as u', 'u.id', 'k.assigneeId')
    .innerJoin('flowNode as n', 'n.id', 'k.nodeId')
    .select([
      'k.id',
      'k.status',
      'k.version',
      'k.assigneeId',
      'u.name as assigneeName',
      'n.name as stepName',
      'k.comment',
      'k.createdAt',
      'k.decidedAt',
    ])
    .where('k.instanceId', '=', id)
    .orderBy('k.createdAt')
    .orderBy('k.id')
    .execute()
  const allowed =
    (inst.applicantSide === 'B' && inst.applicantId === user.id) ||
    tasks.some((k) => k.assigneeId === user.id) ||
    holdsMenu(APPROVAL_MONITOR_MENU)(user)
  if (!allowed) throw notFound('approvalInstanceNotFound')
  const { applicantId: _applicant, summaryJson, ...rest } = inst
  return {
    ...rest,
    formView: formTypeOf(inst.formType)?.view ?? null,
    summary: await summaryReader(db, user, lang)(inst.formType, summaryJson),
    tasks,
    history: await instanceHistory(db, id),
  }
}

export const decideTask = decide
export const withdrawMine = (db: Kysely<DB>, user: AuthUser, id: string) =>
  withdrawApproval(db, staffActor(user), id)
