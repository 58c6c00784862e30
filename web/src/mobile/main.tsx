import { ConfigProvider } from 'antd-mobile'
import enUS from 'antd-mobile/es/locales/en-US'
import zhCN from 'antd-mobile/es/locales/zh-CN'
import { lazy, StrictMode, Suspense, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { motionReduced, onMotionSetting } from '../utils/reducedMotion'
import { currentLang, currentToken, setLang, useLang, useTexts, useToken } from './core'
import { Frame, LoadingFrame } from './Frame'
import { prefetchPage } from './pages'
import { buttonRows } from './plainAnchors'
import { SignIn } from './SignIn'
import './mobile.css'

/**
 * The phone pages' entry: without a session, the sign-in, and nothing else is loaded (no router, no
 * form library, no popups: a phone on a weak network gets a usable form from about 80 KB of script,
 * checked by the build, see `scriptBudget`); with one, the app (`App.tsx`), loaded then.
 */
const App = lazy(() => import('./App'))

function Root() {
  const lang = useLang()
  const token = useToken()
  const t = useTexts()
  return (
    <ConfigProvider locale={lang === 'en' ? enUS : zhCN}>
      {token ? (
        <Suspense fallback={<LoadingFrame pathname={location.pathname} />}>
          <App />
        </Suspense>
      ) : (
        <Frame title={t.signIn.title} path="signIn">
          <SignIn />
        </Frame>
      )}
    </ConfigProvider>
  )
}

setLang(currentLang())
// antd-mobile's motion switch comes with its animation library: loaded only when motion is reduced.
const followMotionSetting = () => void import('./motion').then((m) => m.followMotionSetting())
if (motionReduced()) followMotionSetting()
onMotionSetting(followMotionSetting)
buttonRows()
// Signed in: the app and the page the address names are fetched side by side, before React starts.
if (currentToken()) {
  void import('./App')
  prefetchPage(location.pathname)
}

// Rendered as a transition: React then works in slices of a few milliseconds and a long page (a
// form of fifty fields) never blocks the phone for long (Lighthouse's total blocking time).
const root = createRoot(document.getElementById('mobile')!)
startTransition(() =>
  root.render(
    <StrictMode>
      <Root />
    </StrictMode>,
  ),
)
