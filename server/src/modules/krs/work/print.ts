import { KRS_DICT } from '@portal/contracts'
import { lastApprover } from '../../../core/approval.js'
import { dictItems } from '../../../core/dicts.js'
import { notFound } from '../../../core/errors.js'
import { definePrintDoc, SAMPLE_SIGNATURE, userSignature } from '../../../core/print.js'
import { companyMinute } from '../../../core/time.js'
import { WORK_MENU, workApp } from './service.js'
import './texts.js'

/** What the staff detail answers that the pass prints. */
interface Seen {
  status: string
  instanceId: string | null
  contractorName: string
  project: string
  hostOrgName: string | null
  responsibleName: string | null
  form: { area?: unknown; vehicles?: unknown }
}

/**
 * The entry pass of a contractor's worker: an approved entry-work application gives each worker a
 * pass (`krsWorkPass`) for the job's days, whose code the gate reads; this prints one of them — its
 * holder, their trade, the contractor, the job and its vehicles, the days it opens, the code as a QR
 * code, and who approved the work last with their signature. (An admission only admits the company;
 * the entry-work pass is what a worker carries through the gate.)
 */
export const entryPassPrint = definePrintDoc({
  type: 'entryPass',
  title: '入场证',
  titleEn: 'Entry pass',
  menu: WORK_MENU,
  fields: [
    { key: 'passNo', label: '通行证号（二维码内容）', labelEn: 'Pass number (QR code content)' },
    { key: 'holderName', label: '持证人', labelEn: 'Holder' },
    { key: 'workType', label: '作业类型', labelEn: 'Work type' },
    { key: 'company', label: '承包单位', labelEn: 'Contractor' },
    { key: 'project', label: '作业项目', labelEn: 'Project' },
    { key: 'area', label: '作业区域', labelEn: 'Area' },
    { key: 'hostOrgName', label: '承办部门', labelEn: 'Host department' },
    { key: 'responsibleName', label: '厂方负责人', labelEn: 'Responsible employee' },
    { key: 'vehicles', label: '车辆', labelEn: 'Vehicles' },
    { key: 'validFrom', label: '有效期自', labelEn: 'Valid from' },
    { key: 'validUntil', label: '有效期至', labelEn: 'Valid until' },
    { key: 'validWindow', label: '有效期', labelEn: 'Validity' },
    { key: 'passStatus', label: '状态', labelEn: 'State' },
    { key: 'approverName', label: '审批人', labelEn: 'Approved by' },
    { key: 'approvedAt', label: '审批时间', labelEn: 'Approved at' },
    { key: 'approverSignature', label: '审批人签名', labelEn: 'Approver’s signature', kind: 'image' },
  ],
  sample: {
    label: '张三（江苏华建安装工程有限公司）',
    values: {
      passNo: 'q3ZK8vT1mR5xLw0pYb7nHc2a',
      holderName: '张三',
      workType: '动火作业',
      company: '江苏华建安装工程有限公司',
      project: '2 号炉检修',
      area: '锅炉房',
      hostOrgName: '生产运营部',
      responsibleName: '陈志强',
      vehicles: '苏A12345、浙AD12345',
      validFrom: '2026-11-30',
      validUntil: '2026-12-04',
      validWindow: '2026-11-30 ~ 2026-12-04',
      passStatus: '有效',
      approverName: '赵敏',
      approvedAt: '2026-11-29 17:20',
      approverSignature: SAMPLE_SIGNATURE,
    },
    tables: {},
  },
  async load(db, { id, user, dataDir, lang }) {
    const pass = await db
      .selectFrom('krsWorkPass')
      .select(['id', 'workId', 'personName', 'workType', 'code', 'validFrom', 'validUntil', 'status'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!pass) throw notFound('krsPassNotFound')
    // Its application as the staff detail shows it (its holders and those asked to approve it).
    const seen = (await workApp.staffDetail(db, user, pass.workId)) as Seen
    const active = pass.status === 'ACTIVE'
    const en = lang === 'en'
    const type = (await dictItems(db, KRS_DICT.workType)).find((d) => d.value === pass.workType)
    const approver = seen.status === 'APPROVED' ? await lastApprover(db, seen.instanceId) : null
    const vehicles = Array.isArray(seen.form.vehicles) ? seen.form.vehicles.map(String) : []
    return {
      label: `${pass.personName}（${seen.contractorName}）`,
      values: {
        // A revoked pass prints without its code: the gate refuses it anyway.
        passNo: active ? pass.code : '',
        holderName: pass.personName,
        workType: (en ? type?.labelEn || type?.label : type?.label) ?? pass.workType,
        company: seen.contractorName,
        project: seen.project,
        area: typeof seen.form.area === 'string' ? seen.form.area : '',
        hostOrgName: seen.hostOrgName ?? '',
        responsibleName: seen.responsibleName ?? '',
        vehicles: vehicles.join('、'),
        validFrom: pass.validFrom,
        validUntil: pass.validUntil,
        validWindow: `${pass.validFrom} ~ ${pass.validUntil}`,
        passStatus: active ? (en ? 'Valid' : '有效') : en ? 'Revoked' : '已收回',
        approverName: approver?.name ?? '',
        approvedAt: approver ? companyMinute(0, Date.parse(approver.at)) : '',
        approverSignature: approver ? await userSignature(db, dataDir, approver.id) : '',
      },
      tables: {},
    }
  },
})
