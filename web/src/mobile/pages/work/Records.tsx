import type { WorkRow } from '@portal/contracts'
import { Tag } from 'antd-mobile'
import { EllipsisText } from '../../components/EllipsisText'
import { RecordsPage } from '../../components/Records'
import { useTexts } from '../../core'
import { fill } from '../../texts'
import { WORK } from './kind'

/** `/workApplicationRecords`: my entry-work applications, newest first; an approved one shows its passes. */
export default function WorkRecords() {
  const t = useTexts()
  return (
    <RecordsPage<WorkRow>
      kind={WORK}
      texts={t.workRecords}
      testId="m-work-records"
      newTestId="m-new-work"
      row={(r) => (
        <>
          <EllipsisText text={r.project} width={22} />
          {r.hazardous ? (
            <Tag color="danger" fill="outline" className="m-tag-after">
              {t.workRecords.hazardous}
            </Tag>
          ) : null}
        </>
      )}
      summary={(r) => (
        <>
          {r.contractorName ? `${r.contractorName} · ` : ''}
          {fill(t.workRecords.workers, { n: r.workerCount })}
          {r.startDay ? ` · ${r.startDay} ~ ${r.endDay ?? ''}` : ''}
        </>
      )}
    />
  )
}
