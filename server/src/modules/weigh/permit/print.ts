import { PERMIT_REASON_DICT } from '@portal/contracts'
import { lastApprover } from '../../../core/approval.js'
import { dictItems } from '../../../core/dicts.js'
import { definePrintDoc, SAMPLE_SIGNATURE, userSignature } from '../../../core/print.js'
import { companyMinute } from '../../../core/time.js'
import { linesOf, PERMIT_MENU, permitApp } from './service.js'

const amount = (n: number | null) => (n === null ? '' : String(n))

/**
 * The goods release permit on paper: what leaves, why, in which vehicle, its number as a QR code
 * for the gate and the weighbridge, and who approved it with their handwritten signature.
 */
export const permitPrint = definePrintDoc({
  type: 'goodsRelease',
  title: '物资放行单',
  titleEn: 'Goods release permit',
  menu: PERMIT_MENU,
  fields: [
    { key: 'permitNo', label: '放行单号（二维码内容）', labelEn: 'Permit number (QR code content)' },
    { key: 'applicantName', label: '申请人', labelEn: 'Applicant' },
    { key: 'orgName', label: '部门', labelEn: 'Department' },
    { key: 'responsibleName', label: '责任人', labelEn: 'Responsible employee' },
    { key: 'reason', label: '放行事由', labelEn: 'Reason' },
    { key: 'plate', label: '车牌号', labelEn: 'Plate' },
    { key: 'driverName', label: '司机', labelEn: 'Driver' },
    { key: 'exitAt', label: '出厂时间', labelEn: 'Leaves at' },
    { key: 'expectedWeight', label: '预计重量（kg）', labelEn: 'Expected weight (kg)' },
    { key: 'remark', label: '备注', labelEn: 'Remark' },
    { key: 'approverName', label: '审批人', labelEn: 'Approved by' },
    { key: 'approvedAt', label: '审批时间', labelEn: 'Approved at' },
    { key: 'approverSignature', label: '审批人签名', labelEn: 'Approver’s signature', kind: 'image' },
  ],
  tables: [
    {
      key: 'lines',
      label: '物资明细',
      labelEn: 'Goods',
      columns: [
        ['物料号', 'Material'],
        ['品名', 'Goods'],
        ['数量', 'Quantity'],
        ['单位', 'Unit'],
        ['重量（kg）', 'Weight (kg)'],
      ],
    },
  ],
  sample: {
    label: 'GR20261129000123',
    values: {
      permitNo: 'GR20261129000123',
      applicantName: '王建国',
      orgName: '设备部',
      responsibleName: '李明',
      reason: '返厂维修',
      plate: '苏E·A1234',
      driverName: '赵强',
      exitAt: '2026-11-29 14:30',
      expectedWeight: '1250',
      remark: '电机两台返厂维修，12 月中旬返回',
      approverName: '李明',
      approvedAt: '2026-11-29 10:05',
      approverSignature: SAMPLE_SIGNATURE,
    },
    tables: {
      lines: [
        ['M-100234', '三相异步电机 Y2-160M', '2', '台', '980'],
        ['', '电机底座', '2', '件', '270'],
      ],
    },
  },
  async load(db, { id, dataDir, lang }) {
    const row = await permitApp.submitted(db, id)
    const form = JSON.parse(row.formJson) as {
      responsibleName?: string
      driverName?: string
      remark?: string
    }
    const reason = (await dictItems(db, PERMIT_REASON_DICT)).find((d) => d.value === row.reason)
    const approver = row.status === 'APPROVED' ? await lastApprover(db, row.instanceId) : null
    return {
      label: row.permitNo ?? row.applicantName,
      values: {
        permitNo: row.permitNo ?? '',
        applicantName: row.applicantName,
        orgName: row.orgName ?? '',
        responsibleName: form.responsibleName ?? '',
        reason: (lang === 'en' ? reason?.labelEn || reason?.label : reason?.label) ?? row.reason ?? '',
        plate: row.plate ?? '',
        driverName: form.driverName ?? '',
        exitAt: row.exitAt ?? '',
        expectedWeight: amount(row.expectedWeight),
        remark: form.remark ?? '',
        approverName: approver?.name ?? '',
        approvedAt: approver ? companyMinute(0, Date.parse(approver.at)) : '',
        approverSignature: approver ? await userSignature(db, dataDir, approver.id) : '',
      },
      tables: {
        lines: linesOf(row).map((l) => [
          l.materialNo ?? '',
          l.name,
          String(l.quantity),
          l.unit,
          amount(l.weight),
        ]),
      },
    }
  },
})
