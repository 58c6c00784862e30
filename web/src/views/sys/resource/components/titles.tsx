import { Space } from 'antd'
import { useTranslation } from 'react-i18next'
import type { STColumn } from '../../../../components/SearchTable'
import { MenuIcon } from '../../../../layout/icons'
import { useSettingsStore } from '../../../../stores/settings'

type Titled = { title: string; titleEn: string | null; icon?: string | null }

/** A resource's title in the interface's language (the Chinese one when it has no English one). */
export function useTitleOf() {
  const en = useSettingsStore((st) => st.lang) === 'en'
  return (r: Titled) => (en && r.titleEn ? r.titleEn : r.title)
}

/** The title column of modules and menus: the icon and the title. */
export function useTitleColumn<T extends Titled>(): STColumn<T> {
  const { t } = useTranslation()
  const titleOf = useTitleOf()
  return {
    title: t('admin.common.title'),
    dataIndex: 'title',
    render: (_: string, r: T) => (
      <Space>
        <MenuIcon name={r.icon} />
        {titleOf(r)}
      </Space>
    ),
  }
}
