import type { PageResult, PersonOption, StaffOption } from '@portal/contracts'
import { api, useTexts } from '../core'
import { SEARCH_PAGE, SearchField } from './SearchField'

/** An employee as a form holds one: the id sent, the name shown. */
export interface Staff {
  id: string
  name: string
}

interface Props {
  value?: Staff | null
  onChange?: (value: Staff | null) => void
  placeholder?: string
  testId?: string
  disabled?: boolean
}

/** The employee a form names (responsible, visited), found by name: name and department shown. */
export function StaffField(props: Props) {
  const t = useTexts()
  return (
    <SearchField<StaffOption, Staff>
      {...props}
      shown={(s) => s.name}
      find={async (searchKey, current) => {
        const page = await api.get<PageResult<StaffOption>>('/auth/c/staff', {
          searchKey,
          current,
          size: SEARCH_PAGE,
        })
        return { rows: page.records, total: page.total }
      }}
      pick={(s) => ({ id: s.id, name: s.name })}
      rowKey={(s) => s.id}
      title={(s) => s.name}
      description={(s) => s.orgName}
      searchPlaceholder={t.work.searchStaff}
      empty={t.work.searchStaffEmpty}
    />
  )
}

/**
 * The same for a goods release permit, through spec §7's `weigh goodsrelease/personNameAll`: the
 * department and job number shown, to tell two of a name apart.
 */
export function PersonNameField(props: Props) {
  const t = useTexts()
  return (
    <SearchField<PersonOption, Staff>
      {...props}
      shown={(s) => s.name}
      find={async (name, current) => {
        const page = await api.get<{ personNameVos: PersonOption[]; total: number }>(
          '/weigh/goodsrelease/personNameAll',
          { name, current, size: SEARCH_PAGE },
        )
        return { rows: page.personNameVos, total: page.total }
      }}
      pick={(s) => ({ id: s.value, name: s.name })}
      rowKey={(s) => s.value}
      title={(s) => s.name}
      description={(s) => [s.departmentName, s.jobNum].filter(Boolean).join(' · ')}
      searchPlaceholder={t.work.searchStaff}
      empty={t.work.searchStaffEmpty}
    />
  )
}
