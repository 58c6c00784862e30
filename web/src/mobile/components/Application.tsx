import type { AdmissionStatus, TrailEntry } from '@portal/contracts'
import { Button, Dialog, ErrorBlock, NoticeBar, Toast } from 'antd-mobile'
import { useNavigate } from 'react-router'
import { api, errorText, useTexts } from '../core'
import { Page } from '../Page'
import { fill } from '../texts'

/**
 * What every phone application page shows the same way: loading and a failed load, the note of a
 * return, and the footer of actions (edit, withdraw, save as draft, submit, delete the draft).
 */

/** States in which the applicant may still change an application. */
export const EDITABLE: AdmissionStatus[] = ['DRAFT', 'RETURNED', 'WITHDRAWN']

/** The page while its application loads, or after it could not. */
export function LoadState({
  title,
  failed,
  retry,
}: {
  title: string
  failed: string | null
  retry: () => void
}) {
  const t = useTexts()
  return (
    <Page title={title}>
      {failed ? (
        <ErrorBlock
          status="disconnected"
          title={failed}
          description={
            <Button size="small" onClick={retry}>
              {t.common.retry}
            </Button>
          }
        />
      ) : (
        <div className="m-loading">{t.common.loading}</div>
      )}
    </Page>
  )
}

/** Why a returned application came back: the last return's comment. */
export function ReturnedNote({ status, trail }: { status: AdmissionStatus; trail: TrailEntry[] }) {
  const t = useTexts()
  const returned = status === 'RETURNED' ? [...trail].reverse().find((h) => h.action === 'RETURN') : undefined
  if (!returned) return null
  return (
    <NoticeBar
      color="alert"
      wrap
      content={fill(t.apply.returnedNote, { comment: returned.comment ?? '' })}
      data-testid="m-returned"
    />
  )
}

interface FooterProps {
  /** The phone API of this kind (`/krs/…main`) and the page paths of the form and the records. */
  base: string
  formPath: string
  recordsPath: string
  id: string | undefined
  status: AdmissionStatus | undefined
  viewing: boolean
  disabled: boolean
  busy: 'draft' | 'submit' | null
  onSaveDraft: () => void
  onSubmit: () => void
  /** After a withdrawal (read it again) and after the draft is deleted (forget what the phone kept). */
  onWithdrawn: () => void
  onDeleted: () => void
}

export function ApplicationFooter(p: FooterProps) {
  const t = useTexts()
  const navigate = useNavigate()

  async function act(kind: 'withdraw' | 'deleteDraft') {
    const content =
      kind === 'withdraw'
        ? t.apply.withdrawConfirm
        : fill(t.apply.removeConfirm, { what: t.apply.deleteDraft })
    if (!(await Dialog.confirm({ content, confirmText: t.common.confirm, cancelText: t.common.cancel })))
      return
    try {
      await api.post(`${p.base}/${kind}`, { id: p.id })
      Toast.show({ icon: 'success', content: kind === 'withdraw' ? t.apply.withdrawn : t.apply.deleted })
      if (kind === 'withdraw') p.onWithdrawn()
      else {
        p.onDeleted()
        navigate(p.recordsPath, { replace: true })
      }
    } catch (err) {
      Toast.show({ icon: 'fail', content: errorText(err) })
    }
  }

  return (
    <div className="m-footer">
      {p.viewing && p.id && p.status && EDITABLE.includes(p.status) ? (
        <Button
          block
          color="primary"
          onClick={() => navigate(`${p.formPath}/edit/${p.id}`)}
          data-testid="m-edit"
        >
          {t.apply.edit}
        </Button>
      ) : null}
      {p.status === 'RUNNING' ? (
        <Button block onClick={() => act('withdraw')} data-testid="m-withdraw">
          {t.apply.withdraw}
        </Button>
      ) : null}
      {!p.disabled ? (
        <>
          <Button
            block
            loading={p.busy === 'draft'}
            disabled={!!p.busy}
            onClick={p.onSaveDraft}
            data-testid="m-save-draft"
          >
            {t.apply.saveDraft}
          </Button>
          <Button
            block
            color="primary"
            loading={p.busy === 'submit'}
            disabled={!!p.busy}
            onClick={p.onSubmit}
            data-testid="m-submit"
          >
            {t.apply.submit}
          </Button>
        </>
      ) : null}
      {!p.viewing && p.status === 'DRAFT' ? (
        <Button block fill="none" color="danger" onClick={() => act('deleteDraft')}>
          {t.apply.deleteDraft}
        </Button>
      ) : null}
    </div>
  )
}
