import type { MobileTexts } from './texts'

type FormTitles = { title: string; editTitle: string; viewTitle: string }

/**
 * The title the page at `pathname` shows, or nothing for an unknown one: the frame painted while a
 * page's script loads shows the same bar the page will (the title is the first thing a phone paints).
 */
export function pageTitle(pathname: string, t: MobileTexts): string | undefined {
  const [, segment = '', mode, id] = pathname.split('/')
  // As `ApplicationPage` names a form: reading one (`view` or `0`), editing one, or a new one.
  const form = (x: FormTitles) =>
    id && (mode === 'view' || mode === '0') ? x.viewTitle : id ? x.editTitle : x.title
  const titles: Record<string, () => string> = {
    contractor: () => t.contractor.title,
    contractorsApply: () => form(t.apply),
    contractorsApplyRecords: () => t.records.title,
    appointmentRecordInfo: () => t.records.title,
    workApplication: () => form(t.work),
    workApplicationRecords: () => t.workRecords.title,
    visitorIndex: () => t.visitor.title,
    visitorApply: () => form(t.visit),
    // The spec's spelling.
    vsitorsApplyRecords: () => t.visitRecords.title,
    goodsIndex: () => t.goods.title,
    releasePermit: () => form(t.permit),
    releasePermitRecords: () => t.permitRecords.title,
    sentItem: () => form(t.delivery),
    sentItem1: () => form({ ...t.delivery, title: t.delivery.titleOa }),
    sentItemRecords: () => t.deliveryRecords.title,
    examIndex: () => t.exam.title,
    examAnswer: () => t.exam.answerTitle,
    examResult: () => t.exam.resultTitle,
    repastorder: () => t.meal.title,
    mealquestionnaireFrom: () => t.survey.title,
    feedback: () => t.feedback.title,
    staff: () =>
      mode === 'approve' ? t.staff.approvals : mode === 'apply' ? t.staff.applications : t.staff.title,
  }
  return titles[segment]?.()
}
