import { PlusOutlined } from '@ant-design/icons'
import type { Group } from '@portal/contracts'
import { Button, Form, Input, InputNumber, Space } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { groupApi } from '../../../api/sys/group'
import {
  ActionLink,
  BatchDeleteButton,
  DeleteLink,
  FormFooter,
  HiddenSubmit,
  useRules,
} from '../../../components/AdminKit'
import Auth from '../../../components/Auth'
import FormContainer from '../../../components/FormContainer'
import PersonSelect from '../../../components/PersonSelect'
import SearchTable, { type SearchTableRef, type STColumn } from '../../../components/SearchTable'

type Editing = { mode: 'add' } | { mode: 'edit'; record: Group } | null

/** User groups with their members (usable in selectors through GroupSelect). */
export default function GroupPage() {
  const { t } = useTranslation()
  const table = useRef<SearchTableRef>(null)
  const [editing, setEditing] = useState<Editing>(null)
  const [members, setMembers] = useState<Group | null>(null)
  const [selected, setSelected] = useState<React.Key[]>([])

  const columns: STColumn<Group>[] = [
    { title: t('admin.group.name'), dataIndex: 'name' },
    { title: t('admin.group.memberCount'), dataIndex: 'userCount', width: 100, needTotal: true },
    { title: t('admin.common.remark'), dataIndex: 'remark' },
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
      width: 200,
      render: (_: unknown, r: Group) => (
        <Space size={0}>
          <ActionLink code="sysGroupEdit" onClick={() => setEditing({ mode: 'edit', record: r })}>
            {t('admin.common.edit')}
          </ActionLink>
          <ActionLink
            code="sysGroupGrantUser"
            onClick={() => setMembers(r)}
            testId={`group-members-${r.name}`}
          >
            {t('admin.group.members')}
          </ActionLink>
          <DeleteLink
            code="sysGroupDelete"
            onConfirm={() => groupApi.delete([r.id]).then(() => table.current?.refresh())}
          />
        </Space>
      ),
    },
  ]

  return (
    <>
      <SearchTable<Group>
        id="sys-group"
        ref={table}
        printTitle={t('admin.group.title')}
        columns={columns}
        request={(p) => groupApi.page(p as Parameters<typeof groupApi.page>[0])}
        selectable
        onSelectionChange={setSelected}
        searchFields={[{ name: 'searchKey', label: t('admin.common.keyword'), node: <Input allowClear /> }]}
        toolbar={
          <>
            <Auth code="sysGroupAdd">
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setEditing({ mode: 'add' })}
                data-testid="group-add"
              >
                {t('admin.common.add')}
              </Button>
            </Auth>
            <BatchDeleteButton
              code="sysGroupDelete"
              keys={selected}
              onDelete={(ids) =>
                groupApi.delete(ids).then(() => {
                  table.current?.clearSelection()
                  table.current?.refresh()
                })
              }
            />
          </>
        }
      />
      <GroupForm
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => table.current?.refresh()}
      />
      <Members group={members} onClose={() => setMembers(null)} onSaved={() => table.current?.refresh()} />
    </>
  )
}

function GroupForm({
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
      const body = values as Parameters<typeof groupApi.add>[0]
      if (record) await groupApi.edit({ ...body, id: record.id })
      else await groupApi.add(body)
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
      title={record ? t('admin.group.editTitle') : t('admin.group.addTitle')}
      open={!!editing}
      onClose={onClose}
      data-testid="group-form"
      footer={<FormFooter onCancel={onClose} onOk={() => form.submit()} loading={saving} />}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={record ?? { sortCode: 0 }}
        onFinish={submit}
        preserve={false}
      >
        <Form.Item name="name" label={t('admin.group.name')} rules={[rules.required(t('admin.group.name'))]}>
          <Input maxLength={64} data-testid="group-name" />
        </Form.Item>
        <Form.Item name="remark" label={t('admin.common.remark')}>
          <Input.TextArea maxLength={255} rows={3} />
        </Form.Item>
        <Form.Item name="sortCode" label={t('admin.common.sortCode')}>
          <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <HiddenSubmit />
      </Form>
    </FormContainer>
  )
}

function Members({
  group,
  onClose,
  onSaved,
}: {
  group: Group | null
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useTranslation()
  const [ids, setIds] = useState<string[]>([])
  const [saving, setSaving] = useState(false)
  useEffect(() => {
    if (!group) return
    let alive = true
    setIds([])
    groupApi
      .ownUser(group.id)
      .then((v) => alive && setIds(v))
      .catch(() => undefined)
    return () => {
      alive = false
    }
  }, [group])
  const submit = async () => {
    if (!group) return
    setSaving(true)
    try {
      await groupApi.grantUser(group.id, ids)
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
      title={`${t('admin.group.members')} - ${group?.name ?? ''}`}
      open={!!group}
      onClose={onClose}
      width={560}
      data-testid="group-members"
      footer={<FormFooter onCancel={onClose} onOk={() => void submit()} loading={saving} />}
    >
      <Form layout="vertical">
        <Form.Item label={t('admin.group.members')}>
          <PersonSelect
            multiple
            value={ids}
            onChange={(v) => setIds((v as string[] | null) ?? [])}
            data-testid="group-member-select"
          />
        </Form.Item>
      </Form>
    </FormContainer>
  )
}
