import type { VisitCompanion } from '@portal/contracts'
import { Input } from 'antd-mobile'
import { LinesField, type LinesProps } from '../../components/LinesField'
import { useTexts } from '../../core'
import { fill } from '../../texts'

/** The people who come with the visitor: a name each, a phone if they like. */
export function CompanionsField(props: LinesProps<VisitCompanion>) {
  const t = useTexts()
  return (
    <LinesField
      {...props}
      blank={() => ({ name: '', phone: null })}
      lineClass="m-companion"
      addLabel={t.visit.addCompanion}
      addTestId="m-add-companion"
      line={(c, i, put) => (
        <>
          <Input
            value={c.name}
            disabled={props.disabled}
            maxLength={64}
            placeholder={t.visit.companionNamePlaceholder}
            aria-label={fill(t.visit.companionName, { n: i + 1 })}
            onChange={(name) => put({ ...c, name })}
            data-testid={`m-companion-${i}-name`}
          />
          <Input
            value={c.phone ?? ''}
            disabled={props.disabled}
            maxLength={11}
            type="tel"
            placeholder={t.visit.companionPhonePlaceholder}
            onChange={(phone) => put({ ...c, phone: phone.replace(/\D/g, '') })}
            data-testid={`m-companion-${i}-phone`}
          />
        </>
      )}
    />
  )
}
