import { KRS_DICT } from '@portal/contracts'
import { lastApprover } from '../../../core/approval.js'
import { dictItems } from '../../../core/dicts.js'
import { definePrintDoc, SAMPLE_SIGNATURE, userSignature } from '../../../core/print.js'
import { companyMinute } from '../../../core/time.js'
import { VISIT_MENU, visitApp } from './service.js'

/** What the staff detail answers that the pass prints (masked as the staff detail masks it). */
interface Seen {
  status: string
  instanceId: string | null
  visitorName: string
  phone: string | null
  company: string | null
  reason: string | null
  hostName: string | null
  hostOrgName: string | null
  visitStart: string | null
  visitEnd: string | null
  plate: string | null
  form: { companions?: Array<{ name?: unknown }>; items?: unknown }
}

/**
 * The visitor pass on paper, handed out at reception: who comes, from where, to whom, when, in which
 * vehicle and with whom, the pass code as a QR code for the gate (the code the gate reads for a
 * visit, `passCode`, given on approval) and the host who approved it with their signature.
 */
export const visitorPassPrint = definePrintDoc({
  type: 'visitorPass',
  title: '访客通行证',
  titleEn: 'Visitor pass',
  menu: VISIT_MENU,
  fields: [
    { key: 'passCode', label: '通行码（二维码内容）', labelEn: 'Pass code (QR code content)' },
    { key: 'visitorName', label: '访客姓名', labelEn: 'Visitor' },
    { key: 'company', label: '来访单位', labelEn: 'Company' },
    { key: 'phone', label: '联系电话', labelEn: 'Phone' },
    { key: 'reason', label: '来访事由', labelEn: 'Reason' },
    { key: 'hostName', label: '被访人', labelEn: 'Host' },
    { key: 'hostOrgName', label: '被访部门', labelEn: 'Host’s department' },
    { key: 'visitStart', label: '来访开始', labelEn: 'From' },
    { key: 'visitEnd', label: '来访结束', labelEn: 'Until' },
    { key: 'visitWindow', label: '来访时间', labelEn: 'Visit time' },
    { key: 'plate', label: '车牌号', labelEn: 'Plate' },
    { key: 'companionCount', label: '随行人数', labelEn: 'Companions' },
    { key: 'companions', label: '随行人员', labelEn: 'Companions’ names' },
    { key: 'items', label: '携带物品', labelEn: 'Items brought in' },
    { key: 'approverName', label: '审批人', labelEn: 'Approved by' },
    { key: 'approvedAt', label: '审批时间', labelEn: 'Approved at' },
    { key: 'approverSignature', label: '审批人签名', labelEn: 'Approver’s signature', kind: 'image' },
  ],
  sample: {
    label: '周建华 2026-11-30 09:00',
    values: {
      passCode: 'K7M2QX9HPA',
      visitorName: '周建华',
      company: '江苏恒力机电设备有限公司',
      phone: '13655550001',
      reason: '商务洽谈',
      hostName: '刘洋',
      hostOrgName: '生产运营部',
      visitStart: '2026-11-30 09:00',
      visitEnd: '2026-11-30 11:00',
      visitWindow: '2026-11-30 09:00 ~ 2026-11-30 11:00',
      plate: '苏AD12345',
      companionCount: '1',
      companions: '吴刚',
      items: '笔记本电脑一台',
      approverName: '刘洋',
      approvedAt: '2026-11-29 16:42',
      approverSignature: SAMPLE_SIGNATURE,
    },
    tables: {},
  },
  async load(db, { id, user, dataDir, lang }) {
    // The staff detail's rules: submitted only, for the page's holders (the route's permission)
    // and those asked to approve it, masked where the page masks; not found otherwise.
    const seen = (await visitApp.staffDetail(db, user, id)) as Seen
    const approved = seen.status === 'APPROVED'
    // The staff detail keeps the code from staff; the printed pass is how reception hands it over.
    const passCode = approved ? ((await visitApp.submitted(db, id)).passCode ?? '') : ''
    const reason = (await dictItems(db, KRS_DICT.visitReason)).find((d) => d.value === seen.reason)
    const approver = approved ? await lastApprover(db, seen.instanceId) : null
    const companions = (seen.form.companions ?? []).map((c) => String(c.name ?? '')).filter(Boolean)
    const start = seen.visitStart ?? ''
    const end = seen.visitEnd ?? ''
    return {
      label: `${seen.visitorName} ${start}`.trim(),
      values: {
        passCode,
        visitorName: seen.visitorName,
        company: seen.company ?? '',
        phone: seen.phone ?? '',
        reason: (lang === 'en' ? reason?.labelEn || reason?.label : reason?.label) ?? seen.reason ?? '',
        hostName: seen.hostName ?? '',
        hostOrgName: seen.hostOrgName ?? '',
        visitStart: start,
        visitEnd: end,
        visitWindow: start && end ? `${start} ~ ${end}` : '',
        plate: seen.plate ?? '',
        companionCount: String(companions.length),
        companions: companions.join('、'),
        items: typeof seen.form.items === 'string' ? seen.form.items : '',
        approverName: approver?.name ?? '',
        approvedAt: approver ? companyMinute(0, Date.parse(approver.at)) : '',
        approverSignature: approver ? await userSignature(db, dataDir, approver.id) : '',
      },
      tables: {},
    }
  },
})
