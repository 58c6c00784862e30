import { Button } from 'antd-mobile'
import { PlateInput } from '../../../components/PlateInput'
import { useLang, useTexts } from '../../core'
import { fill } from '../../texts'

interface Props {
  value?: string[]
  onChange?: (value: string[]) => void
  max: number
  disabled?: boolean
}

/** The plates of the vehicles a job brings in, one per line, each typed on the plate keyboard. */
export function VehiclesField({ value = [], onChange, max, disabled }: Props) {
  const t = useTexts()
  const lang = useLang()
  const put = (i: number, plate: string) => onChange?.(value.map((v, j) => (j === i ? plate : v)))
  return (
    <div className="m-vehicles">
      {value.map((plate, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines are the list; a plate may be typed twice
        <div key={i} className="m-vehicle">
          <PlateInput
            value={plate}
            lang={lang}
            disabled={disabled}
            placeholder={t.work.platePlaceholder}
            aria-label={fill(t.work.vehicle, { n: i + 1 })}
            onChange={(v) => put(i, v)}
            testId={`m-vehicle-${i}`}
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
          onClick={() => onChange?.([...value, ''])}
          data-testid="m-add-vehicle"
        >
          + {t.work.addVehicle}
        </button>
      )}
    </div>
  )
}
