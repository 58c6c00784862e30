import {
  MESSAGE_CATEGORY_DICT,
  MESSAGE_LIMITS,
  MESSAGE_RECEIVER_TYPES,
  MESSAGE_STATUSES,
  type MessageAdminRow,
} from '@portal/contracts'
import { App, Form, Radio, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { type MessageBody, messageApi } from '../../../api/dev/message'
import { ActionLink, useRules } from '../../../components/AdminKit'
import CrudTable from '../../../components/AdminKit/CrudTable'
import { type Crud, CrudForm, useCrud } from '../../../components/AdminKit/crud'
import { TextItem } from '../../../components/AdminKit/items'
import { DictSelect, DictTag } from '../../../components/Dict'
import PersonSelect from '../../../components/PersonSelect'
import { RichTextInput } from '../../../components/RichText'
import type { STColumn } from '../../../components/SearchTable'
import { optionsOf, selectField } from '../../../components/SearchTable/fields'
import { OrgTreeSelect, RoleSelect } from '../../../components/Selectors'

/** Site messages: drafts to users, roles or organisations, sent from the list. */
export default function MessagePage() {
  const { t } = useTranslation()
  const { modal, message } = App.useApp()
  const crud = useCrud<MessageAdminRow, MessageBody>(messageApi)

  const send = (r: MessageAdminRow) =>
    modal.confirm({
      title: t('admin.messagePage.send'),
      content: t('admin.messagePage.sendConfirm', { subject: r.subject }),
      onOk: async () => {
        const count = await messageApi.send(r.id)
        void message.success(t('admin.messagePage.sent', { count }))
        crud.changed()
      },
    })

  const columns: STColumn<MessageAdminRow>[] = [
    { title: t('admin.messagePage.subject'), dataIndex: 'subject', ellipsis: true },
    {
      title: t('admin.messagePage.category'),
      dataIndex: 'category',
      width: 110,
      render: (v: string) => <DictTag type={MESSAGE_CATEGORY_DICT} value={v} />,
    },
    {
      title: t('admin.messagePage.status'),
      dataIndex: 'status',
      width: 90,
      render: (v: string) => (
        <Tag color={v === 'SENT' ? 'green' : 'default'}>
          {t(v === 'SENT' ? 'admin.messagePage.SENT' : 'admin.messagePage.DRAFT')}
        </Tag>
      ),
    },
    {
      title: t('admin.messagePage.receiverType'),
      dataIndex: 'receiverType',
      width: 110,
      render: (v: string | null) =>
        v === 'USER' || v === 'ROLE' || v === 'ORG' ? t(`admin.messagePage.${v}`) : null,
    },
    {
      title: t('admin.messagePage.readCount'),
      dataIndex: 'readCount',
      width: 100,
      render: (_: unknown, r: MessageAdminRow) =>
        r.status === 'SENT' ? `${r.readCount} / ${r.receiverCount}` : '-',
    },
    { title: t('admin.messagePage.sentAt'), dataIndex: 'sentAt', width: 170, printConfig: { type: 'time' } },
    crud.createdAtColumn(),
    crud.actionColumn({
      remove: 'devMessageDelete',
      testId: (r, action) => `message-${action}-${r.subject}`,
      links: (r) =>
        r.status === 'DRAFT' && (
          <>
            <ActionLink
              code="devMessageEdit"
              onClick={() => crud.edit(r)}
              testId={`message-edit-${r.subject}`}
            >
              {t('admin.common.edit')}
            </ActionLink>
            <ActionLink code="devMessageSend" onClick={() => send(r)} testId={`message-send-${r.subject}`}>
              {t('admin.messagePage.send')}
            </ActionLink>
          </>
        ),
    }),
  ]

  return (
    <>
      <CrudTable
        id="dev-message"
        crud={crud}
        printTitle={t('admin.messagePage.addTitle')}
        columns={columns}
        request={messageApi.page}
        searchFields={[
          crud.keywordField(t('admin.messagePage.subject')),
          {
            name: 'category',
            label: t('admin.messagePage.category'),
            node: <DictSelect type={MESSAGE_CATEGORY_DICT} />,
          },
          selectField(
            'status',
            t('admin.messagePage.status'),
            optionsOf(MESSAGE_STATUSES, (s) => t(`admin.messagePage.${s}`)),
          ),
        ]}
        add={{ code: 'devMessageAdd', testId: 'message-add' }}
        remove="devMessageDelete"
      />
      <MessageForm crud={crud} />
    </>
  )
}

function MessageForm({ crud }: { crud: Crud<MessageAdminRow, MessageBody> }) {
  const { t } = useTranslation()
  const rules = useRules()
  const [form] = Form.useForm<MessageBody>()
  const type = Form.useWatch('receiverType', form) ?? 'USER'
  const label = (k: 'subject' | 'category' | 'receivers') => t(`admin.messagePage.${k}`)
  return (
    <CrudForm<MessageAdminRow, MessageBody>
      crud={crud}
      form={form}
      titles={[t('admin.messagePage.addTitle'), t('admin.messagePage.editTitle')]}
      defaults={{ category: 'SYS', receiverType: 'USER', receiverIdList: [], content: '' }}
      load={(r, read) => read(messageApi.detail.query({ id: r.id }))}
      width={760}
      data-testid="message-form"
    >
      <TextItem
        name="subject"
        label={label('subject')}
        max={MESSAGE_LIMITS.subject}
        required
        testId="message-subject"
      />
      <Form.Item name="category" label={label('category')} rules={[rules.required(label('category'), true)]}>
        <DictSelect type={MESSAGE_CATEGORY_DICT} data-testid="message-category" />
      </Form.Item>
      <Form.Item name="receiverType" label={t('admin.messagePage.receiverType')}>
        <Radio.Group
          optionType="button"
          onChange={() => form.setFieldValue('receiverIdList', [])}
          options={optionsOf(MESSAGE_RECEIVER_TYPES, (v) => t(`admin.messagePage.${v}`))}
          data-testid="message-receiver-type"
        />
      </Form.Item>
      <Form.Item
        name="receiverIdList"
        label={label('receivers')}
        rules={[rules.requiredList(label('receivers'))]}
        extra={t('admin.messagePage.draftHint')}
      >
        {type === 'ROLE' ? (
          <RoleSelect multiple data-testid="message-receivers" />
        ) : type === 'ORG' ? (
          <OrgTreeSelect multiple data-testid="message-receivers" />
        ) : (
          <PersonSelect multiple data-testid="message-receivers" />
        )}
      </Form.Item>
      <Form.Item name="content" label={t('admin.messagePage.content')}>
        <RichTextInput data-testid="message-content" />
      </Form.Item>
    </CrudForm>
  )
}
