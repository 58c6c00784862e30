import { useEffect } from 'react'
import { RouterProvider } from 'react-router/dom'
import { useSettingsStore } from '../stores/settings'
import { useAppRouter } from './router'
import { radiusOf, shellColors } from './theme'

/**
 * The router, and the CSS variables the pages' own styles read. antd's providers wrap every route
 * but the login page (AntdRoot), so that page loads without antd.
 */
export default function App() {
  const colorPrimary = useSettingsStore((s) => s.themeColor)
  const rounded = useSettingsStore((s) => s.roundedCornerStyleOpen)
  const realDark = useSettingsStore((s) => s.theme === 'realDark')
  const { router, generation } = useAppRouter()

  // The shell's own CSS (progress bar, header colour) and the login page read these.
  useEffect(() => {
    const root = document.documentElement
    for (const [name, value] of Object.entries(shellColors(colorPrimary, realDark)))
      root.style.setProperty(name, value)
    root.style.setProperty('--shell-radius', `${radiusOf(rounded)}px`)
    root.dataset.theme = realDark ? 'realDark' : 'light'
    root.style.colorScheme = realDark ? 'dark' : 'light'
  }, [colorPrimary, rounded, realDark])

  return <RouterProvider key={generation} router={router} />
}
