import type { TrailEntry, VisitStatus } from '@portal/contracts'
import { Button, Dialog, ErrorBlock, NoticeBar, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { ApiError, api, errorText, useTexts } from '../core'
import { Page } from '../Page'
import { fill, type MobileTexts } from '../texts'

/**
 * What every phone application page shows the same way: loading and a failed load, the note of a
 * return, and the footer of actions (edit, withdraw, save as draft, submit, delete the draft).
 */

/** States in which the applicant may still change an application. */
export const EDITABLE: VisitStatus[] = ['DRAFT', 'RETURNED', 'WITHDRAWN']

/** Asks before an action; true when confirmed. */
export const confirmed = (t: MobileTexts, content: string, confirmText = t.common.confirm) =>
  Dialog.confirm({ content, confirmText, cancelText: t.common.cancel })

interface SaveOptions<V> {
  /** The phone API of this kind (`/krs/…`). */
  base: string
  id: string | undefined
  form: { getFieldsValue(all: true): unknown; validateFields(): Promise<unknown> }
  draft: { drop(): void }
  /** The values as sent. */
  toForm: (values: V) => Record<string, unknown>
  /** The field a draft must have (its name), and its label. */
  draftField: string
  draftLabel: string
  /** Where a new draft goes once saved, and where a submitted application lands. */
  editPath: (id: string) => string
  landing: (id: string) => string
}

/**
 * Saving an application the same way everywhere: a draft needs only its name field; submitting
 * validates, asks, sends, forgets what the phone kept and lands on `landing`. A refusal stays on
 * screen long enough to read the field it names.
 */
export function useApplicationSave<V>(o: SaveOptions<V>) {
  const t = useTexts()
  const navigate = useNavigate()
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null)
  const values = () => o.toForm(o.form.getFieldsValue(true) as V)

  async function saveDraft() {
    const form = values()
    if (!form[o.draftField]) {
      Toast.show({ content: fill(t.common.required, { label: o.draftLabel }) })
      return
    }
    setBusy('draft')
    try {
      const saved = await api.post<string>(`${o.base}/addOaFrom`, { id: o.id, submit: false, form })
      o.draft.drop()
      Toast.show({ icon: 'success', content: t.apply.draftSaved })
      if (!o.id) navigate(o.editPath(saved), { replace: true })
    } catch (err) {
      Toast.show({ icon: 'fail', content: errorText(err) })
    } finally {
      setBusy(null)
    }
  }

  async function submit() {
    try {
      await o.form.validateFields()
    } catch {
      Toast.show({ icon: 'fail', content: t.apply.fixErrors })
      return
    }
    if (!(await confirmed(t, t.apply.submitConfirm, t.apply.submit))) return
    setBusy('submit')
    try {
      const saved = await api.post<string>(`${o.base}/addOaFrom`, { id: o.id, submit: true, form: values() })
      o.draft.drop()
      Toast.show({ icon: 'success', content: t.apply.submitted })
      navigate(o.landing(saved), { replace: true })
    } catch (err) {
      Toast.show({
        icon: 'fail',
        content: errorText(err),
        duration: err instanceof ApiError && err.code === 400 ? 5000 : 2000,
      })
    } finally {
      setBusy(null)
    }
  }

  return { busy, saveDraft, submit }
}

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
export function ReturnedNote({ status, trail }: { status: VisitStatus; trail: TrailEntry[] }) {
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
  status: VisitStatus | undefined
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
    if (!(await confirmed(t, content))) return
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
