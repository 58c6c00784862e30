import { type DictTreeNode, StorageKey } from '@portal/contracts'
import i18n from '../../i18n'
import { useDictStore } from '../../stores/dict'

/** The items of dictionary `type` from the cached tree; null when the type is unknown. */
export function dictItems(tree: DictTreeNode[] | null, type: string): DictTreeNode[] | null {
  const node = tree?.find((n) => n.dictValue === type)
  return node ? (node.children ?? []) : null
}

export class DictLookupError extends Error {}

/**
 * The label of a dictionary entry in `lang`: English when there is one (a tree stored by an older
 * version may lack it), else the Chinese label.
 */
export function localLabel(
  item: Pick<DictTreeNode, 'dictLabel' | 'dictLabelEn'>,
  lang: string = i18n.language,
): string {
  return lang === 'en' && item.dictLabelEn ? item.dictLabelEn : item.dictLabel
}

/**
 * Dictionary lookup (spec §8): the label of `value` in dictionary `type`, in the interface language. Without a cached tree the
 * message says to log in again; an unknown type 'no such dictionary'; an unknown value 'no such
 * dictionary item'.
 */
export function dictLabel(type: string, value: string | null | undefined): string {
  const tree = useDictStore.getState().tree ?? readStored()
  if (!tree) return i18n.t('admin.dict.needLogin')
  const items = dictItems(tree, type)
  if (!items) return i18n.t('admin.dict.noDict')
  const item = items.find((i) => i.dictValue === value)
  return item ? localLabel(item) : i18n.t('admin.dict.noItem')
}

/** The options of dictionary `type` (`[]` when missing) for selects. */
export function dictOptions(type: string): Array<{ label: string; value: string; color?: string | null }> {
  const items = dictItems(useDictStore.getState().tree ?? readStored(), type) ?? []
  return items.map((i) => ({ label: localLabel(i), value: i.dictValue, color: i.color }))
}

function readStored(): DictTreeNode[] | null {
  try {
    const raw = localStorage.getItem(StorageKey.dictTree)
    const v = raw ? (JSON.parse(raw) as unknown) : null
    return Array.isArray(v) ? (v as DictTreeNode[]) : null
  } catch {
    return null
  }
}
