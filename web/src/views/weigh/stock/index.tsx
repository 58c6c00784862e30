import type { StockMove, StockRow } from '@portal/contracts'
import { Card } from 'antd'
import { useTranslation } from 'react-i18next'
import { stockApi } from '../../../api/weigh/record'
import SearchTable, { type STColumn } from '../../../components/SearchTable'
import { textField } from '../../../components/SearchTable/fields'
import { formatTime } from '../../../utils/time'

const kg = (v: number) => v.toLocaleString()

/** Storage: the quantity per material and location that weighings moved, and every move with its weighing. */
export default function StockPage() {
  const { t } = useTranslation()
  const stockColumns: STColumn<StockRow>[] = [
    { title: t('admin.weigh.materialNo'), dataIndex: 'materialNo', width: 140 },
    { title: t('admin.weigh.material'), dataIndex: 'materialName', ellipsis: true },
    { title: t('admin.weigh.location'), dataIndex: 'location', width: 120 },
    {
      title: t('admin.weigh.quantity'),
      dataIndex: 'quantity',
      width: 140,
      align: 'right',
      render: (v: number) => <strong>{kg(v)}</strong>,
      printText: (r) => kg(r.quantity),
    },
    {
      title: t('admin.weigh.updatedAt'),
      dataIndex: 'updatedAt',
      width: 170,
      printConfig: { type: 'time' },
      render: (v: string) => formatTime(v),
    },
  ]
  const moveColumns: STColumn<StockMove>[] = [
    {
      title: t('admin.weigh.time'),
      dataIndex: 'at',
      width: 170,
      printConfig: { type: 'time' },
      render: (v: string) => formatTime(v),
    },
    { title: t('admin.weigh.materialNo'), dataIndex: 'materialNo', width: 140 },
    { title: t('admin.weigh.location'), dataIndex: 'location', width: 120 },
    {
      title: t('admin.weigh.delta'),
      dataIndex: 'delta',
      width: 140,
      align: 'right',
      render: (v: number) => (v > 0 ? `+${kg(v)}` : kg(v)),
      printText: (r) => String(r.delta),
    },
    { title: t('admin.weigh.ref'), dataIndex: 'refNo', ellipsis: true },
  ]
  const fields = [
    textField('materialNo', t('admin.weigh.materialNo'), 'stock-q-material'),
    textField('location', t('admin.weigh.location')),
  ]
  return (
    <>
      <SearchTable
        id="weigh-stock"
        printTitle={t('admin.weigh.stockTitle')}
        columns={stockColumns}
        request={stockApi.page}
        searchFields={fields}
      />
      <Card title={t('admin.weigh.movesTitle')} size="small" style={{ marginTop: 16 }}>
        <SearchTable
          id="weigh-stock-moves"
          printTitle={t('admin.weigh.movesTitle')}
          columns={moveColumns}
          request={stockApi.moves}
          searchFields={fields}
        />
      </Card>
    </>
  )
}
