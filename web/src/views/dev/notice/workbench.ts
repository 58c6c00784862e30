import type { WorkbenchCard } from '../../../app/workbench'

/** The notices placed on the workbench, inside their publish window. */
const card: WorkbenchCard = {
  key: 'notices',
  order: 20,
  column: 'main',
  load: () => import('./WorkbenchCard'),
}
export default card
