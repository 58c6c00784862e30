import { DEFAULT_LANG, LANGS, type Lang, StorageKey } from '@portal/contracts'
import { create } from 'zustand'
import { THEME_COLORS, THEMES, type Theme } from '../app/theme'
import { storage } from '../utils/storage'
import { persisted } from './persisted'

export { THEME_COLORS, THEMES, type Theme }
export const LAYOUTS = ['classical', 'doublerow', 'top'] as const
export type LayoutName = (typeof LAYOUTS)[number]
export type FormStyle = 'drawer' | 'modal'

export const DEFAULT_COLOR = THEME_COLORS[0]

/** Local-storage keys of the colour and the layout (theme, module id and language have spec keys). */
export const THEME_COLOR_KEY = 'SNOWY_THEME_COLOR'
export const LAYOUT_KEY = 'SNOWY_LAYOUT'
/** The one session-storage entry that holds every SNOWY_ setting together (spec §3). */
export const SETTINGS_SESSION_KEY = 'SNOWY_SETTINGS'

/** The shell's settings, with their SNOWY_ names (spec §9 defaults). */
export interface ShellSettings {
  layout: LayoutName
  themeColor: string
  /** Top bar in the theme colour. */
  topHeaderThemeColorOpen: boolean
  /** The coloured top bar spans the whole width (over the side menu's logo). */
  topHeaderThemeColorSpread: boolean
  /** Modules as a dock (horizontal menu) rather than a pop-over grid. */
  moduleUnfoldOpen: boolean
  /** Content at a fixed width (top layout only). */
  layoutFixedWidth: boolean
  breadcrumbOpen: boolean
  layoutTagsOpen: boolean
  menuCollapse: boolean
  sideUniqueOpen: boolean
  loginUserWatermarkOpen: boolean
  footerCopyrightOpen: boolean
  roundedCornerStyleOpen: boolean
  formStyle: FormStyle
}

export const SETTING_KEYS: Record<keyof ShellSettings, string> = {
  layout: LAYOUT_KEY,
  themeColor: THEME_COLOR_KEY,
  topHeaderThemeColorOpen: 'SNOWY_TOP_HEADER_THEME_COLOR_OPEN',
  topHeaderThemeColorSpread: 'SNOWY_TOP_HEADER_THEME_COLOR_SPREAD',
  moduleUnfoldOpen: 'SNOWY_MODULE_UNFOLD_OPEN',
  layoutFixedWidth: 'SNOWY_LAYOUT_FIXED_WIDTH',
  breadcrumbOpen: 'SNOWY_BREADCRUMD_OPEN',
  layoutTagsOpen: 'SNOWY_LAYOUT_TAGS_OPEN',
  menuCollapse: 'SNOWY_MENU_COLLAPSE',
  sideUniqueOpen: 'SNOWY_SIDE_UNIQUE_OPEN',
  loginUserWatermarkOpen: 'SNOWY_LOGIN_USER_WATERMARK_OPEN',
  footerCopyrightOpen: 'SNOWY_FOOTER_COPYRIGHT_OPEN',
  roundedCornerStyleOpen: 'SNOWY_ROUNDED_CORNER_STYLE_OPEN',
  formStyle: 'SNOWY_FORM_STYLE',
}

export const DEFAULT_SETTINGS: ShellSettings = {
  layout: 'top',
  themeColor: DEFAULT_COLOR,
  topHeaderThemeColorOpen: false,
  topHeaderThemeColorSpread: false,
  moduleUnfoldOpen: true,
  layoutFixedWidth: false,
  breadcrumbOpen: false,
  layoutTagsOpen: true,
  menuCollapse: false,
  sideUniqueOpen: true,
  loginUserWatermarkOpen: false,
  footerCopyrightOpen: false,
  roundedCornerStyleOpen: true,
  formStyle: 'modal',
}

interface SettingsState extends ShellSettings {
  /** Interface language (APP_LANG), 'zh-cn' by default. */
  lang: Lang
  /** Overall style (APP_THEME): dark side menu, all light, or real dark. */
  theme: Theme
  setLang: (lang: Lang) => void
  setTheme: (theme: Theme) => void
  set: <K extends keyof ShellSettings>(key: K, value: ShellSettings[K]) => void
}

export const isLang = (v: unknown): v is Lang => (LANGS as readonly unknown[]).includes(v)
export const isTheme = (v: unknown): v is Theme => (THEMES as readonly unknown[]).includes(v)
const isLayout = (v: unknown): v is LayoutName => (LAYOUTS as readonly unknown[]).includes(v)
const isColor = (v: unknown): v is string => typeof v === 'string' && /^#[0-9a-fA-F]{6}$/.test(v)

function validSetting(key: keyof ShellSettings, v: unknown): boolean {
  if (key === 'layout') return isLayout(v)
  if (key === 'themeColor') return isColor(v)
  if (key === 'formStyle') return v === 'drawer' || v === 'modal'
  return typeof v === 'boolean'
}

/** Defaults, then the session entry, then the colour and layout under their own keys. */
function initialSettings(): ShellSettings {
  const out: ShellSettings = { ...DEFAULT_SETTINGS }
  const put = (key: keyof ShellSettings, v: unknown) => {
    if (validSetting(key, v)) (out as unknown as Record<string, unknown>)[key] = v
  }
  try {
    const raw = sessionStorage.getItem(SETTINGS_SESSION_KEY)
    const saved = raw ? (JSON.parse(raw) as Record<string, unknown>) : {}
    for (const key of Object.keys(SETTING_KEYS) as (keyof ShellSettings)[]) put(key, saved[SETTING_KEYS[key]])
  } catch {
    // unreadable entry: defaults
  }
  put('layout', storage.get(LAYOUT_KEY))
  put('themeColor', storage.get(THEME_COLOR_KEY))
  return out
}

function saveSettings(s: ShellSettings) {
  const entry: Record<string, unknown> = {}
  for (const key of Object.keys(SETTING_KEYS) as (keyof ShellSettings)[]) entry[SETTING_KEYS[key]] = s[key]
  try {
    sessionStorage.setItem(SETTINGS_SESSION_KEY, JSON.stringify(entry))
  } catch {
    // storage full or blocked: the settings still apply to this page
  }
  storage.set(LAYOUT_KEY, s.layout)
  storage.set(THEME_COLOR_KEY, s.themeColor)
}

export const useSettingsStore = create<SettingsState>()(
  persisted(
    { lang: { key: StorageKey.lang, valid: isLang }, theme: { key: StorageKey.theme, valid: isTheme } },
    (set) => ({
      ...initialSettings(),
      lang: DEFAULT_LANG,
      theme: 'dark',
      setLang: (lang) => set({ lang }),
      // Spec §4: real dark forces the colour spread off.
      setTheme: (theme) =>
        set(theme === 'realDark' ? { theme, topHeaderThemeColorSpread: false } : { theme }),
      set: (key, value) => set({ [key]: value } as Partial<SettingsState>),
    }),
  ),
)

useSettingsStore.subscribe((state, prev) => {
  const changed = (Object.keys(SETTING_KEYS) as (keyof ShellSettings)[]).some((k) => state[k] !== prev[k])
  if (changed) saveSettings(state)
})

/** What the shell applies, after the rules of spec §4 between the switches. */
export interface EffectiveSettings extends ShellSettings {
  theme: Theme
  /** The top bar may use the theme colour (not in real dark). */
  headerColorAllowed: boolean
  /** Spread applies (not in real dark, not in the top layout, and only with the coloured top bar). */
  spreadAllowed: boolean
  /** Module dock, collapse and exclusive expansion apply (not in the top layout). */
  sideOptionsAllowed: boolean
}

export function effectiveSettings(s: ShellSettings & { theme: Theme }): EffectiveSettings {
  const headerColorAllowed = s.theme !== 'realDark'
  const spreadAllowed = headerColorAllowed && s.layout !== 'top'
  const sideOptionsAllowed = s.layout !== 'top'
  return {
    ...s,
    headerColorAllowed,
    spreadAllowed,
    sideOptionsAllowed,
    topHeaderThemeColorOpen: headerColorAllowed && s.topHeaderThemeColorOpen,
    topHeaderThemeColorSpread: spreadAllowed && s.topHeaderThemeColorOpen && s.topHeaderThemeColorSpread,
    moduleUnfoldOpen: sideOptionsAllowed && s.moduleUnfoldOpen,
    menuCollapse: sideOptionsAllowed && s.menuCollapse,
    sideUniqueOpen: sideOptionsAllowed && s.sideUniqueOpen,
    layoutFixedWidth: s.layout === 'top' && s.layoutFixedWidth,
  }
}
