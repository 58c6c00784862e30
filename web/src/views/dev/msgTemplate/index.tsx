import { DeleteOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons'
import {
  SMS_VENDORS,
  type SmsVendor,
  TEMPLATE_LIMITS,
  type TemplateBody,
  type TemplateRecord,
  type TemplateRendered,
} from '@portal/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Form,
  Input,
  Segmented,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { msgTemplateApi } from '../../../api/dev/msgTemplate'
import { ActionLink, ConfirmLink, FormFooter, HiddenSubmit } from '../../../components/AdminKit'
import { useServerErrors } from '../../../components/AdminKit/serverErrors'
import FormContainer from '../../../components/FormContainer'
import RichTextView from '../../../components/RichText/View'
import { useFormatTime } from '../../../utils/time'

const EDIT = 'devMsgTemplateEdit'
const RESET = 'devMsgTemplateReset'

/**
 * Message templates: a short fixed list (every message kind and receiver the product sends to), so
 * one table without paging; a row opens its editor with an SMS, an e-mail and a preview tab.
 */
export default function MsgTemplatePage() {
  const { t } = useTranslation()
  const time = useFormatTime()
  const queryClient = useQueryClient()
  const { data, isLoading } = useQuery(msgTemplateApi.list.query())
  const [editing, setEditing] = useState<TemplateRecord | null>(null)
  const reload = () => queryClient.invalidateQueries({ queryKey: msgTemplateApi.key })
  const name = (r: TemplateRecord) =>
    `${t(`admin.msgTemplate.kinds.${r.kind}`)} · ${t(`admin.msgTemplate.sides.${r.side}`)}`
  const vendorCode = (r: TemplateRecord, v: SmsVendor) =>
    r.vendors[v].code ? (
      <Typography.Text code>{r.vendors[v].code}</Typography.Text>
    ) : (
      <Typography.Text type="secondary">{t('admin.msgTemplate.notSet')}</Typography.Text>
    )

  return (
    <Card variant="borderless" size="small" title={t('admin.msgTemplate.title')}>
      <Alert type="info" showIcon title={t('admin.msgTemplate.hint')} style={{ marginBottom: 12 }} />
      <Table<TemplateRecord>
        rowKey="id"
        size="middle"
        loading={isLoading}
        pagination={false}
        dataSource={data ?? []}
        locale={{ emptyText: <Empty description={t('admin.msgTemplate.empty')} /> }}
        data-testid="msg-template-table"
        columns={[
          {
            title: t('admin.msgTemplate.kind'),
            key: 'kind',
            render: (_, r) => t(`admin.msgTemplate.kinds.${r.kind}`),
          },
          {
            title: t('admin.msgTemplate.side'),
            key: 'side',
            width: 100,
            render: (_, r) => t(`admin.msgTemplate.sides.${r.side}`),
          },
          {
            title: t('admin.msgTemplate.channels'),
            key: 'channels',
            width: 120,
            render: (_, r) =>
              r.channels.map((c) => <Tag key={c}>{t(`admin.msgTemplate.channelNames.${c}`)}</Tag>),
          },
          {
            title: t('admin.msgTemplate.aliyun'),
            key: 'aliyun',
            width: 140,
            render: (_, r) => vendorCode(r, 'ALIYUN'),
          },
          {
            title: t('admin.msgTemplate.tencent'),
            key: 'tencent',
            width: 120,
            render: (_, r) => vendorCode(r, 'TENCENT'),
          },
          {
            title: t('admin.msgTemplate.state'),
            key: 'state',
            width: 140,
            render: (_, r) =>
              r.custom ? (
                <Space size={4} wrap>
                  <Tag color="blue">{t('admin.msgTemplate.custom')}</Tag>
                  {r.updatedAt && (
                    <Typography.Text type="secondary">
                      {t('admin.msgTemplate.updatedAt', { time: time(r.updatedAt) })}
                    </Typography.Text>
                  )}
                </Space>
              ) : (
                <Tag>{t('admin.msgTemplate.default')}</Tag>
              ),
          },
          {
            title: t('admin.common.action'),
            key: 'action',
            width: 120,
            render: (_, r) => (
              <Space size={0}>
                <ActionLink code={EDIT} onClick={() => setEditing(r)} testId={`msg-template-edit-${r.id}`}>
                  {t('admin.msgTemplate.edit')}
                </ActionLink>
                {r.custom && (
                  <ConfirmLink
                    code={RESET}
                    title={t('admin.msgTemplate.resetConfirm')}
                    onConfirm={() => msgTemplateApi.reset({ kind: r.kind, side: r.side }).then(reload)}
                    testId={`msg-template-reset-${r.id}`}
                  >
                    {t('admin.msgTemplate.reset')}
                  </ConfirmLink>
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <TemplateEditor
          record={editing}
          title={t('admin.msgTemplate.editTitle', { name: name(editing) })}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            void reload()
          }}
        />
      )}
    </Card>
  )
}

type Values = Omit<TemplateBody, 'kind' | 'side'>
const bodyOf = (r: TemplateRecord): Values => {
  const { id, kind, side, channels, values, custom, updatedAt, ...rest } = r
  return rest
}

function TemplateEditor({
  record,
  title,
  onClose,
  onSaved,
}: {
  record: TemplateRecord
  title: string
  onClose: () => void
  onSaved: () => void
}) {
  const { t, i18n } = useTranslation()
  const [form] = Form.useForm<Values>()
  const server = useServerErrors(form)
  const [saving, setSaving] = useState(false)
  const [lang, setLang] = useState<'zh-cn' | 'en'>(i18n.language === 'en' ? 'en' : 'zh-cn')
  const [preview, setPreview] = useState<TemplateRendered | null>(null)
  const key = { kind: record.kind, side: record.side }
  const valuesHint = (
    <Space size={4} wrap>
      <Typography.Text type="secondary">{t('admin.msgTemplate.values')}</Typography.Text>
      {record.values.map((v) => (
        <Typography.Text key={v} code copyable={{ text: `{${v}}` }}>{`{${v}}`}</Typography.Text>
      ))}
    </Space>
  )
  const text = (name: keyof Values, label: string, max: number, rows = 0, extra?: string) => (
    <Form.Item name={name} label={label} extra={extra} rules={[{ required: true, whitespace: true }]}>
      {rows ? <Input.TextArea rows={rows} maxLength={max} showCount /> : <Input maxLength={max} />}
    </Form.Item>
  )
  const save = async () => {
    const values = await form.validateFields()
    setSaving(true)
    try {
      await server.guard(() => msgTemplateApi.edit({ ...key, ...values }))
      onSaved()
    } finally {
      setSaving(false)
    }
  }
  const runPreview = async () => {
    const values = await form.validateFields()
    setPreview(await server.guard(() => msgTemplateApi.preview({ ...key, ...values, lang })))
  }

  return (
    <FormContainer
      open
      title={title}
      onClose={onClose}
      width={960}
      footer={<FormFooter onCancel={onClose} onOk={() => void save()} loading={saving} />}
      data-testid="msg-template-form"
    >
      {server.alert}
      <Form form={form} layout="vertical" initialValues={bodyOf(record)} onFinish={() => void save()}>
        <HiddenSubmit />
        <Tabs
          items={[
            {
              key: 'sms',
              label: t('admin.msgTemplate.smsTab'),
              forceRender: true,
              children: (
                <>
                  {valuesHint}
                  {text(
                    'smsText',
                    t('admin.msgTemplate.smsText'),
                    TEMPLATE_LIMITS.sms,
                    2,
                    t('admin.msgTemplate.smsTextHint'),
                  )}
                  {text('smsTextEn', t('admin.msgTemplate.smsTextEn'), TEMPLATE_LIMITS.sms, 2)}
                  {SMS_VENDORS.map((vendor) => (
                    <VendorFields key={vendor} vendor={vendor} />
                  ))}
                </>
              ),
            },
            {
              key: 'email',
              label: t('admin.msgTemplate.emailTab'),
              forceRender: true,
              children: (
                <>
                  {valuesHint}
                  {text('emailSubject', t('admin.msgTemplate.emailSubject'), TEMPLATE_LIMITS.subject)}
                  {text('emailSubjectEn', t('admin.msgTemplate.emailSubjectEn'), TEMPLATE_LIMITS.subject)}
                  {text('emailHtml', t('admin.msgTemplate.emailHtml'), TEMPLATE_LIMITS.body, 4)}
                  {text('emailHtmlEn', t('admin.msgTemplate.emailHtmlEn'), TEMPLATE_LIMITS.body, 4)}
                  {text('emailText', t('admin.msgTemplate.emailText'), TEMPLATE_LIMITS.body, 4)}
                  {text('emailTextEn', t('admin.msgTemplate.emailTextEn'), TEMPLATE_LIMITS.body, 4)}
                </>
              ),
            },
            {
              key: 'preview',
              label: t('admin.msgTemplate.previewTab'),
              children: (
                <>
                  <Space wrap style={{ marginBottom: 12 }}>
                    <Segmented
                      aria-label={t('admin.msgTemplate.previewLang')}
                      value={lang}
                      onChange={(v) => setLang(v as 'zh-cn' | 'en')}
                      options={[
                        { value: 'zh-cn', label: '中文' },
                        { value: 'en', label: 'English' },
                      ]}
                    />
                    <Button
                      icon={<EyeOutlined />}
                      onClick={() => void runPreview()}
                      data-testid="msg-template-preview"
                    >
                      {t('admin.msgTemplate.previewRun')}
                    </Button>
                  </Space>
                  {preview ? (
                    <Descriptions column={1} bordered size="small" data-testid="msg-template-rendered">
                      <Descriptions.Item label={t('admin.msgTemplate.previewSms')}>
                        {preview.sms}
                      </Descriptions.Item>
                      {SMS_VENDORS.map((v) => (
                        <Descriptions.Item
                          key={v}
                          label={t('admin.msgTemplate.previewVendor', {
                            vendor: t(`admin.msgTemplate.${v === 'ALIYUN' ? 'aliyun' : 'tencent'}`),
                          })}
                        >
                          <Typography.Text code>{JSON.stringify(preview.vendors[v])}</Typography.Text>
                        </Descriptions.Item>
                      ))}
                      <Descriptions.Item label={t('admin.msgTemplate.previewSubject')}>
                        {preview.emailSubject}
                      </Descriptions.Item>
                      <Descriptions.Item label={t('admin.msgTemplate.previewHtml')}>
                        <RichTextView html={preview.emailHtml} />
                      </Descriptions.Item>
                      <Descriptions.Item label={t('admin.msgTemplate.previewText')}>
                        <div style={{ whiteSpace: 'pre-wrap' }}>{preview.emailText}</div>
                      </Descriptions.Item>
                    </Descriptions>
                  ) : (
                    <Empty description={t('admin.msgTemplate.previewEmpty')} />
                  )}
                </>
              ),
            },
          ]}
        />
      </Form>
    </FormContainer>
  )
}

/** One vendor's template code and the list of its parameters (name → value with `{…}` values). */
function VendorFields({ vendor }: { vendor: SmsVendor }) {
  const { t } = useTranslation()
  const aliyun = vendor === 'ALIYUN'
  return (
    <fieldset
      className="msg-template-vendor"
      style={{
        border: '1px solid rgba(128,128,128,.3)',
        borderRadius: 6,
        padding: '8px 12px 0',
        marginBottom: 16,
      }}
    >
      <legend style={{ width: 'auto', padding: '0 6px', marginBottom: 0, fontSize: 14 }}>
        {t(aliyun ? 'admin.msgTemplate.aliyun' : 'admin.msgTemplate.tencent')}
      </legend>
      <Form.Item
        name={['vendors', vendor, 'code']}
        label={t('admin.msgTemplate.vendorCode')}
        extra={t(aliyun ? 'admin.msgTemplate.aliyunCodeHint' : 'admin.msgTemplate.tencentCodeHint')}
        rules={[
          {
            pattern: aliyun ? /^[A-Za-z0-9_]*$/ : /^\d*$/,
            message: t(aliyun ? 'admin.msgTemplate.aliyunCodeHint' : 'admin.msgTemplate.tencentCodeHint'),
          },
        ]}
      >
        <Input
          maxLength={TEMPLATE_LIMITS.code}
          placeholder={aliyun ? 'SMS_123456789' : '1234567'}
          data-testid={`msg-template-code-${vendor}`}
        />
      </Form.Item>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
        {t('admin.msgTemplate.params')} ·{' '}
        {t(aliyun ? 'admin.msgTemplate.aliyunParamHint' : 'admin.msgTemplate.tencentParamHint')}
      </Typography.Text>
      <Form.List name={['vendors', vendor, 'params']}>
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, i) => (
              <Space key={field.key} align="start" style={{ display: 'flex' }}>
                <Form.Item
                  name={[field.name, 'name']}
                  rules={[{ required: true, whitespace: true, message: t('admin.msgTemplate.paramName') }]}
                  style={{ width: 160 }}
                >
                  <Input
                    aria-label={`${t('admin.msgTemplate.paramName')} ${i + 1}`}
                    placeholder={t('admin.msgTemplate.paramName')}
                    maxLength={TEMPLATE_LIMITS.param}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'value']} style={{ width: 360 }}>
                  <Input
                    aria-label={`${t('admin.msgTemplate.paramValue')} ${i + 1}`}
                    placeholder={t('admin.msgTemplate.paramValue')}
                    maxLength={TEMPLATE_LIMITS.sms}
                  />
                </Form.Item>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={t('admin.msgTemplate.removeParam')}
                  title={t('admin.msgTemplate.removeParam')}
                  onClick={() => remove(field.name)}
                />
              </Space>
            ))}
            {fields.length < TEMPLATE_LIMITS.params && (
              <Form.Item>
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add({ name: aliyun ? '' : String(fields.length + 1), value: '' })}
                >
                  {t('admin.msgTemplate.addParam')}
                </Button>
              </Form.Item>
            )}
          </>
        )}
      </Form.List>
    </fieldset>
  )
}
