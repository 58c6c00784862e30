import { PlusOutlined } from '@ant-design/icons'
import { useQueryClient } from '@tanstack/react-query'
import { Button, Form, type FormInstance, type FormProps, Input, Space, Spin } from 'antd'
import { type Key, type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReadQuery } from '../../api/read'
import Auth from '../Auth'
import FormContainer from '../FormContainer'
import { ACTION_KEY, type SearchField, type SearchTableRef, type STColumn } from '../SearchTable'
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

/** What a form is open for: a new record (with values the page knows, e.g. the chosen organisation) or a record. */
export type Opening<T, B> = { mode: 'add'; initial: Partial<B> } | { mode: 'edit'; record: T }

/**
 * The entity's calls the scaffolding makes: `add` and `edit` take the contract's body `B` (`edit`
 * with the record's id), `delete` ids. An entity's `crudApi` object fits as it is.
 */
export interface CrudCalls<B extends object> {
  /** The cache key of the entity's reads: a change makes them load again. */
  key: readonly unknown[]
  add?: (body: B) => Promise<unknown>
  edit?: (body: B & { id: string }) => Promise<unknown>
  delete?: (ids: string[]) => Promise<unknown>
}

type Row = { id: string }

/** The scaffolding of a list page over records `T` whose forms send bodies `B`. */
export interface Crud<T extends Row, B extends object> {
  api: CrudCalls<B>
  table: React.RefObject<SearchTableRef | null>
  opening: Opening<T, B> | null
  /** Opens the form for a new record, starting from `initial` (and the form's defaults). */
  add: (initial?: Partial<B>) => void
  edit: (record: T) => void
  close: () => void
  /** Loads the entity's lists again (and runs the page's `onChanged`). */
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
  /** The sort code column (`opts` adds to it, e.g. `{ checked: false }` to hide it until chosen). */
  sortCodeColumn: (opts?: Partial<STColumn<T>>) => STColumn<T>
  /** The keyword search field (`searchKey`). */
  keywordField: (placeholder?: string, testId?: string) => SearchField
}

/** The action column takes its links' width and stays on the right (the list rule, ListTable). */
export interface ActionColumnOptions<T> {
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
}

/**
 * The state of a CRUD list page: records `T` (the contract's list record), forms sending `B` (the
 * contract's add body) through `api`.
 */
export function useCrud<T extends Row, B extends object>(
  api: CrudCalls<B>,
  opts: { onChanged?: () => void } = {},
): Crud<T, B> {
  const { t } = useTranslation()
  const table = useRef<SearchTableRef>(null)
  const [opening, setOpening] = useState<Opening<T, B> | null>(null)
  const [selected, setSelected] = useState<Key[]>([])
  const queryClient = useQueryClient()
  const onChanged = useRef(opts.onChanged)
  onChanged.current = opts.onChanged
  // Every list, tree and detail of the entity loads again (the table keeps its page).
  const changed = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: api.key })
    onChanged.current?.()
  }, [queryClient, api.key])
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
    edit: editCode,
    remove: removeCode,
    testId,
    links,
    more,
  }: ActionColumnOptions<T>) => ({
    title: t('admin.common.action'),
    key: ACTION_KEY,
    isPrint: false,
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
    add: (initial = {}) => setOpening({ mode: 'add', initial }),
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
    sortCodeColumn: (opts = {}) => ({
      title: t('admin.common.sortCode'),
      dataIndex: 'sortCode',
      width: 80,
      ...opts,
    }),
    keywordField: (placeholder, testId) => ({
      name: 'searchKey',
      label: t('admin.common.keyword'),
      node: <Input allowClear placeholder={placeholder} data-testid={testId} />,
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
  crud: Pick<Crud<Row, object>, 'selected' | 'remove'>
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

/** A dialog's saving: the flag, and `save`, which runs a save and, when it succeeded, closes and runs `onSaved`. */
function useSaveAndClose(onClose: () => void, onSaved?: () => void) {
  const { saving, run } = useSaving()
  const save = async (fn: () => Promise<unknown>) => {
    if (await run(fn)) {
      onClose()
      onSaved?.()
    }
  }
  return { saving, save }
}

/** A dialog's frame: the form container with cancel / OK, its content spinning while it loads. */
function DialogFrame({
  open,
  loading,
  saving,
  onOk,
  dialog: { title, width, onClose, 'data-testid': testId },
  children,
}: {
  open: boolean
  loading: boolean
  saving: boolean
  onOk: () => void
  /** What the dialog was given. */
  dialog: { title: ReactNode; width?: number; onClose: () => void; 'data-testid'?: string }
  children: ReactNode
}) {
  return (
    <FormContainer
      title={title}
      open={open}
      onClose={onClose}
      width={width}
      data-testid={testId}
      footer={<FormFooter onCancel={onClose} onOk={onOk} loading={saving} />}
    >
      <Spin spinning={loading}>{children}</Spin>
    </FormContainer>
  )
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

export interface FormDialogProps<V extends object> {
  /** Open while not null; each new value starts the form again from `initialValues`. */
  opening: unknown
  title: ReactNode
  onClose: () => void
  /** Saves the validated values; then the form closes and `onSaved` runs. */
  onSubmit: (values: V) => Promise<unknown>
  onSaved?: () => void
  initialValues?: object
  /** Loads the values to show when it opens, by field name (a failure closes the form). */
  load?: () => Promise<object>
  /** The form instance, when the page watches fields. */
  form?: FormInstance<V>
  width?: number
  formProps?: Omit<FormProps<V>, 'form' | 'onFinish' | 'initialValues' | 'children'>
  children: ReactNode
  'data-testid'?: string
}

/**
 * A form in a FormContainer with OK / cancel: reset on each opening, saving state, close after saving.
 * `V` is what its fields hold (antd hands the values over as they are: the fields' names and kinds
 * make the type true).
 */
export function FormDialog<V extends object>(props: FormDialogProps<V>) {
  const { opening, onClose, onSubmit, onSaved, initialValues, load, form: given, formProps, children } = props
  const [own] = Form.useForm<V>()
  const form = given ?? own
  const { saving, save } = useSaveAndClose(onClose, onSaved)
  const [loading, setLoading] = useState(false)
  const loader = useRef(load)
  loader.current = load
  const closer = useRef(onClose)
  closer.current = onClose

  // Each opening starts from that opening's initial values (then the loaded ones).
  const start = () => {
    form.resetFields()
    const fn = loader.current
    if (!fn) return
    let alive = true
    setLoading(true)
    fn()
      // A record's fields are the form's by name.
      .then((v) => alive && form.setFieldsValue(v as Parameters<typeof form.setFieldsValue>[0]))
      .catch(() => alive && closer.current())
      .finally(() => alive && setLoading(false))
    return () => {
      alive = false
      setLoading(false)
    }
  }

  return (
    <DialogFrame open={!!opening} loading={loading} saving={saving} onOk={() => form.submit()} dialog={props}>
      <Form<V>
        layout="vertical"
        preserve={false}
        {...formProps}
        form={form}
        initialValues={initialValues}
        onFinish={(values) => save(() => onSubmit(values))}
      >
        <OnOpen opening={opening} start={start} />
        {children}
        <HiddenSubmit />
      </Form>
    </DialogFrame>
  )
}

/**
 * Runs `start` for each opening once the form's fields are there. It sits inside the form: the
 * dialog and the drawer (destroyed when hidden) mount their content a render after they open, and
 * a reset before that would use the previous opening's initial values, which the form, mounting,
 * would then keep over the new ones (an add form showing the record edited before it).
 */
function OnOpen({ opening, start }: { opening: unknown; start: () => (() => void) | undefined }) {
  const run = useRef(start)
  run.current = start
  useEffect(() => (opening ? run.current() : undefined), [opening])
  return null
}

/** Runs a read through the cache (always asking the server: a form starts from fresh values). */
export type ReadFresh = <R>(query: ReadQuery<R>) => Promise<R>

/**
 * The add / edit form of a CRUD page: titles by mode, `api.add` or `api.edit` with the record's id.
 * The form's values `V` are the body `B` (`crud`'s) unless the page names its own form values
 * (`<CrudForm<User, UserBody, UserValues>`) and says with `toBody` how they make the body.
 */
export function CrudForm<T extends Row, B extends object, V extends object = B>({
  crud,
  titles,
  defaults,
  fromRecord,
  toBody,
  load,
  ...rest
}: {
  crud: Crud<T, B>
  titles: [add: string, edit: string]
  /** Values of a new record (a function gets what the page passed to `crud.add`). */
  defaults?: NoInfer<Partial<V> | ((initial: Partial<B>) => Partial<V>)>
  /** Values shown for a record (default: the record's own fields). */
  fromRecord?: (record: T) => object
  /** The body to send (default: the form's values). */
  toBody?: (values: NoInfer<V>, record?: T) => B
  /** Loads the values to show for a record (its details), reading through the cache with `read`. */
  load?: (record: T, read: ReadFresh) => Promise<object>
} & Omit<
  FormDialogProps<V>,
  'opening' | 'title' | 'onClose' | 'onSubmit' | 'onSaved' | 'initialValues' | 'load'
>) {
  const { opening, api, close, changed } = crud
  const queryClient = useQueryClient()
  const record = opening?.mode === 'edit' ? opening.record : undefined
  // Read by the form only when it (re)starts.
  const initialValues = !opening
    ? undefined
    : opening.mode === 'edit'
      ? fromRecord
        ? fromRecord(opening.record)
        : { ...opening.record }
      : typeof defaults === 'function'
        ? defaults(opening.initial)
        : { ...defaults, ...definedOnly(opening.initial) }
  const submit = (values: V) => {
    // Without `toBody` the form's fields are the body's (`V` is `B`).
    const body = toBody ? toBody(values, record) : (values as unknown as B)
    const saved = record ? api.edit?.({ ...body, id: record.id }) : api.add?.(body)
    return saved ?? Promise.resolve()
  }
  return (
    <FormDialog<V>
      {...rest}
      opening={opening}
      title={record ? titles[1] : titles[0]}
      onClose={close}
      onSubmit={submit}
      onSaved={changed}
      initialValues={initialValues}
      load={load && record ? () => load(record, (query) => queryClient.fetchQuery(query)) : undefined}
    />
  )
}

/** The entries of `values` that are not undefined (so they do not blank out defaults). */
const definedOnly = (values: object) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined))

/**
 * A dialog that edits what one subject holds (a role's resources, a user's roles, a group's
 * members): loads it on each opening, saves with OK, then closes.
 */
export function SubjectDialog<R>(props: {
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
  const { subjectId, load, onLoaded, onSave, onClose, onSaved, children } = props
  const loading = useLoadOnOpen(subjectId, load, onLoaded)
  const { saving, save } = useSaveAndClose(onClose, onSaved)
  return (
    <DialogFrame
      open={!!subjectId}
      loading={loading}
      saving={saving}
      onOk={() => subjectId && void save(() => onSave(subjectId))}
      dialog={props}
    >
      {typeof children === 'function' ? children(loading) : children}
    </DialogFrame>
  )
}
