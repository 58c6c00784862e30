import type { PersonOption } from '@portal/contracts'
import { useTranslation } from 'react-i18next'
import { userApi } from '../../api/sys/user'
import { userCenterApi } from '../../api/sys/userCenter'
import PagedSelect, { type PagedValue } from '../Selectors/PagedSelect'

interface PersonSelectProps {
  value?: PagedValue
  onChange?: (value: string | string[] | null, people: PersonOption[]) => void
  multiple?: boolean
  /** Only people of this organisation (and below). */
  orgId?: string
  placeholder?: string
  disabled?: boolean
  id?: string
  'data-testid'?: string
  'aria-label'?: string
}

/**
 * The paged person selector (spec §2, §9): searches by name, loads the next 20 when scrolled to the
 * bottom and stops when everything is loaded. Failures go to the console only (spec §8).
 */
export default function PersonSelect({ orgId, placeholder, ...rest }: PersonSelectProps) {
  const { t } = useTranslation()
  return (
    <PagedSelect<PersonOption>
      {...rest}
      placeholder={placeholder ?? t('admin.person.placeholder')}
      read={(current, size, name) => {
        const page = userApi.personSelector.query({ current, size, name: name || undefined, orgId })
        return {
          queryKey: page.queryKey,
          queryFn: () => page.queryFn().then((res) => ({ records: res.personNameVos, total: res.total })),
        }
      }}
      toOption={(p) => ({
        value: p.value,
        label: p.name,
        desc: [p.departmentName, p.jobNum].filter(Boolean).join(' · '),
      })}
      resolve={userCenterApi.userListByIds}
    />
  )
}
