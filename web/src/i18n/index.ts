import type { Lang } from '@portal/contracts'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import { useSettingsStore } from '../stores/settings'
import en from './en'
import adminEn from './modules/admin.en'
import adminZhCn, { type AdminMessages } from './modules/admin.zh-cn'
import zhCn, { type Messages } from './zh-cn'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: Messages & AdminMessages }
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
    'zh-cn': { translation: { ...zhCn, ...adminZhCn } },
    en: { translation: { ...en, ...adminEn } },
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
