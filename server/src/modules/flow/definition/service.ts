import { ErrorCode, type FlowDefinitionSave } from '@portal/contracts'
import type { Kysely } from 'kysely'
import { registeredFormTypes, saveDefinition } from '../../../core/approval.js'
import { AppError, badRequest } from '../../../core/errors.js'
import { isUniqueViolation } from '../../../core/rows.js'
import type { AuthUser } from '../../../core/session.js'
import type { DB } from '../../../db/schema.js'

/** Every form type the modules declared, with its current definition (if any). */
export async function definitionList(db: Kysely<DB>) {
  const defs = await db.selectFrom('flowDefinition').selectAll().where('latest', '=', 1).execute()
  const counts = await db
    .selectFrom('flowNode')
    .select(['definitionId', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('definitionId', 'in', defs.length ? defs.map((d) => d.id) : ['-'])
    .groupBy('definitionId')
    .execute()
  const steps = new Map(counts.map((c) => [c.definitionId, Number(c.n)]))
  return registeredFormTypes().map((f) => {
    const d = defs.find((x) => x.formType === f.type)
    return {
      formType: f.type,
      formName: f.name,
      formNameEn: f.nameEn,
      definitionId: d?.id ?? null,
      name: d?.name ?? null,
      version: d?.version ?? 0,
      target: d?.target ?? null,
      steps: d ? (steps.get(d.id) ?? 0) : 0,
      updatedAt: d?.createdAt ?? null,
    }
  })
}

/** The current definition of a form type with its steps, or null. */
export async function definitionDetail(db: Kysely<DB>, formType: string) {
  const d = await db
    .selectFrom('flowDefinition')
    .select(['id', 'formType', 'version', 'name', 'nameEn', 'target', 'remindHours', 'timeoutHours'])
    .select(['timeoutAction', 'createdAt'])
    .where('formType', '=', formType)
    .where('latest', '=', 1)
    .executeTakeFirst()
  if (!d) return null
  const nodes = await db
    .selectFrom('flowNode')
    .selectAll()
    .where('definitionId', '=', d.id)
    .orderBy('sortCode')
    .execute()
  return {
    ...d,
    nodes: nodes.map((n) => ({
      name: n.name,
      nameEn: n.nameEn,
      approverKind: n.approverKind,
      approverIds: n.approverIds ? (JSON.parse(n.approverIds) as string[]) : [],
      orgField: n.orgField,
      mode: n.mode,
      condition: n.conditionJson ? JSON.parse(n.conditionJson) : null,
    })),
  }
}

/**
 * Saves a form type's steps as a new version (running approvals keep theirs): the approvers named
 * must exist, each list refused naming its step (`nodes.2.approverIds`).
 */
export async function definitionSave(db: Kysely<DB>, user: AuthUser, body: FlowDefinitionSave) {
  if (!registeredFormTypes().some((f) => f.type === body.formType))
    throw badRequest('approvalFormTypeUnknown')
  const nodes = body.nodes
  for (const [i, n] of nodes.entries()) {
    const ids = n.approverIds ?? []
    if (!ids.length || !['USER', 'ROLE', 'POSITION'].includes(n.approverKind)) continue
    const table =
      n.approverKind === 'USER' ? 'sysUser' : n.approverKind === 'ROLE' ? 'sysRole' : 'sysPosition'
    const found = await db.selectFrom(table).select('id').where('id', 'in', ids).execute()
    if (found.length !== new Set(ids).size) throw badRequest('approvalApproverUnknown', { step: `${i + 1}` })
  }
  try {
    return await saveDefinition(db, user.id, body)
  } catch (err) {
    // Two saves at once both took the next version number: the later one is told to look again.
    if (isUniqueViolation(err)) throw new AppError(ErrorCode.conflict, 'approvalStale')
    throw err
  }
}
