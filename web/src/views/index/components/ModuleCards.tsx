import { hasPerm, menuHasPath } from '@portal/contracts'
import { Card, Skeleton } from 'antd'
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react'
import { type WorkbenchCard, workbenchCards } from '../../../app/workbench'
import { useMenuStore } from '../../../stores/menu'
import { useUserStore } from '../../../stores/user'

const loaded = new Map<string, LazyExoticComponent<ComponentType>>()
const componentOf = (card: WorkbenchCard) => {
  let c = loaded.get(card.key)
  if (!c) {
    c = lazy(card.load)
    loaded.set(card.key, c)
  }
  return c
}

/** The cards modules added to one column of the workbench (`app/workbench.ts`) that the caller may see. */
export default function ModuleCards({ column }: { column: WorkbenchCard['column'] }) {
  const menu = useMenuStore((s) => s.menu)
  const user = useUserStore((s) => s.userInfo)
  const permissions = useUserStore((s) => s.permissions)
  const ctx = {
    hasButton: (code: string) => !!user?.superAdmin || hasPerm(permissions, code),
    hasPath: (path: string) => menuHasPath(menu ?? [], path),
  }
  return workbenchCards
    .filter((c) => c.column === column && (c.visible?.(ctx) ?? true))
    .map((c) => {
      const Component = componentOf(c)
      return (
        <Suspense
          key={c.key}
          fallback={
            <Card variant="borderless">
              <Skeleton active paragraph={{ rows: 3 }} />
            </Card>
          }
        >
          <Component />
        </Suspense>
      )
    })
}
