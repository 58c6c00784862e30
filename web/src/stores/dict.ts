import { type DictTreeNode, StorageKey } from '@portal/contracts'
import { create } from 'zustand'
import { persisted } from './persisted'

interface DictState {
  /**
   * The dictionary tree (DICT_TYPE_TREE_DATA), kept in the browser for the next page load and for
   * code outside React; the shell's read of the tree (TanStack Query) fills it in.
   */
  tree: DictTreeNode[] | null
  setTree: (tree: DictTreeNode[] | null) => void
}

export const useDictStore = create<DictState>()(
  persisted({ tree: { key: StorageKey.dictTree, valid: Array.isArray } }, (set) => ({
    tree: null,
    setTree: (tree) => set({ tree }),
  })),
)
