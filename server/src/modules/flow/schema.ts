/** The flow area's tables (`db/schema.ts` assembles every area's into `DB`; conventions there). */

/** A form type's approval steps, one row per version (`migrations/0019_approval.ts`). */
export interface FlowDefinitionTable {
  id: string
  formType: string
  version: number
  latest: number
  name: string
  nameEn: string | null
  /** BUILTIN or OA */
  target: string
  remindHours: number | null
  timeoutHours: number | null
  /** NONE, APPROVE or REJECT */
  timeoutAction: string
  createdAt: string
  createdUser: string | null
}

export interface FlowNodeTable {
  id: string
  definitionId: string
  sortCode: number
  name: string
  nameEn: string | null
  /** USER, ROLE, POSITION, HOST_DIRECTOR or ORG_DIRECTOR */
  approverKind: string
  approverIds: string | null
  orgField: string | null
  /** ANY or ALL */
  mode: string
  conditionJson: string | null
}

export interface FlowInstanceTable {
  id: string
  definitionId: string
  formType: string
  formId: string
  title: string
  summaryJson: string | null
  fieldsJson: string | null
  /** B or C */
  applicantSide: string
  applicantId: string
  applicantName: string | null
  hostOrgId: string | null
  /** RUNNING, RETURNED, APPROVED, REJECTED or WITHDRAWN */
  status: string
  nodeId: string | null
  version: number
  createdAt: string
  updatedAt: string
  finishedAt: string | null
}

export interface FlowTaskTable {
  id: string
  instanceId: string
  nodeId: string
  assigneeId: string
  /** PENDING, APPROVED, REJECTED, RETURNED, TRANSFERRED or CANCELLED */
  status: string
  comment: string | null
  version: number
  createdAt: string
  decidedAt: string | null
  remindedAt: string | null
}

export interface FlowHistoryTable {
  id: string
  instanceId: string
  taskId: string | null
  nodeId: string | null
  nodeName: string | null
  action: string
  /** B, C or S (the system: a time-out) */
  actorSide: string
  actorId: string | null
  actorName: string | null
  targetId: string | null
  comment: string | null
  createdAt: string
}

/** The flow area's part of `DB`. */
export interface FlowTables {
  flowDefinition: FlowDefinitionTable
  flowNode: FlowNodeTable
  flowInstance: FlowInstanceTable
  flowTask: FlowTaskTable
  flowHistory: FlowHistoryTable
}
