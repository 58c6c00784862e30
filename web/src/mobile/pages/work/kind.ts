import { normalizePlate, type WorkWorker } from '@portal/contracts'
import type { ApplicationKind } from '../../components/Application'
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
    const out: Record<string, unknown> = Object.fromEntries(
      Object.entries(rest)
        .filter(([, x]) => x !== undefined && x !== null && x !== '')
        .map(([k, x]) => [k, typeof x === 'string' ? x.trim() : x]),
    )
    out.vehicles = (v.vehicles ?? []).map(normalizePlate).filter(Boolean)
    out.workers = v.workers ?? []
    out.attachments = v.attachments ?? []
    out.workTypes = v.workTypes ?? []
    if (responsible) {
      out.responsibleUserId = responsible.id
      out.responsibleName = responsible.name
    }
    return out
  },
  /** A saved form back into the fields (the responsible as the picker holds it). */
  fromForm(form) {
    const { responsibleUserId, responsibleName, ...rest } = form as WorkValues & {
      responsibleUserId?: string
      responsibleName?: string
    }
    return {
      ...rest,
      responsible:
        rest.responsible ??
        (responsibleUserId ? { id: responsibleUserId, name: responsibleName ?? responsibleUserId } : null),
    }
  },
}
