import { AuditOutlined } from '@ant-design/icons'
import { APPROVAL_TODO_CAP, mustChangePassword } from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { flowTaskApi } from '../../api/flow/approval'
import { useMenuStore } from '../../stores/menu'
import { useUserStore } from '../../stores/user'
import { menuChain } from '../../utils/menu'
import { CountIcon, HeaderButton } from './HeaderButton'
import { POLL_MS } from './MessageBell'

/** The page of my approvals (its menu's path). */
const TASK_PATH = '/flow/task'

/**
 * The user bar's approvals button: how many approval tasks wait for me, as a badge, opening "My
 * approvals". Shown to users whose menu has that page (and to the super administrator); asked as
 * often as the message bell. "My approvals" reads the same count, and a decision refreshes both.
 */
export default function ApprovalBadge() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const user = useUserStore((s) => s.userInfo)
  const hasPage = useMenuStore((s) => menuChain(s.menu ?? undefined, TASK_PATH).length > 0)
  const shown = !!user && (hasPage || !!user.superAdmin)
  const { data } = useQuery({
    ...flowTaskApi.todoCount.query(),
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
    enabled: !!user && shown && !mustChangePassword(user),
  })
  if (!shown) return null
  const count = data ?? 0
  const label = count
    ? t('admin.flowTask.badge', { count: count >= APPROVAL_TODO_CAP ? `${APPROVAL_TODO_CAP - 1}+` : count })
    : t('admin.flowTask.badgeTitle')
  return (
    <HeaderButton
      tip={t('admin.flowTask.badgeTitle')}
      aria-label={label}
      onClick={() => void navigate(TASK_PATH)}
      data-testid="approval-bell"
    >
      <CountIcon icon={AuditOutlined} count={count} cap={APPROVAL_TODO_CAP} testId="approval-badge" />
    </HeaderButton>
  )
}
