import {
  EmailKey,
  FileKey,
  LoginSecurityKey,
  OaKey,
  PasswordPolicyKey,
  SMS_PER_ADDRESS_PER_MINUTE,
  SmsKey,
  SysBaseKey,
} from '@portal/contracts'
import type { ButtonSeed, PageSeed } from '../../core/resources.js'

/** Seed rows have fixed ids, so seeding again finds them and adds nothing. */
export const ROOT_ORG_ID = 'org-root'
export const SUPER_ADMIN_ROLE_ID = 'role-super-admin'
export const SUPER_ADMIN_USER_ID = 'user-super-admin'
export const EMPLOYEE_ROLE_ID = 'role-employee'

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
]

/** Base configuration (spec §3) with the defaults of spec §9, and the login-security policy. */
export const configs = [
  {
    configKey: SysBaseKey.name,
    configValue: '宏远实业集团',
    category: 'SYS_BASE',
    remark: '系统名称',
    sortCode: 1,
  },
  {
    configKey: SysBaseKey.logo,
    configValue: '/logo.svg',
    category: 'SYS_BASE',
    remark: '系统LOGO',
    sortCode: 2,
  },
  {
    configKey: SysBaseKey.description,
    configValue: '企业门户与综合管理平台',
    category: 'SYS_BASE',
    remark: '系统描述',
    sortCode: 3,
  },
  {
    configKey: SysBaseKey.copyright,
    configValue: '宏远实业集团 ©2026 版权所有',
    category: 'SYS_BASE',
    remark: '版权信息',
    sortCode: 4,
  },
  {
    configKey: SysBaseKey.copyrightUrl,
    configValue: '',
    category: 'SYS_BASE',
    remark: '版权链接',
    sortCode: 5,
  },
  {
    configKey: SysBaseKey.version,
    configValue: '2.0',
    category: 'SYS_BASE',
    remark: '系统版本',
    sortCode: 6,
  },
  {
    configKey: SysBaseKey.fileEngine,
    configValue: 'LOCAL',
    category: 'SYS_BASE',
    remark: '默认文件引擎',
    sortCode: 7,
  },
  {
    configKey: SysBaseKey.captchaOpen,
    configValue: 'false',
    category: 'SYS_BASE',
    remark: '登录验证码开关',
    sortCode: 8,
  },
  {
    configKey: LoginSecurityKey.failWindowMinutes,
    configValue: '15',
    category: 'LOGIN_SECURITY',
    remark: '登录失败计数窗口（分钟）',
    sortCode: 1,
  },
  {
    configKey: LoginSecurityKey.failMaxTimes,
    configValue: '5',
    category: 'LOGIN_SECURITY',
    remark: '窗口内允许的失败次数',
    sortCode: 2,
  },
  {
    configKey: LoginSecurityKey.lockMinutes,
    configValue: '15',
    category: 'LOGIN_SECURITY',
    remark: '锁定时长（分钟）',
    sortCode: 3,
  },
  {
    configKey: PasswordPolicyKey.minLength,
    configValue: '8',
    category: 'PASSWORD_POLICY',
    remark: '密码最小长度',
    sortCode: 1,
  },
  {
    configKey: PasswordPolicyKey.requireDigit,
    configValue: 'true',
    category: 'PASSWORD_POLICY',
    remark: '须包含数字',
    sortCode: 2,
  },
  {
    configKey: PasswordPolicyKey.requireLetter,
    configValue: 'true',
    category: 'PASSWORD_POLICY',
    remark: '须包含字母',
    sortCode: 3,
  },
  {
    configKey: PasswordPolicyKey.requireUpperLower,
    configValue: 'false',
    category: 'PASSWORD_POLICY',
    remark: '须包含大小写字母',
    sortCode: 4,
  },
  {
    configKey: PasswordPolicyKey.requireSymbol,
    configValue: 'false',
    category: 'PASSWORD_POLICY',
    remark: '须包含特殊字符',
    sortCode: 5,
  },
  {
    configKey: PasswordPolicyKey.historyCount,
    configValue: '3',
    category: 'PASSWORD_POLICY',
    remark: '新密码不能与最近 N 次密码相同（0 为不限制）',
    sortCode: 6,
  },
  {
    configKey: PasswordPolicyKey.expireDays,
    configValue: '0',
    category: 'PASSWORD_POLICY',
    remark: '密码有效期（天，0 为永不过期）',
    sortCode: 7,
  },
  { configKey: EmailKey.host, configValue: '', category: 'EMAIL', remark: 'SMTP 服务器', sortCode: 1 },
  { configKey: EmailKey.port, configValue: '465', category: 'EMAIL', remark: 'SMTP 端口', sortCode: 2 },
  { configKey: EmailKey.secure, configValue: 'true', category: 'EMAIL', remark: '使用 SSL/TLS', sortCode: 3 },
  { configKey: EmailKey.user, configValue: '', category: 'EMAIL', remark: 'SMTP 账号', sortCode: 4 },
  { configKey: EmailKey.password, configValue: '', category: 'EMAIL', remark: 'SMTP 密码', sortCode: 5 },
  { configKey: EmailKey.from, configValue: '', category: 'EMAIL', remark: '发件人地址', sortCode: 6 },
  {
    configKey: SmsKey.provider,
    configValue: 'LOG',
    category: 'SMS',
    remark: '短信服务商（LOG 仅记录到短信日志）',
    sortCode: 1,
  },
  {
    configKey: SmsKey.perAddressPerMinute,
    configValue: String(SMS_PER_ADDRESS_PER_MINUTE),
    category: 'SMS',
    remark: '同一网络地址每分钟可获取的登录验证码条数（访客共用门岗 Wi-Fi）',
    sortCode: 2,
  },
  // The external OA (`core/oa.ts`): used by the form types whose approval steps say OA.
  {
    configKey: OaKey.baseUrl,
    configValue: '',
    category: 'OA',
    remark: 'OA 接口地址（如 https://oa.example.com/api）',
    sortCode: 1,
  },
  {
    configKey: OaKey.secret,
    configValue: '',
    category: 'OA',
    remark: 'OA 签名共享密钥（HMAC-SHA256）',
    sortCode: 2,
  },
  {
    configKey: OaKey.publicUrl,
    configValue: '',
    category: 'OA',
    remark: '本系统对 OA 可达的地址（回调与附件链接以此开头）',
    sortCode: 3,
  },
  // File storage: the engine is SNOWY_SYS_DEFAULT_FILE_ENGINE above (LOCAL by default).
  ...(
    [
      [FileKey.localFolder, 'files', '本地存储目录（数据目录下的相对路径）'],
      [FileKey.s3Endpoint, '', 'S3 服务地址（Endpoint）'],
      [FileKey.s3Region, 'us-east-1', 'S3 区域（Region）'],
      [FileKey.s3Bucket, '', 'S3 存储桶（Bucket）'],
      [FileKey.s3AccessKey, '', 'S3 访问密钥 ID（Access Key）'],
      [FileKey.s3SecretKey, '', 'S3 访问密钥（Secret Key）'],
      [FileKey.s3PathStyle, 'true', 'S3 路径风格访问（MinIO 等需要）'],
      [FileKey.s3PublicUrl, '', 'S3 文件公开访问地址前缀'],
      [FileKey.maxSizeMb, '10', '上传文件大小上限（MB）'],
    ] as const
  ).map(([configKey, configValue, remark], i) => ({
    configKey,
    configValue,
    category: 'FILE',
    remark,
    sortCode: i + 1,
  })),
]

const menu = {
  hidden: 0,
  affix: 0,
  fullpage: 0,
  hiddenBreadcrumb: 0,
  code: null,
  redirect: null,
  url: null,
  color: null,
}

/** The menu tree for the pages that exist. */
export const resources = [
  {
    ...menu,
    id: 'mod-home',
    parentId: '0',
    category: 'MODULE',
    moduleId: null,
    name: 'homeModule',
    title: '首页',
    titleEn: 'Home',
    menuType: null,
    path: '/homeModule',
    component: null,
    icon: 'home-outlined',
    color: '#1677FF',
    sortCode: 0,
  },
  {
    ...menu,
    id: 'menu-index',
    parentId: 'mod-home',
    category: 'MENU',
    moduleId: 'mod-home',
    name: 'index',
    title: '工作台',
    titleEn: 'Workbench',
    menuType: 'menu',
    path: '/index',
    component: 'index/index',
    icon: 'desktop-outlined',
    affix: 1,
    sortCode: 0,
  },
]

type DictItemDef = [value: string, label: string, labelEn: string, color: string | null]
type DictTypeDef = [type: string, label: string, labelEn: string, items: DictItemDef[]]

const dictTypes: DictTypeDef[] = [
  [
    'GENDER',
    '性别',
    'Gender',
    [
      ['MALE', '男', 'Male', null],
      ['FEMALE', '女', 'Female', null],
      ['UNKNOWN', '未知', 'Unknown', null],
    ],
  ],
  [
    'COMMON_STATUS',
    '通用状态',
    'Common status',
    [
      ['ENABLE', '正常', 'Enabled', 'green'],
      ['DISABLE', '停用', 'Disabled', 'red'],
    ],
  ],
  [
    'YES_OR_NO',
    '是否',
    'Yes or no',
    [
      ['YES', '是', 'Yes', 'blue'],
      ['NO', '否', 'No', 'default'],
    ],
  ],
  [
    'ORG_CATEGORY',
    '组织分类',
    'Organisation category',
    [
      ['COMPANY', '公司', 'Company', 'blue'],
      ['DEPT', '部门', 'Department', 'cyan'],
    ],
  ],
  [
    'POSITION_CATEGORY',
    '职位分类',
    'Position category',
    [
      ['HIGH', '高层', 'Senior', 'red'],
      ['MIDDLE', '中层', 'Middle', 'orange'],
      ['BASE', '基层', 'Junior', 'green'],
    ],
  ],
  [
    'MESSAGE_CATEGORY',
    '消息分类',
    'Message category',
    [
      ['SYS', '系统消息', 'System', 'blue'],
      ['BIZ', '业务消息', 'Business', 'green'],
      ['APPROVAL', '审批', 'Approval', 'orange'],
    ],
  ],
  [
    'KRS_QUALIFICATION_TYPE',
    '承包商资质类型',
    'Contractor qualification',
    [
      ['BUSINESS_LICENSE', '营业执照', 'Business licence', null],
      ['SAFETY_LICENSE', '安全生产许可证', 'Work safety licence', null],
      ['CONSTRUCTION_QUALIFICATION', '建筑业企业资质证书', 'Construction qualification', null],
      ['ISO45001', '职业健康安全管理体系认证', 'ISO 45001 certificate', null],
      ['OTHER', '其他资质', 'Other', null],
    ],
  ],
  [
    'KRS_JOB_TYPE',
    '承包商工种',
    'Contractor job type',
    [
      ['MANAGER', '项目负责人', 'Project manager', null],
      ['SAFETY_OFFICER', '安全员', 'Safety officer', null],
      ['WELDER', '焊工', 'Welder', null],
      ['ELECTRICIAN', '电工', 'Electrician', null],
      ['SCAFFOLDER', '架子工', 'Scaffolder', null],
      ['RIGGER', '起重工', 'Rigger', null],
      ['LABOURER', '普工', 'General labourer', null],
    ],
  ],
  [
    'KRS_WORK_TYPE',
    '作业类型',
    'Work type',
    [
      ['HOT_WORK', '动火作业', 'Hot work', 'red'],
      ['HEIGHT', '高处作业', 'Work at height', 'orange'],
      ['CONFINED_SPACE', '受限空间作业', 'Confined space', 'volcano'],
      ['ELECTRICAL', '临时用电作业', 'Temporary electrical work', 'gold'],
      ['LIFTING', '吊装作业', 'Lifting', 'purple'],
      ['EXCAVATION', '动土作业', 'Excavation', 'cyan'],
      ['GENERAL', '一般作业', 'General work', 'blue'],
    ],
  ],
  [
    'KRS_VISIT_REASON',
    '来访事由',
    'Visit reason',
    [
      ['BUSINESS', '商务洽谈', 'Business meeting', 'blue'],
      ['INSPECTION', '参观考察', 'Site tour', 'cyan'],
      ['MAINTENANCE', '设备维修', 'Equipment service', 'orange'],
      ['DELIVERY', '送货收货', 'Delivery', 'gold'],
      ['INTERVIEW', '面试', 'Interview', 'purple'],
      ['AUDIT', '审核检查', 'Audit or inspection', 'red'],
      ['OTHER', '其他', 'Other', null],
    ],
  ],
]

/** System dictionaries: a type node (parent '0') with its items, labelled in both languages. */
export const dicts = dictTypes.flatMap(([type, label, labelEn, items], i) => [
  {
    id: `dict-${type}`,
    parentId: '0',
    category: 'FRM',
    dictLabel: label,
    dictLabelEn: labelEn,
    dictValue: type,
    color: null as string | null,
    sortCode: i,
  },
  ...items.map(([value, itemLabel, itemLabelEn, color], j) => ({
    id: `dict-${type}-${value}`,
    parentId: `dict-${type}`,
    category: 'FRM',
    dictLabel: itemLabel,
    dictLabelEn: itemLabelEn,
    dictValue: value,
    color,
    sortCode: j,
  })),
])

export const SYSTEM_MODULE_ID = 'mod-system'

interface CatalogSeed {
  /** The module (top-level menu) the catalog belongs to. */
  module: string
  id: string
  title: string
  titleEn: string
  path: string
  icon: string
}

export const SITE_MODULE_ID = 'mod-site'
/** Everyday work: approvals, contractors (later visitors and the gate). */
export const WORK_MODULE_ID = 'mod-work'

/** The back-office's modules (the top menu), each with its catalogs. */
const backOfficeModules = [
  {
    id: SYSTEM_MODULE_ID,
    name: 'systemModule',
    title: '系统管理',
    titleEn: 'System',
    path: '/systemModule',
    icon: 'setting-outlined',
    color: '#722ED1',
  },
  {
    id: SITE_MODULE_ID,
    name: 'siteModule',
    title: '门户网站',
    titleEn: 'Website',
    path: '/siteModule',
    icon: 'global-outlined',
    color: '#13C2C2',
  },
  {
    id: WORK_MODULE_ID,
    name: 'workModule',
    title: '业务办理',
    titleEn: 'Workplace',
    path: '/workModule',
    icon: 'audit-outlined',
    color: '#FA8C16',
  },
]

/** The modules' catalogs; the pages in them are the modules' own (`PageSeed`). */
export const systemCatalogs: CatalogSeed[] = [
  {
    module: SYSTEM_MODULE_ID,
    id: 'menu-cat-org',
    title: '组织管理',
    titleEn: 'Organisation',
    path: '/sys/orgCatalog',
    icon: 'apartment-outlined',
  },
  {
    module: SYSTEM_MODULE_ID,
    id: 'menu-cat-auth',
    title: '权限管理',
    titleEn: 'Permissions',
    path: '/sys/authCatalog',
    icon: 'safety-outlined',
  },
  {
    module: SYSTEM_MODULE_ID,
    id: 'menu-cat-base',
    title: '基础配置',
    titleEn: 'Settings',
    path: '/dev/baseCatalog',
    icon: 'tool-outlined',
  },
  {
    module: SYSTEM_MODULE_ID,
    id: 'menu-cat-log',
    title: '日志审计',
    titleEn: 'Logs',
    path: '/dev/logCatalog',
    icon: 'file-search-outlined',
  },
  {
    module: WORK_MODULE_ID,
    id: 'menu-cat-flow',
    title: '审批中心',
    titleEn: 'Approvals',
    path: '/flow/catalog',
    icon: 'audit-outlined',
  },
  {
    module: WORK_MODULE_ID,
    id: 'menu-cat-contractor',
    title: '承包商管理',
    titleEn: 'Contractors',
    path: '/krs/contractorCatalog',
    icon: 'team-outlined',
  },
  {
    module: WORK_MODULE_ID,
    id: 'menu-cat-visitor',
    title: '访客管理',
    titleEn: 'Visitors',
    path: '/krs/visitorCatalog',
    icon: 'contacts-outlined',
  },
  {
    module: SITE_MODULE_ID,
    id: 'menu-cat-content',
    title: '网站内容',
    titleEn: 'Site content',
    path: '/biz/contentCatalog',
    icon: 'read-outlined',
  },
  {
    module: SITE_MODULE_ID,
    id: 'menu-cat-recruit',
    title: '招聘管理',
    titleEn: 'Recruitment',
    path: '/biz/recruitCatalog',
    icon: 'solution-outlined',
  },
]

const leaf = (
  moduleId: string,
  parentId: string,
  category: 'BUTTON' | 'FIELD',
  [code, title, titleEn]: ButtonSeed,
  i: number,
) => ({
  ...menu,
  id: `${category === 'BUTTON' ? 'btn' : 'field'}-${category === 'FIELD' ? `${parentId}-` : ''}${code}`,
  parentId,
  category,
  moduleId,
  name: null,
  code,
  title,
  titleEn,
  menuType: null,
  path: null,
  component: null,
  icon: null,
  sortCode: i,
})

/** The back-office's modules, their catalogs and the modules' pages with their buttons and fields. */
export function systemResources(pages: readonly PageSeed[]) {
  const unknown = pages.filter((p) => !systemCatalogs.some((c) => c.id === p.catalog))
  if (unknown.length) throw new Error(`pages in no catalog: ${unknown.map((p) => p.code).join(', ')}`)
  return backOfficeModules.flatMap((mod, mi) => [
    {
      ...menu,
      id: mod.id,
      parentId: '0',
      category: 'MODULE',
      moduleId: null,
      name: mod.name,
      title: mod.title,
      titleEn: mod.titleEn,
      menuType: null,
      path: mod.path,
      component: null,
      icon: mod.icon,
      color: mod.color,
      sortCode: mi + 1,
    },
    ...systemCatalogs
      .filter((cat) => cat.module === mod.id)
      .flatMap((cat, ci) => [
        {
          ...menu,
          id: cat.id,
          parentId: mod.id,
          category: 'MENU',
          moduleId: mod.id,
          name: cat.id.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase()),
          title: cat.title,
          titleEn: cat.titleEn,
          menuType: 'catalog',
          path: cat.path,
          component: null,
          icon: cat.icon,
          sortCode: ci,
        },
        ...pages
          .filter((p) => p.catalog === cat.id)
          .flatMap((p) => [
            {
              ...menu,
              id: p.id,
              parentId: cat.id,
              category: 'MENU',
              moduleId: mod.id,
              name: p.code,
              code: p.code,
              title: p.title,
              titleEn: p.titleEn,
              menuType: 'menu',
              path: p.path,
              component: p.component,
              icon: p.icon,
              sortCode: p.sortCode,
            },
            ...p.buttons.map((b, i) => leaf(mod.id, p.id, 'BUTTON', b, i)),
            ...(p.fields ?? []).map((f, i) => leaf(mod.id, p.id, 'FIELD', f, i)),
          ]),
      ]),
  ])
}

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

/** What the sample roles may open, and who holds them (fixed ids: seeding again adds nothing). */
export const roleGrants: Array<{ roleId: string; resourceIds: string[]; userIds: string[] }> = [
  {
    roleId: EMPLOYEE_ROLE_ID,
    resourceIds: [WORK_MODULE_ID, 'menu-cat-flow', 'menu-flow-task'],
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
      'menu-krs-gate',
    ],
    userIds: ['user-emp-20'],
  },
]
