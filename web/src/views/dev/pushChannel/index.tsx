import {
  LANGS,
  PUSH_KINDS,
  PUSH_LIMITS,
  PUSH_TOPICS,
  PUSH_WEBHOOKS,
  type PushChannelRecord,
} from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import { Alert, App, Checkbox, Form, Input, Select, Switch, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { type PushChannelBody, pushChannelApi } from '../../../api/dev/push'
import { ActionLink, useRules } from '../../../components/AdminKit'
import { type Crud, CrudForm, CrudToolbar, useCrud } from '../../../components/AdminKit/crud'
import SearchTable, { type STColumn } from '../../../components/SearchTable'

/**
 * The group robots push goes to: DingTalk, Feishu and WeCom, each with the topics (and the kinds
 * of application) it is chosen for. The webhook and the signing secret are write-only.
 */
export default function PushChannelPage() {
  const { t, i18n } = useTranslation()
  const { message } = App.useApp()
  const crud = useCrud<PushChannelRecord, PushChannelBody>(pushChannelApi)
  const { data: formTypes = [] } = useQuery(pushChannelApi.formTypes.query({}))
  const formName = (type: string) => {
    const f = formTypes.find((x) => x.type === type)
    return f ? (i18n.language === 'en' ? f.nameEn : f.name) : type
  }
  async function test(r: PushChannelRecord) {
    const res = await pushChannelApi.test(r.id)
    if (res.ok) void message.success(t('admin.push.testOk'))
    else void message.error(t('admin.push.testFailed', { error: res.error ?? '' }))
  }

  const columns: STColumn<PushChannelRecord>[] = [
    { title: t('admin.push.name'), dataIndex: 'name', width: 160, ellipsis: true },
    {
      title: t('admin.push.kind'),
      dataIndex: 'kind',
      width: 100,
      render: (v: string) => t(`admin.push.kinds.${v as 'WECOM'}`),
    },
    { title: t('admin.push.webhook'), dataIndex: 'webhookHint', ellipsis: true },
    {
      title: t('admin.push.topics'),
      dataIndex: 'topics',
      render: (v: string[]) => v.map((x) => <Tag key={x}>{t(`admin.push.topicNames.${x as 'TEST'}`)}</Tag>),
      printText: (r) => r.topics.map((x) => t(`admin.push.topicNames.${x as 'TEST'}`)).join('、'),
    },
    {
      title: t('admin.push.formTypes'),
      dataIndex: 'formTypes',
      ellipsis: true,
      render: (v: string[]) => (v.length ? v.map(formName).join('、') : t('admin.push.allFormTypes')),
      printText: (r) =>
        r.formTypes.length ? r.formTypes.map(formName).join('、') : t('admin.push.allFormTypes'),
    },
    {
      title: t('admin.push.secret'),
      dataIndex: 'secretSet',
      width: 90,
      render: (v: boolean) => (
        <Tag color={v ? 'green' : undefined}>
          {v ? t('admin.push.secretSet') : t('admin.push.secretNone')}
        </Tag>
      ),
    },
    {
      title: t('admin.push.enabled'),
      dataIndex: 'enabled',
      width: 80,
      render: (v: boolean) => (
        <Tag color={v ? 'green' : 'default'}>{v ? t('admin.push.on') : t('admin.push.off')}</Tag>
      ),
    },
    crud.actionColumn({
      edit: 'devPushChannelEdit',
      remove: 'devPushChannelDelete',
      testId: (r, action) => `push-channel-${action}-${r.name}`,
      links: (r) => (
        <ActionLink code="devPushChannelTest" onClick={() => test(r)} testId={`push-channel-test-${r.name}`}>
          {t('admin.push.test')}
        </ActionLink>
      ),
    }),
  ]
  return (
    <>
      <Alert type="info" showIcon title={t('admin.push.channelsHint')} style={{ marginBottom: 12 }} />
      <SearchTable
        id="dev-push-channel"
        {...crud.tableProps}
        list
        printTitle={t('admin.push.channelsTitle')}
        columns={columns}
        request={pushChannelApi.list}
        toolbar={
          <CrudToolbar
            crud={crud}
            add={{ code: 'devPushChannelAdd', testId: 'push-channel-add', onClick: () => crud.add() }}
            remove="devPushChannelDelete"
          />
        }
        data-testid="push-channels"
      />
      <ChannelForm
        crud={crud}
        formTypes={formTypes.map((f) => ({ value: f.type, label: formName(f.type) }))}
      />
    </>
  )
}

function ChannelForm({
  crud,
  formTypes,
}: {
  crud: Crud<PushChannelRecord, PushChannelBody>
  formTypes: Array<{ value: string; label: string }>
}) {
  const { t } = useTranslation()
  const rules = useRules()
  const [form] = Form.useForm<PushChannelBody>()
  const record = crud.opening?.mode === 'edit' ? crud.opening.record : undefined
  const kind = Form.useWatch('kind', form) ?? record?.kind ?? 'DINGTALK'
  return (
    <CrudForm<PushChannelRecord, PushChannelBody>
      crud={crud}
      form={form}
      titles={[t('admin.push.addTitle'), t('admin.push.editTitle')]}
      defaults={{
        kind: 'DINGTALK',
        lang: 'zh-cn',
        topics: ['APPROVAL_TODO', 'APPROVAL_RESULT'],
        formTypes: [],
        enabled: true,
      }}
      fromRecord={({ secretSet: _s, webhookHint: _w, ...r }) => ({ ...r, webhook: '', secret: '' })}
      data-testid="push-channel-form"
    >
      <Form.Item
        name="kind"
        label={t('admin.push.kind')}
        rules={[rules.required(t('admin.push.kind'), true)]}
      >
        <Select
          options={PUSH_KINDS.map((k) => ({ value: k, label: t(`admin.push.kinds.${k}`) }))}
          data-testid="push-channel-kind"
        />
      </Form.Item>
      <Form.Item name="name" label={t('admin.push.name')} rules={[rules.required(t('admin.push.name'))]}>
        <Input maxLength={PUSH_LIMITS.name} data-testid="push-channel-name" />
      </Form.Item>
      <Form.Item
        name="webhook"
        label={t('admin.push.webhook')}
        extra={
          record ? `${record.webhookHint} · ${t('admin.push.webhookKeep')}` : t('admin.push.webhookHint')
        }
        rules={record ? [] : [rules.required(t('admin.push.webhook'))]}
      >
        <Input.Password
          visibilityToggle
          maxLength={PUSH_LIMITS.webhook}
          autoComplete="off"
          placeholder={PUSH_WEBHOOKS[kind as 'DINGTALK']}
          data-testid="push-channel-webhook"
        />
      </Form.Item>
      {kind !== 'WECOM' && (
        <Form.Item
          name="secret"
          label={t('admin.push.secret')}
          extra={record?.secretSet ? t('admin.push.secretKeep') : t('admin.push.secretHint')}
        >
          <Input.Password
            maxLength={PUSH_LIMITS.secret}
            autoComplete="new-password"
            data-testid="push-channel-secret"
          />
        </Form.Item>
      )}
      {record?.secretSet && (
        <Form.Item name="clearSecret" valuePropName="checked">
          <Checkbox>{t('admin.push.clearSecret')}</Checkbox>
        </Form.Item>
      )}
      <Form.Item name="lang" label={t('admin.push.lang')}>
        <Select options={LANGS.map((l) => ({ value: l, label: t(`admin.push.langs.${l}`) }))} />
      </Form.Item>
      <Form.Item
        name="topics"
        label={t('admin.push.topics')}
        rules={[rules.requiredList(t('admin.push.topics'))]}
      >
        <Checkbox.Group
          options={PUSH_TOPICS.map((x) => ({ value: x, label: t(`admin.push.topicNames.${x}`) }))}
          data-testid="push-channel-topics"
        />
      </Form.Item>
      <Form.Item name="formTypes" label={t('admin.push.formTypes')} extra={t('admin.push.formTypesHint')}>
        <Select
          mode="multiple"
          allowClear
          options={formTypes}
          placeholder={t('admin.push.allFormTypes')}
          optionFilterProp="label"
          data-testid="push-channel-formTypes"
        />
      </Form.Item>
      <Form.Item name="enabled" label={t('admin.push.enabled')} valuePropName="checked">
        <Switch data-testid="push-channel-enabled" />
      </Form.Item>
      <Form.Item name="remark" label={t('admin.push.remark')}>
        <Input.TextArea maxLength={PUSH_LIMITS.remark} rows={2} />
      </Form.Item>
    </CrudForm>
  )
}
