import { PlusOutlined } from '@ant-design/icons'
import { Button, Form, type FormInstance, type FormProps, Input, Space, Spin } from 'antd'
import { type Key, type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import Auth from '../Auth'
import FormContainer from '../FormContainer'
import type { SearchField, SearchTableRef, STColumn } from '../SearchTable'
import {
  ActionLink,
  BatchDeleteButton,
  DeleteLink,
  FormFooter,
  HiddenSubmit,
  type MoreItem,
  MoreMenu,
} from '.'

/**
 * The scaffolding every list page with add / edit / delete shares: which form is open, the
 * selection, refreshing the table after a change, deleting with confirmation, the toolbar, the
 * action column and the add/edit form in its container (drawer or dialog).
 */

/** What a form is open for: a new record (with what the page knows, e.g. the chosen organisation) or a record. */
export type Opening<T, A extends object = object> = ({ mode: 'add' } & A) | { mode: 'edit'; record: T }

/** The entity's API functions the scaffolding calls (parameters typed by the API module). */
export interface CrudApi {
  add?: (body: never) => Promise<unknown>
  edit?: (body: never) => Promise<unknown>
  delete?: (ids: string[]) => Promise<unknown>
}

type Row = { id: string }
type Values = Record<string, unknown>

export interface Crud<T extends Row, A extends object = object> {
  api: CrudApi
  table: React.RefObject<SearchTableRef | null>
  opening: Opening<T, A> | null
  add: (extra: A) => void
  edit: (record: T) => void
  close: () => void
  /** Refreshes the current page (and runs the page's `onChanged`). */
  changed: () => void
  selected: Key[]
  /** Deletes with `api.delete` and refreshes; "delete selected" also clears the selection. */
  remove: (ids: string[], clearSelection?: boolean) => Promise<unknown>
  /** Props for the page's SearchTable: the ref and a selection for "delete selected". */
  tableProps: {
    ref: React.RefObject<SearchTableRef | null>
    selectable: true
    onSelectionChange: (k: Key[]) => void
  }
  /** The action column: edit, the page's own links, delete, "more". */
  actionColumn: (opts: ActionColumnOptions<T>) => STColumn<T>
  /** The creation time column (hidden until chosen in the column settings). */
  createdAtColumn: () => STColumn<T>
  /** The keyword search field (`searchKey`). */
  keywordField: (placeholder?: string) => SearchField
}

export interface ActionColumnOptions<T> {
  width: number
  /** Button code of the edit link (omitted: no edit link). */
  edit?: string
  /** Button code of the delete link (omitted: no delete link). */
  remove?: string
  /** Test ids of a row's links. */
  testId?: (record: T, action: 'edit' | 'delete' | 'more') => string | undefined
  /** Links between edit and delete. */
  links?: (record: T) => ReactNode
  /** Entries of the row's "more" drop-down (each shown only with its button code). */
  more?: (record: T) => MoreItem[]
  fixed?: STColumn<T>['fixed']
}

export function useCrud<T extends Row, A extends object = object>(
  api: CrudApi,
  opts: { onChanged?: () => void } = {},
): Crud<T, A> {
  const { t } = useTranslation()
  const table = useRef<SearchTableRef>(null)
  const [opening, setOpening] = useState<Opening<T, A> | null>(null)
  const [selected, setSelected] = useState<Key[]>([])
  const onChanged = useRef(opts.onChanged)
  onChanged.current = opts.onChanged
  const changed = useCallback(() => {
    table.current?.refresh()
    onChanged.current?.()
  }, [])
  // Stable, so that forms may list it in effect dependencies.
  const close = useCallback(() => setOpening(null), [])
  const remove = useCallback(
    async (ids: string[], clearSelection = false) => {
      await api.delete?.(ids)
      if (clearSelection) table.current?.clearSelection()
      changed()
    },
    [api, changed],
  )
  const edit = useCallback((record: T) => setOpening({ mode: 'edit', record }), [])

  const actionColumn = ({
    width,
    edit: editCode,
    remove: removeCode,
    testId,
    links,
    more,
    fixed,
  }: ActionColumnOptions<T>) => ({
    title: t('admin.common.action'),
    key: 'action',
    isPrint: false,
    width,
    fixed,
    render: (_: unknown, r: T) => (
      <Space size={0}>
        {editCode && (
          <ActionLink code={editCode} onClick={() => edit(r)} testId={testId?.(r, 'edit')}>
            {t('admin.common.edit')}
          </ActionLink>
        )}
        {links?.(r)}
        {removeCode && (
          <DeleteLink code={removeCode} testId={testId?.(r, 'delete')} onConfirm={() => remove([r.id])} />
        )}
        {more && <MoreMenu items={more(r)} testId={testId?.(r, 'more')} />}
      </Space>
    ),
  })

  return {
    api,
    table,
    opening,
    add: (extra: A) => setOpening({ mode: 'add', ...extra }),
    edit,
    close,
    changed,
    selected,
    remove,
    tableProps: { ref: table, selectable: true, onSelectionChange: setSelected },
    actionColumn,
    createdAtColumn: () => ({
      title: t('admin.common.createdAt'),
      dataIndex: 'createdAt',
      printConfig: { type: 'time' },
      checked: false,
    }),
    keywordField: (placeholder) => ({
      name: 'searchKey',
      label: t('admin.common.keyword'),
      node: <Input allowClear placeholder={placeholder} />,
    }),
  }
}

/** The toolbar of a CRUD list: add, the page's own buttons, delete selected. */
export function CrudToolbar({
  crud,
  add,
  remove,
  children,
}: {
  crud: Pick<Crud<Row>, 'selected' | 'remove'>
  add?: { code: string; testId: string; onClick: () => void; label?: ReactNode }
  /** Button code of "delete selected". */
  remove?: string
  children?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <>
      {add && (
        <Auth code={add.code}>
          <Button type="primary" icon={<PlusOutlined />} onClick={add.onClick} data-testid={add.testId}>
            {add.label ?? t('admin.common.add')}
          </Button>
        </Auth>
      )}
      {children}
      {remove && (
        <BatchDeleteButton code={remove} keys={crud.selected} onDelete={(ids) => crud.remove(ids, true)} />
      )}
    </>
  )
}

/** Runs a save with a loading flag; resolves true when it succeeded. */
export function useSaving() {
  const [saving, setSaving] = useState(false)
  const run = useCallback(async (fn: () => Promise<unknown>) => {
    setSaving(true)
    try {
      await fn()
      return true
    } catch {
      // the request module has shown the server's message
      return false
    } finally {
      setSaving(false)
    }
  }, [])
  return { saving, run }
}

/**
 * Loads what a dialog shows each time it opens for `key` (a subject id); answers that arrive after
 * it closed or moved on are dropped. Returns the loading flag.
 */
export function useLoadOnOpen<R>(
  key: string | null | undefined,
  load: (key: string) => Promise<R>,
  apply: (result: R) => void,
): boolean {
  const [loading, setLoading] = useState(false)
  const fns = useRef({ load, apply })
  fns.current = { load, apply }
  useEffect(() => {
    if (!key) return
    let alive = true
    setLoading(true)
    fns.current
      .load(key)
      .then((r) => alive && fns.current.apply(r))
      .catch(() => undefined)
      .finally(() => alive && setLoading(false))
    return () => {
      alive = false
      setLoading(false)
    }
  }, [key])
  return loading
}

export interface FormDialogProps {
  /** Open while not null; each new value starts the form again from `initialValues`. */
  opening: unknown
  title: ReactNode
  onClose: () => void
  /** Saves the validated values; then the form closes and `onSaved` runs. */
  onSubmit: (values: Values) => Promise<unknown>
  onSaved?: () => void
  initialValues?: Values
  /** Loads the values to show when it opens (a failure closes the form). */
  load?: () => Promise<Values>
  /** The form instance, when the page watches fields. */
  form?: FormInstance
  width?: number
  formProps?: Omit<FormProps, 'form' | 'onFinish' | 'initialValues' | 'children'>
  children: ReactNode
  'data-testid'?: string
}

/** A form in a FormContainer with OK / cancel: reset on each opening, saving state, close after saving. */
export function FormDialog({
  opening,
  title,
  onClose,
  onSubmit,
  onSaved,
  initialValues,
  load,
  form: given,
  width,
  formProps,
  children,
  ...rest
}: FormDialogProps) {
  const [own] = Form.useForm()
  const form = given ?? own
  const { saving, run } = useSaving()
  const [loading, setLoading] = useState(false)
  const loader = useRef(load)
  loader.current = load
  const closer = useRef(onClose)
  closer.current = onClose

  // Each opening starts from that opening's initial values (then the loaded ones).
  useEffect(() => {
    if (!opening) return
    form.resetFields()
    const fn = loader.current
    if (!fn) return
    let alive = true
    setLoading(true)
    fn()
      .then((v) => alive && form.setFieldsValue(v))
      .catch(() => alive && closer.current())
      .finally(() => alive && setLoading(false))
    return () => {
      alive = false
      setLoading(false)
    }
  }, [opening, form])

  const finish = async (values: Values) => {
    if (await run(() => onSubmit(values))) {
      onClose()
      onSaved?.()
    }
  }

  return (
    <FormContainer
      title={title}
      open={!!opening}
      onClose={onClose}
      width={width}
      data-testid={rest['data-testid']}
      footer={<FormFooter onCancel={onClose} onOk={() => form.submit()} loading={saving} />}
    >
      <Spin spinning={loading}>
        <Form
          layout="vertical"
          preserve={false}
          {...formProps}
          form={form}
          initialValues={initialValues}
          onFinish={finish}
        >
          {children}
          <HiddenSubmit />
        </Form>
      </Spin>
    </FormContainer>
  )
}

/** The add / edit form of a CRUD page: titles by mode, `api.add` or `api.edit` with the record's id. */
export function CrudForm<T extends Row, A extends object = object>({
  crud,
  titles,
  defaults,
  fromRecord,
  toBody,
  load,
  ...rest
}: {
  crud: Crud<T, A>
  titles: [add: string, edit: string]
  /** Values of a new record (a function gets what the page passed to `crud.add`). */
  defaults?: Values | ((extra: A) => Values)
  /** Values shown for a record (default: the record). */
  fromRecord?: (record: T) => Values
  /** The body to send (default: the form's values). */
  toBody?: (values: Values, record?: T) => Values
  /** Loads the record's details to show. */
  load?: (record: T) => Promise<Values>
} & Omit<
  FormDialogProps,
  'opening' | 'title' | 'onClose' | 'onSubmit' | 'onSaved' | 'initialValues' | 'load'
>) {
  const { opening, api, close, changed } = crud
  const record = opening?.mode === 'edit' ? opening.record : undefined
  // Read by the form only when it (re)starts.
  const initialValues = !opening
    ? undefined
    : opening.mode === 'edit'
      ? fromRecord
        ? fromRecord(opening.record)
        : { ...opening.record }
      : typeof defaults === 'function'
        ? defaults(opening as A)
        : defaults
  const submit = (values: Values) => {
    const body = toBody ? toBody(values, record) : values
    type Call = (b: Values) => Promise<unknown>
    return record
      ? (api.edit as unknown as Call)({ ...body, id: record.id })
      : (api.add as unknown as Call)(body)
  }
  return (
    <FormDialog
      {...rest}
      opening={opening}
      title={record ? titles[1] : titles[0]}
      onClose={close}
      onSubmit={submit}
      onSaved={changed}
      initialValues={initialValues}
      load={load && record ? () => load(record) : undefined}
    />
  )
}

/**
 * A dialog that edits what one subject holds (a role's resources, a user's roles, a group's
 * members): loads it on each opening, saves with OK, then closes.
 */
export function SubjectDialog<R>({
  subjectId,
  title,
  width,
  load,
  onLoaded,
  onSave,
  onClose,
  onSaved,
  children,
  ...rest
}: {
  /** Open for this subject. */
  subjectId: string | null | undefined
  title: ReactNode
  width?: number
  load: (id: string) => Promise<R>
  onLoaded: (result: R) => void
  onSave: (id: string) => Promise<unknown>
  onClose: () => void
  onSaved?: () => void
  children: ReactNode | ((loading: boolean) => ReactNode)
  'data-testid'?: string
}) {
  const loading = useLoadOnOpen(subjectId, load, onLoaded)
  const { saving, run } = useSaving()
  const ok = async () => {
    if (subjectId && (await run(() => onSave(subjectId)))) {
      onClose()
      onSaved?.()
    }
  }
  return (
    <FormContainer
      title={title}
      open={!!subjectId}
      onClose={onClose}
      width={width}
      data-testid={rest['data-testid']}
      footer={<FormFooter onCancel={onClose} onOk={() => void ok()} loading={saving} />}
    >
      <Spin spinning={loading}>{typeof children === 'function' ? children(loading) : children}</Spin>
    </FormContainer>
  )
}
