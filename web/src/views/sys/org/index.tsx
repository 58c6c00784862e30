import { CopyOutlined } from '@ant-design/icons'
import { ORG_LIMITS, type Org } from '@portal/contracts'
import { App, Button, Form } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type OrgBody, orgApi } from '../../../api/sys/org'
import { ActionLink, SortCodeItem, useRules } from '../../../components/AdminKit'
import { type Crud, CrudForm, FormDialog, useCrud } from '../../../components/AdminKit/crud'
import { TextItem } from '../../../components/AdminKit/items'
import Auth from '../../../components/Auth'
import { DictSelect } from '../../../components/Dict'
import PersonSelect from '../../../components/PersonSelect'
import type { STColumn } from '../../../components/SearchTable'
import { OrgTreeSelect } from '../../../components/Selectors'
import OrgCrudTable from '../components/OrgCrudTable'

/** Organisations: the tree beside a list of the chosen organisation's subtree. */
export default function OrgPage() {
  const { t } = useTranslation()
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
      <OrgCrudTable
        id="sys-org"
        crud={crud}
        by="parentId"
        treeQuery={orgApi.tree.query({})}
        printTitle={t('admin.org.title')}
        columns={columns}
        request={orgApi.page}
        searchFields={[crud.keywordField(t('admin.common.keywordPlaceholder'))]}
        add={{ code: 'sysOrgAdd', testId: 'org-add' }}
        remove="sysOrgDelete"
        tools={
          <Auth code="sysOrgCopy">
            <Button
              icon={<CopyOutlined />}
              disabled={!crud.selected.length}
              onClick={() => setCopying(crud.selected.map(String))}
            >
              {t('admin.org.copy')}
            </Button>
          </Auth>
        }
      />
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
      <TextItem name="name" label={t('admin.org.name')} max={ORG_LIMITS.name} required testId="org-name" />
      <TextItem name="code" label={t('admin.org.code')} max={ORG_LIMITS.code} />
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
