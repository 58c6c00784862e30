import { ErrorCode } from '@portal/contracts'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { AppError, badRequest, notFound } from './errors.js'
import { defineTexts, inBothLangs, type TextsOf, t } from './i18n.js'
import { newId } from './ids.js'
import type { Sensitive } from './mask.js'
import { memo } from './memo.js'
import { inTransaction, notify } from './notify.js'
import { Relation } from './permissions.js'
import { queueMessage, queuePush } from './push.js'
import { isUniqueViolation } from './rows.js'
import { nowIso } from './time.js'

/**
 * The built-in approval engine (issue 10): a small engine on our own tables (`0019_approval`), every
 * action one transaction that bumps the instance's and the task's `version` and writes one history
 * row. Nothing is kept in memory, so a restart loses no half-decided step, and of two decisions on
 * one instance at once only one wins (the other is told to look again).
 *
 * A form module declares its type (`registerFormType`): its names, and what happens when an
 * instance ends or is returned. It calls `submitApproval` with its summary fields and the fields
 * conditions read; everything else (definitions, tasks, lists, reminders) is the engine's.
 */

export type ApprovalAction = 'APPROVE' | 'REJECT' | 'RETURN' | 'TRANSFER' | 'COMMENT'
export type InstanceStatus = 'RUNNING' | 'RETURNED' | 'APPROVED' | 'REJECTED' | 'WITHDRAWN'
export type FormFields = Record<string, string | number | boolean | null | readonly string[]>

/** A form type's steps as saved (a new version each time). */
export interface DefinitionBody {
  formType: string
  name: string
  nameEn?: string | null
  target?: 'BUILTIN' | 'OA'
  remindHours?: number | null
  timeoutHours?: number | null
  timeoutAction?: 'NONE' | 'APPROVE' | 'REJECT'
  nodes: Array<{
    name: string
    nameEn?: string | null
    approverKind: 'USER' | 'ROLE' | 'POSITION' | 'HOST_DIRECTOR' | 'ORG_DIRECTOR' | 'FORM_USER'
    approverIds?: string[]
    orgField?: string | null
    mode?: 'ANY' | 'ALL'
    condition?: Condition | null
  }>
}

/** One value of an application's summary (`core/approvalSummary.ts` reads them). */
export interface SummaryField {
  label: string
  labelEn: string
  /** A dictionary's values (one, or several joined by ", "): shown as their labels. */
  dict?: string
  /** An ID or phone number (alone or within the text): masked without the page's field. */
  mask?: Sensitive
}
export type SummaryFields = Readonly<Record<string, SummaryField>>

export interface FormType {
  type: string
  name: string
  nameEn: string
  /** What task lists show of it, by the keys its submissions' `summary` uses. */
  summary?: SummaryFields
  /** The page whose FIELD resources lift the summary's masks (the records page), and their codes. */
  menu?: string
  liftedBy?: Partial<Record<Sensitive, string>>
  /** The web view approvers see the form in (`web/src/views/<view>.tsx`, given `formId`). */
  view?: string
  /** Steps installed at start-up while the type has none (an administrator edits them later). */
  defaults?: Omit<DefinitionBody, 'formType'>
  /** Approval issues a pass (a QR code the gate reads): a phone applicant is told it is ready. */
  issuesPass?: boolean
  /** The instance ended: approved or rejected (in the engine's transaction). */
  onFinished?(trx: Kysely<DB>, formId: string, status: 'APPROVED' | 'REJECTED'): Promise<void>
  /** The ids of the files an OA receives with the form (as signed links). */
  attachments?(trx: Kysely<DB>, formId: string): Promise<string[]>
  /** Returned to the applicant to edit and resubmit, or withdrawn by them. */
  onReturned?(trx: Kysely<DB>, formId: string, status: 'RETURNED' | 'WITHDRAWN'): Promise<void>
}

const formTypes = new Map<string, FormType>()

export function registerFormType(f: FormType): void {
  formTypes.set(f.type, f)
}
export const registeredFormTypes = (): FormType[] => [...formTypes.values()]
export const formTypeOf = (type: string): FormType | undefined => formTypes.get(type)

/** Holders of the approval-steps page may read every application and its trail. */
export const APPROVAL_MONITOR_MENU = 'flowDefinition'
/** "My approvals": granted by roles, and held by anyone while a task waits for them. */
export const APPROVAL_TASK_MENU = 'flowTask'

/**
 * Whether a task waits for this user. An approver named by person (or by a form field) need not
 * hold "My approvals": the menu shows it to them while this holds, so an open task is always
 * reachable (its routes need only a login and act on the caller's own tasks).
 */
export function hasOpenTask(db: Kysely<DB>, userId: string): Promise<boolean> {
  return memo(db, `openTask:${userId}`, ['flow_task'], async () => {
    const row = await db
      .selectFrom('flowTask')
      .select('id')
      .where('assigneeId', '=', userId)
      .where('status', '=', 'PENDING')
      .limit(1)
      .executeTakeFirst()
    return !!row
  })
}

/**
 * Whether a staff user may read a form under approval: anyone asked to approve it (now or before),
 * a holder of the monitor page, the super admin. The form's own module adds its managers' menu.
 */
export async function isAskedAbout(
  db: Kysely<DB>,
  user: { id: string; superAdmin: boolean; menuCodes: ReadonlySet<string> },
  formType: string,
  formId: string,
): Promise<boolean> {
  if (user.superAdmin || user.menuCodes.has(APPROVAL_MONITOR_MENU)) return true
  const asked = await db
    .selectFrom('flowTask as k')
    .innerJoin('flowInstance as i', 'i.id', 'k.instanceId')
    .select('k.id')
    .where('i.formType', '=', formType)
    .where('i.formId', '=', formId)
    .where('k.assigneeId', '=', user.id)
    .limit(1)
    .executeTakeFirst()
  return !!asked
}

/**
 * An instance's trail as its applicant sees it: every action (who, when, step, comment) and who is
 * asked now, by name (staff ids are not shown to external users).
 */
export async function applicantTrail(db: Kysely<DB>, instanceId: string | null) {
  if (!instanceId) return { trail: [], pending: [] }
  const trail = await instanceHistory(db, instanceId)
  const pending = await db
    .selectFrom('flowTask as k')
    .innerJoin('sysUser as u', 'u.id', 'k.assigneeId')
    .innerJoin('flowNode as n', 'n.id', 'k.nodeId')
    .select(['n.name as stepName', 'u.name as assigneeName'])
    .where('k.instanceId', '=', instanceId)
    .where('k.status', '=', 'PENDING')
    .orderBy('k.createdAt')
    .orderBy('k.id')
    .execute()
  return {
    trail: trail.map(({ targetId: _target, ...h }) => ({ ...h, actorName: h.actorName ?? '' })),
    pending,
  }
}

/** Every action on an instance, oldest first (who, when, step, comment, whom it named). */
export function instanceHistory(db: Kysely<DB>, instanceId: string) {
  return db
    .selectFrom('flowHistory')
    .select(['id', 'action', 'actorName', 'nodeName', 'comment', 'targetId', 'createdAt'])
    .where('instanceId', '=', instanceId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute()
}

export interface Condition {
  field: string
  op: 'eq' | 'ne' | 'in' | 'contains' | 'gt' | 'lt'
  value: string | number | boolean | readonly string[]
}

/** Whether a step's condition holds for the submitted fields (no condition: it always applies). */
export function conditionHolds(c: Condition | null, fields: FormFields): boolean {
  if (!c) return true
  const v = fields[c.field]
  switch (c.op) {
    case 'eq':
      return v === c.value
    case 'ne':
      return v !== c.value
    case 'in':
      return Array.isArray(c.value) && typeof v === 'string' && c.value.includes(v)
    case 'contains':
      return Array.isArray(v)
        ? v.includes(String(c.value))
        : typeof v === 'string' && v.includes(String(c.value))
    case 'gt':
      return typeof v === 'number' && v > Number(c.value)
    case 'lt':
      return typeof v === 'number' && v < Number(c.value)
  }
}

export const approvalTexts = defineTexts({
  'zh-cn': {
    approvalNotDefined: '“{type}”尚未配置审批流程',
    approvalNoApprover: '审批步骤“{step}”找不到审批人，请联系管理员检查流程配置',
    approvalTaskNotFound: '审批任务不存在',
    approvalTaskClosed: '该审批任务已处理',
    approvalTaskNotYours: '这不是您的审批任务',
    approvalStale: '该申请刚刚有了新的处理，请刷新后再试',
    approvalTransferTarget: '请选择一位其他的在职人员作为转交对象',
    approvalInstanceNotFound: '审批申请不存在',
    approvalNotWithdrawable: '申请已有审批意见或已结束，不能撤回',
    approvalNotReturned: '只有退回的申请可以重新提交',
    approvalCommentRequired: '请填写意见',
    approvalTaskMessage: '待审批：{title}',
    approvalRemindMessage: '催办：{title} 仍在等待您的审批',
    approvalApprovedMessage: '已通过：{title}',
    approvalRejectedMessage: '未通过：{title}',
    approvalResultApproved: '已通过',
    approvalResultRejected: '未通过',
    approvalTimedOut: '超时未处理，系统自动处理',
    approvalApproversRequired: '请至少选择一位审批人',
    approvalFormTypeUnknown: '没有这种申请',
    approvalApproverUnknown: '第 {step} 步的审批人不存在，请重新选择',
    approvalOrgFieldRequired: '请填写存放部门的表单字段',
  },
  en: {
    approvalNotDefined: 'No approval steps are set up for “{type}”',
    approvalNoApprover: 'Approval step “{step}” has no approver; ask the administrator to check the steps',
    approvalTaskNotFound: 'The approval task does not exist',
    approvalTaskClosed: 'This approval task has already been dealt with',
    approvalTaskNotYours: 'This approval task is not yours',
    approvalStale: 'Someone has just acted on this application; refresh and try again',
    approvalTransferTarget: 'Choose another active person to hand the task to',
    approvalInstanceNotFound: 'The application does not exist',
    approvalNotWithdrawable: 'The application already has a decision or has ended; it cannot be withdrawn',
    approvalNotReturned: 'Only a returned application can be submitted again',
    approvalCommentRequired: 'Please write a comment',
    approvalTaskMessage: 'To approve: {title}',
    approvalRemindMessage: 'Reminder: {title} is still waiting for your approval',
    approvalApprovedMessage: 'Approved: {title}',
    approvalRejectedMessage: 'Not approved: {title}',
    approvalResultApproved: 'approved',
    approvalResultRejected: 'not approved',
    approvalTimedOut: 'Not decided in time; decided by the system',
    approvalApproversRequired: 'choose at least one approver',
    approvalFormTypeUnknown: 'There is no such kind of application',
    approvalApproverUnknown: 'An approver of step {step} does not exist; choose again',
    approvalOrgFieldRequired: 'name the form field that holds the organisation',
  },
})

declare module './i18n.js' {
  interface Messages extends TextsOf<typeof approvalTexts> {}
}

const stale = () => new AppError(ErrorCode.conflict, 'approvalStale')

/** Who acts: a staff user (B), an external user by openId (C), or the system (a time-out job). */
export interface Actor {
  side: 'B' | 'C' | 'S'
  id: string | null
  name: string
}

type Trx = Kysely<DB>
type Instance = DB['flowInstance']

/** The ids of the enabled users a step asks, in a stable order. */
async function approversOf(trx: Trx, node: DB['flowNode'], inst: Instance): Promise<string[]> {
  const ids: string[] = node.approverIds ? JSON.parse(node.approverIds) : []
  const fields: FormFields = inst.fieldsJson ? JSON.parse(inst.fieldsJson) : {}
  let q = trx.selectFrom('sysUser as u').select('u.id').where('u.userStatus', '=', 'ENABLE')
  switch (node.approverKind) {
    case 'USER':
      if (!ids.length) return []
      q = q.where('u.id', 'in', ids)
      break
    case 'ROLE':
      if (!ids.length) return []
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('sysRelation as r')
            .select('r.id')
            .whereRef('r.objectId', '=', 'u.id')
            .where('r.category', '=', Relation.userHasRole)
            .where('r.targetId', 'in', ids),
        ),
      )
      break
    case 'POSITION':
      if (!ids.length) return []
      q = q.where('u.positionId', 'in', ids)
      break
    case 'FORM_USER': {
      const userId = fields[node.orgField ?? '']
      if (typeof userId !== 'string' || !userId) return []
      q = q.where('u.id', '=', userId)
      break
    }
    default: {
      const orgId = node.approverKind === 'HOST_DIRECTOR' ? inst.hostOrgId : fields[node.orgField ?? '']
      if (typeof orgId !== 'string' || !orgId) return []
      q = q.where('u.id', '=', (eb) => eb.selectFrom('sysOrg').select('directorId').where('id', '=', orgId))
    }
  }
  return (await q.orderBy('u.id').limit(200).execute()).map((r) => r.id)
}

const history = (
  trx: Trx,
  inst: { id: string },
  actor: Actor,
  action: string,
  o: {
    taskId?: string
    node?: { id: string; name: string } | null
    comment?: string | null
    targetId?: string
  } = {},
) =>
  trx
    .insertInto('flowHistory')
    .values({
      id: newId(),
      instanceId: inst.id,
      taskId: o.taskId ?? null,
      nodeId: o.node?.id ?? null,
      nodeName: o.node?.name ?? null,
      action,
      actorSide: actor.side,
      actorId: actor.id,
      actorName: actor.name,
      targetId: o.targetId ?? null,
      comment: o.comment ?? null,
      createdAt: nowIso(),
    })
    .execute()

/** Claims the instance for one action: bumps its version if it is still `version`, else refuses. */
async function claim(trx: Trx, inst: Instance, set: Partial<Instance> = {}) {
  const res = await trx
    .updateTable('flowInstance')
    .set({ ...set, version: inst.version + 1, updatedAt: nowIso() })
    .where('id', '=', inst.id)
    .where('version', '=', inst.version)
    .executeTakeFirst()
  if (Number(res.numUpdatedRows) !== 1) throw stale()
  Object.assign(inst, set, { version: inst.version + 1 })
}

/**
 * A form type whose steps are set to the external OA: the submission is written to the outbox in
 * this transaction (`core/oa.ts` sends it), keyed by the instance and its submission count, so a
 * crash after the commit neither loses nor doubles it. The OA's callback decides.
 */
async function handToOa(trx: Trx, inst: Instance) {
  const submissions = await trx
    .selectFrom('flowHistory')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('instanceId', '=', inst.id)
    .where('action', 'in', ['SUBMIT', 'RESUBMIT'])
    .executeTakeFirst()
  const now = nowIso()
  const files = (await formTypes.get(inst.formType)?.attachments?.(trx, inst.formId)) ?? []
  await trx
    .insertInto('oaOutbox')
    .values({
      id: newId(),
      instanceId: inst.id,
      formType: inst.formType,
      formId: inst.formId,
      idempotencyKey: `${inst.id}:${Number(submissions?.n ?? 1)}`,
      payloadJson: JSON.stringify({
        formType: inst.formType,
        formId: inst.formId,
        title: inst.title,
        applicant: inst.applicantName,
        summary: inst.summaryJson ? JSON.parse(inst.summaryJson) : {},
        fields: inst.fieldsJson ? JSON.parse(inst.fieldsJson) : {},
        files,
      }),
      status: 'PENDING',
      attempts: 0,
      nextAttemptAt: now,
      lastError: null,
      oaRequestId: null,
      createdAt: now,
      sentAt: null,
    })
    .execute()
  await trx
    .updateTable('flowInstance')
    .set({ nodeId: null, updatedAt: now })
    .where('id', '=', inst.id)
    .execute()
}

/**
 * The external OA decided a running instance (its callback): approved or rejected, one history row
 * by the OA's approver, the form told. An instance no longer running is left as it is (a callback
 * sent again): returns false.
 */
export async function concludeFromOa(
  db: Kysely<DB>,
  instanceId: string,
  result: 'APPROVED' | 'REJECTED',
  by: { name: string; comment: string | null },
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const inst = await loadInstance(trx, instanceId)
    if (inst.status !== 'RUNNING') return false
    await claim(trx, inst, { status: result, nodeId: null, finishedAt: nowIso() })
    await history(
      trx,
      inst,
      { side: 'S', id: null, name: by.name },
      result === 'APPROVED' ? 'APPROVE' : 'REJECT',
      {
        comment: by.comment,
      },
    )
    await finish(trx, inst, result)
    return true
  })
}

/** Before every step (sort codes are not negative). */
const FIRST = -1

/**
 * Moves an instance to the first step after `afterSort` whose condition holds, asking its approvers;
 * with none left, the instance is approved.
 */
async function advance(trx: Trx, inst: Instance, afterSort: number) {
  const fields: FormFields = inst.fieldsJson ? JSON.parse(inst.fieldsJson) : {}
  const nodes = await trx
    .selectFrom('flowNode')
    .selectAll()
    .where('definitionId', '=', inst.definitionId)
    .where('sortCode', '>', afterSort)
    .orderBy('sortCode')
    .execute()
  const node = nodes.find((n) => conditionHolds(n.conditionJson ? JSON.parse(n.conditionJson) : null, fields))
  if (!node) {
    const now = nowIso()
    await trx
      .updateTable('flowInstance')
      .set({ status: 'APPROVED', nodeId: null, finishedAt: now, updatedAt: now })
      .where('id', '=', inst.id)
      .execute()
    await finish(trx, inst, 'APPROVED')
    return
  }
  const approvers = await approversOf(trx, node, inst)
  if (!approvers.length) throw badRequest('approvalNoApprover', { step: node.name })
  const now = nowIso()
  await trx
    .updateTable('flowInstance')
    .set({ nodeId: node.id, updatedAt: now })
    .where('id', '=', inst.id)
    .execute()
  await openTasks(trx, inst, node, approvers, now)
}

/** Messages carry one text: the subject in both languages. */
const both = (
  key:
    | 'approvalTaskMessage'
    | 'approvalRemindMessage'
    | 'approvalApprovedMessage'
    | 'approvalRejectedMessage',
  title: string,
) => inBothLangs(key, { title })

/**
 * An instance ended: the form is told, and its applicant (staff: a message; a phone applicant is
 * told by the form's kit) and the robots chosen for its type learn the result, all in `trx`.
 */
async function finish(trx: Trx, inst: Instance, status: 'APPROVED' | 'REJECTED') {
  await formTypes.get(inst.formType)?.onFinished?.(trx, inst.formId, status)
  const approved = status === 'APPROVED'
  if (inst.applicantSide === 'B')
    await notify(trx, [inst.applicantId], {
      category: 'APPROVAL',
      subject: both(approved ? 'approvalApprovedMessage' : 'approvalRejectedMessage', inst.title),
    })
  else {
    const client = await trx
      .selectFrom('clientUser')
      .select('phone')
      .where('id', '=', inst.applicantId)
      .executeTakeFirst()
    const pass = approved && formTypes.get(inst.formType)?.issuesPass
    if (client)
      await queueMessage(
        trx,
        'SMS',
        client.phone,
        {
          kind: pass ? 'PASS_ISSUED' : 'APPROVAL_RESULT',
          side: 'C',
          lang: 'zh-cn',
          values: {
            title: inst.title,
            result: t('zh-cn', approved ? 'approvalResultApproved' : 'approvalResultRejected'),
          },
        },
        inst.id,
      )
  }
  await queuePush(trx, {
    topic: 'APPROVAL_RESULT',
    formType: inst.formType,
    kind: 'APPROVAL_RESULT',
    values: (lang) => ({
      title: inst.title,
      applicant: inst.applicantName ?? '',
      result: t(lang, approved ? 'approvalResultApproved' : 'approvalResultRejected'),
    }),
    about: inst.id,
  })
}

/** Asks `userIds` at a step of `inst`: a pending task each, and a message. */
async function openTasks(
  trx: Trx,
  inst: Pick<Instance, 'id' | 'title' | 'formType' | 'applicantName'>,
  step: { id: string; name: string },
  userIds: string[],
  now: string,
) {
  const nodeId = step.id
  await trx
    .insertInto('flowTask')
    .values(
      userIds.map((assigneeId) => ({
        id: newId(),
        instanceId: inst.id,
        nodeId,
        assigneeId,
        status: 'PENDING',
        comment: null,
        version: 0,
        createdAt: now,
        decidedAt: null,
        remindedAt: null,
      })),
    )
    .execute()
  await notify(trx, userIds, { category: 'APPROVAL', subject: both('approvalTaskMessage', inst.title) })
  await queuePush(trx, {
    topic: 'APPROVAL_TODO',
    formType: inst.formType,
    kind: 'APPROVAL_TODO',
    values: () => ({ title: inst.title, applicant: inst.applicantName ?? '', step: step.name }),
    about: inst.id,
  })
}

export interface Submission {
  formType: string
  formId: string
  title: string
  /** Shown in task lists (name → text). */
  summary: Record<string, string>
  /** What step conditions and ORG_DIRECTOR read. */
  fields: FormFields
  hostOrgId: string | null
  applicant: Actor
}

/**
 * Saves a form type's steps as its new version (`latest`); running approvals keep the version they
 * started with. Two saves at once both take the next number: one fails on the unique index.
 */
export function saveDefinition(db: Kysely<DB>, userId: string | null, body: DefinitionBody) {
  return inTransaction(db, async (trx) => {
    const prev = await trx
      .selectFrom('flowDefinition')
      .select((eb) => eb.fn.max('version').as('v'))
      .where('formType', '=', body.formType)
      .executeTakeFirst()
    await trx.updateTable('flowDefinition').set({ latest: 0 }).where('formType', '=', body.formType).execute()
    const id = newId()
    await trx
      .insertInto('flowDefinition')
      .values({
        id,
        formType: body.formType,
        version: Number(prev?.v ?? 0) + 1,
        latest: 1,
        name: body.name,
        nameEn: body.nameEn ?? null,
        target: body.target ?? 'BUILTIN',
        remindHours: body.remindHours ?? null,
        timeoutHours: body.timeoutHours ?? null,
        timeoutAction: body.timeoutAction ?? 'NONE',
        createdAt: nowIso(),
        createdUser: userId,
      })
      .execute()
    await trx
      .insertInto('flowNode')
      .values(
        body.nodes.map((n, i) => ({
          id: newId(),
          definitionId: id,
          sortCode: (i + 1) * 10,
          name: n.name,
          nameEn: n.nameEn ?? null,
          approverKind: n.approverKind,
          approverIds: n.approverIds?.length ? JSON.stringify([...new Set(n.approverIds)]) : null,
          orgField: n.orgField ?? null,
          mode: n.mode ?? 'ANY',
          conditionJson: n.condition ? JSON.stringify(n.condition) : null,
        })),
      )
      .execute()
    return id
  })
}

/** Installs the default steps of every registered form type that has none yet (at start-up). */
export async function installDefaultDefinitions(db: Kysely<DB>): Promise<void> {
  for (const f of formTypes.values()) {
    if (!f.defaults) continue
    const any = await db
      .selectFrom('flowDefinition')
      .select('id')
      .where('formType', '=', f.type)
      .executeTakeFirst()
    if (any) continue
    try {
      await saveDefinition(db, null, { ...f.defaults, formType: f.type })
    } catch (err) {
      // Another process installed them at the same moment.
      if (!isUniqueViolation(err)) throw err
    }
  }
}

/** The newest definition of a form type, or a refusal naming it. */
export async function latestDefinition(db: Kysely<DB>, formType: string) {
  const def = await db
    .selectFrom('flowDefinition')
    .selectAll()
    .where('formType', '=', formType)
    .where('latest', '=', 1)
    .executeTakeFirst()
  if (!def) throw badRequest('approvalNotDefined', { type: formTypes.get(formType)?.name ?? formType })
  return def
}

/** Starts the approval of a form (in the caller's transaction, if any); returns the instance id. */
export function submitApproval(db: Kysely<DB>, s: Submission): Promise<string> {
  return inTransaction(db, async (trx) => {
    const def = await latestDefinition(trx, s.formType)
    const now = nowIso()
    const inst: Instance = {
      id: newId(),
      definitionId: def.id,
      formType: s.formType,
      formId: s.formId,
      title: s.title,
      summaryJson: JSON.stringify(s.summary),
      fieldsJson: JSON.stringify(s.fields),
      applicantSide: s.applicant.side,
      applicantId: s.applicant.id ?? '',
      applicantName: s.applicant.name,
      hostOrgId: s.hostOrgId,
      status: 'RUNNING',
      nodeId: null,
      version: 0,
      createdAt: now,
      updatedAt: now,
      finishedAt: null,
    }
    await trx.insertInto('flowInstance').values(inst).execute()
    await history(trx, inst, s.applicant, 'SUBMIT')
    if (def.target === 'OA') await handToOa(trx, inst)
    else await advance(trx, inst, FIRST)
    return inst.id
  })
}

async function loadInstance(trx: Trx, id: string) {
  const inst = await trx.selectFrom('flowInstance').selectAll().where('id', '=', id).executeTakeFirst()
  if (!inst) throw notFound('approvalInstanceNotFound')
  return inst
}

export interface Decision {
  taskId: string
  action: ApprovalAction
  comment?: string | null
  /** TRANSFER: the user to hand the task to. */
  transferTo?: string | null
}

/**
 * One approver's action on their task. The task must be pending and theirs; the instance is
 * claimed by version, so two decisions on one instance at once cannot both win: the loser gets
 * `approvalStale` and nothing of it is written.
 */
export async function decide(
  db: Kysely<DB>,
  actor: Actor,
  d: Decision,
  system = false,
): Promise<InstanceStatus> {
  // Another approver of the same step decided a moment before: look again (this task may still be
  // open, as in an ALL step), a few times at most. Inside a caller's transaction there is no retry.
  for (let attempt = 1; ; attempt++) {
    try {
      return await decideOnce(db, actor, d, system)
    } catch (err) {
      if (db.isTransaction || attempt >= 3 || !(err instanceof AppError && err.key === 'approvalStale'))
        throw err
    }
  }
}

function decideOnce(db: Kysely<DB>, actor: Actor, d: Decision, system: boolean): Promise<InstanceStatus> {
  return inTransaction(db, async (trx) => {
    const task = await trx.selectFrom('flowTask').selectAll().where('id', '=', d.taskId).executeTakeFirst()
    if (!task) throw notFound('approvalTaskNotFound')
    if (!system && task.assigneeId !== actor.id)
      throw new AppError(ErrorCode.forbidden, 'approvalTaskNotYours')
    if (task.status !== 'PENDING') throw badRequest('approvalTaskClosed')
    const inst = await loadInstance(trx, task.instanceId)
    if (inst.status !== 'RUNNING' || inst.nodeId !== task.nodeId) throw badRequest('approvalTaskClosed')
    const node = await trx
      .selectFrom('flowNode')
      .selectAll()
      .where('id', '=', task.nodeId)
      .executeTakeFirstOrThrow()
    const comment = d.comment?.trim() || null
    if ((d.action === 'REJECT' || d.action === 'RETURN' || d.action === 'COMMENT') && !comment)
      throw badRequest('approvalCommentRequired')
    await claim(trx, inst)
    const now = nowIso()
    const close = async (status: string) => {
      const res = await trx
        .updateTable('flowTask')
        .set({ status, comment, decidedAt: now, version: task.version + 1 })
        .where('id', '=', task.id)
        .where('version', '=', task.version)
        .where('status', '=', 'PENDING')
        .executeTakeFirst()
      if (Number(res.numUpdatedRows) !== 1) throw stale()
    }
    const cancelOthers = () =>
      trx
        .updateTable('flowTask')
        .set({ status: 'CANCELLED', decidedAt: now })
        .where('instanceId', '=', inst.id)
        .where('status', '=', 'PENDING')
        .execute()
    const step = { id: node.id, name: node.name }
    const form = formTypes.get(inst.formType)
    switch (d.action) {
      case 'COMMENT':
        await history(trx, inst, actor, 'COMMENT', { taskId: task.id, node: step, comment })
        return 'RUNNING'
      case 'TRANSFER': {
        const to = d.transferTo ?? ''
        const target = await trx
          .selectFrom('sysUser')
          .select('id')
          .where('id', '=', to)
          .where('userStatus', '=', 'ENABLE')
          .executeTakeFirst()
        const already = await trx
          .selectFrom('flowTask')
          .select('id')
          .where('instanceId', '=', inst.id)
          .where('nodeId', '=', node.id)
          .where('assigneeId', '=', to)
          .where('status', '=', 'PENDING')
          .executeTakeFirst()
        if (!target || to === task.assigneeId || already) throw badRequest('approvalTransferTarget')
        await close('TRANSFERRED')
        await openTasks(trx, inst, step, [to], now)
        await history(trx, inst, actor, 'TRANSFER', { taskId: task.id, node: step, comment, targetId: to })
        return 'RUNNING'
      }
      case 'APPROVE': {
        await close('APPROVED')
        await history(trx, inst, actor, system ? 'TIMEOUT' : 'APPROVE', {
          taskId: task.id,
          node: step,
          comment,
        })
        if (node.mode === 'ALL') {
          const open = await trx
            .selectFrom('flowTask')
            .select('id')
            .where('instanceId', '=', inst.id)
            .where('status', '=', 'PENDING')
            .executeTakeFirst()
          if (open) return 'RUNNING'
        } else await cancelOthers()
        await advance(trx, inst, node.sortCode)
        return (await loadInstance(trx, inst.id)).status as InstanceStatus
      }
      case 'REJECT':
      case 'RETURN': {
        const status = d.action === 'REJECT' ? 'REJECTED' : 'RETURNED'
        await close(status)
        await cancelOthers()
        await history(trx, inst, actor, system ? 'TIMEOUT' : d.action, {
          taskId: task.id,
          node: step,
          comment,
        })
        await trx
          .updateTable('flowInstance')
          .set({ status, nodeId: null, ...(status === 'REJECTED' ? { finishedAt: now } : {}) })
          .where('id', '=', inst.id)
          .execute()
        if (status === 'REJECTED') await finish(trx, inst, 'REJECTED')
        else await form?.onReturned?.(trx, inst.formId, 'RETURNED')
        return status
      }
    }
  })
}

/** The applicant withdraws a running application before anyone decided on it. */
export function withdrawApproval(db: Kysely<DB>, actor: Actor, instanceId: string): Promise<void> {
  return inTransaction(db, async (trx) => {
    const inst = await loadInstance(trx, instanceId)
    if (inst.applicantId !== actor.id || inst.applicantSide !== actor.side)
      throw notFound('approvalInstanceNotFound')
    const decided = await trx
      .selectFrom('flowHistory')
      .select('id')
      .where('instanceId', '=', inst.id)
      .where('action', 'in', ['APPROVE', 'REJECT', 'RETURN', 'TRANSFER', 'TIMEOUT'])
      .executeTakeFirst()
    if (inst.status !== 'RUNNING' || decided) throw badRequest('approvalNotWithdrawable')
    await claim(trx, inst, { status: 'WITHDRAWN', nodeId: null, finishedAt: nowIso() })
    await trx
      .updateTable('flowTask')
      .set({ status: 'CANCELLED', decidedAt: nowIso() })
      .where('instanceId', '=', inst.id)
      .where('status', '=', 'PENDING')
      .execute()
    await history(trx, inst, actor, 'WITHDRAW')
    await formTypes.get(inst.formType)?.onReturned?.(trx, inst.formId, 'WITHDRAWN')
  })
}

/**
 * The applicant submits a returned application again, with its edited fields: it starts from the
 * first step of the same definition version.
 */
export function resubmitApproval(
  db: Kysely<DB>,
  actor: Actor,
  instanceId: string,
  s: Pick<Submission, 'title' | 'summary' | 'fields'>,
): Promise<void> {
  return inTransaction(db, async (trx) => {
    const inst = await loadInstance(trx, instanceId)
    if (inst.applicantId !== actor.id || inst.applicantSide !== actor.side)
      throw notFound('approvalInstanceNotFound')
    if (inst.status !== 'RETURNED') throw badRequest('approvalNotReturned')
    await claim(trx, inst, {
      status: 'RUNNING',
      title: s.title,
      summaryJson: JSON.stringify(s.summary),
      fieldsJson: JSON.stringify(s.fields),
    })
    await history(trx, inst, actor, 'RESUBMIT')
    const def = await trx
      .selectFrom('flowDefinition')
      .select('target')
      .where('id', '=', inst.definitionId)
      .executeTakeFirstOrThrow()
    if (def.target === 'OA') await handToOa(trx, inst)
    else await advance(trx, inst, FIRST)
  })
}

/**
 * The reminder and time-out job: pending tasks older than their definition's `remind_hours` are
 * reminded (again every `remind_hours`), and those older than `timeout_hours` are approved or
 * rejected by the system as the definition says. Returns what it did.
 */
export async function remindAndTimeOut(db: Kysely<DB>, now = Date.now()) {
  const open = await db
    .selectFrom('flowTask as k')
    .innerJoin('flowInstance as i', 'i.id', 'k.instanceId')
    .innerJoin('flowDefinition as d', 'd.id', 'i.definitionId')
    .select([
      'k.id',
      'k.assigneeId',
      'k.createdAt',
      'k.remindedAt',
      'i.id as instanceId',
      'i.title',
      'd.remindHours',
      'd.timeoutHours',
      'd.timeoutAction',
    ])
    .where('k.status', '=', 'PENDING')
    .where((eb) => eb.or([eb('d.remindHours', '>', 0), eb('d.timeoutHours', '>', 0)]))
    .orderBy('k.createdAt')
    .limit(1000)
    .execute()
  const hours = (h: number) => h * 3_600_000
  let reminded = 0
  let timedOut = 0
  for (const k of open) {
    const age = now - Date.parse(k.createdAt)
    if (k.timeoutHours && k.timeoutAction !== 'NONE' && age >= hours(k.timeoutHours)) {
      const system: Actor = { side: 'S', id: null, name: 'system' }
      const comment = `${t('zh-cn', 'approvalTimedOut')} / ${t('en', 'approvalTimedOut')}`
      try {
        await decide(
          db,
          system,
          { taskId: k.id, action: k.timeoutAction === 'APPROVE' ? 'APPROVE' : 'REJECT', comment },
          true,
        )
        timedOut++
      } catch (err) {
        // Decided meanwhile, or its next step has no approver: it stays for a person to see.
        if (!(err instanceof AppError)) throw err
      }
      continue
    }
    const last = Date.parse(k.remindedAt ?? k.createdAt)
    if (k.remindHours && now - last >= hours(k.remindHours)) {
      await inTransaction(db, async (trx) => {
        const res = await trx
          .updateTable('flowTask')
          .set({ remindedAt: new Date(now).toISOString() })
          .where('id', '=', k.id)
          .where('status', '=', 'PENDING')
          .executeTakeFirst()
        if (Number(res.numUpdatedRows) !== 1) return
        await notify(trx, [k.assigneeId], {
          category: 'APPROVAL',
          subject: both('approvalRemindMessage', k.title),
        })
        await history(trx, { id: k.instanceId }, { side: 'S', id: null, name: 'system' }, 'REMIND', {
          targetId: k.assigneeId,
        })
        reminded++
      })
    }
  }
  return { reminded, timedOut }
}

/** Who approved an instance last (the final say on an approved one), or null. */
export async function lastApprover(db: Kysely<DB>, instanceId: string | null) {
  if (!instanceId) return null
  const h = await db
    .selectFrom('flowHistory')
    .select(['actorId', 'actorName', 'createdAt'])
    .where('instanceId', '=', instanceId)
    .where('action', '=', 'APPROVE')
    .where('actorSide', '=', 'B')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst()
  return h?.actorId ? { id: h.actorId, name: h.actorName ?? '', at: h.createdAt } : null
}
