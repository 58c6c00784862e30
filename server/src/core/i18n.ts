import type { FastifyRequest } from 'fastify'

export type Lang = 'zh-cn' | 'en'

/**
 * Every server message key. The core's texts below and each module's `texts.ts` add their keys by
 * declaration merging (see `defineTexts`), so `t`, `AppError`, `badRequest`, `forbidden` and
 * `notFound` accept exactly the keys some texts file declares.
 */
export interface Messages extends TextsOf<typeof coreTexts> {}

export type MsgKey = keyof Messages

/** The keys a `defineTexts` call declares, for its file's `interface Messages extends TextsOf<…>`. */
export type TextsOf<T> = { readonly [K in keyof T]: true }

const registry: Record<Lang, Map<string, string>> = { 'zh-cn': new Map(), en: new Map() }

/**
 * Registers a module's messages in both languages; `en` must have exactly the keys of `zh-cn`. A key
 * belongs to one texts file (a second registration throws). A module declares its texts in
 * `modules/<area>/<entity>/texts.ts`, which every file naming one of them imports, and adds the keys
 * to `Messages`:
 *
 *     export const texts = defineTexts({ 'zh-cn': { fooNotFound: '…' }, en: { fooNotFound: '…' } })
 *     declare module '../../../core/i18n.js' {
 *       interface Messages extends TextsOf<typeof texts> {}
 *     }
 */
export function defineTexts<Zh extends Record<string, string>>(texts: {
  'zh-cn': Zh
  en: { [K in keyof Zh]: string }
}): { readonly [K in keyof Zh]: string } {
  const keys = Object.keys(texts['zh-cn'])
  const enKeys = Object.keys(texts.en)
  if (enKeys.length !== keys.length || enKeys.some((k) => !(k in texts['zh-cn'])))
    throw new Error(`texts ${keys.join(', ')}: en and zh-cn differ in keys`)
  const twice = keys.filter((k) => registry['zh-cn'].has(k))
  if (twice.length) throw new Error(`texts defined twice: ${twice.join(', ')}`)
  for (const lang of ['zh-cn', 'en'] as const)
    for (const [key, text] of Object.entries(texts[lang])) registry[lang].set(key, text)
  return texts['zh-cn']
}

/** Every registered message by language (for tests). */
export function registeredTexts(): Record<Lang, Record<string, string>> {
  return { 'zh-cn': Object.fromEntries(registry['zh-cn']), en: Object.fromEntries(registry.en) }
}

/** The core's own messages: envelope, transport, validation, login, codes, password policy, scope. */
const coreTexts = defineTexts({
  'zh-cn': {
    ok: '操作成功',
    loginInvalid: '登录已过期，请重新登录',
    forbidden: '没有权限执行此操作',
    notFound: '接口不存在：{path}',
    badRequest: '请求无效',
    badJson: '请求体不是合法的 JSON',
    emptyBody: '请求体不能为空',
    tooLarge: '请求体过大（上限 {limit} MB）',
    badMedia: '不支持的请求类型：{type}',
    validation: '参数 {field}：{message}',
    tooMany: '请求过于频繁，请稍后再试',
    internal: '系统异常，请稍后再试',
    unavailable: '服务暂不可用，请稍后再试',
    captchaWrong: '验证码错误或已过期，请重新输入',
    passwordUndecryptable: '密码未按要求加密，请刷新页面后重试',
    codeTooFrequent: '发送过于频繁，请 {seconds} 秒后再试',
    mailNotConfigured: '系统未配置邮件发送，请联系管理员',
    passwordTooShort: '新密码至少 {min} 位',
    passwordTooLong: '新密码最多 {max} 位',
    passwordNeedsDigit: '新密码须包含数字',
    passwordNeedsLetter: '新密码须包含字母',
    passwordNeedsCase: '新密码须同时包含大写和小写字母',
    passwordNeedsSymbol: '新密码须包含特殊字符',
    passwordReused: '参数 newPassword：新密码不能与当前密码或最近 {count} 次使用过的密码相同',
    passwordExpired: '密码已过期，请先修改密码',
    outOfScope: '该数据不在您的数据权限范围内',
    fieldNotGranted: '没有字段 {field} 的权限，不能按它查询、排序或导入',
    sortFieldUnknown: '参数 sortField：不能按 {field} 排序，可选 {allowed}',
    orgOutOfScope: '所选组织不在您的数据权限范围内',
    smsFailed: '短信发送失败，请稍后再试',
    otpRequired: '请输入身份验证器中的动态码（或一个恢复码）',
    otpWrong: '动态码错误或已使用，请输入身份验证器中最新的动态码',
    otpAlreadyBound: '已绑定动态口令，如需更换请先解绑',
    otpNoPending: '请先生成新的密钥再绑定',
    otpSetupRequired: '您的角色要求绑定动态口令，请先在个人中心绑定',
    smsRateLimited: '短信发送次数已达服务商上限，请稍后再试',
    smsBadNumber: '该手机号无法接收短信，请检查号码',
    smsTemplateRefused: '短信模板或签名未通过服务商审核，请联系管理员',
    smsAccountRefused: '短信服务账号不可用，请联系管理员',
    smsUnavailable: '短信服务暂时无法送达，请稍后再试',
    mailFailed: '邮件发送失败，请稍后再试',
    passwordMustChange: '密码由管理员设置，请先修改密码',
    passwordCommon: '新密码是常见密码，容易被猜中，请换一个',
    passwordHasAccount: '新密码不能包含账号',
    passwordIsName: '新密码不能与姓名相同',
    textUnstorable: '含有不允许的字符（空字符或不成对的代理字符）',
    dayInvalid: '请输入有效日期（年-月-日）',
    plateInvalid: '车牌号不正确（如 苏A12345，新能源车 8 位）',
    plateTwice: '同一车牌号填写了两次',
    // Excel imports (`core/excel.ts`).
    importBadFile: '文件不是有效的 Excel（.xlsx）文件',
    importTooLarge: '文件过大（上限 {mb} MB）',
    importEmpty: '文件中没有数据行',
    importTooMany: '一次最多导入 {max} 行',
    importHeaderInvalid: '表头不正确，请下载最新模板：缺少“{column}”列',
    importRowErrors: '{count} 处数据有误，未导入任何数据',
    rowRequired: '{field}不能为空',
    rowInvalid: '{field}格式不正确',
    rowDuplicateInFile: '{field}与第 {row} 行重复',
  },
  en: {
    ok: 'Success',
    loginInvalid: 'Your login has expired, please log in again',
    forbidden: 'You do not have permission for this action',
    notFound: 'No such API: {path}',
    badRequest: 'Bad request',
    badJson: 'The request body is not valid JSON',
    emptyBody: 'The request body must not be empty',
    tooLarge: 'The request body is too large (limit {limit} MB)',
    badMedia: 'Unsupported content type: {type}',
    validation: 'Field {field}: {message}',
    tooMany: 'Too many requests, please try again later',
    internal: 'System error, please try again later',
    unavailable: 'Service unavailable, please try again later',
    captchaWrong: 'The captcha is wrong or has expired, please enter it again',
    passwordUndecryptable: 'The password was not encrypted as required; reload the page and try again',
    codeTooFrequent: 'Sent too often; try again in {seconds} seconds',
    mailNotConfigured: 'E-mail sending is not configured; contact the administrator',
    passwordTooShort: 'The new password needs at least {min} characters',
    passwordTooLong: 'The new password may have at most {max} characters',
    passwordNeedsDigit: 'The new password must contain a digit',
    passwordNeedsLetter: 'The new password must contain a letter',
    passwordNeedsCase: 'The new password must contain upper- and lower-case letters',
    passwordNeedsSymbol: 'The new password must contain a special character',
    passwordReused:
      'Field newPassword: the new password must differ from the current one and the last {count} used',
    passwordExpired: 'Your password has expired; change it first',
    outOfScope: 'This record is outside your data scope',
    fieldNotGranted: 'You are not granted the field {field}: it cannot be searched, sorted or imported',
    sortFieldUnknown: 'Parameter sortField: cannot sort by {field}; one of {allowed}',
    orgOutOfScope: 'The chosen organisation is outside your data scope',
    smsFailed: 'The SMS could not be sent, please try again later',
    otpRequired: 'Enter the code of your authenticator app (or a recovery code)',
    otpWrong: 'The code is wrong or was used already; enter the newest code of your authenticator app',
    otpAlreadyBound: 'A one-time password is bound already; unbind it first to change it',
    otpNoPending: 'Make a new secret first, then bind it',
    otpSetupRequired: 'Your role requires a one-time password: bind one in the user centre first',
    smsRateLimited: 'The SMS vendor allows no more messages for now; please try again later',
    smsBadNumber: 'This number cannot receive text messages; please check it',
    smsTemplateRefused:
      'The SMS template or sign name is not approved by the vendor; please tell an administrator',
    smsAccountRefused: 'The SMS account cannot send; please tell an administrator',
    smsUnavailable: 'The SMS service cannot deliver right now; please try again later',
    mailFailed: 'The e-mail could not be sent, please try again later',
    passwordMustChange: 'Your password was set by an administrator; change it first',
    passwordCommon: 'The new password is a common password that is easy to guess; choose another',
    passwordHasAccount: 'The new password must not contain the account',
    passwordIsName: 'The new password must not be the same as the name',
    textUnstorable: 'contains characters that are not allowed (NUL or an unpaired surrogate)',
    dayInvalid: 'enter a real date (year-month-day)',
    plateInvalid: 'not a valid licence plate (such as 苏A12345; 8 characters for new-energy vehicles)',
    plateTwice: 'the same plate is listed twice',
    // Excel imports.
    importBadFile: 'The file is not a valid Excel (.xlsx) file',
    importTooLarge: 'The file is too large (limit {mb} MB)',
    importEmpty: 'The file has no data rows',
    importTooMany: 'At most {max} rows can be imported at once',
    importHeaderInvalid: 'Wrong header, download the latest template: column "{column}" is missing',
    importRowErrors: '{count} errors in the data; nothing was imported',
    rowRequired: '{field} is required',
    rowInvalid: '{field} is not valid',
    rowDuplicateInFile: '{field} repeats row {row}',
  },
})

export function langOf(req: Pick<FastifyRequest, 'headers'>): Lang {
  const h = req.headers['accept-language']
  return typeof h === 'string' && /^en\b/i.test(h.trim()) ? 'en' : 'zh-cn'
}

/**
 * The message in both languages, `zh / en`: for what has one text for every reader (a message's
 * subject, sent to people of either language).
 */
export const inBothLangs = (key: MsgKey, params?: Record<string, string | number>) =>
  `${t('zh-cn', key, params)} / ${t('en', key, params)}`

/** The message in the language, `{name}` replaced by its parameter; an unregistered key is answered as is. */
export function t(lang: Lang, key: MsgKey, params?: Record<string, string | number>): string {
  const text = registry[lang].get(key) ?? key
  return params ? text.replace(/\{(\w+)\}/g, (m, k: string) => String(params[k] ?? m)) : text
}
