import { POSITION_LIMITS, type Position } from '@portal/contracts'
import { Form } from 'antd'
import { useTranslation } from 'react-i18next'
import { type PositionBody, positionApi } from '../../../api/sys/position'
import { SortCodeItem, useRules } from '../../../components/AdminKit'
import { type Crud, CrudForm, useCrud } from '../../../components/AdminKit/crud'
import { TextItem } from '../../../components/AdminKit/items'
import { DictSelect } from '../../../components/Dict'
import type { STColumn } from '../../../components/SearchTable'
import { OrgTreeSelect } from '../../../components/Selectors'
import OrgCrudTable from '../components/OrgCrudTable'

/** Positions per organisation: the list follows the organisation chosen in the tree. */
export default function PositionPage() {
  const { t } = useTranslation()
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
      <OrgCrudTable
        id="sys-position"
        crud={crud}
        printTitle={t('admin.position.title')}
        columns={columns}
        request={positionApi.page}
        searchFields={[
          crud.keywordField(t('admin.common.keywordPlaceholder')),
          {
            name: 'category',
            label: t('admin.position.category'),
            node: <DictSelect type="POSITION_CATEGORY" />,
          },
        ]}
        add={{ code: 'sysPositionAdd', testId: 'position-add' }}
        remove="sysPositionDelete"
      />
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
      <TextItem
        name="name"
        label={t('admin.position.name')}
        max={POSITION_LIMITS.name}
        required
        testId="position-name"
      />
      <TextItem name="code" label={t('admin.position.code')} max={POSITION_LIMITS.code} />
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
