/**
 * The back-office half of the application kit: a phone application's staff page (list, drawer,
 * reason dialog, export) declared by its module, the approval view "My approvals" shows for its
 * form type, and the pieces both are made of. A module keeps only its columns, fields and texts.
 */
export {
  type ApplicationAction,
  type ApplicationColumns,
  type ApplicationDeclaration,
  type ApplicationDetail,
  ApplicationPage,
  type ApplicationRow,
} from './ApplicationPage'
export { ApprovalView, type FormViewProps } from './ApprovalView'
export {
  type Field,
  FieldList,
  type Fields,
  FileThumb,
  GateLog,
  LISTED_STATUSES,
  LoadFailed,
  None,
  prose,
  rows,
  Section,
  SubTable,
  strings,
  Trail,
  text,
  timeColumn,
  useLabel,
  useStatus,
} from './pieces'
export { ReasonDialog, type Reasoned, type Reasoning } from './ReasonDialog'
