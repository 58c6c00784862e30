import type { Generated } from 'kysely'
import type { Audit } from '../../db/columns.js'

/** The sys area's tables (`db/schema.ts` assembles every area's into `DB`; conventions there). */

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

/** A user's one-time password (`core/otp.ts`); id: the user's id. */
export interface SysUserOtpTable {
  id: string
  /** Base32 TOTP secret. */
  secret: string
  /** PENDING (set up, not yet proved) or ACTIVE. */
  status: string
  /** The last 30-second step whose code was accepted (bigint: a string on PostgreSQL and MySQL). */
  lastStep: number | string
  createdAt: string
  boundAt: string | null
}

/** An unused recovery code of a one-time password, as a SHA-256 hash. */
export interface SysUserOtpRecoveryTable {
  id: string
  userId: string
  codeHash: string
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

/** The sys area's part of `DB`. */
export interface SysTables {
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
  sysUserOtp: SysUserOtpTable
  sysUserOtpRecovery: SysUserOtpRecoveryTable
}
