import type { TrailEntry, VisitStatus } from '@portal/contracts'
import { Button, Dialog, Form, NoticeBar, Toast } from 'antd-mobile'
import { Children, type ReactNode, startTransition, useEffect, useState } from 'react'
import { useLocation, useParams } from 'wouter'
import { ApiError, api, errorText, useTexts } from '../core'
import { Loading } from '../Frame'
import { Page } from '../Page'
import { fill, type MobileTexts } from '../texts'
import { enterToNext } from './enterNext'
import { LoadFailed } from './LoadFailed'
import { StatusTag } from './StatusTag'
import { Trail } from './Trail'
import { useDraft } from './useDraft'

/**
 * The phone application kit: what every application form (admission, entry work, a visit, the
 * forms to come) does the same way. `useApplication` runs its lifecycle (a new one with its
 * defaults or what the phone kept, an existing one loaded, save as draft, submit, resubmit a
 * returned one, withdraw, delete the draft; errors shown on their fields and scrolled to) and
 * `ApplicationPage` shows it (state, return note, the form, the trail, the footer); a form page is
 * its fields, its checks and its texts.
 */

/** States in which the applicant may still change an application. */
export const EDITABLE: VisitStatus[] = ['DRAFT', 'RETURNED', 'WITHDRAWN']

/** Asks before an action; true when confirmed. */
export const confirmed = (t: MobileTexts, content: string, confirmText = t.common.confirm) =>
  Dialog.confirm({ content, confirmText, cancelText: t.common.cancel })

/** A "please fill in {label}" rule. */
export const required = (t: MobileTexts, label: string) => ({
  required: true,
  message: fill(t.common.required, { label }),
})

/** A check on a field's value: what it returns, if anything, is the field's error. */
export const rule = <T,>(problem: (v: T | undefined) => string | false | null | undefined) => ({
  validator: async (_r: unknown, v: T | undefined) => {
    const message = problem(v)
    if (message) throw new Error(message)
  },
})

/** What every application's detail has, besides its own fields. */
export interface ApplicationDetail {
  status: VisitStatus
  trail: TrailEntry[]
  pending: Array<{ assigneeName: string; stepName: string }>
  form: Record<string, unknown>
}

/** One kind of application on the phone: where it lives and how its values travel. */
export interface ApplicationKind<V> {
  /** The phone API (`/krs/…`): addOaFrom, withdraw, deleteDraft and the detail below it. */
  base: string
  /** The detail's route under `base`. */
  detailRoute: string
  /** The form's page (`/visitorApply`) and the records' page. */
  formPath: string
  recordsPath: string
  /** Where what is typed is kept on the phone (`VISIT_DRAFT`). */
  draftKey: string
  /** The field a draft must have. */
  draftField: string
  /** The values as sent, and a saved form back into the fields. */
  toForm: (values: V) => Record<string, unknown>
  fromForm?: (form: Record<string, unknown>) => V
  /** Where a submitted application lands (its view by default). */
  landing?: (id: string) => string
}

interface Options {
  /** The label of `draftField`, in the page's language. */
  draftLabel: string
  /** A new form without anything kept: its first values. */
  onNew?: () => void
  /** What the page needs besides the detail (rules, lists), loaded with it; throws to fail the page. */
  also?: () => Promise<unknown>
}

/**
 * The names the server's validation message gives (`参数 form.persons.0.idCard：…` /
 * `Field form.persons.0.idCard: …`, see the server's `validationMessage`) as form field paths, each
 * with its message.
 */
export function serverFieldErrors(
  message: string,
): Array<{ name: Array<string | number>; errors: string[] }> {
  return message.split(/；|; /).flatMap((part) => {
    const m = /^(?:参数|Field) form\.([\w.]+)[：:]\s*(.*)$/.exec(part.trim())
    if (!m) return []
    const name = m[1]!.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s))
    return [{ name, errors: [m[2] || part] }]
  })
}

/** Brings the first field with an error into sight, and into focus when it takes typing. */
export function scrollToFirstError() {
  // After the errors have rendered.
  setTimeout(() => {
    const item = document.querySelector<HTMLElement>('.adm-form-item-has-error')
    if (!item) return
    item.scrollIntoView({ block: 'center' })
    item.querySelector<HTMLElement>('input:not([type=file]):not([disabled]), textarea, button')?.focus({
      preventScroll: true,
    })
  }, 50)
}

/** The lifecycle of one application form (see the module's comment). */
export function useApplication<V, D extends ApplicationDetail>(kind: ApplicationKind<V>, o: Options) {
  const t = useTexts()
  const [, navigate] = useLocation()
  const { isEdit, id } = useParams<{ isEdit?: string; id?: string }>()
  const [form] = Form.useForm()
  const [detail, setDetail] = useState<D | null>(null)
  const [alsoDone, setAlsoDone] = useState(!o.also)
  const [failed, setFailed] = useState<string | null>(null)
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null)
  const draft = useDraft<V>(`${kind.draftKey}:${id ?? 'new'}`)

  const viewing = !!id && (isEdit === 'view' || isEdit === '0')
  const editable = !id || (detail ? EDITABLE.includes(detail.status) : false)
  const disabled = viewing || !editable
  const restored = (kept: V | null) => {
    if (kept) Toast.show({ content: t.apply.draftRestored })
    return kept
  }

  const load = () => {
    setFailed(null)
    o.also?.()
      .then(() => setAlsoDone(true))
      .catch((err) => setFailed(errorText(err)))
    if (!id) return
    api
      .get<D>(`${kind.base}/${kind.detailRoute}`, { id })
      .then((d) => {
        setDetail(d)
        const kept = !viewing && EDITABLE.includes(d.status) ? restored(draft.restore()) : null
        form.setFieldsValue(kept ?? (kind.fromForm ? kind.fromForm(d.form) : d.form))
      })
      .catch((err) => setFailed(errorText(err)))
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: load again only for another application
  useEffect(() => {
    load()
    if (id) return
    const kept = restored(draft.restore())
    if (kept) form.setFieldsValue(kept)
    else o.onNew?.()
  }, [id, isEdit])

  const values = () => kind.toForm(form.getFieldsValue(true) as V)

  async function saveDraft() {
    const sent = values()
    if (!sent[kind.draftField]) {
      Toast.show({ content: fill(t.common.required, { label: o.draftLabel }) })
      return
    }
    setBusy('draft')
    try {
      const saved = await api.post<string>(`${kind.base}/addOaFrom`, { id, submit: false, form: sent })
      draft.drop()
      Toast.show({ icon: 'success', content: t.apply.draftSaved })
      if (!id) navigate(`${kind.formPath}/edit/${saved}`, { replace: true })
    } catch (err) {
      Toast.show({ icon: 'fail', content: errorText(err) })
    } finally {
      setBusy(null)
    }
  }

  /** Submits (or resubmits a returned one): checked here, asked, sent; a refusal lands on its field. */
  async function submit() {
    try {
      await form.validateFields()
    } catch {
      Toast.show({ icon: 'fail', content: t.apply.fixErrors })
      scrollToFirstError()
      return
    }
    if (!(await confirmed(t, t.apply.submitConfirm, t.apply.submit))) return
    setBusy('submit')
    try {
      const saved = await api.post<string>(`${kind.base}/addOaFrom`, { id, submit: true, form: values() })
      draft.drop()
      Toast.show({ icon: 'success', content: t.apply.submitted })
      navigate(kind.landing ? kind.landing(saved) : `${kind.formPath}/view/${saved}`, { replace: true })
    } catch (err) {
      const refused = err instanceof ApiError && err.code === 400
      const fields = refused ? serverFieldErrors(err.message) : []
      if (fields.length) {
        form.setFields(fields)
        scrollToFirstError()
      }
      // A refusal stays on screen long enough to read the field it names.
      Toast.show({ icon: 'fail', content: errorText(err), duration: refused ? 5000 : 2000 })
    } finally {
      setBusy(null)
    }
  }

  return {
    t,
    id,
    form,
    detail,
    failed,
    ready: !failed && (!id || !!detail) && alsoDone,
    viewing,
    disabled,
    load,
    busy,
    saveDraft,
    submit,
    draft,
    kind,
  }
}

export type Application<V, D extends ApplicationDetail> = ReturnType<typeof useApplication<V, D>>

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
  const _t = useTexts()
  return <Page title={title}>{failed ? <LoadFailed title={failed} onRetry={retry} /> : <Loading />}</Page>
}

/** Why a returned application came back: the last return's comment. */
function ReturnedNote({ status, trail }: { status: VisitStatus; trail: TrailEntry[] }) {
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

interface PageProps<V, D extends ApplicationDetail> {
  app: Application<V, D>
  /** New, edit and view titles. */
  titles: { new: string; edit: string; view: string }
  home?: string
  /** The state line's test id, and what it shows besides the status and who decides next. */
  stateTestId: string
  state?: (detail: D) => ReactNode
  /** Between the state and the form (a pass), and under the trail (more actions). */
  above?: (detail: D) => ReactNode
  below?: (detail: D) => ReactNode
  /** Besides keeping what is typed: a field that clears others. */
  onValuesChange?: (changed: Record<string, unknown>, all: Record<string, unknown>) => void
  /** Shown instead of the form while it cannot be filled (e.g. no admitted company). */
  instead?: ReactNode
  children: ReactNode
}

/** One application form's page: state, return note, the form, the trail and the footer. */
export function ApplicationPage<V, D extends ApplicationDetail>(p: PageProps<V, D>) {
  const { app } = p
  const { t, detail, disabled } = app
  const title = app.viewing ? p.titles.view : app.id ? p.titles.edit : p.titles.new
  if (!app.ready) return <LoadState title={title} failed={app.failed} retry={app.load} />
  if (p.instead)
    return (
      <Page title={title} home={p.home}>
        {p.instead}
      </Page>
    )
  return (
    <Page title={title} home={p.home}>
      {detail ? (
        <div className="m-state" data-testid={p.stateTestId}>
          <StatusTag status={detail.status} />
          {p.state?.(detail)}
          {detail.pending.length ? (
            <span>
              {fill(t.apply.pending, {
                names: detail.pending.map((x) => x.assigneeName).join('、'),
                step: detail.pending[0]!.stepName,
              })}
            </span>
          ) : null}
        </div>
      ) : null}
      {detail ? <ReturnedNote status={detail.status} trail={detail.trail} /> : null}
      {detail ? p.above?.(detail) : null}

      <fieldset className="m-fieldset" onKeyDown={enterToNext}>
        <Form
          form={app.form}
          layout="vertical"
          mode="card"
          disabled={disabled}
          onValuesChange={(changed, all) => {
            p.onValuesChange?.(changed, all)
            if (!disabled) app.draft.keep(app.form.getFieldsValue(true) as V)
          }}
        >
          <Progressive>{p.children}</Progressive>
        </Form>
      </fieldset>

      {detail ? <Trail trail={detail.trail} /> : null}
      {detail ? p.below?.(detail) : null}
      <ApplicationFooter app={app} />
    </Page>
  )
}

/** How many of a form's rows (headers, fields, groups) the first paint holds: about a screen. */
const FIRST_ROWS = 9
/** How many more rows each following slice adds. */
const MORE_ROWS = 3

/**
 * A long form's rows, the first screen's first and the rest a few at a time, each slice a transition
 * after the one before has painted: a phone shows the top of the form sooner and is never blocked
 * for long by mounting fifty fields at once. The values live in the form's store, so a row mounted
 * later shows what was restored or typed before.
 */
function Progressive({ children }: { children: ReactNode }) {
  const rows = Children.toArray(children)
  const [shown, setShown] = useState(FIRST_ROWS)
  useEffect(() => {
    if (shown >= rows.length) return
    const frame = requestAnimationFrame(() =>
      setTimeout(() => startTransition(() => setShown((n) => n + MORE_ROWS))),
    )
    return () => cancelAnimationFrame(frame)
  }, [shown, rows.length])
  // Until the last row is in, a screen's height holds the actions below it, out of sight: they do
  // not jump down as rows come (layout shift), nor send a form whose later fields are not mounted.
  // One shape throughout: the rows stay mounted when the last slice comes (another shape for the
  // whole form would mount every row a second time).
  return (
    <>
      {rows.slice(0, shown)}
      {shown < rows.length ? <div className="m-progressive" aria-hidden="true" /> : null}
    </>
  )
}

/** The actions: edit, withdraw, save as draft, submit, delete the draft. */
function ApplicationFooter<V, D extends ApplicationDetail>({ app }: { app: Application<V, D> }) {
  const { t, id, kind, viewing, disabled, busy } = app
  const status = app.detail?.status
  const [, navigate] = useLocation()

  async function act(action: 'withdraw' | 'deleteDraft') {
    const content =
      action === 'withdraw'
        ? t.apply.withdrawConfirm
        : fill(t.apply.removeConfirm, { what: t.apply.deleteDraft })
    if (!(await confirmed(t, content))) return
    try {
      await api.post(`${kind.base}/${action}`, { id })
      Toast.show({ icon: 'success', content: action === 'withdraw' ? t.apply.withdrawn : t.apply.deleted })
      if (action === 'withdraw') app.load()
      else {
        app.draft.drop()
        navigate(kind.recordsPath, { replace: true })
      }
    } catch (err) {
      Toast.show({ icon: 'fail', content: errorText(err) })
    }
  }

  return (
    <div className="m-footer">
      {viewing && id && status && EDITABLE.includes(status) ? (
        <Button
          block
          color="primary"
          onClick={() => navigate(`${kind.formPath}/edit/${id}`)}
          data-testid="m-edit"
        >
          {t.apply.edit}
        </Button>
      ) : null}
      {status === 'RUNNING' ? (
        <Button block onClick={() => act('withdraw')} data-testid="m-withdraw">
          {t.apply.withdraw}
        </Button>
      ) : null}
      {!disabled ? (
        <>
          <Button
            block
            loading={busy === 'draft'}
            disabled={!!busy}
            onClick={app.saveDraft}
            data-testid="m-save-draft"
          >
            {t.apply.saveDraft}
          </Button>
          <Button
            block
            color="primary"
            loading={busy === 'submit'}
            disabled={!!busy}
            onClick={app.submit}
            data-testid="m-submit"
          >
            {t.apply.submit}
          </Button>
        </>
      ) : null}
      {!viewing && status === 'DRAFT' ? (
        <Button block fill="none" color="danger" onClick={() => act('deleteDraft')}>
          {t.apply.deleteDraft}
        </Button>
      ) : null}
    </div>
  )
}
