import { VIS_LOG_CATEGORIES } from '@portal/contracts'
import LogPage from '../components/LogPage'

/** Visit log: logins and logouts. */
export default function VisLogPage() {
  return <LogPage kind="vis" categories={[...VIS_LOG_CATEGORIES]} />
}
