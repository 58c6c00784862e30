import { THIRD_KINDS, THIRD_LIMITS, THIRD_PRESETS, type ThirdProvider } from '@portal/contracts'
import { Alert, Checkbox, Form, Input, Select, Switch, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { type ThirdProviderBody, thirdProviderApi } from '../../../../api/auth/third'
import { SortCodeItem, useRules } from '../../../../components/AdminKit'
import { type Crud, CrudForm, CrudToolbar, useCrud } from '../../../../components/AdminKit/crud'
import SearchTable, { type STColumn } from '../../../../components/SearchTable'
import { OrgTreeSelect, RoleSelect } from '../../../../components/Selectors'

/** The claims a provider's user is read by, with their standard names (the defaults). */
const CLAIMS = [
  ['subjectClaim', 'sub'],
  ['nameClaim', 'name'],
] as const

/**
 * The third-party login providers (configuration page, third-party tab): OIDC, OAuth 2 and the
 * WeCom and DingTalk presets. Secrets are write-only: the list says whether one is stored.
 */
export default function ProviderEditor() {
  const { t, i18n } = useTranslation()
  const crud = useCrud<ThirdProvider, ThirdProviderBody>(thirdProviderApi)
  const columns: STColumn<ThirdProvider>[] = [
    {
      title: t('admin.third.name'),
      dataIndex: 'name',
      render: (v: string, r: ThirdProvider) => (i18n.language === 'en' && r.nameEn) || v,
    },
    { title: t('admin.third.code'), dataIndex: 'platform', width: 120 },
    {
      title: t('admin.third.kind'),
      dataIndex: 'kind',
      width: 140,
      render: (v: ThirdProvider['kind']) => t(`admin.third.kinds.${v}`),
    },
    { title: t('admin.third.clientId'), dataIndex: 'clientId', ellipsis: true },
    {
      title: t('admin.third.clientSecret'),
      dataIndex: 'secretSet',
      width: 110,
      render: (v: boolean) => (
        <Tag color={v ? 'green' : undefined}>
          {v ? t('admin.third.secretSet') : t('admin.third.secretNone')}
        </Tag>
      ),
    },
    {
      title: t('admin.third.enabled'),
      dataIndex: 'enabled',
      width: 90,
      render: (v: boolean) => (
        <Tag color={v ? 'green' : 'default'}>{v ? t('admin.third.on') : t('admin.third.off')}</Tag>
      ),
    },
    {
      title: t('admin.third.autoCreate'),
      dataIndex: 'autoCreate',
      width: 110,
      render: (v: boolean) => (v ? t('admin.third.on') : t('admin.third.off')),
    },
    { title: t('admin.common.sortCode'), dataIndex: 'sortCode', width: 70 },
    crud.actionColumn({
      edit: 'authThirdProviderEdit',
      remove: 'authThirdProviderDelete',
      testId: (r, action) => `third-provider-${action}-${r.platform}`,
    }),
  ]
  return (
    <>
      <Alert type="info" showIcon title={t('admin.third.providersHint')} style={{ marginBottom: 12 }} />
      <SearchTable
        id="auth-third-provider"
        {...crud.tableProps}
        list
        printTitle={t('admin.third.providers')}
        columns={columns}
        request={thirdProviderApi.list}
        toolbar={
          <CrudToolbar
            crud={crud}
            add={{ code: 'authThirdProviderAdd', testId: 'third-provider-add', onClick: () => crud.add() }}
            remove="authThirdProviderDelete"
          />
        }
        data-testid="third-providers"
      />
      <ProviderForm crud={crud} />
    </>
  )
}

/** The form's values: the body, with the secret empty unless a new one is typed. */
type Values = ThirdProviderBody

function ProviderForm({ crud }: { crud: Crud<ThirdProvider, ThirdProviderBody> }) {
  const { t } = useTranslation()
  const rules = useRules()
  const [form] = Form.useForm<Values>()
  const record = crud.opening?.mode === 'edit' ? crud.opening.record : undefined
  const kind = Form.useWatch('kind', form) ?? record?.kind ?? 'OIDC'
  const autoCreate = Form.useWatch('autoCreate', form) ?? record?.autoCreate ?? false
  const preset = kind === 'WECOM' || kind === 'DINGTALK' ? THIRD_PRESETS[kind] : null
  const callback = `${window.location.origin}/callback`
  const url = (name: keyof Values, label: string, required: boolean) => (
    <Form.Item
      name={name}
      label={label}
      rules={required ? [rules.required(label)] : []}
      extra={preset ? t('admin.third.presetHint') : undefined}
    >
      <Input
        maxLength={THIRD_LIMITS.url}
        placeholder={preset ? String(preset[name as 'tokenEndpoint'] ?? '') : 'https://'}
        data-testid={`third-${name}`}
      />
    </Form.Item>
  )
  const clientIdLabel =
    kind === 'WECOM'
      ? t('admin.third.clientIdWecom')
      : kind === 'DINGTALK'
        ? t('admin.third.clientIdDingtalk')
        : t('admin.third.clientId')
  return (
    <CrudForm<ThirdProvider, ThirdProviderBody, Values>
      crud={crud}
      form={form}
      titles={[t('admin.third.addProvider'), t('admin.third.editProvider')]}
      defaults={{
        kind: 'OIDC',
        enabled: true,
        autoCreate: false,
        sortCode: 0,
        redirectUri: callback,
        scopes: 'openid profile',
      }}
      fromRecord={({ secretSet: _, ...r }) => ({ ...r, clientSecret: '' })}
      data-testid="third-provider-form"
    >
      <Form.Item name="kind" label={t('admin.third.kind')} rules={[rules.required(t('admin.third.kind'))]}>
        <Select
          options={THIRD_KINDS.map((k) => ({ value: k, label: t(`admin.third.kinds.${k}`) }))}
          data-testid="third-kind"
        />
      </Form.Item>
      <Form.Item
        name="platform"
        label={t('admin.third.code')}
        extra={t('admin.third.codeHint')}
        rules={[rules.required(t('admin.third.code'))]}
      >
        <Input maxLength={32} data-testid="third-platform" />
      </Form.Item>
      <Form.Item name="name" label={t('admin.third.name')} rules={[rules.required(t('admin.third.name'))]}>
        <Input maxLength={THIRD_LIMITS.name} data-testid="third-name" />
      </Form.Item>
      <Form.Item name="nameEn" label={t('admin.third.nameEn')}>
        <Input maxLength={THIRD_LIMITS.name} />
      </Form.Item>
      {kind === 'OIDC' && url('issuer', t('admin.third.issuer'), true)}
      {kind !== 'OIDC' &&
        url('authorizationEndpoint', t('admin.third.authorizationEndpoint'), kind === 'OAUTH2')}
      {kind !== 'OIDC' && url('tokenEndpoint', t('admin.third.tokenEndpoint'), kind === 'OAUTH2')}
      {kind !== 'OIDC' && url('userinfoEndpoint', t('admin.third.userinfoEndpoint'), kind === 'OAUTH2')}
      <Form.Item name="clientId" label={clientIdLabel} rules={[rules.required(clientIdLabel)]}>
        <Input maxLength={THIRD_LIMITS.client} data-testid="third-clientId" />
      </Form.Item>
      {kind === 'WECOM' && (
        <Form.Item
          name="agentId"
          label={t('admin.third.agentId')}
          rules={[rules.required(t('admin.third.agentId'))]}
        >
          <Input maxLength={THIRD_LIMITS.claim} />
        </Form.Item>
      )}
      <Form.Item
        name="clientSecret"
        label={t('admin.third.clientSecret')}
        extra={
          record ? (record.secretSet ? t('admin.third.secretKeep') : t('admin.third.secretNone')) : undefined
        }
      >
        <Input.Password
          maxLength={THIRD_LIMITS.client}
          autoComplete="new-password"
          data-testid="third-clientSecret"
        />
      </Form.Item>
      {record?.secretSet && (
        <Form.Item name="clearSecret" valuePropName="checked">
          <Checkbox>{t('admin.third.clearSecret')}</Checkbox>
        </Form.Item>
      )}
      {!preset && (
        <>
          <Form.Item name="scopes" label={t('admin.third.scopes')}>
            <Input maxLength={THIRD_LIMITS.scopes} placeholder="openid profile" />
          </Form.Item>
          {CLAIMS.map(([name, standard]) => (
            <Form.Item
              key={name}
              name={name}
              label={t(`admin.third.${name}`)}
              extra={t('admin.third.claimHint', { value: standard })}
            >
              <Input maxLength={THIRD_LIMITS.claim} placeholder={standard} />
            </Form.Item>
          ))}
        </>
      )}
      <Form.Item
        name="redirectUri"
        label={t('admin.third.redirectUri')}
        extra={t('admin.third.redirectUriHint', { example: callback })}
        rules={[rules.required(t('admin.third.redirectUri'))]}
      >
        <Input maxLength={THIRD_LIMITS.url} data-testid="third-redirectUri" />
      </Form.Item>
      <Form.Item name="enabled" label={t('admin.third.enabled')} valuePropName="checked">
        <Switch data-testid="third-enabled" />
      </Form.Item>
      <Form.Item
        name="autoCreate"
        label={t('admin.third.autoCreate')}
        extra={t('admin.third.autoCreateHint')}
        valuePropName="checked"
      >
        <Switch data-testid="third-autoCreate" />
      </Form.Item>
      {autoCreate && (
        <>
          <Form.Item name="orgId" label={t('admin.third.org')} rules={[rules.required(t('admin.third.org'))]}>
            <OrgTreeSelect />
          </Form.Item>
          <Form.Item
            name="roleId"
            label={t('admin.third.role')}
            rules={[rules.required(t('admin.third.role'))]}
          >
            <RoleSelect />
          </Form.Item>
        </>
      )}
      <SortCodeItem />
    </CrudForm>
  )
}
