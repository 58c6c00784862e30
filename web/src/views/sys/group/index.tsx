import { GROUP_LIMITS, type Group } from '@portal/contracts'
import { Form, Input } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type GroupBody, groupApi } from '../../../api/sys/group'
import { ActionLink, SortCodeItem, useRules } from '../../../components/AdminKit'
import { type Crud, CrudForm, CrudToolbar, useCrud } from '../../../components/AdminKit/crud'
import UserGrant from '../../../components/Grant/UserGrant'
import SearchTable, { type STColumn } from '../../../components/SearchTable'

/** User groups with their members (usable in selectors through GroupSelect). */
export default function GroupPage() {
  const { t } = useTranslation()
  const crud = useCrud<Group, GroupBody>(groupApi)
  const [members, setMembers] = useState<Group | null>(null)

  const columns: STColumn<Group>[] = [
    { title: t('admin.group.name'), dataIndex: 'name' },
    { title: t('admin.group.memberCount'), dataIndex: 'userCount', width: 100, needTotal: true },
    { title: t('admin.common.remark'), dataIndex: 'remark' },
    crud.sortCodeColumn(),
    crud.createdAtColumn(),
    crud.actionColumn({
      edit: 'sysGroupEdit',
      remove: 'sysGroupDelete',
      links: (r) => (
        <ActionLink code="sysGroupGrantUser" onClick={() => setMembers(r)} testId={`group-members-${r.name}`}>
          {t('admin.group.members')}
        </ActionLink>
      ),
    }),
  ]

  return (
    <>
      <SearchTable
        id="sys-group"
        {...crud.tableProps}
        printTitle={t('admin.group.title')}
        columns={columns}
        request={groupApi.page}
        searchFields={[crud.keywordField()]}
        toolbar={
          <CrudToolbar
            crud={crud}
            add={{ code: 'sysGroupAdd', testId: 'group-add', onClick: () => crud.add() }}
            remove="sysGroupDelete"
          />
        }
      />
      <GroupForm crud={crud} />
      <UserGrant
        subject={members}
        title={`${t('admin.group.members')} - ${members?.name ?? ''}`}
        label={t('admin.group.members')}
        loadOwned={(id) => groupApi.ownUser({ id })}
        save={groupApi.grantUser}
        onClose={() => setMembers(null)}
        onSaved={crud.changed}
        data-testid="group-members"
        selectTestId="group-member-select"
      />
    </>
  )
}

function GroupForm({ crud }: { crud: Crud<Group, GroupBody> }) {
  const { t } = useTranslation()
  const rules = useRules()
  return (
    <CrudForm
      crud={crud}
      titles={[t('admin.group.addTitle'), t('admin.group.editTitle')]}
      defaults={{ sortCode: 0 }}
      data-testid="group-form"
    >
      <Form.Item name="name" label={t('admin.group.name')} rules={[rules.required(t('admin.group.name'))]}>
        <Input maxLength={GROUP_LIMITS.name} data-testid="group-name" />
      </Form.Item>
      <Form.Item name="remark" label={t('admin.common.remark')}>
        <Input.TextArea maxLength={GROUP_LIMITS.remark} rows={3} />
      </Form.Item>
      <SortCodeItem />
    </CrudForm>
  )
}
