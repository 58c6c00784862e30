import type { Db } from './tables.js'

/**
 * The staff's phone pages (issue 27): mobile menus for the meal questionnaire, the exams and
 * feedback beside those of 0013, and the approvals' return button. Fixed ids, inserted once, so an
 * administrator's deletions stay deleted.
 */
const ROWS: Array<
  [
    id: string,
    parentId: string,
    category: string,
    code: string,
    title: string,
    titleEn: string,
    sort: number,
    extra?: { icon: string; color: string; path: string },
  ]
> = [
  ['mres-btn-approve-return', 'mres-menu-approve', 'BUTTON', 'mobileApproveReturn', '退回', 'Return', 2],
  [
    'mres-menu-survey',
    'mres-mod-work',
    'MENU',
    'mobileMealSurvey',
    '用餐问卷',
    'Meal questionnaire',
    4,
    { icon: 'EditSOutline', color: '#00B578', path: 'survey' },
  ],
  [
    'mres-menu-exam',
    'mres-mod-work',
    'MENU',
    'mobileExam',
    '安全考试',
    'Safety exams',
    5,
    { icon: 'CheckShieldOutline', color: '#722ED1', path: 'exam' },
  ],
  [
    'mres-menu-feedback',
    'mres-mod-work',
    'MENU',
    'mobileFeedback',
    '意见反馈',
    'Feedback',
    6,
    { icon: 'MessageOutline', color: '#13C2C2', path: 'feedback' },
  ],
]

export async function up(db: Db): Promise<void> {
  const now = new Date().toISOString()
  await db
    .insertInto('mobile_resource')
    .values(
      ROWS.map(([id, parentId, category, code, title, titleEn, sort, extra]) => ({
        id,
        parent_id: parentId,
        category,
        code,
        title,
        title_en: titleEn,
        icon: extra?.icon ?? null,
        color: extra?.color ?? null,
        path: extra ? `/mobile/${extra.path}` : null,
        component: extra ? `mobile/${extra.path}/index` : null,
        sort_code: sort,
        created_at: now,
        created_user: null,
        updated_at: null,
        updated_user: null,
      })),
    )
    .execute()
}

export async function down(db: Db): Promise<void> {
  await db
    .deleteFrom('mobile_resource')
    .where(
      'id',
      'in',
      ROWS.map((r) => r[0]),
    )
    .execute()
}
