import type { PermitRow } from '@portal/contracts'
import { RecordsPage } from '../../components/Records'
import { useTexts } from '../../core'
import { fill } from '../../texts'
import { GOODS_HOME } from './Home'
import { PERMIT } from './kind'

/** `/releasePermitRecords`: my goods release permits, newest first. */
export default function PermitRecords() {
  const t = useTexts()
  return (
    <RecordsPage<PermitRow>
      kind={PERMIT}
      texts={t.permitRecords}
      home={GOODS_HOME}
      testId="m-permit-records"
      newTestId="m-new-permit"
      row={(r) => (
        <>
          {r.applicantName}
          {r.plate ? <span className="m-muted">（{r.plate}）</span> : null}
        </>
      )}
      summary={(r) => (
        <>
          {fill(t.permitRecords.lines, { n: r.lineCount })}
          {r.exitAt ? ` · ${r.exitAt}` : ''}
          {r.progress === 'LEFT' ? ` · ${t.permitRecords.left}` : ''}
        </>
      )}
    />
  )
}
