import { addPrefixSearch, dropPrefixSearch } from '../../core/search.js'
import { createIndexes, dropIndexes } from './indexes.js'
import { AUDIT, createTable, type Db, dropTables, ID, SORT } from './tables.js'

/**
 * Mobile resources: the phone app's own tree (modules > menus > buttons), granted to roles by
 * `sys_relation` rows of category ROLE_HAS_MOBILE_RESOURCE. A table of its own, not rows of
 * `sys_resource` (docs/decisions.md). Also the indexes of the sessions monitor's list.
 */
export async function up(db: Db): Promise<void> {
  await createTable(db, 'mobile_resource', {
    parent_id: [ID, 'notNull'],
    category: ['varchar(16)', 'notNull'],
    code: ['varchar(64)', 'notNull'],
    title: ['varchar(64)', 'notNull'],
    title_en: 'varchar(64)',
    icon: 'varchar(64)',
    color: 'varchar(32)',
    path: 'varchar(255)',
    component: 'varchar(255)',
    ...SORT,
    ...AUDIT,
  })
  await createIndexes(db, 'mobile_resource', {
    mobile_resource_code: { unique: ['code'] },
    mobile_resource_parent_sort: ['parent_id', 'sort_code', 'id'],
  })

  // The sessions monitor: newest activity first, or by login time; IP searched by prefix.
  await createIndexes(db, 'sys_session', {
    sys_session_seen: ['last_seen_at', 'id'],
    sys_session_created: ['created_at', 'id'],
  })
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
  await dropPrefixSearch(db, 'sys_session', 'ip')
  await dropIndexes(db, 'sys_session', ['sys_session_created', 'sys_session_seen'])
  await dropTables(db, ['mobile_resource'])
}
