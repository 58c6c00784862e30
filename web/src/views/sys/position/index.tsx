import { PlusOutlined } from '@ant-design/icons'
import type { Position } from '@portal/contracts'
import { Button, Form, Input, InputNumber, Space } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { positionApi } from '../../../api/sys/position'
import {
  ActionLink,
  BatchDeleteButton,
  DeleteLink,
  FormFooter,
  HiddenSubmit,
  useRules,
} from '../../../components/AdminKit'
import Auth from '../../../components/Auth'
import { DictSelect, DictTag } from '../../../components/Dict'
import FormContainer from '../../../components/FormContainer'
import OrgTree from '../../../components/OrgTree'
import SearchTable, { type SearchTableRef, type STColumn } from '../../../components/SearchTable'
import { OrgTreeSelect } from '../../../components/Selectors'

type Editing = { mode: 'add'; orgId?: string } | { mode: 'edit'; record: Position } | null

/** Positions per organisation: the list follows the organisation chosen in the tree. */
export default function PositionPage() {
  const { t } = useTranslation()
  const table = useRef<SearchTableRef>(null)
  const [orgId, setOrgId] = useState<string>()
  const [editing, setEditing] = useState<Editing>(null)
  const [selected, setSelected] = useState<React.Key[]>([])

  const columns: STColumn<Position>[] = [
    { title: t('admin.position.name'), dataIndex: 'name' },
    { title: t('admin.position.code'), dataIndex: 'code' },
    {
      title: t('admin.position.category'),
      dataIndex: 'category',
      render: (v: string) => <DictTag type="POSITION_CATEGORY" value={v} />,
    },
    { title: t('admin.position.org'), dataIndex: 'orgName' },
    { title: t('admin.common.sortCode'), dataIndex: 'sortCode', width: 80 },
    {
      title: t('admin.common.createdAt'),
      dataIndex: 'createdAt',
      printConfig: { type: 'time' },
      checked: false,
    },
    {
      title: t('admin.common.action'),
      key: 'action',
      isPrint: false,
      width: 140,
      render: (_: unknown, r: Position) => (
        <Space size={0}>
          <ActionLink code="sysPositionEdit" onClick={() => setEditing({ mode: 'edit', record: r })}>
            {t('admin.common.edit')}
          </ActionLink>
          <DeleteLink
            code="sysPositionDelete"
            onConfirm={() => positionApi.delete([r.id]).then(() => table.current?.refresh())}
          />
        </Space>
      ),
    },
  ]

  return (
    <div className="admin-split">
      <div className="admin-split-side">
        <OrgTree value={orgId} onChange={(id) => setOrgId(id)} />
      </div>
      <div className="admin-split-main">
        <SearchTable<Position>
          id="sys-position"
          ref={table}
          printTitle={t('admin.position.title')}
          columns={columns}
          params={{ orgId }}
          request={(p) => positionApi.page(p as Parameters<typeof positionApi.page>[0])}
          selectable
          onSelectionChange={setSelected}
          searchFields={[
            {
              name: 'searchKey',
              label: t('admin.common.keyword'),
              node: <Input allowClear placeholder={t('admin.common.keywordPlaceholder')} />,
            },
            {
              name: 'category',
              label: t('admin.position.category'),
              node: <DictSelect type="POSITION_CATEGORY" />,
            },
          ]}
          toolbar={
            <>
              <Auth code="sysPositionAdd">
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => setEditing({ mode: 'add', orgId })}
                  data-testid="position-add"
                >
                  {t('admin.common.add')}
                </Button>
              </Auth>
              <BatchDeleteButton
                code="sysPositionDelete"
                keys={selected}
                onDelete={(ids) =>
                  positionApi.delete(ids).then(() => {
                    table.current?.clearSelection()
                    table.current?.refresh()
                  })
                }
              />
            </>
          }
        />
      </div>
      <PositionForm
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => table.current?.refresh()}
      />
    </div>
  )
}

function PositionForm({
  editing,
  onClose,
  onSaved,
}: {
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
  const initial = record
    ? { ...record }
    : { orgId: editing?.mode === 'add' ? editing.orgId : undefined, category: 'BASE', sortCode: 0 }

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true)
    try {
      const body = values as Parameters<typeof positionApi.add>[0]
      if (record) await positionApi.edit({ ...body, id: record.id })
      else await positionApi.add(body)
      onClose()
      onSaved()
    } catch {
      // shown by the request module
    } finally {
      setSaving(false)
    }
  }

  return (
    <FormContainer
      title={record ? t('admin.position.editTitle') : t('admin.position.addTitle')}
      open={!!editing}
      onClose={onClose}
      data-testid="position-form"
      footer={<FormFooter onCancel={onClose} onOk={() => form.submit()} loading={saving} />}
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} preserve={false}>
        <Form.Item
          name="orgId"
          label={t('admin.position.org')}
          rules={[rules.required(t('admin.position.org'), true)]}
        >
          <OrgTreeSelect data-testid="position-org" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('admin.position.name')}
          rules={[rules.required(t('admin.position.name'))]}
        >
          <Input maxLength={64} data-testid="position-name" />
        </Form.Item>
        <Form.Item name="code" label={t('admin.position.code')}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="category"
          label={t('admin.position.category')}
          rules={[rules.required(t('admin.position.category'), true)]}
        >
          <DictSelect type="POSITION_CATEGORY" allowClear={false} />
        </Form.Item>
        <Form.Item name="sortCode" label={t('admin.common.sortCode')}>
          <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <HiddenSubmit />
      </Form>
    </FormContainer>
  )
}
