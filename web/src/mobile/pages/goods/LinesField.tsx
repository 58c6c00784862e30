import { type MaterialOption, PERMIT_LIMITS } from '@portal/contracts'
import { Input } from 'antd-mobile'
import { LinesField, type LinesProps } from '../../components/LinesField'
import { NumberInput } from '../../components/NumberInput'
import { SearchField } from '../../components/SearchField'
import { api, useLang, useTexts } from '../../core'
import { fill } from '../../texts'
import type { LineValue } from './kind'

/** Materials matching a number or name, at most this many (the field lists no further pages). */
const MATERIALS = 20

/** A SAP material for a goods line: chosen, it names the line and gives its unit. */
function MaterialField({
  value,
  onPick,
  testId,
  disabled,
}: {
  value: string | null | undefined
  onPick: (m: MaterialOption | null) => void
  testId: string
  disabled?: boolean
}) {
  const t = useTexts()
  const lang = useLang()
  const nameOf = (m: MaterialOption) => (lang === 'en' && m.nameEn) || m.name
  return (
    <SearchField<MaterialOption, MaterialOption>
      value={value ? ({ materialNo: value } as MaterialOption) : null}
      onChange={onPick}
      shown={(m) => m.materialNo}
      find={async (searchKey) => {
        const rows = await api.get<MaterialOption[]>('/weigh/goodsrelease/materialOptions', {
          searchKey,
          size: MATERIALS,
        })
        return { rows, total: rows.length }
      }}
      pick={(m) => m}
      rowKey={(m) => m.materialNo}
      title={(m) => `${m.materialNo} ${nameOf(m)}`}
      description={(m) => m.baseUnit}
      placeholder={t.permit.lineMaterial}
      searchPlaceholder={t.permit.lineMaterialHint}
      empty={t.permit.noMaterial}
      testId={testId}
      disabled={disabled}
    />
  )
}

/** The goods a permit lets out: a SAP material or words, how many of what unit, and their weight. */
export function GoodsLinesField(props: LinesProps<LineValue>) {
  const t = useTexts()
  const lang = useLang()
  const { disabled } = props
  return (
    <LinesField
      {...props}
      blank={() => ({ materialNo: null, name: '', quantity: null, unit: '', weight: null })}
      lineClass="m-goods-line"
      addLabel={t.permit.addLine}
      addTestId="m-add-line"
      line={(l, i, put) => (
        <fieldset className="m-goods" aria-label={fill(t.permit.line, { n: i + 1 })}>
          <MaterialField
            value={l.materialNo}
            disabled={disabled}
            testId={`m-line-${i}-material`}
            onPick={(m) =>
              put(
                m
                  ? {
                      ...l,
                      materialNo: m.materialNo,
                      name: (lang === 'en' && m.nameEn) || m.name,
                      unit: l.unit || (m.baseUnit ?? ''),
                    }
                  : { ...l, materialNo: null },
              )
            }
          />
          <Input
            value={l.name ?? ''}
            disabled={disabled}
            maxLength={PERMIT_LIMITS.goods}
            placeholder={t.permit.lineName}
            aria-label={t.permit.lineName}
            onChange={(name) => put({ ...l, name })}
            data-testid={`m-line-${i}-name`}
          />
          <div className="m-goods-amounts m-goods-captions" aria-hidden>
            <span>{t.permit.lineQuantity}</span>
            <span>{t.permit.lineUnit}</span>
            <span>{t.permit.lineWeight}</span>
          </div>
          <div className="m-goods-amounts">
            <NumberInput
              value={l.quantity ?? null}
              decimals={3}
              disabled={disabled}
              placeholder={t.permit.lineQuantity}
              aria-label={t.permit.lineQuantity}
              onChange={(quantity) => put({ ...l, quantity })}
              data-testid={`m-line-${i}-quantity`}
            />
            <Input
              value={l.unit ?? ''}
              disabled={disabled}
              maxLength={PERMIT_LIMITS.unit}
              placeholder={t.permit.lineUnit}
              aria-label={t.permit.lineUnit}
              onChange={(unit) => put({ ...l, unit })}
              data-testid={`m-line-${i}-unit`}
            />
            <NumberInput
              value={l.weight ?? null}
              decimals={3}
              disabled={disabled}
              placeholder={t.permit.lineWeight}
              aria-label={t.permit.lineWeight}
              onChange={(weight) => put({ ...l, weight })}
              data-testid={`m-line-${i}-weight`}
            />
          </div>
        </fieldset>
      )}
    />
  )
}
