import type { Lang } from '@portal/contracts'

/** Each language named in itself, so anyone can find theirs. */
export const LANG_NAMES: Record<Lang, string> = { 'zh-cn': '简体中文', en: 'English' }
