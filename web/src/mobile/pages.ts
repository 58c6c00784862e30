/**
 * The signed-in phone pages' modules, by route. `main.tsx` starts fetching the one the address names
 * together with the app (not after it, one round trip later); `App.tsx` renders them lazily.
 */
export const pageModules = {
  contractorHome: () => import('./pages/contractor/Home'),
  admissionApply: () => import('./pages/contractor/Apply'),
  admissionRecords: () => import('./pages/contractor/Records'),
  recordInfo: () => import('./pages/oa/RecordInfo'),
  workApply: () => import('./pages/work/Apply'),
  workRecords: () => import('./pages/work/Records'),
  visitorHome: () => import('./pages/visitor/Home'),
  visitApply: () => import('./pages/visitor/Apply'),
  visitRecords: () => import('./pages/visitor/Records'),
  goodsHome: () => import('./pages/goods/Home'),
  permitApply: () => import('./pages/goods/Apply'),
  permitRecords: () => import('./pages/goods/Records'),
  deliveryApply: () => import('./pages/goods/DeliveryApply'),
  deliveryRecords: () => import('./pages/goods/DeliveryRecords'),
  examHome: () => import('./pages/exam/Home'),
  examAnswer: () => import('./pages/exam/Answer'),
  examResult: () => import('./pages/exam/Result'),
  mealOrder: () => import('./pages/meal/Order'),
  mealSurvey: () => import('./pages/survey/Survey'),
  feedback: () => import('./pages/feedback/Feedback'),
  staffHome: () => import('./pages/staff/Home'),
  approvals: () => import('./pages/staff/Approvals'),
  instance: () => import('./pages/staff/Instance'),
}

/** The first path segment of each page (the routes' own). */
const BY_SEGMENT: Record<string, keyof typeof pageModules> = {
  contractor: 'contractorHome',
  contractorsApply: 'admissionApply',
  contractorsApplyRecords: 'admissionRecords',
  appointmentRecordInfo: 'recordInfo',
  workApplication: 'workApply',
  workApplicationRecords: 'workRecords',
  visitorIndex: 'visitorHome',
  visitorApply: 'visitApply',
  // The spec's spelling.
  vsitorsApplyRecords: 'visitRecords',
  goodsIndex: 'goodsHome',
  releasePermit: 'permitApply',
  releasePermitRecords: 'permitRecords',
  sentItem: 'deliveryApply',
  sentItem1: 'deliveryApply',
  sentItemRecords: 'deliveryRecords',
  examIndex: 'examHome',
  examAnswer: 'examAnswer',
  examResult: 'examResult',
  repastorder: 'mealOrder',
  mealquestionnaireFrom: 'mealSurvey',
  feedback: 'feedback',
  staff: 'staffHome',
}

/** Starts loading the page `pathname` shows (nothing for an unknown one). */
export function prefetchPage(pathname: string) {
  const key = BY_SEGMENT[pathname.split('/')[1] ?? '']
  if (key) void pageModules[key]().catch(() => {})
}
