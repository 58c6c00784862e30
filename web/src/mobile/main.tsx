import { ConfigProvider } from 'antd-mobile'
import enUS from 'antd-mobile/es/locales/en-US'
import zhCN from 'antd-mobile/es/locales/zh-CN'
import { lazy, StrictMode, Suspense, startTransition, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { motionReduced, onMotionSetting } from '../utils/reducedMotion'
import { currentLang, type Side, setLang, useLang, useSide, useTexts, useToken } from './core'
import { Frame, LoadingFrame } from './Frame'
import { pageModules, prefetchPage } from './pages'
import { buttonRows } from './plainAnchors'
import { SignIn } from './SignIn'
import './mobile.css'

/**
 * The phone pages' entry: without a session, the sign-in, and nothing else is loaded (no router, no
 * form library, no popups: a phone on a weak network gets a usable form from about 80 KB of script,
 * checked by the build, see `scriptBudget`); with one, the app (`App.tsx`), loaded then.
 */
const App = lazy(() => import('./App'))
/** Pages either side uses; `/staff…` are the employees'; the rest external users'. */
const EITHER_SIDE = new Set([
  'repastorder',
  'mealquestionnaireFrom',
  'examIndex',
  'examAnswer',
  'examResult',
  'feedback',
])
function sideOf(pathname: string): Side | null {
  const segment = pathname.split('/')[1] ?? ''
  if (segment === 'staff') return 'staff'
  return EITHER_SIDE.has(segment) ? null : 'client'
}

/** Pages anyone opens without signing in (signed in, the app's router shows them). */
const PUBLIC_PAGES: Record<string, ReturnType<typeof lazy>> = {
  feedback: lazy(pageModules.feedback),
}

/** True after the first paint: what must wait for it (a phone paints the bar before parsing more). */
function usePainted() {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(() => setPainted(true)))
    return () => cancelAnimationFrame(frame)
  }, [])
  return painted
}

function Root() {
  const lang = useLang()
  const side = useSide()
  const needed = sideOf(location.pathname)
  // A session of the other side is no session here: its sign-in is asked for (and replaces it).
  const signedIn = !!useToken() && (!needed || needed === side)
  const t = useTexts()
  const painted = usePainted()
  // Signed in and painted: the page the address names is fetched beside the app (which rendering
  // <App /> asks for), not one round trip after it.
  useEffect(() => {
    if (painted && signedIn) prefetchPage(location.pathname)
  }, [painted, signedIn])
  const loading = <LoadingFrame pathname={location.pathname} />
  const Public = signedIn ? undefined : PUBLIC_PAGES[location.pathname.split('/')[1] ?? '']
  return (
    <ConfigProvider locale={lang === 'en' ? enUS : zhCN}>
      {Public ? (
        <Suspense fallback={loading}>
          <Public />
        </Suspense>
      ) : signedIn ? (
        painted ? (
          <Suspense fallback={loading}>
            <App />
          </Suspense>
        ) : (
          loading
        )
      ) : (
        <Frame title={needed === 'staff' ? t.signIn.staffTitle : t.signIn.title} path="signIn">
          <SignIn key={needed ?? 'client'} side={needed ?? 'client'} />
        </Frame>
      )}
    </ConfigProvider>
  )
}

// English texts load first when chosen before (the page is not painted in Chinese, then English).
const ready = setLang(currentLang()).catch(() => {})
// antd-mobile's motion switch comes with its animation library: loaded only when motion is reduced.
const followMotionSetting = () => void import('./motion').then((m) => m.followMotionSetting())
if (motionReduced()) followMotionSetting()
onMotionSetting(followMotionSetting)
buttonRows()

// Rendered as a transition: React then works in slices of a few milliseconds and a long page (a
// form of fifty fields) never blocks the phone for long (Lighthouse's total blocking time).
const root = createRoot(document.getElementById('mobile')!)
void ready.then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <Root />
      </StrictMode>,
    ),
  ),
)
