import { App as AntdApp, theme as antdTheme, ConfigProvider, type ThemeConfig } from 'antd'
import enUS from 'antd/locale/en_US'
import zhCN from 'antd/locale/zh_CN'
import { useEffect, useMemo } from 'react'
import { Outlet } from 'react-router'
import { useSettingsStore } from '../stores/settings'
import { useMotionReduced } from '../utils/reducedMotion'
import { setFeedbackApi } from './feedback'
import QueryRoot from './QueryRoot'
import { radiusOf, themeOverrides } from './theme'

/** Hands antd's contextual message / modal / notification to `feedback` while mounted. */
function FeedbackHolder() {
  const value = AntdApp.useApp()
  useEffect(() => {
    setFeedbackApi(value)
    return () => setFeedbackApi(null)
  }, [value])
  return null
}

/**
 * antd's providers for every page but the login page (a route, loaded lazily, so the login page
 * loads no antd): locale follows the language; colour, corners and real dark follow the settings at
 * once; antd's App context for message/modal; the server-data cache (TanStack Query).
 */
export default function AntdRoot() {
  const lang = useSettingsStore((s) => s.lang)
  const colorPrimary = useSettingsStore((s) => s.themeColor)
  const rounded = useSettingsStore((s) => s.roundedCornerStyleOpen)
  const realDark = useSettingsStore((s) => s.theme === 'realDark')
  const still = useMotionReduced()
  const theme = useMemo<ThemeConfig>(() => {
    const algorithm = realDark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm
    // The chosen colour's accessible shades (WCAG AA in every mode, see theme.ts).
    const { token, components } = themeOverrides(colorPrimary, realDark, (seed) =>
      antdTheme.getDesignToken({ algorithm, token: seed }),
    )
    return {
      algorithm,
      token: { ...token, borderRadius: radiusOf(rounded), motion: !still },
      components,
      hashed: false,
    }
  }, [colorPrimary, rounded, realDark, still])
  return (
    <ConfigProvider locale={lang === 'en' ? enUS : zhCN} theme={theme}>
      <AntdApp className="app-root">
        <FeedbackHolder />
        <QueryRoot>
          <Outlet />
        </QueryRoot>
      </AntdApp>
    </ConfigProvider>
  )
}
