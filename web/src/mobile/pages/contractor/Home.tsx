import { AreaHome } from '../../components/AreaHome'
import { useTexts } from '../../core'
import { useSharedLinks } from '../links'

/** `/contractor`: what a contractor can do here, once signed in. */
export default function ContractorHome() {
  const t = useTexts()
  const shared = useSharedLinks('exam', 'meal', 'survey', 'feedback')
  return (
    <AreaHome
      title={t.contractor.title}
      welcome={t.contractor.welcome}
      home="/contractor"
      groups={[
        [
          {
            label: t.contractor.apply,
            hint: t.contractor.applyHint,
            path: '/contractorsApply',
            testId: 'm-go-apply',
          },
          {
            label: t.contractor.records,
            hint: t.contractor.recordsHint,
            path: '/contractorsApplyRecords',
            testId: 'm-go-records',
          },
        ],
        [
          {
            label: t.contractor.work,
            hint: t.contractor.workHint,
            path: '/workApplication',
            testId: 'm-go-work',
          },
          {
            label: t.contractor.workRecords,
            hint: t.contractor.workRecordsHint,
            path: '/workApplicationRecords',
            testId: 'm-go-work-records',
          },
        ],
        shared,
      ]}
    />
  )
}
