/** Business constants and limits of spec §9. */
import { GENERATED_PHONE_ROOTS } from './generated/phoneRoots.js'
export const DASHBOARD_URL = '/home'
export const INDEX_URL = '/index'
export const API_PREFIX = '/api'
/**
 * The "cloud server" deployment (spec §7): a gateway in front splits the API by path, so calls
 * whose path holds one of these segments go under another base instead of `API_PREFIX`. The web
 * uses it when built with `VITE_CLOUD_SERVER=true`; the server takes both forms when
 * `API_SPLIT_PATHS=on` (`splitPathToApi`).
 */
export const SPLIT_BASES: ReadonlyArray<{ base: string; segments: readonly string[] }> = [
  // The spec's areas, plus the approval engine (platform: webapp) and the business areas krs and
  // weigh (bizapp).
  { base: '/api/webapp', segments: ['/mobile/', '/sys/', '/auth/', '/client/', '/dev/', '/gen/', '/flow/'] },
  { base: '/api/bizapp', segments: ['/biz/', '/krs/', '/weigh/'] },
  { base: '/custom', segments: ['/custom/'] },
]

/** The base a call to `path` (e.g. `/sys/user/page`) goes to in the split deployment. */
export function splitBase(path: string): string {
  return SPLIT_BASES.find((b) => b.segments.some((s) => path.includes(s)))?.base ?? API_PREFIX
}

/** A split-deployment URL (`/api/webapp/sys/…`) as the server's own (`/api/sys/…`); others unchanged. */
export function splitPathToApi(url: string): string {
  for (const { base } of SPLIT_BASES)
    if (url.startsWith(`${base}/`)) return `${API_PREFIX}${url.slice(base.length)}`
  return url
}
export const REQUEST_TIMEOUT_MS = 60_000
export const TOKEN_HEADER = 'token'
export const DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss'
/** The company's time zone when the server's `COMPANY_TZ` names none: China's. */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai'
export const TABS_MAX = 20
export const PAGE_SIZE_DEFAULT = 10
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const
/** The print view of a searchable table pages on its own. */
export const PRINT_PAGE_SIZE_OPTIONS = [10, 20, 30, 50] as const
/** Column span (of 24) of a search-panel field; a collapsed panel shows the first row. */
export const SEARCH_FIELD_SPAN = 6
export const MOBILE_BREAKPOINT = 992
export const CAPTCHA_TTL_SECONDS = 300
export const CODE_RESEND_SECONDS = 60
export const VERSION_CHECK_DELAY_MS = 3000
export const TOAST_SECONDS = 1

/** Browser storage keys (spec §3). */
export const StorageKey = {
  token: 'TOKEN',
  userInfo: 'USER_INFO',
  menu: 'MENU',
  permissions: 'PERMISSIONS',
  lang: 'APP_LANG',
  theme: 'APP_THEME',
  menuModuleId: 'SNOWY_MENU_MODULE_ID',
  sysBaseConfig: 'SNOWY_SYS_BASE_CONFIG',
  dictTree: 'DICT_TYPE_TREE_DATA',
  lastViewsPath: 'LAST_VIEWS_PATH',
  /** ETags of the kept USER_INFO and MENU: sent back on the next fetch, a 304 keeps the copy. */
  userInfoEtag: 'USER_INFO_ETAG',
  menuEtag: 'MENU_ETAG',
} as const

export const LANGS = ['zh-cn', 'en'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'zh-cn'

/** Last path segments whose successful calls show the server's message as a toast (spec §8). */
export const SUCCESS_TOAST_SEGMENTS = [
  'add',
  'edit',
  'delete',
  'update',
  'grant',
  'reset',
  'stop',
  'pass',
  'disable',
  'enable',
  'revoke',
  'suspend',
  'active',
  'turn',
  'adjust',
  'reject',
  'saveDraft',
] as const

/** True when a call to `url` should toast the server's message on success. */
export function wantsSuccessToast(url: string): boolean {
  const path = url.split('?')[0] ?? ''
  const last = path.split('/').filter(Boolean).pop() ?? ''
  return SUCCESS_TOAST_SEGMENTS.some((seg) => last.includes(seg))
}

/**
 * The phone pages (spec §2), served from `mobile.html` (antd-mobile), each by its first path
 * segment: `/contractorsApply/edit/1` is the phone app's, `/contractor` too.
 */
export const MOBILE_PAGE_ROOTS = [
  'contractor',
  'contractorsApply',
  'contractorsApplyRecords',
  'workApplication',
  'workApplicationRecords',
  'visitorIndex',
  'visitorApply',
  'vsitorsApplyRecords',
  'appointmentRecordInfo',
  'releasePermit',
  'releasePermitRecords',
  'goodsIndex',
  'sentItem',
  'sentItem1',
  'sentItemRecords',
  'examIndex',
  'examAnswer',
  'examResult',
  'repastorder',
  'mealquestionnaireFrom',
  'feedback',
  'staff',
] as const
export const isMobilePage = (path: string): boolean => {
  const root = path.split('/')[1] ?? ''
  // Phone applications made by code generation add their own (`generated/phoneRoots.ts`).
  return (MOBILE_PAGE_ROOTS as readonly string[]).includes(root) || GENERATED_PHONE_ROOTS.includes(root)
}
