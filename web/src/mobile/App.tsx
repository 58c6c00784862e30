import { lazy, type ReactNode, Suspense, useEffect } from 'react'
import { Link, Route, Switch, useLocation } from 'wouter'
import { ErrorBlock } from './components/ErrorBlock'
import { useTexts } from './core'
import { LoadingFrame } from './Frame'
import { startSession } from './lookups'
import { Page } from './Page'
import { generatedPhonePages, pageModules } from './pages'
import './render'

/**
 * The signed-in phone app: the router and the pages, each loaded when first opened. `main.tsx`
 * loads this module only once there is a session (the sign-in does without it).
 */

const ContractorHome = lazy(pageModules.contractorHome)
const AdmissionApply = lazy(pageModules.admissionApply)
const AdmissionRecords = lazy(pageModules.admissionRecords)
const RecordInfo = lazy(pageModules.recordInfo)
const WorkApply = lazy(pageModules.workApply)
const WorkRecords = lazy(pageModules.workRecords)
const VisitorHome = lazy(pageModules.visitorHome)
const VisitApply = lazy(pageModules.visitApply)
const VisitRecords = lazy(pageModules.visitRecords)
const GoodsHome = lazy(pageModules.goodsHome)
const PermitApply = lazy(pageModules.permitApply)
const PermitRecords = lazy(pageModules.permitRecords)
const DeliveryApply = lazy(pageModules.deliveryApply)
const DeliveryRecords = lazy(pageModules.deliveryRecords)
const ExamHome = lazy(pageModules.examHome)
const ExamAnswer = lazy(pageModules.examAnswer)
const ExamResult = lazy(pageModules.examResult)
const MealOrder = lazy(pageModules.mealOrder)
const MealSurvey = lazy(pageModules.mealSurvey)
const Feedback = lazy(pageModules.feedback)
const StaffHome = lazy(pageModules.staffHome)
const Approvals = lazy(pageModules.approvals)
const Applications = lazy(() => pageModules.approvals().then((m) => ({ default: m.Applications })))
const Instance = lazy(pageModules.instance)

function Loading({ children }: { children: ReactNode }) {
  const [pathname] = useLocation()
  return <Suspense fallback={<LoadingFrame pathname={pathname} />}>{children}</Suspense>
}

function NotFound() {
  const t = useTexts()
  return (
    <Page title={t.common.notFound} back={false}>
      <ErrorBlock
        status="empty"
        title={t.common.notFound}
        description={<Link href="/contractor">{t.common.goHome}</Link>}
      />
    </Page>
  )
}

const page = (path: string, element: ReactNode) => (
  <Route key={path} path={path}>
    <Loading>{element}</Loading>
  </Route>
)

// wouter rather than react-router: a dozen routes need a few KB, not 30 KB of script on a phone.
const routes = [
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
  page('/goodsIndex', <GoodsHome />),
  page('/releasePermit/:isEdit?/:id?', <PermitApply />),
  page('/releasePermitRecords', <PermitRecords />),
  page('/sentItem/:isEdit?/:id?', <DeliveryApply source="SAP" />),
  page('/sentItem1/:isEdit?/:id?', <DeliveryApply source="OA" />),
  page('/sentItemRecords', <DeliveryRecords />),
  page('/examIndex', <ExamHome />),
  page('/examAnswer/:id', <ExamAnswer />),
  page('/examResult/:id', <ExamResult />),
  page('/repastorder', <MealOrder />),
  page('/mealquestionnaireFrom/:id?', <MealSurvey />),
  page('/feedback', <Feedback />),
  page('/staff', <StaffHome />),
  page('/staff/approve', <Approvals />),
  page('/staff/approve/:instanceId/:taskId?', <Instance />),
  page('/staff/apply', <Applications />),
  // The phone applications dev/codegen generated (`generated.ts`).
  ...generatedPhonePages.flatMap((p) => {
    const Apply = lazy(p.apply)
    const Records = lazy(p.records)
    return [page(`${p.path}/:isEdit?/:id?`, <Apply />), page(`${p.path}Records`, <Records />)]
  }),
]

export default function App() {
  // Started once signed in, not when the module loads: the sign-in fetches this module while the SMS
  // is on its way, before there is a session (or its side) to ask about. A failed start shows on the
  // page that asks next (a lapsed session: the sign-in).
  useEffect(() => {
    startSession().catch(() => {})
  }, [])
  return (
    <Switch>
      {routes}
      <Route>
        <NotFound />
      </Route>
    </Switch>
  )
}
