import { PERMIT_PROGRESS, PERMIT_REASON_DICT, type PermitProgress } from '@portal/contracts'
import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { permitApi } from '../../../api/weigh/permit'
import { ApplicationPage, useLabel } from '../../../components/ApplicationKit'
import { DictSelect } from '../../../components/Dict'
import { optionsOf, selectField, textField } from '../../../components/SearchTable/fields'
import { formatTime } from '../../../utils/time'
import { netOfDeclared, ProgressTag, VehicleDocSections } from '../components/VehicleDoc'
import PermitApproval from './approval'

const EXPORT_BUTTON = 'weighPermitExport'

/**
 * Goods release: the permits with their goods, trail, weighings and gate passages; by applicant,
 * number, plate, reason, state and progress (waiting, weighed, left); exported as filtered.
 */
export default function PermitPage() {
  const { t } = useTranslation()
  const reason = useLabel(PERMIT_REASON_DICT)
  const progressText = (p: PermitProgress) => t(`admin.weighPermit.progress${p}`)
  return (
    <ApplicationPage
      app={{
        name: 'permit',
        tableId: 'weigh-permit',
        api: permitApi,
        title: t('admin.weighPermit.listTitle'),
        detailTitle: t('admin.weighPermit.detailTitle'),
        rowTitle: {
          field: 'applicantName',
          label: t('admin.weighPermit.applicant'),
          hint: t('admin.weighPermit.searchHint'),
          width: 110,
        },
        columns: (c) => [
          { title: t('admin.weighPermit.permitNo'), dataIndex: 'permitNo', width: 150 },
          { title: t('admin.weighPermit.org'), dataIndex: 'orgName', width: 130, ellipsis: true },
          {
            title: t('admin.weighPermit.reason'),
            dataIndex: 'reason',
            width: 100,
            printText: (r) => reason(r.reason),
            render: (v: string | null) => reason(v),
          },
          {
            title: t('admin.weighPermit.plate'),
            dataIndex: 'plate',
            width: 100,
            render: (v: string | null) => (v ? <Tag style={{ fontFamily: 'monospace' }}>{v}</Tag> : ''),
          },
          { title: t('admin.weighPermit.exitAt'), dataIndex: 'exitAt', width: 140 },
          {
            title: t('admin.weighPermit.weightShort'),
            key: 'weight',
            width: 130,
            align: 'right',
            printText: netOfDeclared,
            render: (_: unknown, r) => netOfDeclared(r),
          },
          c.status({ width: 160, extra: (r) => <ProgressTag value={r.progress} label={progressText} /> }),
          // Left out below 1200 px, where the row would not fit.
          { ...c.submittedAt, responsive: ['xl'] },
        ],
        filters: [
          selectField('progress', t('admin.weighPermit.progress'), optionsOf(PERMIT_PROGRESS, progressText)),
          {
            name: 'reason',
            label: t('admin.weighPermit.reason'),
            node: <DictSelect type={PERMIT_REASON_DICT} allowClear data-testid="permit-q-reason" />,
          },
          textField('permitNo', t('admin.weighPermit.permitNo'), 'permit-q-no'),
        ],
        exporter: {
          code: EXPORT_BUTTON,
          file: 'goods-release.xlsx',
          busy: t('admin.common.exporting'),
          run: permitApi.export,
        },
        approval: PermitApproval,
        state: (d) => [
          { label: t('admin.weighPermit.permitNo'), value: d.permitNo, hidden: !d.permitNo },
          {
            label: t('admin.weighPermit.progress'),
            value: <ProgressTag value={d.progress} label={progressText} />,
            hidden: !d.progress,
          },
          {
            label: t('admin.weighPermit.leftAt'),
            value: d.leftAt && formatTime(d.leftAt),
            hidden: !d.leftAt,
          },
        ],
        sections: (d) => <VehicleDocSections weighings={d.weighings} gate={d.gate} name="permit" />,
      }}
    />
  )
}
