import type { VisitRow } from '@portal/contracts'
import { RecordsPage } from '../../components/Records'
import { useTexts } from '../../core'
import { fill } from '../../texts'
import { VISITOR_HOME } from './Home'
import { VISIT } from './kind'

/** `/vsitorsApplyRecords` (the spec's spelling): my visitor reservations, newest first. */
export default function VisitRecords() {
  const t = useTexts()
  return (
    <RecordsPage<VisitRow>
      kind={VISIT}
      texts={t.visitRecords}
      home={VISITOR_HOME}
      testId="m-visit-records"
      newTestId="m-new-visit"
      row={(r) => (
        <>
          {r.visitorName}
          {r.company ? <span className="m-muted">（{r.company}）</span> : null}
        </>
      )}
      summary={(r) => (
        <>
          {r.hostName ? `${fill(t.visit.hostIs, { name: r.hostName })} · ` : ''}
          {r.visitStart
            ? `${r.visitStart} ~ ${r.visitEnd?.slice(r.visitEnd.startsWith(r.visitStart.slice(0, 10)) ? 11 : 0) ?? ''}`
            : ''}
        </>
      )}
    />
  )
}
