import { type ContractorOption, GENERAL_WORK, isHazardous, type WorkWorker } from '@portal/contracts'
import { Checkbox, Selector } from 'antd-mobile'
import { useTexts } from '../../core'
import { fill } from '../../texts'

type Person = ContractorOption['persons'][number]

/** What a worker's certificate says against the work type chosen for them (null: nothing wrong). */
export function certProblem(
  p: Pick<Person, 'certType' | 'certExpiry'>,
  workType: string,
  endDay: string | undefined,
): { kind: 'missing' } | { kind: 'ends'; day: string } | null {
  if (!isHazardous(workType)) return null
  if (p.certType !== workType || !p.certExpiry) return { kind: 'missing' }
  if (endDay && p.certExpiry < endDay) return { kind: 'ends', day: p.certExpiry }
  return null
}

interface Props {
  value?: WorkWorker[]
  onChange?: (value: WorkWorker[]) => void
  persons: Person[]
  /** The job's work types, in the order chosen; a worker does one of them. */
  workTypes: string[]
  endDay?: string
  label: (workType: string | null | undefined) => string
  disabled?: boolean
}

/**
 * The workers of a job: the company's admitted people, each ticked in with the work type they do.
 * A hazardous type needs their certificate of it through the last day: a problem shows in red
 * under their name before the form is sent (the server checks it again).
 */
export function WorkersField({ value = [], onChange, persons, workTypes, endDay, label, disabled }: Props) {
  const t = useTexts()
  const chosen = new Map(value.map((w) => [w.personId, w.workType]))
  // Ticked in, a worker does the hazardous work they hold a certificate for, if the job has it.
  const defaultType = (p: Person) =>
    p.certType && workTypes.includes(p.certType)
      ? p.certType
      : workTypes.includes(GENERAL_WORK)
        ? GENERAL_WORK
        : (workTypes[0] ?? GENERAL_WORK)
  const set = (personId: string, workType: string | null) => {
    const next = persons.flatMap((p) => {
      const type = p.id === personId ? workType : (chosen.get(p.id) ?? null)
      return type ? [{ personId: p.id, workType: type }] : []
    })
    onChange?.(next)
  }

  // Read only, the job's workers are the ones shown.
  const shown = disabled ? persons.filter((p) => chosen.has(p.id)) : persons
  if (!shown.length) return <div className="m-hint">{t.work.noPersons}</div>
  return (
    <div className="m-workers">
      {shown.map((p, i) => {
        const type = chosen.get(p.id)
        const problem = type ? certProblem(p, type, endDay) : null
        return (
          <div key={p.id} className="m-worker" data-testid={`m-worker-${i}`} data-name={p.name}>
            <Checkbox
              checked={!!type}
              disabled={disabled}
              onChange={(on) => set(p.id, on ? defaultType(p) : null)}
              data-testid={`m-worker-${i}-check`}
            >
              <span className="m-worker-name">{p.name}</span>
            </Checkbox>
            <div className="m-worker-cert">
              {p.certType && p.certExpiry
                ? fill(t.work.cert, { type: label(p.certType), day: p.certExpiry })
                : t.work.noCert}
            </div>
            {type && workTypes.length > 1 ? (
              <Selector
                className="m-worker-type"
                disabled={disabled}
                value={[type]}
                options={workTypes.map((w) => ({ value: w, label: label(w) }))}
                onChange={(v) => v[0] && set(p.id, v[0])}
                data-testid={`m-worker-${i}-type`}
              />
            ) : null}
            {problem ? (
              <div className="m-error" data-testid={`m-worker-${i}-problem`}>
                {problem.kind === 'missing'
                  ? t.work.certMissing
                  : fill(t.work.certEnds, { day: problem.day })}
              </div>
            ) : null}
          </div>
        )
      })}
    </div>
  )
}
