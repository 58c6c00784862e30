import type { FlowInstanceDetail } from '@portal/contracts'
import { Button, Dialog, List, Toast } from 'antd-mobile'
import { useCallback, useEffect, useState } from 'react'
import { useLocation, useParams } from 'wouter'
import { LoadFailed } from '../../components/LoadFailed'
import { Trail } from '../../components/Trail'
import { errorText, useTexts } from '../../core'
import { Loading } from '../../Frame'
import { Page } from '../../Page'
import { StatusOf } from './Approvals'
import { APPROVALS, ROUTE_OF, staffCalls } from './calls'
import { useStaffTexts } from './texts'

/** The decisions a phone offers, each with the mobile button that grants it. */
const DECISIONS = [
  ['APPROVE', 'mobileApprovePass'],
  ['RETURN', 'mobileApproveReturn'],
  ['REJECT', 'mobileApproveReject'],
] as const
type Decision = (typeof DECISIONS)[number][0]
const COMMENT_MAX = 1000

/**
 * `/staff/approve/:instanceId/:taskId?`: one application — its summary and trail — and, when the
 * task named is mine and open, my decision: approve, return or reject (each granted by its mobile
 * button; returning and rejecting need a comment), confirmed before it is sent.
 */
export default function Instance() {
  const t = useTexts()
  const m = useStaffTexts()
  const { instanceId = '', taskId } = useParams<{ instanceId?: string; taskId?: string }>()
  const [, navigate] = useLocation()
  const [data, setData] = useState<FlowInstanceDetail | null>(null)
  const [granted, setGranted] = useState<ReadonlySet<string>>(new Set())
  const [failed, setFailed] = useState<string | null>(null)
  const [comment, setComment] = useState('')
  const [missing, setMissing] = useState(false)
  const [busy, setBusy] = useState<Decision | null>(null)

  const load = useCallback(() => {
    setFailed(null)
    staffCalls
      .detail(instanceId)
      .then(setData)
      .catch((err: unknown) => setFailed(errorText(err)))
  }, [instanceId])
  useEffect(load, [load])
  useEffect(() => {
    staffCalls
      .menu()
      .then((mods) =>
        setGranted(
          new Set(
            mods.flatMap((x) =>
              x.menus.filter((y) => ROUTE_OF[y.path ?? ''] === APPROVALS).flatMap((y) => y.buttonCodes),
            ),
          ),
        ),
      )
      .catch(() => {})
  }, [])

  const mine = taskId ? data?.tasks.find((k) => k.id === taskId && k.status === 'PENDING') : undefined
  const offered = DECISIONS.filter(([, code]) => granted.has(code))

  async function decide(action: Decision) {
    if (action !== 'APPROVE' && !comment.trim()) {
      setMissing(true)
      document.getElementById('m-flow-comment')?.focus()
      return
    }
    if (
      !(await Dialog.confirm({
        content: m.confirm[action],
        confirmText: m.decide[action],
        cancelText: t.common.cancel,
      }))
    )
      return
    setBusy(action)
    try {
      await staffCalls.decide({ taskId: taskId!, action, comment: comment.trim() || undefined })
      Toast.show({ icon: 'success', content: m.decided })
      navigate(APPROVALS, { replace: true })
    } catch (err) {
      setBusy(null)
      Toast.show({ icon: 'fail', content: errorText(err) })
      load()
    }
  }

  return (
    <Page title={t.staff.approvals} home={APPROVALS}>
      {failed ? (
        <LoadFailed title={failed} onRetry={load} />
      ) : !data ? (
        <Loading />
      ) : (
        <div className="m-flow" data-testid="m-flow-detail">
          <List mode="card" header={m.summary}>
            <List.Item extra={<StatusOf status={data.status} m={m} />}>{data.title}</List.Item>
            {data.applicantName ? <List.Item extra={data.applicantName}>{m.applicant}</List.Item> : null}
            {Object.entries(data.summary).map(([k, v]) => (
              <List.Item key={k} extra={<span className="m-flow-value">{v}</span>}>
                {k}
              </List.Item>
            ))}
          </List>
          <Trail trail={data.history.map((h) => ({ ...h, actorName: h.actorName ?? '' }))} />
          {taskId && !mine ? <p className="m-muted m-flow-note">{m.notYours}</p> : null}
          {mine && offered.length ? (
            <section className="m-exam-q m-flow-decide" aria-labelledby="m-flow-comment-label">
              <label id="m-flow-comment-label" className="m-feedback-legend" htmlFor="m-flow-comment">
                {m.comment}
              </label>
              <textarea
                id="m-flow-comment"
                className="m-survey-text"
                rows={3}
                maxLength={COMMENT_MAX}
                value={comment}
                placeholder={m.commentHint}
                disabled={!!busy}
                aria-invalid={missing}
                aria-describedby={missing ? 'm-flow-comment-error' : undefined}
                onChange={(e) => {
                  setComment(e.target.value)
                  setMissing(false)
                }}
                data-testid="m-flow-comment"
              />
              {missing ? (
                <p className="m-survey-q-error" id="m-flow-comment-error" data-testid="m-flow-comment-error">
                  {m.commentRequired}
                </p>
              ) : null}
              <div className="m-flow-buttons">
                {offered.map(([action]) => (
                  <Button
                    key={action}
                    color={action === 'APPROVE' ? 'primary' : action === 'REJECT' ? 'danger' : 'default'}
                    fill={action === 'APPROVE' ? 'solid' : 'outline'}
                    loading={busy === action}
                    disabled={!!busy}
                    onClick={() => void decide(action)}
                    data-testid={`m-flow-${action}`}
                  >
                    {m.decide[action]}
                  </Button>
                ))}
              </div>
            </section>
          ) : null}
        </div>
      )}
    </Page>
  )
}
