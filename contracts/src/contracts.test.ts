import { describe, expect, it } from 'vitest'
import {
  configValueError,
  DICT_LIMITS,
  dictAddSchema,
  findIndexMenu,
  hasPerm,
  isEmail,
  isPhone,
  isSecretConfigKey,
  type MenuItem,
  menuHasPath,
  pageQuerySchema,
  splitBase,
  splitPathToApi,
  textWidth,
  USER_LIMITS,
  userAddSchema,
  wantsSuccessToast,
} from './index.js'

describe('validation rules (spec §5)', () => {
  it('accepts the phone prefixes of the spec and nothing else', () => {
    for (const p of [
      '13800138000',
      '14512345678',
      '14412345678',
      '15012345678',
      '16612345678',
      '17012345678',
      '18912345678',
      '19812345678',
      '19912345678',
    ])
      expect(isPhone(p), p).toBe(true)
    for (const p of [
      '15412345678',
      '14612345678',
      '16512345678',
      '17212345678',
      '19712345678',
      '1381234567',
      '138123456789',
      '23800138000',
      '1380013800a',
    ])
      expect(isPhone(p), p).toBe(false)
  })
  it('checks e-mail addresses', () => {
    for (const e of ['a@b.cn', 'first.last+tag@mail.example.com', 'x_y-z@a-b.co'])
      expect(isEmail(e), e).toBe(true)
    for (const e of ['a@b', '@b.cn', 'a b@c.cn', 'a@b..cn', 'a@.cn']) expect(isEmail(e), e).toBe(false)
  })
  it('counts characters above code 128 as width 2', () => {
    expect(textWidth('ab')).toBe(2)
    expect(textWidth('中文a')).toBe(5)
  })
})

describe('hasPerm (spec §6)', () => {
  const codes = ['sysUserAdd', 'sysUserEdit']
  it('is true when any code matches in or-mode and all in and-mode', () => {
    expect(hasPerm(codes, 'sysUserAdd')).toBe(true)
    expect(hasPerm(codes, ['sysUserDelete', 'sysUserEdit'])).toBe(true)
    expect(hasPerm(codes, ['sysUserDelete', 'sysUserEdit'], 'and')).toBe(false)
    expect(hasPerm(codes, ['sysUserAdd', 'sysUserEdit'], 'and')).toBe(true)
  })
  it('is false without a list, without a code or with an empty code list', () => {
    expect(hasPerm(undefined, 'sysUserAdd')).toBe(false)
    expect(hasPerm(codes, undefined)).toBe(false)
    expect(hasPerm(codes, [])).toBe(false)
    expect(hasPerm(codes, 'other')).toBe(false)
  })
})

describe('request helpers (spec §8)', () => {
  it('toasts on the listed last path segments only', () => {
    expect(wantsSuccessToast('/sys/user/add')).toBe(true)
    // "contains": the segment may hold more than the listed word.
    expect(wantsSuccessToast('/sys/user/resetPassword?id=1')).toBe(true)
    expect(wantsSuccessToast('/sys/user/grantRole')).toBe(true)
    expect(wantsSuccessToast('/biz/x/saveDraft')).toBe(true)
    expect(wantsSuccessToast('/sys/add/page')).toBe(false)
    for (const url of ['/sys/user/page', '/sys/user/detail?id=add', '/dev/dict/tree', '/auth/b/doLogin'])
      expect(wantsSuccessToast(url), url).toBe(false)
  })
  it('defaults and bounds page requests', () => {
    expect(pageQuerySchema.parse({})).toEqual({ current: 1, size: 10 })
    expect(pageQuerySchema.parse({ current: '3', size: '50' })).toMatchObject({ current: 3, size: 50 })
    expect(pageQuerySchema.safeParse({ current: -1 }).success).toBe(false)
    expect(pageQuerySchema.safeParse({ size: 1000 }).success).toBe(false)
    expect(pageQuerySchema.safeParse({ sortField: 'a; drop table' }).success).toBe(false)
  })
})

describe('menu helpers', () => {
  const m = (
    path: string,
    type: MenuItem['meta']['type'],
    extra: Partial<MenuItem['meta']> = {},
    children?: MenuItem[],
  ): MenuItem => ({
    id: path,
    name: path,
    path,
    meta: { title: path, type, ...extra },
    ...(children ? { children } : {}),
  })
  const tree = [
    m('/hidden', 'menu', { hidden: true }),
    m('/cat', 'catalog', {}, [m('/cat/a', 'menu'), m('/cat/b', 'menu')]),
  ]
  it('finds the first non-catalog, non-hidden item', () => {
    expect(findIndexMenu(tree)?.path).toBe('/cat/a')
    expect(findIndexMenu([])).toBeUndefined()
  })
  it('knows whether a path is in the menu', () => {
    expect(menuHasPath(tree, '/cat/b')).toBe(true)
    expect(menuHasPath(tree, '/nope')).toBe(false)
  })
})

describe('configuration values', () => {
  it('checks the formats of known keys and leaves unknown keys alone', () => {
    const ok: Array<[string, string]> = [
      ['SNOWY_FILE_S3_ENDPOINT', 'https://oss-cn-hangzhou.aliyuncs.com'],
      ['SNOWY_FILE_S3_ENDPOINT', 'http://127.0.0.1:9000'],
      ['SNOWY_FILE_S3_ENDPOINT', ''],
      ['SNOWY_FILE_S3_BUCKET', 'portal.files-2026'],
      ['SNOWY_FILE_LOCAL_FOLDER', 'files'],
      ['SNOWY_FILE_LOCAL_FOLDER', 'uploads/portal/'],
      ['SNOWY_FILE_S3_REGION', 'cn-hangzhou'],
      ['SNOWY_EMAIL_SMTP_PORT', '465'],
      ['SNOWY_SYS_DEFAULT_FILE_ENGINE', 'S3'],
      ['ANY_OTHER_KEY', 'anything at all'],
      ['SNOWY_PASSWORD_HISTORY_COUNT', '0'],
      ['SNOWY_PASSWORD_HISTORY_COUNT', '10'],
      ['SNOWY_PASSWORD_EXPIRE_DAYS', '0'],
      ['SNOWY_PASSWORD_EXPIRE_DAYS', '3650'],
      ['OA_BASE_URL', 'http://127.0.0.1:8088/oa/api'],
      ['OA_PUBLIC_URL', ''],
    ]
    for (const [k, v] of ok) expect(configValueError(k, v), `${k}=${v}`).toBeNull()
    const bad: Array<[string, string, string]> = [
      ['SNOWY_FILE_S3_ENDPOINT', 'minio:9000', 'url'],
      ['SNOWY_FILE_S3_PUBLIC_URL', 'javascript:alert(1)', 'url'],
      ['SNOWY_FILE_S3_BUCKET', 'ab', 'bucket'],
      ['SNOWY_FILE_S3_BUCKET', 'Portal', 'bucket'],
      ['SNOWY_FILE_LOCAL_FOLDER', '', 'folder'],
      ['SNOWY_FILE_LOCAL_FOLDER', '/etc', 'folder'],
      ['SNOWY_FILE_LOCAL_FOLDER', 'a/../../etc', 'folder'],
      ['SNOWY_FILE_LOCAL_FOLDER', 'a//b', 'folder'],
      ['SNOWY_FILE_S3_PATH_STYLE', 'TRUE', 'bool'],
      ['SNOWY_EMAIL_SMTP_PORT', '0', 'port'],
      ['SNOWY_SYS_DEFAULT_FILE_ENGINE', 'local', 'fileEngine'],
      ['SNOWY_LOGIN_LOCK_MINUTES', '-1', 'int'],
      ['SNOWY_PASSWORD_HISTORY_COUNT', '11', 'historyCount'],
      ['SNOWY_PASSWORD_HISTORY_COUNT', '', 'historyCount'],
      ['SNOWY_PASSWORD_EXPIRE_DAYS', '3651', 'expireDays'],
      ['SNOWY_PASSWORD_EXPIRE_DAYS', '-1', 'expireDays'],
      ['OA_BASE_URL', 'oa.example.com', 'url'],
      ['OA_PUBLIC_URL', 'file:///etc/passwd', 'url'],
    ]
    for (const [k, v, format] of bad) expect(configValueError(k, v), `${k}=${v}`).toBe(format)
  })

  it('treats passwords, secrets and tokens as write-only', () => {
    expect(isSecretConfigKey('SNOWY_EMAIL_SMTP_PASSWORD')).toBe(true)
    expect(isSecretConfigKey('SNOWY_FILE_S3_SECRET_KEY')).toBe(true)
    expect(isSecretConfigKey('SNOWY_SOME_CLIENT_SECRET')).toBe(true)
    expect(isSecretConfigKey('SNOWY_FILE_S3_ACCESS_KEY')).toBe(false)
    expect(isSecretConfigKey('SNOWY_SOME_CLIENT_ID')).toBe(false)
    expect(isSecretConfigKey('smtpPassword')).toBe(true)
    expect(isSecretConfigKey('apiToken')).toBe(true)
    // Settings about passwords are not secrets: the policy must be readable and editable.
    expect(isSecretConfigKey('SNOWY_PASSWORD_MIN_LENGTH')).toBe(false)
    expect(isSecretConfigKey('SNOWY_PASSWORD_REQUIRE_DIGIT')).toBe(false)
    expect(isSecretConfigKey('SNOWY_TOKEN_TTL_MINUTES')).toBe(false)
  })
})

describe('form limits', () => {
  it('are the limits the schemas enforce', () => {
    const user = { account: 'abc', name: 'x', orgId: 'org-root' }
    expect(userAddSchema.safeParse({ ...user, name: 'x'.repeat(USER_LIMITS.name) }).success).toBe(true)
    expect(userAddSchema.safeParse({ ...user, name: 'x'.repeat(USER_LIMITS.name + 1) }).success).toBe(false)
    expect(userAddSchema.safeParse({ ...user, address: 'x'.repeat(USER_LIMITS.address + 1) }).success).toBe(
      false,
    )
    const dict = { parentId: '0', category: 'FRM', dictLabel: 'a', dictValue: 'a' }
    expect(dictAddSchema.safeParse({ ...dict, dictValue: 'x'.repeat(DICT_LIMITS.value) }).success).toBe(true)
    expect(dictAddSchema.safeParse({ ...dict, dictValue: 'x'.repeat(DICT_LIMITS.value + 1) }).success).toBe(
      false,
    )
  })

  it('still read an empty choice as none', () => {
    expect(userAddSchema.parse({ account: 'abc', name: 'x', orgId: 'o', gender: '' }).gender).toBeNull()
  })
})

describe('split deployment paths (spec §7)', () => {
  it('sends each area to its base and maps it back', () => {
    expect(splitBase('/sys/user/page')).toBe('/api/webapp')
    for (const p of [
      '/mobile/menu',
      '/auth/b/doLogin',
      '/client/x',
      '/dev/dict/tree',
      '/gen/basic/page',
      '/flow/task/todoCount',
    ])
      expect(splitBase(p), p).toBe('/api/webapp')
    for (const p of ['/biz/news/page', '/krs/admission/page', '/weigh/goodsrelease/pageByOpenId'])
      expect(splitBase(p), p).toBe('/api/bizapp')
    expect(splitBase('/custom/report')).toBe('/custom')
    expect(splitBase('/other/thing')).toBe('/api')
    expect(splitPathToApi('/api/webapp/sys/user/page?x=1')).toBe('/api/sys/user/page?x=1')
    expect(splitPathToApi('/api/bizapp/biz/news/page')).toBe('/api/biz/news/page')
    expect(splitPathToApi('/custom/custom/report')).toBe('/api/custom/report')
    expect(splitPathToApi('/api/sys/user/page')).toBe('/api/sys/user/page')
    expect(splitPathToApi('/api/webappx/sys')).toBe('/api/webappx/sys')
    expect(splitPathToApi('/sys/user')).toBe('/sys/user')
  })
})
