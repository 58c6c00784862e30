import type { FlowDoneRow, FlowMineRow, FlowTodoRow } from '@portal/contracts'
import { CapsuleTabs, Tag } from 'antd-mobile'
import { useState } from 'react'
import { LinkItem } from '../../components/LinkItem'
import { PagedList } from '../../components/PagedList'
import { localTime } from '../../components/StatusTag'
import { useLang, useTexts } from '../../core'
import { Page } from '../../Page'
import { fill } from '../../texts'
import { DECIDED_URL, instancePath, MINE_URL, STAFF_HOME, WAITING_URL } from './calls'
import { type StaffTexts, useStaffTexts } from './texts'

/** The summary as the server labels it in the reader's language: "来访人数：2 · 车牌：苏A12345". */
const summaryLine = (summary: Record<string, string>, lang: string) =>
  Object.entries(summary)
    .filter(([, v]) => v)
    .map(([k, v]) => (lang === 'en' ? `${k}: ${v}` : `${k}：${v}`))
    .join(' · ')

/** The colour of an application's state, as the back-office shows it. */
export const STATUS_COLOR: Record<string, string> = {
  RUNNING: 'primary',
  RETURNED: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
  WITHDRAWN: 'default',
}
export const StatusOf = ({ status, m }: { status: string; m: StaffTexts }) => (
  <Tag color={STATUS_COLOR[status] ?? 'default'} fill="outline" data-testid="m-flow-status">
    {m.status[status] ?? status}
  </Tag>
)

/**
 * `/staff/approve`: "My approvals" on the phone — what waits for me (each opens to be decided) and
 * what I decided, newest first.
 */
export default function Approvals() {
  const t = useTexts()
  const m = useStaffTexts()
  const lang = useLang()
  const [tab, setTab] = useState('todo')
  return (
    <Page title={t.staff.approvals} home={STAFF_HOME}>
      <CapsuleTabs activeKey={tab} onChange={setTab}>
        <CapsuleTabs.Tab title={m.todo} key="todo" />
        <CapsuleTabs.Tab title={m.done} key="done" />
      </CapsuleTabs>
      {tab === 'todo' ? (
        <PagedList<FlowTodoRow & { id: string }>
          key="todo"
          url={WAITING_URL}
          testId="m-approve-todo"
          item={(r) => (
            <LinkItem
              key={r.taskId}
              to={instancePath(r.instanceId, r.taskId)}
              testId={`m-approve-item-${r.taskId}`}
              description={
                <>
                  <div>{summaryLine(r.summary, lang)}</div>
                  <div>
                    {r.applicantName ? `${r.applicantName} · ` : ''}
                    {(lang === 'en' && r.stepNameEn) || r.stepName} ·{' '}
                    {fill(m.submittedAt, { time: localTime(r.submittedAt) })}
                  </div>
                </>
              }
            >
              {r.title}
            </LinkItem>
          )}
        />
      ) : (
        <PagedList<FlowDoneRow>
          key="done"
          url={DECIDED_URL}
          testId="m-approve-done"
          item={(r) => (
            <LinkItem
              key={r.id}
              to={instancePath(r.instanceId)}
              testId={`m-approve-done-${r.id}`}
              extra={<StatusOf status={r.status} m={m} />}
              description={
                <>
                  <div>{fill(m.yourDecision, { action: m.decide[r.action] ?? r.action })}</div>
                  {r.comment ? <div className="m-comment">{r.comment}</div> : null}
                </>
              }
            >
              {r.title}
            </LinkItem>
          )}
        />
      )}
    </Page>
  )
}

/** `/staff/apply`: the applications I submitted (on the web or here), newest first, with their state. */
export function Applications() {
  const t = useTexts()
  const m = useStaffTexts()
  return (
    <Page title={t.staff.applications} home={STAFF_HOME}>
      <PagedList<FlowMineRow & { id: string }>
        url={MINE_URL}
        testId="m-apply-mine"
        item={(r) => (
          <LinkItem
            key={r.instanceId}
            to={instancePath(r.instanceId)}
            testId={`m-apply-item-${r.instanceId}`}
            extra={<StatusOf status={r.status} m={m} />}
            description={fill(m.submittedAt, { time: localTime(r.createdAt) })}
          >
            {r.title}
          </LinkItem>
        )}
      />
    </Page>
  )
}
