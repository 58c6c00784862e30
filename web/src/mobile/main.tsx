import { ConfigProvider, ErrorBlock, unstableSetRender } from 'antd-mobile'
import enUS from 'antd-mobile/es/locales/en-US'
import zhCN from 'antd-mobile/es/locales/zh-CN'
import { lazy, type ReactNode, StrictMode, Suspense } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createBrowserRouter, Link, RouterProvider } from 'react-router'
import { currentLang, setLang, useLang, useTexts, useToken } from './core'
import { Page } from './Page'
import { SignIn } from './SignIn'
import './mobile.css'

const ContractorHome = lazy(() => import('./pages/contractor/Home'))
const AdmissionApply = lazy(() => import('./pages/contractor/Apply'))
const AdmissionRecords = lazy(() => import('./pages/contractor/Records'))
const RecordInfo = lazy(() => import('./pages/oa/RecordInfo'))
const WorkApply = lazy(() => import('./pages/work/Apply'))
const WorkRecords = lazy(() => import('./pages/work/Records'))
const VisitorHome = lazy(() => import('./pages/visitor/Home'))
const VisitApply = lazy(() => import('./pages/visitor/Apply'))
const VisitRecords = lazy(() => import('./pages/visitor/Records'))

/** Pages of external users: the sign-in until there is a session, then the page. */
function Signed({ children }: { children: ReactNode }) {
  const token = useToken()
  const t = useTexts()
  if (!token)
    return (
      <Page title={t.signIn.title} back={false}>
        <SignIn />
      </Page>
    )
  return <Suspense fallback={<div className="m-loading">{t.common.loading}</div>}>{children}</Suspense>
}

function NotFound() {
  const t = useTexts()
  return (
    <Page title={t.common.notFound} back={false}>
      <ErrorBlock
        status="empty"
        title={t.common.notFound}
        description={<Link to="/contractor">{t.common.goHome}</Link>}
      />
    </Page>
  )
}

const router = createBrowserRouter([
  {
    path: '/contractor',
    element: (
      <Signed>
        <ContractorHome />
      </Signed>
    ),
  },
  {
    path: '/contractorsApply/:isEdit?/:id?',
    element: (
      <Signed>
        <AdmissionApply />
      </Signed>
    ),
  },
  {
    path: '/contractorsApplyRecords',
    element: (
      <Signed>
        <AdmissionRecords />
      </Signed>
    ),
  },
  {
    path: '/workApplication/:isEdit?/:id?',
    element: (
      <Signed>
        <WorkApply />
      </Signed>
    ),
  },
  {
    path: '/workApplicationRecords',
    element: (
      <Signed>
        <WorkRecords />
      </Signed>
    ),
  },
  {
    path: '/visitorIndex',
    element: (
      <Signed>
        <VisitorHome />
      </Signed>
    ),
  },
  {
    path: '/visitorApply/:isEdit?/:id?',
    element: (
      <Signed>
        <VisitApply />
      </Signed>
    ),
  },
  {
    // The spec's spelling.
    path: '/vsitorsApplyRecords',
    element: (
      <Signed>
        <VisitRecords />
      </Signed>
    ),
  },
  {
    path: '/appointmentRecordInfo/:oaRequestId',
    element: (
      <Signed>
        <RecordInfo />
      </Signed>
    ),
  },
  { path: '*', element: <NotFound /> },
])

function App() {
  const lang = useLang()
  return (
    <ConfigProvider locale={lang === 'en' ? enUS : zhCN}>
      <RouterProvider router={router} />
    </ConfigProvider>
  )
}

setLang(currentLang())

// Toasts and dialogs shown by calls render with React 19's root API (antd-mobile's own uses the
// removed `ReactDOM.render`).
unstableSetRender((node, container) => {
  const c = container as Element & { _root?: Root }
  c._root ??= createRoot(c)
  c._root.render(node)
  return async () => {
    await Promise.resolve()
    c._root?.unmount()
    delete c._root
  }
})

createRoot(document.getElementById('mobile')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
