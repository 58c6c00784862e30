import { normalizePlate, type WorkWorker } from '@portal/contracts'
import type { ApplicationKind } from '../../components/Application'
import { staffIn, staffOut, trimmed } from '../../components/formValues'
import type { Staff } from '../../components/StaffField'

export type WorkValues = {
  contractorId?: string
  assignmentId?: string | null
  project?: string
  area?: string
  workTypes?: string[]
  startDay?: string
  endDay?: string
  shift?: string
  workers?: WorkWorker[]
  vehicles?: string[]
  responsible?: Staff | null
  description?: string
  attachments?: string[]
}

/** An entry-work application on the phone. */
export const WORK: ApplicationKind<WorkValues> = {
  base: '/krs/vendoraccessapplicationmain',
  detailRoute: 'getDetailById',
  formPath: '/workApplication',
  recordsPath: '/workApplicationRecords',
  draftKey: 'WORK_DRAFT',
  draftField: 'project',
  /** What is sent: texts trimmed, plates as the server keeps them, the responsible by id. */
  toForm(v) {
    const { responsible, ...rest } = v
    return {
      ...trimmed(rest, true),
      vehicles: (v.vehicles ?? []).map(normalizePlate).filter(Boolean),
      workers: v.workers ?? [],
      attachments: v.attachments ?? [],
      workTypes: v.workTypes ?? [],
      ...staffOut('responsible', responsible),
    }
  },
  /** A saved form back into the fields (the responsible as the picker holds it). */
  fromForm(form) {
    const [rest, responsible] = staffIn<WorkValues>(form, 'responsible')
    return { ...rest, responsible }
  },
}
