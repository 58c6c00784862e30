import { ApiOutlined, SendOutlined } from '@ant-design/icons'
import {
  CONFIG_LIMITS,
  type ConfigRow,
  configValueError,
  EmailKey,
  FileKey,
  isEmail,
  isPhone,
  isSecretConfigKey,
  LOGO_MAX_BYTES,
  LOGO_MIMES,
  LoginSecurityKey,
  OaKey,
  PasswordPolicyKey,
  S3_PRESET_DEFS,
  S3_PRESETS,
  type S3Preset,
  SMS_ENDPOINTS,
  SMS_PER_ADDRESS_PER_MINUTE,
  SmsKey,
  SysBaseKey,
  WECHAT_ENDPOINTS,
  WechatKey,
} from '@portal/contracts'
import { Alert, App, Button, Card, Form, Input, Tabs, Tag } from 'antd'
import { type ReactNode, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type ConfigBody, configApi } from '../../../api/dev/config'
import { SortCodeItem } from '../../../components/AdminKit'
import CrudTable from '../../../components/AdminKit/CrudTable'
import { type Crud, CrudForm, useCrud } from '../../../components/AdminKit/crud'
import { FormGrid, TextItem } from '../../../components/AdminKit/items'
import type { STColumn } from '../../../components/SearchTable'
import SettingsForm, { type SettingField } from '../../../components/SettingsForm'
import { useBaseConfigStore } from '../../../stores/baseConfig'
import ProviderEditor from '../../auth/third/components/ProviderEditor'

/** The category of the free keys of the "Other" tab. */
const OTHER = 'OTHER'

/** Configuration: one page with a tab per area and the free "other" keys. */
export default function ConfigPage() {
  const { t } = useTranslation()
  const reloadBase = useBaseConfigStore((s) => s.load)
  const smsEngines = [
    { value: 'LOG', label: t('admin.config.smsLog') },
    { value: 'ALIYUN', label: t('admin.config.smsAliyun') },
    { value: 'TENCENT', label: t('admin.config.smsTencent') },
  ]
  const specs: Record<string, SettingField[]> = {
    SYS_BASE: [
      { key: SysBaseKey.name, label: t('admin.config.sysName'), kind: 'text' },
      {
        key: SysBaseKey.logo,
        label: t('admin.config.sysLogo'),
        kind: 'image',
        upload: {
          label: t('admin.config.uploadLogo'),
          accept: LOGO_MIMES,
          maxBytes: LOGO_MAX_BYTES,
          send: configApi.uploadLogo,
        },
      },
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
      {
        key: LoginSecurityKey.otpRequiredRoles,
        label: t('admin.config.otpRequiredRoles'),
        kind: 'text',
        placeholder: 'superAdmin, gateGuard',
        extra: t('admin.config.otpRequiredRolesHint'),
      },
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
    SMS: [
      {
        key: SmsKey.provider,
        label: t('admin.config.smsProvider'),
        kind: 'select',
        options: smsEngines,
      },
      {
        key: SmsKey.fallback,
        label: t('admin.config.smsFallback'),
        kind: 'select',
        options: [{ value: '', label: t('admin.config.smsNoFallback') }, ...smsEngines],
        extra: t('admin.config.smsFallbackHint'),
      },
      {
        key: SmsKey.timeoutMs,
        label: t('admin.config.smsTimeout'),
        kind: 'number',
        extra: t('admin.config.smsTimeoutHint'),
      },
      {
        key: SmsKey.perAddressPerMinute,
        label: t('admin.config.smsPerAddress'),
        kind: 'number',
        extra: t('admin.config.smsPerAddressHint', { n: SMS_PER_ADDRESS_PER_MINUTE }),
      },
      {
        key: SmsKey.aliyunAccessKeyId,
        label: t('admin.config.accessKeyId'),
        kind: 'text',
        group: t('admin.config.smsAliyunGroup'),
      },
      { key: SmsKey.aliyunAccessKeySecret, label: t('admin.config.accessKeySecret'), kind: 'secret' },
      { key: SmsKey.aliyunSignName, label: t('admin.config.smsSignName'), kind: 'text' },
      {
        key: SmsKey.aliyunRegion,
        label: t('admin.config.smsRegion'),
        kind: 'text',
        placeholder: 'cn-hangzhou',
      },
      {
        key: SmsKey.aliyunEndpoint,
        label: t('admin.config.smsEndpoint'),
        kind: 'text',
        placeholder: SMS_ENDPOINTS.ALIYUN,
        extra: t('admin.config.smsEndpointHint', { url: SMS_ENDPOINTS.ALIYUN }),
      },
      {
        key: SmsKey.tencentSecretId,
        label: t('admin.config.secretId'),
        kind: 'text',
        group: t('admin.config.smsTencentGroup'),
      },
      { key: SmsKey.tencentSecretKey, label: t('admin.config.secretKey'), kind: 'secret' },
      {
        key: SmsKey.tencentSdkAppId,
        label: t('admin.config.smsSdkAppId'),
        kind: 'text',
        placeholder: '1400000000',
      },
      { key: SmsKey.tencentSignName, label: t('admin.config.smsSignName'), kind: 'text' },
      {
        key: SmsKey.tencentRegion,
        label: t('admin.config.smsRegion'),
        kind: 'text',
        placeholder: 'ap-guangzhou',
      },
      {
        key: SmsKey.tencentEndpoint,
        label: t('admin.config.smsEndpoint'),
        kind: 'text',
        placeholder: SMS_ENDPOINTS.TENCENT,
        extra: t('admin.config.smsEndpointHint', { url: SMS_ENDPOINTS.TENCENT }),
      },
    ],
    WECHAT: [
      { key: WechatKey.appId, label: t('admin.config.wechatAppId'), kind: 'text', placeholder: 'wx…' },
      { key: WechatKey.appSecret, label: t('admin.config.wechatAppSecret'), kind: 'secret' },
      {
        key: WechatKey.authorizeUrl,
        label: t('admin.config.wechatAuthorizeUrl'),
        kind: 'text',
        placeholder: WECHAT_ENDPOINTS.authorize,
      },
      {
        key: WechatKey.apiUrl,
        label: t('admin.config.wechatApiUrl'),
        kind: 'text',
        placeholder: WECHAT_ENDPOINTS.api,
      },
    ],
    OA: [
      {
        key: OaKey.baseUrl,
        label: t('admin.config.oaBaseUrl'),
        kind: 'text',
        placeholder: 'https://oa.example.com/api',
      },
      {
        key: OaKey.secret,
        label: t('admin.config.oaSecret'),
        kind: 'secret',
        extra: t('admin.config.oaSecretHint'),
      },
      {
        key: OaKey.publicUrl,
        label: t('admin.config.oaPublicUrl'),
        kind: 'text',
        extra: t('admin.config.oaPublicUrlHint'),
        placeholder: 'https://portal.example.com',
      },
    ],
    FILE: [
      {
        key: SysBaseKey.fileEngine,
        label: t('admin.config.fileEngine'),
        kind: 'select',
        options: [
          { value: 'LOCAL', label: t('admin.config.local') },
          { value: 'S3', label: t('admin.config.s3') },
        ],
        extra: t('admin.config.engineHint'),
      },
      {
        key: FileKey.maxSizeMb,
        label: t('admin.config.maxSizeMb'),
        kind: 'number',
        extra: t('admin.config.maxSizeMbHint'),
      },
      {
        key: FileKey.localFolder,
        label: t('admin.config.localFolder'),
        kind: 'text',
        group: t('admin.config.localGroup'),
        extra: t('admin.config.localFolderHint'),
      },
      {
        key: FileKey.s3Preset,
        label: t('admin.config.s3Preset'),
        kind: 'select',
        group: t('admin.config.s3Group'),
        options: S3_PRESETS.map((p) => ({ value: p, label: t(`admin.config.s3Presets.${p || 'OTHER'}`) })),
        extra: t('admin.config.s3PresetHint'),
        onPick: (preset, current) => {
          const def = preset ? S3_PRESET_DEFS[preset as Exclude<S3Preset, ''>] : null
          if (!def) return {}
          // A region another preset filled in (or the generic default) follows the new one.
          const region = String(current(FileKey.s3Region) ?? '')
          const presetRegions = ['', 'us-east-1', ...Object.values(S3_PRESET_DEFS).map((d) => d.region)]
          return {
            [FileKey.s3PathStyle]: def.pathStyle,
            ...(presetRegions.includes(region) ? { [FileKey.s3Region]: def.region } : {}),
            ...(def.endpoint ? { [FileKey.s3Endpoint]: '' } : {}),
          }
        },
      },
      {
        key: FileKey.s3Endpoint,
        label: t('admin.config.s3Endpoint'),
        kind: 'text',
        placeholder: 'https://minio.example.com:9000',
        extra: t('admin.config.s3EndpointHint'),
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
  }
  // The login page shows the base settings (and the file engine) as soon as they are saved.
  const reloadBaseConfig = () => void reloadBase(true)
  const extras: Record<string, { header?: ReactNode; actions?: ReactNode; onSaved?: () => void }> = {
    SYS_BASE: {
      header: <Alert type="info" showIcon title={t('admin.config.baseHint')} style={{ marginBottom: 16 }} />,
      onSaved: reloadBaseConfig,
    },
    EMAIL: { actions: <TestMailButton /> },
    SMS: {
      header: <Alert type="info" showIcon title={t('admin.config.smsHint')} style={{ marginBottom: 16 }} />,
      actions: <TestSmsButton />,
    },
    WECHAT: {
      header: (
        <Alert type="info" showIcon title={t('admin.config.wechatHint')} style={{ marginBottom: 16 }} />
      ),
    },
    OA: {
      header: <Alert type="info" showIcon title={t('admin.config.oaHint')} style={{ marginBottom: 16 }} />,
    },
    FILE: { onSaved: reloadBaseConfig, actions: <TestStorageButton /> },
  }
  const tabs: Array<{ key: string; label: string }> = [
    { key: 'SYS_BASE', label: t('admin.config.sys') },
    { key: 'LOGIN_SECURITY', label: t('admin.config.loginSecurity') },
    { key: 'PASSWORD_POLICY', label: t('admin.config.passwordPolicy') },
    { key: 'EMAIL', label: t('admin.config.email') },
    { key: 'SMS', label: t('admin.config.sms') },
    { key: 'FILE', label: t('admin.config.file') },
    { key: 'WECHAT', label: t('admin.config.wechat') },
    { key: 'OA', label: t('admin.config.oa') },
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
                fields={specs[tab.key] ?? []}
                elsewhere={Object.entries(specs).flatMap(([k, list]) =>
                  k === tab.key ? [] : list.map((f) => f.key),
                )}
                saveCode="devConfigEditBatch"
                header={extras[tab.key]?.header}
                actions={extras[tab.key]?.actions}
                onSaved={extras[tab.key]?.onSaved}
                data-testid={`config-form-${tab.key}`}
              />
            ),
          })),
          // Third-party logins are a list of providers (auth/third), not keys of the configuration.
          { key: 'THIRD', label: t('admin.config.third'), children: <ProviderEditor /> },
          { key: 'OTHER', label: t('admin.config.other'), children: <OtherConfigs /> },
        ]}
      />
    </Card>
  )
}

/**
 * A test send with the saved settings: asks for an address in a dialog, checks it, sends, and says
 * what happened (the server's refusal is toasted by the request module).
 */
function TestSendButton({
  title,
  hint,
  placeholder,
  inputMode,
  valid,
  invalid,
  send,
  testId,
}: {
  title: string
  hint?: string
  placeholder: string
  inputMode: 'email' | 'numeric'
  valid: (to: string) => boolean
  invalid: string
  /** Sends to the address; answers the success message. */
  send: (to: string) => Promise<string>
  testId: string
}) {
  const { message, modal } = App.useApp()
  const to = useRef('')
  return (
    <Button
      icon={<SendOutlined />}
      onClick={() => {
        to.current = ''
        modal.confirm({
          title,
          content: (
            <>
              {hint && <p>{hint}</p>}
              <Input
                autoFocus
                type={inputMode === 'email' ? 'email' : 'text'}
                inputMode={inputMode}
                aria-label={placeholder}
                placeholder={placeholder}
                data-testid={`${testId}-to`}
                onChange={(e) => {
                  to.current = e.target.value.trim()
                }}
              />
            </>
          ),
          onOk: async () => {
            if (!valid(to.current)) {
              void message.error(invalid)
              throw new Error('invalid address')
            }
            void message.success(await send(to.current), 2)
          },
        })
      }}
      data-testid={testId}
    >
      {title}
    </Button>
  )
}

/** A test mail with the saved SMTP settings. */
function TestMailButton() {
  const { t } = useTranslation()
  return (
    <TestSendButton
      title={t('admin.config.testMail')}
      placeholder={t('admin.config.testMailTo')}
      inputMode="email"
      valid={isEmail}
      invalid={t('admin.config.testMailInvalid')}
      send={async (to) => {
        await configApi.sendTestMail({ to })
        return t('admin.config.testMailSent')
      }}
      testId="config-test-mail"
    />
  )
}

/** A test SMS with the saved SMS settings; says which channel carried it. */
function TestSmsButton() {
  const { t } = useTranslation()
  return (
    <TestSendButton
      title={t('admin.config.testSms')}
      hint={t('admin.config.testSmsHint')}
      placeholder={t('admin.config.testSmsTo')}
      inputMode="numeric"
      valid={isPhone}
      invalid={t('admin.config.testSmsInvalid')}
      send={async (phone) => t('admin.config.testSmsSent', await configApi.sendTestSms({ phone }))}
      testId="config-test-sms"
    />
  )
}

/** Stores, reads back and removes a small probe file with the saved file settings. */
function TestStorageButton() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [testing, setTesting] = useState(false)
  return (
    <Button
      icon={<ApiOutlined />}
      loading={testing}
      onClick={async () => {
        setTesting(true)
        try {
          const r = await configApi.testFileStorage()
          void message.success(t('admin.config.testStorageOk', r), 3)
        } catch {
          // shown by the request module
        } finally {
          setTesting(false)
        }
      }}
      data-testid="config-test-storage"
    >
      {t('admin.config.testStorage')}
    </Button>
  )
}

/** Free keys outside the form categories: page, add, edit, delete. */
function OtherConfigs() {
  const { t } = useTranslation()
  const crud = useCrud<ConfigRow, ConfigBody>(configApi)
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
    crud.sortCodeColumn(),
    crud.actionColumn({
      edit: 'devConfigEdit',
      remove: 'devConfigDelete',
      testId: (r, action) => `config-${action}-${r.configKey}`,
    }),
  ]
  return (
    <>
      <Alert type="info" showIcon title={t('admin.config.otherHint')} style={{ marginBottom: 12 }} />
      <CrudTable
        id="dev-config-other"
        crud={crud}
        printTitle={t('admin.config.other')}
        columns={columns}
        params={{ category: OTHER }}
        request={configApi.page}
        searchFields={[crud.keywordField()]}
        add={{ code: 'devConfigAdd', testId: 'config-add' }}
      />
      <ConfigForm crud={crud} />
    </>
  )
}

/** The value input may be emptied (a free key may hold nothing). */
type ConfigValues = Omit<ConfigBody, 'configValue'> & { configValue?: string | null }

function ConfigForm({ crud }: { crud: Crud<ConfigRow, ConfigBody> }) {
  const { t } = useTranslation()
  const [form] = Form.useForm<ConfigValues>()
  const opening = crud.opening
  const record = opening?.mode === 'edit' ? opening.record : undefined
  // A key naming a password, secret or token is write-only, as on the server.
  const key = Form.useWatch('configKey', form) ?? record?.configKey ?? ''
  const secret = isSecretConfigKey(key)
  return (
    <CrudForm<ConfigRow, ConfigBody, ConfigValues>
      crud={crud}
      titles={[t('admin.config.addTitle'), t('admin.config.editTitle')]}
      defaults={{ category: OTHER, sortCode: 0, configValue: '' }}
      toBody={(values) => ({ ...values, configValue: String(values.configValue ?? '') })}
      form={form}
      data-testid="config-form"
    >
      <FormGrid>
        <TextItem
          name="configKey"
          label={t('admin.config.configKey')}
          max={CONFIG_LIMITS.key}
          required
          rules={[
            {
              pattern: /^[A-Za-z][A-Za-z0-9_.]*$/,
              message: t('admin.common.invalidCode', { label: t('admin.config.configKey') }),
            },
          ]}
          testId="config-key"
        />
        <TextItem
          name="category"
          label={t('admin.config.categoryName')}
          max={CONFIG_LIMITS.category}
          required
          rules={[
            {
              pattern: /^[A-Z][A-Z0-9_]*$/,
              message: t('admin.common.invalidCode', { label: t('admin.config.categoryName') }),
            },
          ]}
        />
      </FormGrid>
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
            maxLength={CONFIG_LIMITS.value}
            placeholder={record?.valueSet ? t('admin.config.secretKeep') : t('admin.config.secretEnter')}
            data-testid="config-value"
          />
        ) : (
          <Input.TextArea rows={3} maxLength={CONFIG_LIMITS.value} data-testid="config-value" />
        )}
      </Form.Item>
      <TextItem name="remark" label={t('admin.common.remark')} max={CONFIG_LIMITS.remark} />
      <SortCodeItem />
    </CrudForm>
  )
}
