import { normalizePlate, type PermitLine } from '@portal/contracts'
import type { ApplicationKind } from '../../components/Application'
import { staffIn, staffOut, trimmed } from '../../components/formValues'
import type { Staff } from '../../components/StaffField'

/** A goods line as the form holds it (numbers null while empty). */
export type LineValue = {
  materialNo?: string | null
  name?: string
  quantity?: number | null
  unit?: string
  weight?: number | null
}

export type PermitValues = {
  applicantName?: string
  applicantPhone?: string
  orgId?: string
  responsible?: Staff | null
  reason?: string
  lines?: LineValue[]
  plate?: string
  driverName?: string
  driverPhone?: string
  /** `YYYY-MM-DDTHH:mm`, as the date field holds it. */
  exitAt?: string
  remark?: string
  photos?: string[]
}

const line = (l: LineValue): Partial<PermitLine> => ({
  materialNo: l.materialNo || null,
  name: l.name?.trim() ?? '',
  quantity: l.quantity ?? 0,
  unit: l.unit?.trim() ?? '',
  weight: l.weight ?? null,
})

/** A goods release permit on the phone (spec §7's `weigh goodsrelease/...`). */
export const PERMIT: ApplicationKind<PermitValues> = {
  base: '/weigh/goodsrelease',
  detailRoute: 'detailById',
  formPath: '/releasePermit',
  recordsPath: '/releasePermitRecords',
  draftKey: 'PERMIT_DRAFT',
  draftField: 'applicantName',
  /** What is sent: texts trimmed, the plate as the server keeps it, the responsible by id. */
  toForm(v) {
    const { responsible, ...rest } = v
    return {
      ...trimmed(rest, true),
      plate: v.plate ? normalizePlate(v.plate) : null,
      exitAt: v.exitAt ? v.exitAt.replace('T', ' ').slice(0, 16) : undefined,
      lines: (v.lines ?? []).map(line),
      photos: v.photos ?? [],
      ...staffOut('responsible', responsible),
    }
  },
  fromForm(form) {
    const [rest, responsible] = staffIn<PermitValues>(form, 'responsible')
    const exitAt = typeof rest.exitAt === 'string' ? rest.exitAt.replace(' ', 'T') : undefined
    return { ...rest, exitAt, responsible }
  },
}
