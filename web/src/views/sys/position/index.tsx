import { POSITION_LIMITS, type Position } from '@portal/contracts'
import { Form, Input } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type PositionBody, positionApi } from '../../../api/sys/position'
import { AdminSplit, SortCodeItem, useRules } from '../../../components/AdminKit'
import { type Crud, CrudForm, CrudToolbar, useCrud } from '../../../components/AdminKit/crud'
import { DictSelect } from '../../../components/Dict'
import OrgTree from '../../../components/OrgTree'
import SearchTable, { type STColumn } from '../../../components/SearchTable'
import { OrgTreeSelect } from '../../../components/Selectors'

/** Positions per organisation: the list follows the organisation chosen in the tree. */
export default function PositionPage() {
  const { t } = useTranslation()
  const [orgId, setOrgId] = useState<string>()
  const crud = useCrud<Position, PositionBody>(positionApi)

  const columns: STColumn<Position>[] = [
    { title: t('admin.position.name'), dataIndex: 'name' },
    { title: t('admin.position.code'), dataIndex: 'code' },
    {
      title: t('admin.position.category'),
      dataIndex: 'category',
      dict: 'POSITION_CATEGORY',
    },
    { title: t('admin.position.org'), dataIndex: 'orgName' },
    crud.sortCodeColumn(),
    crud.createdAtColumn(),
    crud.actionColumn({ edit: 'sysPositionEdit', remove: 'sysPositionDelete' }),
  ]

  return (
    <>
      <AdminSplit side={<OrgTree value={orgId} onChange={(id) => setOrgId(id)} />}>
        <SearchTable
          id="sys-position"
          {...crud.tableProps}
          printTitle={t('admin.position.title')}
          columns={columns}
          params={{ orgId }}
          request={positionApi.page}
          searchFields={[
            crud.keywordField(t('admin.common.keywordPlaceholder')),
            {
              name: 'category',
              label: t('admin.position.category'),
              node: <DictSelect type="POSITION_CATEGORY" />,
            },
          ]}
          toolbar={
            <CrudToolbar
              crud={crud}
              add={{ code: 'sysPositionAdd', testId: 'position-add', onClick: () => crud.add({ orgId }) }}
              remove="sysPositionDelete"
            />
          }
        />
      </AdminSplit>
      <PositionForm crud={crud} />
    </>
  )
}

function PositionForm({ crud }: { crud: Crud<Position, PositionBody> }) {
  const { t } = useTranslation()
  const rules = useRules()
  return (
    <CrudForm
      crud={crud}
      titles={[t('admin.position.addTitle'), t('admin.position.editTitle')]}
      defaults={({ orgId }) => ({ orgId, category: 'BASE', sortCode: 0 })}
      data-testid="position-form"
    >
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
        <Input maxLength={POSITION_LIMITS.name} data-testid="position-name" />
      </Form.Item>
      <Form.Item name="code" label={t('admin.position.code')}>
        <Input maxLength={POSITION_LIMITS.code} />
      </Form.Item>
      <Form.Item
        name="category"
        label={t('admin.position.category')}
        rules={[rules.required(t('admin.position.category'), true)]}
      >
        <DictSelect type="POSITION_CATEGORY" allowClear={false} />
      </Form.Item>
      <SortCodeItem />
    </CrudForm>
  )
}
