import type { DictTreeNode } from '@portal/contracts'
import { Select, type SelectProps, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { useDictStore } from '../../stores/dict'
import { dictItems, localLabel } from './dict'

export { dictLabel, dictOptions, localLabel } from './dict'

/** The items of dictionary `type`, following the cached tree. */
export function useDict(type: string): DictTreeNode[] | null {
  const tree = useDictStore((s) => s.tree)
  return tree ? dictItems(tree, type) : null
}

/** A coded value as a coloured tag from its dictionary (spec §8 texts when it cannot be found). */
export function DictTag({ type, value }: { type: string; value: string | null | undefined }) {
  const { t, i18n } = useTranslation()
  const tree = useDictStore((s) => s.tree)
  if (value === null || value === undefined || value === '') return null
  if (!tree) return <Tag>{t('admin.dict.needLogin')}</Tag>
  const items = dictItems(tree, type)
  if (!items) return <Tag>{t('admin.dict.noDict')}</Tag>
  const item = items.find((i) => i.dictValue === value)
  if (!item) return <Tag title={value}>{t('admin.dict.noItem')}</Tag>
  return (
    <Tag color={item.color && item.color !== 'default' ? item.color : undefined} data-value={value}>
      {localLabel(item, i18n.language)}
    </Tag>
  )
}

/** A select whose options are dictionary `type`'s items, labelled in the interface language. */
export function DictSelect({ type, ...props }: { type: string } & Omit<SelectProps, 'options'>) {
  const { i18n } = useTranslation()
  const items = useDict(type) ?? []
  return (
    <Select
      allowClear
      {...props}
      options={items.map((i) => ({ label: localLabel(i, i18n.language), value: i.dictValue }))}
    />
  )
}
