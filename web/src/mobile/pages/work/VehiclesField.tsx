import { PlateInput } from '../../../components/PlateInput'
import { LinesField, type LinesProps } from '../../components/LinesField'
import { useLang, useTexts } from '../../core'
import { fill } from '../../texts'

/** The plates of the vehicles a job brings in, one per line, each typed on the plate keyboard. */
export function VehiclesField(props: LinesProps<string>) {
  const t = useTexts()
  const lang = useLang()
  return (
    <LinesField
      {...props}
      blank={() => ''}
      lineClass="m-vehicle"
      addLabel={t.work.addVehicle}
      addTestId="m-add-vehicle"
      line={(plate, i, put) => (
        <PlateInput
          value={plate}
          lang={lang}
          disabled={props.disabled}
          placeholder={t.work.platePlaceholder}
          aria-label={fill(t.work.vehicle, { n: i + 1 })}
          onChange={put}
          testId={`m-vehicle-${i}`}
        />
      )}
    />
  )
}
