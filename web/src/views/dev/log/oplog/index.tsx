import { OP_LOG_CATEGORIES } from '@portal/contracts'
import LogPage from '../components/LogPage'

/** Operation log: every change made through the API, and the failures. */
export default function OpLogPage() {
  return <LogPage kind="op" categories={[...OP_LOG_CATEGORIES]} />
}
