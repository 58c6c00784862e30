import type { DeliveryDetail } from '@portal/contracts'
import { type TableColumnsType, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { deliveryApi } from '../../../api/weigh/delivery'
import {
  ApprovalView,
  FieldList,
  type FormViewProps,
  prose,
  Section,
  SubTable,
} from '../../../components/ApplicationKit'
import { kg } from '../components/VehicleDoc'

type Line = DeliveryDetail['lines'][number]

/**
 * A delivery note as its receiver (the approver) reads it: the vendor, the order and where its lines
 * come from, the vehicle and when it arrives, and each line with what is ordered and delivered now.
 * Read only; the approval drawer shows it above the trail (`formView` 'weigh/delivery/approval').
 */
export default function DeliveryApproval({ formId }: FormViewProps) {
  return (
    <ApprovalView name="delivery" read={deliveryApi.detail} formId={formId} rows={8}>
      {(d) => <DeliveryForm detail={d} />}
    </ApprovalView>
  )
}

function DeliveryForm({ detail: d }: { detail: DeliveryDetail }) {
  const { t } = useTranslation()
  const columns: TableColumnsType<Line> = [
    { title: t('admin.weighDelivery.material'), dataIndex: 'materialNo', width: 120 },
    { title: t('admin.weighDelivery.description'), dataIndex: 'description' },
    {
      title: t('admin.weighDelivery.item'),
      key: 'item',
      width: 140,
      render: (_: unknown, l: Line) => `${l.refNo}/${l.itemNo}`,
    },
    {
      title: t('admin.weighDelivery.ordered'),
      dataIndex: 'ordered',
      width: 100,
      align: 'right',
      render: (v: number, l: Line) => `${kg(v)} ${l.unit ?? ''}`,
    },
    {
      title: t('admin.weighDelivery.quantity'),
      dataIndex: 'quantity',
      width: 100,
      align: 'right',
      render: (v: number, l: Line) => `${kg(v)} ${l.unit ?? ''}`,
    },
    { title: t('admin.weighDelivery.location'), dataIndex: 'storageLocation', width: 90 },
  ]
  return (
    <>
      <FieldList
        testId="delivery-form"
        fields={[
          { label: t('admin.weighDelivery.vendor'), value: d.vendorName },
          {
            label: t('admin.weighDelivery.orderNo'),
            value: `${d.orderNo}（${t(`admin.weighDelivery.source${d.source}`)}）`,
          },
          { label: t('admin.weighDelivery.receiver'), value: d.receiverName },
          { label: t('admin.weighDelivery.arriveAt'), value: d.arriveAt },
          {
            label: t('admin.weighDelivery.plate'),
            value: d.plate && <Tag style={{ fontFamily: 'monospace' }}>{d.plate}</Tag>,
          },
          {
            label: t('admin.weighDelivery.driver'),
            value: [d.driverName, d.driverPhone].filter(Boolean).join(' '),
          },
          {
            label: t('admin.weighDelivery.expectedWeight'),
            value: d.expectedWeight !== null && `${kg(d.expectedWeight)} kg`,
          },
          { label: t('admin.weighDelivery.remark'), value: prose(d.form.remark), span: 'filled' },
        ]}
      />
      <Section title={`${t('admin.weighDelivery.lines')} (${d.lines.length})`} />
      <SubTable<Line>
        columns={columns}
        data={d.lines}
        rowKey={(l) => `${l.refNo}/${l.itemNo}`}
        testId="delivery-lines"
      />
    </>
  )
}
