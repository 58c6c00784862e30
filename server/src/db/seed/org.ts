/** The sample organisation: departments, positions and employees (fixed ids, so seeding again finds them). */
export const ROOT_ORG_ID = 'org-root'
export const SUPER_ADMIN_USER_ID = 'user-super-admin'

export const orgs = [
  { id: ROOT_ORG_ID, parentId: '0', name: '宏远实业集团', code: 'HY', category: 'COMPANY', sortCode: 0 },
  {
    id: 'org-office',
    parentId: ROOT_ORG_ID,
    name: '综合管理部',
    code: 'HY-ZH',
    category: 'DEPT',
    sortCode: 1,
  },
  {
    id: 'org-production',
    parentId: ROOT_ORG_ID,
    name: '生产运营部',
    code: 'HY-SC',
    category: 'DEPT',
    sortCode: 2,
  },
  {
    id: 'org-safety',
    parentId: ROOT_ORG_ID,
    name: '安全环保部',
    code: 'HY-AH',
    category: 'DEPT',
    sortCode: 3,
  },
  {
    id: 'org-logistics',
    parentId: ROOT_ORG_ID,
    name: '采购物流部',
    code: 'HY-WL',
    category: 'DEPT',
    sortCode: 4,
  },
  { id: 'org-it', parentId: ROOT_ORG_ID, name: '信息中心', code: 'HY-XX', category: 'DEPT', sortCode: 5 },
]

export const positions = [
  { id: 'pos-gm', orgId: ROOT_ORG_ID, name: '总经理', code: 'GM', category: 'HIGH', sortCode: 0 },
  {
    id: 'pos-manager',
    orgId: ROOT_ORG_ID,
    name: '部门经理',
    code: 'MANAGER',
    category: 'MIDDLE',
    sortCode: 1,
  },
  { id: 'pos-staff', orgId: ROOT_ORG_ID, name: '专员', code: 'STAFF', category: 'BASE', sortCode: 2 },
  { id: 'pos-admin', orgId: 'org-it', name: '系统管理员', code: 'SYSADMIN', category: 'BASE', sortCode: 3 },
]

/** Sample employees (fixed ids); they get the installation's random default password. */
export const employees: Array<{
  id: string
  account: string
  name: string
  gender: string
  phone: string
  email: string
  empNo: string
  orgId: string
  positionId: string
}> = (
  [
    ['zhangwei', '张伟', 'MALE', 'org-office', 'pos-manager'],
    ['wangfang', '王芳', 'FEMALE', 'org-office', 'pos-staff'],
    ['lina', '李娜', 'FEMALE', 'org-office', 'pos-staff'],
    ['liuyang', '刘洋', 'MALE', 'org-production', 'pos-manager'],
    ['chenjing', '陈静', 'FEMALE', 'org-production', 'pos-staff'],
    ['yangjun', '杨军', 'MALE', 'org-production', 'pos-staff'],
    ['zhaolei', '赵磊', 'MALE', 'org-production', 'pos-staff'],
    ['huangmin', '黄敏', 'FEMALE', 'org-safety', 'pos-manager'],
    ['zhouqiang', '周强', 'MALE', 'org-safety', 'pos-staff'],
    ['wuxiuying', '吴秀英', 'FEMALE', 'org-safety', 'pos-staff'],
    ['xuming', '徐明', 'MALE', 'org-logistics', 'pos-manager'],
    ['sunli', '孙丽', 'FEMALE', 'org-logistics', 'pos-staff'],
    ['mayong', '马勇', 'MALE', 'org-logistics', 'pos-staff'],
    ['zhuxia', '朱霞', 'FEMALE', 'org-logistics', 'pos-staff'],
    ['huchao', '胡超', 'MALE', 'org-it', 'pos-manager'],
    ['guoting', '郭婷', 'FEMALE', 'org-it', 'pos-staff'],
    ['hejie', '何杰', 'MALE', 'org-it', 'pos-admin'],
    ['linhui', '林慧', 'FEMALE', 'org-it', 'pos-staff'],
    ['luotao', '罗涛', 'MALE', 'org-root', 'pos-gm'],
    ['gaoyan', '高燕', 'FEMALE', 'org-office', 'pos-staff'],
  ] as const
).map(([account, name, gender, orgId, positionId], i) => ({
  id: `user-emp-${String(i + 1).padStart(2, '0')}`,
  account,
  name,
  gender,
  phone: `1381000${String(1001 + i).slice(-4)}`,
  email: `${account}@hongyuan.example.com`,
  empNo: `E${String(1001 + i)}`,
  orgId,
  positionId,
}))

/** Department heads among the sample employees. */
export const orgDirectors: Record<string, string> = {
  'org-office': 'user-emp-01',
  'org-production': 'user-emp-04',
  'org-safety': 'user-emp-08',
  'org-logistics': 'user-emp-11',
  'org-it': 'user-emp-15',
  'org-root': 'user-emp-19',
}
