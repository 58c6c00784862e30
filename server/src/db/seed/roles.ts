import { WORK_MODULE_ID } from './catalogs.js'
import { employees } from './org.js'

/** The sample roles (fixed ids) and what they may open. */
export const SUPER_ADMIN_ROLE_ID = 'role-super-admin'
export const EMPLOYEE_ROLE_ID = 'role-employee'

export const roles = [
  {
    id: SUPER_ADMIN_ROLE_ID,
    orgId: null,
    name: '超级管理员',
    code: 'superAdmin',
    category: 'GLOBAL',
    sortCode: 0,
    remark: '拥有全部权限',
  },
  {
    id: EMPLOYEE_ROLE_ID,
    orgId: null,
    name: '普通员工',
    code: 'employee',
    category: 'GLOBAL',
    sortCode: 1,
    remark: '处理分给自己的审批',
  },
  {
    id: 'role-safety-review',
    orgId: null,
    name: '安全审核员',
    code: 'safetyReview',
    category: 'GLOBAL',
    sortCode: 2,
    remark: '会审承包商准入与作业申请，查阅准入记录',
  },
  {
    id: 'role-gate-guard',
    orgId: null,
    name: '门岗',
    code: 'gateGuard',
    category: 'GLOBAL',
    sortCode: 3,
    remark: '门岗扫码登记访客与作业人员进出',
  },
  {
    id: 'role-reception',
    orgId: null,
    name: '前台接待',
    code: 'reception',
    category: 'GLOBAL',
    sortCode: 4,
    remark: '管理访客预约、黑名单与安全须知',
  },
  {
    id: 'role-weigher',
    orgId: null,
    name: '司磅员',
    code: 'weigher',
    category: 'GLOBAL',
    sortCode: 5,
    remark: '地磅过磅取数，查阅过磅记录与库存',
  },
]

/** What the sample roles may open, and who holds them (fixed ids: seeding again adds nothing). */
export const roleGrants: Array<{
  roleId: string
  resourceIds: string[]
  /** The phone app's menus and buttons (`mobile_resource`). */
  mobileResourceIds?: string[]
  userIds: string[]
}> = [
  {
    roleId: EMPLOYEE_ROLE_ID,
    resourceIds: [WORK_MODULE_ID, 'menu-cat-flow', 'menu-flow-task'],
    // On the phone: their approvals (every decision), applications, meals, questionnaires, exams, feedback.
    mobileResourceIds: [
      'mres-mod-work',
      'mres-menu-approve',
      'mres-btn-approve-pass',
      'mres-btn-approve-reject',
      'mres-btn-approve-return',
      'mres-menu-apply',
      'mres-btn-apply-cancel',
      'mres-menu-meal',
      'mres-btn-meal-add',
      'mres-menu-survey',
      'mres-menu-exam',
      'mres-menu-feedback',
    ],
    userIds: employees.map((e) => e.id),
  },
  {
    roleId: 'role-safety-review',
    // The safety department keeps the contractor register too.
    resourceIds: [
      WORK_MODULE_ID,
      'menu-cat-contractor',
      'menu-krs-admission',
      'menu-krs-contractor',
      'btn-krsContractorEdit',
      'btn-krsContractorBlacklist',
      'btn-krsContractorAssign',
      'btn-krsContractorExport',
      'menu-krs-work',
      'btn-krsWorkPassRevoke',
      // People's ID and phone numbers in full (masked otherwise: `core/mask.ts`).
      'field-menu-krs-contractor-idCard',
      'field-menu-krs-contractor-phone',
      'field-menu-krs-admission-idCard',
      'field-menu-krs-admission-phone',
      // Who passed the safety exams (workers' inductions among them).
      'menu-cat-exam',
      'menu-krs-test-result',
      'btn-krsTestResultExport',
      'field-menu-krs-test-result-takerPhone',
    ],
    userIds: ['user-emp-08', 'user-emp-09'],
  },
  {
    roleId: 'role-gate-guard',
    resourceIds: [WORK_MODULE_ID, 'menu-cat-visitor', 'menu-krs-gate'],
    userIds: ['user-emp-13'],
  },
  {
    roleId: 'role-reception',
    resourceIds: [
      WORK_MODULE_ID,
      'menu-cat-visitor',
      'menu-krs-visit',
      'btn-krsVisitCancel',
      'btn-krsVisitBlacklist',
      'btn-krsVisitExport',
      'btn-krsVisitSettings',
      'field-menu-krs-visit-idNo',
      'field-menu-krs-visit-phone',
      'menu-krs-gate',
    ],
    userIds: ['user-emp-20'],
  },
  {
    roleId: 'role-weigher',
    resourceIds: [
      WORK_MODULE_ID,
      'menu-cat-weigh',
      'menu-weigh-operation',
      'btn-weighRecordWeigh',
      'menu-weigh-record',
      'menu-weigh-stock',
    ],
    userIds: ['user-emp-14'],
  },
]
