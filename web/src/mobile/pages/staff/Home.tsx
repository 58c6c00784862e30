import type { MobileMenuModule } from '@portal/contracts'
import { useEffect, useState } from 'react'
import { AreaHome, type AreaLink } from '../../components/AreaHome'
import { ErrorBlock } from '../../components/ErrorBlock'
import { useLang, useTexts } from '../../core'
import { Loading } from '../../Frame'
import { fill } from '../../texts'
import { APPROVALS, ROUTE_OF, STAFF_HOME, staffCalls } from './calls'
import { useStaffTexts } from './texts'

/**
 * `/staff`: an employee's phone home. Its entries are the phone menus their roles grant
 * (`/api/mobile/menu`, modules > menus), each opening its page here; "My approvals" shows how many
 * wait. A menu whose page the phone does not have shows greyed, saying so.
 */
export default function StaffHome() {
  const t = useTexts()
  const m = useStaffTexts()
  const lang = useLang()
  const [modules, setModules] = useState<MobileMenuModule[] | null>(null)
  const [todo, setTodo] = useState(0)
  useEffect(() => {
    staffCalls
      .menu()
      .then(setModules)
      .catch(() => setModules([]))
    staffCalls
      .todoCount()
      .then(setTodo)
      .catch(() => {})
  }, [])
  const title = (x: { title: string; titleEn: string | null }) => (lang === 'en' && x.titleEn) || x.title
  const groups: AreaLink[][] = (modules ?? [])
    .map((mod) =>
      mod.menus.map((menu): AreaLink => {
        const route = menu.path ? ROUTE_OF[menu.path] : undefined
        const waiting = route === APPROVALS && todo > 0
        return {
          label: title(menu),
          hint: route
            ? waiting
              ? fill(m.todoCount, { n: todo >= 100 ? '99+' : todo })
              : (m.hints[route] ?? title(mod))
            : m.notOnPhone,
          path: route ?? menu.path ?? menu.id,
          testId: `m-go-${menu.code}`,
          badge: waiting ? (todo >= 100 ? '99+' : String(todo)) : undefined,
          disabled: !route,
        }
      }),
    )
    .filter((g) => g.length)
  return (
    <AreaHome title={t.staff.title} welcome={m.welcome} home={STAFF_HOME} groups={groups}>
      {modules === null ? <Loading /> : null}
      {modules && !groups.length ? (
        <ErrorBlock status="empty" title={m.noEntries} description={null} />
      ) : null}
    </AreaHome>
  )
}
