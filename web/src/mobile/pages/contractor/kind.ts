import type { ApplicationKind } from '../../components/Application'
import { trimmed } from '../../components/formValues'

export type AdmissionValues = Record<string, unknown> & {
  companyName?: string
  docs?: Array<Record<string, unknown>>
  persons?: Array<Record<string, unknown>>
}

const clean = (o: object) => trimmed(o, true)

/** A contractor's admission application on the phone; once submitted, it lands on the records. */
export const ADMISSION: ApplicationKind<AdmissionValues> = {
  base: '/krs/vendoradmissionassignmentmain',
  detailRoute: 'detailById',
  formPath: '/contractorsApply',
  recordsPath: '/contractorsApplyRecords',
  draftKey: 'ADMISSION_DRAFT',
  draftField: 'companyName',
  landing: () => '/contractorsApplyRecords',
  /** What is sent: empty texts left out, codes in capitals (as the server keeps them). */
  toForm(values) {
    const out = clean(values)
    if (typeof out.creditCode === 'string') out.creditCode = out.creditCode.toUpperCase()
    out.docs = (values.docs ?? []).map(clean)
    out.persons = (values.persons ?? []).map((p) => {
      const c = clean(p)
      if (typeof c.idCard === 'string') c.idCard = c.idCard.toUpperCase()
      return c
    })
    return out
  },
}
