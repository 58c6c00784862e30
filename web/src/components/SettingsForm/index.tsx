import {
  CONFIG_LIMITS,
  CONFIG_REQUIREMENTS,
  type ConfigRow,
  configValueError,
  type FileMime,
} from '@portal/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  Button,
  Divider,
  Empty,
  Form,
  type FormRule,
  Image,
  Input,
  InputNumber,
  Popconfirm,
  Select,
  Space,
  Spin,
  Switch,
  Tag,
} from 'antd'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { configApi } from '../../api/dev/config'
import type { OnProgress } from '../../api/dev/file'
import { usePerm } from '../../utils/perm'
import Auth from '../Auth'
import FileUpload from '../FileUpload'

/** How a setting is edited. */
export type SettingKind = 'text' | 'textarea' | 'switch' | 'number' | 'secret' | 'select' | 'image'

/** One setting of the form: a configuration key and how it is shown. */
export interface SettingField {
  key: string
  label: string
  kind: SettingKind
  /** Heading shown above the first field of a group. */
  group?: string
  extra?: string
  placeholder?: string
  /** The choices of a `select`. */
  options?: Array<{ value: string; label: string }>
  /** A `select`'s choice filling other fields (a preset): key → the value the form shows. */
  onPick?: (value: string, current: (key: string) => unknown) => Record<string, unknown>
  /** An `image`: the upload under the form, which stores the file and answers the URL to save. */
  upload?: {
    label: string
    accept: readonly FileMime[]
    maxBytes: number
    send: (file: File, onProgress: OnProgress) => Promise<string>
  }
}

export interface SettingsFormProps {
  /** The configuration category whose keys the form edits. */
  category: string
  /** The described keys, in order; other keys of the category follow as text (or secret) fields. */
  fields: SettingField[]
  /** Keys edited on another form (not shown here even when stored in this category). */
  elsewhere: string[]
  /** The button code that may save (without it the form is read-only). */
  saveCode: string
  /** Shown above the form. */
  header?: ReactNode
  /** Buttons after Save. */
  actions?: ReactNode
  /** After a save. */
  onSaved?: () => void
  'data-testid'?: string
}

const NO_ROWS: ConfigRow[] = []

/** A form value as the string the server stores. */
function stored(kind: SettingKind, v: unknown): string {
  if (kind === 'switch') return String(!!v)
  return v === null || v === undefined ? '' : String(v).trim()
}

/** A stored string as the form shows it. */
function shown(kind: SettingKind | undefined, value: string): unknown {
  if (kind === 'switch') return value === 'true'
  if (kind === 'number') return value === '' ? null : Number(value)
  return value
}

/**
 * The configuration keys of one category as a form, saved together (`editBatch`): each field rendered
 * from its description (kind, group, hint); the format of each key and the keys other settings make
 * required (`CONFIG_FORMATS`, `CONFIG_REQUIREMENTS`, shared with the server) are checked before
 * saving. Secrets are write-only: the server tells only whether one is set; an empty input keeps it,
 * and it can be cleared. A described key stored under another category (the file engine is a base
 * key) is read and written wherever it is.
 */
export default function SettingsForm({
  category,
  fields: described,
  elsewhere,
  saveCode,
  header,
  actions,
  onSaved,
  ...rest
}: SettingsFormProps) {
  const { t } = useTranslation()
  const [form] = Form.useForm()
  const [saving, setSaving] = useState(false)
  const canSave = usePerm(saveCode)
  const queryClient = useQueryClient()
  const settingsKey = [...configApi.key, 'settings', category]
  const {
    data: rows = NO_ROWS,
    isFetching: loading,
    dataUpdatedAt,
  } = useQuery({
    queryKey: settingsKey,
    queryFn: async () => {
      const own = await configApi.list({ category })
      // Keys of this form stored under another category.
      const foreign = described.some((f) => !own.some((r) => r.configKey === f.key))
        ? (await configApi.list({})).filter(
            (r) => described.some((f) => f.key === r.configKey) && r.category !== category,
          )
        : []
      return [...own, ...foreign]
    },
  })
  /** Set before this form reloads after its own save: then every stored value is shown again. */
  const resync = useRef(true)
  /** Keys whose stored value the form has shown. */
  const shownKeys = useRef(new Set<string>())
  const reload = () => {
    resync.current = true
    return queryClient.invalidateQueries({ queryKey: settingsKey, exact: true })
  }

  const rowOf = (key: string) => rows.find((r) => r.configKey === key)
  const fields: SettingField[] = [
    ...described.filter((f) => rowOf(f.key)),
    ...rows
      .filter(
        (r) =>
          r.category === category &&
          !described.some((f) => f.key === r.configKey) &&
          !elsewhere.includes(r.configKey),
      )
      .map(
        (r): SettingField => ({
          key: r.configKey,
          label: r.remark || r.configKey,
          kind: r.secret ? 'secret' : 'text',
        }),
      ),
  ]
  const kindOf = (key: string) => fields.find((f) => f.key === key)?.kind ?? 'text'

  // The first load and each load after a save show the stored values (a secret's input empties);
  // a load caused by a change elsewhere (a key added under "other") adds new keys and leaves what is
  // being edited alone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per load
  useEffect(() => {
    if (!dataUpdatedAt) return
    const fresh = rows.filter((r) => resync.current || !shownKeys.current.has(r.configKey))
    resync.current = false
    for (const r of fresh) shownKeys.current.add(r.configKey)
    form.setFieldsValue(
      Object.fromEntries(
        fresh.map((r) => [
          r.configKey,
          shown(described.find((f) => f.key === r.configKey)?.kind, r.configValue),
        ]),
      ),
    )
  }, [dataUpdatedAt])

  /** The format of the key (shared with the server), and what other settings make it required. */
  const rulesOf = (f: SettingField): FormRule[] => {
    const list: FormRule[] = [
      {
        validator: async (_, v) => {
          const format = configValueError(f.key, stored(f.kind, v))
          if (format && !(f.kind === 'secret' && stored(f.kind, v) === ''))
            throw new Error(t(`admin.config.bad.${format}`))
        },
      },
    ]
    for (const r of CONFIG_REQUIREMENTS.filter((r) => r.keys.includes(f.key)))
      list.push(({ getFieldValue }) => ({
        validator: async (_, v) => {
          if (stored(kindOf(r.when.key), getFieldValue(r.when.key)) !== r.when.value) return
          // An empty secret input keeps the stored one.
          if (stored(f.kind, v) !== '' || (f.kind === 'secret' && rowOf(f.key)?.valueSet)) return
          throw new Error(t('admin.config.requiredWhen', { label: f.label }))
        },
      }))
    return list
  }
  /** Fields whose requirement depends on `key`, revalidated when it changes. */
  const dependants = (key: string) =>
    CONFIG_REQUIREMENTS.filter((r) => r.keys.includes(key)).map((r) => r.when.key)

  const save = async (values: Record<string, unknown>) => {
    const list = fields.map((f) => ({ configKey: f.key, configValue: stored(f.kind, values[f.key]) }))
    if (!list.length) return
    setSaving(true)
    try {
      await configApi.editBatch(list)
      onSaved?.()
      void reload()
    } catch {
      // shown by the request module
    } finally {
      setSaving(false)
    }
  }

  const clearSecret = async (key: string) => {
    try {
      await configApi.editBatch([{ configKey: key, configValue: '', clear: true }])
      void reload()
    } catch {
      // shown by the request module (e.g. still required by another setting)
    }
  }

  const control = (f: SettingField) => {
    switch (f.kind) {
      case 'textarea':
        return <Input.TextArea rows={3} maxLength={CONFIG_LIMITS.value} />
      case 'switch':
        return <Switch />
      case 'number':
        return <InputNumber min={0} max={CONFIG_LIMITS.number} precision={0} style={{ width: 200 }} />
      case 'secret':
        return (
          <Input.Password
            autoComplete="new-password"
            maxLength={CONFIG_LIMITS.value}
            placeholder={
              rowOf(f.key)?.valueSet ? t('admin.config.secretKeep') : t('admin.config.secretEnter')
            }
          />
        )
      case 'select':
        return (
          <Select
            style={{ width: 280 }}
            options={f.options}
            onChange={(v: string) => f.onPick && form.setFieldsValue(f.onPick(v, form.getFieldValue))}
          />
        )
      case 'image':
        return <Input placeholder={f.placeholder} />
      default:
        return <Input maxLength={CONFIG_LIMITS.line} placeholder={f.placeholder} />
    }
  }

  /** Below a secret: whether it is set, and a way to clear it. */
  const secretState = (f: SettingField) => {
    const set = !!rowOf(f.key)?.valueSet
    return (
      <Space size={4} wrap>
        <Tag color={set ? 'green' : undefined} data-testid={`config-secret-state-${f.key}`}>
          {set ? t('admin.config.secretSet') : t('admin.config.secretNotSet')}
        </Tag>
        {set && canSave && (
          <Popconfirm
            title={t('admin.config.secretClearConfirm')}
            onConfirm={() => clearSecret(f.key)}
            okText={t('admin.common.ok')}
            cancelText={t('admin.common.cancel')}
          >
            <Button type="link" size="small" danger data-testid={`config-secret-clear-${f.key}`}>
              {t('admin.config.secretClear')}
            </Button>
          </Popconfirm>
        )}
        <span>{t('admin.config.secretHidden')}</span>
      </Space>
    )
  }

  return (
    <Spin spinning={loading}>
      {header}
      {fields.length === 0 && !loading ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.config.noKeys')} />
      ) : (
        <Form
          form={form}
          layout="horizontal"
          labelCol={{ xs: 24, sm: 6, lg: 5 }}
          wrapperCol={{ xs: 24, sm: 16, lg: 12 }}
          onFinish={save}
          disabled={!canSave}
          data-testid={rest['data-testid']}
        >
          {fields.map((f) => (
            <div key={f.key}>
              {f.group && (
                <Divider titlePlacement="start" plain>
                  {f.group}
                </Divider>
              )}
              <Form.Item
                name={f.key}
                label={f.label}
                valuePropName={f.kind === 'switch' ? 'checked' : 'value'}
                rules={rulesOf(f)}
                dependencies={dependants(f.key)}
                extra={f.kind === 'secret' ? secretState(f) : f.extra}
              >
                {control(f)}
              </Form.Item>
            </div>
          ))}
          {fields.map((f) => (f.kind === 'image' && f.upload ? <ImageUpload key={f.key} field={f} /> : null))}
          <Form.Item wrapperCol={{ xs: 24, sm: { span: 16, offset: 6 }, lg: { span: 12, offset: 5 } }}>
            <Space>
              <Auth code={saveCode}>
                <Button
                  type="primary"
                  htmlType="submit"
                  loading={saving}
                  data-testid={`config-save-${category}`}
                >
                  {t('admin.common.save')}
                </Button>
              </Auth>
              {actions}
            </Space>
          </Form.Item>
        </Form>
      )}
    </Spin>
  )
}

/** The preview of an image setting and its upload (the stored file's URL becomes the value). */
function ImageUpload({ field }: { field: SettingField }) {
  const form = Form.useFormInstance()
  const src = Form.useWatch(field.key, form) as string | undefined
  const upload = field.upload
  if (!upload) return null
  return (
    <Form.Item label=" " colon={false}>
      <Space align="center">
        {src && <Image src={src} alt={field.label} height={40} preview={false} />}
        <FileUpload
          upload={upload.send}
          accept={upload.accept}
          maxBytes={upload.maxBytes}
          label={upload.label}
          onUploaded={(url) => form.setFieldValue(field.key, url)}
          testId={`upload-${field.key}`}
        />
      </Space>
    </Form.Item>
  )
}
