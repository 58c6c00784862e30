import type { ApplicationStatus, PageResult, TrailEntry } from '@portal/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Button, Drawer, Input, Select, Space, Typography } from 'antd'
import type { AxiosResponse } from 'axios'
import { type ComponentType, type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Read } from '../../api/read'
import { useFormatTime } from '../../utils/time'
import { ActionLink } from '../AdminKit'
import { ExportButton } from '../AdminKit/ExcelButtons'
import Auth from '../Auth'
import { PrintButton } from '../Print'
import SearchTable, { type SearchField, type SearchTableRef, type STColumn } from '../SearchTable'
import type { FormViewProps } from './ApprovalView'
import { type Field, FieldList, LISTED_STATUSES, Section, Trail, timeColumn, useStatus } from './pieces'
import { ReasonDialog, type Reasoned, type Reasoning } from './ReasonDialog'

/** What every application's list row carries. */
export interface ApplicationRow {
  id: string
  status: ApplicationStatus
  submittedAt: string | null
}
/** …and its detail: the trail, and who is asked now while it runs. */
export interface ApplicationDetail extends ApplicationRow {
  trail: TrailEntry[]
  pending: { stepName: string; assigneeName: string }[]
}

/** A step staff take on one application with a reason (cancel, blacklist): a row link and a drawer button. */
export interface ApplicationAction<R, D> extends Reasoned {
  /** Test ids: `<name>-<key>-<row title>` in the list, `<name>-detail-<key>` in the drawer. */
  key: string
  /** The button permission it needs. */
  code: string
  label: string
  danger?: boolean
  /** Offered on this row (default: always). */
  when?: (r: R) => boolean
  /** Offered in this detail's drawer (default: as `when`). */
  whenDetail?: (d: D) => boolean
}

/** The kit's ready columns, for a declaration to place among its own. */
export interface ApplicationColumns<R> {
  /** The state as its tag; `extra` adds tags beside it (inside the plant…). */
  status: (o?: { width?: number; extra?: (r: R) => ReactNode }) => STColumn<R>
  /** A stored instant, on the company's clock (shown and printed). */
  time: (field: keyof R & string, title: string, width?: number) => STColumn<R>
  submittedAt: STColumn<R>
  finishedAt: STColumn<R>
}

/**
 * A phone application's staff page, declared: what it lists and searches, what its drawer adds to
 * the approval view, what staff may do to one, whether it exports. The kit makes the list (a link
 * on each row's title, the state, the search by title and state, view and the actions), the drawer
 * (state, submitted, finished, who is asked now; the approval view; the module's sections; the
 * trail), the reason dialog and the export button.
 */
export interface ApplicationDeclaration<
  R extends ApplicationRow,
  D extends R & ApplicationDetail,
  Q extends object,
> {
  /** The test ids' prefix (`admission` → `admission-name-…`, `admission-detail`). */
  name: string
  /** The table's id: its saved column settings are kept under it. */
  tableId: string
  api: { key: readonly string[]; page: Read<Q, PageResult<R>>; detail: Read<{ id: string }, D> }
  /** The list's (and print-out's) title. */
  title: string
  /** The drawer's title; the row's title follows it. */
  detailTitle: string
  /** The row's title: the first column (a link that opens it) and what the search box looks for. */
  rowTitle: { field: keyof R & string; label: string; hint: string; width?: number }
  /** The columns after the title (the action column comes last by itself). */
  columns: (c: ApplicationColumns<R>) => STColumn<R>[]
  /** The states the state filter offers (default: all but the draft). */
  statuses?: readonly ApplicationStatus[]
  /** Search fields after title and state. */
  filters?: SearchField[]
  /** The search form's values as the list's query (dates as text…); used by the export too. */
  toQuery?: (values: Record<string, unknown>) => Record<string, unknown>
  /** The search form's first values (a link's filter). */
  initialSearch?: Record<string, unknown>
  actions?: ApplicationAction<R, D>[]
  exporter?: {
    code: string
    /** The file's name when the server gives none. */
    file: string
    /** What the toast says meanwhile. */
    busy: string
    run: (query: Record<string, unknown>) => Promise<AxiosResponse<Blob>>
  }
  /** Above the list (e.g. the pass checker); `open` shows one application's drawer. */
  header?: (open: (id: string) => void) => ReactNode
  /** The form type's approval view (its `approval.tsx`, which "My approvals" shows too). */
  approval: ComponentType<FormViewProps>
  /** The drawer's state fields after state, submitted and finished. */
  state?: (d: D) => Field[]
  /** The drawer's sections between the approval view and the trail (passes, gate log…). */
  sections?: (d: D) => ReactNode
  /** The print button of the drawer: the document type a template prints it as (`dev/printTemplate`). */
  print?: { docType: string; label: string; when?: (d: D) => boolean }
}

const DRAWER_WIDTH = 960

/** The staff page of one application kind. */
export function ApplicationPage<R extends ApplicationRow, D extends R & ApplicationDetail, Q extends object>({
  app,
}: {
  app: ApplicationDeclaration<R, D, Q>
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [table, setTable] = useState<SearchTableRef | null>(null)
  const [viewing, setViewing] = useState<string | null>(null)
  const [reasoning, setReasoning] = useState<Reasoning | null>(null)
  const status = useStatus()
  // Lists again once the company's zone is known (the time columns show it).
  useFormatTime()
  const titleOf = (r: R) => String(r[app.rowTitle.field] ?? '')
  const reason = (a: ApplicationAction<R, D>, r: R) =>
    setReasoning({ action: a, subject: { id: r.id, name: titleOf(r) } })

  const kit: ApplicationColumns<R> = {
    status: (o) => ({
      title: t('admin.appKit.status'),
      dataIndex: 'status',
      width: o?.width ?? 100,
      printText: (r) => status.label(r.status),
      render: (v: ApplicationStatus, r: R) =>
        o?.extra ? (
          <Space size={4} wrap>
            {status.tag(v)}
            {o.extra(r)}
          </Space>
        ) : (
          status.tag(v)
        ),
    }),
    time: timeColumn,
    submittedAt: timeColumn<R>('submittedAt', t('admin.appKit.submittedAt')),
    finishedAt: timeColumn<R>('finishedAt' as keyof R & string, t('admin.appKit.finishedAt')),
  }

  const columns: STColumn<R>[] = [
    {
      title: app.rowTitle.label,
      dataIndex: app.rowTitle.field,
      width: app.rowTitle.width,
      ellipsis: !app.rowTitle.width,
      render: (v: string, r: R) => (
        <Typography.Link onClick={() => setViewing(r.id)} data-testid={`${app.name}-name-${v}`}>
          {v}
        </Typography.Link>
      ),
    },
    ...app.columns(kit),
    {
      title: t('admin.common.action'),
      key: 'action',
      isPrint: false,
      render: (_: unknown, r: R) => (
        <>
          <Button
            type="link"
            size="small"
            onClick={() => setViewing(r.id)}
            data-testid={`${app.name}-view-${titleOf(r)}`}
          >
            {t('admin.appKit.view')}
          </Button>
          {app.actions
            ?.filter((a) => a.when?.(r) ?? true)
            .map((a) => (
              <ActionLink
                key={a.key}
                code={a.code}
                onClick={() => reason(a, r)}
                testId={`${app.name}-${a.key}-${titleOf(r)}`}
              >
                {a.label}
              </ActionLink>
            ))}
        </>
      ),
    },
  ]

  const search: SearchField[] = [
    {
      name: 'searchKey',
      label: app.rowTitle.label,
      node: <Input allowClear placeholder={app.rowTitle.hint} data-testid={`${app.name}-q-name`} />,
    },
    {
      name: 'status',
      label: t('admin.appKit.status'),
      node: (
        <Select
          allowClear
          options={(app.statuses ?? LISTED_STATUSES).map((s) => ({ value: s, label: status.label(s) }))}
          data-testid={`${app.name}-q-status`}
        />
      ),
    },
    ...(app.filters ?? []),
  ]

  return (
    <>
      {app.header?.(setViewing)}
      <SearchTable
        id={app.tableId}
        ref={setTable}
        printTitle={app.title}
        columns={columns}
        request={app.api.page}
        toQuery={app.toQuery}
        initialSearch={app.initialSearch}
        searchFields={search}
        toolbar={
          app.exporter && (
            <ExportButton
              code={app.exporter.code}
              call={app.exporter.run}
              fileName={app.exporter.file}
              loadingText={app.exporter.busy}
              query={() => {
                const values = table?.searchValues() ?? {}
                return app.toQuery ? app.toQuery(values) : values
              }}
              testId={`${app.name}-export`}
            />
          )
        }
        data-testid={`${app.name}-table`}
      />
      {viewing && (
        <ApplicationDrawer
          app={app}
          id={viewing}
          onClose={() => setViewing(null)}
          onAction={(a, d) => reason(a, d)}
        />
      )}
      <ReasonDialog
        open={reasoning}
        onClose={() => setReasoning(null)}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: app.api.key })}
        testId={`${app.name}-reason-form`}
        fieldTestId={`${app.name}-reason`}
      />
    </>
  )
}

/** One application: its state, the form as approvers read it, the module's sections, the trail. */
function ApplicationDrawer<R extends ApplicationRow, D extends R & ApplicationDetail, Q extends object>({
  app,
  id,
  onClose,
  onAction,
}: {
  app: ApplicationDeclaration<R, D, Q>
  id: string
  onClose: () => void
  onAction: (a: ApplicationAction<R, D>, d: D) => void
}) {
  const { t } = useTranslation()
  const status = useStatus()
  const time = useFormatTime()
  // The same read as the approval view below: one request, shared through the cache.
  const { data } = useQuery(app.api.detail.query({ id }))
  const Approval = app.approval
  const actions = data ? (app.actions ?? []).filter((a) => (a.whenDetail ?? a.when)?.(data) ?? true) : []
  const print = data && app.print && (app.print.when?.(data) ?? true) ? app.print : null
  const finishedAt = data && 'finishedAt' in data ? (data.finishedAt as string | null) : undefined
  return (
    <Drawer
      open
      title={data ? `${app.detailTitle} · ${String(data[app.rowTitle.field] ?? '')}` : app.detailTitle}
      onClose={onClose}
      size={DRAWER_WIDTH}
      destroyOnHidden
      extra={
        (actions.length > 0 || print) && (
          <Space>
            {print && (
              <PrintButton
                docType={print.docType}
                id={id}
                label={print.label}
                testId={`${app.name}-detail-print`}
              />
            )}
            {actions.map((a) => (
              <Auth key={a.key} code={a.code}>
                <Button
                  danger={a.danger}
                  onClick={() => onAction(a, data!)}
                  data-testid={`${app.name}-detail-${a.key}`}
                >
                  {a.label}
                </Button>
              </Auth>
            ))}
          </Space>
        )
      }
      data-testid={`${app.name}-detail`}
    >
      {data && (
        <FieldList
          columns={3}
          testId={`${app.name}-state`}
          style={{ marginBottom: 16 }}
          fields={[
            { label: t('admin.appKit.status'), value: status.tag(data.status) },
            { label: t('admin.appKit.submittedAt'), value: time(data.submittedAt) },
            {
              label: t('admin.appKit.finishedAt'),
              value: time(finishedAt),
              hidden: finishedAt === undefined,
            },
            ...(app.state?.(data) ?? []),
            {
              label: t('admin.appKit.pending'),
              value: data.pending.map((p) => (
                <div key={`${p.stepName}-${p.assigneeName}`}>
                  {p.stepName} · {p.assigneeName}
                </div>
              )),
              span: 'filled',
              hidden: !data.pending.length,
            },
          ]}
        />
      )}
      <Approval formId={id} />
      {data && (
        <>
          {app.sections?.(data)}
          <Section title={t('admin.appKit.trail')} />
          <Trail trail={data.trail} testId={`${app.name}-trail`} />
        </>
      )}
    </Drawer>
  )
}
