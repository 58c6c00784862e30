import type { WeighDetail } from '@portal/contracts'
import type { TFunction } from 'i18next'
import { esc, printDocument } from '../../../components/SearchTable/print'
import { formatTime } from '../../../utils/time'

const kg = (v: number | null) => (v === null ? '—' : `${v.toLocaleString()} kg`)

/** A weighing slip on the browser's printer (print templates come later): plain rows of what was weighed. */
export function printSlip(r: WeighDetail, t: TFunction, company: string) {
  const rows: Array<[string, string]> = [
    [t('admin.weigh.recordNo'), r.recordNo],
    [t('admin.weigh.plate'), r.plate],
    [t('admin.weigh.direction'), t(`admin.weigh.${r.direction as 'IN'}`)],
    [t('admin.weigh.doc'), r.docNo ?? '—'],
    [t('admin.weigh.material'), r.materialName ?? r.materialNo ?? '—'],
    [t('admin.weigh.gross'), kg(r.gross)],
    [
      t('admin.weigh.tare'),
      `${kg(r.tare)}${r.tareSource === 'STORED' ? ` (${t('admin.weigh.STORED')})` : ''}`,
    ],
    [t('admin.weigh.net'), kg(r.net)],
    ...(r.expected !== null
      ? ([
          [t('admin.weigh.expected'), kg(r.expected)],
          [t('admin.weigh.deviation'), r.deviationPct === null ? '—' : `${r.deviationPct}%`],
        ] as Array<[string, string]>)
      : []),
    [
      t('admin.weigh.firstWeighing'),
      `${formatTime(r.firstAt)} ${r.firstBridgeName ?? ''}${r.firstManual ? ` (${t('admin.weigh.manualMark')})` : ''}`,
    ],
    [
      t('admin.weigh.secondWeighing'),
      `${formatTime(r.secondAt)} ${r.secondBridgeName ?? ''}${r.secondManual ? ` (${t('admin.weigh.manualMark')})` : ''}`,
    ],
    [t('admin.weigh.operator'), r.secondUserName ?? r.firstUserName ?? ''],
  ]
  printDocument(
    t('admin.weigh.slipTitle'),
    `<h1>${esc(company)} · ${esc(t('admin.weigh.slipTitle'))}</h1>
<table>${rows.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table>`,
    'table{border-collapse:collapse;width:100%}th,td{border:1px solid #999;padding:6px 8px;text-align:left}th{width:30%;background:#f0f0f0}',
  )
}
