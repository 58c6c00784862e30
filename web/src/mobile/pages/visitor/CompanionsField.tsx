import type { VisitCompanion } from '@portal/contracts'
import { Button, Input } from 'antd-mobile'
import { useTexts } from '../../core'
import { fill } from '../../texts'

interface Props {
  value?: VisitCompanion[]
  onChange?: (value: VisitCompanion[]) => void
  max: number
  disabled?: boolean
}

/** The people who come with the visitor: a name each, a phone if they like. */
export function CompanionsField({ value = [], onChange, max, disabled }: Props) {
  const t = useTexts()
  const put = (i: number, c: Partial<VisitCompanion>) =>
    onChange?.(value.map((v, j) => (j === i ? { ...v, ...c } : v)))
  return (
    <div className="m-vehicles">
      {value.map((c, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines are the list; two companions may share a name
        <div key={i} className="m-companion">
          <Input
            value={c.name}
            disabled={disabled}
            maxLength={64}
            placeholder={t.visit.companionNamePlaceholder}
            aria-label={fill(t.visit.companionName, { n: i + 1 })}
            onChange={(name) => put(i, { name })}
            data-testid={`m-companion-${i}-name`}
          />
          <Input
            value={c.phone ?? ''}
            disabled={disabled}
            maxLength={11}
            type="tel"
            placeholder={t.visit.companionPhonePlaceholder}
            onChange={(phone) => put(i, { phone: phone.replace(/\D/g, '') })}
            data-testid={`m-companion-${i}-phone`}
          />
          {disabled ? null : (
            <Button
              size="mini"
              fill="none"
              color="danger"
              onClick={() => onChange?.(value.filter((_, j) => j !== i))}
            >
              {t.apply.remove}
            </Button>
          )}
        </div>
      ))}
      {disabled || value.length >= max ? null : (
        <button
          type="button"
          className="m-add"
          onClick={() => onChange?.([...value, { name: '', phone: null }])}
          data-testid="m-add-companion"
        >
          + {t.visit.addCompanion}
        </button>
      )}
    </div>
  )
}
