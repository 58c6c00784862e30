import { AreaHome } from '../../components/AreaHome'
import { useTexts } from '../../core'
import { useSharedLinks } from '../links'

export const VISITOR_HOME = '/visitorIndex'

/** `/visitorIndex`: what a visitor can do here, once signed in. */
export default function VisitorHome() {
  const t = useTexts()
  const exams = useSharedLinks('exam', 'feedback')
  return (
    <AreaHome
      title={t.visitor.title}
      welcome={t.visitor.welcome}
      home={VISITOR_HOME}
      groups={[
        [
          { label: t.visitor.apply, hint: t.visitor.applyHint, path: '/visitorApply', testId: 'm-go-visit' },
          {
            label: t.visitor.records,
            hint: t.visitor.recordsHint,
            path: '/vsitorsApplyRecords',
            testId: 'm-go-visit-records',
          },
        ],
        exams,
      ]}
    />
  )
}
