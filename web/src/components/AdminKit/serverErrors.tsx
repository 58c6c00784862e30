import { Alert, type FormInstance } from 'antd'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../api/request'

/** A field's errors as antd's `form.setFields` takes them. */
export interface RefusedField {
  name: Array<string | number>
  errors: string[]
}

const pathOf = (field: string) => field.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s))

/**
 * The fields a refusal of the server names: a service's check carries its field in `data.field`
 * (`rules.0.count`); request validation words each problem `参数 <field>：<message>` /
 * `Field <field>: <message>`, joined by `；` / `; ` (server `core/errors.ts`).
 */
export function refusedFields(err: unknown): RefusedField[] {
  if (!isApiError(err) || err.code !== 400) return []
  const data = err.data as { field?: unknown } | null
  if (data && typeof data.field === 'string') return [{ name: pathOf(data.field), errors: [err.msg] }]
  return String(err.msg ?? '')
    .split(/；|; /)
    .flatMap((part) => {
      const m = /^(?:参数|Field) ([\w.]+)[：:]\s*(.*)$/.exec(part.trim())
      return m ? [{ name: pathOf(m[1]!), errors: [m[2] || part] }] : []
    })
}

/**
 * A form's view of the server's refusals: the message in an alert at the top of the form (a toast
 * is gone before one has read which field it names), each named field marked under itself and the
 * first of them scrolled to. `label` names a field as the form shows it (`rules.0.count` → "Rule 1:
 * questions"), so the alert speaks of what the person sees, not of the body's paths; `target` maps
 * a body's field to the form's field that holds it, where they differ.
 *
 * `guard` wraps a save: it forgets the last refusal, shows the next one and rejects with it (so the
 * form stays open); `clear` forgets it (a form opening again).
 */
export function useServerErrors(
  form: FormInstance,
  {
    label,
    target = (name) => name,
  }: {
    label?: (name: Array<string | number>) => string | undefined
    target?: (name: Array<string | number>) => Array<string | number>
  } = {},
) {
  const { i18n } = useTranslation()
  const en = i18n.language === 'en'
  const [message, setMessage] = useState<string | null>(null)
  const clear = useCallback(() => setMessage(null), [])
  const refused = useCallback(
    (err: unknown): never => {
      if (isApiError(err) && err.code === 400) {
        const fields = refusedFields(err).map((f) => ({ ...f, name: target(f.name) }))
        const named = fields.map((f) => {
          const name = label?.(f.name)
          return name ? `${name}${en ? ': ' : '：'}${f.errors[0]}` : null
        })
        setMessage(named.length && named.every(Boolean) ? named.join(en ? '; ' : '；') : err.msg)
        if (fields.length) {
          form.setFields(fields)
          form.scrollToField(fields[0]!.name, { block: 'center' })
        }
      }
      throw err
    },
    [form, label, target, en],
  )
  const guard = useCallback(
    <T,>(save: () => Promise<T>): Promise<T> => {
      setMessage(null)
      return save().catch(refused)
    },
    [refused],
  )
  const alert = message ? (
    <Alert
      type="error"
      showIcon
      title={message}
      role="alert"
      style={{ marginBottom: 16 }}
      data-testid="form-refused"
    />
  ) : null
  return { alert, guard, clear }
}
