import { randomInt } from 'node:crypto'
import {
  PERMIT_FORM_TYPE,
  PERMIT_REASON_DICT,
  type PermitForm,
  type PermitLine,
  type PermitProgress,
  permitDetailSchema,
  permitFilterSchema,
  permitPageQuerySchema,
  permitRowSchema,
  permitSaveSchema,
  permitWeight,
} from '@portal/contracts'
import type { Kysely } from 'kysely'
import { defineApplication } from '../../../core/applicationKit.js'
import type { ClientUser } from '../../../core/clientSession.js'
import { fieldInvalid } from '../../../core/content.js'
import { dictItems, dictValues } from '../../../core/dicts.js'
import { badRequest } from '../../../core/errors.js'
import { foreignFormFile } from '../../../core/files.js'
import { t } from '../../../core/i18n.js'
import { search } from '../../../core/search.js'
import { staffPage } from '../../../core/staff.js'
import { companyDay, companyMinute, nowIso } from '../../../core/time.js'
import type { DB } from '../../../db/schema.js'
import { defineVehicleDoc, vehicleDocDays, vehicleDocNo, vehicleDocTrail } from '../record/vehicleDocs.js'
import './texts.js'

/** Holders of the goods-release page read every permit, its weighings and gate passages. */
export const PERMIT_MENU = 'weighPermit'
export const PERMIT_EXPORT_BUTTON = 'weighPermitExport'
/** A permit's goods leave within this many days of its submission. */
const EXIT_MAX_DAYS = 60
const FORM_MAX_BYTES = 64 * 1024

type Row = DB['weighPermit']
type StoredForm = PermitForm & { responsibleName?: string }

/** `personNameAll`: employees by name, with department and job number (spec §3 "Person option"). */
export async function personNameAll(db: Kysely<DB>, query: { current: number; size: number; name?: string }) {
  const page = await staffPage(db, { current: query.current, size: query.size, searchKey: query.name })
  return {
    total: page.total,
    personNameVos: page.records.map((r) => ({
      value: r.id,
      label: r.name,
      name: r.name,
      deptId: r.orgId,
      departmentName: r.orgName,
      jobNum: r.empNo ?? undefined,
    })),
  }
}

/**
 * Everything a submission must satisfy beyond its shape, each refusal naming its field: the reason
 * is the dictionary's, the department and the responsible employee exist, the exit is ahead (and
 * not too far), every SAP material named exists, the photos are the caller's.
 */
async function checkSubmittable(db: Kysely<DB>, client: ClientUser, form: PermitForm) {
  if (!(await dictValues(db, PERMIT_REASON_DICT)).has(form.reason))
    throw fieldInvalid('form.reason', 'weighPermitReasonUnknown')
  const org = await db
    .selectFrom('sysOrg')
    .select(['id', 'name'])
    .where('id', '=', form.orgId)
    .where('category', '=', 'DEPT')
    .executeTakeFirst()
  if (!org) throw fieldInvalid('form.orgId', 'weighPermitOrgUnknown')
  const responsible = await db
    .selectFrom('sysUser')
    .select(['id', 'name'])
    .where('id', '=', form.responsibleUserId)
    .where('userStatus', '=', 'ENABLE')
    .executeTakeFirst()
  if (!responsible) throw fieldInvalid('form.responsibleUserId', 'weighPermitResponsibleUnknown')
  if (form.exitAt < companyMinute()) throw fieldInvalid('form.exitAt', 'weighPermitExitPast')
  if (form.exitAt.slice(0, 10) > companyDay(EXIT_MAX_DAYS))
    throw fieldInvalid('form.exitAt', 'weighPermitExitFar', { days: EXIT_MAX_DAYS })

  const numbers = [...new Set(form.lines.map((l) => l.materialNo).filter((n): n is string => !!n))]
  const known = numbers.length
    ? await db
        .selectFrom('weighMaterial')
        .select(['materialNo', 'name'])
        .where('materialNo', 'in', numbers)
        .where('deleted', '=', 0)
        .execute()
    : []
  const names = new Map(known.map((m) => [m.materialNo, m.name]))
  const unknown = form.lines.findIndex((l) => l.materialNo && !names.has(l.materialNo))
  if (unknown >= 0)
    throw fieldInvalid(`form.lines.${unknown}.materialNo`, 'weighPermitMaterialUnknown', {
      materialNo: form.lines[unknown]!.materialNo ?? '',
    })

  const missing = await foreignFormFile(
    db,
    client.openId,
    form.photos.map((id, i) => [`form.photos.${i}`, id] as const),
  )
  if (missing) throw fieldInvalid(missing, 'weighPermitFileNotYours')
  return { org, responsible }
}

type Checked = Awaited<ReturnType<typeof checkSubmittable>>

const formJsonOf = (form: unknown) => {
  const json = JSON.stringify(form)
  if (Buffer.byteLength(json) > FORM_MAX_BYTES) throw badRequest('weighPermitTooLarge')
  return json
}

function submittedColumns(form: PermitForm, c: Checked) {
  return {
    applicantName: form.applicantName,
    orgId: c.org.id,
    orgName: c.org.name,
    responsibleUserId: c.responsible.id,
    reason: form.reason,
    plate: form.plate ?? null,
    exitAt: form.exitAt,
    lineCount: form.lines.length,
    expectedWeight: permitWeight(form.lines),
    formJson: formJsonOf({ ...form, responsibleName: c.responsible.name } satisfies StoredForm),
  }
}

async function reasonLabel(db: Kysely<DB>, reason: string) {
  return (await dictItems(db, PERMIT_REASON_DICT)).find((i) => i.value === reason)?.label ?? reason
}

/** What approvers see in their lists, and the fields a step's condition tests. */
async function approvalOf(db: Kysely<DB>, form: PermitForm, c: Checked) {
  const weight = permitWeight(form.lines)
  const first = form.lines[0]!
  return {
    title: `${form.applicantName} · ${await reasonLabel(db, form.reason)}`,
    summary: {
      goods: form.lines.length > 1 ? `${first.name} …(${form.lines.length})` : first.name,
      exitAt: form.exitAt,
      ...(weight !== null ? { weight: `${weight} kg` } : {}),
      ...(form.plate ? { plate: form.plate } : {}),
    },
    fields: {
      reason: form.reason,
      orgId: c.org.id,
      responsibleUserId: c.responsible.id,
      lineCount: form.lines.length,
      expectedWeight: weight ?? 0,
      hasVehicle: !!form.plate,
    },
    hostOrgId: c.org.id,
  }
}

async function draftColumns(form: Record<string, unknown>) {
  return {
    applicantName: String(form.applicantName),
    orgId: null,
    orgName: null,
    responsibleUserId: null,
    reason: typeof form.reason === 'string' ? form.reason.slice(0, 64) : null,
    plate: null,
    exitAt: null,
    lineCount: Array.isArray(form.lines) ? form.lines.length : 0,
    expectedWeight: null,
    formJson: formJsonOf(form),
  }
}

// ---- Reading ----

export const linesOf = (row: Pick<Row, 'formJson'>) => {
  const form = JSON.parse(row.formJson) as Partial<StoredForm>
  return (Array.isArray(form.lines) ? form.lines : []).map((l: Partial<PermitLine>) => ({
    materialNo: l.materialNo ?? null,
    name: String(l.name ?? ''),
    quantity: Number(l.quantity ?? 0),
    unit: String(l.unit ?? ''),
    weight: l.weight === null || l.weight === undefined ? null : Number(l.weight),
  }))
}

async function detailOf(db: Kysely<DB>, row: Row) {
  const form = JSON.parse(row.formJson) as Partial<StoredForm>
  const { weighings, refusals, gate } = await vehicleDocTrail(db, 'PERMIT', 'GOODS', row.id, row.permitNo)
  return {
    id: row.id,
    permitNo: row.permitNo,
    applicantName: row.applicantName,
    orgName: row.orgName,
    reason: row.reason,
    plate: row.plate,
    exitAt: row.exitAt,
    lineCount: row.lineCount,
    expectedWeight: row.expectedWeight,
    weighedNet: row.weighedNet,
    progress: (row.progress ?? null) as PermitProgress | null,
    leftAt: row.leftAt,
    refusedCount: row.refusedCount,
    lastRefusedAt: row.lastRefusedAt,
    hostOrgName: row.orgName,
    responsibleName: form.responsibleName ?? null,
    driverName: form.driverName ?? null,
    driverPhone: form.driverPhone ?? null,
    form: form as Record<string, unknown>,
    lines: linesOf(row),
    weighings,
    refusals,
    gate,
  }
}

const rowOf = (r: Record<string, unknown>) => ({
  ...r,
  progress: (r.progress ?? null) as PermitProgress | null,
})

// ---- The gate and the weighbridge ----

const goodsNote = (row: Row) => {
  const lines = linesOf(row)
  const goods = lines.map((l) => `${l.name} ${l.quantity}${l.unit}`).join('、')
  // Weighed net against declared, in figures both languages read.
  const weights = row.expectedWeight !== null ? [`⚖ ${row.weighedNet ?? '—'} / ${row.expectedWeight} kg`] : []
  return [goods, ...weights].join(' · ').slice(0, 500)
}

/**
 * The permit at the gate and on the weighbridge: its vehicle comes in empty, is weighed out (tare
 * first) against its lines' weight, and leaves with the goods, which uses the permit up.
 */
defineVehicleDoc<Row>({
  table: 'weighPermit',
  noColumn: 'permitNo',
  prefix: 'GR',
  passKind: 'GOODS',
  docKind: 'PERMIT',
  direction: 'OUT',
  due: (p) => p.exitAt,
  holder(p) {
    const form = JSON.parse(p.formJson) as Partial<StoredForm>
    return {
      personName: form.driverName || p.applicantName,
      photoId: null,
      host: form.responsibleName ?? null,
      company: p.orgName,
      from: p.exitAt,
      until: vehicleDocDays(p.exitAt).until || null,
      plate: p.plate,
      companions: [],
      note: goodsNote(p),
    }
  },
  stock(p) {
    const lines = linesOf(p)
    const materials = [...new Set(lines.map((l) => l.materialNo))]
    // One SAP material: the weighing moves it out of storage; mixed goods move nothing there.
    const one = materials.length === 1 && materials[0] ? lines[0]! : null
    return { materialNo: one?.materialNo ?? null, materialName: one?.name ?? null, location: null }
  },
})

// ---- The declaration ----

/** Approved: the permit's number (its pass), open for its goods. */
async function permitFinished(trx: Kysely<DB>, row: Row, status: 'APPROVED' | 'REJECTED') {
  if (status !== 'APPROVED') return
  await trx
    .updateTable('weighPermit')
    .set({ permitNo: vehicleDocNo('GR', randomInt), progress: 'OPEN' })
    .where('id', '=', row.id)
    .execute()
}

type Filter = { progress?: string; reason?: string; permitNo?: string }

/**
 * Goods release permits. The phone side keeps the paths of spec §7 (`/api/weigh/goodsrelease/...`);
 * the back-office reads them under `/api/weigh/permit/...`.
 */
export const permitApp = defineApplication<Row, PermitForm>({
  table: 'weighPermit',
  alias: 'p',
  formType: PERMIT_FORM_TYPE,
  approval: {
    name: '物资放行',
    nameEn: 'Goods release',
    view: 'weigh/permit/approval',
    summary: {
      goods: { label: '物品', labelEn: 'Goods' },
      exitAt: { label: '出厂时间', labelEn: 'Leaves at' },
      weight: { label: '预计重量', labelEn: 'Expected weight' },
      plate: { label: '车牌', labelEn: 'Plate' },
    },
    // The employee answering for the goods confirms; steps can be added in the flow designer.
    defaults: {
      name: '物资放行审批',
      nameEn: 'Goods release approval',
      remindHours: 4,
      nodes: [
        {
          name: '责任人确认',
          nameEn: 'Responsible employee confirms',
          approverKind: 'FORM_USER',
          orgField: 'responsibleUserId',
          mode: 'ANY',
        },
      ],
    },
  },
  words: { notFound: 'weighPermitNotFound', notEditable: 'weighPermitNotEditable' },
  page: {
    catalog: 'menu-cat-weigh',
    sortCode: 70,
    id: 'menu-weigh-permit',
    code: PERMIT_MENU,
    title: '物资放行',
    titleEn: 'Goods release',
    path: '/weigh/permit',
    component: 'weigh/permit/index',
    icon: 'export-outlined',
  },
  tags: ['weigh/permit'],
  phone: {
    base: '/api/weigh/goodsrelease',
    detailPath: 'detailById',
    summaries: {
      save: 'Saves my goods release permit as a draft (`submit: false`) or submits it for approval (`submit: true`: the department, responsible employee, materials and photos checked); a returned one is resubmitted. Answers its id',
      page: 'My goods release permits, newest first',
      detail:
        'One of my permits with its trail and, once approved, its number (the QR code the gate and the weighbridge read)',
      withdraw: 'Withdraws my permit before anyone decided on it',
    },
  },
  staff: {
    base: '/api/weigh/permit',
    summaries: {
      page: 'Submitted goods release permits, newest first, by state, progress, reason, applicant, number and plate',
      detail:
        'One permit with its goods, trail, weighings and gate passages: for the goods-release page’s holders and anyone asked to approve it',
    },
  },
  schemas: {
    save: permitSaveSchema,
    row: permitRowSchema,
    detail: permitDetailSchema,
    pageQuery: permitPageQuerySchema,
    filter: permitFilterSchema,
  },
  list: {
    columns: [
      'p.id',
      'p.permitNo',
      'p.applicantName',
      'p.orgName',
      'p.reason',
      'p.plate',
      'p.exitAt',
      'p.lineCount',
      'p.expectedWeight',
      'p.weighedNet',
      'p.progress',
      'p.leftAt',
      'p.refusedCount',
      'p.lastRefusedAt',
      'p.status',
      'p.submittedAt',
      'p.finishedAt',
      'p.createdAt',
    ],
    row: rowOf,
    indexes: { mine: 'weigh_permit_open', staff: 'weigh_permit_created' },
    search: {
      applicantName: search.text('p.applicantName', 'weigh_permit'),
      plate: search.prefix('p.plate'),
    },
    filter(q, query) {
      const f = query as Filter
      let out = q
      if (f.progress) out = out.where('p.progress', '=', f.progress)
      if (f.reason) out = out.where('p.reason', '=', f.reason)
      if (f.permitNo) out = out.where('p.permitNo', '=', f.permitNo.toUpperCase())
      return out
    },
  },
  applicantName: (_db, _client, row) => row.applicantName,
  draft: async (_db, _client, form) => draftColumns(form),
  async submit(db, client, form) {
    const checked = await checkSubmittable(db, client, form)
    return {
      columns: submittedColumns(form, checked),
      approval: await approvalOf(db, form, checked),
      applicantName: form.applicantName,
    }
  },
  detail: (db, row) => detailOf(db, row),
  sensitive: { driverPhone: 'phone', 'form.applicantPhone': 'phone', 'form.driverPhone': 'phone' },
  onFinished: permitFinished,
  attachments: (row) => {
    const form = JSON.parse(row.formJson) as { photos?: unknown }
    return Array.isArray(form.photos) ? form.photos.map(String) : []
  },
  export: {
    button: [PERMIT_EXPORT_BUTTON, '导出', 'Export'],
    summary: 'The permits the page’s filter matches, as an Excel file',
    fileName: 'goods-release',
    sheet: 'weighPermitSheet',
    columns: [
      ['permitNo', 'weighPermitColNo', 18],
      ['applicantName', 'weighPermitColApplicant', 14],
      ['orgName', 'weighPermitColOrg', 18],
      ['reason', 'weighPermitColReason', 14],
      ['plate', 'weighPermitColPlate', 12],
      ['exitAt', 'weighPermitColExitAt', 18],
      ['lineCount', 'weighPermitColLines', 8],
      ['expectedWeight', 'weighPermitColExpected', 14],
      ['weighedNet', 'weighPermitColNet', 14],
      ['progressText', 'weighPermitColProgress', 12],
      ['status', 'weighPermitColStatus', 12],
      ['submittedAt', 'weighPermitColSubmitted', 20],
    ],
    cells: (r, lang) => ({
      progressText: r.progress ? t(lang, `weighPermitProgress${r.progress as PermitProgress}`) : '',
    }),
  },
})
