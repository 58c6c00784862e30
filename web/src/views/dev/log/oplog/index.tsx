import { OP_LOG_CATEGORIES } from '@portal/contracts'
import LogPage from '../components/LogPage'

/** Operation log: every change made through the API, the failures, and the refused calls (DENIED). */
export default function OpLogPage() {
  return <LogPage kind="op" categories={[...OP_LOG_CATEGORIES]} />
}
