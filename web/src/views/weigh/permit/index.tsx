import { PERMIT_REASON_DICT, type PermitProgress } from '@portal/contracts'
import { useTranslation } from 'react-i18next'
import { permitApi } from '../../../api/weigh/permit'
import { ApplicationPage, useLabel } from '../../../components/ApplicationKit'
import { DictSelect } from '../../../components/Dict'
import { textField } from '../../../components/SearchTable/fields'
import { useVehicleDocKit, VehicleDocSections } from '../components/VehicleDoc'
import PermitApproval from './approval'

const EXPORT_BUTTON = 'weighPermitExport'

/**
 * Goods release: the permits with their goods, trail, weighings and gate passages; by applicant,
 * number, plate, reason, state and progress (waiting, weighed, left); exported as filtered.
 */
export default function PermitPage() {
  const { t } = useTranslation()
  const reason = useLabel(PERMIT_REASON_DICT)
  const kit = useVehicleDocKit((p: PermitProgress) => t(`admin.weighPermit.progress${p}`))
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
          kit.plate(t('admin.weighPermit.plate')),
          { title: t('admin.weighPermit.exitAt'), dataIndex: 'exitAt', width: 140 },
          ...kit.tail(c),
        ],
        filters: [
          kit.progressFilter(t('admin.weighPermit.progress')),
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
        state: (d) =>
          kit.state(
            d,
            {
              no: t('admin.weighPermit.permitNo'),
              progress: t('admin.weighPermit.progress'),
              leftAt: t('admin.weighPermit.leftAt'),
            },
            d.permitNo,
          ),
        print: {
          docType: 'goodsRelease',
          label: t('admin.weighPermit.print'),
          when: (d) => d.status === 'APPROVED',
        },
        sections: (d) => (
          <VehicleDocSections weighings={d.weighings} refusals={d.refusals} gate={d.gate} name="permit" />
        ),
      }}
    />
  )
}
