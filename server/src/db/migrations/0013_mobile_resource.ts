import type { Kysely } from 'kysely'
import { addPrefixSearch, dialectOf } from '../../core/search.js'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
type Db = Kysely<any>

const ID = 'varchar(64)'
const TIME = 'varchar(32)'

/**
 * Mobile resources: the phone app's own tree (modules > menus > buttons), granted to roles by
 * `sys_relation` rows of category ROLE_HAS_MOBILE_RESOURCE. A table of its own, not rows of
 * `sys_resource` (docs/decisions.md). Also the indexes of the sessions monitor's list.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('mobile_resource')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('parent_id', ID, (c) => c.notNull())
    .addColumn('category', 'varchar(16)', (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('title', 'varchar(64)', (c) => c.notNull())
    .addColumn('title_en', 'varchar(64)')
    .addColumn('icon', 'varchar(64)')
    .addColumn('color', 'varchar(32)')
    .addColumn('path', 'varchar(255)')
    .addColumn('component', 'varchar(255)')
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', TIME)
    .addColumn('created_user', ID)
    .addColumn('updated_at', TIME)
    .addColumn('updated_user', ID)
    .execute()
  await db.schema.createIndex('mobile_resource_code').on('mobile_resource').column('code').unique().execute()
  await db.schema
    .createIndex('mobile_resource_parent_sort')
    .on('mobile_resource')
    .columns(['parent_id', 'sort_code', 'id'])
    .execute()

  // The sessions monitor: newest activity first, or by login time; IP searched by prefix.
  await db.schema.createIndex('sys_session_seen').on('sys_session').columns(['last_seen_at', 'id']).execute()
  await db.schema.createIndex('sys_session_created').on('sys_session').columns(['created_at', 'id']).execute()
  await addPrefixSearch(db, 'sys_session', 'ip', 64)

  // The default tree: entries the phone pages of later issues fill in. Fixed ids, inserted once, so
  // an administrator's deletions stay deleted.
  const now = new Date().toISOString()
  const row = (
    id: string,
    parentId: string,
    category: string,
    code: string,
    title: string,
    titleEn: string,
    sortCode: number,
    extra: { icon?: string; color?: string; path?: string; component?: string } = {},
  ) => ({
    id,
    parent_id: parentId,
    category,
    code,
    title,
    title_en: titleEn,
    icon: extra.icon ?? null,
    color: extra.color ?? null,
    path: extra.path ?? null,
    component: extra.component ?? null,
    sort_code: sortCode,
    created_at: now,
    created_user: null,
    updated_at: null,
    updated_user: null,
  })
  const menu = (
    id: string,
    code: string,
    title: string,
    titleEn: string,
    sort: number,
    icon: string,
    color: string,
    path: string,
  ) =>
    row(id, 'mres-mod-work', 'MENU', code, title, titleEn, sort, {
      icon,
      color,
      path: `/mobile/${path}`,
      component: `mobile/${path}/index`,
    })
  await db
    .insertInto('mobile_resource')
    .values([
      row('mres-mod-work', '0', 'MODULE', 'mobileWork', '办事', 'Services', 0, {
        icon: 'AppOutline',
        color: '#1677FF',
      }),
      menu(
        'mres-menu-apply',
        'mobileMyApply',
        '我的申请',
        'My applications',
        0,
        'FileOutline',
        '#1677FF',
        'apply',
      ),
      row(
        'mres-btn-apply-cancel',
        'mres-menu-apply',
        'BUTTON',
        'mobileMyApplyCancel',
        '撤回申请',
        'Withdraw',
        0,
      ),
      menu(
        'mres-menu-approve',
        'mobileApprove',
        '审批',
        'Approvals',
        1,
        'CheckCircleOutline',
        '#00B578',
        'approve',
      ),
      row('mres-btn-approve-pass', 'mres-menu-approve', 'BUTTON', 'mobileApprovePass', '同意', 'Approve', 0),
      row(
        'mres-btn-approve-reject',
        'mres-menu-approve',
        'BUTTON',
        'mobileApproveReject',
        '驳回',
        'Reject',
        1,
      ),
      menu(
        'mres-menu-visitor',
        'mobileVisitor',
        '访客预约',
        'Visitor reservation',
        2,
        'UserAddOutline',
        '#FF8F1F',
        'visitor',
      ),
      row(
        'mres-btn-visitor-add',
        'mres-menu-visitor',
        'BUTTON',
        'mobileVisitorAdd',
        '新增预约',
        'New reservation',
        0,
      ),
      menu('mres-menu-meal', 'mobileMeal', '订餐', 'Meal order', 3, 'ShopbagOutline', '#FA5151', 'meal'),
      row('mres-btn-meal-add', 'mres-menu-meal', 'BUTTON', 'mobileMealAdd', '订餐', 'Order a meal', 0),
    ])
    .execute()
}

export async function down(db: Db): Promise<void> {
  const drop = (name: string, table: string) =>
    (dialectOf(db) === 'mysql' ? db.schema.dropIndex(name).on(table) : db.schema.dropIndex(name)).execute()
  if (dialectOf(db) === 'mysql') await db.schema.alterTable('sys_session').dropColumn('ip_lc').execute()
  else await drop('sys_session_ip_lc', 'sys_session')
  await drop('sys_session_created', 'sys_session')
  await drop('sys_session_seen', 'sys_session')
  await db.schema.dropTable('mobile_resource').execute()
}
