import { normalizeIdNo, normalizePlate, type VisitCompanion, type VisitIdType } from '@portal/contracts'
import type { ApplicationKind } from '../../components/Application'
import { staffIn, staffOut, trimmed } from '../../components/formValues'
import type { Staff } from '../../components/StaffField'

export type VisitValues = {
  visitorName?: string
  phone?: string
  idType?: VisitIdType
  idNo?: string
  company?: string
  photoId?: string | null
  reason?: string
  host?: Staff | null
  /** `YYYY-MM-DDTHH:mm`, as the date fields hold them. */
  visitStart?: string
  visitEnd?: string
  companions?: VisitCompanion[]
  plate?: string
  items?: string
  remark?: string
  safetyAccepted?: boolean
}

const toInput = (t: string | undefined) => (t ? t.replace(' ', 'T') : undefined)
const fromInput = (t: string | undefined) => (t ? t.replace('T', ' ').slice(0, 16) : undefined)

/** A visitor reservation on the phone. */
export const VISIT: ApplicationKind<VisitValues> = {
  base: '/krs/visitor',
  detailRoute: 'getDetailById',
  formPath: '/visitorApply',
  recordsPath: '/vsitorsApplyRecords',
  draftKey: 'VISIT_DRAFT',
  draftField: 'visitorName',
  /** What is sent: texts trimmed, the ID number and plate as the server keeps them, the host by id. */
  toForm(v) {
    const { host, ...rest } = v
    return {
      ...trimmed(rest),
      idNo: v.idNo ? normalizeIdNo(v.idNo) : v.idNo,
      plate: v.plate ? normalizePlate(v.plate) : null,
      visitStart: fromInput(v.visitStart),
      visitEnd: fromInput(v.visitEnd),
      companions: (v.companions ?? []).map((c) => ({ name: c.name.trim(), phone: c.phone || null })),
      safetyAccepted: !!v.safetyAccepted,
      ...staffOut('host', host),
    }
  },
  fromForm(form) {
    const [rest, host] = staffIn<VisitValues>(form, 'host')
    return { ...rest, visitStart: toInput(rest.visitStart), visitEnd: toInput(rest.visitEnd), host }
  },
}
