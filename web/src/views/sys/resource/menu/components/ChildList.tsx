import { PlusOutlined } from '@ant-design/icons'
import type { ResourceRecord, ResourceTreeNode } from '@portal/contracts'
import { Button, Form, Input, InputNumber, Space } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type ChildKind, resourceApi } from '../../../../../api/sys/resource'
import {
  ActionLink,
  DeleteLink,
  FormFooter,
  HiddenSubmit,
  useRules,
} from '../../../../../components/AdminKit'
import Auth from '../../../../../components/Auth'
import FormContainer from '../../../../../components/FormContainer'
import SearchTable, { type SearchTableRef, type STColumn } from '../../../../../components/SearchTable'

type Editing = { mode: 'add' } | { mode: 'edit'; record: ResourceRecord } | null

/** The buttons (permission codes) or fields (field-permission codes) of one menu. */
export default function ChildList({
  kind,
  menu,
  onClose,
}: {
  kind: ChildKind
  menu: ResourceTreeNode | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  const table = useRef<SearchTableRef>(null)
  const [editing, setEditing] = useState<Editing>(null)
  const Code = kind === 'button' ? 'sysButton' : 'sysField'
  const columns: STColumn<ResourceRecord>[] = [
    { title: t('admin.common.title'), dataIndex: 'title' },
    { title: t('admin.common.titleEn'), dataIndex: 'titleEn' },
    { title: t('admin.common.code'), dataIndex: 'code' },
    { title: t('admin.common.sortCode'), dataIndex: 'sortCode', width: 70 },
    {
      title: t('admin.common.action'),
      key: 'action',
      isPrint: false,
      width: 130,
      render: (_: unknown, r: ResourceRecord) => (
        <Space size={0}>
          <ActionLink code={`${Code}Edit`} onClick={() => setEditing({ mode: 'edit', record: r })}>
            {t('admin.common.edit')}
          </ActionLink>
          <DeleteLink
            code={`${Code}Delete`}
            onConfirm={() => resourceApi.childDelete(kind, [r.id]).then(() => table.current?.refresh())}
          />
        </Space>
      ),
    },
  ]
  return (
    <FormContainer
      title={`${menu?.title ?? ''} - ${kind === 'button' ? t('admin.resource.buttons') : t('admin.resource.fields')}`}
      open={!!menu}
      onClose={onClose}
      width={860}
      data-testid={`menu-${kind}s`}
    >
      {menu && (
        <SearchTable<ResourceRecord>
          id={`sys-menu-${kind}`}
          ref={table}
          columns={columns}
          params={{ parentId: menu.id }}
          request={(p) => resourceApi.childPage(kind, p as Parameters<typeof resourceApi.childPage>[1])}
          toolbar={
            <Auth code={`${Code}Add`}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'add' })}>
                {t('admin.common.add')}
              </Button>
            </Auth>
          }
        />
      )}
      <ChildForm
        kind={kind}
        parentId={menu?.id}
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => table.current?.refresh()}
      />
    </FormContainer>
  )
}

function ChildForm({
  kind,
  parentId,
  editing,
  onClose,
  onSaved,
}: {
  kind: ChildKind
  parentId?: string
  editing: Editing
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useTranslation()
  const rules = useRules()
  const [form] = Form.useForm()
  // Each opening starts from that opening's initial values.
  useEffect(() => {
    if (editing) form.resetFields()
  }, [editing, form])
  const [saving, setSaving] = useState(false)
  const record = editing?.mode === 'edit' ? editing.record : undefined
  const submit = async (values: Record<string, unknown>) => {
    if (!parentId) return
    setSaving(true)
    try {
      const body = { ...values, parentId } as Parameters<typeof resourceApi.childAdd>[1]
      if (record) await resourceApi.childEdit(kind, { ...body, id: record.id })
      else await resourceApi.childAdd(kind, body)
      onClose()
      onSaved()
    } catch {
      // shown by the request module
    } finally {
      setSaving(false)
    }
  }
  const title =
    kind === 'button'
      ? record
        ? t('admin.resource.buttonEditTitle')
        : t('admin.resource.buttonAddTitle')
      : record
        ? t('admin.resource.fieldEditTitle')
        : t('admin.resource.fieldAddTitle')
  return (
    <FormContainer
      title={title}
      open={!!editing}
      onClose={onClose}
      width={480}
      footer={<FormFooter onCancel={onClose} onOk={() => form.submit()} loading={saving} />}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={record ?? { sortCode: 0 }}
        onFinish={submit}
        preserve={false}
      >
        <Form.Item
          name="title"
          label={t('admin.common.title')}
          rules={[rules.required(t('admin.common.title'))]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="titleEn" label={t('admin.common.titleEn')}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('admin.common.code')}
          extra={kind === 'field' ? t('admin.resource.fieldCodeHint') : undefined}
          rules={[rules.required(t('admin.common.code')), rules.code(t('admin.common.code'))]}
        >
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item name="sortCode" label={t('admin.common.sortCode')}>
          <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <HiddenSubmit />
      </Form>
    </FormContainer>
  )
}
