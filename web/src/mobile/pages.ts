import type { ComponentType } from 'react'
import { generatedPhonePages } from './generated'

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

/**
 * A phone application dev/codegen generated (`generated.ts`, rewritten by each generation): its form
 * at `path` (`/:isEdit?/:id?`), its records at `path` + `Records`, the phone menu path opening them.
 */
export interface GeneratedPhonePage {
  path: string
  menu: string
  apply: () => Promise<{ default: ComponentType }>
  records: () => Promise<{ default: ComponentType }>
}
export { generatedPhonePages }

/** Starts loading the page `pathname` shows (nothing for an unknown one). */
export function prefetchPage(pathname: string) {
  const segment = pathname.split('/')[1] ?? ''
  const key = BY_SEGMENT[segment]
  if (key) void pageModules[key]().catch(() => {})
  for (const p of generatedPhonePages) {
    if (`/${segment}` === p.path) void p.apply().catch(() => {})
    if (`/${segment}` === `${p.path}Records`) void p.records().catch(() => {})
  }
}
