import { PlusOutlined } from '@ant-design/icons'
import type { ResourceRecord } from '@portal/contracts'
import { Button, ColorPicker, Form, Input, InputNumber, Space, Tag } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { resourceApi } from '../../../../api/sys/resource'
import {
  ActionLink,
  BatchDeleteButton,
  DeleteLink,
  FormFooter,
  HiddenSubmit,
  useRules,
} from '../../../../components/AdminKit'
import Auth from '../../../../components/Auth'
import FormContainer from '../../../../components/FormContainer'
import SearchTable, { type SearchTableRef, type STColumn } from '../../../../components/SearchTable'
import { MenuIcon } from '../../../../layout/icons'
import { useSettingsStore } from '../../../../stores/settings'

type Editing = { mode: 'add' } | { mode: 'edit'; record: ResourceRecord } | null

/** Modules: the top level of the menu (title, icon, colour, sort). */
export default function ModulePage() {
  const { t } = useTranslation()
  const table = useRef<SearchTableRef>(null)
  const [editing, setEditing] = useState<Editing>(null)
  const [selected, setSelected] = useState<React.Key[]>([])
  const en = useSettingsStore((st) => st.lang) === 'en'
  const columns: STColumn<ResourceRecord>[] = [
    {
      title: t('admin.common.title'),
      dataIndex: 'title',
      render: (v: string, r: ResourceRecord) => (
        <Space>
          <MenuIcon name={r.icon} />
          {en && r.titleEn ? r.titleEn : v}
        </Space>
      ),
    },
    { title: t('admin.common.titleEn'), dataIndex: 'titleEn' },
    { title: t('admin.common.icon'), dataIndex: 'icon' },
    {
      title: t('admin.common.color'),
      dataIndex: 'color',
      render: (v: string | null) => (v ? <Tag color={v}>{v}</Tag> : null),
    },
    { title: t('admin.common.sortCode'), dataIndex: 'sortCode', width: 80 },
    {
      title: t('admin.common.action'),
      key: 'action',
      isPrint: false,
      width: 140,
      render: (_: unknown, r: ResourceRecord) => (
        <Space size={0}>
          <ActionLink code="sysModuleEdit" onClick={() => setEditing({ mode: 'edit', record: r })}>
            {t('admin.common.edit')}
          </ActionLink>
          <DeleteLink
            code="sysModuleDelete"
            onConfirm={() => resourceApi.moduleDelete([r.id]).then(() => table.current?.refresh())}
          />
        </Space>
      ),
    },
  ]
  return (
    <>
      <SearchTable<ResourceRecord>
        id="sys-module"
        ref={table}
        printTitle={t('admin.resource.module')}
        columns={columns}
        request={(p) => resourceApi.modulePage(p as Parameters<typeof resourceApi.modulePage>[0])}
        selectable
        onSelectionChange={setSelected}
        searchFields={[{ name: 'searchKey', label: t('admin.common.keyword'), node: <Input allowClear /> }]}
        toolbar={
          <>
            <Auth code="sysModuleAdd">
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setEditing({ mode: 'add' })}
                data-testid="module-add"
              >
                {t('admin.common.add')}
              </Button>
            </Auth>
            <BatchDeleteButton
              code="sysModuleDelete"
              keys={selected}
              onDelete={(ids) =>
                resourceApi.moduleDelete(ids).then(() => {
                  table.current?.clearSelection()
                  table.current?.refresh()
                })
              }
            />
          </>
        }
      />
      <ModuleForm
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => table.current?.refresh()}
      />
    </>
  )
}

function ModuleForm({
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
  const submit = async (values: Record<string, unknown>) => {
    setSaving(true)
    try {
      const color = values.color
      const body = {
        ...values,
        color:
          typeof color === 'string'
            ? color
            : color
              ? (color as { toHexString: () => string }).toHexString()
              : null,
      } as Parameters<typeof resourceApi.moduleAdd>[0]
      if (record) await resourceApi.moduleEdit({ ...body, id: record.id })
      else await resourceApi.moduleAdd(body)
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
      title={record ? t('admin.resource.moduleEditTitle') : t('admin.resource.moduleAddTitle')}
      open={!!editing}
      onClose={onClose}
      width={520}
      data-testid="module-form"
      footer={<FormFooter onCancel={onClose} onOk={() => form.submit()} loading={saving} />}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={record ?? { sortCode: 0, color: '#1677FF' }}
        onFinish={submit}
        preserve={false}
      >
        <Form.Item
          name="title"
          label={t('admin.common.title')}
          rules={[rules.required(t('admin.common.title'))]}
        >
          <Input maxLength={64} data-testid="module-title" />
        </Form.Item>
        <Form.Item name="titleEn" label={t('admin.common.titleEn')}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="icon" label={t('admin.common.icon')}>
          <Input maxLength={64} placeholder="appstore-outlined" />
        </Form.Item>
        <Form.Item name="color" label={t('admin.common.color')}>
          <ColorPicker showText />
        </Form.Item>
        <Form.Item name="sortCode" label={t('admin.common.sortCode')}>
          <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <HiddenSubmit />
      </Form>
    </FormContainer>
  )
}
