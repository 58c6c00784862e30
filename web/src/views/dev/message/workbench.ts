import type { WorkbenchCard } from '../../../app/workbench'

/** The caller's newest unread messages. */
const card: WorkbenchCard = {
  key: 'unreadMessages',
  order: 10,
  column: 'side',
  load: () => import('./WorkbenchCard'),
}
export default card
