import { Button, Form } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useTexts } from '../core'
import { fill } from '../texts'
import { confirmed } from './Application'

interface Props {
  /** The form's list field (`docs`). */
  name: string
  /** One block's heading, numbered from 1 ("资质 1"). */
  label: (n: number) => string
  addLabel: string
  /** Blocks are `m-<testId>-<index>`, the add link `m-add-<testId>`. */
  testId: string
  disabled: boolean
  children: (index: number) => ReactNode
}

/**
 * Repeated blocks of fields (a company's documents, its people): each under a numbered heading with
 * a remove that asks first, and an add link below; neither while the form cannot be changed.
 */
export function GroupList({ name, label, addLabel, testId, disabled, children }: Props) {
  const t = useTexts()
  return (
    <Form.Array
      name={name}
      onAdd={(op) => op.add({})}
      renderAdd={() => (disabled ? null : <span data-testid={`m-add-${testId}`}>+ {addLabel}</span>)}
      renderHeader={({ index }, { remove }) => (
        <div className="m-array-head">
          <span>{label(index + 1)}</span>
          {disabled ? null : (
            <Button
              size="mini"
              fill="none"
              color="danger"
              onClick={async () => {
                const what = label(index + 1)
                if (await confirmed(t, fill(t.apply.removeConfirm, { what }), t.apply.remove)) remove(index)
              }}
            >
              {t.apply.remove}
            </Button>
          )}
        </div>
      )}
    >
      {(fields) =>
        fields.map(({ index, key }) => (
          <div key={key} data-testid={`m-${testId}-${index}`}>
            {children(index)}
          </div>
        ))
      }
    </Form.Array>
  )
}
