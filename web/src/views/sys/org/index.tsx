import { CopyOutlined } from '@ant-design/icons'
import { ORG_LIMITS, type Org } from '@portal/contracts'
import { App, Button, Form, Input } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type OrgBody, orgApi } from '../../../api/sys/org'
import { ActionLink, AdminSplit, SortCodeItem, useRules } from '../../../components/AdminKit'
import { type Crud, CrudForm, CrudToolbar, FormDialog, useCrud } from '../../../components/AdminKit/crud'
import Auth from '../../../components/Auth'
import { DictSelect } from '../../../components/Dict'
import OrgTree from '../../../components/OrgTree'
import PersonSelect from '../../../components/PersonSelect'
import SearchTable, { type STColumn } from '../../../components/SearchTable'
import { OrgTreeSelect } from '../../../components/Selectors'

/** Organisations: the tree beside a list of the chosen organisation's subtree. */
export default function OrgPage() {
  const { t } = useTranslation()
  const [parentId, setParentId] = useState<string>()
  const [copying, setCopying] = useState<string[] | null>(null)
  // A change also reloads the tree beside the list (its read is under the organisations' key).
  const crud = useCrud<Org, OrgBody>(orgApi)

  const columns: STColumn<Org>[] = [
    { title: t('admin.org.name'), dataIndex: 'name' },
    { title: t('admin.org.code'), dataIndex: 'code' },
    {
      title: t('admin.org.category'),
      dataIndex: 'category',
      dict: 'ORG_CATEGORY',
    },
    { title: t('admin.org.director'), dataIndex: 'directorName' },
    crud.sortCodeColumn(),
    crud.createdAtColumn(),
    crud.actionColumn({
      edit: 'sysOrgEdit',
      remove: 'sysOrgDelete',
      testId: (_, action) => `org-${action}`,
      links: (r) => (
        <ActionLink code="sysOrgCopy" onClick={() => setCopying([r.id])} testId="org-copy">
          {t('admin.org.copy')}
        </ActionLink>
      ),
    }),
  ]

  return (
    <>
      <AdminSplit
        side={<OrgTree value={parentId} onChange={(id) => setParentId(id)} query={orgApi.tree.query({})} />}
      >
        <SearchTable
          id="sys-org"
          {...crud.tableProps}
          printTitle={t('admin.org.title')}
          columns={columns}
          params={{ parentId }}
          request={orgApi.page}
          searchFields={[crud.keywordField(t('admin.common.keywordPlaceholder'))]}
          toolbar={
            <CrudToolbar
              crud={crud}
              add={{ code: 'sysOrgAdd', testId: 'org-add', onClick: () => crud.add({ parentId }) }}
              remove="sysOrgDelete"
            >
              <Auth code="sysOrgCopy">
                <Button
                  icon={<CopyOutlined />}
                  disabled={!crud.selected.length}
                  onClick={() => setCopying(crud.selected.map(String))}
                >
                  {t('admin.org.copy')}
                </Button>
              </Auth>
            </CrudToolbar>
          }
        />
      </AdminSplit>
      <OrgForm crud={crud} />
      <CopyForm ids={copying} onClose={() => setCopying(null)} onSaved={crud.changed} />
    </>
  )
}

function OrgForm({ crud }: { crud: Crud<Org, OrgBody> }) {
  const { t } = useTranslation()
  const rules = useRules()
  const record = crud.opening?.mode === 'edit' ? crud.opening.record : undefined
  return (
    <CrudForm
      crud={crud}
      titles={[t('admin.org.addTitle'), t('admin.org.editTitle')]}
      defaults={({ parentId }) => ({ parentId: parentId || '0', category: 'DEPT', sortCode: 0 })}
      toBody={(values) => ({ ...values, directorId: values.directorId ?? null })}
      data-testid="org-form"
    >
      <Form.Item
        name="parentId"
        label={t('admin.org.parent')}
        rules={[rules.required(t('admin.org.parent'), true)]}
      >
        <OrgTreeSelect
          withRoot
          excludeId={record?.id}
          data-testid="org-parent"
          query={orgApi.tree.query({})}
        />
      </Form.Item>
      <Form.Item name="name" label={t('admin.org.name')} rules={[rules.required(t('admin.org.name'))]}>
        <Input maxLength={ORG_LIMITS.name} data-testid="org-name" />
      </Form.Item>
      <Form.Item name="code" label={t('admin.org.code')}>
        <Input maxLength={ORG_LIMITS.code} />
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
      <SortCodeItem />
    </CrudForm>
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
  const copy = async ({ targetParentId }: { targetParentId: string }) => {
    for (const id of ids ?? []) await orgApi.copy(id, targetParentId)
    void message.success(t('admin.org.copied'), 1)
  }
  return (
    <FormDialog
      opening={ids}
      title={t('admin.org.copy')}
      onClose={onClose}
      onSubmit={copy}
      onSaved={onSaved}
      width={480}
      data-testid="org-copy-form"
    >
      <p>{t('admin.org.copyHint')}</p>
      <Form.Item
        name="targetParentId"
        label={t('admin.org.copyTo')}
        rules={[rules.required(t('admin.org.copyTo'), true)]}
      >
        <OrgTreeSelect withRoot data-testid="org-copy-target" query={orgApi.tree.query({})} />
      </Form.Item>
    </FormDialog>
  )
}
