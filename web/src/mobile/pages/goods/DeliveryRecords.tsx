import type { DeliveryRow } from '@portal/contracts'
import { RecordsPage } from '../../components/Records'
import { useTexts } from '../../core'
import { fill } from '../../texts'
import { DELIVERY_SAP } from './deliveryKind'
import { GOODS_HOME } from './Home'

/** `/sentItemRecords`: my delivery notes, newest first (from SAP orders and OA requests alike). */
export default function DeliveryRecords() {
  const t = useTexts()
  return (
    <RecordsPage<DeliveryRow>
      kind={DELIVERY_SAP}
      texts={t.deliveryRecords}
      home={GOODS_HOME}
      testId="m-delivery-records"
      newTestId="m-new-delivery"
      row={(r) => (
        <>
          {r.orderNo}
          {r.plate ? <span className="m-muted">（{r.plate}）</span> : null}
        </>
      )}
      summary={(r) => (
        <>
          {r.vendorName ? `${r.vendorName} · ` : ''}
          {fill(t.deliveryRecords.lines, { n: r.lineCount })}
          {r.arriveAt ? ` · ${r.arriveAt}` : ''}
        </>
      )}
    />
  )
}
