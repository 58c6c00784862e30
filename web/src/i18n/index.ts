import type { Lang } from '@portal/contracts'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import { useSettingsStore } from '../stores/settings'
import en from './en'
import adminEn from './modules/admin.en'
import adminZhCn, { type AdminMessages } from './modules/admin.zh-cn'
import { type ViewMessages, viewTexts } from './views'
import zhCn, { type Messages } from './zh-cn'

/** The shell's texts, the shared admin pieces' and every page's own, as one flat type for i18next. */
type Flat<T> = { [K in keyof T]: T[K] }
type AllMessages = Flat<Messages & { admin: Flat<AdminMessages['admin'] & ViewMessages> }>

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: AllMessages }
  }
}

/** The `Accept-Language` value the server localises its messages by. */
export const acceptLanguage = (lang: Lang) => (lang === 'en' ? 'en' : 'zh-CN')

function applyLang(lang: Lang) {
  dayjs.locale(lang === 'en' ? 'en' : 'zh-cn')
  document.documentElement.lang = acceptLanguage(lang)
}

const initial = useSettingsStore.getState().lang
void i18n.use(initReactI18next).init({
  resources: {
    'zh-cn': { translation: { ...zhCn, admin: { ...adminZhCn.admin, ...viewTexts('zh-cn') } } },
    en: { translation: { ...en, admin: { ...adminEn.admin, ...viewTexts('en') } } },
  },
  lng: initial,
  fallbackLng: 'zh-cn',
  supportedLngs: ['zh-cn', 'en'],
  lowerCaseLng: true,
  initAsync: false,
  interpolation: { escapeValue: false },
})
applyLang(initial)

// The settings store is the source of truth; i18next, dayjs and <html lang> follow it.
useSettingsStore.subscribe((state, prev) => {
  if (state.lang === prev.lang) return
  void i18n.changeLanguage(state.lang)
  applyLang(state.lang)
})

export default i18n
