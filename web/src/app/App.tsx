import { App as AntdApp, theme as antdTheme, ConfigProvider, type ThemeConfig } from 'antd'
import enUS from 'antd/locale/en_US'
import zhCN from 'antd/locale/zh_CN'
import { useEffect, useMemo } from 'react'
import { RouterProvider } from 'react-router/dom'
import { useSettingsStore } from '../stores/settings'
import { FeedbackHolder } from './feedback'
import { useAppRouter } from './router'

/** Rounded corners on: radius 6, else 2 (spec §9). */
const radiusOf = (rounded: boolean) => (rounded ? 6 : 2)

/** Real dark: dark siders and menus take the dark algorithm's neutral surfaces instead of navy. */
const REAL_DARK_COMPONENTS: ThemeConfig['components'] = {
  Layout: { siderBg: '#141414', headerBg: '#141414', triggerBg: '#1f1f1f' },
  Menu: { darkItemBg: '#141414', darkSubMenuItemBg: '#0a0a0a', darkPopupBg: '#1f1f1f' },
}

/**
 * Providers: antd (locale follows the language; colour, corners and real dark follow the settings at
 * once), antd's App context for message/modal, the router.
 */
export default function App() {
  const lang = useSettingsStore((s) => s.lang)
  const colorPrimary = useSettingsStore((s) => s.themeColor)
  const rounded = useSettingsStore((s) => s.roundedCornerStyleOpen)
  const realDark = useSettingsStore((s) => s.theme === 'realDark')
  const { router, generation } = useAppRouter()
  const theme = useMemo<ThemeConfig>(
    () => ({
      algorithm: realDark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
      token: { colorPrimary, borderRadius: radiusOf(rounded) },
      components: realDark ? REAL_DARK_COMPONENTS : undefined,
      hashed: false,
    }),
    [colorPrimary, rounded, realDark],
  )

  // The shell's own CSS (progress bar, header colour) reads these.
  useEffect(() => {
    const root = document.documentElement
    root.style.setProperty('--shell-primary', colorPrimary)
    root.style.setProperty('--shell-radius', `${radiusOf(rounded)}px`)
    root.dataset.theme = realDark ? 'realDark' : 'light'
    root.style.colorScheme = realDark ? 'dark' : 'light'
  }, [colorPrimary, rounded, realDark])

  return (
    <ConfigProvider locale={lang === 'en' ? enUS : zhCN} theme={theme}>
      <AntdApp className="app-root">
        <FeedbackHolder />
        <RouterProvider key={generation} router={router} />
      </AntdApp>
    </ConfigProvider>
  )
}
