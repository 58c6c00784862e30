import { DELIVERY_SOURCES, type DeliverySource, type PermitProgress } from '@portal/contracts'
import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { deliveryApi } from '../../../api/weigh/delivery'
import { ApplicationPage } from '../../../components/ApplicationKit'
import { optionsOf, selectField, textField } from '../../../components/SearchTable/fields'
import { useVehicleDocKit, VehicleDocSections } from '../components/VehicleDoc'
import DeliveryApproval from './approval'

const EXPORT_BUTTON = 'weighDeliveryExport'

/**
 * Delivery notes: what vendors announce against purchase orders (from SAP) or OA purchase requests,
 * with their lines, trail, weighings and gate passages; by vendor, order, plate, state, progress and
 * source; exported as filtered.
 */
export default function DeliveryPage() {
  const { t } = useTranslation()
  const kit = useVehicleDocKit((p: PermitProgress) => t(`admin.weighDelivery.progress${p}`))
  const sourceText = (s: DeliverySource) => t(`admin.weighDelivery.source${s}`)
  return (
    <ApplicationPage
      app={{
        name: 'delivery',
        tableId: 'weigh-delivery',
        api: deliveryApi,
        title: t('admin.weighDelivery.listTitle'),
        detailTitle: t('admin.weighDelivery.detailTitle'),
        rowTitle: {
          field: 'vendorName',
          label: t('admin.weighDelivery.vendor'),
          hint: t('admin.weighDelivery.searchHint'),
          width: 160,
        },
        columns: (c) => [
          { title: t('admin.weighDelivery.deliveryNo'), dataIndex: 'deliveryNo', width: 150 },
          {
            title: t('admin.weighDelivery.orderNo'),
            dataIndex: 'orderNo',
            width: 150,
            printText: (r) => `${r.orderNo} (${sourceText(r.source)})`,
            render: (v: string, r) => (
              <>
                {v} <Tag>{sourceText(r.source)}</Tag>
              </>
            ),
          },
          kit.plate(t('admin.weighDelivery.plate')),
          { title: t('admin.weighDelivery.arriveAt'), dataIndex: 'arriveAt', width: 140 },
          ...kit.tail(c),
        ],
        filters: [
          kit.progressFilter(t('admin.weighDelivery.progress')),
          selectField('source', t('admin.weighDelivery.source'), optionsOf(DELIVERY_SOURCES, sourceText)),
          textField('deliveryNo', t('admin.weighDelivery.deliveryNo'), 'delivery-q-no'),
        ],
        exporter: {
          code: EXPORT_BUTTON,
          file: 'delivery-notes.xlsx',
          busy: t('admin.common.exporting'),
          run: deliveryApi.export,
        },
        approval: DeliveryApproval,
        state: (d) =>
          kit.state(
            d,
            {
              no: t('admin.weighDelivery.deliveryNo'),
              progress: t('admin.weighDelivery.progress'),
              leftAt: t('admin.weighDelivery.leftAt'),
            },
            d.deliveryNo,
          ),
        sections: (d) => (
          <VehicleDocSections weighings={d.weighings} refusals={d.refusals} gate={d.gate} name="delivery" />
        ),
      }}
    />
  )
}
