import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import {
  APPROVAL_MODES,
  APPROVER_KINDS,
  CONDITION_OPS,
  type FlowDefinitionRow,
  type FlowDefinitionSave,
  TIMEOUT_ACTIONS,
} from '@portal/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Alert, App, Button, Card, Drawer, Form, Input, InputNumber, Select, Space, Tag } from 'antd'
import { type ComponentType, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { flowDefinitionApi } from '../../../api/flow/approval'
import { ActionLink, useRules } from '../../../components/AdminKit'
import PersonSelect from '../../../components/PersonSelect'
import SearchTable, { type STColumn } from '../../../components/SearchTable'
import { PositionSelect, RoleSelect } from '../../../components/Selectors'
import { formatTime } from '../../../utils/time'

/** The approval steps of each kind of application the modules declare; saving makes a new version. */
export default function FlowDefinitionPage() {
  const { t, i18n } = useTranslation()
  const [editing, setEditing] = useState<FlowDefinitionRow | null>(null)
  const typeName = (r: FlowDefinitionRow) => (i18n.language === 'en' ? r.formNameEn : r.formName)
  const columns: STColumn<FlowDefinitionRow>[] = [
    {
      title: t('admin.flowDefinition.formType'),
      dataIndex: 'formName',
      render: (_: string, r) => typeName(r),
    },
    {
      title: t('admin.flowDefinition.name'),
      dataIndex: 'name',
      render: (v: string | null) => v ?? <Tag>{t('admin.flowDefinition.notSet')}</Tag>,
    },
    { title: t('admin.flowDefinition.version'), dataIndex: 'version', width: 80, align: 'right' },
    { title: t('admin.flowDefinition.steps'), dataIndex: 'steps', width: 90, align: 'right' },
    {
      title: t('admin.flowDefinition.target'),
      dataIndex: 'target',
      width: 110,
      render: (v: string | null) => (v ? t(`admin.flowDefinition.${v}` as 'admin.flowDefinition.OA') : ''),
    },
    {
      title: t('admin.flowDefinition.updatedAt'),
      dataIndex: 'updatedAt',
      width: 160,
      render: (v: string | null) => formatTime(v, 'YYYY-MM-DD HH:mm'),
    },
    {
      title: '',
      key: 'actions',
      width: 90,
      isPrint: false,
      render: (_: unknown, r: FlowDefinitionRow) => (
        <ActionLink
          code="flowDefinitionEdit"
          onClick={() => setEditing(r)}
          testId={`flow-def-edit-${r.formType}`}
        >
          {t('admin.flowDefinition.edit')}
        </ActionLink>
      ),
    },
  ]
  return (
    <>
      <SearchTable
        id="flow-definition"
        rowKey="formType"
        list
        columns={columns}
        request={flowDefinitionApi.list}
        printTitle={t('admin.flowDefinition.listTitle')}
      />
      {editing && (
        <DefinitionDrawer row={editing} title={typeName(editing)} onClose={() => setEditing(null)} />
      )}
    </>
  )
}

function DefinitionDrawer({
  row,
  title,
  onClose,
}: {
  row: FlowDefinitionRow
  title: string
  onClose: () => void
}) {
  const { t } = useTranslation()
  const rules = useRules()
  const { message } = App.useApp()
  const client = useQueryClient()
  const [form] = Form.useForm<FlowDefinitionSave>()
  const [saving, setSaving] = useState(false)
  const { data, isFetched } = useQuery(flowDefinitionApi.detail.query({ formType: row.formType }))
  useEffect(() => {
    if (!isFetched) return
    form.setFieldsValue(
      data ?? {
        formType: row.formType,
        name: title,
        target: 'BUILTIN',
        timeoutAction: 'NONE',
        nodes: [{ name: '', approverKind: 'HOST_DIRECTOR', approverIds: [], mode: 'ANY' }],
      },
    )
  }, [data, isFetched, form, row.formType, title])
  const save = async () => {
    const v = await form.validateFields()
    setSaving(true)
    try {
      // A condition left without a field or a test is none.
      const nodes = v.nodes.map((n) => ({
        ...n,
        condition: n.condition?.field && n.condition.op ? n.condition : null,
      }))
      await flowDefinitionApi.save({ ...v, nodes, formType: row.formType })
      void message.success(t('admin.flowDefinition.saved'))
      await client.invalidateQueries({ queryKey: ['flow', 'definition'] })
      onClose()
    } catch {
      // The request module has shown the refusal.
    } finally {
      setSaving(false)
    }
  }
  const label = (k: string) => t(`admin.flowDefinition.${k}` as 'admin.flowDefinition.name')
  return (
    <Drawer
      open
      width={760}
      title={t('admin.flowDefinition.editTitle', { type: title })}
      onClose={onClose}
      extra={
        <Button type="primary" loading={saving} onClick={() => void save()} data-testid="flow-def-save">
          {t('admin.common.save')}
        </Button>
      }
    >
      <Alert
        type="info"
        showIcon
        message={t('admin.flowDefinition.versionHint')}
        style={{ marginBottom: 16 }}
      />
      <Form form={form} layout="vertical">
        <Form.Item name="name" label={label('name')} rules={[rules.required(label('name'))]}>
          <Input maxLength={128} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="target" label={label('target')}>
            <Select
              style={{ width: 160 }}
              data-testid="flow-def-target"
              options={['BUILTIN', 'OA'].map((v) => ({ value: v, label: label(v) }))}
            />
          </Form.Item>
          <Form.Item name="remindHours" label={label('remindHours')}>
            <InputNumber min={1} max={720} />
          </Form.Item>
          <Form.Item name="timeoutHours" label={label('timeoutHours')}>
            <InputNumber min={1} max={2160} />
          </Form.Item>
          <Form.Item name="timeoutAction" label={label('timeoutAction')}>
            <Select
              style={{ width: 140 }}
              options={TIMEOUT_ACTIONS.map((v) => ({ value: v, label: label(v) }))}
            />
          </Form.Item>
        </Space>
        <Form.List name="nodes">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f, i) => (
                <StepCard
                  key={f.key}
                  index={i}
                  name={f.name}
                  onRemove={fields.length > 1 ? () => remove(f.name) : undefined}
                />
              ))}
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ name: '', approverKind: 'USER', approverIds: [], mode: 'ANY' })}
                disabled={fields.length >= 20}
              >
                {t('admin.flowDefinition.addStep')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Drawer>
  )
}

type ApproverKind = (typeof APPROVER_KINDS)[number]

/** The picker of the approvers a step names one by one, by their kind. */
const APPROVER_PICKERS: Partial<Record<ApproverKind, ComponentType<{ multiple: true }>>> = {
  USER: PersonSelect,
  ROLE: RoleSelect,
  POSITION: PositionSelect,
}

function StepCard({ index, name, onRemove }: { index: number; name: number; onRemove?: () => void }) {
  const { t } = useTranslation()
  const rules = useRules()
  const label = (k: string) => t(`admin.flowDefinition.${k}` as 'admin.flowDefinition.name')
  const kind = Form.useWatch(['nodes', name, 'approverKind'])
  const Approvers = APPROVER_PICKERS[kind as ApproverKind]
  return (
    <Card
      size="small"
      title={t('admin.flowDefinition.step', { n: index + 1 })}
      style={{ marginBottom: 12 }}
      extra={
        onRemove && (
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            onClick={onRemove}
            aria-label={label('removeStep')}
          />
        )
      }
    >
      <Space wrap align="start">
        <Form.Item
          name={[name, 'name']}
          label={label('stepName')}
          rules={[rules.required(label('stepName'))]}
        >
          <Input maxLength={128} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name={[name, 'approverKind']} label={label('approverKind')}>
          <Select
            style={{ width: 220 }}
            options={APPROVER_KINDS.map((v) => ({ value: v, label: label(v) }))}
          />
        </Form.Item>
        <Form.Item name={[name, 'mode']} label={label('mode')}>
          <Select
            style={{ width: 170 }}
            options={APPROVAL_MODES.map((v) => ({ value: v, label: label(v) }))}
          />
        </Form.Item>
      </Space>
      {Approvers && (
        <Form.Item
          key={kind}
          name={[name, 'approverIds']}
          label={label('approvers')}
          rules={[rules.requiredList(label('approvers'))]}
        >
          <Approvers multiple />
        </Form.Item>
      )}
      {(kind === 'ORG_DIRECTOR' || kind === 'FORM_USER') && (
        <Form.Item
          name={[name, 'orgField']}
          label={label(kind === 'FORM_USER' ? 'userField' : 'orgField')}
          rules={[rules.required(label(kind === 'FORM_USER' ? 'userField' : 'orgField'))]}
        >
          <Input maxLength={64} style={{ width: 200 }} />
        </Form.Item>
      )}
      <Space wrap align="start">
        <Form.Item
          name={[name, 'condition', 'field']}
          label={`${label('condition')} · ${label('conditionField')}`}
        >
          <Input maxLength={64} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name={[name, 'condition', 'op']} label={label('conditionOp')}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={CONDITION_OPS.map((v) => ({ value: v, label: label(v) }))}
          />
        </Form.Item>
        <Form.Item name={[name, 'condition', 'value']} label={label('conditionValue')}>
          <Input maxLength={200} style={{ width: 200 }} />
        </Form.Item>
      </Space>
    </Card>
  )
}
