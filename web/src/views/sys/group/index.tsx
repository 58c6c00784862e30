import { GROUP_LIMITS, type Group } from '@portal/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type GroupBody, groupApi } from '../../../api/sys/group'
import { ActionLink, SortCodeItem } from '../../../components/AdminKit'
import CrudTable from '../../../components/AdminKit/CrudTable'
import { type Crud, CrudForm, useCrud } from '../../../components/AdminKit/crud'
import { TextItem } from '../../../components/AdminKit/items'
import UserGrant from '../../../components/Grant/UserGrant'
import type { STColumn } from '../../../components/SearchTable'

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
      <CrudTable
        id="sys-group"
        crud={crud}
        printTitle={t('admin.group.title')}
        columns={columns}
        request={groupApi.page}
        searchFields={[crud.keywordField()]}
        add={{ code: 'sysGroupAdd', testId: 'group-add' }}
        remove="sysGroupDelete"
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
  return (
    <CrudForm
      crud={crud}
      titles={[t('admin.group.addTitle'), t('admin.group.editTitle')]}
      defaults={{ sortCode: 0 }}
      data-testid="group-form"
    >
      <TextItem
        name="name"
        label={t('admin.group.name')}
        max={GROUP_LIMITS.name}
        required
        testId="group-name"
      />
      <TextItem name="remark" label={t('admin.common.remark')} max={GROUP_LIMITS.remark} rows={3} />
      <SortCodeItem />
    </CrudForm>
  )
}
