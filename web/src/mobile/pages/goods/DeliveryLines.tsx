import { Card } from 'antd-mobile'
import { NumberInput } from '../../components/NumberInput'
import { useTexts } from '../../core'
import { fill } from '../../texts'
import type { DeliveryLineValue } from './deliveryKind'

/**
 * The lines of the order (as SAP or the OA gave them), each with what was ordered and what is still
 * open, and the quantity delivered now (none: the line is not delivered this time).
 */
export function DeliveryLines({
  value = [],
  onChange,
  disabled,
}: {
  value?: DeliveryLineValue[]
  onChange?: (v: DeliveryLineValue[]) => void
  disabled?: boolean
}) {
  const t = useTexts()
  if (!value.length) return <div className="m-hint">{t.delivery.lookupFirst}</div>
  return (
    <div className="m-delivery-lines" data-testid="m-delivery-lines">
      {value.map((l, i) => {
        const unit = l.unit ?? ''
        return (
          <Card key={`${l.refNo}/${l.itemNo}`} className="m-delivery-line" data-testid={`m-dline-${i}`}>
            <div className="m-delivery-head">
              <strong>{l.description ?? l.materialNo}</strong>
              <span className="m-muted">
                {l.materialNo} · {l.refNo}/{l.itemNo}
              </span>
            </div>
            <div className="m-muted">
              {fill(t.delivery.ordered, { q: l.ordered, unit })} ·{' '}
              {fill(t.delivery.open, { q: l.open, unit })}
            </div>
            <NumberInput
              value={l.quantity}
              decimals={3}
              disabled={disabled || (l.open <= 0 && !l.quantity)}
              placeholder={l.open > 0 ? t.delivery.quantity : t.delivery.noOpen}
              aria-label={`${t.delivery.quantity} ${l.description ?? l.materialNo}`}
              onChange={(quantity) => onChange?.(value.map((x, j) => (j === i ? { ...x, quantity } : x)))}
              data-testid={`m-dline-${i}-quantity`}
            />
          </Card>
        )
      })}
    </div>
  )
}
