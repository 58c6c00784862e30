import type { Generated, Insertable, Selectable, Updateable } from 'kysely'

/**
 * One interface per table; columns are snake_case in SQL and camelCase here (CamelCasePlugin).
 * Booleans are integers 0/1 and times ISO strings, the same on every engine.
 */
interface Audit {
  createdAt: string | null
  createdUser: string | null
  updatedAt: string | null
  updatedUser: string | null
}

export interface SysOrgTable extends Audit {
  id: string
  parentId: string
  name: string
  code: string | null
  /** COMPANY or DEPT */
  category: string
  sortCode: number
  directorId: string | null
}

export interface SysPositionTable extends Audit {
  id: string
  orgId: string
  name: string
  code: string | null
  /** HIGH, MIDDLE or BASE */
  category: string
  sortCode: number
}

export interface SysUserTable extends Audit {
  id: string
  account: string
  passwordHash: string
  name: string
  nickname: string | null
  avatar: string | null
  gender: string | null
  phone: string | null
  email: string | null
  empNo: string | null
  orgId: string | null
  positionId: string | null
  directorId: string | null
  /** ENABLE or DISABLE */
  userStatus: string
  sortCode: number
  lastLoginTime: string | null
  lastLoginIp: string | null
  latestLoginTime: string | null
  latestLoginIp: string | null
  passwordUpdatedAt: string | null
  /** 1 while a password an administrator set (or the printed first one) awaits the user's own change. */
  passwordMustChange: Generated<number>
  signature: string | null
  /** Concurrent posts: JSON array of `{orgId, positionId}`. */
  positionJson: string | null
  /** Workbench shortcuts: JSON array of menu ids. */
  workbenchJson: string | null
  entryDate: string | null
  address: string | null
  emergencyContact: string | null
  emergencyPhone: string | null
}

export interface SysRoleTable extends Audit {
  id: string
  orgId: string | null
  name: string
  code: string
  /** GLOBAL or ORG */
  category: string
  sortCode: number
  remark: string | null
}

/** Modules, menus, buttons and fields in one tree. */
export interface SysResourceTable extends Audit {
  id: string
  parentId: string
  /** MODULE, MENU, BUTTON or FIELD */
  category: string
  /** The module a menu belongs to (null for modules themselves). */
  moduleId: string | null
  /** Route name for menus, code for buttons and fields. */
  name: string | null
  code: string | null
  title: string
  titleEn: string | null
  /** catalog, menu, link or iframe (menus only) */
  menuType: string | null
  path: string | null
  component: string | null
  redirect: string | null
  url: string | null
  icon: string | null
  color: string | null
  hidden: number
  affix: number
  fullpage: number
  hiddenBreadcrumb: number
  sortCode: number
}

export interface SysRelationTable {
  id: string
  /**
   * USER_HAS_ROLE (user → role), ROLE_HAS_RESOURCE / USER_HAS_RESOURCE (→ resource),
   * ROLE_HAS_PERMISSION / USER_HAS_PERMISSION (→ permission code, extJson data scope),
   * GROUP_HAS_USER (group → user)
   */
  category: string
  objectId: string
  targetId: string
  extJson: string | null
}

export interface SysGroupTable extends Audit {
  id: string
  name: string
  remark: string | null
  sortCode: number
}

export interface SysMessageTable {
  id: string
  /** A value of the MESSAGE_CATEGORY dictionary (SYS, BIZ, …). */
  category: string
  subject: string
  /** Sanitised HTML (core/richText). */
  content: string | null
  /** DRAFT or SENT. */
  status: Generated<string>
  /** USER, ROLE or ORG, with the ids chosen (JSON array); resolved to users when sent. */
  receiverType: string | null
  receiverJson: string | null
  receiverCount: Generated<number>
  /** Receivers who have read it, counted as they read (`core/notify.ts`). */
  readCount: Generated<number>
  sentAt: string | null
  createdAt: string
  createdUser: string | null
  updatedAt: string | null
  updatedUser: string | null
}

/** An announcement shown on the workbench, the login page or the site inside its publish window. */
export interface SysNoticeTable extends Audit {
  id: string
  title: string
  content: string | null
  /** ',WORKBENCH,LOGIN,SITE,' (a comma on each side of every place). */
  places: string
  startAt: string | null
  endAt: string | null
  pinned: number
  published: number
  remark: string | null
  sortCode: number
  titleEn: string | null
  contentEn: string | null
}

/** A message's receiver and whether they have read it. */
export interface SysMessageUserTable {
  id: string
  messageId: string
  userId: string
  readFlag: number
  readAt: string | null
  /** When it reached the user: the inbox's order (`sys_message_user_inbox`). */
  deliveredAt: string
}

/** A user's preference (e.g. `columns:<table id>`): a JSON value per user and key. */
export interface SysUserPrefTable {
  id: string
  userId: string
  prefKey: string
  prefValue: string
  updatedAt: string
}

/** Hashes a user's password had before (user's change, recovery, admin reset), newest N kept. */
export interface SysPasswordHistoryTable {
  id: string
  userId: string
  passwordHash: string
  createdAt: string
}

export interface SysSessionTable {
  /** sha256 of the token; the token itself is never stored */
  id: string
  userId: string
  client: string
  ip: string | null
  userAgent: string | null
  createdAt: string
  lastSeenAt: string
  expiresAt: string
}

/** Picture captchas and e-mail/SMS codes: single use, short-lived. */
export interface SysCodeTable {
  id: string
  /** PIC, EMAIL or PHONE */
  kind: string
  target: string | null
  code: string
  expiresAt: string
  createdAt: string
  ip: string | null
}

/** Failed-login counting per account string (whether or not the account exists). */
export interface SysLoginGuardTable {
  account: string
  failCount: number
  firstFailAt: string
  lockedUntil: string | null
}

export interface DevConfigTable extends Audit {
  id: string
  configKey: string
  configValue: string
  /** SYS_BASE, LOGIN_SECURITY, SECRET, OTHER, ... */
  category: string
  remark: string | null
  sortCode: number
}

export interface DevDictTable extends Audit {
  id: string
  parentId: string
  /** FRM (system) or BIZ (business) */
  category: string
  dictLabel: string
  /** English label; the web falls back to `dictLabel` without it. */
  dictLabelEn: string | null
  dictValue: string
  color: string | null
  sortCode: number
}

/** Visit (LOGIN, LOGOUT) and operation (OPERATE, EXCEPTION) log. */
export interface DevLogTable {
  id: string
  category: string
  name: string
  exeStatus: string
  exeMessage: string | null
  opIp: string | null
  opBrowser: string | null
  reqMethod: string | null
  reqUrl: string | null
  paramJson: string | null
  resultJson: string | null
  opTime: string
  opUser: string | null
  opUserId: string | null
  /** Calls this row stands for: 1, or the refused calls of one user and route in one window (DENIED). */
  hitCount: Generated<number>
  /** DENIED rows: the hash naming the user, route and window (unique); null otherwise. */
  throttleKey: string | null
}

/** SMS log: every message the SMS provider was asked to send. */
export interface DevSmsTable {
  id: string
  phone: string
  content: string
  provider: string
  /** SENT or FAIL */
  status: string
  error: string | null
  createdAt: string
}

/** A scheduled job: a named action of the code, its parameters (JSON) and a cron in a time zone. */
export interface DevJobTable extends Audit {
  id: string
  name: string
  action: string
  cron: string
  timezone: string
  paramsJson: string
  enabled: number
  remark: string | null
  /** The next fire time (ISO UTC), shared by every process; null until the scheduler sets it. */
  nextRunAt: string | null
  lastRunAt: string | null
  lastStatus: string | null
  lastMessage: string | null
}

/** One run of a job: the claim of its fire time, its lease, and its outcome. */
export interface DevJobRunTable {
  id: string
  jobId: string
  jobName: string
  /** SCHEDULE or MANUAL */
  source: string
  fireAt: string
  attempt: number
  /** RUNNING, SUCCESS, FAIL or LOST */
  status: string
  startedAt: string
  endedAt: string | null
  durationMs: number | null
  result: string | null
  error: string | null
  owner: string
  leaseUntil: string
  takenOverFrom: string | null
}

/** The phone app's modules, menus and buttons (granted to roles like `sys_resource`). */
export interface MobileResourceTable extends Audit {
  id: string
  parentId: string
  /** MODULE, MENU or BUTTON */
  category: string
  /** Unique; the phone pages check button codes. */
  code: string
  title: string
  titleEn: string | null
  icon: string | null
  color: string | null
  /** Menus only: the phone page's route and component. */
  path: string | null
  component: string | null
  sortCode: number
}

/** A stored file (`core/storage.ts`); the bytes lie in `engine` under `storageKey`. */
export interface DevFileTable {
  id: string
  name: string
  /** Extension of the detected type (not of the name sent). */
  ext: string
  mimeType: string
  /** Bytes; PostgreSQL and MySQL answer a bigint as a string, so read it through `Number`. */
  size: number | string
  sha256: string
  /** LOCAL or S3 */
  engine: string
  /** S3 bucket, or LOCAL's folder in the data folder, at upload time. */
  bucket: string | null
  storageKey: string
  /** FILE (files page), AVATAR, SIGNATURE, LOGO: decides who may read it (`canRead`). */
  purpose: string
  /** 1: anyone may read it (the site logo, later news images). */
  isPublic: number
  uploaderId: string | null
  /** The external user (openId) who uploaded it from a phone page (`0020`). */
  clientId: string | null
  createdAt: string
}

/** Third-party login providers (OIDC, OAuth 2, WeCom, DingTalk). */
export interface AuthThirdProviderTable extends Audit {
  id: string
  platform: string
  name: string
  nameEn: string | null
  /** OIDC, OAUTH2, WECOM or DINGTALK */
  kind: string
  issuer: string | null
  authorizationEndpoint: string | null
  tokenEndpoint: string | null
  userinfoEndpoint: string | null
  clientId: string
  clientSecret: string | null
  agentId: string | null
  scopes: string | null
  subjectClaim: string | null
  nameClaim: string | null
  redirectUri: string
  enabled: number
  autoCreate: number
  orgId: string | null
  roleId: string | null
  sortCode: number
}

/** A provider's subject bound to a user. */
export interface AuthThirdUserTable {
  id: string
  platform: string
  subject: string
  subjectName: string | null
  userId: string
  createdAt: string
}

/** A sign-in under way: its state (hashed, the id), nonce and PKCE verifier; single use, short-lived. */
export interface AuthThirdStateTable {
  id: string
  platform: string
  nonce: string
  codeVerifier: string
  ip: string | null
  /** Set when the flow binds this user's account rather than logging in. */
  bindUserId: string | null
  expiresAt: string
  createdAt: string
}

/** What every site content table has: published (0/1), its place among its kind, audit columns. */
interface Content extends Audit {
  id: string
  published: number
  sortCode: number
}

export interface BizCompanyInfoTable extends Content {
  code: string
  title: string
  titleEn: string | null
  summary: string | null
  summaryEn: string | null
  content: string | null
  contentEn: string | null
  imageId: string | null
}

export interface BizHistoryTable extends Content {
  /** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'. */
  eventDate: string
  title: string
  titleEn: string | null
  content: string | null
  contentEn: string | null
  imageId: string | null
}

export interface BizNewsCategoryTable extends Content {
  name: string
  nameEn: string | null
}

export interface BizNewsTable extends Content {
  categoryId: string | null
  title: string
  titleEn: string | null
  summary: string | null
  summaryEn: string | null
  content: string | null
  contentEn: string | null
  coverId: string | null
  author: string | null
  source: string | null
  /** When it shows once published (a later time schedules it); set at publishing when empty. */
  publishAt: string | null
  pinned: number
  viewCount: number
}

export interface BizProductCategoryTable extends Content {
  name: string
  nameEn: string | null
}

export interface BizProductTable extends Content {
  categoryId: string | null
  name: string
  nameEn: string | null
  model: string | null
  summary: string | null
  summaryEn: string | null
  content: string | null
  contentEn: string | null
  /** File ids joined by commas; the first is the cover. */
  imageIds: string | null
  /** JSON: [{ name, nameEn, value, valueEn }]. */
  specs: string | null
}

export interface BizPageTable extends Content {
  code: string
  title: string
  titleEn: string | null
  summary: string | null
  summaryEn: string | null
  content: string | null
  contentEn: string | null
}

export interface BizContactTable extends Content {
  kind: string
  label: string
  labelEn: string | null
  value: string
  valueEn: string | null
}

export interface BizLinkTable extends Content {
  name: string
  nameEn: string | null
  url: string
  logoId: string | null
}

export interface BizSlideTable extends Content {
  place: string
  title: string
  titleEn: string | null
  subtitle: string | null
  subtitleEn: string | null
  imageId: string
  linkUrl: string | null
}

/** A recruitment position; `published` means open. */
export interface BizRecruitTable extends Content {
  title: string
  titleEn: string | null
  department: string | null
  departmentEn: string | null
  location: string | null
  locationEn: string | null
  education: string | null
  educationEn: string | null
  salary: string | null
  salaryEn: string | null
  headcount: number
  description: string | null
  descriptionEn: string | null
}

export interface BizResumeTable {
  id: string
  recruitId: string
  recruitTitle: string
  name: string
  gender: string | null
  phone: string
  email: string
  education: string | null
  message: string | null
  fileId: string | null
  /** NEW, REVIEWED, INTERVIEW, REJECTED or HIRED. */
  status: string
  remark: string | null
  clientIp: string | null
  createdAt: string
  updatedAt: string | null
  updatedUser: string | null
}

/** An external user (contractor, visitor, driver): `id` is the `openId` owning their applications. */
export interface ClientUserTable {
  id: string
  phone: string
  /** ENABLE or DISABLE. */
  status: string
  createdAt: string
  lastLoginAt: string | null
  lastLoginIp: string | null
}

/** A C-side session: like `sys_session`, of a `client_user`. */
export interface ClientSessionTable {
  /** sha256 of the token */
  id: string
  clientUserId: string
  ip: string | null
  userAgent: string | null
  createdAt: string
  lastSeenAt: string
  expiresAt: string
}

/** A form type's approval steps, one row per version (`migrations/0019_approval.ts`). */
export interface FlowDefinitionTable {
  id: string
  formType: string
  version: number
  latest: number
  name: string
  nameEn: string | null
  /** BUILTIN or OA */
  target: string
  remindHours: number | null
  timeoutHours: number | null
  /** NONE, APPROVE or REJECT */
  timeoutAction: string
  createdAt: string
  createdUser: string | null
}

export interface FlowNodeTable {
  id: string
  definitionId: string
  sortCode: number
  name: string
  nameEn: string | null
  /** USER, ROLE, POSITION, HOST_DIRECTOR or ORG_DIRECTOR */
  approverKind: string
  approverIds: string | null
  orgField: string | null
  /** ANY or ALL */
  mode: string
  conditionJson: string | null
}

export interface FlowInstanceTable {
  id: string
  definitionId: string
  formType: string
  formId: string
  title: string
  summaryJson: string | null
  fieldsJson: string | null
  /** B or C */
  applicantSide: string
  applicantId: string
  applicantName: string | null
  hostOrgId: string | null
  /** RUNNING, RETURNED, APPROVED, REJECTED or WITHDRAWN */
  status: string
  nodeId: string | null
  version: number
  createdAt: string
  updatedAt: string
  finishedAt: string | null
}

export interface FlowTaskTable {
  id: string
  instanceId: string
  nodeId: string
  assigneeId: string
  /** PENDING, APPROVED, REJECTED, RETURNED, TRANSFERRED or CANCELLED */
  status: string
  comment: string | null
  version: number
  createdAt: string
  decidedAt: string | null
  remindedAt: string | null
}

export interface FlowHistoryTable {
  id: string
  instanceId: string
  taskId: string | null
  nodeId: string | null
  nodeName: string | null
  action: string
  /** B, C or S (the system: a time-out) */
  actorSide: string
  actorId: string | null
  actorName: string | null
  targetId: string | null
  comment: string | null
  createdAt: string
}

/** A contractor's admission application (`migrations/0020_krs_admission.ts`). */
export interface KrsAdmissionTable {
  id: string
  openId: string
  status: string
  instanceId: string | null
  contractorId: string | null
  companyName: string
  creditCode: string | null
  hostOrgId: string | null
  personCount: number
  formJson: string
  docsJson: string | null
  personsJson: string | null
  submittedAt: string | null
  finishedAt: string | null
  createdAt: string
  updatedAt: string | null
}

/** An entry-work application (its workers, vehicles and files in `formJson`). */
export interface KrsWorkTable {
  id: string
  openId: string
  status: string
  instanceId: string | null
  contractorId: string | null
  contractorName: string
  project: string
  hostOrgId: string | null
  responsibleUserId: string | null
  startDay: string | null
  endDay: string | null
  workerCount: number
  /** 1 when a worker does a work type that needs a certificate. */
  hazardous: number
  formJson: string
  submittedAt: string | null
  finishedAt: string | null
  createdAt: string
  updatedAt: string | null
}

/** A worker's entry pass, made when the application is approved. */
export interface KrsWorkPassTable {
  id: string
  workId: string
  personId: string
  personName: string
  workType: string
  code: string
  validFrom: string
  validUntil: string
  status: string
  revokedReason: string | null
  revokedBy: string | null
  revokedAt: string | null
  createdAt: string
}

/** A visitor reservation (companions, items and photo in `formJson`). Times are company wall-clock. */
export interface KrsVisitTable {
  id: string
  openId: string
  status: string
  instanceId: string | null
  visitorName: string
  phone: string | null
  idType: string | null
  idNo: string | null
  company: string | null
  reason: string | null
  hostUserId: string | null
  hostName: string | null
  hostOrgId: string | null
  visitStart: string | null
  visitEnd: string | null
  plate: string | null
  /** Set on approval: what the pass's QR code holds. */
  passCode: string | null
  cancelReason: string | null
  cancelledBy: string | null
  checkedInAt: string | null
  checkedOutAt: string | null
  formJson: string
  submittedAt: string | null
  finishedAt: string | null
  createdAt: string
  updatedAt: string | null
}

/** A visitor the gate refuses, by ID document. */
export interface KrsVisitBlacklistTable {
  id: string
  idType: string
  idNo: string
  name: string
  phone: string | null
  reason: string
  createdBy: string | null
  createdByName: string | null
  createdAt: string
}

/** What a visit reason asks of the visitor before entry (NONE, NOTICE, EXAM). */
export interface KrsVisitRuleTable {
  reason: string
  safety: string
  updatedAt: string
}

/** The site safety notice visitors confirm, per language. */
export interface KrsVisitNoticeTable {
  lang: string
  content: string
  updatedAt: string
}

/** A check-in or check-out at the gate (kind VISIT: a reservation; WORK: an entry-work pass). */
export interface KrsGateLogTable {
  id: string
  kind: string
  refId: string
  personName: string
  direction: string
  at: string
  guardId: string
  guardName: string
}

/** Someone inside now: one row per pass (`kind:refId`), gone at check-out. */
export interface KrsGateInsideTable {
  passKey: string
  kind: string
  refId: string
  personName: string
  detail: string | null
  since: string
  guardName: string
}

/** An admitted contractor, one per credit code. */
export interface KrsContractorTable {
  id: string
  name: string
  creditCode: string
  legalRep: string
  address: string
  contactName: string
  contactPhone: string
  hostOrgId: string | null
  scope: string
  insuranceCompany: string | null
  insurancePolicyNo: string | null
  insuranceExpiry: string | null
  /** ADMITTED, EXPIRED or BLACKLISTED */
  status: string
  admittedAt: string
  /** 'YYYY-MM-DD', the last day of the admission. */
  validUntil: string
  blacklistReason: string | null
  openId: string
  admissionId: string
  /** The `validUntil` a warning of its coming end was last sent for. */
  warnedUntil: string | null
  createdAt: string
  updatedAt: string | null
  updatedUser: string | null
}

export interface KrsContractorPersonTable {
  id: string
  contractorId: string
  name: string
  idCard: string
  phone: string
  jobType: string
  certType: string | null
  certNo: string | null
  certExpiry: string | null
  certPhotoId: string | null
  sortCode: number
  /** The `certExpiry` a warning was last sent for. */
  warnedExpiry: string | null
}

export interface KrsContractorDocTable {
  id: string
  contractorId: string
  docType: string
  docNo: string
  issueDate: string | null
  expiryDate: string
  fileId: string
  sortCode: number
  /** The `expiryDate` a warning was last sent for. */
  warnedExpiry: string | null
}

/** Which department uses a contractor, for which project and when (`migrations/0022_krs_contractor.ts`). */
export interface KrsContractorAssignmentTable {
  id: string
  contractorId: string
  orgId: string
  project: string
  startDay: string
  endDay: string | null
  remark: string | null
  createdAt: string
  createdUser: string | null
}

/** One change to a contractor: the event, the fields before and after, who and when. */
export interface KrsContractorHistoryTable {
  id: string
  contractorId: string
  /** A `CONTRACTOR_EVENTS` value. */
  event: string
  /** `[{field, before, after}]` */
  changesJson: string
  note: string | null
  /** Null for the system (an approval, the expiry job). */
  userId: string | null
  userName: string | null
  createdAt: string
}

/** A request to create in the external OA (`migrations/0021_oa.ts`). */
export interface OaOutboxTable {
  id: string
  instanceId: string
  formType: string
  formId: string
  idempotencyKey: string
  payloadJson: string
  /** PENDING, SENT or FAILED */
  status: string
  attempts: number
  nextAttemptAt: string
  lastError: string | null
  oaRequestId: string | null
  createdAt: string
  sentAt: string | null
}

/** One exchange with the OA, either way. */
export interface OaLogTable {
  id: string
  /** OUT or IN */
  direction: string
  outboxId: string | null
  instanceId: string | null
  oaRequestId: string | null
  url: string
  requestBody: string | null
  responseBody: string | null
  httpStatus: number | null
  durationMs: number
  attempt: number
  ok: number
  error: string | null
  createdAt: string
}

export interface OaCallbackSeenTable {
  signature: string
  createdAt: string
}

export interface DB {
  authThirdProvider: AuthThirdProviderTable
  authThirdUser: AuthThirdUserTable
  authThirdState: AuthThirdStateTable
  sysOrg: SysOrgTable
  sysPosition: SysPositionTable
  sysUser: SysUserTable
  sysRole: SysRoleTable
  sysResource: SysResourceTable
  sysRelation: SysRelationTable
  sysGroup: SysGroupTable
  sysMessage: SysMessageTable
  sysMessageUser: SysMessageUserTable
  sysNotice: SysNoticeTable
  sysUserPref: SysUserPrefTable
  sysSession: SysSessionTable
  sysPasswordHistory: SysPasswordHistoryTable
  sysCode: SysCodeTable
  sysLoginGuard: SysLoginGuardTable
  devConfig: DevConfigTable
  devDict: DevDictTable
  devLog: DevLogTable
  devSms: DevSmsTable
  devJob: DevJobTable
  devJobRun: DevJobRunTable
  mobileResource: MobileResourceTable
  devFile: DevFileTable
  bizCompanyInfo: BizCompanyInfoTable
  bizHistory: BizHistoryTable
  bizNewsCategory: BizNewsCategoryTable
  bizNews: BizNewsTable
  bizProductCategory: BizProductCategoryTable
  bizProduct: BizProductTable
  bizPage: BizPageTable
  bizContact: BizContactTable
  bizLink: BizLinkTable
  bizSlide: BizSlideTable
  bizRecruit: BizRecruitTable
  bizResume: BizResumeTable
  clientUser: ClientUserTable
  clientSession: ClientSessionTable
  flowDefinition: FlowDefinitionTable
  flowNode: FlowNodeTable
  flowInstance: FlowInstanceTable
  flowTask: FlowTaskTable
  flowHistory: FlowHistoryTable
  krsAdmission: KrsAdmissionTable
  krsContractor: KrsContractorTable
  krsContractorPerson: KrsContractorPersonTable
  krsContractorDoc: KrsContractorDocTable
  krsContractorAssignment: KrsContractorAssignmentTable
  krsContractorHistory: KrsContractorHistoryTable
  krsWork: KrsWorkTable
  krsWorkPass: KrsWorkPassTable
  krsVisit: KrsVisitTable
  krsVisitBlacklist: KrsVisitBlacklistTable
  krsVisitRule: KrsVisitRuleTable
  krsVisitNotice: KrsVisitNoticeTable
  krsGateLog: KrsGateLogTable
  krsGateInside: KrsGateInsideTable
  oaOutbox: OaOutboxTable
  oaLog: OaLogTable
  oaCallbackSeen: OaCallbackSeenTable
}

export type User = Selectable<SysUserTable>
export type NewUser = Insertable<SysUserTable>
export type UserUpdate = Updateable<SysUserTable>
export type Resource = Selectable<SysResourceTable>
export type Session = Selectable<SysSessionTable>
