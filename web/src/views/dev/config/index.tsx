import { SendOutlined, UploadOutlined } from '@ant-design/icons'
import {
  CONFIG_REQUIREMENTS,
  type ConfigRow,
  configValueError,
  EmailKey,
  FileKey,
  isEmail,
  isSecretConfigKey,
  LoginSecurityKey,
  PasswordPolicyKey,
  SmsKey,
  SysBaseKey,
  ThirdKey,
} from '@portal/contracts'
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Divider,
  Empty,
  Form,
  type FormRule,
  Image,
  Input,
  InputNumber,
  Popconfirm,
  Row,
  Select,
  Space,
  Spin,
  Switch,
  Tabs,
  Tag,
  Upload,
} from 'antd'
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { configApi } from '../../../api/dev/config'
import { SortCodeItem, useRules } from '../../../components/AdminKit'
import { type Crud, CrudForm, CrudToolbar, useCrud } from '../../../components/AdminKit/crud'
import { fileToDataUrl } from '../../../components/AdminKit/download'
import Auth from '../../../components/Auth'
import SearchTable, { type STColumn } from '../../../components/SearchTable'
import { useBaseConfigStore } from '../../../stores/baseConfig'
import { usePerm } from '../../../utils/perm'

type Kind = 'text' | 'textarea' | 'switch' | 'number' | 'secret' | 'logo' | 'sms' | 'fileEngine'
interface FieldSpec {
  key: string
  label: string
  kind: Kind
  /** Heading shown above the first field of a group. */
  group?: string
  extra?: string
  placeholder?: string
}

/** The category of the free keys of the "Other" tab. */
const OTHER = 'OTHER'
const LOGO_MAX = 200 * 1024

/** Configuration: one page with a tab per area and the free "other" keys. */
export default function ConfigPage() {
  const { t } = useTranslation()
  const callback = `${window.location.origin}/callback`
  const specs: Record<string, FieldSpec[]> = {
    SYS_BASE: [
      { key: SysBaseKey.name, label: t('admin.config.sysName'), kind: 'text' },
      { key: SysBaseKey.logo, label: t('admin.config.sysLogo'), kind: 'logo' },
      { key: SysBaseKey.description, label: t('admin.config.description'), kind: 'textarea' },
      { key: SysBaseKey.copyright, label: t('admin.config.copyright'), kind: 'text' },
      { key: SysBaseKey.copyrightUrl, label: t('admin.config.copyrightUrl'), kind: 'text' },
      { key: SysBaseKey.version, label: t('admin.config.version'), kind: 'text' },
      { key: SysBaseKey.captchaOpen, label: t('admin.config.captchaOpen'), kind: 'switch' },
    ],
    LOGIN_SECURITY: [
      { key: LoginSecurityKey.failWindowMinutes, label: t('admin.config.failWindow'), kind: 'number' },
      { key: LoginSecurityKey.failMaxTimes, label: t('admin.config.failMax'), kind: 'number' },
      { key: LoginSecurityKey.lockMinutes, label: t('admin.config.lockMinutes'), kind: 'number' },
    ],
    PASSWORD_POLICY: [
      { key: PasswordPolicyKey.minLength, label: t('admin.config.minLength'), kind: 'number' },
      { key: PasswordPolicyKey.requireDigit, label: t('admin.config.requireDigit'), kind: 'switch' },
      { key: PasswordPolicyKey.requireLetter, label: t('admin.config.requireLetter'), kind: 'switch' },
      {
        key: PasswordPolicyKey.requireUpperLower,
        label: t('admin.config.requireUpperLower'),
        kind: 'switch',
      },
      { key: PasswordPolicyKey.requireSymbol, label: t('admin.config.requireSymbol'), kind: 'switch' },
      {
        key: PasswordPolicyKey.historyCount,
        label: t('admin.config.historyCount'),
        kind: 'number',
        extra: t('admin.config.historyCountHint'),
      },
      {
        key: PasswordPolicyKey.expireDays,
        label: t('admin.config.expireDays'),
        kind: 'number',
        extra: t('admin.config.expireDaysHint'),
      },
    ],
    EMAIL: [
      { key: EmailKey.host, label: t('admin.config.smtpHost'), kind: 'text' },
      { key: EmailKey.port, label: t('admin.config.smtpPort'), kind: 'number' },
      { key: EmailKey.secure, label: t('admin.config.smtpSecure'), kind: 'switch' },
      { key: EmailKey.user, label: t('admin.config.smtpUser'), kind: 'text' },
      { key: EmailKey.password, label: t('admin.config.smtpPassword'), kind: 'secret' },
      { key: EmailKey.from, label: t('admin.config.smtpFrom'), kind: 'text' },
    ],
    SMS: [{ key: SmsKey.provider, label: t('admin.config.smsProvider'), kind: 'sms' }],
    FILE: [
      {
        key: SysBaseKey.fileEngine,
        label: t('admin.config.fileEngine'),
        kind: 'fileEngine',
        extra: t('admin.config.engineHint'),
      },
      {
        key: FileKey.localFolder,
        label: t('admin.config.localFolder'),
        kind: 'text',
        group: t('admin.config.localGroup'),
        extra: t('admin.config.localFolderHint'),
      },
      {
        key: FileKey.s3Endpoint,
        label: t('admin.config.s3Endpoint'),
        kind: 'text',
        group: t('admin.config.s3Group'),
        placeholder: 'https://minio.example.com:9000',
      },
      { key: FileKey.s3Region, label: t('admin.config.s3Region'), kind: 'text', placeholder: 'us-east-1' },
      { key: FileKey.s3Bucket, label: t('admin.config.s3Bucket'), kind: 'text', placeholder: 'portal-files' },
      { key: FileKey.s3AccessKey, label: t('admin.config.s3AccessKey'), kind: 'text' },
      { key: FileKey.s3SecretKey, label: t('admin.config.s3SecretKey'), kind: 'secret' },
      {
        key: FileKey.s3PathStyle,
        label: t('admin.config.s3PathStyle'),
        kind: 'switch',
        extra: t('admin.config.s3PathStyleHint'),
      },
      {
        key: FileKey.s3PublicUrl,
        label: t('admin.config.s3PublicUrl'),
        kind: 'text',
        extra: t('admin.config.s3PublicUrlHint'),
        placeholder: 'https://files.example.com/portal-files',
      },
    ],
    THIRD: [
      {
        key: ThirdKey.wecomEnabled,
        label: t('admin.config.thirdEnabled'),
        kind: 'switch',
        group: t('admin.config.wecom'),
      },
      { key: ThirdKey.wecomCorpId, label: t('admin.config.wecomCorpId'), kind: 'text' },
      { key: ThirdKey.wecomAgentId, label: t('admin.config.wecomAgentId'), kind: 'text' },
      { key: ThirdKey.wecomSecret, label: t('admin.config.wecomSecret'), kind: 'secret' },
      {
        key: ThirdKey.wecomRedirectUrl,
        label: t('admin.config.redirectUrl'),
        kind: 'text',
        extra: t('admin.config.redirectUrlHint', { example: `${callback}?source=wecom` }),
      },
      {
        key: ThirdKey.dingtalkEnabled,
        label: t('admin.config.thirdEnabled'),
        kind: 'switch',
        group: t('admin.config.dingtalk'),
      },
      { key: ThirdKey.dingtalkClientId, label: t('admin.config.dingtalkClientId'), kind: 'text' },
      { key: ThirdKey.dingtalkSecret, label: t('admin.config.dingtalkSecret'), kind: 'secret' },
      {
        key: ThirdKey.dingtalkRedirectUrl,
        label: t('admin.config.redirectUrl'),
        kind: 'text',
        extra: t('admin.config.redirectUrlHint', { example: `${callback}?source=dingtalk` }),
      },
    ],
  }
  const tabs: Array<{ key: string; label: string; extra?: ReactNode }> = [
    { key: 'SYS_BASE', label: t('admin.config.sys') },
    { key: 'LOGIN_SECURITY', label: t('admin.config.loginSecurity') },
    { key: 'PASSWORD_POLICY', label: t('admin.config.passwordPolicy') },
    { key: 'EMAIL', label: t('admin.config.email') },
    { key: 'SMS', label: t('admin.config.sms') },
    { key: 'FILE', label: t('admin.config.file') },
    { key: 'THIRD', label: t('admin.config.third') },
  ]
  return (
    <Card variant="borderless" size="small">
      <Tabs
        data-testid="config-tabs"
        items={[
          ...tabs.map((tab) => ({
            key: tab.key,
            label: tab.label,
            children: (
              <SettingsForm
                category={tab.key}
                specs={specs[tab.key] ?? []}
                elsewhere={Object.entries(specs).flatMap(([k, list]) =>
                  k === tab.key ? [] : list.map((f) => f.key),
                )}
              />
            ),
          })),
          { key: 'OTHER', label: t('admin.config.other'), children: <OtherConfigs /> },
        ]}
      />
    </Card>
  )
}

const truthy = (v: string | undefined) => v === 'true'

/** A form value as the string the server stores. */
function stored(kind: Kind, v: unknown): string {
  if (kind === 'switch') return String(!!v)
  return v === null || v === undefined ? '' : String(v).trim()
}

/**
 * The rows of one category as a form, saved together (editBatch). The file engine lives in the base
 * category on the server, so the file tab reads and writes that key wherever it is. Secrets are
 * write-only: the server tells only whether one is set; an empty input keeps it.
 */
function SettingsForm({
  category,
  specs,
  elsewhere,
}: {
  category: string
  specs: FieldSpec[]
  /** Keys edited on another tab. */
  elsewhere: string[]
}) {
  const { t } = useTranslation()
  const { message, modal } = App.useApp()
  const testMailTo = useRef('')
  const [form] = Form.useForm()
  const [rows, setRows] = useState<ConfigRow[]>([])
  const [loading, setLoading] = useState(false)
  const [saving, setSaving] = useState(false)
  const canSave = usePerm('devConfigEditBatch')
  const reloadBase = useBaseConfigStore((s) => s.load)
  const logo = Form.useWatch(SysBaseKey.logo, form) as string | undefined

  const load = useCallback(async () => {
    setLoading(true)
    try {
      const own = await configApi.list(category)
      // Keys of this tab stored under another category (the file engine is a base key).
      const foreign = specs.some((s) => !own.some((r) => r.configKey === s.key))
        ? (await configApi.list()).filter(
            (r) => specs.some((s) => s.key === r.configKey) && r.category !== category,
          )
        : []
      const all = [...own, ...foreign]
      setRows(all)
      const values: Record<string, unknown> = {}
      for (const r of all) {
        const spec = specs.find((s) => s.key === r.configKey)
        values[r.configKey] =
          spec?.kind === 'switch'
            ? truthy(r.configValue)
            : spec?.kind === 'number'
              ? r.configValue === ''
                ? null
                : Number(r.configValue)
              : r.configValue
      }
      form.setFieldsValue(values)
    } catch {
      // shown by the request module
    } finally {
      setLoading(false)
    }
  }, [category, specs, form])

  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per tab
  useEffect(() => {
    void load()
  }, [category])

  const rowOf = (key: string) => rows.find((r) => r.configKey === key)
  const known = specs.filter((s) => rowOf(s.key))
  const extra: FieldSpec[] = rows
    .filter(
      (r) =>
        r.category === category &&
        !specs.some((s) => s.key === r.configKey) &&
        !elsewhere.includes(r.configKey),
    )
    .map((r) => ({ key: r.configKey, label: r.remark || r.configKey, kind: r.secret ? 'secret' : 'text' }))
  const fields = [...known, ...extra]
  const kindOf = (key: string) => fields.find((f) => f.key === key)?.kind ?? 'text'

  /** The format of the key (shared with the server), and what other settings make it required. */
  const rulesOf = (f: FieldSpec): FormRule[] => {
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
      if (category === 'SYS_BASE' || category === 'FILE') void reloadBase(true)
      void load()
    } catch {
      // shown by the request module
    } finally {
      setSaving(false)
    }
  }

  const clearSecret = async (key: string) => {
    try {
      await configApi.editBatch([{ configKey: key, configValue: '', clear: true }])
      void load()
    } catch {
      // shown by the request module (e.g. still required by another setting)
    }
  }

  const control = (f: FieldSpec) => {
    switch (f.kind) {
      case 'textarea':
        return <Input.TextArea rows={3} maxLength={10000} />
      case 'switch':
        return <Switch />
      case 'number':
        return <InputNumber min={0} max={999999} precision={0} style={{ width: 200 }} />
      case 'secret':
        return (
          <Input.Password
            autoComplete="new-password"
            maxLength={1000}
            placeholder={
              rowOf(f.key)?.valueSet ? t('admin.config.secretKeep') : t('admin.config.secretEnter')
            }
          />
        )
      case 'sms':
        return <Select style={{ width: 280 }} options={[{ value: 'LOG', label: t('admin.config.smsLog') }]} />
      case 'fileEngine':
        return (
          <Select
            style={{ width: 280 }}
            options={[
              { value: 'LOCAL', label: t('admin.config.local') },
              { value: 'S3', label: t('admin.config.s3') },
            ]}
          />
        )
      default:
        return <Input maxLength={f.kind === 'logo' ? undefined : 512} placeholder={f.placeholder} />
    }
  }

  /** Below a secret: whether it is set, and a way to clear it. */
  const secretState = (f: FieldSpec) => {
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
      {category === 'SYS_BASE' && (
        <Alert type="info" showIcon title={t('admin.config.baseHint')} style={{ marginBottom: 16 }} />
      )}
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
          data-testid={`config-form-${category}`}
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
          {category === 'SYS_BASE' && rowOf(SysBaseKey.logo) && (
            <Form.Item label=" " colon={false}>
              <Space align="center">
                {logo && <Image src={logo} alt="logo" height={40} preview={false} />}
                <Upload
                  accept="image/png,image/jpeg,image/svg+xml,image/gif,image/webp"
                  showUploadList={false}
                  beforeUpload={(file) => {
                    if (file.size > LOGO_MAX) {
                      void message.error(t('admin.config.logoTooLarge'))
                      return false
                    }
                    void fileToDataUrl(file).then((url) => form.setFieldValue(SysBaseKey.logo, url))
                    return false
                  }}
                >
                  <Button icon={<UploadOutlined />}>{t('admin.config.uploadLogo')}</Button>
                </Upload>
              </Space>
            </Form.Item>
          )}
          <Form.Item wrapperCol={{ xs: 24, sm: { span: 16, offset: 6 }, lg: { span: 12, offset: 5 } }}>
            <Space>
              <Auth code="devConfigEditBatch">
                <Button
                  type="primary"
                  htmlType="submit"
                  loading={saving}
                  data-testid={`config-save-${category}`}
                >
                  {t('admin.common.save')}
                </Button>
              </Auth>
              {category === 'EMAIL' && (
                <Button
                  icon={<SendOutlined />}
                  onClick={() => {
                    testMailTo.current = ''
                    modal.confirm({
                      title: t('admin.config.testMail'),
                      content: (
                        <Input
                          autoFocus
                          type="email"
                          placeholder={t('admin.config.testMailTo')}
                          data-testid="config-test-mail-to"
                          onChange={(e) => {
                            testMailTo.current = e.target.value.trim()
                          }}
                        />
                      ),
                      onOk: async () => {
                        if (!isEmail(testMailTo.current)) {
                          void message.error(t('admin.config.testMailInvalid'))
                          throw new Error('invalid address')
                        }
                        await configApi.sendTestMail(testMailTo.current)
                        void message.success(t('admin.config.testMailSent'), 1)
                      },
                    })
                  }}
                  data-testid="config-test-mail"
                >
                  {t('admin.config.testMail')}
                </Button>
              )}
            </Space>
          </Form.Item>
        </Form>
      )}
    </Spin>
  )
}

/** Free keys outside the form categories: page, add, edit, delete. */
function OtherConfigs() {
  const { t } = useTranslation()
  const crud = useCrud<ConfigRow>(configApi)
  const columns: STColumn<ConfigRow>[] = [
    { title: t('admin.config.configKey'), dataIndex: 'configKey' },
    {
      title: t('admin.config.configValue'),
      dataIndex: 'configValue',
      ellipsis: true,
      render: (v: string, r: ConfigRow) =>
        r.secret ? (
          <Tag color={r.valueSet ? 'green' : undefined}>
            {r.valueSet ? t('admin.config.secretSet') : t('admin.config.secretNotSet')}
          </Tag>
        ) : (
          v
        ),
    },
    { title: t('admin.config.categoryName'), dataIndex: 'category', width: 160 },
    { title: t('admin.common.remark'), dataIndex: 'remark' },
    { title: t('admin.common.sortCode'), dataIndex: 'sortCode', width: 80 },
    crud.actionColumn({
      width: 140,
      edit: 'devConfigEdit',
      remove: 'devConfigDelete',
      testId: (r, action) => `config-${action}-${r.configKey}`,
    }),
  ]
  return (
    <>
      <Alert type="info" showIcon title={t('admin.config.otherHint')} style={{ marginBottom: 12 }} />
      <SearchTable<ConfigRow>
        id="dev-config-other"
        ref={crud.table}
        printTitle={t('admin.config.other')}
        columns={columns}
        params={{ category: OTHER }}
        request={(p) => configApi.page(p as Parameters<typeof configApi.page>[0])}
        searchFields={[crud.keywordField()]}
        toolbar={
          <CrudToolbar
            crud={crud}
            add={{ code: 'devConfigAdd', testId: 'config-add', onClick: () => crud.add({}) }}
          />
        }
      />
      <ConfigForm crud={crud} />
    </>
  )
}

function ConfigForm({ crud }: { crud: Crud<ConfigRow> }) {
  const { t } = useTranslation()
  const rules = useRules()
  const [form] = Form.useForm()
  const opening = crud.opening
  const record = opening?.mode === 'edit' ? opening.record : undefined
  // A key naming a password, secret or token is write-only, as on the server.
  const key = (Form.useWatch('configKey', form) as string | undefined) ?? record?.configKey ?? ''
  const secret = isSecretConfigKey(key)
  return (
    <CrudForm
      crud={crud}
      titles={[t('admin.config.addTitle'), t('admin.config.editTitle')]}
      defaults={{ category: OTHER, sortCode: 0, configValue: '' }}
      toBody={(values) => ({ ...values, configValue: String(values.configValue ?? '') })}
      form={form}
      data-testid="config-form"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="configKey"
            label={t('admin.config.configKey')}
            rules={[
              rules.required(t('admin.config.configKey')),
              {
                pattern: /^[A-Za-z][A-Za-z0-9_.]*$/,
                message: t('admin.common.invalidCode', { label: t('admin.config.configKey') }),
              },
            ]}
          >
            <Input maxLength={128} data-testid="config-key" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="category"
            label={t('admin.config.categoryName')}
            rules={[
              rules.required(t('admin.config.categoryName')),
              {
                pattern: /^[A-Z][A-Z0-9_]*$/,
                message: t('admin.common.invalidCode', { label: t('admin.config.categoryName') }),
              },
            ]}
          >
            <Input maxLength={32} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="configValue"
        label={t('admin.config.configValue')}
        extra={secret ? t('admin.config.secretHidden') : undefined}
        rules={[
          {
            validator: async (_, v) => {
              const text = String(v ?? '').trim()
              const format = configValueError(String(form.getFieldValue('configKey') ?? ''), text)
              if (format && !(secret && text === '')) throw new Error(t(`admin.config.bad.${format}`))
            },
          },
        ]}
        dependencies={['configKey']}
      >
        {secret ? (
          <Input.Password
            autoComplete="new-password"
            maxLength={10000}
            placeholder={record?.valueSet ? t('admin.config.secretKeep') : t('admin.config.secretEnter')}
            data-testid="config-value"
          />
        ) : (
          <Input.TextArea rows={3} maxLength={10000} data-testid="config-value" />
        )}
      </Form.Item>
      <Form.Item name="remark" label={t('admin.common.remark')}>
        <Input maxLength={255} />
      </Form.Item>
      <SortCodeItem />
    </CrudForm>
  )
}
