import { Alert, Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import { useRules } from '../AdminKit'
import { FormDialog } from '../AdminKit/crud'

/** What a reason may hold unless the action says (the contracts' `reqText(255)` of cancel and revoke). */
const REASON_MAX = 255

/** What is done with a reason: its dialog's title, the warning above it, and the call. */
export interface Reasoned {
  /** The dialog's title; the subject's name follows it. */
  title: string
  /** What happens, said before it does (a warning, or news when `tone` is 'info': lifting a ban). */
  hint: string
  tone?: 'warning' | 'info'
  /** The longest reason the contract takes (default 255). */
  maxLength?: number
  run: (id: string, reason: string) => Promise<unknown>
}

/** A reasoned step about to be taken on `subject` (kept in the caller's state while the dialog is open). */
export interface Reasoning {
  action: Reasoned
  subject: { id: string; name: string }
}

/**
 * A step that cannot be undone and is done with a reason the other side is shown (cancelling a
 * visit, blacklisting a visitor, taking a pass back): open while `open` is set.
 */
export function ReasonDialog({
  open,
  onClose,
  onSaved,
  testId,
  fieldTestId,
}: {
  open: Reasoning | null
  onClose: () => void
  onSaved: () => void
  /** The dialog's test id, and its reason field's. */
  testId: string
  fieldTestId: string
}) {
  const { t } = useTranslation()
  const rules = useRules()
  const label = t('admin.appKit.reason')
  return (
    <FormDialog<{ reason: string }>
      opening={open}
      title={open ? `${open.action.title} · ${open.subject.name}` : ''}
      onClose={onClose}
      onSubmit={(v) => (open ? open.action.run(open.subject.id, v.reason) : Promise.resolve())}
      onSaved={onSaved}
      width={520}
      data-testid={testId}
    >
      <Alert
        type={open?.action.tone ?? 'warning'}
        showIcon
        style={{ marginBottom: 16 }}
        title={open?.action.hint}
      />
      <Form.Item name="reason" label={label} rules={[rules.required(label)]}>
        <Input.TextArea
          maxLength={open?.action.maxLength ?? REASON_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
          data-testid={fieldTestId}
        />
      </Form.Item>
    </FormDialog>
  )
}
