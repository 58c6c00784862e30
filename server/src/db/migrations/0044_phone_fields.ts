import { newId } from '../../core/ids.js'
import type { Db } from './tables.js'

/**
 * Phones on the application pages become field-permission values (issue 41: masked for staff not
 * granted "phone numbers in full", like ID numbers). The seed adds the FIELD resources at start-up;
 * here whoever held a page before the upgrade (a role or a user directly) is granted its new field,
 * so an upgraded installation shows them what it showed before, while approvers who do not hold
 * the page, and roles made from now on, see the numbers masked.
 */
const PAGES = ['menu-krs-visit', 'menu-weigh-permit', 'menu-weigh-delivery']
const GRANTS = ['ROLE_HAS_RESOURCE', 'USER_HAS_RESOURCE']

export async function up(db: Db): Promise<void> {
  for (const menuId of PAGES) {
    const fieldId = `field-${menuId}-phone`
    for (const category of GRANTS) {
      // Aliased: the app's connection may name result columns in camelCase.
      const holders: Array<{ holder: string }> = await db
        .selectFrom('sys_relation')
        .select('object_id as holder')
        .where('category', '=', category)
        .where('target_id', '=', menuId)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('sys_relation as g')
                .select('g.id')
                .where('g.category', '=', category)
                .where('g.target_id', '=', fieldId)
                .whereRef('g.object_id', '=', 'sys_relation.object_id'),
            ),
          ),
        )
        .execute()
      if (holders.length)
        await db
          .insertInto('sys_relation')
          .values(
            holders.map((h) => ({
              id: newId(),
              category,
              object_id: h.holder,
              target_id: fieldId,
              ext_json: null,
            })),
          )
          .execute()
    }
  }
}

export async function down(db: Db): Promise<void> {
  await db
    .deleteFrom('sys_relation')
    .where(
      'target_id',
      'in',
      PAGES.map((m) => `field-${m}-phone`),
    )
    .execute()
}
