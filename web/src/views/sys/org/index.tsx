import { CopyOutlined, PlusOutlined } from '@ant-design/icons'
import type { Org } from '@portal/contracts'
import { App, Button, Form, Input, InputNumber, Space } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { orgApi } from '../../../api/sys/org'
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
import PersonSelect from '../../../components/PersonSelect'
import SearchTable, { type SearchTableRef, type STColumn } from '../../../components/SearchTable'
import { OrgTreeSelect } from '../../../components/Selectors'

type Editing = { mode: 'add'; parentId?: string } | { mode: 'edit'; record: Org } | null

/** Organisations: the tree beside a list of the chosen organisation's subtree. */
export default function OrgPage() {
  const { t } = useTranslation()
  const table = useRef<SearchTableRef>(null)
  const [parentId, setParentId] = useState<string>()
  const [treeVersion, setTreeVersion] = useState(0)
  const [editing, setEditing] = useState<Editing>(null)
  const [copying, setCopying] = useState<string[] | null>(null)
  const [selected, setSelected] = useState<React.Key[]>([])

  const changed = () => {
    table.current?.refresh()
    setTreeVersion((v) => v + 1)
  }

  const columns: STColumn<Org>[] = [
    { title: t('admin.org.name'), dataIndex: 'name' },
    { title: t('admin.org.code'), dataIndex: 'code' },
    {
      title: t('admin.org.category'),
      dataIndex: 'category',
      render: (v: string) => <DictTag type="ORG_CATEGORY" value={v} />,
    },
    { title: t('admin.org.director'), dataIndex: 'directorName' },
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
      width: 180,
      render: (_: unknown, r: Org) => (
        <Space size={0}>
          <ActionLink
            code="sysOrgEdit"
            onClick={() => setEditing({ mode: 'edit', record: r })}
            testId="org-edit"
          >
            {t('admin.common.edit')}
          </ActionLink>
          <ActionLink code="sysOrgCopy" onClick={() => setCopying([r.id])} testId="org-copy">
            {t('admin.org.copy')}
          </ActionLink>
          <DeleteLink
            code="sysOrgDelete"
            testId="org-delete"
            onConfirm={() => orgApi.delete([r.id]).then(changed)}
          />
        </Space>
      ),
    },
  ]

  return (
    <div className="admin-split">
      <div className="admin-split-side">
        <OrgTree
          value={parentId}
          onChange={(id) => setParentId(id)}
          load={() => orgApi.tree()}
          version={treeVersion}
        />
      </div>
      <div className="admin-split-main">
        <SearchTable<Org>
          id="sys-org"
          ref={table}
          printTitle={t('admin.org.title')}
          columns={columns}
          params={{ parentId }}
          request={(p) => orgApi.page(p as Parameters<typeof orgApi.page>[0])}
          selectable
          onSelectionChange={setSelected}
          searchFields={[
            {
              name: 'searchKey',
              label: t('admin.common.keyword'),
              node: <Input allowClear placeholder={t('admin.common.keywordPlaceholder')} />,
            },
          ]}
          toolbar={
            <>
              <Auth code="sysOrgAdd">
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => setEditing({ mode: 'add', parentId })}
                  data-testid="org-add"
                >
                  {t('admin.common.add')}
                </Button>
              </Auth>
              <Auth code="sysOrgCopy">
                <Button
                  icon={<CopyOutlined />}
                  disabled={!selected.length}
                  onClick={() => setCopying(selected.map(String))}
                >
                  {t('admin.org.copy')}
                </Button>
              </Auth>
              <BatchDeleteButton
                code="sysOrgDelete"
                keys={selected}
                onDelete={(ids) =>
                  orgApi.delete(ids).then(() => {
                    table.current?.clearSelection()
                    changed()
                  })
                }
              />
            </>
          }
        />
      </div>
      <OrgForm editing={editing} onClose={() => setEditing(null)} onSaved={changed} />
      <CopyForm ids={copying} onClose={() => setCopying(null)} onSaved={changed} />
    </div>
  )
}

function OrgForm({
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
    : { parentId: (editing?.mode === 'add' && editing.parentId) || '0', category: 'DEPT', sortCode: 0 }

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true)
    try {
      const body = { ...values, directorId: values.directorId ?? null } as Parameters<typeof orgApi.add>[0]
      if (record) await orgApi.edit({ ...body, id: record.id })
      else await orgApi.add(body)
      onClose()
      onSaved()
    } catch {
      // the request module has shown the server's message
    } finally {
      setSaving(false)
    }
  }

  return (
    <FormContainer
      title={record ? t('admin.org.editTitle') : t('admin.org.addTitle')}
      open={!!editing}
      onClose={onClose}
      data-testid="org-form"
      footer={<FormFooter onCancel={onClose} onOk={() => form.submit()} loading={saving} />}
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} preserve={false}>
        <Form.Item
          name="parentId"
          label={t('admin.org.parent')}
          rules={[rules.required(t('admin.org.parent'), true)]}
        >
          <OrgTreeSelect
            withRoot
            excludeId={record?.id}
            data-testid="org-parent"
            load={() => orgApi.tree()}
          />
        </Form.Item>
        <Form.Item name="name" label={t('admin.org.name')} rules={[rules.required(t('admin.org.name'))]}>
          <Input maxLength={64} data-testid="org-name" />
        </Form.Item>
        <Form.Item name="code" label={t('admin.org.code')}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="category"
          label={t('admin.org.category')}
          rules={[rules.required(t('admin.org.category'), true)]}
        >
          <DictSelect type="ORG_CATEGORY" allowClear={false} data-testid="org-category" />
        </Form.Item>
        <Form.Item name="directorId" label={t('admin.org.director')}>
          <PersonSelect data-testid="org-director" />
        </Form.Item>
        <Form.Item name="sortCode" label={t('admin.common.sortCode')}>
          <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <HiddenSubmit />
      </Form>
    </FormContainer>
  )
}

function CopyForm({
  ids,
  onClose,
  onSaved,
}: {
  ids: string[] | null
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const rules = useRules()
  const [form] = Form.useForm()
  // Each opening starts from that opening's initial values.
  useEffect(() => {
    if (ids) form.resetFields()
  }, [ids, form])
  const [saving, setSaving] = useState(false)
  const submit = async ({ targetParentId }: { targetParentId: string }) => {
    if (!ids) return
    setSaving(true)
    try {
      for (const id of ids) await orgApi.copy(id, targetParentId)
      void message.success(t('admin.org.copied'), 1)
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
      title={t('admin.org.copy')}
      open={!!ids}
      onClose={onClose}
      width={480}
      data-testid="org-copy-form"
      footer={<FormFooter onCancel={onClose} onOk={() => form.submit()} loading={saving} />}
    >
      <p>{t('admin.org.copyHint')}</p>
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item
          name="targetParentId"
          label={t('admin.org.copyTo')}
          rules={[rules.required(t('admin.org.copyTo'), true)]}
        >
          <OrgTreeSelect withRoot data-testid="org-copy-target" load={() => orgApi.tree()} />
        </Form.Item>
        <HiddenSubmit />
      </Form>
    </FormContainer>
  )
}
