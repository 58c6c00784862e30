import { mobileResourceNodeSchema, roleGrantMobileResourceSchema } from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { forbidden } from '../../../core/errors.js'
import { idReadRoutes } from '../../../core/idReadRoutes.js'
import { grantedMobileResourceIds, mobileResourceRows } from '../../../core/mobileResources.js'
import { Relation } from '../../../core/permissions.js'
import { assertIdsExist, relationTargets, replaceRelations } from '../../../core/relations.js'
import { defineRoute } from '../../../core/route.js'
import { buildTree } from '../../../core/rows.js'
import type { AuthUser } from '../../../core/session.js'
import type { DB } from '../../../db/schema.js'
import { getRoleInScope } from './service.js'
import './texts.js'

/**
 * A role's mobile resources (the phone app's tree), granted like its web resources: the same
 * scope check on the role, and no escalation (only what the caller holds may be added; what the
 * caller cannot see stays as it was).
 */

export async function roleOwnMobileResource(db: Kysely<DB>, user: AuthUser, id: string) {
  await getRoleInScope(db, user, id, 'sysRole')
  return (await relationTargets(db, Relation.roleHasMobileResource, id)).map((r) => r.targetId)
}

export async function roleGrantMobileResource(
  db: Kysely<DB>,
  user: AuthUser,
  id: string,
  resourceIds: string[],
) {
  await getRoleInScope(db, user, id, 'sysRoleGrantMobileResource')
  await assertIdsExist(db, 'mobileResource', resourceIds, 'roleMobileResourceNotFound')
  const existing = (await relationTargets(db, Relation.roleHasMobileResource, id)).map((r) => r.targetId)
  const held = await grantedMobileResourceIds(db, user)
  if (!user.superAdmin) {
    const missing = resourceIds.find((r) => !existing.includes(r) && !held.has(r))
    if (missing) {
      const title = (await mobileResourceRows(db)).find((r) => r.id === missing)?.title ?? missing
      throw forbidden('grantExceeds', { what: title })
    }
  }
  const kept = user.superAdmin ? [] : existing.filter((r) => !held.has(r))
  await replaceRelations(
    db,
    Relation.roleHasMobileResource,
    id,
    [...resourceIds, ...kept].map((targetId) => ({ targetId })),
  )
}

export default function roleMobileRoutes(app: FastifyInstance) {
  const tags = ['sys/role']
  defineRoute(app, {
    method: 'GET',
    url: '/api/sys/role/mobileResourceTreeSelector',
    perm: { menu: 'sysRole' },
    summary: 'Every mobile resource as a tree, to grant to a role',
    tags,
    response: z.array(mobileResourceNodeSchema),
    handler: async ({ app }) => buildTree((await mobileResourceRows(app.db)).map((r) => ({ ...r }))),
  })
  const reads = idReadRoutes('/api/sys/role', tags, { menu: 'sysRole' }, [
    ['ownMobileResource', 'Mobile resource ids of a role', roleOwnMobileResource, z.array(z.string())],
  ])
  for (const route of reads) defineRoute(app, route)
  defineRoute(app, {
    method: 'POST',
    url: '/api/sys/role/grantMobileResource',
    perm: { button: 'sysRoleGrantMobileResource' },
    summary: 'Set the mobile resources of a role (only what the caller holds)',
    tags,
    body: roleGrantMobileResourceSchema,
    response: z.null(),
    handler: ({ app, user, body }) => roleGrantMobileResource(app.db, user, body.id, body.resourceIdList),
  })
}
