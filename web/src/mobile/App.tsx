import { ErrorBlock } from 'antd-mobile'
import { lazy, type ReactNode, Suspense } from 'react'
import { createBrowserRouter, Link, RouterProvider } from 'react-router'
import { useTexts } from './core'
import { Page } from './Page'
import './render'

/**
 * The signed-in phone app: the router and the pages, each loaded when first opened. `main.tsx`
 * loads this module only once there is a session (the sign-in does without it).
 */

const ContractorHome = lazy(() => import('./pages/contractor/Home'))
const AdmissionApply = lazy(() => import('./pages/contractor/Apply'))
const AdmissionRecords = lazy(() => import('./pages/contractor/Records'))
const RecordInfo = lazy(() => import('./pages/oa/RecordInfo'))
const WorkApply = lazy(() => import('./pages/work/Apply'))
const WorkRecords = lazy(() => import('./pages/work/Records'))
const VisitorHome = lazy(() => import('./pages/visitor/Home'))
const VisitApply = lazy(() => import('./pages/visitor/Apply'))
const VisitRecords = lazy(() => import('./pages/visitor/Records'))

function Loading({ children }: { children: ReactNode }) {
  const t = useTexts()
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

const page = (path: string, element: ReactNode) => ({ path, element: <Loading>{element}</Loading> })

const router = createBrowserRouter([
  page('/contractor', <ContractorHome />),
  page('/contractorsApply/:isEdit?/:id?', <AdmissionApply />),
  page('/contractorsApplyRecords', <AdmissionRecords />),
  page('/workApplication/:isEdit?/:id?', <WorkApply />),
  page('/workApplicationRecords', <WorkRecords />),
  page('/visitorIndex', <VisitorHome />),
  page('/visitorApply/:isEdit?/:id?', <VisitApply />),
  // The spec's spelling.
  page('/vsitorsApplyRecords', <VisitRecords />),
  page('/appointmentRecordInfo/:oaRequestId', <RecordInfo />),
  { path: '*', element: <NotFound /> },
])

export default function App() {
  return <RouterProvider router={router} />
}
