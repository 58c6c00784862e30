import type { Kysely } from 'kysely'
import { addJob } from './jobs.js'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
type Db = Kysely<any>

const ID = 'varchar(64)'
const TIME = 'varchar(32)'

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
  await db.schema
    .createTable('flow_definition')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('form_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    /** The newest version of a form type; the one a new submission uses. */
    .addColumn('latest', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(128)')
    /** BUILTIN (the steps below) or OA (sent to the external office-automation system). */
    .addColumn('target', 'varchar(16)', (c) => c.notNull().defaultTo('BUILTIN'))
    .addColumn('remind_hours', 'integer')
    .addColumn('timeout_hours', 'integer')
    /** NONE, APPROVE or REJECT: what happens to a task left undecided past `timeout_hours`. */
    .addColumn('timeout_action', 'varchar(16)', (c) => c.notNull().defaultTo('NONE'))
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('created_user', ID)
    .execute()
  await db.schema
    .createIndex('flow_definition_type')
    .on('flow_definition')
    .columns(['form_type', 'version'])
    .unique()
    .execute()
  await db.schema
    .createIndex('flow_definition_latest')
    .on('flow_definition')
    .columns(['latest', 'form_type'])
    .execute()

  await db.schema
    .createTable('flow_node')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('definition_id', ID, (c) => c.notNull())
    .addColumn('sort_code', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(128)')
    /** USER, ROLE, POSITION, HOST_DIRECTOR or ORG_DIRECTOR. */
    .addColumn('approver_kind', 'varchar(16)', (c) => c.notNull())
    /** JSON array of user, role or position ids. */
    .addColumn('approver_ids', 'text')
    /** ORG_DIRECTOR: the form field holding the organisation id. */
    .addColumn('org_field', 'varchar(64)')
    /** ANY (one decides) or ALL (every approver must approve). */
    .addColumn('mode', 'varchar(8)', (c) => c.notNull().defaultTo('ANY'))
    /** JSON `{field, op, value}`: the step applies only when the form matches; none: always. */
    .addColumn('condition_json', 'text')
    .execute()
  await db.schema
    .createIndex('flow_node_definition')
    .on('flow_node')
    .columns(['definition_id', 'sort_code'])
    .execute()

  await db.schema
    .createTable('flow_instance')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('definition_id', ID, (c) => c.notNull())
    .addColumn('form_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('form_id', ID, (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    /** JSON of the form type's summary fields, shown in task lists without reading the form. */
    .addColumn('summary_json', 'text')
    /** JSON of the fields conditions and ORG_DIRECTOR read, as submitted. */
    .addColumn('fields_json', 'text')
    /** B (a staff user) or C (an external user's openId). */
    .addColumn('applicant_side', 'varchar(1)', (c) => c.notNull())
    .addColumn('applicant_id', ID, (c) => c.notNull())
    .addColumn('applicant_name', 'varchar(128)')
    .addColumn('host_org_id', ID)
    /** RUNNING, RETURNED, APPROVED, REJECTED or WITHDRAWN. */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('node_id', ID)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('updated_at', TIME, (c) => c.notNull())
    .addColumn('finished_at', TIME)
    .execute()
  await db.schema
    .createIndex('flow_instance_form')
    .on('flow_instance')
    .columns(['form_type', 'form_id'])
    .execute()
  await db.schema
    .createIndex('flow_instance_applicant')
    .on('flow_instance')
    .columns(['applicant_id', 'created_at', 'id'])
    .execute()
  await db.schema
    .createIndex('flow_instance_created')
    .on('flow_instance')
    .columns(['created_at', 'id'])
    .execute()

  await db.schema
    .createTable('flow_task')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('instance_id', ID, (c) => c.notNull())
    .addColumn('node_id', ID, (c) => c.notNull())
    .addColumn('assignee_id', ID, (c) => c.notNull())
    /** PENDING, APPROVED, REJECTED, RETURNED, TRANSFERRED or CANCELLED. */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('comment', 'varchar(1000)')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', TIME, (c) => c.notNull())
    .addColumn('decided_at', TIME)
    .addColumn('reminded_at', TIME)
    .execute()
  await db.schema
    .createIndex('flow_task_assignee')
    .on('flow_task')
    .columns(['assignee_id', 'status', 'created_at', 'id'])
    .execute()
  await db.schema
    .createIndex('flow_task_instance')
    .on('flow_task')
    .columns(['instance_id', 'status'])
    .execute()
  await db.schema.createIndex('flow_task_open').on('flow_task').columns(['status', 'created_at']).execute()

  await db.schema
    .createTable('flow_history')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('instance_id', ID, (c) => c.notNull())
    .addColumn('task_id', ID)
    .addColumn('node_id', ID)
    .addColumn('node_name', 'varchar(128)')
    /** SUBMIT, RESUBMIT, APPROVE, REJECT, RETURN, TRANSFER, COMMENT, WITHDRAW, REMIND or TIMEOUT. */
    .addColumn('action', 'varchar(16)', (c) => c.notNull())
    .addColumn('actor_side', 'varchar(1)', (c) => c.notNull())
    .addColumn('actor_id', ID)
    .addColumn('actor_name', 'varchar(128)')
    /** TRANSFER: to whom. */
    .addColumn('target_id', ID)
    .addColumn('comment', 'varchar(1000)')
    .addColumn('created_at', TIME, (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('flow_history_instance')
    .on('flow_history')
    .columns(['instance_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('flow_history_actor')
    .on('flow_history')
    .columns(['actor_id', 'created_at', 'id'])
    .execute()

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
  for (const t of ['flow_history', 'flow_task', 'flow_instance', 'flow_node', 'flow_definition'])
    await db.schema.dropTable(t).execute()
}
