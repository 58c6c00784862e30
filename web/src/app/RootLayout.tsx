import NProgress from 'nprogress'
import 'nprogress/nprogress.css'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useMatches, useNavigation } from 'react-router'
import { useSysName } from '../components/useSysName'
import { useSettingsStore } from '../stores/settings'
import { menuTitle } from '../utils/menu'
import type { RouteHandle } from './routeHandle'

/** Spec §9: progress bar speed 500, no spinner (library defaults otherwise). */
// Its default template gives the bar `role="bar"`, a role that does not exist: none here.
NProgress.configure({
  speed: 500,
  showSpinner: false,
  template: '<div class="bar"><div class="peg"></div></div>',
  barSelector: '.bar',
})

/** The root of every page: keeps `document.title` as "<route title> - <system name>" and shows the
 * progress bar while a navigation loads. */
export default function RootLayout() {
  const { t } = useTranslation()
  const lang = useSettingsStore((s) => s.lang)
  const sysName = useSysName()
  const matches = useMatches()
  const navigation = useNavigation()

  let title = ''
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined
    if (handle?.menu) title = menuTitle(handle.menu, lang)
    else if (handle?.title) title = t(handle.title)
  }

  useEffect(() => {
    document.title = title ? `${title} - ${sysName}` : sysName
  }, [title, sysName])

  const busy = navigation.state !== 'idle'
  useEffect(() => {
    if (busy) NProgress.start()
    else NProgress.done()
  }, [busy])

  return <Outlet />
}
