import {
  MESSAGE_KINDS,
  MESSAGE_SIDES,
  type MessageChannel,
  type MessageKind,
  type MessageSide,
  SMS_VENDORS,
  type SmsVendor,
  TEMPLATE_VALUE_RE,
  type TemplateBody,
  type TemplateRecord,
  type TemplateRendered,
  type VendorTemplate,
} from '@portal/contracts'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import type { Lang } from './i18n.js'
import { memo } from './memo.js'
import { escapeHtml } from './notify.js'
import { sanitizeRichText } from './richText.js'

/**
 * Message templates (`docs/decisions.md`, "Message templates"): each message the product sends has a
 * kind and a side, and its texts (SMS, e-mail subject, HTML and text, each in zh-cn and en) and its
 * vendor templates come from here. The product's defaults below apply until an administrator saves
 * a template on the 消息模板 page (`dev_msg_template`); resetting deletes the row again.
 */

type Texts = Omit<TemplateBody, 'kind' | 'side' | 'vendors'>

interface KindDef {
  sides: readonly MessageSide[]
  channels: readonly MessageChannel[]
  /** The values its texts may name, each with a sample for the preview. */
  values: Readonly<Record<string, string>>
  texts: Texts
  /** Texts of one side that differ from `texts`. */
  sideTexts?: Partial<Record<MessageSide, Partial<Texts>>>
}

const CODE_VALUES = { code: '246810', minutes: '5', system: 'Portal' }
/**
 * Vendors' templates name their own variables; the defaults map the values the SMS text uses (the
 * system's name is the vendor's sign, so it is left out).
 */
const vendorDefaults = (smsText: string): Record<SmsVendor, VendorTemplate> => {
  const values = [...new Set([...smsText.matchAll(TEMPLATE_VALUE_RE)].map((m) => m[1]!))].filter(
    (v) => v !== 'system',
  )
  return {
    ALIYUN: { code: '', params: values.map((v) => ({ name: v, value: `{${v}}` })) },
    TENCENT: { code: '', params: values.map((v, i) => ({ name: String(i + 1), value: `{${v}}` })) },
  }
}

const html = (...paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('')

export const MESSAGE_KIND_DEFS: Readonly<Record<MessageKind, KindDef>> = {
  LOGIN_CODE: {
    sides: ['B', 'C'],
    channels: ['SMS'],
    values: CODE_VALUES,
    texts: {
      smsText: '【{system}】您的登录验证码是 {code}，{minutes} 分钟内有效。如非本人操作，请忽略。',
      smsTextEn:
        '[{system}] Your sign-in code is {code}, valid for {minutes} minutes. Ignore it if you did not ask.',
      emailSubject: '【{system}】登录验证码',
      emailSubjectEn: '[{system}] Sign-in code',
      emailHtml: html(
        '您的登录验证码为 <b>{code}</b>，{minutes} 分钟内有效。',
        '如非本人操作，请忽略本邮件。',
      ),
      emailHtmlEn: html(
        'Your sign-in code is <b>{code}</b>, valid for {minutes} minutes.',
        'Ignore this mail if you did not ask.',
      ),
      emailText: '您的登录验证码为 {code}，{minutes} 分钟内有效。如非本人操作，请忽略本邮件。',
      emailTextEn:
        'Your sign-in code is {code}, valid for {minutes} minutes. Ignore this mail if you did not ask.',
    },
    sideTexts: {
      B: {
        smsText: '【{system}】您的员工登录验证码是 {code}，{minutes} 分钟内有效。如非本人操作，请忽略。',
        smsTextEn:
          '[{system}] Your staff sign-in code is {code}, valid for {minutes} minutes. Ignore it if you did not ask.',
      },
    },
  },
  RECOVERY_CODE: {
    sides: ['B'],
    channels: ['SMS', 'EMAIL'],
    values: CODE_VALUES,
    texts: {
      smsText:
        '【{system}】您正在找回登录密码，验证码为 {code}，{minutes} 分钟内有效。如非本人操作，请忽略。',
      smsTextEn: '[{system}] Your password recovery code is {code}, valid for {minutes} minutes.',
      emailSubject: '【{system}】找回密码验证码',
      emailSubjectEn: '[{system}] Password recovery code',
      emailHtml: html(
        '您正在找回 {system} 的登录密码，验证码为 <b>{code}</b>，{minutes} 分钟内有效。',
        '如非本人操作，请忽略本邮件。',
      ),
      emailHtmlEn: html(
        'Your password recovery code is <b>{code}</b>, valid for {minutes} minutes.',
        'Ignore this mail if you did not ask.',
      ),
      emailText:
        '您正在找回 {system} 的登录密码，验证码为 {code}，{minutes} 分钟内有效。如非本人操作，请忽略本邮件。',
      emailTextEn:
        'Your password recovery code is {code}, valid for {minutes} minutes. Ignore this mail if you did not ask.',
    },
  },
  BIND_CODE: {
    sides: ['B'],
    channels: ['SMS', 'EMAIL'],
    values: CODE_VALUES,
    texts: {
      smsText: '【{system}】您正在绑定此手机号，验证码 {code}，{minutes} 分钟内有效。',
      smsTextEn: '[{system}] Your code to bind this phone is {code}, valid for {minutes} minutes.',
      emailSubject: '【{system}】绑定邮箱验证码',
      emailSubjectEn: '[{system}] E-mail binding code',
      emailHtml: html('您正在绑定 {system} 的邮箱，验证码为 <b>{code}</b>，{minutes} 分钟内有效。'),
      emailHtmlEn: html('Your code to bind this address is <b>{code}</b>, valid for {minutes} minutes.'),
      emailText: '您正在绑定 {system} 的邮箱，验证码为 {code}，{minutes} 分钟内有效。',
      emailTextEn: 'Your code to bind this address is {code}, valid for {minutes} minutes.',
    },
  },
  RESET_DONE: {
    sides: ['B'],
    channels: ['SMS', 'EMAIL'],
    values: { account: 'zhangwei', time: '2026-12-02 09:30', system: 'Portal' },
    texts: {
      smsText:
        '【{system}】账号 {account} 的登录密码已于 {time} 通过找回密码重设。如非本人操作，请立即联系管理员。',
      smsTextEn:
        '[{system}] The password of {account} was reset by recovery at {time}. If this was not you, tell an administrator at once.',
      emailSubject: '【{system}】登录密码已重设',
      emailSubjectEn: '[{system}] Your password was reset',
      emailHtml: html(
        '账号 <b>{account}</b> 的登录密码已于 {time} 通过找回密码重设，其他设备上的登录已退出。',
        '如非本人操作，请立即联系管理员。',
      ),
      emailHtmlEn: html(
        'The password of <b>{account}</b> was reset by recovery at {time}; its other sessions were ended.',
        'If this was not you, tell an administrator at once.',
      ),
      emailText:
        '账号 {account} 的登录密码已于 {time} 通过找回密码重设，其他设备上的登录已退出。如非本人操作，请立即联系管理员。',
      emailTextEn:
        'The password of {account} was reset by recovery at {time}; its other sessions were ended. If this was not you, tell an administrator at once.',
    },
  },
  FEEDBACK_REPLY: {
    sides: ['C'],
    channels: ['SMS', 'EMAIL'],
    values: {
      name: '王芳',
      received: '2026-11-30 12:05',
      content: '午餐窗口开得太晚，排队很久。',
      reply: '感谢您的反馈，食堂已将午餐窗口提前到 11:30 开放。',
      system: 'Portal',
    },
    texts: {
      smsText: '【{system}】您的意见反馈已答复：{reply}',
      smsTextEn: '[{system}] A reply to your feedback: {reply}',
      emailSubject: '{system}：对您的意见反馈的答复',
      emailSubjectEn: '{system}: a reply to your feedback',
      emailHtml: html(
        '{name} 您好：',
        '您于 {received} 提交的意见反馈：<br>{content}',
        '答复如下：<br>{reply}',
        '感谢您的反馈。<br>{system}',
      ),
      emailHtmlEn: html(
        'Hello {name},',
        'On {received} you wrote:<br>{content}',
        'Our reply:<br>{reply}',
        'Thank you for your feedback.<br>{system}',
      ),
      emailText:
        '{name} 您好：\n\n您于 {received} 提交的意见反馈：\n{content}\n\n答复如下：\n{reply}\n\n感谢您的反馈。\n{system}',
      emailTextEn:
        'Hello {name},\n\nOn {received} you wrote:\n{content}\n\nOur reply:\n{reply}\n\nThank you for your feedback.\n{system}',
    },
  },
  APPROVAL_TODO: {
    sides: ['B'],
    channels: ['PUSH'],
    values: { title: '访客预约：王芳 2026-12-03', applicant: '王芳', step: '部门审批', system: 'Portal' },
    texts: {
      smsText: '【{system}】待审批：{title}（{step}）',
      smsTextEn: '[{system}] To approve: {title} ({step})',
      emailSubject: '待审批：{title}',
      emailSubjectEn: 'To approve: {title}',
      emailHtml: html('{applicant} 提交的 <b>{title}</b> 已到“{step}”，等待审批。', '请登录 {system} 处理。'),
      emailHtmlEn: html(
        '<b>{title}</b>, submitted by {applicant}, is at “{step}” and waits for approval.',
        'Sign in to {system} to decide.',
      ),
      emailText: '{applicant} 提交的「{title}」已到“{step}”，等待审批。请登录 {system} 处理。',
      emailTextEn:
        '“{title}”, submitted by {applicant}, is at “{step}” and waits for approval. Sign in to {system} to decide.',
    },
  },
  APPROVAL_RESULT: {
    sides: ['B', 'C'],
    channels: ['PUSH', 'SMS'],
    values: { title: '访客预约：王芳 2026-12-03', applicant: '王芳', result: '已通过', system: 'Portal' },
    texts: {
      smsText: '【{system}】您的申请「{title}」{result}。',
      smsTextEn: '[{system}] Your application “{title}” was {result}.',
      emailSubject: '审批结果：{title} {result}',
      emailSubjectEn: 'Approval result: {title} {result}',
      emailHtml: html('{applicant} 提交的 <b>{title}</b> {result}。'),
      emailHtmlEn: html('<b>{title}</b>, submitted by {applicant}, was {result}.'),
      emailText: '{applicant} 提交的「{title}」{result}。',
      emailTextEn: '“{title}”, submitted by {applicant}, was {result}.',
    },
    sideTexts: {
      C: {
        emailHtml: html('您的申请 <b>{title}</b> {result}。'),
        emailHtmlEn: html('Your application <b>{title}</b> was {result}.'),
        emailText: '您的申请「{title}」{result}。',
        emailTextEn: 'Your application “{title}” was {result}.',
      },
    },
  },
  PASS_ISSUED: {
    sides: ['C'],
    channels: ['SMS'],
    values: { title: '访客预约：王芳 2026-12-03', system: 'Portal' },
    texts: {
      smsText: '【{system}】您的申请「{title}」已通过，通行码已生成，入场时请在手机页面出示二维码。',
      smsTextEn:
        '[{system}] “{title}” was approved. Your pass is ready: show its QR code on your phone at the gate.',
      emailSubject: '【{system}】通行码已生成',
      emailSubjectEn: '[{system}] Your pass is ready',
      emailHtml: html('您的申请 <b>{title}</b> 已通过，通行码已生成。', '入场时请在手机页面出示二维码。'),
      emailHtmlEn: html(
        '<b>{title}</b> was approved and your pass is ready.',
        'Show its QR code on your phone at the gate.',
      ),
      emailText: '您的申请「{title}」已通过，通行码已生成。入场时请在手机页面出示二维码。',
      emailTextEn:
        '“{title}” was approved and your pass is ready. Show its QR code on your phone at the gate.',
    },
  },
  PASSWORD_EXPIRING: {
    sides: ['B'],
    channels: ['EMAIL'],
    values: { account: 'zhangwei', days: '7', date: '2026-12-09', system: 'Portal' },
    texts: {
      smsText: '【{system}】账号 {account} 的登录密码将于 {days} 天后（{date}）过期，请及时修改。',
      smsTextEn: '[{system}] The password of {account} expires in {days} days ({date}); change it soon.',
      emailSubject: '【{system}】登录密码即将过期',
      emailSubjectEn: '[{system}] Your password expires soon',
      emailHtml: html(
        '账号 <b>{account}</b> 的登录密码将于 {days} 天后（{date}）过期。',
        '请登录 {system}，在个人中心修改密码；过期后登录时须先修改密码。',
      ),
      emailHtmlEn: html(
        'The password of <b>{account}</b> expires in {days} days ({date}).',
        'Sign in to {system} and change it in your user centre; once expired, you must change it when you sign in.',
      ),
      emailText:
        '账号 {account} 的登录密码将于 {days} 天后（{date}）过期。请登录 {system}，在个人中心修改密码；过期后登录时须先修改密码。',
      emailTextEn:
        'The password of {account} expires in {days} days ({date}). Sign in to {system} and change it in your user centre; once expired, you must change it when you sign in.',
    },
  },
  JOB_FAILED: {
    sides: ['B'],
    channels: ['PUSH'],
    values: {
      job: '短信回执拉取',
      time: '2026-12-02 09:30',
      error: 'connect ECONNREFUSED',
      system: 'Portal',
    },
    texts: {
      smsText: '【{system}】定时任务“{job}”于 {time} 执行失败：{error}',
      smsTextEn: '[{system}] The job “{job}” failed at {time}: {error}',
      emailSubject: '定时任务执行失败：{job}',
      emailSubjectEn: 'Job failed: {job}',
      emailHtml: html(
        '定时任务 <b>{job}</b> 于 {time} 执行失败：',
        '{error}',
        '详见 {system} 的定时任务运行记录。',
      ),
      emailHtmlEn: html(
        'The job <b>{job}</b> failed at {time}:',
        '{error}',
        'See the run log of the jobs in {system}.',
      ),
      emailText: '定时任务“{job}”于 {time} 执行失败：{error}。详见 {system} 的定时任务运行记录。',
      emailTextEn: 'The job “{job}” failed at {time}: {error}. See the run log of the jobs in {system}.',
    },
  },
}

export const templateId = (kind: MessageKind, side: MessageSide) => `${kind}:${side}`

/** Every (kind, side) the product sends, in the order the page lists them. */
export const TEMPLATE_KEYS = MESSAGE_KINDS.flatMap((kind) =>
  MESSAGE_SIDES.filter((side) => MESSAGE_KIND_DEFS[kind].sides.includes(side)).map((side) => ({
    kind,
    side,
  })),
)

function defaultBody(kind: MessageKind, side: MessageSide): TemplateBody {
  const texts = { ...MESSAGE_KIND_DEFS[kind].texts, ...MESSAGE_KIND_DEFS[kind].sideTexts?.[side] }
  return { kind, side, ...texts, vendors: vendorDefaults(texts.smsText) }
}

/** The saved templates by id, kept like the settings (`core/memo.ts`). */
export const TEMPLATES_MEMO = 'msgTemplates'
function savedTemplates(db: Kysely<DB>) {
  return memo(db, TEMPLATES_MEMO, ['dev_msg_template'], async () => {
    const rows = await db.selectFrom('devMsgTemplate').select(['id', 'contentJson', 'updatedAt']).execute()
    return new Map(rows.map((r) => [r.id, r]))
  })
}

/** The template in force for a kind and side: the saved one, else the default. */
export async function messageTemplate(
  db: Kysely<DB>,
  kind: MessageKind,
  side: MessageSide,
): Promise<TemplateRecord> {
  const saved = (await savedTemplates(db)).get(templateId(kind, side))
  const def = MESSAGE_KIND_DEFS[kind]
  const body = saved
    ? { ...defaultBody(kind, side), ...(JSON.parse(saved.contentJson) as Partial<TemplateBody>), kind, side }
    : defaultBody(kind, side)
  return {
    ...body,
    id: templateId(kind, side),
    channels: [...def.channels],
    values: Object.keys(def.values),
    custom: !!saved,
    updatedAt: saved?.updatedAt ?? null,
  }
}

export const allTemplates = (db: Kysely<DB>) =>
  Promise.all(TEMPLATE_KEYS.map(({ kind, side }) => messageTemplate(db, kind, side)))

/** `text` with each `{name}` replaced by its value (escaped for HTML when `asHtml`); unknown names stay. */
export function renderText(text: string, values: Readonly<Record<string, string>>, asHtml = false): string {
  return text.replace(TEMPLATE_VALUE_RE, (whole, name: string) => {
    const v = values[name]
    return v === undefined ? whole : asHtml ? escapeHtml(v) : v
  })
}

/** A template's texts in `lang` with `values` filled in; the e-mail's HTML sanitised. */
export function renderTemplate(
  tpl: TemplateBody,
  lang: Lang,
  values: Readonly<Record<string, string>>,
): TemplateRendered {
  const en = lang === 'en'
  const vendorParams = (v: SmsVendor) =>
    Object.fromEntries(tpl.vendors[v].params.map((p) => [p.name, renderText(p.value, values)]))
  return {
    sms: renderText(en ? tpl.smsTextEn : tpl.smsText, values),
    vendors: Object.fromEntries(SMS_VENDORS.map((v) => [v, vendorParams(v)])) as TemplateRendered['vendors'],
    emailSubject: renderText(en ? tpl.emailSubjectEn : tpl.emailSubject, values),
    emailHtml: sanitizeRichText(renderText(en ? tpl.emailHtmlEn : tpl.emailHtml, values, true)) ?? '',
    emailText: renderText(en ? tpl.emailTextEn : tpl.emailText, values),
  }
}

/** A kind's sample values (the preview and the test send use them). */
export const sampleValues = (kind: MessageKind) => MESSAGE_KIND_DEFS[kind].values

/** What a sender asks for: the template, the receiver's language and the values to fill in. */
export interface MessageOf {
  kind: MessageKind
  side: MessageSide
  lang: Lang
  values: Readonly<Record<string, string>>
}

/** A message's e-mail: subject, text and HTML rendered from its template. */
export async function renderedMail(db: Kysely<DB>, m: MessageOf) {
  const r = renderTemplate(await messageTemplate(db, m.kind, m.side), m.lang, m.values)
  return { subject: r.emailSubject, text: r.emailText, html: r.emailHtml }
}
