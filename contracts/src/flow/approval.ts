import { z } from 'zod'
import { nullableStrings, numbers, strings } from '../answers.js'
import { idSchema, pageQuerySchema } from '../common.js'
import { fields, issueAt, optId, optText, reqCode, reqText, searchKey } from '../fields.js'

/** The approval engine (issue 10): definitions of steps per form type, tasks, decisions, trails. */

/**
 * Who a step asks: named users, a role's or a position's holders, the head of the applicant's host
 * department or of a department the form names (`orgField`), or the employee the form names (the
 * person visited, say: `orgField` then names that field).
 */
export const APPROVER_KINDS = [
  'USER',
  'ROLE',
  'POSITION',
  'HOST_DIRECTOR',
  'ORG_DIRECTOR',
  'FORM_USER',
] as const
export const APPROVAL_MODES = ['ANY', 'ALL'] as const
export const CONDITION_OPS = ['eq', 'ne', 'in', 'contains', 'gt', 'lt'] as const
export const TIMEOUT_ACTIONS = ['NONE', 'APPROVE', 'REJECT'] as const
export const APPROVAL_TARGETS = ['BUILTIN', 'OA'] as const
export const APPROVAL_ACTIONS = ['APPROVE', 'REJECT', 'RETURN', 'TRANSFER', 'COMMENT'] as const
export const INSTANCE_STATUSES = ['RUNNING', 'RETURNED', 'APPROVED', 'REJECTED', 'WITHDRAWN'] as const
/** The to-do count stops here (the badge shows 99+), so counting stays cheap. */
export const APPROVAL_TODO_CAP = 100
export const APPROVAL_LIMITS = { name: 128, comment: 1000, steps: 20, approvers: 50 } as const

const fieldName = reqCode(64)

export const flowConditionSchema = z.object({
  field: fieldName,
  op: z.enum(CONDITION_OPS),
  value: z.union([z.string().max(200), z.number(), z.boolean(), z.array(z.string().max(200)).max(50)]),
})

export const flowNodeSchema = z
  .object({
    name: reqText(APPROVAL_LIMITS.name),
    nameEn: optText(APPROVAL_LIMITS.name),
    approverKind: z.enum(APPROVER_KINDS),
    approverIds: z.array(idSchema).max(APPROVAL_LIMITS.approvers).default([]),
    orgField: fieldName.nullish(),
    mode: z.enum(APPROVAL_MODES).default('ANY'),
    condition: flowConditionSchema.nullish(),
  })
  .refine(
    (n) => !['USER', 'ROLE', 'POSITION'].includes(n.approverKind) || n.approverIds.length > 0,
    issueAt('approverIds', 'choose at least one approver', 'approvalApproversRequired'),
  )
  .refine(
    (n) => !['ORG_DIRECTOR', 'FORM_USER'].includes(n.approverKind) || !!n.orgField,
    issueAt('orgField', 'name the form field holding the organisation', 'approvalOrgFieldRequired'),
  )
export type FlowNodeBody = z.input<typeof flowNodeSchema>

export const flowDefinitionSaveSchema = z.object({
  formType: z.string().min(1).max(64),
  name: reqText(APPROVAL_LIMITS.name),
  nameEn: optText(APPROVAL_LIMITS.name),
  target: z.enum(APPROVAL_TARGETS).default('BUILTIN'),
  remindHours: z.number().int().min(1).max(720).nullish(),
  timeoutHours: z.number().int().min(1).max(2160).nullish(),
  timeoutAction: z.enum(TIMEOUT_ACTIONS).default('NONE'),
  nodes: z.array(flowNodeSchema).min(1).max(APPROVAL_LIMITS.steps),
})
export type FlowDefinitionSave = z.input<typeof flowDefinitionSaveSchema>

export const flowDecideSchema = z.object({
  taskId: idSchema,
  action: z.enum(APPROVAL_ACTIONS),
  comment: optText(APPROVAL_LIMITS.comment),
  transferTo: optId,
})
export type FlowDecide = z.input<typeof flowDecideSchema>
/** What a decision left the application in. */
export const flowDecideResultSchema = z.object({ status: z.enum(INSTANCE_STATUSES) })
export type FlowDecideResult = z.infer<typeof flowDecideResultSchema>

/** A step as the editor loads it (`flowNodeSchema` with its defaults applied). */
const flowNodeAnswerSchema = z.object(
  fields(strings('name'), nullableStrings('nameEn', 'orgField'), {
    approverKind: z.enum(APPROVER_KINDS),
    approverIds: z.array(z.string()),
    mode: z.enum(APPROVAL_MODES),
    condition: flowConditionSchema.nullable(),
  }),
)
/** A form type's current definition with its steps, as the editor loads it. */
export const flowDefinitionDetailSchema = z.object(
  fields(strings('id', 'formType', 'name', 'createdAt'), nullableStrings('nameEn'), numbers('version'), {
    target: z.enum(APPROVAL_TARGETS),
    remindHours: z.number().nullable(),
    timeoutHours: z.number().nullable(),
    timeoutAction: z.enum(TIMEOUT_ACTIONS),
    nodes: z.array(flowNodeAnswerSchema),
  }),
)
export type FlowDefinitionDetail = z.infer<typeof flowDefinitionDetailSchema>

export const flowTaskPageQuerySchema = pageQuerySchema.extend({
  searchKey,
  formType: z.string().max(64).optional(),
})
export const flowFormTypeQuerySchema = z.object({ formType: z.string().min(1).max(64) })

/** What every listing of approvals shows of the form: its type, title and summary (`createdAt` is the row's own). */
const formFields = fields(strings('formType', 'title', 'createdAt'), {
  summary: z.record(z.string(), z.string()),
})
const instanceStatus = { status: z.enum(INSTANCE_STATUSES) }

export const flowTodoRowSchema = z.object(
  fields(
    formFields,
    strings('taskId', 'instanceId', 'submittedAt', 'stepName'),
    nullableStrings('applicantName', 'stepNameEn'),
    numbers('version'),
  ),
)
export type FlowTodoRow = z.infer<typeof flowTodoRowSchema>

export const flowDoneRowSchema = z.object(
  fields(
    formFields,
    strings('id', 'action', 'instanceId'),
    nullableStrings('comment', 'stepName', 'applicantName'),
    instanceStatus,
  ),
)
export type FlowDoneRow = z.infer<typeof flowDoneRowSchema>

export const flowMineRowSchema = z.object(
  fields(formFields, strings('instanceId'), nullableStrings('finishedAt'), instanceStatus),
)
export type FlowMineRow = z.infer<typeof flowMineRowSchema>

/** `formView`: the web view that shows the form to approvers (`views/<formView>.tsx`), if its module has one. */
export const flowInstanceDetailSchema = z.object(
  fields(
    formFields,
    strings('id', 'formId', 'applicantSide'),
    nullableStrings('formView', 'applicantName', 'finishedAt'),
    instanceStatus,
    {
      tasks: z.array(
        z.object(
          fields(
            strings('id', 'status', 'assigneeId', 'assigneeName', 'stepName', 'createdAt'),
            nullableStrings('comment', 'decidedAt'),
            numbers('version'),
          ),
        ),
      ),
      history: z.array(
        z.object(
          fields(
            strings('id', 'action', 'createdAt'),
            nullableStrings('actorName', 'nodeName', 'comment', 'targetId'),
          ),
        ),
      ),
    },
  ),
)
export type FlowInstanceDetail = z.infer<typeof flowInstanceDetailSchema>

export const flowDefinitionRowSchema = z.object(
  fields(
    strings('formType', 'formName', 'formNameEn'),
    nullableStrings('definitionId', 'name', 'target', 'updatedAt'),
    numbers('version', 'steps'),
  ),
)
export type FlowDefinitionRow = z.infer<typeof flowDefinitionRowSchema>
