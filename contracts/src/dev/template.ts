import { z } from 'zod'
import { SMS_ENGINES } from './config.js'

/**
 * Message templates: every message the product sends (a code, a reply) is rendered from the template
 * of its kind and side (B: staff, C: external users), in the receiver's language. An SMS goes through
 * a vendor as the vendor's approved template (its code and the mapping of the product's values onto
 * its parameters); the SMS log shows the text rendered here.
 */
export const MESSAGE_SIDES = ['B', 'C'] as const
export type MessageSide = (typeof MESSAGE_SIDES)[number]
export const MESSAGE_KINDS = [
  'LOGIN_CODE',
  'RECOVERY_CODE',
  'BIND_CODE',
  'RESET_DONE',
  'FEEDBACK_REPLY',
  'APPROVAL_TODO',
  'APPROVAL_RESULT',
  'PASS_ISSUED',
  'PASSWORD_EXPIRING',
  'JOB_FAILED',
] as const
export type MessageKind = (typeof MESSAGE_KINDS)[number]
/**
 * Channels a message goes by: a code to the address it was asked for, a reply to the contact given;
 * PUSH: the group robots chosen for it (`dev/push.ts`), which post its e-mail subject and text.
 */
export const MESSAGE_CHANNELS = ['SMS', 'EMAIL', 'PUSH'] as const
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number]

/** The engines whose templates are named by the vendor (all but LOG). */
export const SMS_VENDORS = SMS_ENGINES.filter((e) => e !== 'LOG') as Array<'ALIYUN' | 'TENCENT'>
export type SmsVendor = (typeof SMS_VENDORS)[number]

export const TEMPLATE_LIMITS = {
  sms: 500,
  subject: 200,
  body: 20_000,
  code: 64,
  param: 64,
  params: 20,
} as const

/** `{name}` placeholders: letters only, the values a kind offers. */
export const TEMPLATE_VALUE_RE = /\{([A-Za-z]+)\}/g

const text = (max: number) => z.string().max(max)
/** One vendor template parameter: its name (Aliyun's `${name}`, Tencent's position 1, 2, …) and its text. */
const vendorParamSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(TEMPLATE_LIMITS.param)
    .regex(/^[A-Za-z0-9_]+$/),
  value: text(TEMPLATE_LIMITS.sms),
})
const vendorTemplateSchema = z.object({
  /** Aliyun's `SMS_…` template code, Tencent's numeric template id; empty: not set up. */
  code: z
    .string()
    .trim()
    .max(TEMPLATE_LIMITS.code)
    .regex(/^[A-Za-z0-9_]*$/),
  params: z.array(vendorParamSchema).max(TEMPLATE_LIMITS.params),
})
export type VendorTemplate = z.infer<typeof vendorTemplateSchema>

export const templateKeySchema = z.object({ kind: z.enum(MESSAGE_KINDS), side: z.enum(MESSAGE_SIDES) })

/** What an administrator edits: both languages of each text, and each vendor's template. */
export const templateBodySchema = templateKeySchema.extend({
  smsText: text(TEMPLATE_LIMITS.sms).trim().min(1),
  smsTextEn: text(TEMPLATE_LIMITS.sms).trim().min(1),
  vendors: z.object({ ALIYUN: vendorTemplateSchema, TENCENT: vendorTemplateSchema }),
  emailSubject: text(TEMPLATE_LIMITS.subject).trim().min(1),
  emailSubjectEn: text(TEMPLATE_LIMITS.subject).trim().min(1),
  emailHtml: text(TEMPLATE_LIMITS.body).trim().min(1),
  emailHtmlEn: text(TEMPLATE_LIMITS.body).trim().min(1),
  emailText: text(TEMPLATE_LIMITS.body).trim().min(1),
  emailTextEn: text(TEMPLATE_LIMITS.body).trim().min(1),
})
export type TemplateBody = z.infer<typeof templateBodySchema>

/** A template as the page shows it: the stored one, or the product's default (`custom` false). */
export const templateRecordSchema = templateBodySchema.extend({
  id: z.string(),
  channels: z.array(z.enum(MESSAGE_CHANNELS)),
  /** The values its texts may name, as `{name}`. */
  values: z.array(z.string()),
  custom: z.boolean(),
  updatedAt: z.string().nullable(),
})
export type TemplateRecord = z.infer<typeof templateRecordSchema>

export const templatePreviewSchema = templateBodySchema.extend({ lang: z.enum(['zh-cn', 'en']) })
/** A template rendered with its kind's sample values; the e-mail's HTML is sanitised. */
export const templateRenderedSchema = z.object({
  sms: z.string(),
  vendors: z.object({
    ALIYUN: z.record(z.string(), z.string()),
    TENCENT: z.record(z.string(), z.string()),
  }),
  emailSubject: z.string(),
  emailHtml: z.string(),
  emailText: z.string(),
})
export type TemplateRendered = z.infer<typeof templateRenderedSchema>

/** Names of `{…}` in `text` that `values` does not offer (a typo would be sent as typed). */
export function unknownValues(text: string, values: readonly string[]): string[] {
  return [...text.matchAll(TEMPLATE_VALUE_RE)].map((m) => m[1]!).filter((n) => !values.includes(n))
}
