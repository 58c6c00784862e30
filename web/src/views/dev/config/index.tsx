import { SendOutlined, UploadOutlined } from '@ant-design/icons'
import {
  type ConfigRow,
  EmailKey,
  isEmail,
  LoginSecurityKey,
  PasswordPolicyKey,
  SmsKey,
  SysBaseKey,
} from '@portal/contracts'
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Empty,
  Form,
  Image,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Spin,
  Switch,
  Tabs,
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

type Kind = 'text' | 'textarea' | 'switch' | 'number' | 'password' | 'logo' | 'sms' | 'fileEngine'
interface FieldSpec {
  key: string
  label: string
  kind: Kind
}

/** The category of the free keys of the "Other" tab. */
const OTHER = 'OTHER'
const LOGO_MAX = 200 * 1024

/** Configuration: one page with a tab per area and the free "other" keys. */
export default function ConfigPage() {
  const { t } = useTranslation()
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
    ],
    EMAIL: [
      { key: EmailKey.host, label: t('admin.config.smtpHost'), kind: 'text' },
      { key: EmailKey.port, label: t('admin.config.smtpPort'), kind: 'number' },
      { key: EmailKey.secure, label: t('admin.config.smtpSecure'), kind: 'switch' },
      { key: EmailKey.user, label: t('admin.config.smtpUser'), kind: 'text' },
      { key: EmailKey.password, label: t('admin.config.smtpPassword'), kind: 'password' },
      { key: EmailKey.from, label: t('admin.config.smtpFrom'), kind: 'text' },
    ],
    SMS: [{ key: SmsKey.provider, label: t('admin.config.smsProvider'), kind: 'sms' }],
    FILE: [{ key: SysBaseKey.fileEngine, label: t('admin.config.fileEngine'), kind: 'fileEngine' }],
    THIRD: [],
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

/**
 * The rows of one category as a form, saved together (editBatch). The file engine lives in the base
 * category on the server, so the file tab reads and writes that key wherever it is.
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

  const present = (key: string) => rows.some((r) => r.configKey === key)
  const known = specs.filter((s) => present(s.key))
  const extra: FieldSpec[] = rows
    .filter(
      (r) =>
        r.category === category &&
        !specs.some((s) => s.key === r.configKey) &&
        !elsewhere.includes(r.configKey),
    )
    .map((r) => ({ key: r.configKey, label: r.remark || r.configKey, kind: 'text' }))
  const fields = [...known, ...extra]

  const save = async (values: Record<string, unknown>) => {
    const list = fields.map((f) => {
      const v = values[f.key]
      return {
        configKey: f.key,
        configValue: f.kind === 'switch' ? String(!!v) : v === null || v === undefined ? '' : String(v),
      }
    })
    if (!list.length) return
    setSaving(true)
    try {
      await configApi.editBatch(list)
      void message.success(t('admin.common.saved'), 1)
      if (category === 'SYS_BASE' || category === 'FILE') void reloadBase(true)
      void load()
    } catch {
      // shown by the request module
    } finally {
      setSaving(false)
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
      case 'password':
        return <Input.Password autoComplete="new-password" />
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
      case 'logo':
        return <Input />
      default:
        return <Input />
    }
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
            <Form.Item
              key={f.key}
              name={f.key}
              label={f.label}
              valuePropName={f.kind === 'switch' ? 'checked' : 'value'}
              extra={f.kind === 'password' ? t('admin.config.secretHidden') : undefined}
            >
              {control(f)}
            </Form.Item>
          ))}
          {category === 'SYS_BASE' && present(SysBaseKey.logo) && (
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
    { title: t('admin.config.configValue'), dataIndex: 'configValue', ellipsis: true },
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
  return (
    <CrudForm
      crud={crud}
      titles={[t('admin.config.addTitle'), t('admin.config.editTitle')]}
      defaults={{ category: OTHER, sortCode: 0, configValue: '' }}
      toBody={(values) => ({ ...values, configValue: String(values.configValue ?? '') })}
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
      <Form.Item name="configValue" label={t('admin.config.configValue')}>
        <Input.TextArea rows={3} maxLength={10000} data-testid="config-value" />
      </Form.Item>
      <Form.Item name="remark" label={t('admin.common.remark')}>
        <Input maxLength={255} />
      </Form.Item>
      <SortCodeItem />
    </CrudForm>
  )
}
