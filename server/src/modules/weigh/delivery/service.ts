import { randomInt } from 'node:crypto'
import {
  DELIVERY_FORM_TYPE,
  type DeliveryForm,
  type DeliveryStoredLine,
  deliveryDetailSchema,
  deliveryFilterSchema,
  deliveryPageQuerySchema,
  deliveryRowSchema,
  deliverySaveSchema,
  type PermitProgress,
  type SapInfo,
} from '@portal/contracts'
import type { Kysely } from 'kysely'
import { defineApplication } from '../../../core/applicationKit.js'
import type { ClientUser } from '../../../core/clientSession.js'
import { fieldInvalid } from '../../../core/content.js'
import { AppError, badRequest } from '../../../core/errors.js'
import { t } from '../../../core/i18n.js'
import { oaPurchase } from '../../../core/oa.js'
import { search } from '../../../core/search.js'
import { companyDay, companyMinute } from '../../../core/time.js'
import type { DB } from '../../../db/schema.js'
import { defineVehicleDoc, vehicleDocDays, vehicleDocNo, vehicleDocTrail } from '../record/vehicleDocs.js'
import { sapInfo } from '../sap/service.js'
import { announced, lessAnnounced } from './announced.js'
import './texts.js'

/** Holders of the delivery notes page read every note, its weighings and gate passages. */
export const DELIVERY_MENU = 'weighDelivery'
export const DELIVERY_EXPORT_BUTTON = 'weighDeliveryExport'
const ARRIVE_MAX_DAYS = 60
const FORM_MAX_BYTES = 256 * 1024

type Row = DB['weighDelivery']
type StoredForm = Omit<DeliveryForm, 'lines'> & { lines: DeliveryStoredLine[]; receiverName?: string }

/**
 * `findInfoByOA`: the lines of an OA purchase request, as `getInfoBySap` gives SAP's, open less what
 * delivery notes announce already; `except`, a note being resubmitted.
 */
export async function oaInfo(db: Kysely<DB>, oaNo: string, except?: string): Promise<SapInfo> {
  const found = await oaPurchase(db, oaNo)
  if (!found || !found.lines.length) throw new AppError(404, 'weighOaRequestUnknown', { oaNo })
  const lines = found.lines.map(({ quantity, ...l }) => ({ ...l, deliveryNo: oaNo, ordered: quantity }))
  const taken = await announced(db, 'OA', [oaNo], except)
  return { orderNo: oaNo, partner: found.vendor, from: 'OA', lines: lessAnnounced(lines, taken) }
}

/** A quantity in kg when its unit is one of weight; null otherwise. */
function kgOf(quantity: number, unit: string | null): number | null {
  const u = (unit ?? '').toUpperCase()
  if (u === 'KG') return quantity
  if (u === 'T' || u === 'TO' || u === 'TON') return quantity * 1000
  if (u === 'G') return quantity / 1000
  return null
}

/** The net weight a note announces (kg), when every line is in a unit of weight. */
function expectedWeight(lines: readonly DeliveryStoredLine[]): number | null {
  const kg = lines.map((l) => kgOf(l.quantity, l.unit))
  return kg.every((v) => v !== null) ? Math.round(kg.reduce((s, v) => s + v!, 0) * 1000) / 1000 : null
}

/**
 * Everything a submission must satisfy beyond its shape, each refusal naming its field: the
 * receiving employee exists, the arrival is ahead, every line is one of the order's (read again from
 * SAP or the OA, never taken from the phone) and brings no more than is still open.
 */
async function checkSubmittable(db: Kysely<DB>, form: DeliveryForm, id?: string) {
  const receiver = await db
    .selectFrom('sysUser')
    .select(['id', 'name', 'orgId'])
    .where('id', '=', form.receiverUserId)
    .where('userStatus', '=', 'ENABLE')
    .executeTakeFirst()
  if (!receiver) throw fieldInvalid('form.receiverUserId', 'weighDeliveryReceiverUnknown')
  if (form.arriveAt < companyMinute()) throw fieldInvalid('form.arriveAt', 'weighDeliveryArrivePast')
  if (form.arriveAt.slice(0, 10) > companyDay(ARRIVE_MAX_DAYS))
    throw fieldInvalid('form.arriveAt', 'weighDeliveryArriveFar', { days: ARRIVE_MAX_DAYS })

  const info =
    form.source === 'SAP'
      ? await sapInfo(db, form.orderNo, undefined, id)
      : await oaInfo(db, form.orderNo, id)
  const byKey = new Map(info.lines.map((l) => [`${l.deliveryNo}/${l.itemNo}`, l]))
  const lines: DeliveryStoredLine[] = form.lines.map((l, i) => {
    const found = byKey.get(`${l.refNo}/${l.itemNo}`)
    if (!found) throw fieldInvalid(`form.lines.${i}.itemNo`, 'weighDeliveryLineUnknown', { item: l.itemNo })
    if (l.quantity > found.open + 1e-9)
      throw fieldInvalid(`form.lines.${i}.quantity`, 'weighDeliveryOverOpen', {
        item: l.itemNo,
        open: found.open,
      })
    return {
      refNo: l.refNo,
      itemNo: l.itemNo,
      materialNo: found.materialNo,
      description: found.description,
      unit: found.unit,
      plant: found.plant,
      storageLocation: found.storageLocation,
      ordered: found.ordered,
      quantity: l.quantity,
    }
  })
  return { receiver, lines }
}

type Checked = Awaited<ReturnType<typeof checkSubmittable>>

const formJsonOf = (form: unknown) => {
  const json = JSON.stringify(form)
  if (Buffer.byteLength(json) > FORM_MAX_BYTES) throw badRequest('weighDeliveryTooLarge')
  return json
}

function submittedColumns(form: DeliveryForm, c: Checked) {
  return {
    source: form.source,
    orderNo: form.orderNo,
    vendorName: form.vendorName,
    receiverUserId: c.receiver.id,
    hostOrgId: c.receiver.orgId,
    plate: form.plate,
    arriveAt: form.arriveAt,
    lineCount: c.lines.length,
    expectedWeight: expectedWeight(c.lines),
    formJson: formJsonOf({ ...form, lines: c.lines, receiverName: c.receiver.name } satisfies StoredForm),
  }
}

function approvalOf(form: DeliveryForm, c: Checked) {
  const weight = expectedWeight(c.lines)
  const first = c.lines[0]!
  return {
    title: `${form.vendorName} · ${form.orderNo}`,
    summary: {
      goods:
        c.lines.length > 1
          ? `${first.description ?? first.materialNo} …(${c.lines.length})`
          : (first.description ?? first.materialNo),
      arriveAt: form.arriveAt,
      plate: form.plate,
      ...(weight !== null ? { weight: `${weight} kg` } : {}),
    },
    fields: {
      source: form.source,
      receiverUserId: c.receiver.id,
      lineCount: c.lines.length,
      expectedWeight: weight ?? 0,
    },
    hostOrgId: c.receiver.orgId,
  }
}

function draftColumns(form: Record<string, unknown>) {
  return {
    source: form.source === 'OA' ? 'OA' : 'SAP',
    orderNo: String(form.orderNo),
    vendorName: typeof form.vendorName === 'string' ? form.vendorName.slice(0, 128) : null,
    receiverUserId: null,
    hostOrgId: null,
    plate: null,
    arriveAt: null,
    lineCount: Array.isArray(form.lines) ? form.lines.length : 0,
    expectedWeight: null,
    formJson: formJsonOf(form),
  }
}

// ---- Reading ----

function linesOf(row: Pick<Row, 'formJson'>): DeliveryStoredLine[] {
  const form = JSON.parse(row.formJson) as { lines?: Array<Partial<DeliveryStoredLine>> }
  return (form.lines ?? []).map((l) => ({
    refNo: String(l.refNo ?? ''),
    itemNo: String(l.itemNo ?? ''),
    materialNo: String(l.materialNo ?? ''),
    description: l.description ?? null,
    unit: l.unit ?? null,
    plant: l.plant ?? null,
    storageLocation: l.storageLocation ?? null,
    ordered: Number(l.ordered ?? 0),
    quantity: Number(l.quantity ?? 0),
  }))
}

const rowOf = (r: Record<string, unknown>) => ({
  ...r,
  progress: (r.progress ?? null) as PermitProgress | null,
})

async function detailOf(db: Kysely<DB>, row: Row) {
  const form = JSON.parse(row.formJson) as Partial<StoredForm>
  const [org, trail] = await Promise.all([
    row.hostOrgId
      ? db.selectFrom('sysOrg').select('name').where('id', '=', row.hostOrgId).executeTakeFirst()
      : undefined,
    vehicleDocTrail(db, 'DELIVERY', 'DELIVERY', row.id, row.deliveryNo),
  ])
  return {
    id: row.id,
    deliveryNo: row.deliveryNo,
    source: row.source as 'SAP' | 'OA',
    orderNo: row.orderNo,
    vendorName: row.vendorName,
    plate: row.plate,
    arriveAt: row.arriveAt,
    lineCount: row.lineCount,
    expectedWeight: row.expectedWeight,
    weighedNet: row.weighedNet,
    progress: (row.progress ?? null) as PermitProgress | null,
    leftAt: row.leftAt,
    refusedCount: row.refusedCount,
    lastRefusedAt: row.lastRefusedAt,
    hostOrgName: org?.name ?? null,
    receiverName: form.receiverName ?? null,
    driverName: form.driverName ?? null,
    driverPhone: form.driverPhone ?? null,
    form: form as Record<string, unknown>,
    lines: linesOf(row),
    ...trail,
  }
}

// ---- The gate and the weighbridge ----

/**
 * The note at the gate and on the weighbridge: the vehicle comes in loaded, is weighed in (gross
 * first) against what the note announces, unloads, is weighed empty, and leaves: the note is used up.
 */
defineVehicleDoc<Row>({
  table: 'weighDelivery',
  noColumn: 'deliveryNo',
  prefix: 'DN',
  passKind: 'DELIVERY',
  docKind: 'DELIVERY',
  direction: 'IN',
  due: (d) => d.arriveAt,
  holder(d) {
    const form = JSON.parse(d.formJson) as Partial<StoredForm>
    const goods = linesOf(d)
      .map((l) => `${l.description ?? l.materialNo} ${l.quantity}${l.unit ?? ''}`)
      .join('、')
    const weights = d.expectedWeight !== null ? [`⚖ ${d.weighedNet ?? '—'} / ${d.expectedWeight} kg`] : []
    return {
      personName: form.driverName ?? d.vendorName ?? '',
      photoId: null,
      host: form.receiverName ?? null,
      company: d.vendorName,
      from: d.arriveAt,
      until: vehicleDocDays(d.arriveAt).until || null,
      plate: d.plate,
      companions: [],
      note: [`${d.orderNo}: ${goods}`, ...weights].join(' · ').slice(0, 500),
    }
  },
  stock(d) {
    const lines = linesOf(d)
    const one =
      new Set(lines.map((l) => `${l.materialNo}@${l.storageLocation ?? ''}`)).size === 1 ? lines[0] : null
    // One material into one location: the weighing moves it into storage; mixed goods move nothing there.
    return {
      materialNo: one?.materialNo || null,
      materialName: one?.description ?? null,
      location: one?.storageLocation?.slice(0, 16) ?? null,
    }
  },
})

// ---- The declaration ----

async function deliveryFinished(trx: Kysely<DB>, row: Row, status: 'APPROVED' | 'REJECTED') {
  if (status !== 'APPROVED') return
  await trx
    .updateTable('weighDelivery')
    .set({ deliveryNo: vehicleDocNo('DN', randomInt), progress: 'OPEN' })
    .where('id', '=', row.id)
    .execute()
}

type Filter = { progress?: string; source?: string; deliveryNo?: string }

/**
 * Delivery notes. The phone side keeps the paths of spec §7 (`/api/krs/sentitem/...`); the
 * back-office reads them under `/api/weigh/delivery/...`.
 */
export const deliveryApp = defineApplication<Row, DeliveryForm>({
  table: 'weighDelivery',
  alias: 'd',
  formType: DELIVERY_FORM_TYPE,
  approval: {
    name: '送货单',
    nameEn: 'Delivery note',
    view: 'weigh/delivery/approval',
    summary: {
      goods: { label: '物料', labelEn: 'Goods' },
      arriveAt: { label: '到厂时间', labelEn: 'Arrives at' },
      plate: { label: '车牌', labelEn: 'Plate' },
      weight: { label: '预计重量', labelEn: 'Expected weight' },
    },
    // The receiving employee confirms; steps can be added in the flow designer.
    defaults: {
      name: '送货单审批',
      nameEn: 'Delivery note approval',
      remindHours: 4,
      nodes: [
        {
          name: '收货人确认',
          nameEn: 'Receiver confirms',
          approverKind: 'FORM_USER',
          orgField: 'receiverUserId',
          mode: 'ANY',
        },
      ],
    },
  },
  words: { notFound: 'weighDeliveryNotFound', notEditable: 'weighDeliveryNotEditable' },
  page: {
    catalog: 'menu-cat-weigh',
    sortCode: 65,
    id: 'menu-weigh-delivery',
    code: DELIVERY_MENU,
    title: '送货单',
    titleEn: 'Delivery notes',
    path: '/weigh/delivery',
    component: 'weigh/delivery/index',
    icon: 'import-outlined',
  },
  tags: ['weigh/delivery'],
  phone: {
    base: '/api/krs/sentitem',
    detailPath: 'detailById',
    summaries: {
      save: 'Saves my delivery note as a draft (`submit: false`) or submits it for approval (`submit: true`: every line read again from SAP or the OA and checked against what is still open); a returned one is resubmitted. Answers its id',
      page: 'My delivery notes, newest first',
      detail:
        'One of my delivery notes with its trail and, once approved, its number (the QR code the gate and the weighbridge read)',
      withdraw: 'Withdraws my delivery note before anyone decided on it',
    },
  },
  staff: {
    base: '/api/weigh/delivery',
    summaries: {
      page: 'Submitted delivery notes, newest first, by state, progress, source, vendor, order number and plate',
      detail:
        'One delivery note with its lines, trail, weighings and gate passages: for the delivery notes page’s holders and anyone asked to approve it',
    },
  },
  schemas: {
    save: deliverySaveSchema,
    row: deliveryRowSchema,
    detail: deliveryDetailSchema,
    pageQuery: deliveryPageQuerySchema,
    filter: deliveryFilterSchema,
  },
  list: {
    columns: [
      'd.id',
      'd.deliveryNo',
      'd.source',
      'd.orderNo',
      'd.vendorName',
      'd.plate',
      'd.arriveAt',
      'd.lineCount',
      'd.expectedWeight',
      'd.weighedNet',
      'd.progress',
      'd.leftAt',
      'd.refusedCount',
      'd.lastRefusedAt',
      'd.status',
      'd.submittedAt',
      'd.finishedAt',
      'd.createdAt',
    ],
    row: rowOf,
    indexes: { mine: 'weigh_delivery_open', staff: 'weigh_delivery_created' },
    search: {
      vendorName: search.text('d.vendorName', 'weigh_delivery'),
      orderNo: search.prefix('d.orderNo'),
      plate: search.prefix('d.plate'),
    },
    filter(q, query) {
      const f = query as Filter
      let out = q
      if (f.progress) out = out.where('d.progress', '=', f.progress)
      if (f.source) out = out.where('d.source', '=', f.source)
      if (f.deliveryNo) out = out.where('d.deliveryNo', '=', f.deliveryNo.toUpperCase())
      return out
    },
  },
  applicantName: (_db, client, row) => row.vendorName ?? client.phone,
  draft: async (_db, _client, form) => draftColumns(form),
  async submit(db, _client, form, id) {
    const checked = await checkSubmittable(db, form, id)
    return {
      columns: submittedColumns(form, checked),
      approval: approvalOf(form, checked),
      applicantName: form.vendorName,
    }
  },
  detail: (db, row) => detailOf(db, row),
  sensitive: { driverPhone: 'phone', 'form.driverPhone': 'phone' },
  onFinished: deliveryFinished,
  export: {
    button: [DELIVERY_EXPORT_BUTTON, '导出', 'Export'],
    summary: 'The delivery notes the page’s filter matches, as an Excel file',
    fileName: 'delivery-notes',
    sheet: 'weighDeliverySheet',
    columns: [
      ['deliveryNo', 'weighDeliveryColNo', 18],
      ['source', 'weighDeliveryColSource', 8],
      ['orderNo', 'weighDeliveryColOrder', 16],
      ['vendorName', 'weighDeliveryColVendor', 24],
      ['plate', 'weighDeliveryColPlate', 12],
      ['arriveAt', 'weighDeliveryColArriveAt', 18],
      ['lineCount', 'weighDeliveryColLines', 8],
      ['expectedWeight', 'weighDeliveryColExpected', 14],
      ['weighedNet', 'weighDeliveryColNet', 14],
      ['progressText', 'weighDeliveryColProgress', 12],
      ['status', 'weighDeliveryColStatus', 12],
      ['submittedAt', 'weighDeliveryColSubmitted', 20],
    ],
    cells: (r, lang) => ({
      progressText: r.progress ? t(lang, `weighDeliveryProgress${r.progress as PermitProgress}`) : '',
    }),
  },
})
