import type { SiteLang, WeighDetail } from '@portal/contracts'
import { readPass } from '../../../core/passes.js'
import { definePrintDoc } from '../../../core/print.js'
import { companyMinute } from '../../../core/time.js'
import { RECORD_MENU, recordDetail } from './service.js'

const WORDS: Record<string, [zh: string, en: string]> = {
  IN: ['进厂', 'In'],
  OUT: ['出厂', 'Out'],
  OPEN: ['待二次过磅', 'Awaiting second weighing'],
  DONE: ['已完成', 'Done'],
  VOID: ['已作废', 'Void'],
  WEIGHED: ['过磅', 'Weighed'],
  STORED: ['留存皮重', 'Stored tare'],
  MANUAL: ['手工录入', 'Entered by hand'],
}
const word = (key: string | null, lang: SiteLang) => (key ? (WORDS[key]?.[lang === 'en' ? 1 : 0] ?? key) : '')
const kg = (n: number | null) => (n === null ? '' : String(n))
const minute = (iso: string | null) => (iso ? companyMinute(0, Date.parse(iso)) : '')

/**
 * The weighing slip handed to the driver: the record's number (text and QR code), the vehicle, the
 * goods, gross, tare and net with when and on which bridge each was taken, who weighed it, and the
 * document it carried with the company that document names (a delivery note's vendor, a release
 * permit's department), read from the document through the gate's pass registry so the weighing
 * still knows no form.
 */
export const weighSlipPrint = definePrintDoc({
  type: 'weighSlip',
  title: '称重单',
  titleEn: 'Weighing slip',
  menu: RECORD_MENU,
  fields: [
    { key: 'recordNo', label: '称重单号（二维码内容）', labelEn: 'Slip number (QR code content)' },
    { key: 'plate', label: '车牌号', labelEn: 'Plate' },
    { key: 'direction', label: '方向', labelEn: 'Direction' },
    { key: 'status', label: '状态', labelEn: 'State' },
    { key: 'docNo', label: '单据号', labelEn: 'Document number' },
    { key: 'partner', label: '往来单位（供应商/部门）', labelEn: 'Vendor or department' },
    { key: 'materialNo', label: '物料号', labelEn: 'Material number' },
    { key: 'materialName', label: '物料', labelEn: 'Material' },
    { key: 'location', label: '库位', labelEn: 'Storage location' },
    { key: 'gross', label: '毛重（kg）', labelEn: 'Gross (kg)' },
    { key: 'tare', label: '皮重（kg）', labelEn: 'Tare (kg)' },
    { key: 'net', label: '净重（kg）', labelEn: 'Net (kg)' },
    { key: 'tareSource', label: '皮重来源', labelEn: 'Tare from' },
    { key: 'expected', label: '单据重量（kg）', labelEn: 'Document’s weight (kg)' },
    { key: 'deviationPct', label: '偏差（%）', labelEn: 'Deviation (%)' },
    { key: 'grossAt', label: '毛重时间', labelEn: 'Gross weighed at' },
    { key: 'tareAt', label: '皮重时间', labelEn: 'Tare weighed at' },
    { key: 'firstAt', label: '一次过磅时间', labelEn: 'First weighing at' },
    { key: 'secondAt', label: '二次过磅时间', labelEn: 'Second weighing at' },
    { key: 'bridgeName', label: '地磅', labelEn: 'Weighbridge' },
    { key: 'manual', label: '手工录入', labelEn: 'Typed by hand' },
    { key: 'operator', label: '司磅员', labelEn: 'Operator' },
    { key: 'finishedAt', label: '完成时间', labelEn: 'Finished at' },
  ],
  sample: {
    label: 'W26112914305207',
    values: {
      recordNo: 'W26112914305207',
      plate: '苏E·A1234',
      direction: '进厂',
      status: '已完成',
      docNo: 'DN261129K7M2QX',
      partner: '张家港沙钢物资有限公司',
      materialNo: '100000101',
      materialName: '重型废钢',
      location: 'Y001',
      gross: '32000',
      tare: '12040',
      net: '19960',
      tareSource: '过磅',
      expected: '20000',
      deviationPct: '-0.2',
      grossAt: '2026-11-29 14:30',
      tareAt: '2026-11-29 15:12',
      firstAt: '2026-11-29 14:30',
      secondAt: '2026-11-29 15:12',
      bridgeName: '1号地磅',
      manual: '',
      operator: '孙立',
      finishedAt: '2026-11-29 15:12',
    },
    tables: {},
  },
  async load(db, { id, lang }) {
    // The records page's detail (weighRecordNotFound for an unknown id).
    const r = (await recordDetail(db, id)) as WeighDetail
    const at = (kind: 'GROSS' | 'TARE') =>
      r.firstKind === kind ? minute(r.firstAt) : r.secondKind === kind ? minute(r.secondAt) : ''
    const bridges = [...new Set([r.firstBridgeName, r.secondBridgeName].filter(Boolean))]
    // The document's company as the gate shows its holder (the weighing knows no form).
    const partner = r.docNo ? ((await readPass(db, r.docNo))?.holder.company ?? '') : ''
    return {
      label: r.recordNo,
      values: {
        recordNo: r.recordNo,
        plate: r.plate,
        direction: word(r.direction, lang),
        status: word(r.status, lang),
        docNo: r.docNo ?? '',
        partner,
        materialNo: r.materialNo ?? '',
        materialName: r.materialName ?? '',
        location: r.location ?? '',
        gross: kg(r.gross),
        tare: kg(r.tare),
        net: kg(r.net),
        tareSource: word(r.tareSource, lang),
        expected: kg(r.expected),
        deviationPct: r.deviationPct === null ? '' : String(r.deviationPct),
        grossAt: at('GROSS'),
        tareAt: at('TARE'),
        firstAt: minute(r.firstAt),
        secondAt: minute(r.secondAt),
        bridgeName: bridges.join(' / '),
        manual: r.manual ? word('MANUAL', lang) : '',
        operator: r.secondUserName ?? r.firstUserName ?? '',
        finishedAt: minute(r.finishedAt),
      },
      tables: {},
    }
  },
})
