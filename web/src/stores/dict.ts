import { StorageKey } from '@portal/contracts'
import { create } from 'zustand'
import { persisted } from './persisted'

/** A dictionary tree node (spec §3). */
export interface DictNode {
  dictValue: string
  dictLabel: string
  /** English label (may be missing in a tree cached by an older version). */
  dictLabelEn?: string | null
  name?: string
  children?: DictNode[]
}

interface DictState {
  /** The dictionary tree (DICT_TYPE_TREE_DATA), refreshed when the shell mounts. */
  tree: DictNode[] | null
  setTree: (tree: DictNode[] | null) => void
}

export const useDictStore = create<DictState>()(
  persisted({ tree: { key: StorageKey.dictTree, valid: Array.isArray } }, (set) => ({
    tree: null,
    setTree: (tree) => set({ tree }),
  })),
)
