import type { AdmissionRow } from '@portal/contracts'
import { EllipsisText } from '../../components/EllipsisText'
import { RecordsPage } from '../../components/Records'
import { useTexts } from '../../core'
import { fill } from '../../texts'
import { ADMISSION } from './kind'

/** `/contractorsApplyRecords`: my admission applications, newest first, as far as I scroll. */
export default function AdmissionRecords() {
  const t = useTexts()
  return (
    <RecordsPage<AdmissionRow>
      kind={ADMISSION}
      texts={t.records}
      testId="m-records"
      newTestId="m-new-apply"
      row={(r) => <EllipsisText text={r.companyName} width={24} />}
      summary={(r) => fill(t.records.persons, { n: r.personCount })}
    />
  )
}
