import { SAP_SOURCES, type ShipmentItem, type ShipmentRow } from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import { Descriptions, Input, Skeleton, Table, Tag } from 'antd'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { shipmentApi } from '../../../api/weigh/sap'
import { DetailLink, useActionColumn } from '../../../components/AdminKit/actionColumn'
import { ExportButton, ImportButton } from '../../../components/AdminKit/ExcelButtons'
import FormContainer from '../../../components/FormContainer'
import SearchTable, { type SearchTableRef, type STColumn } from '../../../components/SearchTable'
import { optionsOf, selectField, textField } from '../../../components/SearchTable/fields'
import { formatTime } from '../../../utils/time'

const weight = (v: number | null, unit: string | null) => (v === null ? '' : `${v}${unit ? ` ${unit}` : ''}`)

/**
 * SAP's deliveries with their items, as the delivery notes are filled from them: synced from SAP or
 * imported from Excel (one row per item); exported in the import's layout.
 */
export default function ShipmentPage() {
  const { t } = useTranslation()
  const table = useRef<SearchTableRef>(null)
  const actionColumn = useActionColumn()
  const [viewing, setViewing] = useState<ShipmentRow | null>(null)
  const sourceText = (s: string) => t(`admin.weighSap.${s as 'SAP'}`)

  const columns: STColumn<ShipmentRow>[] = [
    { title: t('admin.weighSap.deliveryNo'), dataIndex: 'deliveryNo', width: 120 },
    { title: t('admin.weighSap.referenceNo'), dataIndex: 'referenceNo', width: 130 },
    { title: t('admin.weighSap.partner'), dataIndex: 'partner', ellipsis: true },
    { title: t('admin.weighSap.shippingPoint'), dataIndex: 'shippingPoint', width: 90, checked: false },
    { title: t('admin.weighSap.plannedDay'), dataIndex: 'plannedDay', width: 110 },
    { title: t('admin.weighSap.itemCount'), dataIndex: 'itemCount', width: 70, align: 'right' },
    {
      title: t('admin.weighSap.grossWeight'),
      dataIndex: 'grossWeight',
      width: 120,
      align: 'right',
      render: (v: number | null, r) => weight(v, r.weightUnit),
      printText: (r) => weight(r.grossWeight, r.weightUnit),
    },
    {
      title: t('admin.weighSap.source'),
      dataIndex: 'source',
      width: 110,
      render: (v: string) => <Tag color={v === 'SAP' ? 'blue' : 'green'}>{sourceText(v)}</Tag>,
      printText: (r) => sourceText(r.source),
    },
    {
      title: t('admin.weighSap.updatedAt'),
      dataIndex: 'updatedAt',
      width: 170,
      checked: false,
      printConfig: { type: 'time' },
      render: (v: string) => formatTime(v),
    },
    actionColumn(80, (r) => (
      <DetailLink onClick={() => setViewing(r)} testId={`shipment-view-${r.deliveryNo}`} />
    )),
  ]

  return (
    <>
      <SearchTable
        ref={table}
        id="weigh-shipment"
        printTitle={t('admin.weighSap.shipmentTitle')}
        columns={columns}
        request={shipmentApi.page}
        searchFields={[
          {
            name: 'searchKey',
            label: t('admin.weighSap.keyword'),
            node: (
              <Input
                allowClear
                placeholder={t('admin.weighSap.searchKeyShipment')}
                data-testid="shipment-q-key"
              />
            ),
          },
          textField('referenceNo', t('admin.weighSap.referenceNo')),
          selectField('source', t('admin.weighSap.source'), optionsOf(SAP_SOURCES, sourceText)),
        ]}
        toolbar={
          <>
            <ImportButton
              code="weighShipmentImport"
              name="shipment"
              title={t('admin.weighSap.importShipments')}
              upload={async (file) => t('admin.weighSap.imported', await shipmentApi.import(file))}
              template={shipmentApi.importTemplate}
              onImported={() => table.current?.reload()}
            />
            <ExportButton
              code="weighShipmentExport"
              call={shipmentApi.export}
              fileName="shipments.xlsx"
              query={() => table.current?.searchValues() ?? {}}
              testId="shipment-export"
            />
          </>
        }
      />
      {viewing && <ShipmentDrawer row={viewing} onClose={() => setViewing(null)} />}
    </>
  )
}

function ShipmentDrawer({ row, onClose }: { row: ShipmentRow; onClose: () => void }) {
  const { t } = useTranslation()
  const { data } = useQuery(shipmentApi.detail.query({ id: row.id }))
  return (
    <FormContainer
      open
      title={t('admin.weighSap.detailTitle', { no: row.deliveryNo })}
      onClose={onClose}
      width={900}
      data-testid="shipment-detail"
    >
      <Descriptions column={2} size="small" bordered>
        <Descriptions.Item label={t('admin.weighSap.referenceNo')}>{row.referenceNo}</Descriptions.Item>
        <Descriptions.Item label={t('admin.weighSap.partner')}>{row.partner}</Descriptions.Item>
        <Descriptions.Item label={t('admin.weighSap.shippingPoint')}>{row.shippingPoint}</Descriptions.Item>
        <Descriptions.Item label={t('admin.weighSap.plannedDay')}>{row.plannedDay}</Descriptions.Item>
        <Descriptions.Item label={t('admin.weighSap.movementStatus')}>{row.movementStatus}</Descriptions.Item>
        <Descriptions.Item label={t('admin.weighSap.sapChangedAt')}>
          {formatTime(row.sapChangedAt)}
        </Descriptions.Item>
      </Descriptions>
      <h3 style={{ marginTop: 16 }}>{t('admin.weighSap.items')}</h3>
      {data ? (
        <Table<ShipmentItem>
          size="small"
          rowKey="itemNo"
          pagination={false}
          dataSource={data.items}
          data-testid="shipment-items"
          columns={[
            { title: t('admin.weighSap.itemNo'), dataIndex: 'itemNo', width: 80 },
            { title: t('admin.weighSap.materialNo'), dataIndex: 'materialNo', width: 120 },
            { title: t('admin.weighSap.description'), dataIndex: 'description', ellipsis: true },
            { title: t('admin.weighSap.quantity'), dataIndex: 'quantity', width: 110, align: 'right' },
            { title: t('admin.weighSap.unit'), dataIndex: 'unit', width: 60 },
            { title: t('admin.weighSap.plant'), dataIndex: 'plant', width: 70 },
            { title: t('admin.weighSap.storageLocation'), dataIndex: 'storageLocation', width: 90 },
          ]}
        />
      ) : (
        <Skeleton active />
      )}
    </FormContainer>
  )
}
