import type { Generated } from 'kysely'
import type { Audit } from '../../db/columns.js'

/** The dev area's tables (`db/schema.ts` assembles every area's into `DB`; conventions there). */

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
  /** The engine that carried it, or tried last. */
  provider: string
  /** The engine that refused first when the fallback carried it. */
  fallbackFrom: string | null
  /** The message kind whose template rendered it (`core/messages.ts`). */
  template: string | null
  side: string | null
  lang: string | null
  /** The values the template was filled with (JSON; never answered: it may hold a code). */
  valuesJson: string | null
  /** The vendor's id of the message, which its receipt names. */
  messageId: string | null
  /** SENT, DELIVERED, UNDELIVERED or FAIL (`SMS_STATUSES`). */
  status: string
  receiptAt: string | null
  error: string | null
  createdAt: string
  /** What the message was for: the kind of the code it carries (`core/codes.ts`); null for others. */
  kind: string | null
  /** The code the content carries (the SMS log page masks it once a real provider sends). */
  code: string | null
}

/** A message template an administrator saved (`core/messages.ts`); id `<kind>:<side>`. */
export interface DevMsgTemplateTable {
  id: string
  kind: string
  side: string
  /** The template's texts and vendor templates (`TemplateBody` without kind and side). */
  contentJson: string
  updatedAt: string | null
  updatedUser: string | null
}

/** A group robot push goes to (`core/push.ts`). */
export interface DevPushChannelTable extends Audit {
  id: string
  name: string
  /** DINGTALK, FEISHU or WECOM */
  kind: string
  /** Its token or key is a credential: never answered, never logged. */
  webhook: string
  secret: string | null
  lang: string
  /** The topics (`PUSH_TOPICS`) and form types (none: all) it is chosen for, as JSON lists. */
  topicsJson: string
  formTypesJson: string
  enabled: number
  remark: string | null
}

/** The outbox and push log: one message to one robot or person, sent after its transaction. */
export interface DevPushTable {
  id: string
  /** DINGTALK, FEISHU, WECOM (a robot: `channelId`), SMS or EMAIL (a person: `target`). */
  channel: string
  channelId: string | null
  /** The robot's name, or the phone or address. */
  target: string
  topic: string
  formType: string | null
  /** What it is about: an approval instance, a job run, a user. */
  about: string | null
  title: string
  content: string
  /** SMS and EMAIL: the template, side, language and values to send by (`MessageOf`). */
  messageJson: string | null
  /** PENDING, SENT or FAIL */
  status: string
  attempts: number
  nextAt: string | null
  error: string | null
  /** The channel's own error code (DingTalk `errcode`, Feishu `code`). */
  vendorCode: string | null
  createdAt: string
  sentAt: string | null
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

/** A print template (`0038`): its current layout; `isDefault` 1 for the one its type prints with. */
export interface DevPrintTemplateTable extends Audit {
  id: string
  name: string
  docType: string
  paper: string
  orientation: string
  pagesJson: string
  version: Generated<number>
  isDefault: Generated<number>
  remark: string | null
  updatedByName: string | null
}

/** Every saved layout of a template. */
export interface DevPrintTemplateVersionTable {
  id: string
  templateId: string
  version: number
  paper: string
  orientation: string
  pagesJson: string
  createdByName: string | null
  createdAt: string
}

/** One print of one record. */
export interface DevPrintLogTable {
  id: string
  docType: string
  recordId: string
  recordLabel: string | null
  templateId: string | null
  templateName: string | null
  templateVersion: Generated<number>
  userId: string
  userName: string
  createdAt: string
}

/** A saved configuration of code generation (`contracts/dev/codegen.ts`). */
export interface DevCodegenTable extends Audit {
  id: string
  /** `<area><ModuleName>`: the generated page's menu code. */
  code: string
  area: string
  moduleName: string
  tableName: string
  /** NEW or LIVE. */
  source: string
  titleZh: string
  titleEn: string
  columnCount: number
  /** The configuration (`CodegenConfig`) as JSON. */
  configJson: string
  /** The schema versions the module's migrations made (`CodegenVersion[]`) as JSON. */
  versionsJson: string
  generatedAt: string | null
}

/** The dev area's part of `DB`. */
export interface DevTables {
  devConfig: DevConfigTable
  devDict: DevDictTable
  devLog: DevLogTable
  devSms: DevSmsTable
  devMsgTemplate: DevMsgTemplateTable
  devPushChannel: DevPushChannelTable
  devPush: DevPushTable
  devJob: DevJobTable
  devJobRun: DevJobRunTable
  devFile: DevFileTable
  devPrintTemplate: DevPrintTemplateTable
  devPrintTemplateVersion: DevPrintTemplateVersionTable
  devPrintLog: DevPrintLogTable
  devCodegen: DevCodegenTable
}
