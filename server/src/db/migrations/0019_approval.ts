import { createIndexes } from './indexes.js'
import { addJob } from './jobs.js'
import { createTable, type Db, dropTables, ID, TIME } from './tables.js'

/**
 * The built-in approval engine (issue 10, `core/approval`): one set of tables for every form type.
 * - `flow_definition`: a form type's steps, versioned: an edit makes a new version, and an instance
 *   keeps the version it was submitted under, so running approvals never change under their feet.
 * - `flow_node`: a step (its order, who approves — people, roles, positions, the host organisation's
 *   director or the director of an organisation a form field names — any one or all of them, and an
 *   optional condition on the form's fields that decides whether the step applies).
 * - `flow_instance`: one submission of one form; `version` is bumped by every action (optimistic lock).
 * - `flow_task`: what one approver is asked at one step; `version` likewise.
 * - `flow_history`: every action, one row each (who, when, step, comment).
 * Nothing is held in memory: a restart loses nothing.
 */
export async function up(db: Db): Promise<void> {
  await createTable(db, 'flow_definition', {
    form_type: ['varchar(64)', 'notNull'],
    version: ['integer', 'notNull'],
    /** The newest version of a form type; the one a new submission uses. */
    latest: ['integer', { default: 1 }],
    name: ['varchar(128)', 'notNull'],
    name_en: 'varchar(128)',
    /** BUILTIN (the steps below) or OA (sent to the external office-automation system). */
    target: ['varchar(16)', { default: 'BUILTIN' }],
    remind_hours: 'integer',
    timeout_hours: 'integer',
    /** NONE, APPROVE or REJECT: what happens to a task left undecided past `timeout_hours`. */
    timeout_action: ['varchar(16)', { default: 'NONE' }],
    created_at: [TIME, 'notNull'],
    created_user: ID,
  })
  await createIndexes(db, 'flow_definition', {
    flow_definition_type: { unique: ['form_type', 'version'] },
    flow_definition_latest: ['latest', 'form_type'],
  })

  await createTable(db, 'flow_node', {
    definition_id: [ID, 'notNull'],
    sort_code: ['integer', 'notNull'],
    name: ['varchar(128)', 'notNull'],
    name_en: 'varchar(128)',
    /** USER, ROLE, POSITION, HOST_DIRECTOR or ORG_DIRECTOR. */
    approver_kind: ['varchar(16)', 'notNull'],
    /** JSON array of user, role or position ids. */
    approver_ids: 'text',
    /** ORG_DIRECTOR: the form field holding the organisation id. */
    org_field: 'varchar(64)',
    /** ANY (one decides) or ALL (every approver must approve). */
    mode: ['varchar(8)', { default: 'ANY' }],
    /** JSON `{field, op, value}`: the step applies only when the form matches; none: always. */
    condition_json: 'text',
  })
  await createIndexes(db, 'flow_node', { flow_node_definition: ['definition_id', 'sort_code'] })

  await createTable(db, 'flow_instance', {
    definition_id: [ID, 'notNull'],
    form_type: ['varchar(64)', 'notNull'],
    form_id: [ID, 'notNull'],
    title: ['varchar(255)', 'notNull'],
    /** JSON of the form type's summary fields, shown in task lists without reading the form. */
    summary_json: 'text',
    /** JSON of the fields conditions and ORG_DIRECTOR read, as submitted. */
    fields_json: 'text',
    /** B (a staff user) or C (an external user's openId). */
    applicant_side: ['varchar(1)', 'notNull'],
    applicant_id: [ID, 'notNull'],
    applicant_name: 'varchar(128)',
    host_org_id: ID,
    /** RUNNING, RETURNED, APPROVED, REJECTED or WITHDRAWN. */
    status: ['varchar(16)', 'notNull'],
    node_id: ID,
    version: ['integer', { default: 0 }],
    created_at: [TIME, 'notNull'],
    updated_at: [TIME, 'notNull'],
    finished_at: TIME,
  })
  await createIndexes(db, 'flow_instance', {
    flow_instance_form: ['form_type', 'form_id'],
    flow_instance_applicant: ['applicant_id', 'created_at', 'id'],
    flow_instance_created: ['created_at', 'id'],
  })

  await createTable(db, 'flow_task', {
    instance_id: [ID, 'notNull'],
    node_id: [ID, 'notNull'],
    assignee_id: [ID, 'notNull'],
    /** PENDING, APPROVED, REJECTED, RETURNED, TRANSFERRED or CANCELLED. */
    status: ['varchar(16)', 'notNull'],
    comment: 'varchar(1000)',
    version: ['integer', { default: 0 }],
    created_at: [TIME, 'notNull'],
    decided_at: TIME,
    reminded_at: TIME,
  })
  await createIndexes(db, 'flow_task', {
    flow_task_assignee: ['assignee_id', 'status', 'created_at', 'id'],
    flow_task_instance: ['instance_id', 'status'],
    flow_task_open: ['status', 'created_at'],
  })

  await createTable(db, 'flow_history', {
    instance_id: [ID, 'notNull'],
    task_id: ID,
    node_id: ID,
    node_name: 'varchar(128)',
    /** SUBMIT, RESUBMIT, APPROVE, REJECT, RETURN, TRANSFER, COMMENT, WITHDRAW, REMIND or TIMEOUT. */
    action: ['varchar(16)', 'notNull'],
    actor_side: ['varchar(1)', 'notNull'],
    actor_id: ID,
    actor_name: 'varchar(128)',
    /** TRANSFER: to whom. */
    target_id: ID,
    comment: 'varchar(1000)',
    created_at: [TIME, 'notNull'],
  })
  await createIndexes(db, 'flow_history', {
    flow_history_instance: ['instance_id', 'created_at'],
    flow_history_actor: ['actor_id', 'created_at', 'id'],
  })

  // Reminders and time-outs every 10 minutes (`flow.remind`).
  await addJob(db, {
    id: 'job-flow-remind',
    name: '审批催办与超时处理',
    action: 'flow.remind',
    cron: '*/10 * * * *',
  })
}

export async function down(db: Db): Promise<void> {
  await db.deleteFrom('dev_job').where('id', '=', 'job-flow-remind').execute()
  await dropTables(db, ['flow_history', 'flow_task', 'flow_instance', 'flow_node', 'flow_definition'])
}
